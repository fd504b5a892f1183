// The sequential decision of each row after a look: settled (unchanged,
// regression, improvement) or open, from two tests whose errors add up (the
// union bound): the within-round rank test of the rounds
// (src/stats/within-round-rank.ts) with group-sequential repeated confidence
// intervals (Jennison & Turnbull 1989), robust to one-sided spikes but unable
// to decide before round 6, and the early branch (src/stats/t-looks.ts), a t
// interval of the mean log ratio that settles quiet rows from round 3.
// Looking after every round inflates neither's error rates.
// docs/statistics.md, "Sequential rounds", states the method and its checks.

import { detectableChange, roundsNeeded } from './detectable.js';
import { judgeExact } from './exact-rows.js';
import { isFutile } from './futility.js';
import { firstBoundary, zBoundaryAt } from './group-sequential.js';
import { normalCdf } from './normal.js';
import { roundValues, type PairedSummary, type RoundPair } from './paired-rounds.js';
import { lowerMedian, median } from './sample.js';
import {
  earlyEquivalenceDesign,
  earlyRegressionDesign,
  equivalenceDesign,
  regressionDesign,
} from './sequential-designs.js';
import type { PriorRule } from './noise-prior.js';
import { flagInterval, unchangedBound } from './early-regions.js';
import { pooledGuardHolds, rowPooling, type RowPooling } from './pooled-gate.js';
import { dropSlowestAt, pooledAt, tLookAlpha, tLookInterval, type TLooksDesign } from './t-looks.js';
import { exceedsThreshold, insideThreshold } from './threshold.js';
import type { Better, PairedRow, RowDecision, RowState, SequentialPolicy } from './sequential-policy.js';
import { RankShifts } from './within-round-rank.js';

export type { EarlyBranch, PairedRow, RowState, SequentialPolicy } from './sequential-policy.js';

/**
 * Defaults, measured by bench/sequential/simulate.mjs and on real rounds by
 * bench/detection/study-sequential.mjs (docs/statistics.md, "Sequential
 * rounds", and docs/performance.md, "Sequential rounds on real runs").
 * - alpha 0.01 over all looks, two-sided, split between the two tests by
 *   the union bound (early.share): neither test alone (no threshold, no
 *   stopping) crosses its boundary on more than its part of unchanged rows;
 *   the threshold brings false regressions far below that.
 * - regressionRho and equivalenceRho 2: the rank test spends its parts as
 *   alpha·t² from their first reachable looks (regressionDesign,
 *   equivalenceDesign).
 * - equivalenceAlpha 0.10: the two one-sided tests at 5% (Schuirmann 1987),
 *   split the same way (early.equivalenceShare).
 * - the early branch from round 3, spending most at the first looks: the
 *   regression test 20% at round 3 and 45% at round 4, the last look with
 *   three degrees of freedom before trimming takes two, then 12% and 8% at
 *   rounds 7 and 9, where the trimmed interval flags a row whose first
 *   rounds held a spike, and the last 13.5% decaying (front); the
 *   equivalence interval 66% at round 3, where a quiet row settles, then
 *   14%, 10% and 6% at rounds 5, 7 and 9 (equivalenceFront), where the
 *   trimmed interval settles rows of 2–3% noise whose first rounds held a
 *   spike, and the last 2.5% decaying over rounds 10–40. Round 4 gets
 *   little: with 3 degrees of freedom and no trimming it settled no real
 *   row that round 3 had not (docs/statistics.md, "The early branch").
 *   Each look between gets 0.5% of its test's alpha, so that none spends
 *   nothing: a comparison judges a row at whatever look its rounds end
 *   (src/compare/paired-rounds.ts), and a look that spent nothing could
 *   neither flag nor settle a row of, say, six rounds.
 * - at round 3 the early branch's "unchanged" and at round 4 its flag are
 *   regions shaped for power at the spreads real rows have, each within the
 *   alpha its look spends (src/stats/early-regions.ts): Student's interval
 *   on 2 and 3 degrees of freedom leaves most of it unused.
 * - a row whose noise prior (the calibration runs' per-round noise) is at
 *   most 5% is judged at rounds 3 and 4 by the pooled two-sample t instead,
 *   twice the degrees of freedom (src/stats/pooled-gate.ts): on two noisy
 *   collections of 2026-12-05/06 it took the +10% rows of ≤ 3% noise from
 *   14–18 executions to 8–14 and raised no false alarm the default did
 *   not. A row without a prior is judged as before.
 * - those pooled looks spend half their alpha on the pooled t and half on
 *   the interval from each side's rounds less its slowest run, and keep the
 *   intersection (src/stats/drop-slowest.ts): short runs are slowed now
 *   and then, never sped up, and one such spike a side no longer keeps a
 *   quiet row from settling at round 3 or being flagged at round 4.
 * - and so do the trimmed looks of those rows up to round 9 (the trimmed t
 *   at half the alpha; dropSlowestUntil): a row that a spike kept open at
 *   rounds 3 and 4 no longer waits for the trimming to remove it, whose
 *   interval has 2–4 degrees of freedom at rounds 5–7. On the five 8 ms
 *   collections of 2026-12-06/07 it settled such rows' A/A medians up to
 *   4 executions sooner, and raised no false alarm the default did not.
 * - rounds 2 to 40: exact rows settle at round 2, quiet rows at 3; the
 *   rounds the settled rows do not use go to the open ones, up to 40.
 */
