import * as core from '@actions/core';
import * as glob from '@actions/glob';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { compareResults } from '../compare/compare.js';
import { DEFAULT_POLICY, type ComparePolicy } from '../compare/policy.js';
import type { Comparison } from '../compare/types.js';
import { applyWaivers } from '../compare/waivers.js';
import { loadRepoConfig, type RepoConfig } from '../config/repo-config.js';
import { loadInputs } from '../inputs/load.js';
import { renderMarkdownReport } from '../report/markdown.js';
import { runAb } from '../run/ab-run.js';
import { detectRunner } from '../run/detect-runner.js';
import { git } from '../run/git.js';
import { applyOverrides, findPreset, loadPresets } from '../run/presets.js';
import { readEventContext, type EventContext } from './context.js';
import { readSettings, type ActionSettings } from './inputs.js';
import { publishResults } from './publish.js';

/** The action: the only place that catches and calls core.setFailed. */
export async function run(): Promise<void> {
  try {
    const settings = readSettings();
    if (settings.token) core.setSecret(settings.token);
    const ctx = readEventContext();
    const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
    const config = loadRepoConfig(resolveIn(workspace, settings.config));
    const outDir = join(process.env.RUNNER_TEMP ?? tmpdir(), `benchgate-${settings.checkName.replace(/\W+/g, '-')}`);
    await mkdir(outDir, { recursive: true });

    const outcome = await produceComparison(settings, ctx, config, workspace, outDir);
    if (!outcome) return;
    const today = new Date().toISOString().slice(0, 10);
    const { comparison, expired } = applyWaivers(outcome.comparison, config.waivers, today);
    for (const w of expired) core.warning(`waiver for ${w.benchmark} expired on ${w.expires}: ${w.reason}`);

    const report = renderMarkdownReport(comparison, { title: `Benchmarks: ${settings.checkName}`, warnings: outcome.warnings });
    const reportPath = join(outDir, 'report.md');
    const comparisonPath = join(outDir, 'comparison.json');
    await writeFile(reportPath, report);
    await writeFile(comparisonPath, `${JSON.stringify(comparison, null, 2)}\n`);

    const k = comparison.summary.counts;
    core.setOutput('verdict', comparison.summary.verdict);
    core.setOutput('regressions', String(k.regression - comparison.summary.waived));
    core.setOutput('improvements', String(k.improvement));
    core.setOutput('report', reportPath);
    core.setOutput('comparison', comparisonPath);
    await core.summary.addRaw(report).write();

    const allowed = Boolean(settings.allowLabel) && ctx.labels.includes(settings.allowLabel);
    const published = await publishResults({ settings, ctx, comparison, report, allowed });
    core.setOutput('comment-url', published.commentUrl ?? '');

    if (comparison.summary.verdict === 'regression') {
      const n = k.regression - comparison.summary.waived;
      if (allowed) core.notice(`${n} regressions accepted by the "${settings.allowLabel}" label`);
      else if (settings.failOnRegression) core.setFailed(`${n} benchmark regressions (see the report in the job summary)`);
    }
  } catch (err) {
    core.setFailed(err instanceof Error ? err.message : String(err));
  }
}

interface Outcome {
  comparison: Comparison;
  warnings: string[];
}

async function produceComparison(
  settings: ActionSettings,
  ctx: EventContext,
  config: RepoConfig,
  workspace: string,
  outDir: string,
): Promise<Outcome | undefined> {
  const policy = policyOf(settings, config);
  if (settings.mode === 'compare') {
    const read = async (pattern: string) => {
      const files = await (await glob.create(resolveIn(workspace, pattern))).glob();
      if (files.length === 0) throw new Error(`no result files match "${pattern}"`);
      return (await loadInputs(files, { format: settings.format, patternFormats: config.patternFormats })).results;
    };
    const base = await read(settings.baseResults);
    const head = await read(settings.headResults);
    return { comparison: compareResults(base, head, policy), warnings: [] };
  }
  if (ctx.fromFork && process.env.BENCHGATE_ALLOW_FORKS !== 'true') {
    throw new Error(
      'refusing to run code from a fork on this runner: a self-hosted runner would execute untrusted code. ' +
        'Use the two-workflow setup (README, "Pull requests from forks"), or set BENCHGATE_ALLOW_FORKS=true if you accept the risk.',
    );
  }
  const presets = loadPresets();
  const projectDir = resolveIn(workspace, settings.workingDirectory);
  let preset = settings.runner === 'auto' ? detectRunner(projectDir, presets) : findPreset(settings.runner, presets);
  if (!preset) {
    if (!settings.command) throw new Error(`no runner detected in ${settings.workingDirectory}: set the runner or command input`);
    preset = findPreset('command', presets);
  }
  preset = applyOverrides(preset, {
    ...(settings.command ? { command: settings.command } : {}),
    ...(settings.format !== 'auto' ? { format: settings.format } : {}),
    ...(settings.results ? { results: settings.results } : {}),
  });
  const filter = ctx.command?.filter || settings.filter;
  const baseRef = settings.mode === 'ab' ? await baseCommit(settings, ctx, workspace) : undefined;
  const outcome = await runAb(
    {
      cwd: workspace,
      workingDirectory: settings.workingDirectory,
      mode: settings.mode,
      ...(baseRef ? { baseRef } : {}),
      preset,
      rounds: settings.rounds,
      ...(filter ? { filter } : {}),
      ...(settings.shard ? { shard: settings.shard } : {}),
      outDir,
      roundTimeoutMs: 60 * 60_000,
      confirmRounds: 3,
      policy,
      patternFormats: config.patternFormats,
      log: (line) => core.info(line),
    },
    new Set(),
  );
  for (const w of outcome.warnings) core.warning(w);
  if (!outcome.comparison) {
    core.info(`recorded ${outcome.head.benchmarks.length} benchmarks in ${join(outDir, 'head.json')}`);
    core.setOutput('verdict', 'pass');
    return undefined;
  }
  return { comparison: outcome.comparison, warnings: outcome.warnings };
}

/** The base commit: the input, else the merge-base with the PR's base branch, else the parent. */
async function baseCommit(settings: ActionSettings, ctx: EventContext, workspace: string): Promise<string> {
  const ref = settings.baseRef || ctx.baseRef;
  if (!ref) return 'HEAD~1';
  for (const candidate of [ref, `origin/${ref}`]) {
    const sha = await git(['merge-base', 'HEAD', candidate], workspace).catch(() => '');
    if (sha) return sha;
  }
  throw new Error(
    `base "${ref}" is not in the checkout: use actions/checkout with fetch-depth: 0 so the base branch and history are there`,
  );
}

function policyOf(settings: ActionSettings, config: RepoConfig): ComparePolicy {
  return {
    ...DEFAULT_POLICY,
    alpha: config.alpha ?? settings.alpha,
    threshold: config.threshold ?? settings.threshold,
    // Workflow thresholds first: they are the more specific, per-job choice.
    rules: [...settings.thresholds, ...config.rules],
    directions: config.directions,
  };
}

function resolveIn(base: string, path: string): string {
  return isAbsolute(path) ? path : join(base, path);
}
