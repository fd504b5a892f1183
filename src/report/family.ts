import type { ComparisonRow } from '../compare/types.js';
import { benchmarkKey } from '../model/identity.js';

/** One benchmark of a comparison: its primary metric's row and the rows of its other metrics. */
export interface BenchmarkEntry {
  key: string;
  primary: ComparisonRow;
  secondary: ComparisonRow[];
}

/** Benchmarks that share a function: the unit of the report's per-family tables, matrices and charts. */
export interface Family {
  key: string;
  suite: string;
  /** The benchmark function: Go "BenchmarkWriteBlock", JMH method, Criterion function. */
  fn: string;
  entries: BenchmarkEntry[];
}

/**
 * The family a row belongs to: the benchmark function without its
 * sub-benchmark path (Go "BenchmarkWriteBlock" of "BenchmarkWriteBlock/size=1KB"),
 * with its suite (JMH class, Criterion group, Go package).
 */
export function familyOf(row: Pick<ComparisonRow, 'suite' | 'name'>): string {
  const fn = functionOf(row.name);
  return row.suite ? `${row.suite} ${fn}` : fn;
}

/** The part of a name before its first "/". */
export function functionOf(name: string): string {
  const slash = name.indexOf('/');
  return slash < 0 ? name : name.slice(0, slash);
}

/** What a row adds to its family's name: Go's "/size=1KB" path, or "" when the name is the function. */
export function subNameOf(name: string): string {
  const slash = name.indexOf('/');
  return slash < 0 ? '' : name.slice(slash + 1);
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

/**
 * Families of benchmarks, in first-seen order, each benchmark with its
 * primary row first. A benchmark whose first metric is missing on one side
 * still gets an entry: its first row stands in as primary.
 */
export function groupFamilies(rows: readonly ComparisonRow[]): Family[] {
  const families = new Map<string, Family>();
  const entries = new Map<string, BenchmarkEntry>();
  for (const row of rows) {
    const key = benchmarkKey(row);
    let entry = entries.get(key);
    if (!entry) {
      entry = { key, primary: row, secondary: [] };
      entries.set(key, entry);
      const fkey = familyOf(row);
      let family = families.get(fkey);
      if (!family) {
        family = { key: fkey, suite: row.suite, fn: functionOf(row.name), entries: [] };
        families.set(fkey, family);
      }
      family.entries.push(entry);
    } else if (row.primary && !entry.primary.primary) {
      entry.secondary.unshift(entry.primary);
      entry.primary = row;
    } else {
      entry.secondary.push(row);
    }
  }
  return [...families.values()];
}
