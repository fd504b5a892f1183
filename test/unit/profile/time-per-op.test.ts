import { describe, expect, it } from 'vitest';
import { compareResults } from '../../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../../src/compare/policy.js';
import { createResults, type Benchmark } from '../../../src/model/results.js';
import type { StackProfile } from '../../../src/profile/profile.js';
import { sharesAsTime, timePerOpOf } from '../../../src/profile/time-per-op.js';

// Shares become time per operation with each side's measured time: a head
// that does the same work twice keeps its shares but doubles its time.

const one = (unit: string, direction: 'smaller' | 'bigger', center: number): Benchmark => ({
  suite: 'encode',
  name: 'base64',
  params: { input: '4096' },
  metrics: [{ unit, direction, samples: Array.from({ length: 10 }, (_, i) => center * (1 + i * 0.001)) }],
});

describe('time per operation', () => {
  it("takes a time row's medians, and a throughput row's inverse", () => {
    const time = compareResults(
      createResults({ benchmarks: [one('ns', 'smaller', 1000)] }),
      createResults({ benchmarks: [one('ns', 'smaller', 2000)] }),
      DEFAULT_POLICY,
    );
    expect(timePerOpOf(time, time.rows[0]!)).toEqual({ unit: 'ns', base: 1004.5, head: 2009 });
    const rate = compareResults(
      createResults({ benchmarks: [one('ops/s', 'bigger', 1000)] }),
      createResults({ benchmarks: [one('ops/s', 'bigger', 500)] }),
      DEFAULT_POLICY,
    );
    expect(timePerOpOf(rate, rate.rows[0]!)).toEqual({ unit: 's/op', base: 1 / 1004.5, head: 1 / 502.25 });
  });

  it('turns shares into time: the same share of a doubled time is a doubled time', () => {
    const shares: StackProfile = {
      format: 'perf-script',
      unit: '%',
      samples: 100,
      problems: [],
      stacks: [
        { frames: ['main', 'base64_into'], value: 80 },
        { frames: ['main', 'memcmp'], value: 20 },
      ],
    };
    expect(sharesAsTime(shares, 1000, 'ns').stacks.map((s) => s.value)).toEqual([800, 200]);
    expect(sharesAsTime(shares, 2000, 'ns')).toMatchObject({
      unit: 'ns',
      stacks: [{ value: 1600 }, { value: 400 }],
    });
  });
});
