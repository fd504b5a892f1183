// Group-sequential boundaries with alpha spending (Lan & DeMets 1983): one
// look after every round from `minRounds` to `maxRounds`, two-sided, with the
// type I error spent as the rounds accumulate, so that the probability of
// ever crossing over all looks is alpha (not alpha per look).

import { normalCdf, normalPdf, normalQuantile } from './normal.js';
import { tQuantile } from './student-t.js';

export interface SequentialDesign {
  /** Two-sided error over all looks together. */
  alpha: number;
  /** First look, in rounds. */
  minRounds: number;
  /** Last look, in rounds; information fraction of look n is n / maxRounds. */
  maxRounds: number;
  /**
   * Spend alpha as alpha·t^rho (Kim & DeMets 1987's power family) instead of
   * the Pocock type: rho 1 spends evenly over information, larger rho keeps
   * more of alpha for the last looks (rho 3 is close to O'Brien–Fleming).
   */
  rho?: number;
}

/**
 * Lan–DeMets' Pocock-type spending function: alpha spent by information
 * fraction t. Note: chosen over the O'Brien–Fleming type because most rows
 * should settle at the first looks (a quiet row is clearly unchanged after a
 * few rounds); O'Brien–Fleming spends almost nothing there.
 */
export function pocockSpending(alpha: number, t: number): number {
  if (t <= 0) return 0;
  if (t >= 1) return alpha;
  return alpha * Math.log(1 + (Math.E - 1) * t);
}

/** Kim & DeMets' power family: alpha spent by information fraction t. */
export function powerSpending(alpha: number, t: number, rho: number): number {
  if (t <= 0) return 0;
  if (t >= 1) return alpha;
  return alpha * t ** rho;
}

/** The alpha a design has spent by look n. */
export function spentBy(design: SequentialDesign, n: number): number {
  const t = n / design.maxRounds;
  return design.rho === undefined
    ? pocockSpending(design.alpha, t)
    : powerSpending(design.alpha, t, design.rho);
}

/** The z boundary of a design's first look: the alpha spent by then, two-sided. */
export function firstBoundary(design: SequentialDesign): number {
  return -normalQuantile(spentBy(design, design.minRounds) / 2);
}

/** Grid spacing in units of one round's standard deviation of the score. */
const STEP = 0.04;

interface Density {
  /** Grid points of the score S_n = sum of n standardized increments, on [-bound, bound]. */
  s: Float64Array;
  /** Sub-density of S_n on the paths that have not crossed yet. */
  f: Float64Array;
  /** Trapezoid weights (step, halved at both ends). */
  w: Float64Array;
}

function grid(bound: number): { s: Float64Array; w: Float64Array } {
  const n = Math.max(3, Math.ceil((2 * bound) / STEP) + 1);
  const h = (2 * bound) / (n - 1);
  const s = new Float64Array(n);
  const w = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    s[i] = -bound + i * h;
    w[i] = i === 0 || i === n - 1 ? h / 2 : h;
  }
  return { s, w };
}

/**
 * How far, in standard deviations of one round's increment, a grid point can
 * move the density or the crossing probability: φ(10) = 7.7e-23 and Φ(-10) =
 * 7.6e-24, so a term farther away is below the rounding of the sums it would
 * join. Only points within the reach are summed; at 40 looks that is about a
 * third of the grid.
 */
const REACH = 10;

/** Indices of the grid points within `reach` of x (a grid is evenly spaced from s[0]). */
function within(s: Float64Array, x: number, reach: number): [number, number] {
  const h = s.length > 1 ? s[1]! - s[0]! : 1;
  const from = Math.max(0, Math.floor((x - reach - s[0]!) / h));
  const to = Math.min(s.length - 1, Math.ceil((x + reach - s[0]!) / h));
  return [from, to];
}

/**
 * P(crossing ±bound at this look | not crossed before), integrated over the
 * previous density. The density is symmetric (symmetric bounds, a symmetric
 * start), so crossing -bound from u is crossing +bound from -u: one tail
 * over the grid, doubled.
 */
