// Group-sequential boundaries: checked against cases derivable by hand or by
// an integration independent of the implementation's grid.

import { describe, expect, it } from 'vitest';
import {
  firstBoundary,
  pocockSpending,
  powerSpending,
  spentBy,
  tBoundaryAt,
  zBoundaries,
  zBoundaryAt,
} from '../../../src/stats/group-sequential.js';
import { normalCdf, normalQuantile } from '../../../src/stats/normal.js';
import { tQuantile } from '../../../src/stats/student-t.js';

describe('pocockSpending', () => {
  it('spends alpha·ln(1 + (e - 1)·t), nothing at 0 and all of alpha at 1', () => {
    // 0.05·ln(1 + 1.718281828/2) = 0.05·ln(1.859140914) = 0.05·0.620114507 = 0.0310057253
    expect(pocockSpending(0.05, 0.5)).toBeCloseTo(0.031005725347913876, 15);
    expect(pocockSpending(0.05, 0)).toBe(0);
    expect(pocockSpending(0.05, 1)).toBe(0.05);
    expect(pocockSpending(0.05, 1.5)).toBe(0.05);
  });
});

describe('powerSpending (Kim & DeMets)', () => {
  it('spends alpha·t^rho, nothing at 0 and all of alpha at 1', () => {
    // 0.01·0.5² = 0.0025; 0.01·0.25³ = 0.00015625
    expect(powerSpending(0.01, 0.5, 2)).toBeCloseTo(0.0025, 15);
    expect(powerSpending(0.01, 0.25, 3)).toBeCloseTo(0.00015625, 15);
    expect(powerSpending(0.01, 0, 2)).toBe(0);
    expect(powerSpending(0.01, 1, 2)).toBe(0.01);
    expect(powerSpending(0.01, 1.2, 2)).toBe(0.01);
  });

  it('is what a design with rho spends, and Pocock-type spending without it', () => {
    expect(spentBy({ alpha: 0.01, minRounds: 5, maxRounds: 20, rho: 2 }, 10)).toBeCloseTo(0.0025, 15);
    expect(spentBy({ alpha: 0.05, minRounds: 5, maxRounds: 20 }, 10)).toBe(pocockSpending(0.05, 0.5));
  });
});

/**
 * 1 − P(|Z_a| < b_a and |Z_b| < b_b) for looks after a and b rounds: Z_a and Z_b
 * are bivariate normal with correlation sqrt(a/b); Simpson's rule on 20,000
 * intervals of ∫ φ(z)·P(|Z_b| < b_b | Z_a = z) dz over |z| < b_a.
 */
function crossedOverTwoLooks(a: number, b: number, ba: number, bb: number): number {
  const rho = Math.sqrt(a / b);
  const sd = Math.sqrt(1 - rho * rho);
  const n = 20000;
  const h = (2 * ba) / n;
  let stay = 0;
  for (let i = 0; i <= n; i++) {
    const z = -ba + i * h;
    const w = i === 0 || i === n ? 1 : i % 2 ? 4 : 2;
    const inside = normalCdf((bb - rho * z) / sd) - normalCdf((-bb - rho * z) / sd);
    stay += (w * Math.exp((-z * z) / 2) * inside) / Math.sqrt(2 * Math.PI);
  }
  return 1 - (stay * h) / 3;
}

/**
 * The Armitage–McPherson–Rowe recursion as written in the textbook, without
 * zBoundaries' shortcuts (the density's symmetry, terms beyond 10 standard
 * deviations left out): every grid point against every other, both tails.
 */
function textbookBoundaries(alpha: number, minRounds: number, maxRounds: number): number[] {
  const step = 0.04;
  const pdf = (x: number) => Math.exp(-(x * x) / 2) / Math.sqrt(2 * Math.PI);
  const grid = (bound: number) => {
    const n = Math.max(3, Math.ceil((2 * bound) / step) + 1);
    const h = (2 * bound) / (n - 1);
    return Array.from({ length: n }, (_, i) => ({
      s: -bound + i * h,
      w: i === 0 || i === n - 1 ? h / 2 : h,
    }));
  };
  const spent = (n: number) => pocockSpending(alpha, n / maxRounds);
  const bounds = [-normalQuantile(spent(minRounds) / 2)];
  let points = grid(bounds[0]! * Math.sqrt(minRounds)).map((p) => ({
    ...p,
    f: pdf(p.s / Math.sqrt(minRounds)) / Math.sqrt(minRounds),
  }));
  for (let n = minRounds + 1; n <= maxRounds; n++) {
    const crossing = (b: number) =>
      points.reduce((sum, p) => sum + p.w * p.f * (normalCdf(p.s - b) + normalCdf(-b - p.s)), 0);
    let lo = 0;
    let hi = 40 * Math.sqrt(n);
    for (let i = 0; i < 80; i++) {
      const mid = (lo + hi) / 2;
      if (crossing(mid) > spent(n) - spent(n - 1)) lo = mid;
      else hi = mid;
    }
    bounds.push(hi / Math.sqrt(n));
    const previous = points;
    points = grid(hi).map((p) => ({
      ...p,
      f: previous.reduce((sum, q) => sum + q.w * q.f * pdf(p.s - q.s), 0),
    }));
  }
  return bounds;
}

