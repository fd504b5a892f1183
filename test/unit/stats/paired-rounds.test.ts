import { describe, expect, it } from 'vitest';
import { roundLogRatio, summarizeRounds, type RoundPair } from '../../../src/stats/paired-rounds.js';

/** A round whose head/base ratio is exp(d), one sample per side. */
const round = (d: number): RoundPair => ({ base: [100], head: [100 * Math.exp(d)] });

describe('roundLogRatio', () => {
  it('is the log of the ratio of the sides medians within the round', () => {
    // median(1, 3) = 2 (the mean of two), median(4) = 4: log(4 / 2).
    expect(roundLogRatio({ base: [1, 3], head: [4] })).toBeCloseTo(Math.LN2, 15);
  });

  it('is NaN for a side without samples or a non-positive median', () => {
    expect(roundLogRatio({ base: [], head: [1] })).toBeNaN();
    expect(roundLogRatio({ base: [0, 0], head: [1] })).toBeNaN();
  });
});

describe('summarizeRounds', () => {
  it('is the plain mean and t standard error without trimming', () => {
    // d = 0, 0.1, 0.2: mean 0.1, sd 0.1, se 0.1 / √3, df 2.
    const s = summarizeRounds([0, 0.1, 0.2].map(round));
    expect(s.n).toBe(3);
    expect(s.mean).toBeCloseTo(0.1, 12);
    expect(s.se).toBeCloseTo(0.1 / Math.sqrt(3), 12);
    expect(s.df).toBe(2);
    expect(s.sd).toBeCloseTo(0.1, 12);
  });

  it("is Yuen's trimmed mean with the Winsorized standard error when trimming", () => {
    // d = 0, 0.01, …, 0.09 (n = 10), trim 0.1: g = 1, h = 8.
    // Trimmed mean of 0.01 … 0.08 = 0.045. Winsorized: 0.01, 0.01, 0.02, …,
    // 0.08, 0.08, mean 0.045, squared deviations 4·0.035² + 2·0.025² +
    // 2·0.015² + 2·0.005² = 0.00665; se = sqrt(0.00665 / (8·7)); df = 7.
    const s = summarizeRounds(
      Array.from({ length: 10 }, (_, i) => round(i / 100)),
      0.1,
    );
    expect(s.mean).toBeCloseTo(0.045, 12);
    expect(s.se).toBeCloseTo(Math.sqrt(0.00665 / 56), 12);
    expect(s.df).toBe(7);
  });

  it('cuts one outlying round instead of letting it drag the mean', () => {
    const rounds = [0.01, 0.012, 0.008, 0.011, 0.009, 0.01, 0.012, 0.008, 0.011, 1.1].map(round);
    expect(summarizeRounds(rounds).mean).toBeCloseTo(0.1191, 12);
    // Trimmed: the largest (1.1) and the smallest (0.008) are cut.
    expect(summarizeRounds(rounds, 0.1).mean).toBeCloseTo(0.010375, 12);
  });

  it('leaves out rounds without a ratio and has no spread below two', () => {
    const s = summarizeRounds([round(0.1), { base: [], head: [1] }]);
    expect(s.n).toBe(1);
    expect(s.mean).toBeCloseTo(0.1, 12);
    expect(s.se).toBeNaN();
    expect(summarizeRounds([]).mean).toBeNaN();
  });
});
