import { join, resolve } from 'node:path';
import { parseDuration } from '../model/duration.js';
import { EMPTY_CONFIG } from '../config/repo-config.js';
import { DEFAULTS, defaultRounds } from '../model/defaults.js';
import { roundsDesign } from '../config/rounds-design.js';
import { fewestDecisiveRounds } from '../stats/sequential.js';
import { parseEnvPair } from '../config/env-pairs.js';
import { renderComparisonText } from '../report/comparison-text.js';
import { renderMarkdownReport } from '../report/markdown.js';
import { loadPatternFormats } from '../formats/pattern/load-pattern-file.js';
import { runPipeline, type RunSettings } from '../pipeline/run-pipeline.js';
import { closeOpenSessions } from '../run/ab-run.js';
import { runWithCleanup, type CleanupSet } from '../run/run-lifecycle.js';
import type { RunnerPreset } from '../run/preset.js';
import {
  CLI_PRESET_NAMES,
  PresetChoiceError,
  resolvePreset,
  type PresetRequest,
} from '../run/resolve-preset.js';
import { parseShard } from '../run/shard.js';
import { parseCommandLine } from './args.js';
import { COMPARISON_OPTIONS, EXTRA_OUTPUT_USAGE, writeExtraOutputs } from './extra-outputs.js';
import { CONFIG_OPTIONS, judgementFromOptions, POLICY_USAGE, warnExpired } from './policy-options.js';
import { EXIT, exitCodeOf, UsageError } from './errors.js';
import { printProblems } from './problems.js';
import { toJsonText } from '../model/json-text.js';
import { placeProfileSection, renderProfileSection } from '../report/profile-section.js';
import { PROFILE_USAGE, profileOptions, profileSettings } from './profile-options.js';
import { budgetLine } from '../report/budget-line.js';
import { readStore } from '../history/store.js';
import { historyNoise } from '../history/row-noise.js';
import { readCalibration } from '../history/calibration-store.js';
import { calibrationPrior } from '../history/calibration.js';

const USAGE = `Usage: benchgate run [options]

Runs the benchmarks of the base commit and of head on this machine, in
interleaved rounds (base, head, head, base, ...), compares them and prints the report.

  --base REF            base commit (default: merge-base with the default branch)
  --head REF            head commit (default: the working tree as it is)
  --head-dir DIR        use DIR as head, as it is
  --base-dir DIR        use DIR as base, as it is (no git needed with --head-dir)
  -C, --working-directory DIR   the project inside the repository (default: .)
  --runner R            go, jmh-maven, jmh-gradle, criterion, libtest, benchmarkjs,
                        pytest-benchmark, google-benchmark, catch2, command, or auto (default)
  --command "..."       replaces the preset's run command ({filter} {count} {out})
  --build "..."         replaces the preset's build command ("" for none)
  --format F            format of the results (default: the preset's)
  --results PATH        where the command writes results (default: the preset's)
  --max-rounds N        rounds per side: with --design sequential the most (default ${DEFAULTS.rounds}),
                        settled benchmarks stop earlier; with fixed all (default ${DEFAULTS.fixedRounds});
                        below ${fewestDecisiveRounds()} the fixed design runs; --rounds is the older name
  --design D            fixed or sequential (default ${DEFAULTS.design}; docs/statistics.md)
  --time-budget DUR     time the whole run may take, builds and confirmation included, like 30m
                        or 1h30m; rows left open leaning to a regression exit 4 (default: none)
  --history-store DIR   a history store (benchgate history): a budget that runs out gives rows
                        it shows as noisier than their threshold the last rounds before rows
                        that lean as far (default: none)
  --noise-prior         the calibration runs in --history-store (benchgate history calibration)
                        choose the first looks of each row: rows of at most 5% noise pool
                        both sides' spreads at rounds 3 and 4, beside each side's rounds
                        less its slowest run, which also serve their looks up to round 9
                        (docs/configuration.md; on by default with
                        --history-store; this flag makes the store required)
  --no-noise-prior      the calibration runs' noise is not read
  --select S            affected: only the benchmarks the change between base and head
                        can reach; all: every benchmark (default ${DEFAULTS.select}; --head-dir and
                        --base-dir run all)
  --count N             repetitions per round (default: the preset's)
  --args "..."          extra arguments for the benchmark command (e.g. -benchtime 100ms)
  --env KEY=VALUE       extra environment for build and run (repeatable)
  --filter RE           benchmarks to run, in the tool's filter syntax
  --shard i/n           run a stable 1/n of the benchmarks (see benchgate merge)
  --confirm-rounds N    extra rounds for flagged regressions (default ${DEFAULTS.confirmRounds}, 0 = off)
  --round-timeout SEC   stop a round that takes longer (default ${DEFAULTS.roundTimeoutSeconds})
  --record              run head only and keep its results (max-rounds default ${DEFAULTS.recordRounds},
                        every benchmark every round: docs/history.md, "What a push costs")
  --out DIR             where to write base.json, head.json, comparison.json, report.md
                        (default: benchgate-out)
  --patterns FILE       YAML or JSON with "patterns:" for home-grown output
${PROFILE_USAGE}
${POLICY_USAGE}
  --text, --json, --template FILE   as for compare
${EXTRA_OUTPUT_USAGE}`;

