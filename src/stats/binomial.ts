// The binomial distribution, used for order-statistic confidence intervals.

import { choose, incompleteBetaComplement, logGamma } from './special.js';

const MIN_NORMAL = 2.2250738585072014e-308;

/** P(X = k) for X ~ Binomial(n, p). k is floored, as go-moremath does. */
export function binomialPmf(k: number, n: number, p: number): number {
  const ki = Math.floor(k);
  if (Number.isNaN(k) || Number.isNaN(p) || ki < 0 || ki > n) return 0;
  if (p === 0) return ki === 0 ? 1 : 0;
  if (p === 1) return ki === n ? 1 : 0;
  const coefficient = choose(n, ki);
  const powers = Math.pow(p, ki) * Math.pow(1 - p, n - ki);
  // Note: the direct product is exact for the median case (p = 1/2, n <= 50),
  // which is the one that decides confidence-interval bounds; fall back to
  // logs only where the coefficient overflows or the powers leave the normal
  // range (subnormals carry fewer digits).
  if (Number.isFinite(coefficient) && powers >= MIN_NORMAL && coefficient * powers >= MIN_NORMAL) {
    return coefficient * powers;
  }
  const logPmf =
    logGamma(n + 1) - logGamma(ki + 1) - logGamma(n - ki + 1) + ki * Math.log(p) + (n - ki) * Math.log1p(-p);
  return Math.exp(logPmf);
}

/** P(X <= k) for X ~ Binomial(n, p). */
export function binomialCdf(k: number, n: number, p: number): number {
  const ki = Math.floor(k);
  if (Number.isNaN(k) || Number.isNaN(p)) return Number.NaN;
  if (ki < 0) return 0;
  if (ki >= n) return 1;
  // P(X <= k) = I_{1-p}(n-k, k+1) = 1 - I_p(k+1, n-k).
  return incompleteBetaComplement(p, ki + 1, n - ki, 1 - p);
}
