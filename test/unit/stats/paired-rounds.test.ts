import { describe, expect, it } from 'vitest';
import { roundValues } from '../../../src/stats/paired-rounds.js';

describe('roundValues', () => {
  it("is the log of each side's median within the round, paired by round", () => {
    // median(1, 3) = 2 (the mean of two), median(4) = 4.
    expect(
      roundValues([
        { base: [1, 3], head: [4] },
        { base: [5], head: [6, 7, 8] },
      ]),
    ).toEqual({
      base: [Math.log(2), Math.log(5)],
      head: [Math.log(4), Math.log(7)],
    });
  });

  it('leaves out a round where a side has no samples or no positive median', () => {
    expect(
      roundValues([
        { base: [], head: [1] },
        { base: [0, 0], head: [1] },
        { base: [2], head: [3] },
      ]),
    ).toEqual({ base: [Math.log(2)], head: [Math.log(3)] });
  });
});
