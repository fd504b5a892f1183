import { describe, expect, it } from 'vitest';
import { DEFAULT_CHANGE_OPTIONS, detectChanges } from '../../../src/history/change-points.js';
import { pettitt } from '../../../src/history/step-location.js';
import { recentStep } from '../../../src/history/recent-step.js';
import { shortStepP } from '../../../src/history/short-step.js';
import type { HistorySeries } from '../../../src/history/types.js';
import { mulberry32 } from '../../support/seeded-random.js';

// Series shaped like real benchmark histories: a level with multiplicative
// noise, heavy tails and an occasional 3x outlier (deterministic PRNG).
function series(
  levels: number[],
  seed: number,
  opts: { noise?: number; outliers?: boolean; env?: (i: number) => string } = {},
): HistorySeries {
  const random = mulberry32(seed);
  const noise = opts.noise ?? 0.02;
  return {
    suite: 'pkg',
    name: `BenchmarkX${seed}`,
    params: {},
    unit: 'ns/op',
    direction: 'smaller',
    family: 'pkg.BenchmarkX',
    points: levels.map((level, i) => {
      // Student-t-like tails: a normal over a random scale.
      const z = (random() + random() + random() - 1.5) * 2 * noise * (random() < 0.1 ? 3 : 1);
      const outlier = opts.outliers && random() < 0.03 ? 3 : 1;
      return {
        commit: `c${i}`,
        time: '2026-11-01T00:00:00Z',
        center: level * (1 + z) * outlier,
        n: 10,
        env: opts.env?.(i) ?? 'e1',
      };
    }),
  };
}

const step = (n: number, at: number, from: number, to: number) =>
  Array.from({ length: n }, (_, i) => (i < at ? from : to));

/** A 10% step at c20 with a small repeating wobble; the commit at the step optionally set to `mid`. */
function wobblingStep(mid?: number): HistorySeries {
  return {
    suite: 'pkg',
    name: 'BenchmarkStep',
    params: {},
    unit: 'ns/op',
    direction: 'smaller',
    family: 'pkg.BenchmarkStep',
    points: Array.from({ length: 40 }, (_, i) => ({
      commit: `c${i}`,
      time: '2026-11-01T00:00:00Z',
      n: 10,
      env: 'e',
      center: i === 20 && mid !== undefined ? mid : (i < 20 ? 100 : 110) + [0.5, -0.5, 1, -1][i % 4]!,
    })),
  };
}

describe('the location range of a change point', () => {
  it('is absent when one commit is clearly the step', () => {
    const [c] = detectChanges([wobblingStep()]);
    expect([c!.commit, c!.previousCommit, c!.rangeFrom, c!.rangeTo]).toEqual([
      'c20',
      'c19',
      undefined,
      undefined,
    ]);
  });

  it('holds both commits around a commit measured halfway between the levels (the culprit is c20 or c21)', () => {
    // Splitting before or after the halfway value (105) fits equally well; before c20 or after c21, 10 log-likelihood units worse.
    const [c] = detectChanges([wobblingStep(105)]);
    expect([c!.commit, c!.rangeFrom, c!.rangeTo]).toEqual(['c20', 'c19', 'c21']);
    // Nearer the old level, c21 fits best: the range is the same two commits.
    const [nearer] = detectChanges([wobblingStep(104)]);
    expect([nearer!.commit, nearer!.previousCommit, nearer!.rangeFrom, nearer!.rangeTo]).toEqual([
      'c21',
      'c20',
      'c19',
      'c21',
    ]);
    // With no drop allowed (and no tie, unlike 105), the range is the chosen commit alone.
    const [exact] = detectChanges([wobblingStep(104)], { ...DEFAULT_CHANGE_OPTIONS, locationDrop: 0 });
    expect([exact!.rangeFrom, exact!.rangeTo]).toEqual([undefined, undefined]);
  });
});

