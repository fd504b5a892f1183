// The sequential decision of each row after a look: settled (unchanged,
// regression, improvement) or open, from the within-round rank test of the
// rounds (src/stats/within-round-rank.ts) and group-sequential repeated
// confidence intervals (Jennison & Turnbull 1989), so that looking after
// every round does not inflate the error rates.
// docs/statistics.md, "Sequential rounds", states the method and its checks.

import { detectableChange, roundsNeeded } from './detectable.js';
import { firstBoundary, zBoundaryAt, type SequentialDesign } from './group-sequential.js';
import { normalCdf } from './normal.js';
import { roundValues, type PairedSummary, type RoundPair } from './paired-rounds.js';
import { median } from './sample.js';
import { RankShifts, withinRoundRankZ } from './within-round-rank.js';

/** Which way is better, from the unit (src/model/units.ts); the same strings as the model's Direction. */
export type Better = 'smaller' | 'bigger';

export interface PairedRow {
  /** Identifies the row (benchmark × metric) to the caller. */
  key: string;
  /** The benchmark the row belongs to: the unit a round runs. */
  benchmark: string;
  /** A primary metric (time per op, score): only these keep a benchmark running. */
  primary: boolean;
  direction: Better;
  /** The rounds so far, oldest first. */
  rounds: readonly RoundPair[];
}

export interface SequentialPolicy {
  /** Two-sided error of the regression/improvement test over all looks: a row with no change is flagged at most alpha/2 of the time in each direction. */
  alpha: number;
  /** Two-sided error of the equivalence interval: a row whose change is beyond its threshold is called unchanged at most equivalenceAlpha/2 of the time. */
  equivalenceAlpha: number;
  minRounds: number;
  maxRounds: number;
  /** The row's threshold as a fraction (0.05 for 5%). */
  threshold: (row: PairedRow) => number;
  /**
   * What "beyond the threshold" means for a significant change:
   * - 'interval' (default): the change is not shown to be within the
   *   threshold: the equivalence interval reaches beyond it in the worse (or
   *   better) direction. A true change at the threshold is then caught with
   *   the test's power, not half of the time.
   * - 'estimate': the point estimate is beyond the threshold, as
   *   `benchgate compare` decides today.
   */
  beyond?: 'interval' | 'estimate';
  /** Stop rows that cannot reach a decision by maxRounds (FutilityRule); none when absent. */
  futility?: FutilityRule;
  /** The regression test spends its alpha as alpha·t^rho (regressionDesign); the Pocock type when absent. */
  regressionRho?: number;
}

/**
 * Non-binding futility by stochastic curtailment (Lan, Simon & Halperin
 * 1982; Jennison & Turnbull 2000, ch. 10): from `fromRound` on, an open row
 * stops as inconclusive when neither decision is still within reach by
 * maxRounds:
 * - unchanged: even with no change at all, the equivalence interval at
 *   maxRounds (its boundary times the round's spread over √maxRounds) would
 *   still be wider than the threshold;
 * - flagged: the conditional power to cross the regression boundary by
 *   maxRounds, given the rounds so far and a true change of `effect` times
 *   the threshold (either direction; the change seen so far where it is
 *   larger), is below `power`.
 * Why: on a shared machine the rows too noisy to settle ran every round up
 * to maxRounds and took most of a run's executions for nothing. Stopping
 * can only lower the chance of crossing, so the false-alarm bound holds as
 * it is; with the noise known, the detection of a change of
 * `effect`·threshold falls by at most power·β/(1 − power), β the row's miss
 * rate without the rule. The noise is read off the rounds here, so the loss
 * is measured by simulation (docs/statistics.md, "Futility").
 */
export interface FutilityRule {
  /** First look at which a row may stop for futility: the noise is read off the rounds, so not too early. */
  fromRound: number;
  /** The change the conditional power is computed for, as a multiple of the threshold. */
  effect: number;
  /** Stop when the conditional power to flag that change is below this. */
  power: number;
}

/**
 * Defaults, measured by bench/sequential/simulate.mjs and on real rounds by
 * bench/detection/study-sequential.mjs (docs/statistics.md, "Sequential
 * rounds").
 * - alpha 0.01 over all looks, two-sided: the test alone (no threshold, no
 *   stopping) crosses its boundary on at most 1% of unchanged rows, 0.5% in
 *   the slower direction; the threshold and the confirmation rounds bring
 *   false regressions far below that (4 in 20,000 simulated A/A rows).
 * - regressionRho 2: the regression test spends alpha as alpha·t² from its
 *   first reachable look (regressionDesign).
 * - equivalenceAlpha 0.10: the two one-sided tests at 5% (Schuirmann 1987).
 * - rounds 5 to 40: a row that is clearly settled stops after 5; the rounds
 *   the settled rows do not use go to the open ones, up to 40.
 */
