// Welch's t-test from printed summaries only. Tools such as JMH ("Score ±
// Error" at 99.9% with Cnt) and benchmark.js ("±x%" at 95% with runs) print a
// mean and a confidence half-width instead of raw samples; the half-width
// and n give back the standard error of the mean.

import type { StatCaveat } from './caveats.js';
import { tQuantile, tTwoSidedP } from './student-t.js';

/** Structurally the same as the result model's Summary. */
export interface IntervalSummary {
  /** The mean. */
  center: number;
  /** Lower and upper bounds of a symmetric confidence interval of the mean. */
  low: number;
  high: number;
  /** Number of measurements behind the mean. */
  n: number;
  /** Level of [low, high], e.g. 0.999 (JMH) or 0.95 (benchmark.js); NaN when unknown. */
  confidence: number;
}

export interface WelchResult {
  /** Two-sided p-value; NaN when the test could not run (see caveats). */
  p: number;
  /** t statistic of head - base. */
  t: number;
  /** Welch–Satterthwaite degrees of freedom. */
  df: number;
  /** Standard errors of the two means. */
  seBase: number;
  seHead: number;
  caveats: StatCaveat[];
}

/**
 * Standard error of a mean from a t-based confidence half-width:
 * se = halfWidth / t_{(1+confidence)/2, n-1}. NaN when it cannot be derived.
 */
export function standardErrorFromInterval(halfWidth: number, n: number, confidence: number): number {
  if (!(n >= 2) || !(confidence > 0 && confidence < 1) || !(halfWidth >= 0)) return Number.NaN;
  // The upper quantile as the negated lower one: (1-c)/2 is more precise than (1+c)/2 near c = 1.
  return halfWidth / -tQuantile((1 - confidence) / 2, n - 1);
}

/** Caveats that stop one side from giving a standard error. */
function checkSide(s: IntervalSummary): StatCaveat[] {
  const caveats: StatCaveat[] = [];
  if (!(s.n >= 2)) caveats.push({ kind: 'welch-too-few-samples', have: s.n, need: 2 });
  const halfWidth = (s.high - s.low) / 2;
  if (!Number.isFinite(halfWidth) || halfWidth < 0) caveats.push({ kind: 'missing-error' });
  if (!(s.confidence > 0 && s.confidence < 1)) caveats.push({ kind: 'unknown-confidence' });
  return caveats;
}

/** Keep one caveat per kind (both sides may raise the same one). */
function distinct(caveats: StatCaveat[]): StatCaveat[] {
  const seen = new Set<string>();
  return caveats.filter((c) => {
    const key = JSON.stringify(c);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Welch's unequal-variance t-test of head against base from their summaries.
 * A zero error on one side still allows the test (its mean is then taken as
 * exact); zero on both sides does not.
 */
export function welchTest(base: IntervalSummary, head: IntervalSummary): WelchResult {
  const caveats = distinct([...checkSide(base), ...checkSide(head)]);
  const failed = (seBase = Number.NaN, seHead = Number.NaN): WelchResult => ({
    p: Number.NaN,
    t: Number.NaN,
    df: Number.NaN,
    seBase,
    seHead,
    caveats,
  });
  if (caveats.length > 0) return failed();
  const seBase = standardErrorFromInterval((base.high - base.low) / 2, base.n, base.confidence);
  const seHead = standardErrorFromInterval((head.high - head.low) / 2, head.n, head.confidence);
  if (seBase === 0 || seHead === 0) caveats.push({ kind: 'zero-error' });
  const vBase = seBase * seBase;
  const vHead = seHead * seHead;
  const v = vBase + vHead;
  if (v === 0) return failed(seBase, seHead);
  const t = (head.center - base.center) / Math.sqrt(v);
  // Welch–Satterthwaite: a side with zero variance contributes nothing.
  const df = (v * v) / ((vBase * vBase) / (base.n - 1) + (vHead * vHead) / (head.n - 1));
  return { p: tTwoSidedP(t, df), t, df, seBase, seHead, caveats };
}