describe('zBoundaries', () => {
  it("moves no boundary of a 20-look design by more than rounding from the textbook recursion's", () => {
    // By look 20 the score's grid spans ±12 standard deviations, so the terms left out are real.
    const ours = zBoundaries({ alpha: 0.05, minRounds: 2, maxRounds: 20 });
    const textbook = textbookBoundaries(0.05, 2, 20);
    expect(ours.length).toBe(19);
    expect(Math.max(...ours.map((b, i) => Math.abs(b - textbook[i]!) / textbook[i]!))).toBeLessThan(1e-14);
  });

  it('is the fixed-sample two-sided quantile when there is one look', () => {
    // min = max: all of alpha is spent at the only look, b = Φ⁻¹(1 - α/2).
    // (-Φ⁻¹(α/2) as computed; equal to Φ⁻¹(0.975) up to the last bit.)
    const [b] = zBoundaries({ alpha: 0.05, minRounds: 5, maxRounds: 5 });
    expect(b).toBeCloseTo(1.959963984540054, 14);
  });

  it('spends exactly alpha over two looks (bivariate normal, integrated independently)', () => {
    // Looks after 2 and 3 rounds: Z2 and Z3 are bivariate normal with
    // correlation sqrt(2/3). The first bound is the fixed quantile of the
    // alpha spent by t = 2/3; the probability of staying inside both bounds,
    // ∫ φ(z)·P(|Z3| < b3 | Z2 = z) dz over |z| < b2 by Simpson's rule on
    // 20,000 intervals, must be 1 - alpha.
    const [b2, b3] = zBoundaries({ alpha: 0.05, minRounds: 2, maxRounds: 3 }) as [number, number];
    expect(b2).toBeCloseTo(-normalQuantile(pocockSpending(0.05, 2 / 3) / 2), 12);
    expect(b2).toBeCloseTo(2.073033889, 8);
    expect(crossedOverTwoLooks(2, 3, b2, b3)).toBeCloseTo(0.05, 6);
  });

  it('spends alpha·t^rho by the first look with the power family, and exactly alpha over both', () => {
    // Looks after 2 and 3 rounds at alpha 0.01, rho 2: the first spends
    // 0.01·(2/3)² = 0.0044444, so b2 = Φ⁻¹(1 − 0.0022222) = 2.8448; the
    // second the rest, so that both together cross with probability 0.01.
    const [b2, b3] = zBoundaries({ alpha: 0.01, minRounds: 2, maxRounds: 3, rho: 2 }) as [number, number];
    expect(b2).toBeCloseTo(-normalQuantile((0.01 * 4) / 9 / 2), 12);
    expect(b2).toBeCloseTo(2.8448, 4);
    expect(crossedOverTwoLooks(2, 3, b2, b3)).toBeCloseTo(0.01, 6);
    expect(firstBoundary({ alpha: 0.01, minRounds: 2, maxRounds: 3, rho: 2 })).toBe(b2);
  });

  it('rejects a design without room for a look', () => {
    expect(() => zBoundaries({ alpha: 0.05, minRounds: 1, maxRounds: 5 })).toThrow(
      'sequential design: need 2 <= minRounds <= maxRounds, got 1, 5',
    );
    expect(() => zBoundaries({ alpha: 0.05, minRounds: 6, maxRounds: 5 })).toThrow(/got 6, 5/);
  });
});

describe('zBoundaryAt and tBoundaryAt', () => {
  const design = { alpha: 0.002, minRounds: 5, maxRounds: 20 };
  const all = zBoundaries(design);

  it('clamps looks before the first and after the last (confirmation rounds)', () => {
    expect(zBoundaryAt(design, 3)).toBe(all[0]);
    expect(zBoundaryAt(design, 12)).toBe(all[7]);
    expect(zBoundaryAt(design, 23)).toBe(all[15]);
  });

  it('carries the nominal level of the z boundary over to t with n - 1 (or the given) degrees of freedom', () => {
    // Single look at alpha 0.002: z = Φ⁻¹(0.999), so t is the 0.999 quantile:
    // t(0.999, 19) = 3.5794 and t(0.999, 4) = 7.1732 in any t table.
    const single = { alpha: 0.002, minRounds: 20, maxRounds: 20 };
    expect(tBoundaryAt(single, 20)).toBeCloseTo(3.5794001489547167, 9);
    expect(tBoundaryAt(single, 5, 4)).toBeCloseTo(7.173182219782302, 9);
    expect(tBoundaryAt(design, 10, 7)).toBeCloseTo(tQuantile(normalCdf(all[5]!), 7), 12);
    expect(tBoundaryAt(design, 1)).toBe(Infinity);
  });
});
