import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareResults } from '../../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../../src/compare/policy.js';
import { createResults, type Benchmark } from '../../../src/model/results.js';
import { goProfiler } from '../../../src/profile/capture-go.js';
import { jmhProfiler } from '../../../src/profile/capture-jmh.js';
import { measureUnsupported } from '../../../src/profile/capture.js';
import { profileRows } from '../../../src/profile/run-profiles.js';
import { PROFILE_DEFAULTS } from '../../../src/profile/settings.js';
import { findPreset, loadPresets } from '../../../src/run/presets.js';

// A profiler samples one measure: JMH's stack profiler samples CPU time, so
// a JMH allocation row (gc.alloc.rate.norm, B/op) regressed is listed as not
// profiled, with why, instead of getting a CPU profile under its name.

const jmh = (ns: number, bytes: number): Benchmark => ({
  suite: 'com.example.planted.CodecBenchmark',
  name: 'encode',
  params: {},
  metrics: [
    { unit: 'ns/op', direction: 'smaller', samples: Array.from({ length: 10 }, (_, i) => ns + i) },
    {
      unit: 'B/op',
      name: 'gc.alloc.rate.norm',
      direction: 'smaller',
      samples: Array.from({ length: 10 }, (_, i) => bytes + i),
    },
  ],
});

describe('the measures a profiler takes', () => {
  const out = mkdtempSync(join(tmpdir(), 'benchgate-measures-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("names what JMH's stack profiler cannot take; Go's profiles take all three", () => {
    expect(measureUnsupported(jmhProfiler, 'alloc_space')).toBe(
      'JMH -prof stack samples CPU time, not allocations; an allocation profile for this harness is not built (docs/profiles.md)',
    );
    expect(measureUnsupported(jmhProfiler, 'cpu')).toBeUndefined();
    expect(
      (['cpu', 'alloc_space', 'alloc_objects'] as const).map((m) => measureUnsupported(goProfiler, m)),
    ).toEqual([undefined, undefined, undefined]);
  });

  it('lists a JMH allocation row as not profiled, and runs nothing for it', async () => {
    const comparison = compareResults(
      createResults({ benchmarks: [jmh(1000, 100)] }),
      createResults({ benchmarks: [jmh(1000, 4096)] }),
      DEFAULT_POLICY,
    );
    const report = await profileRows({
      comparison,
      preset: findPreset('jmh-maven', loadPresets()),
      base: { dir: join(out, 'no-base') },
      head: { dir: join(out, 'no-head') },
      env: {},
      outDir: out,
      settings: PROFILE_DEFAULTS,
      timeoutMs: 1000,
      log: () => undefined,
    });
    expect([report.profiled, report.notProfiled]).toEqual([
      [],
      [
        {
          title: 'com.example.planted.CodecBenchmark encode (gc.alloc.rate.norm)',
          reason:
            'JMH -prof stack samples CPU time, not allocations; an allocation profile for this harness is not built (docs/profiles.md)',
        },
      ],
    ]);
  });
});