describe('change points', () => {
  it('finds a 10% step at its commit, with the levels on both sides and the culprit range', () => {
    const s = series(step(60, 40, 100, 110), 1);
    const found = detectChanges([s]);
    expect(found.map((c) => [c.kind, c.commit, c.previousCommit])).toEqual([['regression', 'c40', 'c39']]);
    expect(found[0]!.change).toBeGreaterThan(0.07);
    expect(found[0]!.change).toBeLessThan(0.13);
    // Its 95% interval (Hodges–Lehmann over the 40 commits before and the 20 after) holds the true 10%.
    expect(found[0]!.changeLow).toBeCloseTo(0.0767388, 6);
    expect(found[0]!.changeHigh).toBeCloseTo(0.1080708, 6);
  });

  it('calls a step down in a smaller-is-better series an improvement', () => {
    expect(detectChanges([series(step(60, 20, 100, 85), 2)]).map((c) => c.kind)).toEqual(['improvement']);
  });

  it('finds no change in 200 flat series with heavy tails and outliers (the FDR across all of them)', () => {
    const flat = Array.from({ length: 200 }, (_, i) =>
      series(step(80, 0, 100, 100), 100 + i, { outliers: true }),
    );
    expect(detectChanges(flat)).toEqual([]);
  });

  it('ignores a significant step below the 5% floor', () => {
    expect(detectChanges([series(step(200, 100, 100, 102), 3, { noise: 0.002 })])).toEqual([]);
  });

  it('records an environment change as a break, not as a regression', () => {
    const s = series(step(40, 20, 100, 130), 4, { env: (i) => (i < 20 ? 'old-machine' : 'new-machine') });
    expect(detectChanges([s]).map((c) => [c.kind, c.commit])).toEqual([['environment', 'c20']]);
  });

  it('finds a step at the end of a series 3 commits after it (the newest-run test), and keeps it as more follow', () => {
    const after = (n: number) =>
      detectChanges([series(step(40 + n, 40, 100, 125), 5, { noise: 0.01 })]).map((c) => c.commit);
    expect([after(2), after(3), after(6), after(10), after(30)]).toEqual([
      [],
      ['c40'],
      ['c40'],
      ['c40'],
      ['c40'],
    ]);
  });

  it('finds a 25% step 3 commits after it although one commit among the 150 before it was a 3x outlier', () => {
    // The outlier outranks the 3 new commits: 7 of the C(W+3, 3) ways to
    // place them are as extreme (U within 3 of its maximum). Against the 100
    // commits before them that is 2·7/C(103, 3) per length, times 2 lengths
    // and 2 tests: 3.2e-4, and 61 series make its q 0.019, above the 1%. The
    // window reaches 200 commits back, so all 150 count: 2·7/C(153, 3).
    const target = series(step(153, 150, 100, 125), 21, { noise: 0.005 });
    target.points[120]!.center *= 3;
    const values = target.points.map((p) => p.center);
    expect(recentStep(values, 0, values.length)).toEqual({
      at: 150,
      p: expect.closeTo((2 * 2 * 7) / 585276, 12),
    });
    const flat = Array.from({ length: 60 }, (_, k) => series(Array(153).fill(100), 700 + k));
    expect(detectChanges([...flat, target]).map((c) => [c.name, c.commit, c.kind])).toEqual([
      [target.name, 'c150', 'regression'],
    ]);
  });

  it('raises nothing for a spike in the newest two commits of 200 flat series', () => {
    const spiked = Array.from({ length: 200 }, (_, i) => {
      const s = series(step(60, 0, 100, 100), 300 + i, { outliers: true });
      for (const p of s.points.slice(-2)) p.center *= 1.5;
      return s;
    });
    expect(detectChanges(spiked)).toEqual([]);
  });

  it('newest-run test: 3 points above 40 has the exact rank p times the lengths tried; too short a segment has none', () => {
    const values = [...Array.from({ length: 40 }, (_, i) => 100 + ((i * 7) % 40) / 100), 200, 201, 202];
    const r = recentStep(values, 0, values.length)!;
    expect(r.at).toBe(40);
    // 2 / C(43, 3) (exact: the normal approximation would say 7e-3) times the lengths that fit 15 points before them (3 and 6: both).
    expect(r.p).toBeCloseTo((2 * 2) / 12341, 12);
    // An allocation count, all ties: 40 commits at 1000 B/op, then 3 at 1100. Exact with ties, the same p.
    const allocs = [...Array(40).fill(1000), 1100, 1100, 1100];
    expect(recentStep(allocs, 0, allocs.length)).toEqual({ at: 40, p: expect.closeTo((2 * 2) / 12341, 12) });
    // Above 200 before it, 3 steps are surer: 2 / C(203, 3), two lengths; the window stops at 200.
    const long = [...Array.from({ length: 219 }, (_, i) => 100 + ((i * 7) % 219) / 1000), 99, 200, 201, 202];
    expect(recentStep(long, 0, long.length)!.p).toBeCloseTo((2 * 2) / 1373701, 15);
    // With 14 before it the size test decides (short-step.ts), times the two lengths tried; with 7, nothing does.
    expect(recentStep(values, 26, values.length)).toEqual({ at: 40, p: 2 * shortStepP(values, 26, 40, 43) });
    expect(recentStep(values, 33, values.length)).toBeUndefined();
  });

  it('Pettitt: splits at the step and gives a small p there, p 1 on ties', () => {
    const values = [...Array(10).fill(1), ...Array(10).fill(2)];
    const r = pettitt(values, 0, 20, 3)!;
    expect(r.at).toBe(10);
    expect(r.p).toBeCloseTo(2 * Math.exp((-6 * 100 * 100) / (8000 + 400)), 12);
    expect(pettitt(Array(20).fill(5), 0, 20, 3)!.p).toBe(1);
  });
});

