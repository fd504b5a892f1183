import * as core from '@actions/core';
import { actionLog } from './action-log.js';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Comparison } from '../compare/types.js';
import { renderMarkdownWithin, type MarkdownOptions } from '../report/markdown.js';
import { withProfileSection } from '../report/profile-section.js';
import type { ProfileReport } from '../profile/run-profiles.js';
import { closeOpenSessions } from '../run/ab-run.js';
import { runWithCleanup } from '../run/run-lifecycle.js';
import type { CleanOutcome } from './clean-environment.js';
import { baseCommit } from './base-commit.js';
import { bisectMode } from './bisect-mode.js';
import { ActionReport, reportArtifactName } from './action-report.js';
import { actionJudgement, filesInForce, warningBlock } from './files-in-force.js';
import { produceComparison } from './produce-comparison.js';
import { forkCodeNotices, refuseForkCode } from './fork-guard.js';
import { readEventContext, type EventContext } from './context.js';
import { readSettings, type ActionSettings } from './inputs.js';
import { publishResults } from './publish.js';
import { incompleteLine } from '../report/coverage-lines.js';
import { onMissingOf } from '../compare/policy.js';
import { profileArtifactFiles } from './profiles.js';
import { uploadReportArtifact } from './artifact.js';
import { renderHtmlReport } from '../report/html.js';
import { acceptCommand, finishCommand, isAllowLabelTrusted } from './command.js';
import { fitJobSummary } from './job-summary.js';
import { requireMeasuredCommit } from './measured-commit.js';
import { checkWorkflowRunPull } from './workflow-run.js';
import { createGitHubClient, type GitHubClient } from '../github/client.js';
import { describeGitHubError } from '../github/errors.js';
import { getPullRequest } from '../github/pull-request.js';
import { skipUntriggered, triggerInForce } from './trigger-gate.js';
import { calibrationInForce, readCalibration } from './calibration-note.js';

/** The action: the only place that catches and calls core.setFailed. */
export async function run(environment: CleanOutcome = 'nothing'): Promise<void> {
  let octokit: GitHubClient | undefined;
  let ctx: EventContext | undefined;
  try {
    if (environment === 'unsupported')
      core.warning(
        `this Node (${process.version}) cannot re-execute itself: the action's environment block, which benchmark processes can read, still holds the token (docs/security.md, "The process boundary")`,
      );
    const settings = readSettings();
    if (settings.token) core.setSecret(settings.token);
    ctx = withOverrides(readEventContext(), settings);
    octokit = settings.token
      ? createGitHubClient({
          token: settings.token,
          log: actionLog,
        })
      : undefined;
    if (ctx.eventName === 'issue_comment') {
      if (!octokit) throw new Error('/benchmark commands need the github-token input');
      if ((await acceptCommand(octokit, ctx)) !== 'run') return;
    } else if (octokit && settings.pullRequest !== undefined) {
      await fillFromPullRequest(octokit, ctx);
    }
    // A cancelled job (SIGINT, then SIGTERM) stops the benchmark and removes the worktrees first.
    await runWithCleanup(new Set([closeOpenSessions]), () => runAndReport(settings, ctx!, octokit), {
      log: (line) => core.info(line),
    });
    if (octokit) await finishCommand(octokit, ctx, true);
  } catch (err) {
    if (octokit && ctx) await finishCommand(octokit, ctx, false);
    core.setFailed(err instanceof Error ? err.message : String(err));
  }
}

