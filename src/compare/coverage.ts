import { benchmarkLabel, functionOf, sortedParams } from '../model/identity.js';
import { compileGlob } from './glob.js';
import { matchesBenchmark, type ComparePolicy } from './policy.js';
import type { ComparisonRow, Coverage, UnseenBenchmark } from './types.js';

/**
 * Which benchmarks the comparison could not judge on both sides, by name:
 * those only in base (removed, or failed in head: the results cannot tell
 * them apart), those on both sides without a result for their first metric on
 * one, and those only in head. A removed benchmark and an added one of the
 * same function and params pair up as "renamed?". An unseen benchmark the
 * config's `retired` list names counts as seen; the rest make the run
 * incomplete (the verdict's rule is in src/compare/summary.ts).
 */
export function summarizeCoverage(
  rows: readonly ComparisonRow[],
  policy: Pick<ComparePolicy, 'retired'>,
): Coverage {
  const removed: ComparisonRow[] = [];
  const added: ComparisonRow[] = [];
  const noResult: ComparisonRow[] = [];
  for (const r of rows) {
    if (!r.primary) continue;
    if (r.verdict === 'removed') removed.push(r);
    else if (r.verdict === 'added') added.push(r);
    else if (!r.base || !r.head) noResult.push(r);
  }
  const renamed = pairRenames(removed, added);
  const unseen = [
    ...removed.map((row, i) => {
      const to = renamed.get(i);
      const entry: UnseenBenchmark = { label: benchmarkLabel(row), kind: 'removed' };
      if (to !== undefined) entry.renamedTo = benchmarkLabel(added[to]!);
      return { row, entry };
    }),
    ...noResult.map((row) => ({
      row,
      entry: {
        label: benchmarkLabel(row),
        kind: 'no-result',
        side: row.base ? 'head' : 'base',
      } as UnseenBenchmark,
    })),
  ];
  const retired = (policy.retired ?? []).map((t) => ({ re: compileGlob(t.benchmark), reason: t.reason }));
  let incomplete = 0;
  for (const { row, entry } of unseen) {
    const hit = retired.find((t) => matchesBenchmark(t.re, row));
    if (hit) entry.retired = hit.reason;
    else incomplete++;
  }
  const paired = new Set(renamed.values());
  return {
    added: added.filter((_, i) => !paired.has(i)).map((r) => benchmarkLabel(r)),
    unseen: unseen.map((u) => u.entry),
    incomplete,
  };
}

/**
 * Removed index -> added index for the pairs that may be one benchmark
 * renamed: exactly one removed and one added benchmark share a suite, function,
 * params, procs and mode; failing that, a suite, params, procs and mode (a
 * function renamed). Several candidates are ambiguous and pair none.
 */
function pairRenames(
  removed: readonly ComparisonRow[],
  added: readonly ComparisonRow[],
): Map<number, number> {
  const pairs = new Map<number, number>();
  for (const keyOf of [familyKey, paramsKey]) {
    const taken = new Set(pairs.values());
    const groups = new Map<string, { removed: number[]; added: number[] }>();
    const group = (key: string) => {
      let g = groups.get(key);
      if (!g) groups.set(key, (g = { removed: [], added: [] }));
      return g;
    };
    removed.forEach((r, i) => {
      if (!pairs.has(i)) group(keyOf(r)).removed.push(i);
    });
    added.forEach((r, i) => {
      if (!taken.has(i)) group(keyOf(r)).added.push(i);
    });
    for (const g of groups.values())
      if (g.removed.length === 1 && g.added.length === 1) pairs.set(g.removed[0]!, g.added[0]!);
  }
  return pairs;
}

function paramsKey(r: ComparisonRow): string {
  return JSON.stringify([r.suite, sortedParams(r.params), r.procs ?? null, r.mode ?? null]);
}

function familyKey(r: ComparisonRow): string {
  return JSON.stringify([functionOf(r.name), paramsKey(r)]);
}
