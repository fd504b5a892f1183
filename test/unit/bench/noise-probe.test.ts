import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  awaitQuiet,
  describeProbe,
  describeStart,
  firstSamples,
  NoQuietPeriod,
  QUIET_NOISE,
  readProbes,
  recordProbe,
} from '../../../bench/detection/noise-probe.mjs';
import { NOISE_BANDS, noiseBandOf } from '../../../bench/lib/stats.mjs';
import { readGoRun } from '../../../bench/detection/judge.js';

// The probe reads go test's own output: this fixture is a real `go test -bench -benchmem -count 5` run.
const GO_RUN = fileURLToPath(new URL('../../fixtures/go/benchmem-count5.txt', import.meta.url));

describe('the noise probe', () => {
  it("reads the first ns/op sample of each benchmark through benchgate's reader, by name without the GOMAXPROCS suffix", async () => {
    const samples = firstSamples(await readGoRun(GO_RUN));
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
    expect(
      describeProbe({
        at: '2026-11-28T07:44:00.000Z',
        rounds: 6,
        benchtime: '100ms',
        loadBefore: 0.1,
        loadAfter: 0.6,
        stolenPerSecond: 0.0234,
        median: 0.095,
        bands: { '≤ 3%': 3, '3–10%': 7, '10–25%': 7, '> 25%': 3 },
      }),
    ).toBe(
      '2026-11-28 07:44 UTC, 6 A/A rounds at 100ms, load 0.1 → 0.6, 23 ms a second stolen by the hypervisor: median per-row noise 9.5% (3 ≤ 3% · 7 3–10% · 7 10–25% · 3 > 25%)',
    );
  });
});

describe("a collection's start, as its report says it", () => {
  const at = (median: number) => ({
    at: '2026-12-05T22:17:00.000Z',
    rounds: 15,
    benchtime: '8ms',
    loadBefore: 0.04,
    loadAfter: 0.19,
    median,
    bands: { '≤ 3%': 0, '3–10%': 4, '10–25%': 4, '> 25%': 12 },
  });

  it('is a quiet period only when its probe read 3% or less: a study may start on any probe (--quiet-below 100)', () => {
    expect(describeStart(at(0.269))).toBe(
      'Started outside a quiet period, on the noise probe of 2026-12-05 22:17 UTC, 15 A/A rounds at 8ms, load 0.04 → 0.19: median per-row noise 26.9% (0 ≤ 3% · 4 3–10% · 4 10–25% · 12 > 25%).',
    );
    expect(describeStart(at(0.03)).slice(0, 50)).toBe('Started in a quiet period, on the noise probe of 2');
    expect(describeStart(at(0.0301)).slice(0, 30)).toBe('Started outside a quiet period');
  });
});

describe('the probe log', () => {
  const probe = (at: string, median: number) => ({
    at,
    rounds: 6,
    benchtime: '100ms',
    loadBefore: 0.1,
    loadAfter: 0.6,
    median,
    bands: { '≤ 3%': 3, '3–10%': 7, '10–25%': 7, '> 25%': 3 },
    noise: { BenchmarkSpin: median },
  });

  it('keeps every probe, oldest first, and reads them back as they were', () => {
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-probes-'));
    try {
      const file = join(dir, 'noise-probes.jsonl');
      expect(readProbes(file)).toEqual([]);
      const first = probe('2026-11-28T07:43:00.000Z', 0.093);
      expect(recordProbe(first, file)).toBe(first);
      recordProbe(probe('2026-11-28T07:55:00.000Z', 0.125), file);
      expect(readProbes(file).map((p) => [p.at, p.median])).toEqual([
        ['2026-11-28T07:43:00.000Z', 0.093],
        ['2026-11-28T07:55:00.000Z', 0.125],
      ]);
      expect(readProbes(file)[0]).toEqual(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the file and line of a line that is not a probe', () => {
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-probes-'));
    try {
      const file = join(dir, 'noise-probes.jsonl');
      recordProbe(probe('2026-11-28T07:43:00.000Z', 0.093), file);
      appendFileSync(file, '{"at": "2026-11-28T07:5\n');
      expect(() => readProbes(file)).toThrow(`${file}:2: not a noise probe`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('waiting for a quiet period (--quiet)', () => {
  /** A run of probes reading these medians, on a clock that only the waits move. */
  function machine(medians: number[]) {
    let clock = Date.parse('2026-12-07T15:38:00.000Z');
    const calls: string[] = [];
    const probe = async (build: boolean) => {
      const median = medians.shift()!;
      calls.push(`probe ${build ? 'built' : 'reused'} ${median}`);
      return {
        at: new Date(clock).toISOString(),
        rounds: 6,
        benchtime: '100ms',
        loadBefore: 0.05,
        loadAfter: 0.5,
        median,
        bands: { '≤ 3%': 3, '3–10%': 3, '10–25%': 11, '> 25%': 3 },
      };
    };
    const options = {
      // What the real probe would be asked for; this one reads its medians.
      benchtime: '100ms',
      rounds: 6,
      maxLoad: 0.3,
      everyMinutes: 5,
      log: (line: string) => calls.push(line.slice(0, 40)),
      probe,
      idle: ({ limit, waitSeconds }: { limit?: number; waitSeconds?: number } = {}) =>
        calls.push(`idle ≤ ${limit} within ${waitSeconds} s`),
      sleep: async (ms: number) => {
        calls.push(`sleep ${ms / 60_000} min`);
        clock += ms;
      },
      now: () => clock,
    };
    return { calls, options };
  }

  it('probes alone every few minutes and starts on the first probe at or below 3%', async () => {
    const { calls, options } = machine([0.142, 0.098, 0.028, 0.01]);
    const p = await awaitQuiet({ ...options, waitMinutes: 110 });
    expect([p.at, p.median]).toEqual(['2026-12-07T15:48:00.000Z', 0.028]);
    expect(calls).toEqual([
      'idle ≤ 0.3 within 6600 s',
      'probe built 0.142',
      'noise probe: 2026-12-07 15:38 UTC, 6 A/A',
      'sleep 5 min',
      'idle ≤ 0.3 within 6300 s',
      'probe reused 0.098',
      'noise probe: 2026-12-07 15:43 UTC, 6 A/A',
      'sleep 5 min',
      'idle ≤ 0.3 within 6000 s',
      'probe reused 0.028',
      'noise probe: 2026-12-07 15:48 UTC, 6 A/A',
    ]);
  });

  it('gives up when the next probe would come after the wait, naming the last probe', async () => {
    const { calls, options } = machine([0.15, 0.12, 0.031, 0.02]);
    const waiting = awaitQuiet({ ...options, waitMinutes: 12 });
    await expect(waiting).rejects.toThrow(NoQuietPeriod);
    await expect(waiting).rejects.toThrow(
      'no probe at or below 3.0% within 12 minutes; the last probe: 2026-12-07 15:48 UTC, 6 A/A rounds at 100ms, load 0.05 → 0.5: median per-row noise 3.1% (3 ≤ 3% · 3 3–10% · 11 10–25% · 3 > 25%)',
    );
    // Three probes (at 0, 5 and 10 minutes), the fourth never taken; a probe at 3.1% is not quiet.
    expect(calls.filter((c) => c.startsWith('probe'))).toEqual([
      'probe built 0.15',
      'probe reused 0.12',
      'probe reused 0.031',
    ]);
  });
});
