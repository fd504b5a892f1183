import { describe, expect, it } from 'vitest';
import { earlyEquivalenceDesign, earlyRegressionDesign } from '../../../src/stats/sequential-designs.js';
import { DEFAULT_SEQUENTIAL, judgeSequential, type SequentialPolicy } from '../../../src/stats/sequential.js';
import type { PairedRow } from '../../../src/stats/sequential-policy.js';
import type { RoundPair } from '../../../src/stats/paired-rounds.js';
import { tQuantile } from '../../../src/stats/student-t.js';
import { pooledLook, tLookAlpha, tLookInterval, type TLooksDesign } from '../../../src/stats/t-looks.js';
import { mulberry32, normalFrom } from '../../support/seeded-random.js';

const defaults: SequentialPolicy = { ...DEFAULT_SEQUENTIAL, threshold: () => 0.05 };
// The pooled looks on every row: the default pools only rows whose noise prior lets them (pooled-gate.test.ts),
// and splits their alpha with the drop-slowest interval (drop-slowest.test.ts), not asked for here.
const pooled: SequentialPolicy = {
  ...defaults,
  early: { ...DEFAULT_SEQUENTIAL.early!, pooled: true, pooledGate: undefined, dropSlowest: false },
};
// The default without pooled looks: what a row without a prior gets.
const paired: SequentialPolicy = { ...defaults, early: { ...DEFAULT_SEQUENTIAL.early!, pooled: false } };
const design: TLooksDesign = { ...earlyEquivalenceDesign(pooled)!, pooled: true };

// base 0, 0.02, 0.01 and head 0.05, 0.06, 0.04: each side's squares about its
// own mean 0.0002, the pooled variance 0.0004 / 4, se √(2 · 0.0001 / 3).
const SIDES = { base: [0, 0.02, 0.01], head: [0.05, 0.06, 0.04] };
const RATIOS = SIDES.head.map((h, i) => h - SIDES.base[i]!);

describe('pooledLook', () => {
  it('is the pooled two-sample t of the rounds: the mean ratio, √((s_b² + s_h²)/n) and 2(n − 1) degrees of freedom', () => {
    const look = pooledLook(SIDES, design)!;
    expect(look.mean).toBeCloseTo(0.04, 15);
    expect(look.se).toBeCloseTo(Math.sqrt(0.0002 / 3), 15);
    expect(look.df).toBe(4);
  });

  it('stands aside where the look trims its rounds, without the sides, and unless the design asks for it', () => {
    const five = { base: [0, 0.02, 0.01, 0.03, 0], head: [0.05, 0.06, 0.04, 0.05, 0.07] };
    expect(pooledLook(five, design)).toBeUndefined();
    expect(pooledLook(five, { ...design, trim: false })?.df).toBe(8);
    expect(pooledLook(undefined, design)).toBeUndefined();
    expect(pooledLook(SIDES, { ...design, pooled: false })).toBeUndefined();
  });

  it("gives the interval at the look's alpha on 4 degrees of freedom at round 3, where the paired one has 2", () => {
    const a = tLookAlpha(design, 3);
    const half = tQuantile(1 - a, 4) * Math.sqrt(0.0002 / 3);
    const interval = tLookInterval(RATIOS, design, undefined, SIDES);
    expect(interval.low).toBeCloseTo(0.04 - half, 12);
    expect(interval.high).toBeCloseTo(0.04 + half, 12);
    // The paired interval of the same ratios (0.05, 0.04, 0.03: s = 0.01) on 2 degrees of freedom.
    const paired = tLookInterval(RATIOS, { ...design, pooled: false });
    expect(paired.high - paired.low).toBeCloseTo(2 * tQuantile(1 - a, 2) * (0.01 / Math.sqrt(3)), 12);
  });
});

/**
 * Normal runs with a round effect: each run's own noise sd 1, a shared
 * effect of sd √(ρ / (1 − ρ)) per round (within-round correlation ρ). How
 * often round 3's pooled interval at one-sided alpha a misses the true
 * change above, of `rows` rows.
 */
