// What the machine already knows about a row's noise, for the early branch's
// t interval (src/stats/t-looks.ts): the per-round spread of the row's log
// ratio head/base measured before this run (the calibration runs' A/A rows).
// With 3 rounds the t interval has 2 degrees of freedom and its quantile at
// the spent alpha is 4.2 (equivalence) to 29 (regression): a quiet row can
// only settle if its three rounds happen to agree closely. A prior spread
// lends the interval degrees of freedom it has not measured.
//
// The rule (docs/statistics.md, "A noise prior for the early branch"):
// - the moderated standard error of Smyth (*Linear models and empirical
//   Bayes methods for assessing differential expression in microarray
//   experiments*, Statistical Applications in Genetics and Molecular
//   Biology 3(1), 2004): sẽ² = (d0·se0² + d·se²)/(d0 + d), se0 the prior
//   spread's standard error for the rounds kept, se and d the rounds' own;
// - a guard: the prior is used only when the rounds' own spread is
//   consistent with it, se²/se0² ≤ F(1 − guardLevel; d, d0), else the
//   interval is Student's, as without a prior;
// - a quantile q calibrated so that, for normal rounds, the interval with
//   guard and prior misses the truth at most as often as the look's alpha
//   whenever the true spread is up to `shift` times the prior's (and any
//   smaller): the machine's noise moves from 2% to 10% within a minute, so a
//   prior taken in a quiet hour will be applied to a noisy minute, and the
//   guard alone lets through the rounds of such a minute that happen to
//   agree. Why not for any spread: no interval that uses a prior can be
//   narrower than Student's for every true spread (Dantzig, *On the
//   non-existence of tests of "Student's" hypothesis having power functions
//   independent of σ*, Ann. Math. Statist. 11, 1940); beyond `shift` the
//   guard refuses the prior nearly always, and the miss rate there is
//   computed and stated (test/unit/stats/noise-prior.test.ts).

import { integrateGaussPieces } from './quadrature.js';
import { normalQuantile, normalSf } from './normal.js';
import { incompleteBeta, logGamma } from './special.js';
import { tQuantile } from './student-t.js';

/** A row's spread known before the run: the standard deviation of one round's ln(head/base), and where it came from. */
export interface NoisePrior {
  sd: number;
  /** For the report: "calibration" (the machine's A/A runs), a store's path. */
  source: string;
}

export interface PriorRule {
  /** The prior's degrees of freedom d0: how many rounds' worth of spread it counts for. */
  df: number;
  /** The guard's level above: the prior is refused when the rounds' spread exceeds its F(1 − level; d, d0) quantile. */
  guardLevel: number;
  /** The error bound holds for a true spread up to this many times the prior's. */
  shift: number;
}

/**
 * d0 20: a prior counts as 20 rounds, more than the first looks' own 2–4
 * degrees of freedom and far less than the calibration runs' hundreds, since
 * those were measured in another hour. Guard level 0.2: the rounds must not
 * be in the top fifth of spreads the prior allows. Shift 3: the bound holds
 * for a prior 3 times too small; calibrated for 5 (the 2% to 10% the
 * machine's noise moved by within a minute on 2026-11-26, issue 28) the
 * quantile at round 3 is 11.9 instead of 7.5 and the prior loses most of
 * what it buys on a row of 2% noise. Beyond 3 the guard refuses the prior
 * most of the time; what a larger shift costs is computed in
 * docs/statistics.md ("A noise prior for the early branch") and simulated.
 */
export const DEFAULT_PRIOR_RULE: PriorRule = { df: 20, guardLevel: 0.2, shift: 3 };

/** The density of u = χ²_d / d: the rounds' variance over the true one, for normal rounds. */
function chiSquareOverDf(u: number, d: number): number {
  if (u <= 0) return d === 2 ? 1 : 0;
  const k = d / 2;
  return Math.exp(k * Math.log(k) + (k - 1) * Math.log(u) - k * u - logGamma(k));
}

