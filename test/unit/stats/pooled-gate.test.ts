import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIOR_RULE } from '../../../src/stats/noise-prior.js';
import { pooledGuardHolds, rowPooling } from '../../../src/stats/pooled-gate.js';
import { earlyEquivalenceDesign } from '../../../src/stats/sequential-designs.js';
import { DEFAULT_SEQUENTIAL, judgeRow, type SequentialPolicy } from '../../../src/stats/sequential.js';
import type { EarlyBranch, PooledGate } from '../../../src/stats/sequential-policy.js';
import { rowFromLogs } from '../../support/paired-row.js';
import { mulberry32, normalFrom } from '../../support/seeded-random.js';

const GATE: PooledGate = { below: 0.03, guardLevel: 0.05 };
const early: EarlyBranch = { ...DEFAULT_SEQUENTIAL.early!, pooled: true, pooledGate: GATE };
const defaults: SequentialPolicy = { ...DEFAULT_SEQUENTIAL, threshold: () => 0.05 };
const pooledEverywhere: SequentialPolicy = {
  ...defaults,
  early: { ...DEFAULT_SEQUENTIAL.early!, pooled: true, pooledGate: undefined },
};
const paired: SequentialPolicy = { ...defaults, early: { ...DEFAULT_SEQUENTIAL.early!, pooled: false } };
/** The gated policy with every row's prior spread `sd` (undefined: no prior). */
const gated = (sd: number | undefined): SequentialPolicy => ({
  ...defaults,
  early,
  prior: { rule: DEFAULT_PRIOR_RULE, sd: () => sd },
});
const design = { ...earlyEquivalenceDesign(pooledEverywhere)!, pooled: true };

describe('rowPooling', () => {
  it('is the default: rows with a prior of at most 5% pool, without a guard', () => {
    expect(DEFAULT_SEQUENTIAL.early?.pooled).toBe(true);
    expect(DEFAULT_SEQUENTIAL.early?.pooledGate).toEqual({ below: 0.05 });
    // Without a prior the default is the paired looks'.
    expect(rowPooling(DEFAULT_SEQUENTIAL.early, undefined)).toBe('paired');
  });

  it('pools a row by its prior only under a gate, and every row without one', () => {
    expect(rowPooling(early, 0.02)).toBe('gated');
    expect(rowPooling(early, 0.03)).toBe('gated');
    expect(rowPooling(early, 0.031)).toBe('paired');
    expect(rowPooling(early, undefined)).toBe('paired');
    expect(rowPooling(early, 0)).toBe('paired');
    expect(rowPooling({ ...early, pooledGate: undefined }, 0.5)).toBe('as-designed');
    // A gate without pooled looks asked for changes nothing.
    expect(rowPooling({ ...early, pooled: false }, 0.02)).toBe('as-designed');
    expect(rowPooling(undefined, 0.02)).toBe('as-designed');
  });
});

describe('pooledGuardHolds', () => {
  // Each side 0, 0.02, 0.04 about its own mean: s² = 0.0004 a side, s_b² + s_h² = 0.0008,
  // against a prior of 2%: 2.0. F(0.95; 4, 20) = 2.866 (scipy), F(0.8; 4, 20) = 1.654.
  const sides = { base: [0, 0.02, 0.04], head: [0.1, 0.12, 0.14] };

  it("lets the rounds through up to the F quantile of the gate's level", () => {
    expect(pooledGuardHolds(sides, design, 0.02, GATE, 20)).toBe(true);
    expect(pooledGuardHolds(sides, design, 0.02, { ...GATE, guardLevel: 0.2 }, 20)).toBe(false);
    // 2.0 against the cut: a prior of √(0.0008 / 2.866) = 1.671% is the least that still passes.
    expect(pooledGuardHolds(sides, design, 0.0168, GATE, 20)).toBe(true);
    expect(pooledGuardHolds(sides, design, 0.0167, GATE, 20)).toBe(false);
  });

  it('lets every look through without a guard', () => {
    expect(pooledGuardHolds(sides, design, 0.0001, { below: 0.03 }, 20)).toBe(true);
  });

  it('has nothing to guard where the look does not pool', () => {
    const five = { base: [0, 0.2, 0.4, 0.6, 0.8], head: [0, 0.2, 0.4, 0.6, 0.8] };
    expect(pooledGuardHolds(five, design, 0.001, GATE, 20)).toBe(true);
  });
});

