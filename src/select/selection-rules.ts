/**
 * The repository config's keys for affected-benchmark selection
 * (docs/selection.md):
 *
 *   always-run:               # a change to any of these runs every benchmark
 *     - bench/harness/**
 *     - Makefile
 *   paths:                    # a change to these paths runs these benchmarks
 *     - path: assets/**             (a glob or a list of globs)
 *       benchmarks: [BenchmarkDecode*, codec/*]   (globs as in thresholds)
 *
 * Paths are relative to the project directory; globs as in path-glob.ts.
 * Benchmark globs are matched as threshold rules match: against the name,
 * "suite.name" and "suite/name".
 */
export interface SelectionConfig {
  alwaysRun: string[];
  paths: PathRule[];
}

export interface PathRule {
  paths: string[];
  benchmarks: string[];
}
