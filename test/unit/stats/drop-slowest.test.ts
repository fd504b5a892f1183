import { describe, expect, it } from 'vitest';
import { DROP_SLOWEST_TABLE } from '../../../src/stats/drop-slowest-table.js';
import { dropSlowestInterval, dropSlowestQuantile } from '../../../src/stats/drop-slowest.js';
import { DEFAULT_PRIOR_RULE } from '../../../src/stats/noise-prior.js';
import { earlyEquivalenceDesign, earlyRegressionDesign } from '../../../src/stats/sequential-designs.js';
import { DEFAULT_SEQUENTIAL, judgeRow, type SequentialPolicy } from '../../../src/stats/sequential.js';
import { tQuantile } from '../../../src/stats/student-t.js';
import {
  dropSlowestAt,
  dropSlowestShare,
  intervalIntersection,
  lookEstimate,
  pooledLook,
  tLookAlpha,
  tLookInterval,
} from '../../../src/stats/t-looks.js';
import { rowFromLogs } from '../../support/paired-row.js';
import { mulberry32, normalFrom } from '../../support/seeded-random.js';

const alphas = DROP_SLOWEST_TABLE.alphas;
const q3 = DROP_SLOWEST_TABLE.quantiles['3'];
const q4 = DROP_SLOWEST_TABLE.quantiles['4'];

describe('dropSlowestQuantile', () => {
  it("reads the table at the default design's halves of its round-3 and round-4 alphas", () => {
    // Half of round 3's equivalence alpha (2.31%) and of round 4's regression alpha (0.1125%).
    expect(dropSlowestQuantile(3, 0.01155)).toBe(q3[alphas.indexOf(0.01155)]);
    expect(dropSlowestQuantile(4, 0.0005625)).toBe(q4[alphas.indexOf(0.0005625)]);
    // The values the script wrote (Monte Carlo, 2 × 10⁸ rows, at 97% of alpha).
    expect(dropSlowestQuantile(3, 0.01155)).toBeCloseTo(8.387, 3);
    expect(dropSlowestQuantile(4, 0.0005625)).toBeCloseTo(6.047, 3);
  });

  it('takes the largest tabulated alpha at or below the one asked for: never a smaller quantile', () => {
    const i = alphas.indexOf(0.01155);
    const between = (alphas[i]! + alphas[i + 1]!) / 2;
    expect(dropSlowestQuantile(3, between)).toBe(q3[i]);
    expect(dropSlowestQuantile(3, alphas[0]! / 2)).toBeUndefined();
    expect(dropSlowestQuantile(3, 0.5)).toBe(q3[q3.length - 1]);
    // Rounds 3, 4 and the later looks that spend more than a token share (5, 7, 9).
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => dropSlowestQuantile(n, 0.01) !== undefined)).toEqual([
      false,
      true,
      true,
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
  });

  it("reads the table at the halves of the default's later looks", () => {
    // Equivalence 0.49%, 0.35%, 0.21% at rounds 5, 7, 9; regression 0.03% and 0.02% at 7 and 9.
    expect(
      [
        [5, 0.00245],
        [7, 0.00175],
        [9, 0.00105],
        [7, 0.00015],
        [9, 0.0001],
      ].map(([n, a]) => Number(dropSlowestQuantile(n!, a!)!.toFixed(3))),
    ).toEqual([2.113, 1.13, 0.804, 1.623, 1.07]);
  });

  it('falls as alpha grows, and with every round added', () => {
    const rows = ['3', '4', '5', '7', '9'] as const;
    for (let i = 1; i < alphas.length; i++) {
      expect(alphas[i]!).toBeGreaterThan(alphas[i - 1]!);
      for (const n of rows)
        expect(DROP_SLOWEST_TABLE.quantiles[n][i]!).toBeLessThan(DROP_SLOWEST_TABLE.quantiles[n][i - 1]!);
    }
    for (let k = 1; k < rows.length; k++)
      DROP_SLOWEST_TABLE.quantiles[rows[k - 1]!].forEach((q, i) =>
        expect(DROP_SLOWEST_TABLE.quantiles[rows[k]!][i]!).toBeLessThan(q),
      );
  });
});

