// Rows judged as pairs of rounds: when both sides' samples carry the round
// they were measured in (benchgate ran the rounds), head and base of each
// round form one paired ratio, and the sequential rule of src/stats/sequential.ts
// decides (docs/statistics.md, "Sequential rounds"). The decision depends
// only on the samples, their rounds and the design recorded with them, so
// `benchgate compare base.json head.json` reaches the verdict the run did.

import { sortedParams } from '../model/identity.js';
import type { Context, Direction, Metric } from '../model/results.js';
import { DEFAULT_PRIOR_RULE } from '../stats/noise-prior.js';
import type { RoundPair } from '../stats/paired-rounds.js';
import {
  confirmRegression,
  confirmEarlyRegression,
  DEFAULT_SEQUENTIAL,
  firstDecisiveLook,
  judgeRow,
  type PairedRow,
  type RowState,
  type SequentialPolicy,
} from '../stats/sequential.js';
import type { PairedDecision } from './types.js';

/** How the rounds were planned (sideResults records it in the results' context, roundDesignOf reads it back). */
export interface RoundDesign {
  maxRounds: number;
  /** The first confirmation round, when there were any. */
  confirmFrom?: number;
  /**
   * The first round after the confirmation rounds at which the rows whose
   * early flag those rounds did not confirm ran on (reopenedJudgement);
   * absent when none did.
   */
  reopenFrom?: number;
  /** The sequential rule's alpha, when the run set one (a bisection's probes). */
  alpha?: number;
  /** What the run cost: runs of one benchmark on one side in one round, and the wall time from checkout to the last round. */
  cost?: RunCost;
  /** Each row's per-round noise known before the run, for the early branch (src/stats/noise-prior.ts); absent: none. */
  prior?: NoisePriors;
  /** false: the early branch's flags got no confirmation rounds (src/pipeline/judge.ts confirmsEarlyFlags). */
  earlyFlagsConfirmed?: false;
}

/** Per-round spreads keyed by priorKey, and where they came from (the report names it). */
export interface NoisePriors {
  source: string;
  rows: Record<string, number>;
}

/**
 * The key of a row's prior: suite, name, sorted params, unit and metric.
 * The history's and the calibration's noise per row are keyed by it too
 * (src/history/row-noise.ts, calibration.ts), so that a shell passes them
 * through as they are.
 */
export function priorKey(row: {
  suite: string;
  name: string;
  params: Record<string, string>;
  unit: string;
  metric?: string;
}): string {
  return JSON.stringify([row.suite, row.name, sortedParams(row.params), row.unit, row.metric ?? null]);
}

export interface RunCost {
  benchmarkRuns: number;
  seconds: number;
}

/** The design a run recorded in its head results; undefined for results benchgate did not run in rounds. */
export function roundDesignOf(context: Context): RoundDesign | undefined {
  const maxRounds = context.maxRounds;
  if (typeof maxRounds !== 'number' || !Number.isInteger(maxRounds)) return undefined;
  const design: RoundDesign = { maxRounds };
  if (typeof context.confirmFrom === 'number') design.confirmFrom = context.confirmFrom;
  if (
    typeof context.reopenFrom === 'number' &&
    design.confirmFrom !== undefined &&
    context.reopenFrom > design.confirmFrom
  )
    design.reopenFrom = context.reopenFrom;
  const alpha = context.sequentialAlpha;
  if (typeof alpha === 'number' && alpha > 0 && alpha < 1) design.alpha = alpha;
  const cost = context.runCost as Partial<RunCost> | undefined;
  if (cost && typeof cost.benchmarkRuns === 'number' && typeof cost.seconds === 'number')
    design.cost = { benchmarkRuns: cost.benchmarkRuns, seconds: cost.seconds };
  const prior = priorsOf(context.noisePrior);
  if (prior) design.prior = prior;
  if (context.earlyFlagsConfirmed === false) design.earlyFlagsConfirmed = false;
  return design;
}

/** The recorded priors: only positive finite spreads count (a hand-edited file cannot make a row's noise zero or negative). */
function priorsOf(value: unknown): NoisePriors | undefined {
  const p = value as Partial<NoisePriors> | undefined;
  if (!p || typeof p !== 'object' || typeof p.source !== 'string' || !p.rows || typeof p.rows !== 'object')
    return undefined;
  const rows: Record<string, number> = {};
  for (const [key, sd] of Object.entries(p.rows))
    if (typeof sd === 'number' && Number.isFinite(sd) && sd > 0) rows[key] = sd;
  return { source: p.source, rows };
}

/** The sequential policy of a run with this design, a row's threshold and its prior spread (if any). */
function sequentialPolicy(design: RoundDesign, threshold: number, prior?: number): SequentialPolicy {
  const alpha = design.alpha ?? DEFAULT_SEQUENTIAL.alpha;
  const policy: SequentialPolicy = {
    ...DEFAULT_SEQUENTIAL,
    alpha,
    maxRounds: design.maxRounds,
    threshold: () => threshold,
  };
  if (prior !== undefined) policy.prior = { rule: DEFAULT_PRIOR_RULE, sd: () => prior };
  return policy;
}

