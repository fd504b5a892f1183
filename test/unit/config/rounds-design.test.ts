import { describe, expect, it } from 'vitest';
import { roundsDesign } from '../../../src/config/rounds-design.js';
import { firstDecisiveLook } from '../../../src/stats/sequential.js';

describe('firstDecisiveLook', () => {
  it('is the first look where sqrt(n) reaches the regression boundary', () => {
    // Over 5–40 looks the boundary at look 13 is 3.569 <= sqrt(13) = 3.606,
    // at look 12 3.576 > sqrt(12) = 3.464. Over 5–12 it is 3.373 from look 12 on.
    expect([5, 10, 11, 12, 13, 20, 40].map((m) => firstDecisiveLook(m))).toEqual([
      Infinity,
      Infinity,
      Infinity,
      12,
      12,
      12,
      13,
    ]);
  });
});

describe('roundsDesign', () => {
  it('runs the sequential design when its test can flag a row within max-rounds', () => {
    expect(roundsDesign('sequential', 40)).toEqual({ design: 'sequential' });
    expect(roundsDesign('sequential', 12)).toEqual({ design: 'sequential' });
  });

  it('runs the fixed design, saying why, when max-rounds is too few', () => {
    expect(roundsDesign('sequential', 5)).toEqual({
      design: 'fixed',
      note: 'max-rounds 5 is too few for the sequential design to flag a regression (it needs about 12): running the fixed design, every round for every benchmark',
    });
    expect(roundsDesign('fixed', 5)).toEqual({ design: 'fixed' });
  });
});
