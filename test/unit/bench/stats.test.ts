import { describe, expect, it } from 'vitest';
import { logRatioSpread, spikeShare } from '../../../bench/lib/stats.mjs';

// ln(head / base) of these pairs: 0, +1%, −1%, +2%, −2% and one round 50% off.
const PAIRS: [number, number][] = [0, 0.01, -0.01, 0.02, -0.02, 0.5].map((x) => [1, Math.exp(x)]);

describe("the study's spikes", () => {
  it('counts the ratios beyond k spreads from their median: the one round 50% off, of six', () => {
    // Median 0.005, absolute deviations 0.005, 0.005, 0.015, 0.015, 0.025, 0.495: spread 1.4826 × 0.015.
    expect(logRatioSpread(PAIRS)).toBeCloseTo(0.022239, 6);
    expect(spikeShare(PAIRS)).toBe(1 / 6);
    // At half a spread (0.01112) the four deviations of 0.015 and more lie beyond.
    expect(spikeShare(PAIRS, 0.5)).toBe(4 / 6);
  });

  it('leaves out pairs without a positive value on both sides, as the spread does', () => {
    const damaged: [number, number][] = [...PAIRS, [0, 1], [1, Number.NaN], [-1, 1]];
    expect(spikeShare(damaged)).toBe(1 / 6);
  });

  it('has no share to give without a spread: rounds that all agree, or none', () => {
    expect(
      spikeShare([
        [1, 1],
        [2, 2],
        [3, 3],
      ]),
    ).toBeNaN();
    expect(spikeShare([])).toBeNaN();
  });
});
