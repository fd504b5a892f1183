import { describe, expect, it } from 'vitest';
import {
  lookEstimate,
  tLookAlpha,
  tLookInterval,
  trimmedMean,
  type TLooksDesign,
} from '../../../src/stats/t-looks.js';

describe('tLookAlpha', () => {
  it('spends alpha over the looks in proportion to (n − first + 1)^−decay, summing to alpha', () => {
    // decay 1 over looks 3, 4, 5: weights 1, 1/2, 1/3, total 11/6.
    const d: TLooksDesign = { alpha: 0.0025, firstLook: 3, maxRounds: 5, decay: 1 };
    expect(tLookAlpha(d, 3)).toBeCloseTo((0.0025 * 6) / 11, 15);
    expect(tLookAlpha(d, 4)).toBeCloseTo((0.0025 * 3) / 11, 15);
    expect(tLookAlpha(d, 5)).toBeCloseTo((0.0025 * 2) / 11, 15);
    expect(tLookAlpha(d, 2)).toBe(0);
    expect(tLookAlpha(d, 6)).toBe(0);
  });

  it('sums to alpha over 38 looks with the default decay', () => {
    const d: TLooksDesign = { alpha: 0.025, firstLook: 3, maxRounds: 40, decay: 1.5 };
    let sum = 0;
    for (let n = 3; n <= 40; n++) sum += tLookAlpha(d, n);
    expect(sum).toBeCloseTo(0.025, 14);
    // The first look gets 1 / Σ k^−1.5 (k = 1..38) of it: 1 / 2.2900530 = 43.667%.
    expect(tLookAlpha(d, 3) / 0.025).toBeCloseTo(0.4366711, 6);
  });
});

describe('tLookAlpha with fixed shares for the first looks', () => {
  it('gives the first looks their shares and spreads the rest by the decay over the later ones', () => {
    // Shares 0.2 and 0.6 at looks 3 and 4; the remaining 0.2 over looks 5, 6, 7 with decay 1:
    // weights 1/3, 1/4, 1/5 (look n weighs 1 / (n − 2)), total 47/60.
    const d: TLooksDesign = { alpha: 0.0025, firstLook: 3, maxRounds: 7, decay: 1, front: [0.2, 0.6] };
    expect(tLookAlpha(d, 3)).toBeCloseTo(0.0025 * 0.2, 15);
    expect(tLookAlpha(d, 4)).toBeCloseTo(0.0025 * 0.6, 15);
    expect(tLookAlpha(d, 5)).toBeCloseTo(0.0025 * 0.2 * (1 / 3) * (60 / 47), 15);
    expect(tLookAlpha(d, 6)).toBeCloseTo(0.0025 * 0.2 * (1 / 4) * (60 / 47), 15);
    expect(tLookAlpha(d, 7)).toBeCloseTo(0.0025 * 0.2 * (1 / 5) * (60 / 47), 15);
    let sum = 0;
    for (let n = 3; n <= 7; n++) sum += tLookAlpha(d, n);
    expect(sum).toBeCloseTo(0.0025, 15);
    expect([tLookAlpha(d, 2), tLookAlpha(d, 8)]).toEqual([0, 0]);
  });

  it('spends all of alpha over the looks there are when max-rounds ends inside the shares', () => {
    // max-rounds 3: only look 3, which gets everything; max-rounds 4: 0.2 : 0.6, i.e. 1/4 and 3/4.
    const at = (maxRounds: number, n: number) =>
      tLookAlpha({ alpha: 0.01, firstLook: 3, maxRounds, decay: 1, front: [0.2, 0.6] }, n);
    expect(at(3, 3)).toBeCloseTo(0.01, 15);
    expect([at(4, 3), at(4, 4)].map((a) => a / 0.01)).toEqual([
      expect.closeTo(0.25, 12),
      expect.closeTo(0.75, 12),
    ]);
  });
});

describe('tLookInterval', () => {
  it('is the t interval at the look’s alpha on each side', () => {
    // mean 0.1, sd 0.02 (n − 1); all of alpha 0.05 at the one look 3:
    // t(0.95, 2) = 0.9 / √(2·0.95·0.05) = 2.9199856, half = 2.9199856 · 0.02 / √3 = 0.0337171.
    const d: TLooksDesign = { alpha: 0.05, firstLook: 3, maxRounds: 3, decay: 1.5 };
    const i = tLookInterval([0.1, 0.12, 0.08], d);
    expect(i.low).toBeCloseTo(0.1 - 0.0337171, 6);
    expect(i.high).toBeCloseTo(0.1 + 0.0337171, 6);
  });

  it('is unbounded before the first look, after the last, and without spread', () => {
    const d: TLooksDesign = { alpha: 0.05, firstLook: 3, maxRounds: 4, decay: 1.5 };
    const unbounded = { low: -Infinity, high: Infinity };
    expect(tLookInterval([0.1, 0.2], d)).toEqual(unbounded);
    expect(tLookInterval([0.1, 0.2, 0.3, 0.4, 0.5], d)).toEqual(unbounded);
    expect(tLookInterval([0.1, 0.1, 0.1], d)).toEqual(unbounded);
  });
});

