import type { Benchmark, Metric, Results } from '../model/results.js';
import { benjaminiHochberg, caveatMessage, relativeChange, type StatCaveat } from '../stats/index.js';
import { matchBenchmarks, type MetricPair } from './match.js';
import { noiseHint } from './hints.js';
import { ThresholdResolver, TierResolver, type ComparePolicy } from './policy.js';
import { noteFactorEdge } from './factor-edge-note.js';
import { applyFloor, FloorResolver } from './floors.js';
import { relativeSpread, summarizeSide, testSides } from './side-stats.js';
import { summarizeComparison } from './summary.js';
import { COMPARISON_SCHEMA, type Comparison, type ComparisonRow, type PairedDecision } from './types.js';
import { decideVerdict } from './verdict.js';
import { decideZeroBaseline, isZeroBaseline, zeroBaselineNote, zeroFloorOf } from './zero-baseline.js';
import { judgePairedRounds, roundDesignOf, type RoundDesign } from './paired-rounds.js';
import { pairedNotes } from './paired-notes.js';
import { judgeTwoHumped, twoHumpedHint, twoHumpedSplit } from './two-humped.js';
import { routeByModes, twoHumpedRoundsSplit } from './two-humped-rounds.js';
import { DEFAULT_SEQUENTIAL } from '../stats/sequential.js';

interface PendingRow {
  row: ComparisonRow;
  /** Decided by the paired rounds: outside the FDR correction (the sequential rule bounds its own errors). */
  paired?: boolean;
  underpowered: boolean;
  bounded: boolean;
  /** Both sides' samples, for the two-humped check (absent when a side has none). */
  samples?: { base: readonly number[]; head: readonly number[] };
}

/** What every row of one comparison shares. */
interface RowContext {
  policy: ComparePolicy;
  thresholds: ThresholdResolver;
  /** The noise hint per threshold: one string shared by every noisy row. */
  hints: Map<number, string>;
  tool: string | undefined;
  /** The round design the head results record; undefined when benchgate did not run the rounds. */
  design: RoundDesign | undefined;
  /** Between rounds, only the primary rows' states are read: secondary rows skip the search for their settling round. */
  betweenRounds: boolean;
}

export interface CompareOptions {
  /**
   * The round loop's look between rounds, which reads whether each benchmark's primary row is open and
   * nothing else: the secondary rows' `paired.settledAt`, which judges them at every earlier look, is left out.
   */
  betweenRounds?: boolean;
}

/**
 * Compares head with base: matches benchmarks, summarizes each side, tests
 * every metric pair, corrects the p-values for multiple comparisons, and
 * judges each row against its threshold. Pure: no I/O, no Markdown.
 */
export function compareResults(
  base: Results,
  head: Results,
  policy: ComparePolicy,
  options: CompareOptions = {},
): Comparison {
  const context: RowContext = {
    betweenRounds: options.betweenRounds ?? false,
    policy,
    thresholds: new ThresholdResolver(policy),
    hints: new Map(),
    tool: head.context.tool?.name ?? base.context.tool?.name,
    design: roundDesignOf(head.context),
  };
  const { pairs, lone } = matchBenchmarks(base.benchmarks, head.benchmarks);

  const pending = pairs.map((pair) => measurePair(pair, context));
  // Two-humped rows are judged by mode (src/compare/two-humped.ts), outside the correction.
  // Note: pooled rows only here: a row on paired rounds is routed in measurePair (pairedOrModes).
  const humped = pending.map(({ row, samples, paired }) =>
    paired || !samples || row.change === undefined || row.absoluteChange !== undefined
      ? false
      : twoHumpedSplit(row, samples.base, samples.head) !== undefined,
  );
  decidePooledRows(pending, humped, policy);
  judgeTwoHumpedRows(pending, humped, context);
  const rows = pending.map((p) => p.row);
  const floors = new FloorResolver(policy.floors ?? [], policy.origins?.floors);
  for (const row of rows) {
    applyFloor(row, floors.floorFor(row, row.unit));
    noteFactorEdge(row);
  }
  for (const { benchmark, side } of lone) rows.push(...loneRows(benchmark, side, context));
  const tiers = new TierResolver(policy);
  if (tiers.active) for (const row of rows) row.tier = tiers.tierFor(row, row.unit);

  return {
    schema: COMPARISON_SCHEMA,
    policy,
    base: base.context,
    head: head.context,
    rows,
    summary: summarizeComparison(rows, policy),
    problems: [...base.problems, ...head.problems],
  };
}