describe('dropSlowestInterval', () => {
  // base 0, 0.02 and a slow 0.30: kept 0, 0.02 (mean 0.01, squares 0.0002); head 0.01, 0.03, 0.02:
  // kept 0.01, 0.02 (mean 0.015, squares 0.00005). S = √(0.00025 / 2), T = 0.005.
  const sides = { base: [0, 0.02, 0.3], head: [0.01, 0.03, 0.02] };

  it('is T ± q·S over the runs but the slowest of each side', () => {
    const q = dropSlowestQuantile(3, 0.01155)!;
    const i = dropSlowestInterval(sides, 0.01155)!;
    expect(i.low).toBeCloseTo(0.005 - q * Math.sqrt(0.000125), 14);
    expect(i.high).toBeCloseTo(0.005 + q * Math.sqrt(0.000125), 14);
  });

  it('is unbounded where the kept runs do not vary, and undefined where the table does not serve', () => {
    expect(dropSlowestInterval({ base: [1, 1, 2], head: [3, 3, 9] }, 0.01155)).toEqual({
      low: -Infinity,
      high: Infinity,
    });
    expect(dropSlowestInterval({ base: [0, 1, 2, 3, 4, 5], head: [0, 1, 2, 3, 4, 5] }, 0.01)).toBeUndefined();
    expect(dropSlowestInterval({ base: [0, 1, 2], head: [0, 1] }, 0.01)).toBeUndefined();
    expect(dropSlowestInterval(sides, 1e-6)).toBeUndefined();
  });

  /**
   * Seeded normal rows of n runs a side (sd 1; the head moved by `change`,
   * plus a slow spike of `spike` sds on one run of the base where asked):
   * how often the interval at alpha misses the true change above, of `rows`.
   */
  function missesAbove(n: number, alpha: number, rows: number, seed: number, spike = 0): number {
    const rand = mulberry32(seed);
    const normal = normalFrom(rand);
    let misses = 0;
    for (let r = 0; r < rows; r++) {
      const base = Array.from({ length: n }, normal);
      const head = Array.from({ length: n }, () => 0.3 + normal());
      base[Math.floor(rand() * n)]! += spike;
      const i = dropSlowestInterval({ base, head }, alpha)!;
      if (i.high < 0.3) misses++;
    }
    return misses;
  }

  it('misses the true change on one side at most its alpha for normal runs', () => {
    // 20,000 seeded rows: at 5% a side 970 expected (the table's 97% margin), binomial sd 30;
    // at 1.155% 224, sd 15.
    expect(missesAbove(3, 0.05, 20_000, 3)).toBe(947);
    expect(missesAbove(3, 0.01155, 20_000, 4)).toBe(204);
    expect(missesAbove(4, 0.05, 20_000, 5)).toBe(1014);
    expect(missesAbove(5, 0.05, 20_000, 12)).toBe(960);
    expect(missesAbove(7, 0.05, 20_000, 13)).toBe(1024);
    expect(missesAbove(9, 0.05, 20_000, 14)).toBe(948);
  });

  it('misses more often when every row has a slow spike on its base (its stated limit)', () => {
    // A spike on one side only moves the kept runs' means apart by about 0.4 sd: at 2.31% a side
    // (448 expected of normal rows) 539 of the same rows miss when every row has one on its base.
    // Real rows have spikes on both sides, which cancel (docs/statistics.md, "Dropping each
    // side's slowest run").
    expect(missesAbove(3, 0.0231, 20_000, 6)).toBe(398);
    expect(missesAbove(3, 0.0231, 20_000, 6, 20)).toBe(539);
  });
});

// The pooled looks with the default's drop-slowest half, on every row.
const defaults: SequentialPolicy = { ...DEFAULT_SEQUENTIAL, threshold: () => 0.05 };
const design = { ...earlyEquivalenceDesign({ ...defaults })!, pooled: true, dropSlowest: true };

describe("the pooled looks' intersection", () => {
  it("is the pooled t and the drop-slowest interval, each at half the look's alpha, intersected", () => {
    const sides = { base: [0, 0.02, 0.3], head: [0.01, 0.03, 0.02] };
    const ratios = sides.head.map((h, i) => h - sides.base[i]!);
    const a = tLookAlpha(design, 3);
    const pooled = pooledLook(sides, design)!;
    const half = tQuantile(1 - a / 2, 4) * pooled.se;
    const dropped = dropSlowestInterval(sides, a / 2)!;
    expect(tLookInterval(ratios, design, undefined, sides)).toEqual({
      low: Math.max(pooled.mean - half, dropped.low),
      high: Math.min(pooled.mean + half, dropped.high),
    });
    // The spike's round widens the pooled interval to −0.435…0.261; the kept runs' is −0.089…0.099.
    expect(pooled.mean - half).toBeCloseTo(-0.4343, 4);
    expect(pooled.mean + half).toBeCloseTo(0.261, 4);
    expect(tLookInterval(ratios, design, undefined, sides)).toEqual(dropped);
  });

  it("always meets the pooled interval: the kept runs' center lies in both", () => {
    const rand = mulberry32(9);
    const a = tLookAlpha(design, 3);
    for (let r = 0; r < 2_000; r++) {
      // Runs of spreads 0.05–20 and a slowest run up to 50 above the others.
      const side = () =>
        Array.from(
          { length: 3 },
          () => (rand() - 0.5) * Math.exp(6 * rand() - 3) + (rand() < 0.3 ? 50 * rand() : 0),
        );
      const sides = { base: side(), head: side() };
      const pooled = pooledLook(sides, design)!;
      const half = tQuantile(1 - a / 2, 4) * pooled.se;
      const dropped = dropSlowestInterval(sides, a / 2)!;
      const center = (dropped.low + dropped.high) / 2;
      expect(Math.abs(center - pooled.mean)).toBeLessThan(half);
    }
  });
});

