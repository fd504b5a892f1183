import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeProbe, firstSamples, QUIET_NOISE } from '../../../bench/detection/noise-probe.mjs';
import { NOISE_BANDS, noiseBandOf } from '../../../bench/lib/stats.mjs';

// The probe reads go test's own output: this fixture is a real `go test -bench -benchmem -count 5` run.
const GO_RUN = readFileSync(new URL('../../fixtures/go/benchmem-count5.txt', import.meta.url), 'utf8');

describe('the noise probe', () => {
  it('reads the first ns/op sample of each benchmark, by name without the GOMAXPROCS suffix', () => {
    const samples = firstSamples(GO_RUN);
    expect([...samples.keys()]).toEqual([
      'BenchmarkWriteBlock/1KB',
      'BenchmarkWriteBlock/64KB',
      'BenchmarkReadBlock/1KB',
      'BenchmarkReadBlock/64KB',
      'BenchmarkReadBlockRange/1KB_start',
      'BenchmarkReadBlockRange/1KB_middle',
      'BenchmarkReadBlockRange/64KB_start',
      'BenchmarkReadBlockRange/64KB_middle',
      'BenchmarkWriteBlock_Parallel',
    ]);
    expect(samples.get('BenchmarkWriteBlock/1KB')).toBe(1735);
    expect(samples.get('BenchmarkReadBlock/1KB')).toBe(407.6);
    expect(samples.get('BenchmarkWriteBlock_Parallel')).toBe(1066);
  });

  it('puts a row in the band whose upper end it does not pass: 3% is quiet, just above is not', () => {
    expect(QUIET_NOISE).toBe(0.03);
    expect(NOISE_BANDS.map((b) => b.id)).toEqual(['≤ 3%', '3–10%', '10–25%', '> 25%']);
    expect([0.03, 0.0301, 0.1, 0.25, 0.2501].map(noiseBandOf)).toEqual([
      '≤ 3%',
      '3–10%',
      '3–10%',
      '10–25%',
      '> 25%',
    ]);
  });

  it('describes a probe with its time, load, median and bands', () => {
    const line = describeProbe({
      at: '2026-11-28T04:03:12.345Z',
      rounds: 6,
      benchtime: '100ms',
      loadBefore: 0.21,
      loadAfter: 0.96,
      median: 0.0784,
      bands: { '≤ 3%': 3, '3–10%': 8, '10–25%': 8, '> 25%': 1 },
    });
    expect(line).toBe(
      '2026-11-28 04:03 UTC, 6 A/A rounds at 100ms, load 0.21 → 0.96: median per-row noise 7.8% (3 ≤ 3% · 8 3–10% · 8 10–25% · 1 > 25%)',
    );
  });
});
