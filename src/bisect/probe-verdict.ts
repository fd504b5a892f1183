// What one probe of a bisection says: whether head is slower than base, on
// the rows that made the range bad in the first place.

import type { Comparison, ComparisonRow } from '../compare/types.js';
import { benchmarkKey, metricKey } from '../model/identity.js';
import type { ProbeResult } from './search.js';

/** A row the first probe found regressed, and how much worse it got. */
export interface Target {
  key: string;
  /** The row as the report names it: benchmark, parameters, unit. */
  row: string;
  /** ln(head/base) in the worse direction (positive): a slowdown of 10% is ln 1.1. */
  worse: number;
}

/** A row's key across probes: its benchmark and metric. */
export function rowKey(r: ComparisonRow): string {
  return `${benchmarkKey(r)}\u0000${metricKey({ unit: r.unit, name: r.metric })}`;
}

/** ln of the change in the worse direction: positive when head is worse. NaN without a change. */
function worseness(r: ComparisonRow): number {
  if (r.change === undefined || !Number.isFinite(r.change) || r.change <= -1) return Number.NaN;
  const l = Math.log1p(r.change);
  return r.direction === 'smaller' ? l : -l;
}

function rowName(r: ComparisonRow): string {
  const params = Object.entries(r.params).map(([k, v]) => `${k}=${v}`);
  return `${params.length ? `${r.name} ${params.join(' ')}` : r.name} ${r.metric ?? r.unit}`;
}

function label(r: ComparisonRow): string {
  const pct = r.change === undefined ? '' : ` ${r.change >= 0 ? '+' : ''}${(r.change * 100).toFixed(1)}%`;
  return `${rowName(r)}${pct} (${r.verdict})`;
}

/**
 * The first probe (good against bad): slower when any row regressed; those
 * rows are the targets. With `tracked` (the keys a search of part of the
 * range follows), only those rows count.
 */
export function reproduceVerdict(
  c: Comparison,
  tracked?: readonly string[],
): { result: ProbeResult; targets: Target[] } {
  const regressed = c.rows.filter(
    (r) =>
      r.verdict === 'regression' &&
      Number.isFinite(worseness(r)) &&
      (!tracked || tracked.includes(rowKey(r))),
  );
  const targets = regressed.map((r) => ({ key: rowKey(r), row: rowName(r), worse: worseness(r) }));
  return {
    result: {
      slower: regressed.length > 0,
      evidence: regressed.map(label),
      rows: targets.map((t) => ({ key: t.key, row: t.row, slower: true })),
    },
    targets,
  };
}

/**
 * A later probe: a target row counts as slower when it is a regression, or
 * when its change reaches at least half of what the first probe measured
 * (nearer the bad state than the good one: an inconclusive row still
 * points one way). Slower when most target rows are; a tie counts as slower,
 * since the search then looks earlier and the confirming probe checks it.
 */
export function probeVerdict(c: Comparison, targets: readonly Target[]): ProbeResult {
  const rows = new Map(c.rows.map((r) => [rowKey(r), r]));
  let slower = 0;
  const evidence: string[] = [];
  const answers: ProbeResult['rows'] = [];
  for (const t of targets) {
    const r = rows.get(t.key);
    if (!r) {
      evidence.push(`${t.row}: not measured`);
      answers.push({ key: t.key, row: t.row, slower: false });
      continue;
    }
    const w = worseness(r);
    const counts = r.verdict === 'regression' || (Number.isFinite(w) && w >= t.worse / 2);
    if (counts) slower++;
    evidence.push(label(r));
    answers.push({ key: t.key, row: t.row, slower: counts });
  }
  return { slower: targets.length > 0 && 2 * slower >= targets.length, evidence, rows: answers };
}
