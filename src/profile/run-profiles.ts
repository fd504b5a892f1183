import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Comparison, ComparisonRow } from '../compare/types.js';
import type { SidePrograms } from '../run/prebuilt.js';
import type { RunnerPreset } from '../run/preset.js';
import {
  CaptureError,
  CaptureTimeout,
  measureUnsupported,
  type CapturedRun,
  type Profiler,
} from './capture.js';
import { diffProfiles, meanPaths, type ProfileDiff } from './diff.js';
import { renderFlameGraph } from './flame-svg.js';
import { renderFolded } from './folded.js';
import { normaliseProfile } from './normalise.js';
import { planProfiles, rowTitle, type Unprofiled } from './plan.js';
import { measureOf } from './measure.js';
import { ProfileError, type StackProfile } from './profile.js';
import { sharesAsTime, timePerOpOf } from './time-per-op.js';
import { chooseProfiler } from './profilers.js';
import type { ProfileSettings } from './settings.js';

/** One profiled row: its diff and where its flame graph is, relative to the output folder. */
export interface ProfiledRow {
  title: string;
  suite: string;
  name: string;
  params: Record<string, string>;
  unit: string;
  metric?: string;
  profiler: string;
  diff: ProfileDiff;
  /** The differential flame graph, relative to the output folder (profiles/<n>-<slug>.svg). */
  flameGraph: string;
  /**
   * Problems the readers met in the runs' profiles (counted lines or
   * records), with their files; then what the runs could not do as the
   * rounds did (CapturedRun.notes), once each.
   */
  problems: string[];
}

/** What profiling did: written as profiles.json beside comparison.json, and rendered in the report. */
export interface ProfileReport {
  schema: 'benchgate/profiles@1';
  profiled: ProfiledRow[];
  notProfiled: { title: string; reason: string }[];
  budgetMs: number;
  spentMs: number;
}

export interface ProfiledSide {
  dir: string;
  /** The side's own environment, where it has one (AbSession.envOf: its Cargo target folder); else `env`. */
  env?: Record<string, string | undefined>;
  programs?: SidePrograms;
}

export interface ProfileRunInput {
  comparison: Comparison;
  preset: RunnerPreset;
  /** Each side's worktree, and the programs it built once (AbSession.programsOf) that its profiled runs run. */
  base: ProfiledSide;
  head: ProfiledSide;
  env: Record<string, string | undefined>;
  /** The run's output folder: profiles/ and profiles.json go there. */
  outDir: string;
  settings: ProfileSettings;
  /** The longest one profiled run may take (the round timeout), besides the budget. */
  timeoutMs: number;
  /** The rows to profile instead of the regressions (planProfiles' `only`). */
  only?: (row: ComparisonRow) => boolean;
  log: (line: string) => void;
}

/**
 * After the verdict, never during it: each planned row's benchmark runs again
 * on base and head under the harness's profiler, interleaved (base, head,
 * head, base, ...) so that drift over time falls on both sides alike, at
 * least MIN_RUNS_PER_SIDE runs a side; then the diff and its flame graph.
 * No row starts that the rest of the budget would not fit, judged by the
 * rows before it; a row whose profiling fails is reported with the reason
 * and never changes a verdict.
 */
export async function profileRows(input: ProfileRunInput): Promise<ProfileReport> {
  const started = Date.now();
  const { settings } = input;
  const plan = planProfiles(input.comparison, settings, input.only);
  const report: ProfileReport = {
    schema: 'benchgate/profiles@1',
    profiled: [],
    notProfiled: plan.skipped.map(asNotProfiled),
    budgetMs: settings.budgetMs,
    spentMs: 0,
  };
  if (plan.rows.length === 0) return report;
  const profiler = await chooseProfiler(input.preset, input.head.dir, input.env);
  if ('unavailable' in profiler) {
    report.notProfiled.unshift(
      ...plan.rows.map((row) => asNotProfiled({ row, reason: profiler.unavailable })),
    );
    return report;
  }
  if (input.base.programs && input.head.programs)
    input.log(
      `profiling runs the programs each side built once: base's ${input.base.programs.summary}, head's ${input.head.programs.summary}`,
    );
  const folder = join(input.outDir, 'profiles');
  await mkdir(folder, { recursive: true });
  let longestRowMs = 0;
  for (const [i, row] of plan.rows.entries()) {
    const unsupported = measureUnsupported(profiler, measureOf(row));
    if (unsupported) {
      report.notProfiled.push(asNotProfiled({ row, reason: unsupported }));
      continue;
    }
    const spent = Date.now() - started;
    const left = settings.budgetMs - spent;
    if (left <= 0 || longestRowMs > left) {
      report.notProfiled.push(asNotProfiled({ row, reason: budgetRanOut(settings.budgetMs) }));
      continue;
    }
    const t = Date.now();
    input.log(`profiling ${rowTitle(row)} with ${profiler.toolFor?.(measureOf(row)) ?? profiler.name}`);
    // The row's limit is the budget's rest when that is the smaller: a run it stops ran out of budget, not time.
    const budgetBound = left < input.timeoutMs;
    try {
      report.profiled.push(
        await profileRow(input, profiler, row, folder, i + 1, Math.min(left, input.timeoutMs)),
      );
    } catch (e) {
      if (!(e instanceof CaptureError || e instanceof ProfileError)) throw e;
      const reason =
        e instanceof CaptureTimeout && budgetBound
          ? `${budgetRanOut(settings.budgetMs)} during the row`
          : `profiling failed: ${e.message}`;
      report.notProfiled.push(asNotProfiled({ row, reason }));
    }
    longestRowMs = Math.max(longestRowMs, Date.now() - t);
  }
  report.spentMs = Date.now() - started;
  return report;
}