describe("another split of a look's alpha (dropSlowestShares, the study's --early)", () => {
  const sides = { base: [0, 0.02, 0.3], head: [0.01, 0.03, 0.02] };
  const ratios = sides.head.map((h, i) => h - sides.base[i]!);
  const a = tLookAlpha(design, 3);
  const pooled = pooledLook(sides, design)!;

  it('gives the drop-slowest interval its share of the look and the pooled t the rest', () => {
    const split = { ...design, dropSlowestShares: [0.9] };
    expect(dropSlowestShare(split, 3)).toBe(0.9);
    // Past the list's end, half.
    expect(dropSlowestShare(split, 4)).toBe(0.5);
    expect(dropSlowestShare(design, 3)).toBe(0.5);
    const half = tQuantile(1 - 0.1 * a, 4) * pooled.se;
    const dropped = dropSlowestInterval(sides, 0.9 * a)!;
    expect(tLookInterval(ratios, split, undefined, sides)).toEqual({
      low: Math.max(pooled.mean - half, dropped.low),
      high: Math.min(pooled.mean + half, dropped.high),
    });
    // Nine tenths of the look's alpha narrow the kept runs' interval from −0.089…0.099 to −0.065…0.075.
    expect(Number(dropped.low.toFixed(3))).toBe(-0.065);
    expect(Number(dropped.high.toFixed(3))).toBe(0.075);
  });

  it('leaves the look to the pooled t at its whole alpha with a share of 0', () => {
    const none = { ...design, dropSlowestShares: [0] };
    expect(dropSlowestAt(none, 3)).toBe(false);
    const whole = tQuantile(1 - a, 4) * pooled.se;
    expect(tLookInterval(ratios, none, undefined, sides)).toEqual({
      low: pooled.mean - whole,
      high: pooled.mean + whole,
    });
  });
});

describe('the round loop with the default', () => {
  // A quiet row (runs within 0.4% of each other) whose base ran 12% slow once in its first three
  // rounds, as a fifth of 8 ms rounds do; its calibration runs read 1%.
  const spiky = rowFromLogs([0, 0.12, 0.004], [0.002, -0.002, 0.003]);
  const withPrior = (policy: SequentialPolicy): SequentialPolicy => ({
    ...policy,
    prior: { rule: DEFAULT_PRIOR_RULE, sd: () => 0.01 },
  });
  const withoutHalf: SequentialPolicy = {
    ...defaults,
    early: { ...DEFAULT_SEQUENTIAL.early!, dropSlowest: false },
  };

  it('is on by default', () => {
    expect(DEFAULT_SEQUENTIAL.early?.dropSlowest).toBe(true);
  });

  it('settles a quiet row with one slow spike by round 3, where the pooled t alone leaves it open', () => {
    expect(judgeRow(spiky, withPrior(defaults), 3).state).toBe('unchanged');
    expect(judgeRow(spiky, withPrior(withoutHalf), 3).state).toBe('open');
  });

  it('leaves a row without a prior to the paired looks, as before', () => {
    expect(judgeRow(spiky, defaults, 3)).toEqual(judgeRow(spiky, withoutHalf, 3));
  });
});