/** The flags of `benchgate run`; `benchgate bisect` takes the same ones for each of its runs. */
export const RUN_OPTIONS = {
  base: { type: 'string' },
  head: { type: 'string' },
  'head-dir': { type: 'string' },
  'base-dir': { type: 'string' },
  'working-directory': { type: 'string', short: 'C' },
  runner: { type: 'string' },
  command: { type: 'string' },
  build: { type: 'string' },
  format: { type: 'string' },
  results: { type: 'string' },
  rounds: { type: 'string' },
  'max-rounds': { type: 'string' },
  design: { type: 'string' },
  'time-budget': { type: 'string' },
  'history-store': { type: 'string' },
  'noise-prior': { type: 'boolean' },
  'no-noise-prior': { type: 'boolean' },
  select: { type: 'string' },
  count: { type: 'string' },
  args: { type: 'string' },
  env: { type: 'string', multiple: true },
  filter: { type: 'string' },
  shard: { type: 'string' },
  'confirm-rounds': { type: 'string' },
  'round-timeout': { type: 'string' },
  record: { type: 'boolean' },
  out: { type: 'string' },
  patterns: { type: 'string' },
  ...profileOptions,
  ...COMPARISON_OPTIONS,
  ...CONFIG_OPTIONS,
} as const;

function parseRun(args: string[]) {
  return parseCommandLine(args, RUN_OPTIONS, USAGE);
}

export type RunValues = ReturnType<typeof parseRun>['values'];

/**
 * The run's settings from the command line: the preset with its overrides,
 * the rounds and design (src/config/rounds-design.ts), the repository's
 * policy. Everything `benchgate run` and `benchgate bisect` share.
 */