describe('the round loop under the pooled gate', () => {
  // Three quiet rounds, head 10% slower: each side spreads 0.5% about its mean, the ratios 0.7%.
  const slow = rowFromLogs([0, 0.005, -0.005], [0.0953, 0.0903, 0.1003]);

  it('flags a quiet row at round 3 where its prior lets it pool, as the pooled looks do', () => {
    const d = judgeRow(slow, gated(0.01), 3);
    expect(d.state).toBe('regression');
    expect(d.early).toBe(true);
    expect(d.prior).toBe(true);
    expect(judgeRow(slow, pooledEverywhere, 3).state).toBe('regression');
  });

  it('judges a row whose prior is above the gate, or without one, as the default does', () => {
    for (const sd of [0.05, undefined]) {
      const d = judgeRow(slow, gated(sd), 3);
      const { prior: _, ...withoutPrior } = d;
      expect(withoutPrior).toEqual(judgeRow(slow, paired, 3));
      expect(d.prior).toBeUndefined();
    }
  });

  it('with a guard, decides nothing at a pooled look whose rounds are noisier than the prior allows', () => {
    // The same rounds against a prior of 0.3%: (s_b² + s_h²) = 0.00005 is 5.6 times the prior's square.
    const d = judgeRow(slow, gated(0.003), 3);
    expect(d.state).toBe('open');
    expect(d.prior).toBe(false);
    // Without a guard (the default's gate) the pooled look decides as with the right prior.
    const unguarded: SequentialPolicy = { ...gated(0.003), early: { ...early, pooledGate: { below: 0.03 } } };
    expect(judgeRow(slow, unguarded, 3).state).toBe('regression');
  });
});

describe("the gated pooled look's error", () => {
  /**
   * Normal rows with no change, each side's runs of sd σ a round and a prior
   * of `priorOver` times the true per-round spread σ√2: how many are flagged
   * at round 3 or 4, of `rows` rows.
   */
  function falseFlags(priorOver: number, rows: number, seed: number, dropSlowest = false): number {
    const rand = mulberry32(seed);
    const normal = normalFrom(rand);
    const sigma = 0.01;
    const policy = gated(sigma * Math.SQRT2 * priorOver);
    policy.early = { ...early, pooledGate: { ...GATE, below: 1 }, dropSlowest };
    let flagged = 0;
    for (let i = 0; i < rows; i++) {
      const base = Array.from({ length: 4 }, () => sigma * normal());
      const head = Array.from({ length: 4 }, () => sigma * normal());
      const r = rowFromLogs(base, head);
      if ([3, 4].some((look) => judgeRow(r, policy, look).significant)) flagged++;
    }
    return flagged;
  }

  it('flags no more rows than the pooled looks alone spend, whatever the prior', () => {
    // The early branch's regression test spends 0.25% a side (half of alpha 0.01, two-sided), rounds
    // 3 and 4 0.2 + 0.45 of it: the pooled looks alone flag 0.325% of rows, 26 of 8,000 (binomial
    // sd 5). Seeded counts with a prior at the truth, 3 times too small, 3 times too large and 10
    // times too small: the rows a look flags are those whose rounds agree closely, which the guard
    // lets through unless the prior is far too small; it never adds a flag.
    expect([1, 1 / 3, 3, 1 / 10].map((over) => falseFlags(over, 8_000, 11))).toEqual([27, 27, 27, 2]);
  });

  it("flags no more rows than its looks spend with the default's drop-slowest half too", () => {
    // Each look's alpha split between the pooled t and the drop-slowest interval (drop-slowest.ts):
    // the same 26 expected, the same rows; 30 is within one sd of it.
    expect([1, 1 / 3, 3, 1 / 10].map((over) => falseFlags(over, 8_000, 11, true))).toEqual([30, 23, 30, 1]);
  });
});
