import type { Benchmark, Results } from '../model/results.js';
import { benjaminiHochberg, caveatMessage, relativeChange, type StatCaveat } from '../stats/index.js';
import { matchBenchmarks, type MetricPair } from './match.js';
import { noiseHint } from './hints.js';
import { ThresholdResolver, type ComparePolicy } from './policy.js';
import { relativeSpread, summarizeSide, testSides } from './side-stats.js';
import { summarizeComparison } from './summary.js';
import { COMPARISON_SCHEMA, type Comparison, type ComparisonRow } from './types.js';
import { decideVerdict } from './verdict.js';

interface PendingRow {
  row: ComparisonRow;
  underpowered: boolean;
  bounded: boolean;
}

/**
 * Compares head with base: matches benchmarks, summarizes each side, tests
 * every metric pair, corrects the p-values for multiple comparisons, and
 * judges each row against its threshold. Pure: no I/O, no Markdown.
 */
export function compareResults(base: Results, head: Results, policy: ComparePolicy): Comparison {
  const thresholds = new ThresholdResolver(policy);
  const { pairs, lone } = matchBenchmarks(base.benchmarks, head.benchmarks);
  const tool = head.context.tool?.name ?? base.context.tool?.name;

  const pending = pairs.map((pair) => measurePair(pair, policy, thresholds, tool));
  const qs = policy.fdr ? benjaminiHochberg(pending.map((r) => r.row.p)) : pending.map((r) => r.row.p);
  const rows: ComparisonRow[] = pending.map(({ row, underpowered, bounded }, i) => {
    const q = qs[i] ?? Number.NaN;
    if (row.change === undefined) return row;
    const verdict = decideVerdict({
      direction: row.direction,
      change: row.change,
      q,
      alpha: policy.alpha,
      threshold: row.threshold,
      underpowered,
      noisy: row.noisy,
      bounded,
    });
    return { ...row, ...(Number.isNaN(q) ? {} : { q }), verdict };
  });
  for (const { benchmark, side } of lone) rows.push(...loneRows(benchmark, side, thresholds, policy));

  return {
    schema: COMPARISON_SCHEMA,
    policy,
    base: base.context,
    head: head.context,
    rows,
    summary: summarizeComparison(rows),
    problems: [...base.problems, ...head.problems],
  };
}

function measurePair(
  pair: MetricPair,
  policy: ComparePolicy,
  thresholds: ThresholdResolver,
  tool: string | undefined,
): PendingRow {
  const metric = (pair.head ?? pair.base)!;
  const b = pair.benchmark;
  const row: ComparisonRow = {
    ...identityOf(b),
    unit: metric.unit,
    ...(metric.name !== undefined ? { metric: metric.name } : {}),
    direction: policy.directions[metric.unit] ?? metric.direction,
    primary: pair.primary,
    threshold: thresholds.thresholdFor(b, metric.unit),
    noisy: false,
    verdict: 'inconclusive',
    notes: [],
  };
  if (!pair.base || !pair.head) {
    row.notes.push(`metric ${metric.name ?? metric.unit} is only in ${pair.base ? 'base' : 'head'}`);
    return { row, underpowered: false, bounded: false };
  }
  const caveats: StatCaveat[] = [];
  const baseSide = summarizeSide(pair.base);
  const headSide = summarizeSide(pair.head);
  caveats.push(...baseSide.caveats, ...headSide.caveats);
  if (baseSide.side) row.base = baseSide.side;
  if (headSide.side) row.head = headSide.side;
  if (!row.base || !row.head) {
    row.notes.push(...distinctMessages(caveats));
    return { row, underpowered: false, bounded: false };
  }
  row.change = relativeChange(row.base.center, row.head.center);
  const test = testSides(pair.base, pair.head, policy.alpha);
  caveats.push(...test.caveats);
  if (test.method) {
    row.test = test.method;
    row.p = test.p;
    if (!policy.fdr) row.q = test.p;
  }
  const spread = Math.max(relativeSpread(row.base) ?? 0, relativeSpread(row.head) ?? 0);
  row.noisy = spread > row.threshold;
  if (row.noisy) row.notes.push(noiseHint(row.threshold, tool));
  row.notes.push(...distinctMessages(caveats));
  // Identical constant samples (1 allocs/op every time) need no interval to show "no change".
  const bounded =
    [row.base, row.head].every((x) => Number.isFinite(x.low) && Number.isFinite(x.high)) ||
    test.caveats.some((c) => c.kind === 'all-samples-equal');
  return { row, underpowered: test.caveats.some((c) => c.kind === 'too-few-samples-for-alpha'), bounded };
}

/** Every metric of a benchmark found on one side only, as benchstat lists it in every unit's table. */
function loneRows(
  b: Benchmark,
  side: 'base' | 'head',
  thresholds: ThresholdResolver,
  policy: ComparePolicy,
): ComparisonRow[] {
  return b.metrics.map((metric, i) => {
    const { side: summary, caveats } = summarizeSide(metric);
    return {
      ...identityOf(b),
      unit: metric.unit,
      ...(metric.name !== undefined ? { metric: metric.name } : {}),
      direction: policy.directions[metric.unit] ?? metric.direction,
      primary: i === 0,
      ...(summary ? { [side]: summary } : {}),
      threshold: thresholds.thresholdFor(b, metric.unit),
      noisy: false,
      verdict: side === 'head' ? 'added' : 'removed',
      notes: distinctMessages(caveats),
    };
  });
}

function identityOf(b: Benchmark) {
  return {
    suite: b.suite,
    name: b.name,
    params: b.params,
    ...(b.procs !== undefined ? { procs: b.procs } : {}),
    ...(b.mode !== undefined ? { mode: b.mode } : {}),
  };
}

function distinctMessages(caveats: readonly StatCaveat[]): string[] {
  return [...new Set(caveats.map(caveatMessage))];
}