export async function runSettings(values: RunValues, cwd: string): Promise<RunSettings> {
  const workingDirectory = values['working-directory'] ?? '.';
  const askedDesign = designOrThrow(values.design);
  const rounds = values.rounds
    ? positiveInt(values.rounds, '--rounds')
    : positiveInt(
        values['max-rounds'] ?? String(defaultRounds(askedDesign, values.record ? 'record' : 'ab')),
        '--max-rounds',
      );
  const { design, note: designNote } = roundsDesign(askedDesign, rounds);
  const preset = presetOrThrow({
    runner: values.runner ?? 'auto',
    projectDir: resolve(values['head-dir'] ?? join(cwd, workingDirectory)),
    where: 'here',
    overrides: {
      ...(values.command ? { command: values.command } : {}),
      ...(values.build !== undefined ? { build: values.build } : {}),
      ...(values.format ? { format: values.format } : {}),
      ...(values.results ? { results: values.results } : {}),
      ...(values.count ? { count: positiveInt(values.count, '--count') } : {}),
      ...(values.args !== undefined ? { args: values.args } : {}),
      ...(values.env ? { env: parseEnvPairs(values.env) } : {}),
      design,
    },
    names: CLI_PRESET_NAMES,
  });
  const { judgement, config } = judgementFromOptions(values, cwd);
  const patternFormats = [
    ...(values.patterns ? await loadPatternFormats(values.patterns) : []),
    ...(config?.patternFormats ?? []),
  ];
  return {
    cwd,
    workingDirectory,
    preset,
    rounds,
    ...(values['time-budget'] ? { timeBudgetMs: durationOrThrow(values['time-budget']) } : {}),
    ...(values['history-store'] ? { rowNoise: noiseOf(resolve(cwd, values['history-store'])) } : {}),
    ...(usesPrior(values) ? { noisePrior: priorOf(values['history-store'], cwd) } : {}),
    design,
    ...(designNote ? { notes: [designNote] } : {}),
    select: { mode: selectOrThrow(values.select), config: (config ?? EMPTY_CONFIG).selection },
    ...(values.filter ? { filter: values.filter } : {}),
    ...(values.shard ? { shard: shardOrThrow(values.shard) } : {}),
    roundTimeoutMs:
      positiveInt(values['round-timeout'] ?? String(DEFAULTS.roundTimeoutSeconds), '--round-timeout') * 1000,
    confirmRounds: nonNegativeInt(
      values['confirm-rounds'] ?? String(DEFAULTS.confirmRounds),
      '--confirm-rounds',
    ),
    judgement,
    patternFormats,
    log: (line) => process.stderr.write(`benchgate: ${line}\n`),
  };
}

export async function runCommand(args: string[]): Promise<number> {
  const { values } = parseRun(args);
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.ok;
  }
  checkSides(values);
  const settings = await runSettings(values, process.cwd());
  const outDir = resolve(values.out ?? 'benchgate-out');
  // A cancelled run (Ctrl-C, SIGTERM) stops the benchmark and removes its worktrees first.
  const cleanup: CleanupSet = new Set([closeOpenSessions]);
  return runWithCleanup(
    cleanup,
    async () => {
      const outcome = await runPipeline({
        ...settings,
        mode: values.record ? 'record' : 'ab',
        ...(values.base ? { baseRef: values.base } : {}),
        ...(values.head ? { headRef: values.head } : {}),
        ...(values['head-dir'] ? { headDir: values['head-dir'] } : {}),
        ...(values['base-dir'] ? { baseDir: values['base-dir'] } : {}),
        outDir,
        profile: profileSettings(values),
        describeBudget: budgetLine,
        render: reportRenderer(values),
      });
      for (const w of outcome.warnings) process.stderr.write(`benchgate: warning: ${w}\n`);
      warnExpired(outcome.expired);
      printProblems([...(outcome.base?.problems ?? []), ...outcome.head.problems]);
      if (!outcome.comparison) {
        process.stderr.write(
          `benchgate: recorded ${outcome.head.benchmarks.length} benchmarks in ${join(outDir, 'head.json')}\n`,
        );
        return EXIT.ok;
      }
      await writeExtraOutputs(outcome.comparison, values);
      const shown = values.json
        ? toJsonText(outcome.comparison)
        : values.text
          ? renderComparisonText(outcome.comparison)
          : outcome.report!;
      process.stdout.write(shown);
      return exitCodeOf(outcome.comparison);
    },
    { log: (line) => process.stderr.write(`\n${line}\n`) },
  );
}

function checkSides(values: RunValues): void {
  if (values.head && values['head-dir']) throw new UsageError('--head and --head-dir exclude each other');
  if (values.base && values['base-dir']) throw new UsageError('--base and --base-dir exclude each other');
  if (values.record && (values.base || values['base-dir']))
    throw new UsageError('--record runs head only: drop --base/--base-dir');
}