export const DEFAULT_SEQUENTIAL: Omit<SequentialPolicy, 'threshold'> = {
  alpha: 0.01,
  equivalenceAlpha: 0.1,
  minRounds: 2,
  maxRounds: 40,
  beyond: 'interval',
  futility: { fromRound: 8, effect: 2, power: 0.1 },
  regressionRho: 2,
  equivalenceRho: 2,
  early: {
    share: 0.5,
    equivalenceShare: 0.7,
    firstLook: 3,
    decay: 1,
    front: [0.2, 0.45, 0.005, 0.005, 0.12, 0.005, 0.08],
    equivalenceFront: [0.66, 0.005, 0.14, 0.005, 0.1, 0.005, 0.06],
    equivalenceDecay: 2,
    regions: true,
    pooled: true,
    pooledGate: { below: 0.05 },
    dropSlowest: true,
    dropSlowestUntil: 9,
  },
};

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
  unchanged = insideThreshold(eq.low, eq.high, threshold),
): RowState {
  if (s.n < policy.minRounds) return 'open';
  const change = Math.expm1(s.mean);
  // The estimate, or the interval's end on the estimate's side, past the threshold's edge on that side.
  const end = policy.beyond === 'estimate' ? change : change > 0 ? eq.high : eq.low;
  const beyond = (change > 0 ? end > 0 : end < 0) && exceedsThreshold(end, threshold);
  if (significant && beyond) {
    const worse = direction === 'smaller' ? change > 0 : change < 0;
    return worse ? 'regression' : 'improvement';
  }
  // Equivalence: the whole interval inside the threshold's edges (or a shaped look's call).
  if (unchanged) return 'unchanged';
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
  ratios: number[];
  values: { base: number[]; head: number[] };
} {
  const values = roundValues(rounds);
  const ratios = values.head.map((h, i) => h - values.base[i]!);
  const shifts = new RankShifts(values);
  const n = values.base.length;
  const mean = shifts.estimate();
  const spread = roundSpread(values);
  if (n < 2)
    return {
      s: { n, mean, se: Number.NaN, df: Number.NaN, sd: Number.NaN },
      z: Number.NaN,
      shifts,
      spread,
      ratios,
      values,
    };
  const one = shifts.interval(1);
  const se = (one.high - one.low) / 2;
  return {
    s: { n, mean, se, df: n - 1, sd: se * Math.sqrt(n) },
    z: shifts.z(),
    shifts,
    spread,
    ratios,
    values,
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

/**
 * The first look at which the rule can flag a row, for a design of
 * `maxRounds` rounds: the early branch's first look, or where the rank test
 * can first cross its regression boundary (with n rounds |z| is at most √n).
 * Infinity when no look can.
 */
export function firstDecisiveLook(maxRounds: number, policy = DEFAULT_SEQUENTIAL): number {
  if (maxRounds < policy.minRounds) return Infinity;
  const early = policy.early && policy.early.share > 0 ? policy.early.firstLook : Infinity;
  if (early <= maxRounds) return Math.max(early, policy.minRounds);
  const reg = regressionDesign({ ...policy, maxRounds });
  return Math.sqrt(reg.minRounds) >= firstBoundary(reg) ? reg.minRounds : Infinity;
}

/** The fewest max-rounds with which the regression test can flag a row at all. */
export function fewestDecisiveRounds(policy = DEFAULT_SEQUENTIAL): number {
  let m = policy.minRounds;
  while (firstDecisiveLook(m, policy) === Infinity) m++;
  return m;
}

/** Judges one row at look `look` (its first `look` rounds). */
export function judgeRow(row: PairedRow, policy: SequentialPolicy, look: number): RowDecision {
  const rounds = row.rounds.slice(0, look);
  const exact = judgeExact(row, rounds, policy);
  if (exact) return exact;
  const { s, z, shifts, spread, ratios, values } = summarize(rounds);
  const threshold = policy.threshold(row);
  const reg = regressionDesign(policy);
  const equ = equivalenceDesign(policy);
  const known = !Number.isNaN(z);
  const rankSignificant = known && Math.abs(z) >= zBoundaryAt(reg, s.n);
  const rankEq = known ? shifts.interval(zBoundaryAt(equ, s.n)) : UNBOUNDED;
  const early = earlyIntervals(ratios, policy, priorOf(row, policy), threshold, values);
  const significant = rankSignificant || early.significant;
  const eqLog = intersect(rankEq, early.equivalence);
  const eq = relative(eqLog);
  const rankEqRelative = relative(rankEq);
  // A shaped look calls "unchanged" itself; its interval then only reports (and the rank test's own still
  // counts). Elsewhere stateOf reads the decision interval.
  const unchanged =
    early.unchanged === undefined
      ? undefined
      : early.unchanged || insideThreshold(rankEqRelative.low, rankEqRelative.high, threshold);
  let state = stateOf(s, policy, threshold, row.direction, eq, significant, unchanged);
  const rankAlone =
    early.significant || early.equivalence.low > -Infinity || early.unchanged !== undefined
      ? stateOf(s, policy, threshold, row.direction, rankEqRelative, rankSignificant)
      : state;
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
  if (significant) {
    const tests = [
      ...(rankSignificant ? [shifts.interval(zBoundaryAt(reg, s.n))] : []),
      ...(early.significant ? [early.regression] : []),
    ];
    const shown = reportedInterval(eqLog, tests, s.mean);
    if (shown) decision.reported = relative(shown);
  }
  if (known) decision.p = 2 * normalCdf(-Math.abs(z));
  if (futile) decision.futile = true;
  if (state !== 'open' && state !== 'inconclusive' && rankAlone === 'open') decision.early = true;
  if (early.prior !== undefined) decision.prior = early.prior;
  return decision;
}

const UNBOUNDED = { low: -Infinity, high: Infinity } as const;

/**
 * Where both intervals hold, the truth lies in both: their intersection
 * covers it as often as the two errors allow together (the union bound).
 * Two intervals that do not meet mean one of them missed: the span of both
 * is kept then, so that no decision rests on a contradiction.
 */
function intersect(
  a: { low: number; high: number },
  b: { low: number; high: number },
): { low: number; high: number } {
  const low = Math.max(a.low, b.low);
  const high = Math.min(a.high, b.high);
  return low <= high ? { low, high } : { low: Math.min(a.low, b.low), high: Math.max(a.high, b.high) };
}

/**
 * The interval a flagged row reports (log scale), when it is narrower than
 * the decision interval: that interval intersected with the interval of
 * each regression test that flagged the row. The decision interval is the
 * equivalence tests' (their wider alpha), so on its own a row flagged on
 * few rounds can report a slowdown whose interval reaches below zero (a
 * +109% row at round 4 showed −41% to +632%), which says less than the
 * flag did. Each interval covers the change but for its own alpha, so the
 * intersection covers it but for their sum (the union bound, as the
 * decision interval's own intersection): it excludes zero as the flag
 * does. Undefined when nothing narrows, or when the intersection would
 * leave out the estimate (the rank test's center is not the rounds' mean
 * the early tests read): the decision interval then.
 */
function reportedInterval(
  decision: { low: number; high: number },
  tests: readonly { low: number; high: number }[],
  estimate: number,
): { low: number; high: number } | undefined {
  let low = decision.low;
  let high = decision.high;
  for (const t of tests) {
    low = Math.max(low, t.low);
    high = Math.min(high, t.high);
  }
  if (!(low <= estimate && estimate <= high)) return undefined;
  return low > decision.low || high < decision.high ? { low, high } : undefined;
}

function priorOf(row: PairedRow, policy: SequentialPolicy): { sd: number; rule: PriorRule } | undefined {
  const sd = policy.prior?.sd(row);
  return policy.prior && sd !== undefined && sd > 0 ? { sd, rule: policy.prior.rule } : undefined;
}

/** The early branch at one look (earlyIntervals). */
interface EarlyLook {
  significant: boolean;
  /** The interval its regression test read (the shaped flag's, inverted, at round 4): it excludes zero when significant. */
  regression: { low: number; high: number };
  equivalence: { low: number; high: number };
  /** At a shaped look (src/stats/early-regions.ts): whether its region calls the row unchanged. */
  unchanged?: boolean;
  prior?: boolean;
}

/**
 * The early branch at this look: whether its regression test excludes no
 * change, its equivalence interval (log scale), and, for a row with a prior
 * spread, whether either interval used it. At the looks a shaped region
 * serves (round 4's flag, round 3's "unchanged"), the region decides instead
 * of Student's interval, each within the alpha the look spends.
 */
function earlyIntervals(
  ratios: readonly number[],
  policy: SequentialPolicy,
  prior: { sd: number; rule: PriorRule } | undefined,
  threshold: number,
  sides: { base: readonly number[]; head: readonly number[] },
): EarlyLook {
  const pooling = rowPooling(policy.early, prior?.sd);
  const regDesign = designFor(earlyRegressionDesign(policy), pooling);
  const eqDesign = designFor(earlyEquivalenceDesign(policy), pooling);
  const pooledHere = eqDesign !== undefined && pooledAt(eqDesign, ratios.length);
  const gate = policy.early?.pooledGate;
  if (pooling === 'gated' && prior && gate && pooledHere) {
    // The prior chose the pooled looks for this row; with a guard, where the rounds disagree with it this look decides nothing.
    if (!pooledGuardHolds(sides, eqDesign, prior.sd, gate, prior.rule.df)) {
      return {
        significant: false,
        regression: { ...UNBOUNDED },
        equivalence: { ...UNBOUNDED },
        prior: false,
      };
    }
  }
  // Under a gate the prior chooses the test and does not also moderate the interval.
  const moderating = pooling === 'as-designed' ? prior : undefined;
  const reg = regDesign ? tLookInterval(ratios, regDesign, moderating, sides) : UNBOUNDED;
  const equivalence = eqDesign ? tLookInterval(ratios, eqDesign, moderating, sides) : UNBOUNDED;
  // The shaped looks serve rows judged without a prior (the prior's calibrated quantile is Student's),
  // and not where the pooled look reads the spread (the regions are built for the paired one).
  const shaped = policy.early?.regions !== false && !moderating && !pooledHere;
  const flag =
    shaped && regDesign
      ? flagInterval(ratios, Math.log1p(threshold), tLookAlpha(regDesign, ratios.length))
      : undefined;
  const bound = shaped && eqDesign ? unchangedBound(ratios, tLookAlpha(eqDesign, ratios.length)) : undefined;
  const regression = flag ?? { low: reg.low, high: reg.high };
  const out: EarlyLook = {
    significant: regression.low > 0 || regression.high < 0,
    regression,
    equivalence: { low: equivalence.low, high: equivalence.high },
  };
  if (bound !== undefined) {
    // Called unchanged, the row reports the region's interval; otherwise Student's, which then decides nothing.
    out.unchanged = insideThreshold(Math.expm1(-bound), Math.expm1(bound), threshold);
    if (out.unchanged) out.equivalence = { low: -bound, high: bound };
  }
  const used = [reg, equivalence].flatMap((i) => ('prior' in i && i.prior !== undefined ? [i.prior] : []));
  if (used.length > 0) out.prior = used.includes(true);
  // The prior chose this look's test: the pooled t, or the drop-slowest half of a later look.
  const chosen = pooledHere || [regDesign, eqDesign].some((d) => d && dropSlowestAt(d, ratios.length));
  if (pooling === 'gated' && chosen) out.prior = true;
  return out;
}

/** The early design a row is judged by: without its pooled looks where the gate keeps the row out. */
function designFor(design: TLooksDesign | undefined, pooling: RowPooling): TLooksDesign | undefined {
  return design && pooling === 'paired' && design.pooled ? { ...design, pooled: false } : design;
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
  const slower =
    row.direction === 'smaller'
      ? low > 0 && exceedsThreshold(high, threshold)
      : high < 0 && exceedsThreshold(low, threshold);
  return slower ? 'regression' : 'inconclusive';
}

/**
 * The final state of a row the early branch flagged at round `flaggedAt`,
 * after the confirmation rounds that follow it: a regression when
 * confirmRegression keeps it over all rounds, or when the confirmation
 * rounds alone reproduce the slowdown past the threshold in most of them
 * (their lower median: of 3 rounds the middle one, of 2 the smaller);
 * otherwise confirmRegression's state. The early branch's t interval
 * assumes independent, near-normal rounds; processes that land in one of
 * two modes (JMH forks after one of two JIT compilations) break it, since
 * three head forks in the slow mode and three base forks in the fast one
 * look like a regression. Fresh rounds do not repeat that draw (the lower
 * median of three needs two of them slow), while a real slowdown past the
 * threshold reproduces in them even when one spike widens the all-rounds
 * interval. Past the threshold, not half of it: a real change under the
 * threshold (a JMH row moved 3% by code layout) must not be confirmed by
 * new rounds that merely repeat it (docs/statistics.md, "Confirmation").
 */
export function confirmEarlyRegression(
  row: PairedRow,
  flaggedAt: number,
  policy: SequentialPolicy,
): RowState {
  const all = confirmRegression(row, policy, row.rounds.length);
  if (all === 'regression') return all;
  const { base, head } = roundValues(row.rounds.slice(flaggedAt));
  if (base.length === 0) return all;
  const slower = head.map((h, i) => (row.direction === 'smaller' ? h - base[i]! : base[i]! - h));
  return lowerMedian(slower) > Math.log1p(policy.threshold(row)) ? 'regression' : all;
}
