import { describe, expect, it } from 'vitest';
import { midranks } from '../../../src/stats/midranks.js';
import { shiftEstimate, shiftInterval, withinRoundRankZ } from '../../../src/stats/within-round-rank.js';
import { mulberry32 } from '../../support/seeded-random.js';

// base 0, 1, 2 and head 0.5, 1.5, 2.5: in the joint ranking each head sits
// one rank above its own base, t_i = 1/2, z = 1.5 / sqrt(0.75) = sqrt(3).
const STAIRS = { base: [0, 1, 2], head: [0.5, 1.5, 2.5] };

// z by its definition: the 2n values ranked afresh.
function byDefinition(base: number[], head: number[], shift = 0): number {
  const n = base.length;
  const r = midranks([...base, ...head.map((h) => h - shift)]);
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < n; i++) {
    const t = (r[n + i]! - r[i]!) / 2;
    sum += t;
    squares += t * t;
  }
  return squares === 0 ? 0 : sum / Math.sqrt(squares);
}

describe('withinRoundRankZ', () => {
  it('is the sum of the within-round rank differences over its permutation standard deviation', () => {
    expect(withinRoundRankZ(STAIRS)).toBeCloseTo(Math.sqrt(3), 15);
    // Shifted by 1 every head sits one rank below its base.
    expect(withinRoundRankZ(STAIRS, 1)).toBeCloseTo(-Math.sqrt(3), 15);
    // Shifted by 0.5 each round ties: no evidence either way.
    expect(withinRoundRankZ(STAIRS, 0.5)).toBe(0);
    // Shifted by -1 (head 1.5, 2.5, 3.5): ranks b 1, 2, 4 and h 3, 5, 6,
    // t = 1, 1.5, 1: z = 3.5 / sqrt(4.25).
    expect(withinRoundRankZ(STAIRS, -1)).toBeCloseTo(3.5 / Math.sqrt(4.25), 15);
  });

  it('ranks across rounds: a round that one side lost to a neighbour moves by its ranks, not by its size', () => {
    // Round 3's base is hit 10x or 1000x: the statistic is the same.
    const hit = (x: number) => ({ base: [0, 1, 2, x], head: [0.5, 1.5, 2.5, 3.5] });
    expect(withinRoundRankZ(hit(Math.log(10) + 3))).toBe(withinRoundRankZ(hit(Math.log(1000) + 3)));
  });

  it('is 0 when every round ties', () => {
    expect(withinRoundRankZ({ base: [1, 2], head: [1, 2] })).toBe(0);
  });

  it('gives exactly the z of the joint midranks, ties within and across sides included', () => {
    // The statistic merges the two sides sorted once. Values on a coarse grid
    // tie often, and shifts on the same grid make head values tie with base
    // values.
    const rand = mulberry32(11);
    let differing = 0;
    let tiedAcross = 0;
    for (let trial = 0; trial < 2000; trial++) {
      const n = 2 + Math.floor(rand() * 12);
      const grid = trial % 2 === 0 ? 4 : 1000;
      const draw = () => Math.floor(rand() * grid) / 4;
      const base = Array.from({ length: n }, draw);
      const head = Array.from({ length: n }, draw);
      const shift = Math.floor(rand() * 5 - 2) / 4;
      if (head.some((h) => base.includes(h - shift))) tiedAcross++;
      if (withinRoundRankZ({ base, head }, shift) !== byDefinition(base, head, shift)) differing++;
    }
    expect(differing).toBe(0);
    // The draws do exercise ties across the sides: 974 of the 2,000 trials, nearly every coarse one.
    expect(tiedAcross).toBe(974);
  });

  it('ranks rounds holding NaN or infinities as the definition does: they have no place in a merge', () => {
    const cases: [number[], number[]][] = [
      [
        [0, Number.NaN, 2],
        [0.5, 1.5, 2.5],
      ],
      [
        [0, Infinity, 2],
        [0.5, Infinity, -Infinity],
      ],
    ];
    for (const [base, head] of cases) expect(withinRoundRankZ({ base, head })).toBe(byDefinition(base, head));
  });
});

describe('shiftInterval and shiftEstimate', () => {
  it('inverts the test: the shifts it does not reject, and the one where z crosses zero', () => {
    // z is +sqrt(3) below 0.5, 0 at 0.5, -sqrt(3) above (up to 1.5).
    expect(shiftInterval(STAIRS, 1)).toEqual({ low: 0.5, high: 0.5 });
    expect(shiftEstimate(STAIRS)).toBe(0.5);
  });

  it('is unbounded where no shift reaches the critical value: |z| is at most sqrt(n)', () => {
    expect(shiftInterval(STAIRS, 2)).toEqual({ low: -Infinity, high: Infinity });
    expect(shiftInterval({ base: [], head: [] }, 1)).toEqual({ low: -Infinity, high: Infinity });
    expect(shiftEstimate({ base: [], head: [] })).toBeNaN();
  });

  it('widens with the critical value and holds the estimate', () => {
    // 12 rounds, head 3% above base, ±1% noise in a fixed pattern.
    const noise = [0.01, -0.01, 0.005, -0.005, 0, 0.008, -0.008, 0.002, -0.002, 0.004, -0.004, 0];
    const base = noise.map((_, i) => 0.002 * i);
    const head = base.map((b, i) => b + 0.03 + noise[i]!);
    const v = { base, head };
    const narrow = shiftInterval(v, 1);
    const wide = shiftInterval(v, 2.5);
    const est = shiftEstimate(v);
    expect(est).toBeGreaterThan(0.025);
    expect(est).toBeLessThan(0.035);
    expect(wide.low).toBeLessThanOrEqual(narrow.low);
    expect(wide.high).toBeGreaterThanOrEqual(narrow.high);
    expect(narrow.low).toBeLessThanOrEqual(est);
    expect(narrow.high).toBeGreaterThanOrEqual(est);
  });
});

describe('the permutation distribution (seeded)', () => {
  it('rejects unchanged rows at about its nominal rate', () => {
    // 4,000 rows of 20 rounds, normal noise with a shared round effect (drift):
    // |z| >= 1.96 should happen about 5% of the time.
    let a = 12345;
    const rand = () => {
      a = (Math.imul(a, 1103515245) + 12345) >>> 0;
      return (a + 0.5) / 4294967296;
    };
    const normal = () => Math.sqrt(-2 * Math.log(rand())) * Math.cos(2 * Math.PI * rand());
    let rejected = 0;
    for (let row = 0; row < 4000; row++) {
      const base: number[] = [];
      const head: number[] = [];
      for (let r = 0; r < 20; r++) {
        const round = 0.05 * normal();
        base.push(round + 0.01 * normal());
        head.push(round + 0.01 * normal());
      }
      if (Math.abs(withinRoundRankZ({ base, head })) >= 1.96) rejected++;
    }
    // 211 of 4,000 (5.3%) with this seed.
    expect(rejected).toBe(211);
    expect(rejected / 4000).toBeGreaterThan(0.04);
    expect(rejected / 4000).toBeLessThan(0.06);
  });
});