/**
 * The rounds both sides measured, oldest first, each with the samples of that
 * round; undefined when a side's samples do not carry their rounds.
 */
export function roundPairs(base: Metric, head: Metric): { round: number; pair: RoundPair }[] | undefined {
  if (!base.rounds || !head.rounds) return undefined;
  const b = byRound(base.samples, base.rounds);
  const h = byRound(head.samples, head.rounds);
  const out: { round: number; pair: RoundPair }[] = [];
  for (const [round, samples] of [...b].sort((x, y) => x[0] - y[0])) {
    const other = h.get(round);
    if (other) out.push({ round, pair: { base: samples, head: other } });
  }
  return out;
}

function byRound(samples: readonly number[], rounds: readonly number[]): Map<number, number[]> {
  const m = new Map<number, number[]>();
  for (let i = 0; i < samples.length; i++) {
    const list = m.get(rounds[i]!);
    if (list) list.push(samples[i]!);
    else m.set(rounds[i]!, [samples[i]!]);
  }
  return m;
}

/**
 * The paired decision of one metric pair, or undefined when the row is for the
 * pooled rank test instead: samples without rounds, fewer paired rounds than
 * the rule's first look, or a design too short for the test to ever flag a
 * row (src/config/rounds-design.ts runs those as the fixed design). The main rounds are
 * judged at their last look; a regression there with confirmation rounds
 * after it takes its final state from them: the rank test's flags from
 * confirmRegression over all rounds, the early branch's from whether the
 * confirmation rounds alone reproduce it (confirmEarlyRegression).
 */
export function judgePairedRounds(
  base: Metric,
  head: Metric,
  row: PairedRowOf,
  design: RoundDesign | undefined,
  {
    settledAt = true,
  }: {
    /** Search a secondary row's settling round (primary rows always say theirs). */ settledAt?: boolean;
  } = {},
): PairedDecision | undefined {
  if (!design) return undefined;
  const prior = design.prior?.rows[priorKey(row)];
  const policy = sequentialPolicy(design, row.threshold, prior);
  // A design too short for the rank test to ever flag a row is judged as the fixed design is.
  if (firstDecisiveLook(design.maxRounds, policy) === Infinity) return undefined;
  const pairs = roundPairs(base, head);
  if (!pairs) return undefined;
  const main = pairs.filter((p) => design.confirmFrom === undefined || p.round < design.confirmFrom);
  // The rounds up to the reopened ones: what the confirmation judged.
  const confirmed = pairs.filter((p) => design.reopenFrom === undefined || p.round < design.reopenFrom);
  const paired = (list: typeof pairs): PairedRow => ({
    key: '',
    benchmark: '',
    primary: row.primary,
    direction: row.direction,
    rounds: list.map((p) => p.pair),
  });
  const first = judgeRow(paired(main), policy, main.length);
  if (first.rounds < DEFAULT_SEQUENTIAL.minRounds) return undefined;
  const afterFirst = afterConfirmation(first, paired(confirmed), main.length, policy);
  const reopened =
    first.state === 'regression' &&
    first.early &&
    afterFirst.state === 'inconclusive' &&
    confirmed.length < pairs.length
      ? reopenedJudgement(paired(pairs), confirmed.length, confirmed.length - main.length, policy)
      : undefined;
  const { state, shown, confirmation } = reopened ?? afterFirst;
  const decision = describeDecision(state, shown, confirmation);
  // A confirmation that changed the state settled the row with its last round.
  if (SETTLED.has(state) && (row.primary || settledAt))
    decision.settledAt = reopened
      ? (reopened.settledAt ?? pairs.length)
      : state !== first.state
        ? confirmed.length
        : row.primary
          ? first.rounds
          : settledRound(state, paired(main), policy, first.rounds);
  // A reopened row's first flag did not stand: what settled it is told by `reopened` and its own confirmation.
  if (first.early && !reopened) decision.early = true;
  if (reopened)
    decision.reopened = { flaggedAt: main.length, confirmationRounds: confirmed.length - main.length };
  if (
    state === 'regression' &&
    first.early &&
    confirmation === undefined &&
    design.earlyFlagsConfirmed === false
  )
    decision.unconfirmedEarly = true;
  // After settledAt and the early marks: comparison.json keeps its field order.
  if (shown.exact) decision.exact = true;
  if (shown.exactSpread !== undefined) decision.exactSpread = shown.exactSpread;
  // The look that settled the row says whether its prior was used; a row the early branch never reached says nothing.
  if (prior !== undefined && design.prior && first.prior !== undefined)
    decision.prior = { sd: prior, source: design.prior.source, used: first.prior };
  return decision;
}

/** The row a metric pair is judged as: its identity (for the prior's key), direction and threshold. */
interface PairedRowOf {
  direction: Direction;
  threshold: number;
  primary: boolean;
  suite: string;
  name: string;
  params: Record<string, string>;
  unit: string;
  metric?: string;
}

