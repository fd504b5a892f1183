import type { ComparisonRow } from '../compare/types.js';
import { benchmarkKey, functionOf } from '../model/identity.js';

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
  /** JMH mode: a family per mode, since thrpt (ops/ms) and avgt (ns/op) do not share a table or a scale. */
  mode?: string;
  /**
   * The family is a whole suite whose benchmarks differ by name and share
   * their params (a Criterion group of functions over one input, a JMH class
   * of methods over the same @Params): the name is then one more dimension.
   */
  byName?: boolean;
  entries: BenchmarkEntry[];
}

/**
 * The family a row belongs to: the benchmark function without its
 * sub-benchmark path (Go "BenchmarkWriteBlock" of "BenchmarkWriteBlock/size=1KB"),
 * with its suite (JMH class, Criterion group, Go package) and JMH mode.
 */
function familyKey(row: Pick<ComparisonRow, 'suite' | 'name' | 'mode'>): string {
  return JSON.stringify([row.suite, functionOf(row.name), row.mode ?? null]);
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
      const fkey = familyKey(row);
      let family = families.get(fkey);
      if (!family) {
        family = {
          key: fkey,
          suite: row.suite,
          fn: functionOf(row.name),
          ...(row.mode ? { mode: row.mode } : {}),
          entries: [],
        };
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
  return mergeSuites([...families.values()]);
}

/**
 * Merges the families of one suite (and mode) into one when every benchmark
 * in them is a plain name with the same non-empty set of params: Criterion's
 * "checksum/adler32/64" and "checksum/fnv1a/64" read best as one table and
 * one matrix of function × input. Go families are left alone: their params
 * live in a sub-benchmark path, so their names contain "/".
 */
function mergeSuites(families: Family[]): Family[] {
  const bySuite = new Map<string, Family[]>();
  for (const f of families) {
    const key = JSON.stringify([f.suite, f.mode ?? null]);
    bySuite.set(key, [...(bySuite.get(key) ?? []), f]);
  }
  const merged = new Map<Family, Family>();
  for (const [key, group] of bySuite) {
    if (group.length < 2 || !group[0]!.suite) continue;
    const entries = group.flatMap((f) => f.entries);
    const keys = (e: BenchmarkEntry) => Object.keys(e.primary.params).sort().join('\u0000');
    const first = keys(entries[0]!);
    if (!first || entries.some((e) => e.primary.name.includes('/') || keys(e) !== first)) continue;
    const suite: Family = {
      key,
      suite: group[0]!.suite,
      fn: '',
      byName: true,
      entries,
      ...(group[0]!.mode ? { mode: group[0]!.mode } : {}),
    };
    for (const f of group) merged.set(f, suite);
  }
  const out: Family[] = [];
  for (const f of families) {
    const target = merged.get(f) ?? f;
    if (!out.includes(target)) out.push(target);
  }
  return out;
}