describe('the newest commits are judged among their own kind', () => {
  // 12 series that stepped by 30% at c40 (found again at every analysis, with
  // p near 0), 30 flat ones, and one flat series whose last 3 commits came out
  // 8% high: three points of noise at the end, or the start of a step.
  const n = 80;
  const flat = Array.from({ length: n }, () => 100);
  const stepped = Array.from({ length: 12 }, (_, k) => series(step(n, 40, 100, 130), 100 + k));
  const quiet = Array.from({ length: 30 }, (_, k) => series(flat, 500 + k));
  const blip = (seed: number, to: number) =>
    series(
      Array.from({ length: n }, (_, i) => (i >= n - 3 ? to : 100)),
      seed,
    );
  const on = (name: string, found: ReturnType<typeof detectChanges>) =>
    found.filter((c) => c.name === name && c.kind === 'regression').map((c) => c.commit);

  it('does not let the steps found before in other series carry three high commits over the threshold', () => {
    // Pooled with the 12 rediscovered steps, BH's threshold for this series'
    // newest-run test rose to 0.01·13/43 and the blip passed (q 3.8e-3);
    // among the 31 hypotheses of the newest commits it does not, as it does
    // not without the stepped series.
    for (const seed of [2, 3, 4]) {
      const x = blip(seed, 108);
      expect(on(x.name, detectChanges([...stepped, ...quiet, x]))).toEqual([]);
      expect(on(x.name, detectChanges([...quiet, x]))).toEqual([]);
    }
  });

  it('still finds a 30% step three commits after it, beside them', () => {
    const x = blip(4, 130);
    expect(on(x.name, detectChanges([...stepped, ...quiet, x]))).toEqual(['c77']);
    // The older steps are found as before.
    expect(on(stepped[0]!.name, detectChanges([...stepped, ...quiet, x]))).toEqual(['c40']);
  });
});

describe('the floor comes before the false discovery rate', () => {
  // 400 series of 103 commits: 398 flat, one whose last 3 commits are 3%
  // high (below the 5% floor) and one whose last 3 are 8% high, each of the
  // two quiet enough that its last 3 lie above all 100 before them: both
  // have the newest-run p 2·2/C(103, 3)·2 = 4.5e-5. Alone among 400
  // hypotheses the 8% step misses BH's bar (0.01/400 = 2.5e-5); counted as
  // a discovery, the 3% step would lift the bar to 0.01·2/400 = 5e-5 and
  // carry it over.
  const n = 103;
  const flat = Array.from({ length: 398 }, (_, k) => series(Array(n).fill(100), 2000 + k));
  const named = (s: HistorySeries, name: string): HistorySeries => ({ ...s, name });
  const small = named(series(step(n, 100, 100, 103), 11, { noise: 0.001 }), 'BenchmarkSmall');
  const target = named(series(step(n, 100, 100, 108), 12, { noise: 0.005 }), 'BenchmarkTarget');

  it('does not let a step below the floor in one series lower the bar for another', () => {
    for (const s of [small, target]) {
      const x = s.points.map((p) => p.center);
      expect(recentStep(x, 0, n)).toEqual({ at: 100, p: expect.closeTo((2 * 2) / 176851, 12) });
    }
    expect(detectChanges([...flat, small, target]).filter((c) => c.kind !== 'environment')).toEqual([]);
    // With the target's p halved (a store of 200 series) it passes on its own.
    const found = detectChanges([...flat.slice(0, 198), small, target]).filter(
      (c) => c.kind !== 'environment',
    );
    expect(found.map((c) => [c.name, c.commit])).toEqual([['BenchmarkTarget', 'c100']]);
  });
});