async function runAndReport(
  settings: ActionSettings,
  ctx: EventContext,
  octokit: GitHubClient | undefined,
): Promise<void> {
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  if (settings.mode === 'bisect') return bisectMode(settings, ctx, workspace);
  if (settings.mode !== 'compare') await guardCheckout(settings, ctx, workspace);
  const { tempDir, outDir } = await outputDirs(settings);
  const baseRef = settings.mode === 'ab' ? await baseCommit(settings, ctx, workspace) : undefined;
  const files = await filesInForce(settings, ctx, { workspace, outDir, baseRef, octokit });
  const { trusted } = files;
  const forkNotices = settings.mode === 'compare' ? [] : forkCodeNotices(settings, ctx);
  for (const n of forkNotices) core.warning(n);
  const notices = forkNotices.map(warningBlock).join('') + files.notices;
  const { config, judgement } = actionJudgement(settings, trusted.file);
  // Note: after the config is read (it may set the trigger), before anything is built or run.
  const inForce = triggerInForce(settings, config, trusted.file?.label ?? settings.config);
  if (await skipUntriggered(settings, ctx, inForce, octokit)) return;

  const calibration = await runnerCalibration(settings, ctx, octokit);
  const report = new ActionReport({
    octokit,
    settings,
    ctx,
    outDir,
    notices,
    template: trusted.template,
    calibration,
  });
  const verdicting = {
    config,
    judgement,
    render: report.render,
    ...calibrationInForce(calibration, settings),
  };
  const outcome = await produceComparison(settings, ctx, verdicting, workspace, {
    outDir,
    tempDir,
    ...(baseRef ? { baseRef } : {}),
  });
  if (!outcome) return;
  for (const w of outcome.expired)
    core.warning(`waiver for ${w.benchmark} expired on ${w.expires}: ${w.reason}`);
  await writeActionOutputs(settings, outcome.comparison, outDir, report);
  await reportOutcome(settings, ctx, octokit, outcome, {
    notices,
    reportOptions: report.options,
    profileSection: report.profileSection,
    tail: report.footer,
  });
}

/** Before anything of the checkout runs: no fork's code, and the commit checked out is the one the event names. */
async function guardCheckout(settings: ActionSettings, ctx: EventContext, workspace: string): Promise<void> {
  refuseForkCode(settings, ctx);
  // Only when a pull request names the commit: on push and elsewhere the checkout is the event's own.
  if (ctx.pullNumber !== undefined && ctx.sha) await requireMeasuredCommit(workspace, ctx.sha);
}

/**
 * This runner's calibration runs: its measured false-alarm rate under a pull
 * request's report, and each row's noise for the budget's order.
 */
async function runnerCalibration(
  settings: ActionSettings,
  ctx: EventContext,
  octokit: GitHubClient | undefined,
): Promise<Awaited<ReturnType<typeof readCalibration>>> {
  if (ctx.pullNumber === undefined) return [];
  return readCalibration(octokit, { owner: ctx.owner, repo: ctx.repo, branch: settings.dataBranch });
}

/** The runner's temporary directory, and this check's output directory in it (made). */
async function outputDirs(settings: ActionSettings): Promise<{ tempDir: string; outDir: string }> {
  const tempDir = process.env.RUNNER_TEMP ?? tmpdir();
  const outDir = join(tempDir, `benchgate-${settings.checkName.replace(/\W+/g, '-')}`);
  await mkdir(outDir, { recursive: true });
  return { tempDir, outDir };
}

/**
 * What the run leaves behind once the comparison is made: the job summary,
 * the comment and check (with a token), the comment-url output, and the
 * failing step on a regression the allow label does not accept.
 * `reportOptions` are what the report was rendered with (undefined when
 * nothing rendered it).
 */
async function reportOutcome(
  settings: ActionSettings,
  ctx: EventContext,
  octokit: GitHubClient | undefined,
  { comparison, report }: { comparison: Comparison; report: string },
  {
    notices,
    reportOptions,
    profileSection,
    tail,
  }: { notices: string; reportOptions: MarkdownOptions | undefined; profileSection: string; tail: string },
): Promise<void> {
  // The notices, the profile section and the calibration footer keep their length; the report gets the rest.
  const within =
    (options: MarkdownOptions | undefined) =>
    (budget: number): string =>
      notices +
      withProfileSection(profileSection, budget - notices.length - tail.length, (limit) =>
        renderMarkdownWithin(comparison, options ?? {}, limit),
      ) +
      tail;
  const artifactName = reportArtifactName(settings);
  const elsewhere = `report.md in the artifact ${artifactName} of this run`;
  const summary = fitJobSummary(report, within({ ...reportOptions, elsewhere }), artifactName);
  await core.summary
    .addRaw(summary)
    .write()
    .catch((err: Error) => core.warning(`could not write the job summary: ${err.message}`));

  // The label counts only when someone with write permission added it (docs/security.md).
  const allowed =
    Boolean(settings.allowLabel) &&
    ctx.labels.includes(settings.allowLabel) &&
    octokit !== undefined &&
    (await isAllowLabelTrusted(octokit, ctx, settings.allowLabel));
  let commentUrl = '';
  if (octokit) {
    const published = await publishResults({
      octokit,
      settings,
      ctx,
      comparison,
      report,
      shrink: within(reportOptions),
      allowed,
    });
    commentUrl = published.commentUrl ?? '';
  } else {
    core.warning('no github-token: the report is in the job summary only');
  }
  core.setOutput('comment-url', commentUrl);
  concludeStep(settings, comparison, allowed);
}

