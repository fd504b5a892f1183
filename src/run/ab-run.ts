import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { compareResults } from '../compare/compare.js';
import type { ComparePolicy } from '../compare/policy.js';
import type { Comparison } from '../compare/types.js';
import type { LineFormat } from '../formats/types.js';
import { mergeResults } from '../model/merge.js';
import { median } from '../stats/index.js';
import type { Results } from '../model/results.js';
import { joinFilter } from './filter-join.js';
import {
  fingerprintDifferences,
  loadPerCore,
  machineInfo,
  toolchainVersions,
  type Fingerprint,
} from './fingerprint.js';
import { addWorktree, defaultBase, git, repositoryRoot, resolveCommit } from './git.js';
import type { RunnerPreset } from './preset.js';
import { buildSide, runRound, RunError } from './round.js';
import { estimateRemaining, formatDuration, roundOrder, type Side } from './rounds.js';
import { listShardFilter } from './shard-filter.js';
import { requireToolchain } from './toolchain.js';
import { toJsonText } from '../model/json-text.js';

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
  rounds: number;
  filter?: string;
  shard?: { index: number; count: number };
  outDir: string;
  roundTimeoutMs: number;
  confirmRounds: number;
  policy: ComparePolicy;
  patternFormats: readonly LineFormat[];
  log: (line: string) => void;
}

export interface AbRunOutcome {
  base?: Results;
  head: Results;
  comparison?: Comparison;
  warnings: string[];
}

interface SideState {
  side: Side;
  dir: string;
  commit: string;
  rounds: Results[];
  fingerprint?: Fingerprint;
}

/** Builds both sides, runs interleaved rounds, compares, confirms regressions, and writes the outputs. */
export async function runAb(o: AbRunOptions, cleanup: Set<() => Promise<void>>): Promise<AbRunOutcome> {
  const started = Date.now();
  await requireToolchain(o.preset);
  const sides = await prepareSides(o, cleanup);
  const env = { ...process.env };
  const loadBefore = loadPerCore();
  for (const s of sides) {
    s.fingerprint = { machine: machineInfo(), toolchain: await toolchainVersions(o.preset.toolchain, s.dir) };
  }
  for (const s of sides) {
    o.log(`building ${s.side} (${s.commit.slice(0, 12)})`);
    await buildSide(o.preset, s.dir, s.side, env, o.roundTimeoutMs);
  }
  let filter = o.filter || o.preset.filter.default;
  if (o.shard) filter = await listShardFilter(o.preset, sides.at(-1)!.dir, filter, o.shard, env);

  const runSides = async (rounds: number, filterNow: string, label: string) => {
    const total = rounds * sides.length;
    let done = 0;
    const t0 = Date.now();
    for (let round = 0; round < rounds; round++) {
      for (const sideName of roundOrder(
        round,
        sides.map((s) => s.side),
      )) {
        const s = sides.find((x) => x.side === sideName)!;
        const t = Date.now();
        const results = await runRound({
          preset: o.preset,
          projectDir: s.dir,
          side: s.side,
          round: s.rounds.length + 1,
          filter: filterNow,
          rawDir: join(o.outDir, 'raw'),
          timeoutMs: o.roundTimeoutMs,
          patternFormats: o.patternFormats,
          env,
        });
        s.rounds.push(results);
        done++;
        const left = estimateRemaining(done, total, Date.now() - t0);
        o.log(
          `${label} ${round + 1}/${rounds} ${s.side}: ${formatDuration(Date.now() - t)} · elapsed ${formatDuration(Date.now() - started)}` +
            (done < total ? ` · about ${formatDuration(left)} left` : ''),
        );
      }
    }
  };
  await runSides(o.rounds, filter, 'round');

  const warnings: string[] = [];
  const loadAfter = loadPerCore();
  // Note: only the load before the run counts: the load after includes the
  // benchmarks benchgate itself just ran.
  if (loadBefore > 0.5) {
    warnings.push(
      `the machine was busy: load average per core ${loadBefore.toFixed(2)} before and ${loadAfter.toFixed(2)} after the run; results are noisier than they need to be`,
    );
  }
  const [first, second] = sides;
  if (first?.fingerprint && second?.fingerprint) {
    const diffs = fingerprintDifferences(first.fingerprint, second.fingerprint);
    if (diffs.length) warnings.push(`base and head ran under different environments: ${diffs.join('; ')}`);
  }
  const resultsOf = (s: SideState) => sideResults(s, o, { loadBefore, loadAfter });
  const head = resultsOf(sides.find((s) => s.side === 'head')!);
  const baseState = sides.find((s) => s.side === 'base');
  if (!baseState) {
    await writeOutputs(o.outDir, { head });
    return { head, warnings };
  }
  const headState = sides.find((s) => s.side === 'head')!;
  let comparison = compareResults(resultsOf(baseState), resultsOf(headState), o.policy);
  if (o.confirmRounds > 0 && comparison.summary.counts.regression > 0) {
    const flagged = comparison.rows.filter((r) => r.verdict === 'regression');
    const names = flagged.map((r) => qualifiedName(r, o.preset));
    o.log(`confirming ${flagged.length} regressed rows with ${o.confirmRounds} more rounds`);
    await runSides(o.confirmRounds, joinFilter(names, o.preset.filter), 'confirm');
    const first = comparison;
    comparison = compareResults(resultsOf(baseState), resultsOf(headState), o.policy);
    markConfirmation(first, comparison, o.confirmRounds);
  }
  const base = resultsOf(baseState);
  const finalHead = resultsOf(headState);
  await writeOutputs(o.outDir, { base, head: finalHead, comparison });
  return { base, head: finalHead, comparison, warnings };
}

