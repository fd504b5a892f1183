// Futility: an open row stops as inconclusive when neither decision is still
// within reach by maxRounds (docs/statistics.md, "Futility: rows that cannot
// settle stop early").

import { zBoundaryAt } from './group-sequential.js';
import { normalCdf } from './normal.js';
import type { PairedSummary } from './paired-rounds.js';
import { equivalenceDesign, regressionDesign } from './sequential-designs.js';
import type { SequentialPolicy } from './sequential-policy.js';

/**
 * Conditional power to cross the regression boundary at some look from n to
 * N, from the score S_n = z·√n, under a drift of eta per round (standardized):
 * the score's remaining increments are independent normal with mean eta. An
 * upper bound, so that the rule errs towards running on: the boundary on the
 * score, b_m·√m, is concave in m, so it lies above its chord from look n to
 * look N, and the chance that a Brownian motion with drift crosses that line
 * before N is (Siegmund 1986, the first passage of a line)
 *   1 − Φ((a − νT)/√T) + exp(2aν)·Φ((−a − νT)/√T),
 * a the distance from S_n up to the line, ν = eta minus its slope, T = N − n.
 */
export function conditionalPower(
  z: number,
  n: number,
  last: number,
  bNow: number,
  bLast: number,
  eta: number,
): number {
  const a = (bNow - z) * Math.sqrt(n);
  if (a <= 0) return 1;
  const rest = last - n;
  if (rest <= 0) return 0;
  const nu = eta - (bLast * Math.sqrt(last) - bNow * Math.sqrt(n)) / rest;
  const root = Math.sqrt(rest);
  const direct = normalCdf(-(a - nu * rest) / root);
  // exp(2aν)·Φ(x) in logs: Φ(x) underflows where exp(2aν) overflows.
  const x = (-a - nu * rest) / root;
  const logTail = x > -30 ? Math.log(normalCdf(x)) : (-x * x) / 2 - Math.log(-x * Math.sqrt(2 * Math.PI));
  return Math.min(1, direct + Math.exp(2 * a * nu + logTail));
}

/** FutilityRule for an open row at look s.n: true when neither decision is within reach by maxRounds. */
export function isFutile(
  policy: SequentialPolicy,
  s: PairedSummary,
  z: number,
  spread: number,
  threshold: number,
): boolean {
  const rule = policy.futility;
  if (!rule || s.n < rule.fromRound || s.n >= policy.maxRounds) return false;
  if (!(spread > 0) || !Number.isFinite(z)) return false;
  const last = policy.maxRounds;
  const equ = equivalenceDesign(policy);
  const widthAtLast = (zBoundaryAt(equ, last) * spread) / Math.sqrt(last);
  if (widthAtLast < Math.log1p(threshold)) return false;
  const reg = regressionDesign(policy);
  // The change powered for, or the change seen so far where it is larger: a
  // row that has moved by +100% is not stopped for lack of power against +10%.
  const powered = Math.log1p(rule.effect * threshold);
  const eta = (direction: 1 | -1) => Math.max(powered, direction * s.mean) / spread;
  const bNow = zBoundaryAt(reg, s.n);
  const bLast = zBoundaryAt(reg, last);
  const power = Math.max(
    conditionalPower(z, s.n, last, bNow, bLast, eta(1)),
    conditionalPower(-z, s.n, last, bNow, bLast, eta(-1)),
  );
  return power < rule.power;
}