export const DEFAULT_SEQUENTIAL: Omit<SequentialPolicy, 'threshold'> = {
  alpha: 0.01,
  equivalenceAlpha: 0.1,
  minRounds: 5,
  maxRounds: 40,
  beyond: 'interval',
  futility: { fromRound: 8, effect: 2, power: 0.1 },
  regressionRho: 2,
};

export type RowState = 'open' | 'unchanged' | 'regression' | 'improvement' | 'inconclusive';

export interface RowDecision {
  key: string;
  benchmark: string;
  primary: boolean;
  state: RowState;
  /** Rounds judged. */
  rounds: number;
  /** head / base - 1: the estimate and the equivalence-level repeated confidence interval. */
  change: { estimate: number; low: number; high: number };
  /** The regression test crossed its boundary at this look. */
  significant: boolean;
  /** Smallest relative change this look would detect (80% power). */
  detectable: number;
  /** Rounds to add before the threshold is detectable; only when it is not yet. */
  roundsNeeded?: number;
  /** Nominal two-sided t p-value of this look (for display: the decision uses the boundary). */
  p?: number;
  /** Stopped before maxRounds because no decision was within reach (FutilityRule). */
  futile?: true;
  /** Every sample the same on each side (or, secondary rows, within exactSpread): decided without a test (judgeExact). */
  exact?: true;
  /** The larger side's max/min − 1 of an exact row whose samples were not all the same. */
  exactSpread?: number;
}

/** exp of a log-scale interval, minus 1: a relative change. */
function relative(i: { low: number; high: number }): { low: number; high: number } {
  return { low: Math.expm1(i.low), high: Math.expm1(i.high) };
}

function stateOf(
  s: PairedSummary,
  policy: SequentialPolicy,
  threshold: number,
  direction: Better,
  eq: { low: number; high: number },
  significant: boolean,
): RowState {
  if (s.n < policy.minRounds) return 'open';
  const change = Math.expm1(s.mean);
  const beyond =
    policy.beyond === 'estimate'
      ? Math.abs(change) > threshold
      : change > 0
        ? eq.high > threshold
        : eq.low < -threshold;
  if (significant && beyond) {
    const worse = direction === 'smaller' ? change > 0 : change < 0;
    return worse ? 'regression' : 'improvement';
  }
  // Equivalence: the whole interval inside ±threshold.
  if (eq.low > -threshold && eq.high < threshold) return 'unchanged';
  return s.n >= policy.maxRounds ? 'inconclusive' : 'open';
}

/**
 * The rounds' summary on the log scale: the test's estimate, and a standard
 * error read off its own interval (the shifts within one z of the estimate),
 * which the projections of src/stats/detectable.ts divide by √n.
 */
function summarize(rounds: readonly RoundPair[]): {
  s: PairedSummary;
  z: number;
  shifts: RankShifts;
  spread: number;
} {
  const values = roundValues(rounds);
  const shifts = new RankShifts(values);
  const n = values.base.length;
  const mean = shifts.estimate();
  const spread = roundSpread(values);
  if (n < 2)
    return { s: { n, mean, se: Number.NaN, df: Number.NaN, sd: Number.NaN }, z: Number.NaN, shifts, spread };
  const one = shifts.interval(1);
  const se = (one.high - one.low) / 2;
  return {
    s: { n, mean, se, df: n - 1, sd: se * Math.sqrt(n) },
    z: withinRoundRankZ(values),
    shifts,
    spread,
  };
}

/**
 * The spread of one round's log ratio, robustly: 1.4826 times the median
 * absolute deviation of head − base over the rounds (the standard deviation
 * for normal noise). Why not the test's own interval: after a few rounds the
 * rank-inverted interval's ends are extreme differences, and on real rounds it
 * overstated the noise several times over, which stopped real slowdowns for
 * futility (docs/statistics.md, "Futility: rows that cannot settle stop early").
 */
function roundSpread(v: { base: readonly number[]; head: readonly number[] }): number {
  const d = v.head.map((h, i) => h - v.base[i]!);
  if (d.length < 2) return Number.NaN;
  const center = median(d);
  return 1.4826 * median(d.map((x) => Math.abs(x - center)));
}

const reachableDesigns = new Map<string, SequentialDesign>();

