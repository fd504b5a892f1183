// Special functions and distributions against 50-digit references.
//
// Tables below are written by `python3 scripts/stats-reference.py special`
// (mpmath 1.3.0 at 50 digits, cross-checked against scipy 1.17.1; scipy is off
// at t.cdf(-1e-8, 1), t.ppf(0.4999999, 1 and 7) and ndtr(-38), where mpmath and
// the closed forms agree with us).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binomialCdf, binomialPmf } from '../../../src/stats/binomial.js';
import { normalCdf, normalQuantile, normalSf } from '../../../src/stats/normal.js';
import {
  choose,
  erf,
  erfc,
  incompleteBeta,
  incompleteBetaComplement,
  logBeta,
  logGamma,
} from '../../../src/stats/special.js';
import { tCdf, tPdf, tQuantile, tSf, tTwoSidedP } from '../../../src/stats/student-t.js';
import { referenceTable } from './reference-table.js';

/** Relative error, treating exact equality (including both zero) as 0. */
function relativeError(actual: number, expected: number): number {
  if (actual === expected) return 0;
  return Math.abs(actual - expected) / Math.abs(expected);
}

function expectClose(actual: number, expected: number, tolerance: number, context: string): void {
  const error = relativeError(actual, expected);
  if (!(error <= tolerance)) {
    expect.fail(`${context}: got ${actual}, want ${expected} (relative error ${error} > ${tolerance})`);
  }
}

const INCOMPLETE_BETA = referenceTable<number[][]>('special', 'INCOMPLETE_BETA');

const LOG_GAMMA = referenceTable<number[][]>('special', 'LOG_GAMMA');

const NORMAL_CDF = referenceTable<number[][]>('special', 'NORMAL_CDF');

const NORMAL_QUANTILE = referenceTable<number[][]>('special', 'NORMAL_QUANTILE');

const T_CDF = referenceTable<number[][]>('special', 'T_CDF');

const T_QUANTILE = referenceTable<number[][]>('special', 'T_QUANTILE');

const BINOMIAL = referenceTable<number[][]>('special', 'BINOMIAL');

describe('incomplete beta', () => {
  // Worst case in the table is a = 1e4 (2.7e-13): the prefactor x^a y^b / B(a,b)
  // is formed from logs of size ~a, which costs that many ulps.
  it.each(INCOMPLETE_BETA)('I_%s(%s, %s)', (x, a, b, lower, upper) => {
    expectClose(incompleteBeta(x, a, b), lower, 1e-12, `I_${x}(${a}, ${b})`);
    expectClose(incompleteBetaComplement(x, a, b), upper, 1e-12, `1 - I_${x}(${a}, ${b})`);
  });

  it('handles the ends of [0, 1] and invalid parameters', () => {
    expect(incompleteBeta(0, 2, 3)).toBe(0);
    expect(incompleteBeta(1, 2, 3)).toBe(1);
    expect(incompleteBeta(-0.5, 2, 3)).toBe(0);
    expect(incompleteBeta(0.5, 0, 3)).toBeNaN();
    expect(incompleteBeta(Number.NaN, 2, 3)).toBeNaN();
  });

  it('has closed forms I_x(1, b) = 1 - (1-x)^b and I_x(a, 1) = x^a', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-6, max: 1 - 1e-6, noNaN: true }),
        fc.double({ min: 0.1, max: 50, noNaN: true }),
        (x, s) => {
          expectClose(incompleteBeta(x, 1, s), -Math.expm1(s * Math.log1p(-x)), 1e-12, `I_${x}(1, ${s})`);
          expectClose(incompleteBeta(x, s, 1), Math.pow(x, s), 1e-12, `I_${x}(${s}, 1)`);
        },
      ),
      { seed: 1, numRuns: 300 },
    );
  });
});

