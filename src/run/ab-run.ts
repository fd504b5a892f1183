import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { LineFormat } from '../formats/types.js';
import type { Results } from '../model/results.js';
import {
  fingerprintDifferences,
  loadPerCore,
  machineInfo,
  toolchainVersions,
  type Fingerprint,
} from './fingerprint.js';
import {
  addWorktree,
  defaultBase,
  git,
  repositoryRoot,
  resolveCommit,
  type Worktree,
} from '../process/git.js';
import type { RunnerPreset } from './preset.js';
import { mergeResults } from '../model/merge.js';
import { applyNarrowedRun, type NarrowedRun } from './benchmark-filter.js';
import { askedOnly } from './asked-only.js';
import type { NarrowedRound } from './narrowed-run.js';
import { benchmarkLabel } from '../model/identity.js';
import { prebuildSide, type SidePrograms } from './prebuilt.js';
import { buildSide, runRound } from './round.js';
import { formatDuration } from '../model/duration-text.js';
import { separateCargoTargets } from './cargo-target-dir.js';
import { estimateRemaining, roundOrder, type Side } from './rounds.js';
import { listShardFilter } from './shard-filter.js';
import { requireToolchain } from './toolchain.js';

export interface AbRunOptions {
  /** Directory in the repository to start from (the CLI's cwd or the action's workspace). */
  cwd: string;
  /** The project inside the repository, relative to its root. */
  workingDirectory: string;
  mode: 'ab' | 'record';
  baseRef?: string;
  headRef?: string;
  /** Head is this directory as it is (uncommitted changes included). */
  headDir?: string;
  /** Base is this directory as it is, instead of a commit. */
  baseDir?: string;
  preset: RunnerPreset;
  filter?: string;
  shard?: { index: number; count: number };
  /** Where each round's raw output is kept. */
  rawDir: string;
  roundTimeoutMs: number;
  patternFormats: readonly LineFormat[];
  /** Where worktrees are made (the action: RUNNER_TEMP); default the OS temp directory. */
  worktreeParent?: string;
  /** The workflow's name for this machine (the action's `machine` input), recorded with its hardware. */
  machineLabel?: string;
  log: (line: string) => void;
}

/** One side as measured so far: every round's results, unjudged. */
export interface SideRun {
  side: Side;
  dir: string;
  commit: string;
  rounds: Results[];
  /**
   * Per round (indexed as `rounds`), the runs of benchmarks a narrowed round
   * ran without asking for them (askedOnly): not in `rounds`, but they took
   * the round's time and count in the cost. A missing entry: none.
   */
  besidesByRound?: number[];
  fingerprint?: Fingerprint;
}

/**
 * How many benchmarks the side's last round ran: the ones it kept and the
 * ones a narrowed round ran besides them (askedOnly), which took their time
 * too. The time budget divides the round's time by this.
 */
export function benchmarksInLastRound(s: Pick<SideRun, 'rounds' | 'besidesByRound'>): number {
  return (s.rounds.at(-1)?.benchmarks.length ?? 0) + (s.besidesByRound?.[s.rounds.length - 1] ?? 0);
}

/** A progress label and position, for the log line of each run. */
export interface RoundPhase {
  label: string;
  index: number;
  total: number;
}

/**
 * Builds both sides and runs them in interleaved rounds; it measures, never
 * judges (src/pipeline/ compares and decides what to run next). Worktrees it
 * checks out are removed by close(), which the caller calls in a finally.
 */
export class AbSession {
  /** Sessions not closed yet, for a signal handler (closeOpenSessions). */
  private static readonly open = new Set<AbSession>();
  readonly sides: SideRun[] = [];
  /** The filter of the whole run (the user's, the preset's default, or the shard's). */
  filter = '';
  readonly load = { before: 0, after: 0 };
  private readonly trees: Worktree[] = [];
  private readonly started = Date.now();
  private phaseStart = 0;
  private env: NodeJS.ProcessEnv = {};
  /** What a side's commands get besides `env` (its own Cargo target folder: cargo-target-dir.ts). */
  private sideEnv = new Map<Side, Record<string, string>>();
  /** Each side's programs, built once (prebuilt.ts); a side without them runs the preset's command. */
  private readonly programs = new Map<Side, SidePrograms>();
  private programsDir: string | undefined;

  constructor(private readonly o: AbRunOptions) {
    AbSession.open.add(this);
  }

  /** Closes every session still open: for a shell's SIGINT/SIGTERM handler, which exits without finally. */
  static async closeAll(): Promise<void> {
    await Promise.allSettled([...AbSession.open].map((s) => s.close()));
  }

  /** Checks the sides out, fingerprints and builds them, and settles the filter. */
  async prepare(): Promise<void> {
    await this.checkout();
    await this.build();
  }

  /** Checks the sides out (worktrees for commits): what a selection reads before anything is built. */
  async checkout(): Promise<void> {
    await requireToolchain(this.o.preset);
    this.sides.push(...(await this.prepareSides()));
    this.env = { ...process.env };
  }

  /** The environment the benchmark commands get (the selection's go list and cargo metadata too). */
  get childEnv(): NodeJS.ProcessEnv {
    return this.env;
  }

