// Student's t distribution with real (not only integer) degrees of freedom,
// as Welch's test needs. Built on the regularized incomplete beta function.

import { normalCdf, normalPdf, normalQuantile } from './normal.js';
import { integrateGauss } from './quadrature.js';
import { incompleteBetaFromLogs, logBeta } from './special.js';

/**
 * x = ν/(ν+t²) and y = t²/(ν+t²) with their logs, each formed directly so
 * neither side loses digits; for |t| past 1e150, where t² overflows, from logs.
 */
function betaArguments(t: number, df: number): { x: number; y: number; lnX: number; lnY: number } {
  const a = Math.abs(t);
  if (a > 1e150) {
    const lnX = Math.log(df) - 2 * Math.log(a);
    const x = Math.exp(lnX);
    return { x, y: 1, lnX, lnY: Math.log1p(-x) };
  }
  const t2 = a * a;
  const x = df / (df + t2);
  const y = t2 / (df + t2);
  return { x, y, lnX: -Math.log1p(t2 / df), lnY: y > 0.5 ? Math.log1p(-x) : Math.log(y) };
}

/**
 * Above this df the incomplete beta continued fraction loses digits (its
 * leading terms cancel when a = df/2 is huge and x = df/(df+t²) is near 1),
 * so we integrate the density instead.
 * Note: at df = 1e5 both ways agree to ~1e-11; by df = 1e8 the fraction is
 * off by 2e-9, and at 1e12 by 3e-5.
 */
const LARGE_DF = 1e5;

/** P(T < -|t|): the one-sided tail, accurate relative to its own size. */
function lowerTail(t: number, df: number): number {
  if (t === 0) return 0.5;
  if (df > LARGE_DF) return integrateTail(Math.abs(t), df);
  const { x, y, lnX, lnY } = betaArguments(t, df);
  return incompleteBetaFromLogs(x, y, lnX, lnY, df / 2, 0.5) / 2;
}

/** P(|T| < |t|): the central mass, accurate relative to its own size near t = 0. */
function centralMass(t: number, df: number): number {
  if (df > LARGE_DF) return integrateCenter(Math.abs(t), df);
  const { x, y, lnX, lnY } = betaArguments(t, df);
  return incompleteBetaFromLogs(y, x, lnY, lnX, 0.5, df / 2);
}

/** ln(1 + t²/df), also where t² overflows. */
function log1pSquare(t: number, df: number): number {
  const r = (t * t) / df;
  return r === Infinity ? 2 * Math.log(Math.abs(t)) - Math.log(df) : Math.log1p(r);
}

function logPdf(t: number, df: number): number {
  return -0.5 * Math.log(df) - logBeta(df / 2, 0.5) - ((df + 1) / 2) * log1pSquare(t, df);
}

/**
 * ∫_a^∞ f = f(a) ∫_0^∞ h(v) dv with h(v) = f(a+v)/f(a), formed as
 * exp(-(df+1)/2 · ln(1 + (2av + v²)/(df + a²))) so the ratio keeps its digits.
 * Intervals double in width from 1/(a+1) until the rest is negligible.
 */
function integrateTail(a: number, df: number): number {
  const density = Math.exp(logPdf(a, df));
  if (density === 0) return 0;
  const h = (v: number): number => Math.exp(-((df + 1) / 2) * Math.log1p((2 * a * v + v * v) / (df + a * a)));
  let sum = 0;
  let lo = 0;
  let width = 1 / (a + 1);
  for (let i = 0; i < 200; i++) {
    const hi = lo + width;
    sum += integrateGauss(h, lo, hi);
    if (h(hi) * width < 1e-18 * sum) break;
    lo = hi;
    width *= 2;
  }
  return density * sum;
}

/**
 * 2 ∫_0^a f: one Gauss rule on [0, a] up to a = 1, where the mass is the
 * small side; beyond that the mass exceeds 0.68 and 1 - 2·tail loses nothing.
 */
function integrateCenter(a: number, df: number): number {
  if (a > 1) return 1 - 2 * integrateTail(a, df);
  return 2 * integrateGauss((s) => Math.exp(logPdf(s, df)), 0, a);
}

export function tPdf(t: number, df: number): number {
  if (Number.isNaN(t) || !(df > 0)) return Number.NaN;
  if (df === Infinity) return normalPdf(t);
  return Math.exp(logPdf(t, df));
}

/** P(T <= t) for T ~ t(df), df > 0 (real). */
export function tCdf(t: number, df: number): number {
  if (Number.isNaN(t) || !(df > 0)) return Number.NaN;
  if (df === Infinity) return normalCdf(t);
  const tail = lowerTail(t, df);
  return t < 0 ? tail : 1 - tail;
}

/** P(T > t), accurate in the upper tail. */
export function tSf(t: number, df: number): number {
  return tCdf(-t, df);
}

/** Two-sided p-value P(|T| >= |t|). */
export function tTwoSidedP(t: number, df: number): number {
  if (Number.isNaN(t) || !(df > 0)) return Number.NaN;
  if (df === Infinity) return 2 * normalCdf(-Math.abs(t));
  return Math.min(1, 2 * lowerTail(t, df));
}

/** t such that P(T <= t) = p. */
export function tQuantile(p: number, df: number): number {
  if (Number.isNaN(p) || p < 0 || p > 1 || !(df > 0)) return Number.NaN;
  if (df === Infinity) return normalQuantile(p);
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  if (p === 0.5) return 0;
  if (p > 0.5) return -tQuantile(1 - p, df);
  return -solveMagnitude(p, df);
}

/**
 * |t| for a lower-tail probability p < 0.5, by safeguarded Newton in
 * u = ln|t|. In u the tails are nearly linear (power law for small df,
 * quadratic-in-log for large df), so Newton converges from a rough start.
 * Note: below p = 0.25 we match the tail P(T < -|t|) = p; above it the central
 * mass P(|T| < |t|) = 1 - 2p, which is exact in floating point there and keeps
 * full relative precision for t near 0.
 */
function solveMagnitude(p: number, df: number): number {
  const useTail = p < 0.25;
  const target = Math.log(useTail ? p : 1 - 2 * p);
  // g(u) is increasing in u for both forms (we negate the tail's).
  const g = (u: number): { value: number; slope: number } => {
    const t = Math.exp(u);
    const density = t * tPdf(t, df);
    if (useTail) {
      const tail = lowerTail(t, df);
      return { value: target - Math.log(tail), slope: density / tail };
    }
    const mass = centralMass(t, df);
    return { value: Math.log(mass) - target, slope: (2 * density) / mass };
  };
  let lo = -60;
  let hi = 709;
  if (g(hi).value < 0) return Infinity;
  if (g(lo).value > 0) return (0.5 - p) / tPdf(0, df); // |t| < 1e-26: the CDF is linear there
  const z = -normalQuantile(p);
  let u = Math.log(Math.max(z * (1 + (z * z + 1) / (4 * df)), 1e-20));
  for (let i = 0; i < 400; i++) {
    const { value, slope } = g(u);
    if (value === 0) return Math.exp(u);
    if (value > 0) hi = u;
    else lo = u;
    let next = u - value / slope;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (
      Math.abs(next - u) <= 1e-15 * Math.max(1, Math.abs(u)) ||
      hi - lo <= 1e-15 * Math.max(1, Math.abs(u))
    ) {
      return Math.exp(next);
    }
    u = next;
  }
  return Math.exp(u);
}