function missesAbove(rho: number, a: number, rows: number, seed: number): number {
  const rand = mulberry32(seed);
  const normal = normalFrom(rand);
  const shared = Math.sqrt(rho / (1 - rho));
  const look: TLooksDesign = { alpha: a, firstLook: 3, maxRounds: 3, decay: 1, pooled: true };
  let misses = 0;
  for (let i = 0; i < rows; i++) {
    const base: number[] = [];
    const head: number[] = [];
    for (let r = 0; r < 3; r++) {
      const effect = shared * normal();
      base.push(effect + normal());
      head.push(effect + normal());
    }
    const { low } = tLookInterval(
      head.map((h, k) => h - base[k]!),
      look,
      undefined,
      { base, head },
    );
    if (low > 0) misses++;
  }
  return misses;
}

describe('the pooled look keeps its error with a round effect', () => {
  it('misses at its alpha with none and less often with one: a shared round state only widens it', () => {
    // 20,000 rows at 2.31% a side: 462 expected with no round effect (binomial sd 21).
    // Seeded: 478 with none, 297 at a within-round correlation of 0.3, 168 at 0.6.
    expect([0, 0.3, 0.6].map((rho) => missesAbove(rho, 0.0231, 20_000, 5))).toEqual([478, 297, 168]);
  });
});

describe('the round loop with pooled first looks', () => {
  /** Rows of 2% noise a round (each run 1.41%), slowed by `change`: their states at round 3. */
  function byRoundThree(policy: SequentialPolicy, change: number): { states: Record<string, number> } {
    const rand = mulberry32(23);
    const normal = normalFrom(rand);
    const states: Record<string, number> = {};
    for (let i = 0; i < 400; i++) {
      const row: PairedRow = {
        key: `r${i}`,
        benchmark: `b${i}`,
        primary: true,
        direction: 'smaller',
        rounds: [],
      };
      for (let look = 1; look <= 3; look++) {
        (row.rounds as RoundPair[]).push({
          base: [Math.exp(0.0141 * normal())],
          head: [Math.exp(Math.log1p(change) + 0.0141 * normal())],
        });
      }
      const [d] = judgeSequential([row], policy, 3);
      states[d!.state] = (states[d!.state] ?? 0) + 1;
    }
    return { states };
  }

  it('settles more quiet rows at round 3, unchanged and slowed by 10%, than the shaped paired looks', () => {
    // Seeded, 400 rows each. Unchanged rows: the shaped region of 2 degrees of freedom calls 227
    // (56.8%; 56.6% computed), the pooled interval of 4 calls 303 (75.8%). +10% rows: round 3's
    // flag spends a fifth of the regression alpha, 0.05% a side, at a quantile of 31.6 on 2
    // degrees of freedom (27 flagged) and 8.6 on 4 (222).
    expect(byRoundThree(defaults, 0).states).toEqual({ open: 173, unchanged: 227 });
    expect(byRoundThree(pooled, 0).states).toEqual({ open: 97, unchanged: 303 });
    expect(byRoundThree(defaults, 0.1).states).toEqual({ open: 373, regression: 27 });
    expect(byRoundThree(pooled, 0.1).states).toEqual({ open: 178, regression: 222 });
  });

  it('is the design without them and the pooled looks asked for', () => {
    expect(earlyRegressionDesign(pooled)).toEqual({ ...earlyRegressionDesign(paired), pooled: true });
    expect(earlyEquivalenceDesign(pooled)).toEqual({ ...earlyEquivalenceDesign(paired), pooled: true });
    expect(earlyEquivalenceDesign(paired)?.pooled).toBeUndefined();
  });

  it('leaves a row without a prior to the paired looks under the default gate', () => {
    expect(byRoundThree(defaults, 0)).toEqual(byRoundThree(paired, 0));
    expect(byRoundThree(defaults, 0.1)).toEqual(byRoundThree(paired, 0.1));
  });
});