describe('the later looks of rows that pool (dropSlowestUntil)', () => {
  // A quiet row (runs within 1.2% of each other) whose base ran 12% slow at round 2 and whose head
  // ran 10% slow at round 4; its calibration runs read 2%. Open at rounds 3 and 4 either way.
  const twoSpikes = rowFromLogs([0, 0.12, 0.004, -0.003, 0.001], [0.012, -0.01, 0.003, 0.1, -0.004]);
  const withPrior: SequentialPolicy = {
    ...defaults,
    prior: { rule: DEFAULT_PRIOR_RULE, sd: () => 0.02 },
  };
  const until = (n: number): SequentialPolicy => ({
    ...withPrior,
    early: { ...DEFAULT_SEQUENTIAL.early!, dropSlowestUntil: n },
  });

  it('is on by default up to round 9', () => {
    expect(DEFAULT_SEQUENTIAL.early?.dropSlowestUntil).toBe(9);
  });

  it('serves the looks that spend more than a token share, up to round 9, of designs that pool', () => {
    const eq = earlyEquivalenceDesign(withPrior)!;
    const reg = earlyRegressionDesign(withPrior)!;
    const looks = [3, 4, 5, 6, 7, 8, 9, 10];
    // Rounds 6 and 8 spend 0.5% of the branch's alpha (not tabulated); the flag's round 5 spends
    // 0.00125% a side, below the table's smallest alpha.
    expect(looks.map((n) => dropSlowestAt(eq, n))).toEqual([
      true,
      true,
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(looks.map((n) => dropSlowestAt(reg, n))).toEqual([
      true,
      true,
      false,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(looks.map((n) => dropSlowestAt({ ...eq, pooled: false }, n)).some(Boolean)).toBe(false);
    expect(looks.map((n) => dropSlowestAt({ ...eq, dropSlowestUntil: 4 }, n))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('says the prior chose the test of the look that settled the row (its footnote)', () => {
    expect(judgeRow(twoSpikes, withPrior, 5).prior).toBe(true);
    expect(judgeRow(twoSpikes, until(4), 5).prior).toBeUndefined();
  });

  it('settles the row at round 5, where the trimmed t alone leaves it open', () => {
    expect([3, 4, 5].map((n) => judgeRow(twoSpikes, withPrior, n).state)).toEqual([
      'open',
      'open',
      'unchanged',
    ]);
    expect([3, 4, 5].map((n) => judgeRow(twoSpikes, until(4), n).state)).toEqual(['open', 'open', 'open']);
  });

  it("is the trimmed t and the drop-slowest interval at round 5, each at half the look's alpha", () => {
    const eq = { ...earlyEquivalenceDesign(withPrior)!, pooled: true };
    const sides = { base: [0, 0.12, 0.004, -0.003, 0.001], head: [0.012, -0.01, 0.003, 0.1, -0.004] };
    const ratios = sides.head.map((h, i) => h - sides.base[i]!);
    const a = tLookAlpha(eq, 5);
    const trimmed = lookEstimate(ratios, eq);
    const half = tQuantile(1 - a / 2, trimmed.df) * trimmed.se;
    const dropped = dropSlowestInterval(sides, a / 2)!;
    expect(tLookInterval(ratios, eq, undefined, sides)).toEqual({
      low: Math.max(trimmed.mean - half, dropped.low),
      high: Math.min(trimmed.mean + half, dropped.high),
    });
    // The kept runs decide: the trimmed t at half the alpha reaches +9.5%, theirs +2.5%.
    expect(Number((trimmed.mean + half).toFixed(4))).toBe(0.0947);
    expect(Number(dropped.high.toFixed(4))).toBe(0.0254);
    // Without the drop-slowest half past round 4, the trimmed t at the whole alpha.
    const before = tLookInterval(ratios, { ...eq, dropSlowestUntil: 4 }, undefined, sides);
    const whole = tQuantile(1 - a, trimmed.df) * trimmed.se;
    expect(before).toEqual({ low: trimmed.mean - whole, high: trimmed.mean + whole });
  });

  it('leaves rows without a prior, and rounds the table does not hold, to the trimmed t', () => {
    const noPrior = { ...defaults, early: { ...DEFAULT_SEQUENTIAL.early!, dropSlowestUntil: 4 } };
    expect(judgeRow(twoSpikes, defaults, 5)).toEqual(judgeRow(twoSpikes, noPrior, 5));
    const eq = { ...earlyEquivalenceDesign(withPrior)!, pooled: true };
    const six = { base: [0, 0.12, 0.004, -0.003, 0.001, 0.002], head: [0.012, -0.01, 0.003, 0.1, -0.004, 0] };
    const ratios = six.head.map((h, i) => h - six.base[i]!);
    expect(tLookInterval(ratios, eq, undefined, six)).toEqual(
      tLookInterval(ratios, { ...eq, dropSlowestUntil: 4 }, undefined, six),
    );
  });

  it('decides nothing where the two intervals do not meet: one of them has missed', () => {
    expect(intervalIntersection({ low: 0, high: 0.02 }, { low: 0.03, high: 0.05 })).toEqual({
      low: -Infinity,
      high: Infinity,
    });
    expect(intervalIntersection({ low: 0, high: 0.04 }, { low: 0.03, high: 0.05 })).toEqual({
      low: 0.03,
      high: 0.04,
    });
  });
});
