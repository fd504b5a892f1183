import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRIOR_RULE,
  fQuantile,
  moderate,
  priorCut,
  priorMissRate,
  priorQuantile,
} from '../../../src/stats/noise-prior.js';
import { normalQuantile } from '../../../src/stats/normal.js';
import { DEFAULT_SEQUENTIAL, judgeRow, type PairedRow } from '../../../src/stats/sequential.js';
import { tQuantile } from '../../../src/stats/student-t.js';
import { tLookAlpha, tLookInterval, type TLooksDesign } from '../../../src/stats/t-looks.js';

const RULE = DEFAULT_PRIOR_RULE;

/** mulberry32: a seeded uniform, and Box–Muller normals from it. */
function normals(seed: number): () => number {
  let a = seed >>> 0;
  const uniform = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) + 0.5) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

describe('fQuantile and the guard', () => {
  it('matches the closed form of F(2, d0): P(F ≤ x) = 1 − (1 + 2x/d0)^(−d0/2)', () => {
    // p = 0.8, d0 = 20: x = 10·(0.2^−0.1 − 1) = 1.7461894; p = 0.95: 10·(0.05^−0.1 − 1) = 3.4928285.
    expect(fQuantile(0.8, 2, 20)).toBeCloseTo(10 * (0.2 ** -0.1 - 1), 9);
    expect(fQuantile(0.95, 2, 20)).toBeCloseTo(10 * (0.05 ** -0.1 - 1), 9);
  });

  it('refuses the prior above F(1 − guardLevel; d, d0)', () => {
    expect(priorCut(2, RULE)).toBeCloseTo(1.7461894, 6);
    // se²/se0² = 1.7 passes, 1.8 does not (prior sd 0.02 over 3 rounds: se0² = 0.0004/3).
    const se0 = 0.02 / Math.sqrt(3);
    expect(moderate({ se: se0 * Math.sqrt(1.7), df: 2, kept: 3 }, 0.02, 0.01, RULE)).toBeDefined();
    expect(moderate({ se: se0 * Math.sqrt(1.8), df: 2, kept: 3 }, 0.02, 0.01, RULE)).toBeUndefined();
  });
});

describe('priorQuantile', () => {
  it('keeps the miss rate within alpha for a true spread up to `shift` times the prior', () => {
    for (const [alpha, d] of [
      [0.05, 2],
      [0.026, 2],
      [0.0006, 2],
      [0.0006, 4],
    ] as const) {
      const q = priorQuantile(alpha, d, RULE);
      // Never narrower than with the spread known, and narrower than Student's where Student's is widest.
      expect(q).toBeGreaterThanOrEqual(normalQuantile(1 - alpha));
      if (d === 2) expect(q).toBeLessThan(tQuantile(1 - alpha, d));
      for (const r of [0.5, 1, 1.5, 2, 2.5, 3])
        expect(priorMissRate(q, alpha, d, RULE, r)).toBeLessThanOrEqual(alpha * 1.001);
    }
  });

  it('is Student’s miss rate when the guard never lets the prior through', () => {
    // r = 1000: the rounds' variance over the prior's is ~10^6, far past the cut.
    const q = priorQuantile(0.05, 2, RULE);
    expect(priorMissRate(q, 0.05, 2, RULE, 1000)).toBeCloseTo(0.05, 6);
  });

  it('states what a larger shift costs: at round 3 and 5 times too small a prior, one side misses 0.0505 instead of 0.05', () => {
    const q = priorQuantile(0.05, 2, RULE);
    expect(priorMissRate(q, 0.05, 2, RULE, 5)).toBeCloseTo(0.0505, 4);
  });
});

