import { benchmarkKey } from '../model/identity.js';
import type { Benchmark } from '../model/results.js';

// What narrowing a runner produces (benchmark-filter.ts), in a file of its own
// so each tool's narrowing (go-bench-filter.ts) imports the types without
// importing benchmark-filter.ts back.

export type BenchmarkIdentity = Pick<Benchmark, 'suite' | 'name' | 'params' | 'mode'>;

export interface NarrowedRun {
  /** The value of the preset's {filter} placeholder. */
  filter: string;
  /** Go: the import paths this run passes instead of ./... (absent: ./... as in the preset). */
  packages?: string[];
  /** Words appended to the run command, shell-quoted by applyNarrowedRun (JMH -p/-bm, libtest names). */
  extraArgs: string[];
  /** Cargo: words for cargo itself (-p crate), put before the run command's " -- ". */
  toolArgs?: string[];
  /** Why this run may select more than asked; absent when it is exact. */
  note?: string;
}

/**
 * A round narrowed to the benchmarks the round loop still asks for: the runs
 * that select them, a superset where the tool's filter cannot be exact (a
 * JMH cross product kept whole, Go matches each level of a sub-benchmark's
 * name on its own), and the benchmarks asked, the only ones whose samples the
 * round keeps (src/run/asked-only.ts says why).
 */
export interface NarrowedRound {
  runs: readonly NarrowedRun[];
  asked: readonly BenchmarkIdentity[];
}

/** What a runner's filter can select: a benchmark's key without procs (a filter runs every procs value). */
export function selectionKey(b: BenchmarkIdentity): string {
  return benchmarkKey({ suite: b.suite, name: b.name, params: b.params, mode: b.mode });
}

/** A benchmark or a comparison row as a filter names it: without procs, units or samples. */
export function selectionIdentity(b: BenchmarkIdentity): BenchmarkIdentity {
  return {
    suite: b.suite,
    name: b.name,
    params: b.params,
    ...(b.mode !== undefined ? { mode: b.mode } : {}),
  };
}
