import { describe, expect, it } from 'vitest';
import { shouldRunAnotherRound } from '../../../src/stats/round-scheduler.js';

describe('shouldRunAnotherRound', () => {
  it('starts a round only when the last one still fits in the budget', () => {
    expect(shouldRunAnotherRound(20_000, 30_000, 10_000)).toBe(true); // ends at 30 s: fits exactly
    expect(shouldRunAnotherRound(20_001, 30_000, 10_000)).toBe(false);
  });

  it('starts the first round while time is left, and always without a budget', () => {
    expect(shouldRunAnotherRound(0, 30_000, Number.NaN)).toBe(true);
    expect(shouldRunAnotherRound(30_000, 30_000, Number.NaN)).toBe(false);
    expect(shouldRunAnotherRound(1e12, Infinity, 1e12)).toBe(true);
  });

  it('never overruns by more than one round: rounds of a fixed length stop at the last that fits', () => {
    // 7 s rounds, 30 s budget: rounds end at 7, 14, 21, 28; a fifth would end at 35.
    let elapsed = 0;
    let rounds = 0;
    let last = Number.NaN;
    while (shouldRunAnotherRound(elapsed, 30_000, last)) {
      elapsed += 7_000;
      last = 7_000;
      rounds++;
    }
    expect(rounds).toBe(4);
    expect(elapsed).toBe(28_000);
  });
});
