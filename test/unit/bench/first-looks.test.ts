import { describe, expect, it } from 'vitest';
import {
  flaggedByLook,
  lastBoundedFlagLook,
  mostDecided,
  settledByLook,
  splits,
} from '../../../bench/lib/first-looks.js';

// The default design's early branch: equivalence 0.035 a side, 74.7% of it at
// round 3 (t(2) quantile 4.20), nothing at round 2. Regression: 0.0025 a side,
// 25% at round 3 (28.3) and 55% at round 4 (9.16). The bound splits the whole
// alpha a side, 0.05 (equivalence) or 0.005 (regression), over looks 2..by in
// twentieths. ±5% is ln 0.95 = −0.0513 to ln 1.05 = +0.0488 on the log scale.
const decidedSplits = (s: { bySplit: number[] }) => s.bySplit.filter((k) => k === 1).length;

describe('what the first looks can settle of an unchanged row', () => {
  it('splits the alpha of two looks 21 ways and of three 231 ways', () => {
    expect(splits(2)).toHaveLength(21);
    expect(splits(2)[0]).toEqual([0, 1]);
    expect(splits(3)).toHaveLength(231);
    expect(splits(3).every((s) => Math.abs(s[0]! + s[1]! + s[2]! - 1) < 1e-12)).toBe(true);
  });

  it('counts a window the design settles: 0, +1%, +2% is inside ±5% at round 3 (±0.024)', () => {
    const s = settledByLook([0, 0.01, 0.02]);
    expect({ windows: s.windows, judged: s.judged, most: mostDecided([s]) }).toEqual({
      windows: 1,
      judged: 1,
      most: 1,
    });
  });

  it("counts a window only a larger share at round 3 settles with Student's interval, −2.1%, 0, +2.1% (t(2) below 4.02, 60% of the alpha or more), and the design's shaped look does", () => {
    // The region's half for mean 0 is s / 0.50260 = 0.021 / 0.50260 = 0.041783, inside ln 1.05 = 0.048790
    // (src/stats/early-regions.ts); Student's at the design's 2.31% is 4.4896·0.021/√3 = 0.054434.
    const s = settledByLook([-0.021, 0, 0.021]);
    expect(s.judged).toBe(1);
    expect(decidedSplits(s)).toBe(9);
  });

  it('counts round 2, where the design does not look: +0.1%, +0.2% settle there with 10% of the alpha or more, the spike after them at no look', () => {
    const s = settledByLook([0.001, 0.002, 0.2]);
    expect(s.judged).toBe(0);
    expect(decidedSplits(s)).toBe(19);
  });

  it('pools rows by the one split that serves most: a row needing round 3 and one needing 55% at round 2 cannot both settle', () => {
    const late = settledByLook([-0.021, 0, 0.021]);
    const early = settledByLook([0.01, 0.016, 0.3]);
    expect(decidedSplits(early)).toBe(10);
    expect(mostDecided([late, early])).toBe(1);
    expect(mostDecided([late, settledByLook([0.001, 0.002, 0.2])])).toBe(2);
    expect(mostDecided([])).toBe(0);
  });

  it('slides over every start and leaves out a window with a missing round', () => {
    // Windows: (−2.1%, 0, +2.1%) as above; (0, +2.1%, +15%) that nothing settles; (+2.1%, +15%, NaN) left out.
    const s = settledByLook([-0.021, 0, 0.021, 0.15, Number.NaN]);
    expect({ windows: s.windows, judged: s.judged, most: mostDecided([s]) }).toEqual({
      windows: 2,
      judged: 1,
      most: 1,
    });
    expect(settledByLook([0, 0.01]).windows).toBe(0);
  });
});

