import type { ComparisonRow } from '../compare/types.js';

/**
 * The family a row belongs to: the benchmark function without its
 * sub-benchmark path (Go "BenchmarkWriteBlock" of "BenchmarkWriteBlock/size=1KB"),
 * with its suite (JMH class, Criterion group, Go package).
 */
export function familyOf(row: Pick<ComparisonRow, 'suite' | 'name'>): string {
  const slash = row.name.indexOf('/');
  const fn = slash < 0 ? row.name : row.name.slice(0, slash);
  return row.suite ? `${row.suite} ${fn}` : fn;
}

/** Groups rows by family, keeping first-seen order. */
export function groupByFamily<T extends Pick<ComparisonRow, 'suite' | 'name'>>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const r of rows) {
    const key = familyOf(r);
    const list = groups.get(key);
    if (list) list.push(r);
    else groups.set(key, [r]);
  }
  return groups;
}