/**
 * The main rounds' judgement, unless it was a regression with confirmation
 * rounds after it: then the state is theirs (confirmRegression over all
 * rounds, or confirmEarlyRegression for the early branch) and the judgement
 * shown is the last look over every round.
 */
function afterConfirmation(
  first: ReturnType<typeof judgeRow>,
  all: PairedRow,
  mainRounds: number,
  policy: SequentialPolicy,
): { state: RowState; shown: ReturnType<typeof judgeRow>; confirmation?: number } {
  const rounds = all.rounds.length;
  if (first.state !== 'regression' || rounds <= mainRounds) return { state: first.state, shown: first };
  return {
    state: first.early
      ? confirmEarlyRegression(all, mainRounds, policy)
      : confirmRegression(all, policy, rounds),
    shown: judgeRow(all, policy, rounds),
    confirmation: rounds - mainRounds,
  };
}

/**
 * A row whose early flag the confirmation rounds did not confirm, run on
 * from round `from` (its main and confirmation rounds before it): judged at
 * each look over all its rounds, the confirmation rounds counted as any
 * other, until a look settles it. A flag there runs `confirmRounds` more
 * rounds and is confirmed as the first one was (confirmEarlyRegression for
 * the early branch's, confirmRegression for the rank test's), once: a flag
 * those rounds do not confirm either ends inconclusive. Open while the rows
 * it needs have not run (the round loop runs them), and judged on what ran
 * when max-rounds came first.
 * Why it keeps the error: a regression still needs a flag of one of the two
 * tests at some look, whose chance over all looks is what the union bound
 * spends, and a confirmation only adds a condition; the reopened rounds give
 * the tests more looks, not more alpha (docs/statistics.md, "Confirmation").
 */
function reopenedJudgement(
  all: PairedRow,
  from: number,
  confirmRounds: number,
  policy: SequentialPolicy,
): { state: RowState; shown: ReturnType<typeof judgeRow>; settledAt?: number; confirmation?: number } {
  const rounds = all.rounds.length;
  // The look at the row's last round, judged once whichever way the loop leaves.
  const atLast = () => judgeRow(all, policy, rounds);
  for (let look = from + 1; look <= rounds; look++) {
    const d = judgeRow(all, policy, look);
    if (d.state === 'open') {
      if (look === rounds) return { state: 'open', shown: d };
      continue;
    }
    if (d.state !== 'regression') return { state: d.state, shown: d, settledAt: look };
    const end = look + confirmRounds;
    if (end > rounds && rounds < policy.maxRounds)
      return { state: 'open', shown: look === rounds ? d : atLast() };
    const last = Math.min(end, rounds);
    const upTo: PairedRow = { ...all, rounds: all.rounds.slice(0, last) };
    const state = d.early
      ? confirmEarlyRegression(upTo, look, policy)
      : confirmRegression(upTo, policy, last);
    return {
      state,
      shown: last === look ? d : judgeRow(all, policy, last),
      settledAt: last,
      confirmation: last - look,
    };
  }
  // Not reached: the caller runs on only rows with rounds after `from`.
  const shown = atLast();
  return { state: shown.state, shown };
}

/** What the judgement shown (the last look, over the confirmation rounds too when they ran) says of the row in `state`. */
function describeDecision(
  state: RowState,
  shown: ReturnType<typeof judgeRow>,
  confirmation: number | undefined,
): PairedDecision {
  const interval = shown.reported ?? shown.change;
  const decision: PairedDecision = {
    state,
    rounds: shown.rounds,
    estimate: shown.change.estimate,
    low: interval.low,
    high: interval.high,
    detectable: shown.detectable,
  };
  if (shown.p !== undefined) decision.p = shown.p;
  if (shown.roundsNeeded !== undefined && (state === 'open' || state === 'inconclusive'))
    decision.roundsNeeded = shown.roundsNeeded;
  if (confirmation !== undefined) decision.confirmationRounds = confirmation;
  if (shown.futile && state === 'inconclusive') decision.futile = true;
  return decision;
}

const SETTLED = new Set<RowState>(['unchanged', 'regression', 'improvement']);

/**
 * The round at which a secondary row reached `state`: its benchmark ran on
 * while its primary row was open, so the row is judged at the benchmark's
 * last look, but it may have settled rounds before (an allocation count at
 * round 2 beside a time row that needed 9). Found by bisection over the
 * looks, a few judgements per row however many rounds ran (each judgement
 * is a rank test, and a scan of every look made large comparisons several
 * times as slow). Exact where a row once settled stays so, which is the
 * rule's design (intervals narrow as rounds accumulate); a row whose state
 * came and went gets one of the rounds at which it came.
 */
function settledRound(state: RowState, row: PairedRow, policy: SequentialPolicy, last: number): number {
  let before = DEFAULT_SEQUENTIAL.minRounds;
  if (last <= before || judgeRow(row, policy, before).state === state) return Math.min(before, last);
  // Not in `state` at look `before`, in it at look `last`.
  let at = last;
  while (at - before > 1) {
    const mid = Math.floor((before + at) / 2);
    if (judgeRow(row, policy, mid).state === state) at = mid;
    else before = mid;
  }
  return at;
}