describe('what the first looks can flag of a slowed row', () => {
  it('counts a window the design flags at round 4: +10%, +11%, +9%, +10% reads t = 24.5', () => {
    const s = flaggedByLook([0.1, 0.11, 0.09, 0.1]);
    expect({ windows: s.windows, judged: s.judged, most: mostDecided([s]) }).toEqual({
      windows: 1,
      judged: 1,
      most: 1,
    });
  });

  it('counts a window only a larger share at round 4 flags: t = 8.16, under 9.16', () => {
    const s = flaggedByLook([0.1, 0.13, 0.07, 0.1]);
    expect(s.judged).toBe(0);
    expect(mostDecided([s])).toBe(1);
  });

  it('bounds a flag by round 6 by each look at the whole alpha: the spike at round 2 is trimmed from round 5', () => {
    // Rounds 5 and 6 keep the middle 3 and 4: t = 25.3 and 32.4, past 9.92 and 5.84. The design's own
    // looks spend 0.00125% there (quantiles 200 and 44.5; its trimmed looks are rounds 7 and 9), so it has
    // not flagged by round 6; at round 7 it keeps the middle 5 (0.1, 0.1, 0.1, 0.1, 0.11):
    // t = 0.102 / 0.0025819 = 39.5, past 9.83.
    const s = flaggedByLook([0.1, 0.4, 0.1, 0.11, 0.1, 0.1], 6);
    expect(s).toEqual({ windows: 1, judged: 0, bySplit: [1] });
    expect(flaggedByLook([0.1, 0.4, 0.1, 0.11, 0.1, 0.1, 0.1], 7).judged).toBe(1);
    // Two noisy rounds beside the spike: t = 3.88 and 4.74 at rounds 5 and 6, short of both.
    expect(flaggedByLook([0.1, 0.4, 0.02, 0.18, 0.1, 0.1], 6)).toEqual({
      windows: 1,
      judged: 0,
      bySplit: [0],
    });
  });

  it('bounds flags only up to round 11: from round 12 the rank test with the whole alpha can flag too', () => {
    expect(lastBoundedFlagLook()).toBe(11);
    expect(() => flaggedByLook([0.1, 0.1], 12)).toThrow('flaggedByLook bounds flags up to look 11, not 12');
  });

  it('cannot flag a window whose second round a spike took: t = 2.0 and 2.4', () => {
    const s = flaggedByLook([0.1, 0.4, 0.1, 0.11]);
    expect({ windows: s.windows, judged: s.judged, most: mostDecided([s]) }).toEqual({
      windows: 1,
      judged: 0,
      most: 0,
    });
  });
});

describe("the judged design with the row's two sides and prior", () => {
  // The quiet row of test/unit/stats/drop-slowest.test.ts: runs within 0.4% of each other, the base
  // 12% slow once in the first three rounds; its calibration runs read 1%.
  const base = [0, 0.12, 0.004].map(Math.exp);
  const head = [0.002, -0.002, 0.003].map(Math.exp);
  const ratios = head.map((h, i) => Math.log(h / base[i]!));

  it('counts the window the pooled and drop-slowest looks settle at round 3, past the bound on Student’s interval', () => {
    const s = settledByLook(ratios, 3, 0.05, { base, head, priorSd: () => 0.01 });
    expect({ windows: s.windows, judged: s.judged, most: mostDecided([s]) }).toEqual({
      windows: 1,
      judged: 1,
      most: 0,
    });
  });

  it('leaves it open on the paired looks: without a prior, with one above 5%, and from the ratios alone', () => {
    expect(settledByLook(ratios, 3, 0.05, { base, head }).judged).toBe(0);
    expect(settledByLook(ratios, 3, 0.05, { base, head, priorSd: () => 0.06 }).judged).toBe(0);
    expect(settledByLook(ratios).judged).toBe(0);
  });

  it("asks each window's prior by the window's first round", () => {
    const asked: number[] = [];
    const four = { base: [...base, 1], head: [...head, 1] };
    const ratiosOfFour = four.head.map((h, i) => Math.log(h / four.base[i]!));
    const s = settledByLook(ratiosOfFour, 3, 0.05, {
      ...four,
      priorSd: (start) => {
        asked.push(start);
        return start === 0 ? 0.01 : undefined;
      },
    });
    // Rounds 2–4 (12% slow base, then two quiet rounds) on the paired looks: open.
    expect({ judged: s.judged, windows: s.windows }).toEqual({ judged: 1, windows: 2 });
    expect([...new Set(asked)]).toEqual([0, 1]);
  });

  it('counts a flag only where the row judge calls a regression: a +10% row whose base ran 12% slow once', () => {
    const slowBase = [0, 0.12, 0.004, -0.002].map(Math.exp);
    const slowHead = [0.1, 0.098, 0.103, 0.101].map(Math.exp);
    const r = slowHead.map((h, i) => Math.log(h / slowBase[i]!));
    const withPrior = flaggedByLook(r, 4, 0.05, { base: slowBase, head: slowHead, priorSd: () => 0.01 });
    const paired = flaggedByLook(r, 4, 0.05, { base: slowBase, head: slowHead });
    expect([withPrior.judged, paired.judged, mostDecided([paired])]).toEqual([1, 0, 0]);
  });
});
