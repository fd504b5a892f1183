import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { renderComparisonText } from '../report/comparison-text.js';
import { renderMarkdownReport } from '../report/markdown.js';
import { loadPatternFormats } from '../formats/pattern/load-pattern-file.js';
import { runAb } from '../run/ab-run.js';
import { stopAllRunning } from '../run/exec.js';
import { detectRunner } from '../run/detect-runner.js';
import { applyOverrides, findPreset, loadPresets } from '../run/presets.js';
import { parseShard } from '../run/shard.js';
import { DEFAULT_ROUNDS } from '../run/rounds.js';
import { parseCommandLine } from './args.js';
import { COMPARISON_OPTIONS, EXTRA_OUTPUT_USAGE, writeExtraOutputs } from './extra-outputs.js';
import { policyFromOptions } from './compare-command.js';
import { EXIT, UsageError } from './errors.js';
import { printProblems } from './problems.js';
import { toJsonText } from '../model/json-text.js';

const USAGE = `Usage: benchgate run [options]

Runs the benchmarks of the base commit and of head on this machine, in
interleaved rounds (base, head, head, base, ...), compares them and prints the report.

  --base REF            base commit (default: merge-base with the default branch)
  --head REF            head commit (default: the working tree as it is)
  --head-dir DIR        use DIR as head, as it is
  --base-dir DIR        use DIR as base, as it is (no git needed with --head-dir)
  -C, --working-directory DIR   the project inside the repository (default: .)
  --runner R            go, jmh-maven, jmh-gradle, criterion, libtest, benchmarkjs,
                        pytest-benchmark, command, or auto (default)
  --command "..."       replaces the preset's run command ({filter} {count} {out})
  --build "..."         replaces the preset's build command ("" for none)
  --format F            format of the results (default: the preset's)
  --results PATH        where the command writes results (default: the preset's)
  --rounds N            rounds per side (default 20: see docs/performance.md)
  --count N             repetitions per round (default: the preset's)
  --args "..."          extra arguments for the benchmark command (e.g. -benchtime 100ms)
  --env KEY=VALUE       extra environment for build and run (repeatable)
  --filter RE           benchmarks to run, in the tool's filter syntax
  --shard i/n           run a stable 1/n of the benchmarks (see benchgate merge)
  --confirm-rounds N    extra rounds for flagged regressions (default 3, 0 = off)
  --round-timeout SEC   stop a round that takes longer (default 1800)
  --record              run head only and keep its results
  --out DIR             where to write base.json, head.json, comparison.json, report.md
                        (default: benchgate-out)
  --patterns FILE       YAML or JSON with "patterns:" for home-grown output
  --threshold P, --alpha A, --no-fdr, --text, --json, --template FILE   as for compare
${EXTRA_OUTPUT_USAGE}`;

export async function runCommand(args: string[]): Promise<number> {
  const { values } = parseCommandLine(
    args,
    {
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
      ...COMPARISON_OPTIONS,
    },
    USAGE,
  );
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.ok;
  }
  if (values.head && values['head-dir']) throw new UsageError('--head and --head-dir exclude each other');
  if (values.base && values['base-dir']) throw new UsageError('--base and --base-dir exclude each other');
  if (values.record && (values.base || values['base-dir']))
    throw new UsageError('--record runs head only: drop --base/--base-dir');
  const cwd = process.cwd();
  const workingDirectory = values['working-directory'] ?? '.';
  const presets = loadPresets();
  const runnerName = values.runner ?? 'auto';
  let preset =
    runnerName === 'auto'
      ? detectRunner(resolve(values['head-dir'] ?? join(cwd, workingDirectory)), presets)
      : findPreset(runnerName, presets);
  if (!preset) {
    if (!values.command) throw new UsageError('no runner detected here: pass --runner R, or --command "..."');
    preset = findPreset('command', presets);
  }
  preset = applyOverrides(preset, {
    ...(values.command ? { command: values.command } : {}),
    ...(values.build !== undefined ? { build: values.build } : {}),
    ...(values.format ? { format: values.format } : {}),
    ...(values.results ? { results: values.results } : {}),
    ...(values.count ? { count: positiveInt(values.count, '--count') } : {}),
    ...(values.args !== undefined ? { args: values.args } : {}),
    ...(values.env ? { env: parseEnvPairs(values.env) } : {}),
  });
  if (preset.name === 'command' && !values.command)
    throw new UsageError('the command runner needs --command "..."');

  const outDir = resolve(values.out ?? 'benchgate-out');
  const cleanup = new Set<() => Promise<void>>();
  const onSignal = (signal: NodeJS.Signals) => {
    process.stderr.write(`\nbenchgate run: ${signal}: stopping the benchmark and removing worktrees\n`);
    void stopAllRunning('SIGTERM')
      .then(() => Promise.allSettled([...cleanup].map((c) => c())))
      .then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const outcome = await runAb(
      {
        cwd,
        workingDirectory,
        mode: values.record ? 'record' : 'ab',
        ...(values.base ? { baseRef: values.base } : {}),
        ...(values.head ? { headRef: values.head } : {}),
        ...(values['head-dir'] ? { headDir: values['head-dir'] } : {}),
        ...(values['base-dir'] ? { baseDir: values['base-dir'] } : {}),
        preset,
        rounds: positiveInt(values.rounds ?? String(DEFAULT_ROUNDS), '--rounds'),
        ...(values.filter ? { filter: values.filter } : {}),
        ...(values.shard ? { shard: shardOrThrow(values.shard) } : {}),
        outDir,
        roundTimeoutMs: positiveInt(values['round-timeout'] ?? '1800', '--round-timeout') * 1000,
        confirmRounds: nonNegativeInt(values['confirm-rounds'] ?? '3', '--confirm-rounds'),
        policy: policyFromOptions(values),
        patternFormats: values.patterns ? await loadPatternFormats(values.patterns) : [],
        log: (line) => process.stderr.write(`benchgate: ${line}\n`),
      },
      cleanup,
    );
    for (const w of outcome.warnings) process.stderr.write(`benchgate: warning: ${w}\n`);
    printProblems([...(outcome.base?.problems ?? []), ...outcome.head.problems]);
    if (!outcome.comparison) {
      process.stderr.write(
        `benchgate: recorded ${outcome.head.benchmarks.length} benchmarks in ${join(outDir, 'head.json')}\n`,
      );
      return EXIT.ok;
    }
    const report = renderMarkdownReport(outcome.comparison, {
      ...(values.template ? { template: values.template } : {}),
      ...(values.repository ? { repositoryUrl: values.repository } : {}),
      warnings: outcome.warnings,
    });
    await writeExtraOutputs(outcome.comparison, values);
    await writeFile(join(outDir, 'report.md'), report);
    const shown = values.json
      ? toJsonText(outcome.comparison)
      : values.text
        ? renderComparisonText(outcome.comparison)
        : report;
    process.stdout.write(shown);
    return outcome.comparison.summary.verdict === 'regression' ? EXIT.regression : EXIT.ok;
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    await Promise.allSettled([...cleanup].map((c) => c()));
  }
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
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`--env "${pair}" must look like KEY=VALUE`);
    env[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return env;
}