/** The name the tool's filter matches for a row ("{suite}.{name}" for JMH). */
function qualifiedName(row: { suite: string; name: string }, preset: RunnerPreset): string {
  return (preset.filter.qualify ?? '{name}').replace('{suite}', row.suite).replace('{name}', row.name);
}

/** Says on each row flagged in the first comparison whether the extra rounds confirmed it. */
function markConfirmation(first: Comparison, final: Comparison, extra: number): void {
  const flagged = new Set(first.rows.filter((r) => r.verdict === 'regression').map(rowKey));
  for (const row of final.rows) {
    if (!flagged.has(rowKey(row))) continue;
    row.notes.unshift(
      row.verdict === 'regression'
        ? `confirmed: still a regression after ${extra} extra rounds of both sides`
        : `flagged in the first rounds but not confirmed by ${extra} extra rounds`,
    );
  }
}

function rowKey(r: Comparison['rows'][number]): string {
  return JSON.stringify([r.suite, r.name, r.params, r.procs, r.mode, r.unit, r.metric]);
}

async function prepareSides(o: AbRunOptions, cleanup: Set<() => Promise<void>>): Promise<SideState[]> {
  // Only commits need the repository: two directories compare without git.
  let root: string | undefined;
  const repo = async () => (root ??= await repositoryRoot(o.cwd));
  const commitOf = (dir: string) => git(['rev-parse', 'HEAD'], dir).catch(() => 'working tree');
  const checkout = async (ref: string) => {
    const tree = await addWorktree(await repo(), await resolveCommit(ref, await repo()));
    cleanup.add(() => tree.remove());
    return tree;
  };
  let head: SideState;
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

function sideResults(
  s: SideState,
  o: AbRunOptions,
  load: { loadBefore: number; loadAfter: number },
): Results {
  const perRound = o.preset.repetitions.samples === 'median' ? s.rounds.map(roundMedians) : s.rounds;
  const merged = mergeResults(perRound.length > 1 ? perRound.map(summariesAsSamples) : perRound);
  merged.context = {
    ...merged.context,
    commit: s.commit,
    ...(s.fingerprint
      ? {
          machine: { ...merged.context.machine, ...s.fingerprint.machine },
          toolchain: s.fingerprint.toolchain,
        }
      : {}),
    runner: o.preset.name,
    rounds: s.rounds.length,
    repetitions: `${o.preset.repetitions.perRound} ${o.preset.repetitions.unit} per round`,
    load: { before: round2(load.loadBefore), after: round2(load.loadAfter) },
  };
  return merged;
}

/**
 * Tools that print only a summary (libtest, benchmark.js, JMH text) give one
 * center per round: over several rounds those centers are the samples, and the
 * rank test runs on them, as on Go's -count lines.
 */
/** One sample per metric and round: the median of the round's samples (see RepetitionSpec.samples). */
function roundMedians(r: Results): Results {
  return {
    ...r,
    benchmarks: r.benchmarks.map((b) => ({
      ...b,
      metrics: b.metrics.map((m) => (m.samples.length > 1 ? { ...m, samples: [median(m.samples)] } : m)),
    })),
  };
}

function summariesAsSamples(r: Results): Results {
  return {
    ...r,
    benchmarks: r.benchmarks.map((b) => ({
      ...b,
      metrics: b.metrics.map((m) =>
        m.samples.length === 0 && m.summary
          ? {
              unit: m.unit,
              ...(m.name !== undefined ? { name: m.name } : {}),
              direction: m.direction,
              samples: [m.summary.center],
            }
          : m,
      ),
    })),
  };
}

async function writeOutputs(dir: string, out: { base?: Results; head: Results; comparison?: Comparison }) {
  await mkdir(dir, { recursive: true });
  if (out.base) await writeFile(join(dir, 'base.json'), toJsonText(out.base));
  await writeFile(join(dir, 'head.json'), toJsonText(out.head));
  if (out.comparison) await writeFile(join(dir, 'comparison.json'), toJsonText(out.comparison));
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

export { RunError };
