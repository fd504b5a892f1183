// The standard normal distribution: CDF, survival function, quantile.

import { erfcOfHalfSquare } from './special.js';

const LN_SQRT_2PI = 0.9189385332046728; // ln √(2π)

export function normalPdf(x: number): number {
  return Math.exp(-(x * x) / 2 - LN_SQRT_2PI);
}

/** P(Z <= x). Relative accuracy in the lower tail, absolute near 1. */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  const tail = erfcOfHalfSquare(x) / 2;
  return x < 0 ? tail : 1 - tail;
}

/** P(Z > x), accurate in the upper tail. */
export function normalSf(x: number): number {
  return normalCdf(-x);
}

// Peter J. Acklam's rational approximation (relative error 1.15e-9), the same
// starting point go-moremath uses; we then refine it to full precision.
const A = [
  -3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1,
  2.506628277459239,
];
const B = [
  -5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1,
];
const C = [
  -7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968,
  2.938163982698783,
];
const D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
const P_LOW = 0.02425;

function acklamLowerHalf(p: number): number {
  if (p < P_LOW) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5]) /
      ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1)
    );
  }
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q) /
    (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1)
  );
}

/** x such that P(Z <= x) = p. */
export function normalQuantile(p: number): number {
  if (Number.isNaN(p) || p < 0 || p > 1) return Number.NaN;
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  if (p === 0.5) return 0;
  // 1 - p is exact for p >= 0.5, so the symmetry costs nothing.
  if (p > 0.5) return -normalQuantile(1 - p);
  let x = acklamLowerHalf(p);
  // Halley steps on the accurate CDF. The error term is formed in logs so the
  // far tail (x ≈ -38, where exp(x²/2) overflows) stays finite.
  for (let i = 0; i < 3; i++) {
    const e = normalCdf(x) - p;
    if (e === 0) break;
    const u = Math.sign(e) * Math.exp(Math.log(Math.abs(e)) + (x * x) / 2 + LN_SQRT_2PI);
    const next = x - u / (1 + (x * u) / 2);
    if (!Number.isFinite(next)) break;
    if (Math.abs(next - x) <= 1e-16 * Math.abs(x)) {
      x = next;
      break;
    }
    x = next;
  }
  return x;
}