describe('log gamma and friends', () => {
  it.each(LOG_GAMMA)('lgamma(%s)', (x, expected) => {
    // Absolute near the zeros at 1 and 2, relative elsewhere.
    expect(Math.abs(logGamma(x) - expected)).toBeLessThanOrEqual(4e-15 * Math.max(1, Math.abs(expected)));
  });

  it('logBeta agrees with logGamma sums where those do not cancel', () => {
    for (const [a, b] of [
      [0.5, 0.5],
      [3, 4],
      [2.5, 12],
      [15, 40],
      [0.7, 300],
    ]) {
      const direct = logGamma(a) + logGamma(b) - logGamma(a + b);
      expect(Math.abs(logBeta(a, b) - direct), `lbeta(${a}, ${b})`).toBeLessThan(
        1e-12 * Math.max(1, Math.abs(direct)),
      );
    }
    // B(1/2, 1/2) = π.
    // (ln Γ(1/2) comes from shifting up to 10.5 and back: a few ulps of 13.9.)
    expectClose(logBeta(0.5, 0.5), Math.log(Math.PI), 1e-14, 'lbeta(1/2, 1/2)');
  });

  it('choose is exact for the median intervals up to n = 50', () => {
    expect(choose(6, 3)).toBe(20);
    expect(choose(30, 15)).toBe(155117520);
    expect(choose(50, 25)).toBe(126410606437752);
    expect(choose(5, 6)).toBe(0);
    expect(choose(5, -1)).toBe(0);
  });

  it('erf and erfc are complementary and odd', () => {
    // erf(1) = 0.8427007929497148693412206350826... (Abramowitz & Stegun table 7.1).
    expectClose(erf(1), 0.8427007929497149, 2e-16, 'erf(1)');
    expectClose(erfc(-1), 1.842700792949715, 2e-16, 'erfc(-1)');
    expect(erf(-0.3)).toBe(-erf(0.3));
    expect(erf(0)).toBe(0);
    expect(erfc(Number.NaN)).toBeNaN();
  });
});

describe('normal distribution', () => {
  // The far tail is ill-conditioned in x itself: d ln Φ / d ln|x| ≈ x², so x = -38
  // alone carries ~1.4e3 ulps; the tolerance follows that.
  it.each(NORMAL_CDF)('Φ(%s)', (x, expected) => {
    expectClose(normalCdf(x), expected, 1e-15 * (4 + x * x), `Φ(${x})`);
    expectClose(normalSf(-x), expected, 1e-15 * (4 + x * x), `1 - Φ(${-x})`);
  });

  it.each(NORMAL_QUANTILE)('Φ⁻¹(%s)', (p, expected) => {
    expectClose(normalQuantile(p), expected, 2e-15, `Φ⁻¹(${p})`);
  });

  it('has exact values at the ends and rejects p outside [0, 1]', () => {
    expect(normalQuantile(0)).toBe(-Infinity);
    expect(normalQuantile(1)).toBe(Infinity);
    expect(normalQuantile(0.5)).toBe(0);
    expect(normalQuantile(1.5)).toBeNaN();
    expect(normalCdf(-Infinity)).toBe(0);
    expect(normalCdf(Infinity)).toBe(1);
  });

  it('quantile inverts the CDF across the whole range', () => {
    // In p-space: the CDF is flat in x near 0 at the scale of p's rounding.
    fc.assert(
      fc.property(fc.double({ min: 1e-300, max: 0.5, noNaN: true }), (p) => {
        // Rounding x to a double moves Φ(x) by ~x² ulps in relative terms.
        const x = normalQuantile(p);
        expectClose(normalCdf(x), p, 1e-15 * (4 + x * x), `Φ(Φ⁻¹(${p}))`);
      }),
      { seed: 2, numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.double({ min: 1e-3, max: 37, noNaN: true }), (x) => {
        expectClose(normalQuantile(normalCdf(-x)), -x, 1e-13, `Φ⁻¹(Φ(${-x}))`);
        expect(normalQuantile(normalSf(-x) === 1 ? 1 : 1 - normalCdf(-x))).toBeGreaterThan(0);
      }),
      { seed: 5, numRuns: 500 },
    );
  });
});