/** The F(d, d0) quantile: P(F ≤ x) = I_{dx/(dx + d0)}(d/2, d0/2). */
export function fQuantile(p: number, d: number, d0: number): number {
  const cdf = (x: number) => incompleteBeta((d * x) / (d * x + d0), d / 2, d0 / 2);
  let low = 0;
  let high = 1;
  while (cdf(high) < p) high *= 2;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (cdf(mid) < p) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

const cuts = new Map<string, number>();

/**
 * The largest se²/se0² at which the prior is used, for the rounds' d degrees
 * of freedom. Note: no cut below. Rounds that agree more closely than the
 * prior says are where Student's interval misses most often, and there the
 * moderated interval is the wider one: refusing the prior there gave away
 * the error budget that pays for its narrower interval elsewhere (the
 * calibrated quantile at round 3 rose, and 10% slowdowns at 2% noise were
 * caught by round 4 a third as often). A prior too large costs rounds, never
 * errors.
 */
export function priorCut(d: number, rule: Pick<PriorRule, 'df' | 'guardLevel'>): number {
  const key = `${d}|${rule.df}|${rule.guardLevel}`;
  let cut = cuts.get(key);
  if (cut === undefined) {
    cut = fQuantile(1 - rule.guardLevel, d, rule.df);
    cuts.set(key, cut);
  }
  return cut;
}

// Beyond this u the χ² density is below e^−20 for d ≥ 2: nothing to integrate.
const U_MAX = 40;

/**
 * How often one side of the interval misses the truth, for normal rounds
 * whose true spread is r times the prior's: Student's interval where the
 * guard refuses the prior (u above its cut over r²), the moderated one with
 * quantile q where it lets it through. Student's alone misses exactly alpha; the
 * difference is the integral over the guard's region. The mean is
 * independent of u for normal rounds, so each u contributes Φ̄(quantile ×
 * its standard error over the true one).
 */
export function priorMissRate(q: number, alpha: number, d: number, rule: PriorRule, r: number): number {
  const t = tQuantile(1 - alpha, d);
  const cut = Math.min(priorCut(d, rule) / (r * r), U_MAX);
  const d0 = rule.df;
  const extra = (u: number) =>
    chiSquareOverDf(u, d) *
    (normalSf(q * Math.sqrt((d0 / (r * r) + d * u) / (d0 + d))) - normalSf(t * Math.sqrt(u)));
  return alpha + integrateGaussPieces(extra, 0, cut, 8);
}

// The true spreads over the prior's the calibration checks: from e^−1 to `shift`, log-spaced.
const SPREAD_STEPS = 24;

const quantiles = new Map<string, number>();

/**
 * The quantile of the moderated interval at a look spending `alpha` on a
 * side with d degrees of freedom: the least q (not below the normal's, the
 * interval with the spread known) at which the miss rate stays within alpha
 * for every true spread from e^−1 to `shift` times the prior's. Computed
 * once per look and cached: the design fixes it, never the data.
 */
export function priorQuantile(alpha: number, d: number, rule: PriorRule): number {
  const key = `${alpha}|${d}|${rule.df}|${rule.guardLevel}|${rule.shift}`;
  const known = quantiles.get(key);
  if (known !== undefined) return known;
  const spreads: number[] = [];
  for (let i = 0; i <= SPREAD_STEPS; i++)
    spreads.push(Math.exp(-1 + ((Math.log(rule.shift) + 1) * i) / SPREAD_STEPS));
  const worst = (q: number) => Math.max(...spreads.map((r) => priorMissRate(q, alpha, d, rule, r)));
  const z = normalQuantile(1 - alpha);
  let low = z;
  let high = 3 * tQuantile(1 - alpha, d);
  if (worst(low) <= alpha) high = low;
  for (let i = 0; i < 40 && high - low > 1e-4 * z; i++) {
    const mid = (low + high) / 2;
    if (worst(mid) > alpha) low = mid;
    else high = mid;
  }
  quantiles.set(key, high);
  return high;
}

/**
 * The standard error and quantile of one side of the interval at a look,
 * given the rounds' own (se with d degrees of freedom, from h rounds kept)
 * and the prior spread: the moderated se and the calibrated quantile when
 * the guard lets the prior through, undefined when it refuses it. Note: the
 * prior's standard error is sd/√h, the mean of the h rounds kept, which is
 * at least the trimmed mean's for normal rounds (20% trimming costs about
 * 6% of variance against the mean of all n, Wilcox 2012, §4.4): the
 * moderation errs wide.
 */
export function moderate(
  own: { se: number; df: number; kept: number },
  prior: number,
  alpha: number,
  rule: PriorRule,
): { se: number; quantile: number } | undefined {
  const se0 = prior / Math.sqrt(own.kept);
  if (!(se0 > 0) || !(own.df >= 1)) return undefined;
  if ((own.se * own.se) / (se0 * se0) > priorCut(own.df, rule)) return undefined;
  const se = Math.sqrt((rule.df * se0 * se0 + own.df * own.se * own.se) / (rule.df + own.df));
  return { se, quantile: priorQuantile(alpha, own.df, rule) };
}