/**
 * A design that spends `alpha` over the looks from the first one at which
 * the rank statistic can reach its boundary to maxRounds. Why not from
 * minRounds: with n rounds |z| is at most √n, so a boundary above √n can be
 * neither crossed (no flag) nor inverted into a finite interval (no
 * "unchanged"), and alpha spent at such looks is alpha lost: the Pocock-type
 * spending from round 5 lost four tenths of the regression test's alpha
 * before round 12, where |z| first reaches its boundary. Which looks are made
 * is fixed by the design, never by the data, so the error bound holds
 * (Lan & DeMets 1983).
 */
function reachableDesign(
  alpha: number,
  rho: number | undefined,
  policy: Pick<SequentialPolicy, 'minRounds' | 'maxRounds'>,
): SequentialDesign {
  const key = `${alpha}|${rho}|${policy.minRounds}|${policy.maxRounds}`;
  const known = reachableDesigns.get(key);
  if (known) return known;
  const at = (minRounds: number): SequentialDesign => {
    const d: SequentialDesign = { alpha, minRounds, maxRounds: policy.maxRounds };
    if (rho !== undefined) d.rho = rho;
    return d;
  };
  let design = at(Math.max(2, policy.maxRounds));
  for (let m = Math.max(2, policy.minRounds); m < policy.maxRounds; m++) {
    if (Math.sqrt(m) >= firstBoundary(at(m))) {
      design = at(m);
      break;
    }
  }
  reachableDesigns.set(key, design);
  return design;
}

/**
 * The regression test's design: alpha from its first reachable look (round
 * 12 of 40) on, spent as alpha·t^regressionRho. The power family with rho 2
 * keeps more alpha for the last looks, where the changes near the threshold
 * are caught; the large ones cross at the first looks either way
 * (docs/statistics.md, "When the tests look"). The boundaries assume
 * independent increments, and the rank statistic ranks every round again at
 * each look; in simulated A/A rows it crossed them less often than alpha
 * (bench/sequential/simulate.mjs, "the test alone").
 */
export function regressionDesign(
  policy: Pick<SequentialPolicy, 'alpha' | 'minRounds' | 'maxRounds' | 'regressionRho'>,
): SequentialDesign {
  return reachableDesign(policy.alpha, policy.regressionRho, policy);
}

/** The equivalence interval's design: equivalenceAlpha, Pocock-type, from its first reachable look. */
export function equivalenceDesign(
  policy: Pick<SequentialPolicy, 'equivalenceAlpha' | 'minRounds' | 'maxRounds'>,
): SequentialDesign {
  return reachableDesign(policy.equivalenceAlpha, undefined, policy);
}

/**
 * The first look at which the rank test can cross its regression boundary,
 * for a design of `maxRounds` rounds: with n rounds |z| is at most √n.
 * Infinity when no look can (a design of fewer than 7 rounds).
 */
export function firstDecisiveLook(maxRounds: number, policy = DEFAULT_SEQUENTIAL): number {
  if (maxRounds < policy.minRounds) return Infinity;
  const reg = regressionDesign({ ...policy, maxRounds });
  return Math.sqrt(reg.minRounds) >= firstBoundary(reg) ? reg.minRounds : Infinity;
}

