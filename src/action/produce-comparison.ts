// The comparison a run reports: read from result files (mode compare) or
// measured by running both sides (modes ab and record), with the settings the
// inputs give; a bisection's probes run with the same settings.

import * as core from '@actions/core';
import * as glob from '@actions/glob';
import { isAbsolute, join } from 'node:path';
import type { Comparison } from '../compare/types.js';
import type { RepoConfig } from '../config/repo-config.js';
import { loadInputs } from '../formats/load-result-files.js';
import { comparePipeline, type RenderReport } from '../pipeline/compare-pipeline.js';
import type { Judgement } from '../pipeline/judge.js';
import { runPipeline, type PipelineOptions, type RunSettings } from '../pipeline/run-pipeline.js';
import { budgetLine } from '../report/budget-line.js';
import type { EventContext } from './context.js';
import type { ActionSettings } from './inputs.js';
import { presetFor } from './runner-preset.js';

export interface Outcome {
  comparison: Comparison;
  expired: readonly { benchmark: string; expires: string; reason: string }[];
  report: string;
}

/** What decides and renders the verdict, the same in every mode. */
export interface Verdicting {
  config: RepoConfig;
  judgement: Judgement;
  render: RenderReport;
  /** The calibration runs' noise per row, for the order a time budget runs out in. */
  rowNoise?: PipelineOptions['rowNoise'];
  /** The same noise as the early branch's prior, when input noise-prior is true. */
  noisePrior?: PipelineOptions['noisePrior'];
}

export async function produceComparison(
  settings: ActionSettings,
  ctx: EventContext,
  v: Verdicting,
  workspace: string,
  dirs: { outDir: string; tempDir: string; baseRef?: string },
): Promise<Outcome | undefined> {
  if (settings.mode === 'compare') {
    const read = async (pattern: string) => {
      const files = await (await glob.create(resolveIn(workspace, pattern))).glob();
      if (files.length === 0) throw new Error(`no result files match "${pattern}"`);
      return (await loadInputs(files, { format: settings.format, patternFormats: v.config.patternFormats }))
        .results;
    };
    const base = await read(settings.baseResults);
    const head = await read(settings.headResults);
    const out = await comparePipeline({
      base,
      head,
      judgement: v.judgement,
      outDir: dirs.outDir,
      render: v.render,
    });
    return { comparison: out.comparison, expired: out.expired, report: out.report! };
  }
  const baseRef = dirs.baseRef;
  const outcome = await runPipeline({
    ...pipelineSettings(settings, ctx, v, workspace, dirs.tempDir),
    mode: settings.mode === 'record' ? 'record' : 'ab',
    ...(baseRef ? { baseRef } : {}),
    outDir: dirs.outDir,
    // Only the pull request's run: a bisection's probes share pipelineSettings and profile nothing.
    profile: settings.profile,
    describeBudget: budgetLine,
    render: v.render,
    ...(v.rowNoise ? { rowNoise: v.rowNoise } : {}),
    ...(v.noisePrior ? { noisePrior: v.noisePrior } : {}),
  });
  for (const w of outcome.warnings) core.warning(w);
  if (!outcome.comparison) {
    core.info(`recorded ${outcome.head.benchmarks.length} benchmarks in ${join(dirs.outDir, 'head.json')}`);
    core.setOutput('verdict', 'pass');
    return undefined;
  }
  return { comparison: outcome.comparison, expired: outcome.expired, report: outcome.report! };
}

/** What a run needs from the inputs besides its commits and its output folder: the same for an A/B run and a bisection's probes. */
export function pipelineSettings(
  settings: ActionSettings,
  ctx: EventContext,
  v: Pick<Verdicting, 'config' | 'judgement'>,
  workspace: string,
  tempDir: string,
): RunSettings {
  const filter = ctx.command?.filter || settings.filter;
  return {
    cwd: workspace,
    workingDirectory: settings.workingDirectory,
    preset: presetFor(settings, resolveIn(workspace, settings.workingDirectory)),
    rounds: settings.rounds,
    design: settings.design,
    ...(settings.designNote ? { notes: [settings.designNote] } : {}),
    ...(settings.timeBudgetMs !== undefined ? { timeBudgetMs: settings.timeBudgetMs } : {}),
    // A /benchmark command asks for everything: it is how to run what the selection left out.
    select: { mode: ctx.command ? 'all' : settings.select, config: v.config.selection },
    ...(filter ? { filter } : {}),
    ...(settings.shard ? { shard: settings.shard } : {}),
    // The runner empties RUNNER_TEMP after each job; the pipeline removes its worktrees anyway.
    worktreeParent: tempDir,
    ...(settings.machine ? { machineLabel: settings.machine } : {}),
    roundTimeoutMs: settings.roundTimeoutSeconds * 1000,
    confirmRounds: settings.confirmRounds,
    judgement: v.judgement,
    patternFormats: v.config.patternFormats,
    log: (line) => core.info(line),
  };
}

/** A path from the inputs, relative to the workspace unless absolute. */
export function resolveIn(base: string, path: string): string {
  return isAbsolute(path) ? path : join(base, path);
}
