import { describe, expect, it } from 'vitest';
import { goProfiler } from '../../../src/profile/capture-go.js';
import { jmhProfiler } from '../../../src/profile/capture-jmh.js';
import { perfProfiler } from '../../../src/profile/capture-perf.js';
import { measureUnsupported } from '../../../src/profile/capture.js';
import { measureOf } from '../../../src/profile/measure.js';

// A profiler takes the measures it can sample: perf samples CPU time only, so
// an allocation row under it is listed as not profiled, with why, instead of
// getting a CPU profile under its name; JMH takes allocation rows with JFR.

describe('the measures a profiler takes', () => {
  it('names what perf cannot take; Go takes all three, JMH time and bytes', () => {
    expect(measureUnsupported(perfProfiler(), 'alloc_space')).toBe(
      'perf record -e cpu-clock -g samples CPU time, not allocations; an allocation profile for this harness is not built (docs/profiles.md)',
    );
    const takes = (p: Parameters<typeof measureUnsupported>[0]) =>
      (['cpu', 'alloc_space', 'alloc_objects'] as const).map((m) => measureUnsupported(p, m) === undefined);
    expect([takes(goProfiler), takes(jmhProfiler), takes(perfProfiler())]).toEqual([
      [true, true, true],
      [true, true, false],
      [true, false, false],
    ]);
  });

  it("takes allocations for Go's memory rows and JMH's -prof gc rows, time for everything else", () => {
    const rows = [
      { unit: 'ns/op' },
      { unit: 'B/op' },
      { unit: 'allocs/op' },
      { unit: 'ops/s' },
      { unit: 'B/op', metric: 'gc.alloc.rate.norm' },
      { unit: 'MB/sec', metric: 'gc.alloc.rate' },
      { unit: 'counts', metric: 'gc.count' },
      { unit: 'ms', metric: 'gc.time' },
      { unit: 'us/op', metric: 'p0.99' },
      { unit: 'MB/sec', metric: 'gc.alloc.rate.extra' },
    ];
    expect(rows.map(measureOf)).toEqual([
      'cpu',
      'alloc_space',
      'alloc_objects',
      'cpu',
      'alloc_space',
      'alloc_space',
      'alloc_space',
      'alloc_space',
      'cpu',
      'cpu',
    ]);
  });
});
