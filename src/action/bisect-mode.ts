// Mode bisect: search the commits between good and bad for the one that made
// the benchmarks slower (src/bisect/), and report it as outputs and a job summary.

import * as core from '@actions/core';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderBisect, runBisection } from '../bisect/run-bisection.js';
import { escapeMarkdown } from '../report/escape.js';
import type { EventContext } from './context.js';
import { actionJudgement, filesInForce } from './files-in-force.js';
import type { ActionSettings } from './inputs.js';
import { pipelineSettings } from './produce-comparison.js';

/**
 * Events a bisection may run on. Note: a bisection runs the code of every
 * commit it probes; only a trigger a maintainer controls (a dispatch, a
 * schedule, a push to the repository) may start one, never a pull request's
 * or a comment's event.
 */
const BISECT_EVENTS = new Set(['workflow_dispatch', 'schedule', 'push']);

/** Mode bisect: the commit between good and bad that made the benchmarks slower (src/bisect/). */
export async function bisectMode(
  settings: ActionSettings,
  ctx: EventContext,
  workspace: string,
): Promise<void> {
  if (!BISECT_EVENTS.has(ctx.eventName))
    throw new Error(
      `mode bisect runs on workflow_dispatch, schedule or push, not on ${ctx.eventName}: it runs the code of every commit it probes`,
    );
  if (!settings.good || !settings.bad) throw new Error('mode bisect needs the good and bad inputs');
  const tempDir = process.env.RUNNER_TEMP ?? tmpdir();
  const outDir = join(tempDir, `benchgate-bisect-${settings.checkName.replace(/\W+/g, '-')}`);
  await mkdir(outDir, { recursive: true });
  const { trusted } = await filesInForce(settings, ctx, { workspace, outDir, baseRef: undefined });
  const v = actionJudgement(settings, trusted.file);
  const report = await runBisection(
    settings.good,
    settings.bad,
    pipelineSettings(settings, ctx, v, workspace, tempDir),
    outDir,
    // The culprit's rows against its parent, after the search; the probes profile nothing.
    settings.profile,
  );
  const text = renderBisect(report, outDir);
  core.info(text);
  core.setOutput('culprit', report.culprit?.sha ?? '');
  // A workflow that acts on the culprit (a comment, a revert) must be able to
  // tell it from a suspect: a commit whose parent was not clearly faster.
  core.setOutput('culprit-confirmed', report.culprit ? String(report.culprit.confirmed) : '');
  core.setOutput('bisect', join(outDir, 'bisect.json'));
  // Benchmark names are main's output: a fence longer than any run of backticks in them keeps them text.
  const fence = '`'.repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  await core.summary
    .addRaw(`## Bisection: ${escapeMarkdown(settings.checkName)}\n\n${fence}\n${text}${fence}\n`)
    .write()
    .catch((err: Error) => core.warning(`could not write the job summary: ${err.message}`));
}
