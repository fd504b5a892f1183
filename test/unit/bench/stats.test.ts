import { describe, expect, it } from 'vitest';
import { logRatioSpread, slowRunCounts, spikeShare } from '../../../bench/lib/stats.mjs';

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

describe("the study's slow runs of a row that raised a false alarm", () => {
  // Logs pooled over the variants: 0 ×4, ±0.01 ×2 each, 0.5 ×2 (a slow mode). Median 0, absolute
  // deviations 0 ×4, 0.01 ×4, 0.5 ×2: MAD 0.01, spread 0.014826, so 3 spreads above is 0.0445.
  const runs = {
    A: [1, Math.exp(0.01), Math.exp(-0.01), 1],
    A2: [Math.exp(0.5), 1, Math.exp(0.01), Math.exp(0.5)],
    B3: [Math.exp(-0.01), 1],
  };

  it("counts each variant's runs beyond 3 spreads above the pooled median, of its runs", () => {
    expect(slowRunCounts(runs)).toEqual({ A: [0, 4], A2: [2, 4], B3: [0, 2] });
  });

  it('moves the line with k: at a third of a spread (0.0049) the runs at +1% count too', () => {
    expect(slowRunCounts(runs, 1 / 3)).toEqual({ A: [1, 4], A2: [3, 4], B3: [0, 2] });
  });

  it('counts only runs with a positive value, as the spread does (a round a variant lacks is NaN)', () => {
    expect(slowRunCounts({ ...runs, B3: [Math.exp(-0.01), 1, Number.NaN, 0] })).toEqual({
      A: [0, 4],
      A2: [2, 4],
      B3: [0, 2],
    });
  });
});
