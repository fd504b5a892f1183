import { describe, expect, it } from 'vitest';
import { roundsDesign } from '../../../src/config/rounds-design.js';
import {
  DEFAULT_SEQUENTIAL,
  fewestDecisiveRounds,
  firstDecisiveLook,
} from '../../../src/stats/sequential.js';

/** The rank test alone, as before the early branch. */
const rankOnly = { ...DEFAULT_SEQUENTIAL, early: undefined, minRounds: 5 };

describe('firstDecisiveLook', () => {
  it('is the early branch’s first look, 3, from 3 max-rounds on', () => {
    expect([2, 3, 5, 7, 12, 40].map((m) => firstDecisiveLook(m))).toEqual([Infinity, 3, 3, 3, 3, 3]);
  });

  it('is the first look where sqrt(n) reaches the regression boundary for the rank test alone', () => {
    // The regression test spends 0.01 as 0.01·t² from its first reachable
    // look. Over 40 rounds a design from look 12 starts at
    // Φ⁻¹(1 − 0.01·(12/40)²/2) = 3.320 <= √12 = 3.464, one from look 11 at
    // 3.368 > √11 = 3.317. Over 8, look 8 (all of alpha): 2.576 <= 2.828;
    // look 7: 2.667 > 2.646. With 6 rounds 2.576 > √6 = 2.449: no look can flag.
    expect([5, 6, 7, 8, 10, 12, 13, 20, 40].map((m) => firstDecisiveLook(m, rankOnly))).toEqual([
      Infinity,
      Infinity,
      7,
      8,
      8,
      9,
      9,
      10,
      12,
    ]);
  });

  it('names the fewest max-rounds the sequential design can flag with', () => {
    expect(fewestDecisiveRounds()).toBe(3);
    expect(fewestDecisiveRounds(rankOnly)).toBe(7);
  });
});

describe('roundsDesign', () => {
  it('runs the sequential design when its test can flag a row within max-rounds', () => {
    expect(roundsDesign('sequential', 40)).toEqual({ design: 'sequential' });
    expect(roundsDesign('sequential', 3)).toEqual({ design: 'sequential' });
  });

  it('runs the fixed design, saying why, when max-rounds is too few', () => {
    expect(roundsDesign('sequential', 2)).toEqual({
      design: 'fixed',
      note: 'max-rounds 2 is too few for the sequential design to flag a regression (it needs at least 3): running the fixed design, every round for every benchmark',
    });
    expect(roundsDesign('fixed', 5)).toEqual({ design: 'fixed' });
  });
});
