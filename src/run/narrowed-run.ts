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