/** The step's own outcome: failed on a regression the allow label does not accept (or on-missing: fail), else a notice or warning. */
function concludeStep(settings: ActionSettings, comparison: Comparison, allowed: boolean): void {
  const { summary } = comparison;
  const regressions = summary.counts.regression - summary.waived;
  if (summary.verdict === 'regression') {
    if (allowed) core.notice(`${regressions} regressions accepted by the "${settings.allowLabel}" label`);
    else if (settings.failOnRegression)
      core.setFailed(`${regressions} benchmark regressions (see the report in the job summary)`);
  } else if (summary.verdict === 'warning') {
    core.warning(`${summary.warned} regressions at tier warn (see the report in the job summary)`);
  } else if (summary.verdict === 'incomplete') {
    const line = incompleteLine(summary.coverage);
    if (onMissingOf(comparison.policy) === 'fail' && settings.failOnRegression && !allowed)
      core.setFailed(`${line} (on-missing: fail)`);
    else core.warning(line);
  }
}

/** The HTML report, the artifact and the step outputs (report.md and comparison.json are the pipeline's). */
async function writeActionOutputs(
  settings: ActionSettings,
  comparison: Comparison,
  outDir: string,
  r: { warnings: readonly string[]; repositoryUrl: string; profiles?: ProfileReport | undefined },
): Promise<void> {
  const reportPath = join(outDir, 'report.md');
  const comparisonPath = join(outDir, 'comparison.json');
  const htmlPath = join(outDir, 'report.html');
  await writeFile(
    htmlPath,
    renderHtmlReport(comparison, {
      title: `Benchmarks: ${settings.checkName}`,
      warnings: r.warnings,
      repositoryUrl: r.repositoryUrl,
    }),
  );
  core.setOutput('html', htmlPath);
  await uploadReportArtifact(reportArtifactName(settings), [
    reportPath,
    htmlPath,
    comparisonPath,
    join(outDir, 'base.json'),
    join(outDir, 'head.json'),
    ...profileArtifactFiles(outDir, r.profiles),
  ]);

  const k = comparison.summary.counts;
  const regressions = k.regression - comparison.summary.waived;
  core.setOutput('verdict', comparison.summary.verdict);
  core.setOutput('regressions', String(regressions));
  core.setOutput('improvements', String(k.improvement));
  core.setOutput('report', reportPath);
  core.setOutput('comparison', comparisonPath);
}

/** The inputs pull-request and head-sha stand in for what a workflow_run event does not carry. */
function withOverrides(ctx: EventContext, settings: ActionSettings): EventContext {
  if (settings.pullRequest !== undefined) ctx.pullNumber = settings.pullRequest;
  if (settings.headSha && ctx.workflowRun) {
    // The measuring run's artifact may name any commit: the event's is the one it measured.
    if (settings.headSha !== ctx.sha)
      core.warning(
        `input head-sha ${settings.headSha} is ignored on workflow_run: the event's commit is ${ctx.sha}`,
      );
  } else if (settings.headSha) ctx.sha = settings.headSha;
  return ctx;
}

/**
 * Labels, the head commit when the event has none, and whether the head is a
 * fork, from the API (the payload may be stale or, on workflow_run, absent).
 * On workflow_run the pull request must be the one the measuring run was for.
 */
async function fillFromPullRequest(octokit: GitHubClient, ctx: EventContext): Promise<void> {
  let pr;
  try {
    pr = await getPullRequest(octokit, { owner: ctx.owner, repo: ctx.repo, pull_number: ctx.pullNumber! });
  } catch (err) {
    const why = `could not read pull request #${ctx.pullNumber}: ${describeGitHubError(err)}`;
    if (ctx.workflowRun) throw new Error(`${why}; on workflow_run it must be checked before reporting`);
    core.warning(why);
    return;
  }
  checkWorkflowRunPull(ctx, pr);
  ctx.labels = pr.labels;
  ctx.title = pr.title;
  ctx.fromFork = pr.isFork;
  // workflow_run's payload names no pull request: the base whose files are trusted comes from the API.
  ctx.baseRef = pr.baseRef;
  ctx.baseSha = pr.baseSha;
  if (!ctx.sha) ctx.sha = pr.headSha;
}