/**
 * The pooled rows' verdicts, in place: each row's p-value corrected over the
 * rows the correction covers (not the paired rows, which bound their own
 * errors, nor the two-humped ones, judged by mode), then its verdict.
 */
function decidePooledRows(pending: PendingRow[], humped: readonly boolean[], policy: ComparePolicy): void {
  const ps = pending.map((r, i) => (r.paired || humped[i] ? undefined : r.row.p));
  const qs = policy.fdr ? benjaminiHochberg(ps) : ps;
  pending.forEach(({ row, underpowered, bounded, paired }, i) => {
    if (row.change === undefined || paired) return;
    const q = qs[i] ?? Number.NaN;
    // The row is ours, fresh from measurePair: completed in place, q after p as before.
    if (!Number.isNaN(q)) row.q = q;
    row.verdict =
      row.absoluteChange !== undefined
        ? decideZeroBaseline({
            direction: row.direction,
            absoluteChange: row.absoluteChange,
            q,
            alpha: policy.alpha,
            floor: zeroFloorOf(row.unit, policy.zeroFloors),
          })
        : decideVerdict({
            direction: row.direction,
            change: row.change,
            q,
            alpha: policy.alpha,
            threshold: row.threshold,
            underpowered,
            noisy: row.noisy,
            bounded,
          });
  });
}

/** Two-humped samples: their median jumps between the modes, so the modes judge instead (in place). */
function judgeTwoHumpedRows(pending: PendingRow[], humped: readonly boolean[], context: RowContext): void {
  pending.forEach(({ row, samples }, i) => {
    if (!humped[i] || !judgeTwoHumped(row, samples!.base, samples!.head, context.policy.alpha) || !row.noisy)
      return;
    // The median's interval spans both modes: its noise hint does not apply to a row judged by mode.
    row.notes = row.notes.filter((n) => n !== context.hints.get(row.threshold));
    row.noisy = false;
  });
}

function measurePair(pair: MetricPair, context: RowContext): PendingRow {
  const metric = (pair.head ?? pair.base)!;
  const row = startRow(pair.benchmark, metric, pair.primary, context);
  row.threshold = context.thresholds.thresholdFor(pair.benchmark, metric.unit);
  row.noisy = false;
  row.verdict = 'inconclusive';
  row.notes = [];
  if (!pair.base || !pair.head) {
    row.notes.push(`metric ${metric.name ?? metric.unit} is only in ${pair.base ? 'base' : 'head'}`);
    return { row, underpowered: false, bounded: false };
  }
  const baseSide = summarizeSide(pair.base);
  const headSide = summarizeSide(pair.head);
  if (baseSide.side) row.base = baseSide.side;
  if (headSide.side) row.head = headSide.side;
  if (!row.base || !row.head) {
    pushMessages(row.notes, baseSide.caveats, headSide.caveats);
    return { row, underpowered: false, bounded: false };
  }
  const samples = { base: pair.base.samples, head: pair.head.samples };
  const paired = judgePairedRounds(pair.base, pair.head, row, context.design, {
    settledAt: !context.betweenRounds,
  });
  if (paired) return pairedOrModes(row, paired, { base: pair.base, head: pair.head }, context);
  row.change = relativeChange(row.base.center, row.head.center);
  if (isZeroBaseline(row.base.center, row.head.center)) {
    row.absoluteChange = row.head.center - row.base.center;
    row.notes.push(zeroBaselineNote(row.unit, row.base.center, row.head.center));
  }
  const test = testSides(pair.base, pair.head, context.policy.alpha, baseSide, headSide);
  if (test.method) {
    row.test = test.method;
    row.p = test.p;
    if (!context.policy.fdr) row.q = test.p;
  }
  const spread = Math.max(relativeSpread(row.base) ?? 0, relativeSpread(row.head) ?? 0);
  row.noisy = spread > row.threshold;
  if (row.noisy) row.notes.push(hintFor(row.threshold, context));
  pushMessages(row.notes, baseSide.caveats, headSide.caveats, test.caveats);
  // Identical constant samples (1 allocs/op every time) need no interval to show "no change".
  const bounded =
    (isBounded(row.base) && isBounded(row.head)) || hasCaveat(test.caveats, 'all-samples-equal');
  return { row, underpowered: hasCaveat(test.caveats, 'too-few-samples-for-alpha'), bounded, samples };
}