describe('trimmedMean', () => {
  it('trims the largest and smallest fifth from 5 rounds and scales by the winsorized spread', () => {
    // Sorted −6.5, −0.9, 0.4, 1.2, 1.8 (%): g = 1, kept −0.9, 0.4, 1.2, mean 0.2333;
    // winsorized −0.9, −0.9, 0.4, 1.2, 1.2, mean 0.2, squares 1.21 + 1.21 + 0.04 + 1 + 1 = 4.46;
    // se = √(4.46 / 4)·√5 / 3 = 1.05594·2.23607 / 3 = 0.78706; df 2.
    const t = trimmedMean([1.2, -0.9, -6.5, 0.4, 1.8]);
    expect(t.mean).toBeCloseTo(0.7 / 3, 12);
    expect(t.se).toBeCloseTo((Math.sqrt(4.46 / 4) * Math.sqrt(5)) / 3, 12);
    expect(t.df).toBe(2);
  });

  it('is the mean and s/√n below 5 rounds', () => {
    const t = trimmedMean([0.1, 0.12, 0.08]);
    expect(t.mean).toBeCloseTo(0.1, 15);
    expect(t.se).toBeCloseTo(0.02 / Math.sqrt(3), 15);
    expect(t.df).toBe(2);
  });
});

describe('lookEstimate', () => {
  const rounds = [1.2, -0.9, -6.5, 0.4, 1.8];

  it('trims from 5 rounds unless the design says trim: false', () => {
    expect(lookEstimate(rounds, {})).toEqual(trimmedMean(rounds));
    expect(lookEstimate(rounds, { trim: true })).toEqual(trimmedMean(rounds));
  });

  it('is the plain mean, s/√n and n − 1 with trim: false', () => {
    // Mean −4/5 = −0.8; deviations 2, −0.1, −5.7, 1.2, 2.6: squares 4 + 0.01 + 32.49 + 1.44 + 6.76 = 44.7;
    // s = √(44.7 / 4) = 3.34290, se = s / √5 = 1.49499; df 4.
    const t = lookEstimate(rounds, { trim: false });
    expect(t.mean).toBeCloseTo(-0.8, 12);
    expect(t.se).toBeCloseTo(Math.sqrt(44.7 / 4) / Math.sqrt(5), 12);
    expect(t.df).toBe(4);
  });
});

describe('tLookInterval of a design that does not trim', () => {
  it('is Student’s interval of the mean at 5 rounds, where the trimmed one keeps 2 degrees of freedom', () => {
    // Rounds of 1–2% noise: 0.01, −0.02, 0.015, 0.005, −0.01; mean 0; squares 1 + 4 + 2.25 + 0.25 + 1 = 8.5e-4;
    // s = √(8.5e-4 / 4) = 0.0145774, se = 0.00651920. All of alpha 0.05 at look 5:
    // t(0.95, 4) = 2.1318468, half = 0.0138980.
    const values = [0.01, -0.02, 0.015, 0.005, -0.01];
    const d: TLooksDesign = { alpha: 0.05, firstLook: 5, maxRounds: 5, decay: 1, trim: false };
    const i = tLookInterval(values, d);
    expect(i.low).toBeCloseTo(-0.013898, 6);
    expect(i.high).toBeCloseTo(0.013898, 6);
    // Trimmed: kept −0.01, 0.005, 0.01 (mean 0.001667), winsorized −0.01, −0.01, 0.005, 0.01, 0.01, mean 0.001;
    // squares 1.21 + 1.21 + 0.16 + 0.81 + 0.81 = 4.2e-4; se = √(4.2e-4 / 4)·√5 / 3 = 0.0076376;
    // t(0.95, 2) = 2.9199856: half 0.0223018, 1.6 times as wide.
    const trimmed = tLookInterval(values, { ...d, trim: true });
    expect(trimmed.high - trimmed.low).toBeCloseTo(2 * 0.0223018, 6);
  });
});