/** The fewest max-rounds with which the regression test can flag a row at all. */
export function fewestDecisiveRounds(policy = DEFAULT_SEQUENTIAL): number {
  let m = policy.minRounds;
  while (firstDecisiveLook(m, policy) === Infinity) m++;
  return m;
}

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
function isFutile(
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

/**
 * How far a secondary row's samples may spread on each side, as a share of
 * its threshold, and still be judged by their range (judgeExact): a tenth of
 * a 5% threshold is 0.5%. Go's B/op of a store that grows a map moves by a
 * few bytes in 100,000 from one round to the next.
 */
export const NEAR_EXACT_SPREAD_SHARE = 0.1;

/** The smallest and largest sample of a side over the rounds; undefined without a positive sample. */
function rangeOf(
  rounds: readonly RoundPair[],
  side: 'base' | 'head',
): { min: number; max: number } | undefined {
  let min = Infinity;
  let max = -Infinity;
  for (const r of rounds) {
    for (const x of r[side]) {
      min = Math.min(min, x);
      max = Math.max(max, x);
    }
  }
  return min > 0 && min <= max ? { min, max } : undefined;
}

/**
 * A row whose every sample is the same on each side over at least minRounds
 * interleaved rounds (bytes and allocations per operation, a count the code
 * fixes): there is no noise to test against, so the change is exact and
 * decided at once. A secondary row whose samples spread by at most
 * NEAR_EXACT_SPREAD_SHARE of the threshold on each side (a count the code
 * fixes up to amortized growth) is decided by the range of head/base over
 * all pairs of samples, when that range lies wholly beyond the threshold or
 * wholly inside it; otherwise it goes to the test. Why: the rank test cannot
 * flag any row before about 10–13 rounds (|z| ≤ √n), so an allocation that
 * doubled stayed open while its benchmark's time settled, and was reported
 * inconclusive. Primary rows (time, score) are never judged by their range:
 * their noise is what the test is for.
 */
function judgeExact(
  row: PairedRow,
  rounds: readonly RoundPair[],
  policy: SequentialPolicy,
): RowDecision | undefined {
  if (rounds.length < policy.minRounds) return undefined;
  const base = rangeOf(rounds, 'base');
  const head = rangeOf(rounds, 'head');
  if (!base || !head) return undefined;
  const threshold = policy.threshold(row);
  const spread = Math.max(base.max / base.min, head.max / head.min) - 1;
  if (spread > 0 && (row.primary || spread > NEAR_EXACT_SPREAD_SHARE * threshold)) return undefined;
  const low = head.min / base.max - 1;
  const high = head.max / base.min - 1;
  const beyond = low > threshold || high < -threshold;
  if (!beyond && (low < -threshold || high > threshold)) return undefined;
  const estimate = Math.sqrt((head.min * head.max) / (base.min * base.max)) - 1;
  const worse = row.direction === 'smaller' ? estimate > 0 : estimate < 0;
  const decision: RowDecision = {
    key: row.key,
    benchmark: row.benchmark,
    primary: row.primary,
    state: !beyond ? 'unchanged' : worse ? 'regression' : 'improvement',
    rounds: rounds.length,
    change: { estimate, low, high },
    significant: low > 0 || high < 0,
    detectable: 0,
    exact: true,
  };
  if (spread > 0) decision.exactSpread = spread;
  return decision;
}

/** Judges one row at look `look` (its first `look` rounds). */
export function judgeRow(row: PairedRow, policy: SequentialPolicy, look: number): RowDecision {
  const rounds = row.rounds.slice(0, look);
  const exact = judgeExact(row, rounds, policy);
  if (exact) return exact;
  const { s, z, shifts, spread } = summarize(rounds);
  const threshold = policy.threshold(row);
  const reg = regressionDesign(policy);
  const equ = equivalenceDesign(policy);
  const known = !Number.isNaN(z);
  const significant = known && Math.abs(z) >= zBoundaryAt(reg, s.n);
  const eq = known ? relative(shifts.interval(zBoundaryAt(equ, s.n))) : { low: -Infinity, high: Infinity };
  let state = stateOf(s, policy, threshold, row.direction, eq, significant);
  const futile = state === 'open' && isFutile(policy, s, z, spread, threshold);
  if (futile) state = 'inconclusive';
  const detectable = detectableChange(reg, s);
  const decision: RowDecision = {
    key: row.key,
    benchmark: row.benchmark,
    primary: row.primary,
    state,
    rounds: s.n,
    change: { estimate: Math.expm1(s.mean), ...eq },
    significant,
    detectable,
  };
  if (detectable > threshold && (state === 'open' || state === 'inconclusive')) {
    decision.roundsNeeded = roundsNeeded(reg, s, threshold);
  }
  if (known) decision.p = 2 * normalCdf(-Math.abs(z));
  if (futile) decision.futile = true;
  return decision;
}

/**
 * The one entry for the round loop: every row's decision after `look`
 * rounds. A row whose benchmark stopped keeps its earlier decision (the
 * caller does not judge it again). A row flagged as a regression runs the
 * confirmation rounds and gets its final state from confirmRegression.
 */
export function judgeSequential(
  rows: readonly PairedRow[],
  policy: SequentialPolicy,
  look: number,
): RowDecision[] {
  return rows.map((row) => judgeRow(row, policy, look));
}

/**
 * The final state of a row flagged as a regression, after the confirmation
 * rounds: judged on all its rounds at look n + confirmRounds. It stays a
 * regression while the equivalence interval still lies wholly on the slower
 * side of zero and reaches beyond the threshold; otherwise it is unchanged
 * (interval inside ±threshold) or inconclusive. Note: the error bound comes
 * from the sequential test that flagged the row; confirmation only adds a
 * condition, so it can lower false alarms, never raise them. It asks for
 * less than a second crossing of the regression boundary, which would lose
 * slowdowns to a hiccup in the three extra rounds.
 */
export function confirmRegression(row: PairedRow, policy: SequentialPolicy, look: number): RowState {
  const d = judgeRow(row, policy, look);
  if (d.state === 'regression' || d.state === 'unchanged') return d.state;
  const threshold = policy.threshold(row);
  const { low, high } = d.change;
  const slower = row.direction === 'smaller' ? low > 0 && high > threshold : high < 0 && low < -threshold;
  return slower ? 'regression' : 'inconclusive';
}
