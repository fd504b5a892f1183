import type { BenchmarkIdentity } from '../run/benchmark-filter.js';
import type { SidePrograms } from '../run/prebuilt.js';
import type { RunnerPreset } from '../run/preset.js';
import type { ProfileMeasure } from './measure.js';
import type { StackProfile } from './profile.js';

/** What one profiled run of one benchmark on one side needs. */
export interface CaptureRequest {
  preset: RunnerPreset;
  /** The side's project directory (its worktree). */
  dir: string;
  /**
   * The programs the side built once, which its rounds ran (a Go test
   * binary, a Cargo bench executable): a profiled run runs them too, so it
   * profiles what the rounds measured and no tool checks its build again.
   * Absent: the preset's own run command.
   */
  programs?: SidePrograms;
  env: Record<string, string | undefined>;
  benchmark: BenchmarkIdentity;
  /**
   * The row's procs (Go's GOMAXPROCS, the -N of its name), which a filter
   * cannot select: a run with `-cpu 1,2` measured it at each, and its
   * profile runs at the row's own.
   */
  procs?: number;
  /** The row's unit and metric: they pick the profile (CPU time or allocations). */
  unit: string;
  metric?: string;
  /** Head's ns per operation from the rounds, so a Go run can do a fixed number of operations. */
  nsPerOp?: number;
  /** How long one profiled run should measure, in milliseconds. */
  runMs: number;
  /** Where this run's files go: `${stem}.pprof`, `${stem}.perf.data`, `${stem}.txt`. */
  stem: string;
  timeoutMs: number;
}

export interface CapturedRun {
  profile: StackProfile;
  /** Operations the run did, when the tool says (Go's N); absent: the diff compares shares. */
  ops?: number;
  /** The file the profile was read from, for the report's links and a later `benchgate explain`. */
  file: string;
  /** What the run could not do as the rounds did (arguments it left out), for the report beside the row. */
  notes?: string[];
}

/** A way to profile one harness's benchmarks. */
export interface Profiler {
  /** Shown in the report: "go test -cpuprofile", "perf record -e cpu-clock -g", "JMH -prof stack". */
  name: string;
  /** What it can profile; absent: CPU time only. A row of another measure is listed as not profiled. */
  measures?: readonly ProfileMeasure[];
  /** The tool for a measure, where it is not `name` (JMH's allocation rows run under JFR). */
  toolFor?: (measure: ProfileMeasure) => string;
  capture(request: CaptureRequest): Promise<CapturedRun>;
}

/** Why a profiler cannot take a row's measure (an allocation row under a CPU profiler); undefined when it can. */
export function measureUnsupported(profiler: Profiler, measure: ProfileMeasure): string | undefined {
  if ((profiler.measures ?? ['cpu']).includes(measure)) return undefined;
  return `${profiler.name} samples CPU time, not allocations; an allocation profile for this harness is not built (docs/profiles.md)`;
}

/** A profiled run that failed: the reason goes to the report as why the row has no profile. */
export class CaptureError extends Error {}

/**
 * A profiled run stopped at its time limit. The limit is the smaller of the
 * row's timeout and what is left of the profile budget, so the caller, which
 * knows which of the two it was, says which ran out.
 */
export class CaptureTimeout extends CaptureError {
  constructor(readonly timeoutMs: number) {
    super(`the profiled run timed out after ${Math.round(timeoutMs / 1000)}s`);
  }
}
