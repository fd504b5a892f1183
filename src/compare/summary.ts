import { metricKey } from '../model/identity.js';
import { summarizeGeomean, type GeomeanRow } from '../stats/index.js';
import { summarizeCoverage } from './coverage.js';
import { onMissingOf, type ComparePolicy } from './policy.js';
import {
  VERDICTS,
  type ComparisonRow,
  type ComparisonSummary,
  type GeomeanLine,
  type Verdict,
} from './types.js';

/**
 * Counts per verdict, geomean per unit (benchstat's geomean row), worst
 * regression and best improvement, and the benchmarks left unjudged. The
 * overall verdict: an unwaived regression on the 'block' tier first; then
 * 'incomplete' when a benchmark of base went unjudged (src/compare/coverage.ts)
 * unless on-missing is 'pass'; then 'warning' for regressions on the 'warn'
 * tier; then 'pass' when something was judged. Shadow rows count nowhere.
 */
export function summarizeComparison(
  rows: readonly ComparisonRow[],
  policy: Pick<ComparePolicy, 'onMissing' | 'retired'>,
): ComparisonSummary {
  const counts = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>;
  // Added and removed count benchmarks (their primary row), not each of their metrics.
  let waived = 0;
  let warned = 0;
  let shadowed = 0;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    // A shadow row is measured and recorded, not reported as a verdict.
    if (r.tier === 'shadow') {
      shadowed++;
      continue;
    }
    if (r.primary || (r.verdict !== 'added' && r.verdict !== 'removed')) counts[r.verdict]++;
    if (r.verdict === 'regression' && r.waived) waived++;
    else if (r.verdict === 'regression' && r.tier === 'warn') warned++;
  }

  const coverage = summarizeCoverage(rows, policy);
  const summary: ComparisonSummary = {
    verdict:
      counts.regression > waived + warned
        ? 'regression'
        : coverage.incomplete > 0 && onMissingOf(policy) !== 'pass'
          ? 'incomplete'
          : warned > 0
            ? 'warning'
            : counts.unchanged + counts.improvement + waived > 0
              ? 'pass'
              : 'inconclusive',
    counts,
    waived,
    warned,
    shadowed,
    geomeans: geomeansByUnit(rows),
    coverage,
  };
  const worst = extreme(rows, 'regression');
  const best = extreme(rows, 'improvement');
  if (worst !== undefined) summary.worst = worst;
  if (best !== undefined) summary.best = best;
  return summary;
}

function geomeansByUnit(rows: readonly ComparisonRow[]): GeomeanLine[] {
  const groups = new Map<string, { unit: string; metric?: string; rows: GeomeanRow[] }>();
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if (!r.base || !r.head) continue;
    const key = metricKey({ unit: r.unit, name: r.metric });
    let g = groups.get(key);
    if (!g) {
      g = { unit: r.unit, ...(r.metric !== undefined ? { metric: r.metric } : {}), rows: [] };
      groups.set(key, g);
    }
    g.rows.push({ base: r.base.center, head: r.head.center });
  }
  const lines: GeomeanLine[] = [];
  for (const g of groups.values()) {
    const s = summarizeGeomean(g.rows);
    if (s.pairs === 0) continue;
    lines.push({
      unit: g.unit,
      ...(g.metric !== undefined ? { metric: g.metric } : {}),
      base: s.base,
      head: s.head,
      change: s.ratio - 1,
      pairs: s.pairs,
    });
  }
  return lines;
}

/** Index of the row with the largest change for the verdict, in the direction that is worse or better. */
function extreme(rows: readonly ComparisonRow[], verdict: 'regression' | 'improvement'): number | undefined {
  let found: number | undefined;
  let size = -Infinity;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if (r.verdict !== verdict || r.change === undefined) continue;
    // Size of the effect as a log ratio, so -50% (2x faster) and +100% (2x slower) weigh the same.
    const magnitude = Math.abs(Math.log1p(r.change));
    if (magnitude > size) {
      size = magnitude;
      found = i;
    }
  }
  return found;
}
