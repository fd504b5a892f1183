import type { FormatName } from '../formats/types.js';

/**
 * A runner preset: how one ecosystem's benchmarks are found, built, run and
 * read. Presets are data (runners/*.yml), so a user can override any field
 * from the action or the CLI, and `command` replaces the run command entirely.
 *
 * Commands are bash command lines run in the project directory. They may use
 * these placeholders, substituted shell-quoted:
 *   {filter}  the user's benchmark filter (regex), or the preset's filter.default
 *   {count}   repetitions per round (repetitions.perRound)
 *   {out}     a fresh empty directory for this round's result files
 *   {args}    extra arguments from the user (--args, action input args), as written
 */
export interface RunnerPreset {
  name: string;
  description: string;
  /** How auto-detection recognises the ecosystem in a project directory. */
  detect: DetectRule[];
  /** Compiles everything before any timing; run once per side. Optional. */
  build?: string;
  /** Runs the benchmarks once (one round). */
  run: string;
  /**
   * The programs a run builds once per side and runs in every round instead
   * of `run`, which would ask the tool to check its build again each round.
   * Optional; a user's own command drops it.
   */
  prebuilt?: PrebuiltSpec;
  /** Lists benchmark names, one per line, for --shard. Optional. */
  list?: ListSpec;
  filter: FilterSpec;
  repetitions: RepetitionSpec;
  results: ResultsSpec;
  /** Extra environment for build and run. */
  env: Record<string, string>;
  /** Extra arguments for the run command's {args}. */
  args?: string;
  /** Commands whose presence is checked first, with what to install when missing. */
  toolchain: ToolRequirement[];
  /**
   * 'one': each process of this harness measures in one mode (compiled
   * code, no JIT deciding per process), so the sequential rule's early
   * flags stand without confirmation rounds. 'several' (the default, and
   * for a user's own command): a process can settle in one of several modes
   * (a JIT's compilation, as JMH forks do), and three rounds whose head
   * processes all drew the slow mode look like a regression to any test,
   * so those flags get fresh rounds (src/pipeline/judge.ts
   * confirmsEarlyFlags; docs/statistics.md, "Confirmation").
   */
  processModes?: ProcessModes;
}

export const PROCESS_MODES = ['one', 'several'] as const;
export type ProcessModes = (typeof PROCESS_MODES)[number];

export interface PrebuiltSpec {
  /**
   * How the programs are built and found (src/run/prebuilt.ts): one test
   * binary per Go package, or the bench executables cargo reports.
   */
  programs: 'go-test-binaries' | 'cargo-bench-executables';
  /** cargo-bench-executables: the command that builds them and prints cargo's JSON messages. */
  build?: string;
  /**
   * One program's run, with {program} (its path) besides the run command's
   * placeholders; {args} are the user's arguments in the program's own flags.
   */
  run: string;
}

export interface DetectRule {
  /** A file that must exist (relative to the project directory); globs like *.csproj are not needed here. */
  file: string;
  /** When set, the file must contain a match of this regex. */
  contains?: string;
}

export interface FilterSpec {
  /** Filter used when the user gives none. */
  default: string;
  /** How to turn a list of benchmark names into one filter (for shards and confirmation runs). */
  join: 'regex-alternation' | 'go-bench';
  /** How a result's suite and name make the name the tool's filter matches: "{suite}.{name}" for JMH. Default "{name}". */
  qualify?: string;
}

export interface RepetitionSpec {
  /** What {count} becomes: repetitions per round. */
  perRound: number;
  /**
   * "each" keeps every sample of a round; "median" keeps one per metric and
   * round, the median of the round's samples. Note: iterations of one JMH fork
   * share one JVM's JIT decisions and drift together, so they are not
   * independent: counting them as samples makes the rank test see
   * significance in fork-to-fork noise. One value per fork is the honest unit.
   */
  samples?: 'each' | 'median';
  /**
   * perRound under the sequential design, when the user sets no count. Note:
   * the sequential rule takes one value per side per round (its median), and
   * Go's -count lines of one process move together, so a second line costs
   * a whole benchtime and adds little: Go runs -count 1 there.
   */
  sequentialPerRound?: number;
  /** A human note on what one repetition is (shown in the report's environment block). */
  unit: string;
}

export interface ResultsSpec {
  /** stdout: the run command's standard output; file: a file (glob) under the project or {out}; dir: a directory. */
  from: 'stdout' | 'file' | 'dir';
  /** For file/dir: the path, may use {out}. */
  path?: string;
  format: FormatName | 'auto';
}

export interface ListSpec {
  command: string;
  /** Regex with a named group "name" picking names out of the listing lines. */
  pattern: string;
}

export interface ToolRequirement {
  command: string;
  /** Shown when the command is missing: what to install. */
  install: string;
  /** A command printing the version, recorded in the environment fingerprint. */
  version?: string;
}

/** The kinds of PrebuiltSpec.programs, for the preset loader's check. */
export const PREBUILT_KINDS: readonly PrebuiltSpec['programs'][] = [
  'go-test-binaries',
  'cargo-bench-executables',
];

export function isPrebuiltKind(v: unknown): v is PrebuiltSpec['programs'] {
  return PREBUILT_KINDS.includes(v as PrebuiltSpec['programs']);
}
