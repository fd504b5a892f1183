import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../../src/compare/policy.js';
import { createResults, type Results } from '../../../src/model/results.js';
import { sequentialRounds } from '../../../src/pipeline/sequential-rounds.js';

// The sequential design's round judge: after each look it lists the
// benchmarks still open, and from then on judges only those, since no other
// benchmark runs again.

const judgement = { policy: DEFAULT_POLICY, waivers: [], today: '2026-01-01' };

/** One sample per round for each benchmark, tagged with its round, as sideResults records them. */
function side(values: Record<string, number[]>): Results {
  return createResults({
    context: { maxRounds: 20 },
    benchmarks: Object.entries(values).map(([name, samples]) => ({
      suite: 'p',
      name,
      params: {},
      metrics: [{ unit: 'ns/op', direction: 'smaller' as const, samples, rounds: samples.map((_, i) => i) }],
    })),
  });
}

// A: every round the same on both sides (exact: unchanged at the first look).
// B: the sides cross back and forth by far more than the threshold (open).
const A = [100, 100, 100, 100, 100, 100];
const B_BASE = [100, 140, 90, 150, 80, 120];
const B_HEAD = [140, 90, 150, 80, 120, 100];

describe('sequentialRounds', () => {
  it('runs everything before the first look, then lists the open benchmarks', () => {
    const judge = sequentialRounds(judgement, 20);
    const one = (values: Record<string, number[]>) =>
      Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.slice(0, 1)]));
    expect(
      judge.afterRound(
        0,
        side(one({ BenchmarkA: A, BenchmarkB: B_BASE })),
        side(one({ BenchmarkA: A, BenchmarkB: B_HEAD })),
      ),
    ).toEqual({ remaining: 'all', stop: false });
    // The first look, round 2: A is exact and settles; B swings and stays open.
    const at2 = judge.afterRound(
      1,
      side({ BenchmarkA: A.slice(0, 2), BenchmarkB: B_BASE.slice(0, 2) }),
      side({ BenchmarkA: A.slice(0, 2), BenchmarkB: B_HEAD.slice(0, 2) }),
    );
    expect(at2).toEqual({ remaining: [{ suite: 'p', name: 'BenchmarkB', params: {} }], stop: false });
  });

  it('stops a quiet unchanged benchmark at round 3 and a clearly slower one too', () => {
    // Q: head within ±0.5% of base; S: head 2x base ± 0.5%. At round 3 the
    // early branch's t intervals settle both (Q unchanged, S a regression);
    // B swings by 40% and stays open.
    const judge = sequentialRounds(judgement, 20);
    const q = [100, 101, 99.5];
    const base = side({ BenchmarkQ: q, BenchmarkS: q, BenchmarkB: B_BASE.slice(0, 3) });
    const at2 = judge.afterRound(
      1,
      side({ BenchmarkQ: q.slice(0, 2), BenchmarkS: q.slice(0, 2), BenchmarkB: B_BASE.slice(0, 2) }),
      side({ BenchmarkQ: [100.4, 100.6], BenchmarkS: [200.6, 201.6], BenchmarkB: B_HEAD.slice(0, 2) }),
    );
    expect(at2.remaining).toHaveLength(3);
    const at3 = judge.afterRound(
      2,
      base,
      side({
        BenchmarkQ: [100.4, 100.6, 99.3],
        BenchmarkS: [200.6, 201.6, 199.2],
        BenchmarkB: B_HEAD.slice(0, 3),
      }),
    );
    expect(at3).toEqual({ remaining: [{ suite: 'p', name: 'BenchmarkB', params: {} }], stop: false });
  });

  it('never judges a settled benchmark again, whatever its results say later', () => {
    const judge = sequentialRounds(judgement, 20);
    judge.afterRound(
      4,
      side({ BenchmarkA: A.slice(0, 5), BenchmarkB: B_BASE.slice(0, 5) }),
      side({ BenchmarkA: A.slice(0, 5), BenchmarkB: B_HEAD.slice(0, 5) }),
    );
    // A settled by round 5 and does not run again; if a round 6 of A showed
    // up anyway (head twice as slow, which would reopen it), the judge would
    // not look: only B ran, so only B is judged.
    const after6 = judge.afterRound(
      5,
      side({ BenchmarkA: A, BenchmarkB: B_BASE }),
      side({ BenchmarkA: [...A.slice(0, 5), 200], BenchmarkB: B_HEAD }),
    );
    expect(after6).toEqual({ remaining: [{ suite: 'p', name: 'BenchmarkB', params: {} }], stop: false });
    // A judge that saw A's round 6 from the start would keep A open.
    const fresh = sequentialRounds(judgement, 20).afterRound(
      5,
      side({ BenchmarkA: A, BenchmarkB: B_BASE }),
      side({ BenchmarkA: [...A.slice(0, 5), 200], BenchmarkB: B_HEAD }),
    );
    expect(fresh.remaining).toEqual([
      { suite: 'p', name: 'BenchmarkA', params: {} },
      { suite: 'p', name: 'BenchmarkB', params: {} },
    ]);
  });

  it('stops when nothing is open, and at max-rounds', () => {
    const judge = sequentialRounds(judgement, 20);
    expect(
      judge.afterRound(4, side({ BenchmarkA: A.slice(0, 5) }), side({ BenchmarkA: A.slice(0, 5) })),
    ).toEqual({
      remaining: [],
      stop: true,
    });
    expect(sequentialRounds(judgement, 20).afterRound(19, side({}), side({}))).toEqual({
      remaining: 'all',
      stop: true,
    });
  });
});
