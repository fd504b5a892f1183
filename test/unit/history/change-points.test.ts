import { describe, expect, it } from 'vitest';
import { detectChanges, pettitt } from '../../../src/history/change-points.js';
import type { HistorySeries } from '../../../src/history/types.js';

// Series shaped like real benchmark histories: a level with multiplicative
// noise, heavy tails and an occasional 3x outlier (deterministic PRNG).
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function series(
  levels: number[],
  seed: number,
  opts: { noise?: number; outliers?: boolean; env?: (i: number) => string } = {},
): HistorySeries {
  const random = prng(seed);
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

describe('change points', () => {
  it('finds a 10% step at its commit, with the levels on both sides and the culprit range', () => {
    const s = series(step(60, 40, 100, 110), 1);
    const found = detectChanges([s]);
    expect(found.map((c) => [c.kind, c.commit, c.previousCommit])).toEqual([['regression', 'c40', 'c39']]);
    expect(found[0]!.change).toBeGreaterThan(0.07);
    expect(found[0]!.change).toBeLessThan(0.13);
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

  it('finds a step at the end of a series once enough commits follow it (a rank test cannot be sure sooner)', () => {
    const after = (n: number) =>
      detectChanges([series(step(40 + n, 40, 100, 125), 5, { noise: 0.01 })]).map((c) => c.commit);
    expect([after(3), after(6), after(10)]).toEqual([[], [], ['c40']]);
  });

  it('Pettitt: splits at the step and gives a small p there, p 1 on ties', () => {
    const values = [...Array(10).fill(1), ...Array(10).fill(2)];
    const r = pettitt(values, 0, 20, 3)!;
    expect(r.at).toBe(10);
    expect(r.p).toBeCloseTo(2 * Math.exp((-6 * 100 * 100) / (8000 + 400)), 12);
    expect(pettitt(Array(20).fill(5), 0, 20, 3)!.p).toBe(1);
  });
});
