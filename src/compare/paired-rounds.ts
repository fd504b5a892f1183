// Rows judged as pairs of rounds: when both sides' samples carry the round
// they were measured in (benchgate ran the rounds), head and base of each
// round form one paired ratio, and the sequential rule of src/stats/sequential.ts
// decides (docs/statistics.md, "Sequential rounds"). The decision depends
// only on the samples, their rounds and the design recorded with them, so
// `benchgate compare base.json head.json` reaches the verdict the run did.

import type { Context, Direction, Metric } from '../model/results.js';
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
  /** The sequential rule's alpha, when the run set one (a bisection's probes). */
  alpha?: number;
  /** What the run cost: runs of one benchmark on one side in one round, and the wall time from checkout to the last round. */
  cost?: RunCost;
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
  const alpha = context.sequentialAlpha;
  if (typeof alpha === 'number' && alpha > 0 && alpha < 1) design.alpha = alpha;
  const cost = context.runCost as Partial<RunCost> | undefined;
  if (cost && typeof cost.benchmarkRuns === 'number' && typeof cost.seconds === 'number')
    design.cost = { benchmarkRuns: cost.benchmarkRuns, seconds: cost.seconds };
  return design;
}

/** The sequential policy of a run with this design and a row's threshold. */
function sequentialPolicy(design: RoundDesign, threshold: number): SequentialPolicy {
  const alpha = design.alpha ?? DEFAULT_SEQUENTIAL.alpha;
  return { ...DEFAULT_SEQUENTIAL, alpha, maxRounds: design.maxRounds, threshold: () => threshold };
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
  row: { direction: Direction; threshold: number; primary: boolean },
  design: RoundDesign | undefined,
): PairedDecision | undefined {
  if (!design) return undefined;
  const policy = sequentialPolicy(design, row.threshold);
  // A design too short for the rank test to ever flag a row is judged as the fixed design is.
  if (firstDecisiveLook(design.maxRounds, policy) === Infinity) return undefined;
  const pairs = roundPairs(base, head);
  if (!pairs) return undefined;
  const main = pairs.filter((p) => design.confirmFrom === undefined || p.round < design.confirmFrom);
  const paired = (list: typeof pairs): PairedRow => ({
    key: '',
    benchmark: '',
    primary: row.primary,
    direction: row.direction,
    rounds: list.map((p) => p.pair),
  });
  const first = judgeRow(paired(main), policy, main.length);
  if (first.rounds < DEFAULT_SEQUENTIAL.minRounds) return undefined;
  let state: RowState = first.state;
  let shown = first;
  let confirmation: number | undefined;
  if (first.state === 'regression' && pairs.length > main.length) {
    confirmation = pairs.length - main.length;
    state = first.early
      ? confirmEarlyRegression(paired(pairs), main.length, policy)
      : confirmRegression(paired(pairs), policy, pairs.length);
    shown = judgeRow(paired(pairs), policy, pairs.length);
  }
  const decision: PairedDecision = {
    state,
    rounds: shown.rounds,
    estimate: shown.change.estimate,
    low: shown.change.low,
    high: shown.change.high,
    detectable: shown.detectable,
  };
  if (shown.p !== undefined) decision.p = shown.p;
  if (shown.roundsNeeded !== undefined && (state === 'open' || state === 'inconclusive'))
    decision.roundsNeeded = shown.roundsNeeded;
  if (confirmation !== undefined) decision.confirmationRounds = confirmation;
  if (shown.futile && state === 'inconclusive') decision.futile = true;
  if (first.early) decision.early = true;
  if (shown.exact) decision.exact = true;
  if (shown.exactSpread !== undefined) decision.exactSpread = shown.exactSpread;
  return decision;
}