  /** The environment of one side's builds and runs: childEnv with what that side needs of its own. */
  envOf(side: Side): NodeJS.ProcessEnv {
    const own = this.sideEnv.get(side);
    return own ? { ...this.env, ...own } : this.env;
  }

  /** Fingerprints and builds the checked-out sides, and settles the filter. */
  async build(): Promise<void> {
    const o = this.o;
    this.load.before = loadPerCore();
    for (const s of this.sides) {
      s.fingerprint = {
        machine: { ...machineInfo(), ...(o.machineLabel ? { label: o.machineLabel } : {}) },
        toolchain: await toolchainVersions(o.preset.toolchain, s.dir),
      };
    }
    const targets = await separateCargoTargets(o.preset, this.sides, this.env, o.roundTimeoutMs);
    this.sideEnv = targets.env;
    if (targets.note) o.log(targets.note);
    for (const s of this.sides) {
      o.log(`building ${s.side} (${s.commit.slice(0, 12)})`);
      await buildSide(o.preset, s.dir, s.side, this.envOf(s.side), o.roundTimeoutMs);
      await this.prebuild(s);
    }
    this.filter = o.filter || o.preset.filter.default;
    const last = this.sides.at(-1)!;
    if (o.shard)
      this.filter = await listShardFilter(o.preset, last.dir, this.filter, o.shard, this.envOf(last.side));
  }

  /**
   * One round: each side once, in ABBA order, with the tool filter given, or
   * as the narrowed runs that together select the benchmarks still open
   * (benchmark-filter.ts: Go packages, JMH -p lists); their results are one
   * round. A NarrowedRound keeps only the benchmarks it asks for (askedOnly).
   */
  async runRound(what: string | readonly NarrowedRun[] | NarrowedRound, phase: RoundPhase): Promise<void> {
    if (phase.index === 0) this.phaseStart = Date.now();
    const order = roundOrder(
      phase.index,
      this.sides.map((s) => s.side),
    );
    for (const [i, sideName] of order.entries()) {
      const s = this.sides.find((x) => x.side === sideName)!;
      const t = Date.now();
      s.rounds.push(await this.runSide(s, what));
      const done = phase.index * order.length + i + 1;
      const total = phase.total * order.length;
      const left = estimateRemaining(done, total, Date.now() - this.phaseStart);
      this.o.log(
        `${phase.label} ${phase.index + 1}/${phase.total} ${s.side}: ${formatDuration(Date.now() - t)} · elapsed ${formatDuration(Date.now() - this.started)}` +
          (done < total ? ` · about ${formatDuration(left)} left` : ''),
      );
    }
  }

  /** Builds the side's programs once, so that no round asks the tool to check its build again. */
  private async prebuild(s: SideRun): Promise<void> {
    const o = this.o;
    if (!o.preset.prebuilt) return;
    this.programsDir ??= await mkdtemp(join(o.worktreeParent ?? tmpdir(), 'benchgate-programs-'));
    const t = Date.now();
    const outcome = await prebuildSide(o.preset, {
      projectDir: s.dir,
      side: s.side,
      env: this.envOf(s.side),
      timeoutMs: o.roundTimeoutMs,
      programsDir: this.programsDir,
    });
    if ('unused' in outcome) {
      o.log(`${s.side}: every round runs the preset's command: ${outcome.unused}`);
      return;
    }
    this.programs.set(s.side, outcome.programs);
    o.log(
      `built ${s.side}'s ${outcome.programs.summary} once in ${formatDuration(Date.now() - t)}: every round runs them`,
    );
  }

  private async runSide(s: SideRun, what: string | readonly NarrowedRun[] | NarrowedRound): Promise<Results> {
    if (typeof what === 'string' || !('asked' in what)) return this.runSelection(s, what);
    const { kept, besides } = askedOnly(await this.runSelection(s, what.runs), what.asked);
    if (besides.length > 0) {
      // This round is pushed to s.rounds after it returns: its index is the count so far.
      (s.besidesByRound ??= [])[s.rounds.length] = besides.length;
      const why = [...new Set(what.runs.flatMap((r) => (r.note ? [r.note] : [])))].join('; ');
      this.o.log(
        `${s.side} round ${s.rounds.length + 1}: left out ${besides.length} benchmarks the round did not ask for${why ? ` (${why})` : ''}, kept in raw/: ${namesOf(besides)}`,
      );
    }
    return kept;
  }

  private async runSelection(s: SideRun, what: string | readonly NarrowedRun[]): Promise<Results> {
    const context = {
      projectDir: s.dir,
      side: s.side,
      round: s.rounds.length + 1,
      rawDir: this.o.rawDir,
      timeoutMs: this.o.roundTimeoutMs,
      patternFormats: this.o.patternFormats,
      env: this.envOf(s.side),
    };
    const programs = this.programs.get(s.side);
    if (typeof what === 'string')
      return runRound({ ...context, preset: programs?.presetFor() ?? this.o.preset, filter: what });
    const parts: Results[] = [];
    for (const [i, run] of what.entries()) {
      parts.push(
        await runRound({
          ...context,
          preset: programs ? programs.presetFor(run) : applyNarrowedRun(this.o.preset, run),
          filter: run.filter,
          ...(what.length > 1 ? { part: i + 1 } : {}),
        }),
      );
    }
    return mergeResults(parts);
  }