describe("Student's t distribution", () => {
  // df = 1e5 is the worst (6e-12): ln B(ν/2, 1/2) and ν/2 · ln x are ~1e5-sized
  // logs. Above 1e5 the tails are integrated (see student-t.ts) and exact again.
  it.each(T_CDF)('t = %s, df = %s', (t, df, cdf, sf) => {
    expectClose(tCdf(t, df), cdf, 1e-11, `P(T <= ${t}; ${df})`);
    expectClose(tSf(t, df), sf, 1e-11, `P(T > ${t}; ${df})`);
  });

  it.each(T_QUANTILE)('quantile p = %s, df = %s', (p, df, expected) => {
    expectClose(tQuantile(p, df), expected, 1e-11, `t⁻¹(${p}; ${df})`);
  });

  it('matches the closed forms for df = 1 (Cauchy) and df = 2', () => {
    // df = 1: F(t) = 1/2 + atan(t)/π. df = 2: F(t) = 1/2 + t / (2 √(2 + t²)).
    for (const t of [-1e5, -30, -2, -0.25, 1e-6, 0.7, 4, 250]) {
      expectClose(
        tCdf(t, 1),
        t < 0 ? Math.atan(-1 / t) / Math.PI : 0.5 + Math.atan(t) / Math.PI,
        1e-13,
        `Cauchy ${t}`,
      );
      // For t < 0, 1 + t/√(2+t²) = 2 / ((√(2+t²) - t) √(2+t²)) avoids the cancellation.
      const root = Math.sqrt(2 + t * t);
      const two = t < 0 ? 1 / ((root - t) * root) : 0.5 + t / (2 * root);
      expectClose(tCdf(t, 2), two, 1e-12, `df=2 ${t}`);
    }
    // The 97.5% point of t(1) is tan(0.475π) = 12.706204736174707 (the textbook 12.706).
    expectClose(tQuantile(0.975, 1), Math.tan(0.475 * Math.PI), 1e-13, 't(0.975; 1)');
  });

  it('tends to the normal distribution for huge df and accepts df = Infinity', () => {
    // t(ν) → N(0,1) with error ~ (t³ + t) φ(t) / (4ν).
    expectClose(tCdf(-1.96, 1e15), normalCdf(-1.96), 1e-13, 'df = 1e15');
    expect(tCdf(-1.96, Infinity)).toBe(normalCdf(-1.96));
    expect(tQuantile(0.025, Infinity)).toBe(normalQuantile(0.025));
    expect(tPdf(0, Infinity)).toBeCloseTo(1 / Math.sqrt(2 * Math.PI), 15);
  });

  it('gives NaN for invalid arguments and infinities at the ends', () => {
    expect(tCdf(1, 0)).toBeNaN();
    expect(tCdf(1, -3)).toBeNaN();
    expect(tQuantile(2, 5)).toBeNaN();
    expect(tQuantile(0, 5)).toBe(-Infinity);
    expect(tQuantile(1, 5)).toBe(Infinity);
    expect(tQuantile(0.5, 5)).toBe(0);
    expect(tCdf(-Infinity, 3)).toBe(0);
    expect(tCdf(Infinity, 3)).toBe(1);
    // A lower tail of 1e-300 at df = 0.5 needs |t| ≈ 1e600: beyond float range.
    expect(tQuantile(1e-300, 0.5)).toBe(-Infinity);
  });

  it('two-sided p-values are twice the smaller tail and lie in [0, 1]', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e4, max: 1e4, noNaN: true }),
        fc.double({ min: 0.3, max: 1e4, noNaN: true }),
        (t, df) => {
          const p = tTwoSidedP(t, df);
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(1);
          expectClose(p, Math.min(1, 2 * tCdf(-Math.abs(t), df)), 1e-14, `p(${t}; ${df})`);
        },
      ),
      { seed: 3, numRuns: 300 },
    );
  });

  it('quantile inverts the CDF for random p and real df', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-12, max: 0.4999, noNaN: true }),
        fc.double({ min: 0.5, max: 1e4, noNaN: true }),
        (p, df) => {
          expectClose(tCdf(tQuantile(p, df), df), p, 1e-11, `F(F⁻¹(${p}); ${df})`);
        },
      ),
      { seed: 4, numRuns: 300 },
    );
  });
});

describe('binomial distribution', () => {
  it.each(BINOMIAL)('k = %s, n = %s, p = %s', (k, n, p, pmf, cdf) => {
    expectClose(binomialPmf(k, n, p), pmf, 1e-12, `pmf(${k}; ${n}, ${p})`);
    expectClose(binomialCdf(k, n, p), cdf, 1e-12, `cdf(${k}; ${n}, ${p})`);
  });

  it('is exact for p = 1/2 up to n = 50, where the median intervals are decided', () => {
    // PMF(k) = C(n, k) / 2^n: both factors are exact binary numbers.
    expect(binomialPmf(3, 6, 0.5)).toBe(20 / 64);
    expect(binomialPmf(25, 50, 0.5)).toBe(126410606437752 / 2 ** 50);
  });

  it('handles degenerate probabilities and out-of-range k', () => {
    expect(binomialPmf(0, 5, 0)).toBe(1);
    expect(binomialPmf(5, 5, 1)).toBe(1);
    expect(binomialPmf(2, 5, 1)).toBe(0);
    expect(binomialPmf(-1, 5, 0.5)).toBe(0);
    expect(binomialPmf(6, 5, 0.5)).toBe(0);
    expect(binomialCdf(-1, 5, 0.5)).toBe(0);
    expect(binomialCdf(5, 5, 0.5)).toBe(1);
  });
});