async function profileRow(
  input: ProfileRunInput,
  profiler: Profiler,
  row: ComparisonRow,
  folder: string,
  index: number,
  timeoutMs: number,
): Promise<ProfiledRow> {
  const slug = `${index}-${row.name.replace(/[^\w.-]+/g, '_').slice(0, 60)}`;
  const runs = await captureInterleaved(
    input,
    profiler,
    row,
    (side, i) => join(folder, `${slug}-${side}-${i}`),
    timeoutMs,
  );
  // Without an operation count (perf, JMH) the shares become time per operation where the rounds measured it,
  // and an allocation row's shares its bytes per operation (JMH's gc.alloc.rate.norm).
  const time = measureOf(row) === 'cpu' ? timePerOpOf(input.comparison, row) : bytesPerOpOf(row);
  const asTime = (p: StackProfile, side: 'base' | 'head') =>
    time ? sharesAsTime(p, time[side], time.unit) : p;
  const base = runs.base.map((r) => asTime(normaliseProfile(r.profile, r.ops), 'base'));
  const head = runs.head.map((r) => asTime(normaliseProfile(r.profile, r.ops), 'head'));
  const diff = diffProfiles(base, head);
  const title = rowTitle(row);
  const flameGraph = `profiles/${slug}.svg`;
  await writeFile(
    join(input.outDir, flameGraph),
    renderFlameGraph({
      title: `${title}: head against base`,
      unit: diff.unit,
      base: meanPaths(base),
      head: meanPaths(head),
    }),
  );
  await writeFile(join(folder, `${slug}-base.folded`), renderFolded(base.flatMap((p) => p.stacks)));
  await writeFile(join(folder, `${slug}-head.folded`), renderFolded(head.flatMap((p) => p.stacks)));
  return {
    title,
    suite: row.suite,
    name: row.name,
    params: row.params,
    unit: row.unit,
    ...(row.metric ? { metric: row.metric } : {}),
    profiler: profiler.toolFor?.(measureOf(row)) ?? profiler.name,
    diff,
    flameGraph,
    problems: rowProblems([...runs.base, ...runs.head]),
  };
}

/**
 * A row's problems: each run's readers' problems with their files, then the
 * runs' notes once each (every run of a row says the same).
 */
export function rowProblems(runs: readonly CapturedRun[]): string[] {
  return [
    ...runs.flatMap((r) =>
      r.profile.problems.map((p) => `${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`),
    ),
    ...new Set(runs.flatMap((r) => r.notes ?? [])),
  ];
}

/**
 * The row's runs under the profiler, runsPerSide a side: base, head, then
 * head, base, ... so that neither side always runs warmer.
 */
async function captureInterleaved(
  input: ProfileRunInput,
  profiler: Profiler,
  row: ComparisonRow,
  stem: (side: 'base' | 'head', run: number) => string,
  timeoutMs: number,
): Promise<Record<'base' | 'head', CapturedRun[]>> {
  const runs: Record<'base' | 'head', CapturedRun[]> = { base: [], head: [] };
  const deadline = Date.now() + timeoutMs;
  // Go runs a fixed number of operations, chosen from head's ns/op in the rounds.
  const time = timePerOpOf(input.comparison, row);
  const nsPerOp = time?.unit === 'ns/op' ? time.head : undefined;
  for (let i = 0; i < input.settings.runsPerSide; i++) {
    const order: ('base' | 'head')[] = i % 2 === 0 ? ['base', 'head'] : ['head', 'base'];
    for (const side of order) {
      const left = deadline - Date.now();
      if (left <= 0) throw new CaptureTimeout(timeoutMs);
      runs[side].push(
        await profiler.capture({
          preset: input.preset,
          dir: input[side].dir,
          ...(input[side].programs ? { programs: input[side].programs } : {}),
          env: input[side].env ?? input.env,
          benchmark: {
            suite: row.suite,
            name: row.name,
            params: row.params,
            ...(row.mode ? { mode: row.mode } : {}),
          },
          ...(row.procs !== undefined ? { procs: row.procs } : {}),
          unit: row.unit,
          ...(row.metric ? { metric: row.metric } : {}),
          ...(nsPerOp !== undefined ? { nsPerOp } : {}),
          runMs: input.settings.runMs,
          stem: stem(side, i + 1),
          timeoutMs: left,
        }),
      );
    }
  }
  return runs;
}

/** Each side's bytes per operation as the rounds measured them (the row's medians), for shares of allocations. */
function bytesPerOpOf(row: ComparisonRow): { unit: string; base: number; head: number } | undefined {
  if (row.unit !== 'B/op' || !row.base || !row.head) return undefined;
  return { unit: 'bytes/op', base: row.base.center, head: row.head.center };
}

function budgetRanOut(budgetMs: number): string {
  return `the profile budget of ${budgetMs / 1000}s ran out`;
}

function asNotProfiled(u: Unprofiled): { title: string; reason: string } {
  return { title: rowTitle(u.row), reason: u.reason };
}