/**
 * A row on paired rounds: the paired rule's decision, or, when the policy
 * judges two-humped rows on rounds and the rule left the row inconclusive
 * with its modes mixed in time, the modes' (src/compare/two-humped-rounds.ts).
 */
function pairedOrModes(
  row: ComparisonRow,
  d: PairedDecision,
  sides: { base: Metric; head: Metric },
  context: RowContext,
): PendingRow {
  const design = context.design!;
  const route = context.policy.twoHumpedRounds ? routeByModes(row, d, sides, design.maxRounds) : 'paired';
  // The design's alpha: the mode judgement stands in for the paired rule, so it keeps the rule's error rate.
  const alpha = design.alpha ?? DEFAULT_SEQUENTIAL.alpha;
  if (route === 'judge' && judgeTwoHumped(row, sides.base.samples, sides.head.samples, alpha)) {
    row.modes!.onRounds = true;
    return { row, underpowered: false, bounded: true, paired: true };
  }
  if (route === 'look') d.lookingForModes = true;
  const pending = pairedRow(row, d);
  // Off by default (docs/statistics.md, "Two-humped rows on paired rounds"),
  // but a row the rule left open whose samples fall in two modes still says so.
  if (!context.policy.twoHumpedRounds && d.state === 'inconclusive') {
    const split = twoHumpedRoundsSplit(row, sides.base, sides.head);
    if (split) row.notes.push(twoHumpedHint(split.cut, row.unit));
  }
  return pending;
}

/** A row the paired rounds decided: their estimate, p and state, with what the run could detect. */
function pairedRow(row: ComparisonRow, d: PairedDecision): PendingRow {
  row.change = d.estimate;
  if (d.p !== undefined) {
    row.p = d.p;
    row.q = d.p;
  }
  row.test = 'paired-rounds';
  row.noisy = d.detectable > row.threshold;
  row.verdict = d.state === 'open' ? 'inconclusive' : d.state;
  row.paired = d;
  row.notes.push(...pairedNotes(d));
  return { row, underpowered: false, bounded: true, paired: true };
}

/** Every metric of a benchmark found on one side only, as benchstat lists it in every unit's table. */
function loneRows(b: Benchmark, side: 'base' | 'head', context: RowContext): ComparisonRow[] {
  return b.metrics.map((metric, i) => {
    const { side: summary, caveats } = summarizeSide(metric);
    const row = startRow(b, metric, i === 0, context);
    if (summary) row[side] = summary;
    row.threshold = context.thresholds.thresholdFor(b, metric.unit);
    row.noisy = false;
    row.verdict = side === 'head' ? 'added' : 'removed';
    row.notes = [];
    pushMessages(row.notes, caveats);
    return row;
  });
}

/**
 * A row with the benchmark's identity, unit and direction, the rest to be set
 * by the caller. Note: fields are added one by one, in the order the JSON form
 * lists them, and optional ones only when present: rows then share a few
 * hidden classes, where spreading partial objects made each row a dictionary.
 */
function startRow(b: Benchmark, metric: Metric, primary: boolean, context: RowContext): ComparisonRow {
  const row = { suite: b.suite, name: b.name, params: b.params } as ComparisonRow;
  if (b.procs !== undefined) row.procs = b.procs;
  if (b.mode !== undefined) row.mode = b.mode;
  row.unit = metric.unit;
  if (metric.name !== undefined) row.metric = metric.name;
  row.direction = context.policy.directions[metric.unit] ?? metric.direction;
  row.primary = primary;
  return row;
}

function hintFor(threshold: number, context: RowContext): string {
  let hint = context.hints.get(threshold);
  if (hint === undefined) context.hints.set(threshold, (hint = noiseHint(threshold, context.tool)));
  return hint;
}

/** Appends each distinct caveat sentence once, in order of first appearance. */
function pushMessages(notes: string[], ...groups: (readonly StatCaveat[])[]): void {
  const start = notes.length;
  for (const caveats of groups) {
    for (const c of caveats) {
      const message = caveatMessage(c);
      if (notes.indexOf(message, start) === -1) notes.push(message);
    }
  }
}

function isBounded(side: { low: number; high: number }): boolean {
  return Number.isFinite(side.low) && Number.isFinite(side.high);
}

function hasCaveat(caveats: readonly StatCaveat[], kind: StatCaveat['kind']): boolean {
  for (const c of caveats) if (c.kind === kind) return true;
  return false;
}
