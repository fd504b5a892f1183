// Group-sequential boundaries: checked against cases derivable by hand or by
// an integration independent of the implementation's grid.

import { describe, expect, it } from 'vitest';
import {
  pocockSpending,
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

describe('zBoundaries', () => {
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
    const rho = Math.sqrt(2 / 3);
    const sd = Math.sqrt(1 - rho * rho);
    const n = 20000;
    const h = (2 * b2) / n;
    let stay = 0;
    for (let i = 0; i <= n; i++) {
      const z = -b2 + i * h;
      const w = i === 0 || i === n ? 1 : i % 2 ? 4 : 2;
      const inside = normalCdf((b3 - rho * z) / sd) - normalCdf((-b3 - rho * z) / sd);
      stay += (w * Math.exp((-z * z) / 2) * inside) / Math.sqrt(2 * Math.PI);
    }
    expect(1 - (stay * h) / 3).toBeCloseTo(0.05, 6);
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