function crossing(prev: Density, delta: number, bound: number): number {
  const sd = Math.sqrt(delta);
  const [from, to] = within(prev.s, bound, REACH * sd);
  let p = 0;
  for (let i = from; i <= to; i++) p += prev.w[i]! * prev.f[i]! * normalCdf((prev.s[i]! - bound) / sd);
  // Points beyond the bound (none when the bound lies outside the grid's reach above) cross almost surely.
  for (let i = to + 1; i < prev.s.length; i++) p += prev.w[i]! * prev.f[i]!;
  return 2 * p;
}

/** The sub-density on the new grid; symmetric, so its upper half is the mirror of the lower. */
function propagate(prev: Density, delta: number, bound: number): Density {
  const { s, w } = grid(bound);
  const f = new Float64Array(s.length);
  const sd = Math.sqrt(delta);
  const weighted = prev.f.map((fi, i) => prev.w[i]! * fi);
  for (let j = 0; j < Math.ceil(s.length / 2); j++) {
    const [from, to] = within(prev.s, s[j]!, REACH * sd);
    let sum = 0;
    for (let i = from; i <= to; i++) sum += weighted[i]! * normalPdf((s[j]! - prev.s[i]!) / sd);
    f[j] = sum / sd;
    f[s.length - 1 - j] = f[j]!;
  }
  return { s, f, w };
}

/** The bound on S with the given crossing probability (bisection: crossing falls as the bound grows). */
function solveBound(prev: Density, delta: number, target: number, n: number): number {
  let lo = 0;
  let hi = 40 * Math.sqrt(n);
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    // The interval cannot shrink below one step of a double (after about 57 halvings of 40·√n):
    // the remaining iterations would evaluate the same bound again.
    if (mid === lo || mid === hi) break;
    if (crossing(prev, delta, mid) > target) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * z boundaries b_n for n = minRounds..maxRounds (index n - minRounds): reject
 * at look n when |Z_n| >= b_n, Z_n = sum / sqrt(n) for independent unit-variance
 * increments. Computed by the Armitage–McPherson–Rowe recursion (numerical
 * integration of the score's density over the continuation region), as
 * Jennison & Turnbull (2000), ch. 19.
 */
export function zBoundaries(design: SequentialDesign): number[] {
  const { minRounds, maxRounds } = design;
  if (!(minRounds >= 2 && maxRounds >= minRounds)) {
    throw new Error(`sequential design: need 2 <= minRounds <= maxRounds, got ${minRounds}, ${maxRounds}`);
  }
  const spent = (n: number): number => spentBy(design, n);
  const first = firstBoundary(design);
  const out = [first];
  const bound0 = first * Math.sqrt(minRounds);
  const g = grid(bound0);
  const f = new Float64Array(g.s.length);
  for (let i = 0; i < f.length; i++) f[i] = normalPdf(g.s[i]! / Math.sqrt(minRounds)) / Math.sqrt(minRounds);
  let density: Density = { ...g, f };
  for (let n = minRounds + 1; n <= maxRounds; n++) {
    const target = spent(n) - spent(n - 1);
    const bound = solveBound(density, 1, target, n);
    out.push(bound / Math.sqrt(n));
    if (n < maxRounds) density = propagate(density, 1, bound);
  }
  return out;
}

const cache = new Map<string, number[]>();

function cachedBoundaries(design: SequentialDesign): number[] {
  const key = `${design.alpha}|${design.minRounds}|${design.maxRounds}|${design.rho}`;
  let b = cache.get(key);
  if (!b) {
    b = zBoundaries(design);
    cache.set(key, b);
  }
  return b;
}

/**
 * The z boundary of look n. Before the first look the first boundary
 * applies; after the last (confirmation rounds) the last one: a look beyond
 * the design only ever adds a condition to a crossing already made.
 */
export function zBoundaryAt(design: SequentialDesign, n: number): number {
  const b = cachedBoundaries(design);
  const i = Math.min(Math.max(n, design.minRounds), design.maxRounds) - design.minRounds;
  return b[i]!;
}

/**
 * The boundary for a t statistic with df (n - 1) degrees of freedom at look n:
 * the nominal significance level of the z boundary carried over to the t
 * distribution (Jennison & Turnbull 2000, section 3.8, "significance level
 * approach" for unknown variance).
 */
export function tBoundaryAt(design: SequentialDesign, n: number, df = n - 1): number {
  if (!(df >= 1)) return Infinity;
  return tQuantile(normalCdf(zBoundaryAt(design, n)), df);
}