/** report.md: the Markdown report, with the profiles' section when a regression was profiled. */
function reportRenderer(values: RunValues): NonNullable<RunSettings['render']> {
  return (c, warnings, profiles) =>
    placeProfileSection(
      renderMarkdownReport(c, {
        ...(values.template ? { template: values.template } : {}),
        ...(values.repository ? { repositoryUrl: values.repository } : {}),
        warnings,
      }),
      // Links relative to report.md, which is in the output folder beside profiles/.
      profiles ? renderProfileSection(profiles, { flameGraphUrl: (p) => p, fullDiffs: 'profiles.json' }) : '',
    );
}

/**
 * Whether the run reads the calibration runs' noise as the rows' prior: as
 * the action does, whenever a store is given, unless --no-noise-prior; with
 * --noise-prior the store is required.
 */
function usesPrior(values: {
  'noise-prior'?: boolean;
  'no-noise-prior'?: boolean;
  'history-store'?: string;
}): boolean {
  if (values['noise-prior'] && values['no-noise-prior'])
    throw new UsageError('--noise-prior and --no-noise-prior contradict each other');
  if (values['no-noise-prior']) return false;
  return values['noise-prior'] === true || values['history-store'] !== undefined;
}

/** The calibration runs' noise per benchmark in the store, as the early branch's prior; a line it skips is a warning. */
function priorOf(store: string | undefined, cwd: string): NonNullable<RunSettings['noisePrior']> {
  if (!store)
    throw new UsageError('--noise-prior needs --history-store DIR (its calibration runs are the prior)');
  const dir = resolve(cwd, store);
  const { lines, problems } = readCalibration(dir);
  for (const p of problems) process.stderr.write(`benchgate: warning: calibration: ${p}\n`);
  return (machine) => calibrationPrior(lines, machine, `calibration runs in ${store}`);
}

/** The store's noise per benchmark for the budget's order; a line it skips is a warning, as `benchgate history` says it. */
function noiseOf(dir: string): (machine: { name: string }) => ReadonlyMap<string, number> {
  const { series, problems } = readStore(dir);
  for (const p of problems) process.stderr.write(`benchgate: warning: history store: ${p}\n`);
  return (machine) => historyNoise(series, machine.name);
}

function durationOrThrow(text: string): number {
  const ms = parseDuration(text);
  if (ms === undefined)
    throw new UsageError(`--time-budget "${text}" is not a duration like 30m, 1h30m or 90s`);
  return ms;
}

function designOrThrow(text: string | undefined): 'fixed' | 'sequential' {
  const v = text ?? DEFAULTS.design;
  if (v !== 'fixed' && v !== 'sequential')
    throw new UsageError(`--design "${v}" must be fixed or sequential`);
  return v;
}

function selectOrThrow(text: string | undefined): 'affected' | 'all' {
  const v = text ?? DEFAULTS.select;
  if (v !== 'affected' && v !== 'all') throw new UsageError(`--select "${v}" must be affected or all`);
  return v;
}

function positiveInt(text: string, flag: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${flag} "${text}" must be a whole number >= 1`);
  return n;
}

function nonNegativeInt(text: string, flag: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`${flag} "${text}" must be a whole number >= 0`);
  return n;
}

function shardOrThrow(text: string) {
  try {
    return parseShard(text)!;
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

function parseEnvPairs(pairs: string[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const pair of pairs) {
    const kv = parseEnvPair(pair);
    if (!kv) throw new UsageError(`--env "${pair}" must look like KEY=VALUE`);
    env[kv[0]] = kv[1];
  }
  return env;
}

/** The preset, with the resolver's refusals as usage errors (exit 2). */
function presetOrThrow(request: PresetRequest): RunnerPreset {
  try {
    return resolvePreset(request);
  } catch (err) {
    if (err instanceof PresetChoiceError) throw new UsageError(err.message);
    throw err;
  }
}
