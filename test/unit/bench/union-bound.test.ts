// The union bound's slack over the early branch's looks (bench/sequential/union-bound.ts):
// how often each look misses first and on its own, on seeded standard normal rows.
import { describe, expect, it } from 'vitest';
import { unionBoundSlack } from '../../../bench/sequential/union-bound.js';
import { createRng } from '../../../bench/sequential/noise.mjs';

const ROWS = 8000;

describe('unionBoundSlack', () => {
  // The script's own generator and seed: these are the first 8,000 of its 400,000 rows.
  const [equivalence, regression] = unionBoundSlack(ROWS, createRng(1).normal);

  it('counts a look on its own at least as often as first, the same at the first look, and the first misses add up', () => {
    for (const d of [equivalence!, regression!]) {
      expect(d.looks[0]!.ownMiss).toBe(d.looks[0]!.firstMiss);
      for (const l of d.looks) expect(l.ownMiss).toBeGreaterThanOrEqual(l.firstMiss);
      const total = d.looks.reduce((a, l) => a + l.firstMiss, 0);
      expect(total).toBeCloseTo(d.missAtSomeLook, 12);
    }
  });

  it('shows the trimmed equivalence interval of round 5 missing on its own more often than it spends', () => {
    // Round 5 spends 14% of 3.5% (0.49%, 39 of 8,000 rows) at t(1 − 0.0049, 2) = 10.03 on the 20%
    // trimmed mean; the trimmed t holds its level only approximately there (400,000 rows of the script:
    // 0.807% on its own, 0.537% first). The first 8,000 rows: 64 on their own (0.80%), 46 of them first.
    const five = equivalence!.looks.find((l) => l.look === 5)!;
    expect(five.alpha).toBeCloseTo(0.0049, 12);
    expect([Math.round(five.ownMiss * ROWS), Math.round(five.firstMiss * ROWS)]).toEqual([64, 46]);
    // Round 3 is Student's interval on three rounds, nothing trimmed: on its own it holds its 2.31%
    // (185 of 8,000 rows; 181 here, within a standard deviation of 13).
    const three = equivalence!.looks.find((l) => l.look === 3)!;
    expect(Math.round(three.ownMiss * ROWS)).toBe(181);
  });
});