describe('tLookInterval with a prior', () => {
  const design: TLooksDesign = { alpha: 0.05, firstLook: 3, maxRounds: 3, decay: 1 };

  it('uses the moderated standard error and the calibrated quantile when the rounds agree with the prior', () => {
    // sd 0.02 over 3 rounds, prior 0.02: sẽ² = (20·se0² + 2·se²)/22 = se² = 0.0004/3; half = q·0.0115470.
    const q = priorQuantile(0.05, 2, RULE);
    const i = tLookInterval([0.1, 0.12, 0.08], design, { sd: 0.02, rule: RULE });
    expect(i.prior).toBe(true);
    expect(i.high - 0.1).toBeCloseTo(q * (0.02 / Math.sqrt(3)), 12);
    expect(i.low).toBeCloseTo(0.2 - i.high, 12);
  });

  it('is Student’s interval when the guard refuses a prior 4 times too small', () => {
    // (0.02 / 0.005)² = 16 > 1.746: t(0.95, 2) = 2.9199856, half 0.0337171 (as without a prior).
    const i = tLookInterval([0.1, 0.12, 0.08], design, { sd: 0.005, rule: RULE });
    expect(i.prior).toBe(false);
    expect(i.high).toBeCloseTo(0.1 + 0.0337171, 6);
    expect(tLookInterval([0.1, 0.12, 0.08], design)).toEqual({ low: i.low, high: i.high });
  });

  it('misses at most alpha per side over the looks in a seeded simulation, with the prior right and 3 times too small', () => {
    // 4,000 normal A/A rows of sd 1%, looks 3–10, alpha 0.05 a side spent with decay 1:
    // the share whose interval lay above 0 at some look.
    const spent: TLooksDesign = { alpha: 0.05, firstLook: 3, maxRounds: 10, decay: 1 };
    // The right prior misses far less than alpha: the quantile is set for the worst spread up to 3 times the prior's.
    for (const [prior, seed, expected] of [
      [0.01, 11, 2],
      [0.01 / 3, 12, 139],
    ] as const) {
      const draw = normals(seed);
      let missed = 0;
      for (let row = 0; row < 4000; row++) {
        const d: number[] = [];
        for (let n = 1; n <= 10; n++) {
          d.push(0.01 * draw());
          if (n >= 3 && tLookInterval(d, spent, { sd: prior, rule: RULE }).low > 0) {
            missed++;
            break;
          }
        }
      }
      // Wilson 95% interval of the count must not lie above alpha: 4000·0.05 = 200.
      expect(missed).toBeLessThanOrEqual(200);
      expect(missed).toBe(expected);
    }
    // H_8 = 1 + 1/2 + … + 1/8 = 2.7178571: look 3 spends 0.05 / H_8.
    expect(tLookAlpha(spent, 3)).toBeCloseTo(0.05 / 2.7178571, 6);
  });
});

describe('judgeRow with a prior', () => {
  // A row of 1% noise, slowed by 10%: its log ratios at rounds 1–3.
  const ratios = [0.1, 0.087, 0.106];
  const row: PairedRow = {
    key: 'r',
    benchmark: 'r',
    primary: true,
    direction: 'smaller',
    rounds: ratios.map((d) => ({ base: [1], head: [Math.exp(d)] })),
  };
  // The prior moderating the early branch's intervals: the early branch without the default's pooled looks,
  // which use the prior only to choose the test (pooled-gate.test.ts).
  const policy = {
    ...DEFAULT_SEQUENTIAL,
    early: { ...DEFAULT_SEQUENTIAL.early!, pooled: false },
    threshold: () => 0.05,
  };

  it('flags a quiet +10% row at round 3 with the prior, where Student’s interval leaves it open', () => {
    const without = judgeRow(row, policy, 3);
    expect(without.state).toBe('open');
    expect(without.prior).toBeUndefined();
    const withPrior = judgeRow(row, { ...policy, prior: { rule: RULE, sd: () => 0.01 } }, 3);
    expect(withPrior.state).toBe('regression');
    expect(withPrior.early).toBe(true);
    expect(withPrior.prior).toBe(true);
  });

  it('says the prior was refused when the rounds are far noisier than it', () => {
    const d = judgeRow(row, { ...policy, prior: { rule: RULE, sd: () => 0.001 } }, 3);
    expect(d.prior).toBe(false);
    expect(d.state).toBe('open');
  });
});