  /**
   * Warnings about the conditions of the run so far. Note: only the load
   * before the run counts: the load after includes the benchmarks benchgate
   * itself just ran.
   */
  conditions(): string[] {
    this.load.after = loadPerCore();
    const warnings: string[] = [];
    const same = this.sameCommitWarning();
    if (same) warnings.push(same);
    if (this.load.before > 0.5) {
      warnings.push(
        `the machine was busy: load average per core ${this.load.before.toFixed(2)} before and ${this.load.after.toFixed(2)} after the run; results are noisier than they need to be`,
      );
    }
    const [first, second] = this.sides;
    if (first?.fingerprint && second?.fingerprint) {
      const diffs = fingerprintDifferences(first.fingerprint, second.fingerprint);
      if (diffs.length) warnings.push(`base and head ran under different environments: ${diffs.join('; ')}`);
    }
    return warnings;
  }

  /**
   * Base and head at one commit: what follows is an A/A run, and says so.
   * Note: a head that is the working tree may differ by uncommitted changes
   * only; with select: affected such a run runs nothing and passes.
   */
  private sameCommitWarning(): string | undefined {
    const base = this.side('base');
    const head = this.side('head');
    if (!base || !head || base.commit !== head.commit || !/^[0-9a-f]{7,64}$/i.test(base.commit)) return;
    // Two folders given as they are (--base-dir, --head-dir) are two trees, whatever commit their repository is at.
    if (this.o.baseDir !== undefined && base.dir !== head.dir) return;
    const tree = this.o.headRef ? '' : ' (head is its working tree: only uncommitted changes can differ)';
    return `A/A run: base and head are the same commit ${base.commit.slice(0, 12)}${tree}; every difference reported is noise`;
  }

  side(name: Side): SideRun | undefined {
    return this.sides.find((s) => s.side === name);
  }

  /** The programs the side built once (prebuilt.ts), which its rounds ran; undefined where they ran the preset's command. */
  programsOf(name: Side): SidePrograms | undefined {
    return this.programs.get(name);
  }

  /** The name the tool's filter matches for a benchmark ("{suite}.{name}" for JMH). */
  filterKey(b: { suite: string; name: string }): string {
    return (this.o.preset.filter.qualify ?? '{name}').replace('{suite}', b.suite).replace('{name}', b.name);
  }

  /** Removes every worktree this session made; safe to call twice. */
  async close(): Promise<void> {
    AbSession.open.delete(this);
    const trees = this.trees.splice(0);
    const programsDir = this.programsDir;
    this.programsDir = undefined;
    await Promise.allSettled([
      ...trees.map((t) => t.remove()),
      ...(programsDir ? [rm(programsDir, { recursive: true, force: true })] : []),
    ]);
  }

  private async prepareSides(): Promise<SideRun[]> {
    const o = this.o;
    // Only commits need the repository: two directories compare without git.
    let root: string | undefined;
    const repo = async () => (root ??= await repositoryRoot(o.cwd));
    const commitOf = (dir: string) => git(['rev-parse', 'HEAD'], dir).catch(() => 'working tree');
    const checkout = async (ref: string) => {
      const tree = await addWorktree(await repo(), await resolveCommit(ref, await repo()), o.worktreeParent);
      this.trees.push(tree);
      return tree;
    };
    let head: SideRun;
    if (o.headRef) {
      const tree = await checkout(o.headRef);
      head = { side: 'head', dir: join(tree.dir, o.workingDirectory), commit: tree.commit, rounds: [] };
    } else {
      const dir = resolve(o.headDir ?? join(await repo(), o.workingDirectory));
      head = { side: 'head', dir, commit: await commitOf(dir), rounds: [] };
    }
    if (o.mode === 'record') return [head];
    if (o.baseDir) {
      const dir = resolve(o.baseDir);
      return [{ side: 'base', dir, commit: await commitOf(dir), rounds: [] }, head];
    }
    const baseCommit = o.baseRef
      ? await resolveCommit(o.baseRef, await repo())
      : await defaultBase(await repo());
    const tree = await checkout(baseCommit);
    return [{ side: 'base', dir: join(tree.dir, o.workingDirectory), commit: baseCommit, rounds: [] }, head];
  }
}

/** Removes the worktrees of every session still open (see AbSession.closeAll). */
export function closeOpenSessions(): Promise<void> {
  return AbSession.closeAll();
}

/** The first few benchmarks' labels, and how many more: a log line stays one line on a matrix of thousands. */
function namesOf(benchmarks: readonly Parameters<typeof benchmarkLabel>[0][]): string {
  const shown = benchmarks.slice(0, 5).map((b) => benchmarkLabel(b));
  return benchmarks.length > shown.length
    ? `${shown.join(', ')} and ${benchmarks.length - shown.length} more`
    : shown.join(', ');
}
