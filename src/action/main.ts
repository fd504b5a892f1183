import * as core from '@actions/core';
import * as glob from '@actions/glob';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import type { Comparison } from '../compare/types.js';
import { loadTrustedFiles, type TrustedFiles } from '../config/trusted-files.js';
import { EMPTY_CONFIG, type RepoConfig } from '../config/repo-config.js';
import { ACTION_INPUT_NAMES, resolvePolicy, type ConfigInForce } from '../config/resolve-policy.js';
import { loadInputs } from '../formats/load-result-files.js';
import { comparePipeline, type RenderReport } from '../pipeline/compare-pipeline.js';
import { todayUtc, type Judgement } from '../pipeline/judge.js';
import { runPipeline, type PipelineOptions, type RunSettings } from '../pipeline/run-pipeline.js';
import { renderMarkdownReport, renderMarkdownWithin, type MarkdownOptions } from '../report/markdown.js';
import { placeProfileSection, withProfileSection } from '../report/profile-section.js';
import type { ProfileReport } from '../profile/run-profiles.js';
import { closeOpenSessions } from '../run/ab-run.js';
import { runWithCleanup } from '../run/run-lifecycle.js';
import type { CleanOutcome } from './clean-environment.js';
import { baseCommit, trustedSource } from './base-commit.js';
import { forkCodeNotices, refuseForkCode } from './fork-guard.js';
import { presetFor } from './runner-preset.js';
import { readEventContext, type EventContext } from './context.js';
import { readSettings, type ActionSettings } from './inputs.js';
import { publishResults } from './publish.js';
import { incompleteLine } from '../report/coverage-lines.js';
import { onMissingOf } from '../compare/policy.js';
import { prepareCharts } from './charts.js';
import { profileArtifactFiles, renderProfilesForComment } from './profiles.js';
import { uploadReportArtifact } from './artifact.js';
import { renderHtmlReport } from '../report/html.js';
import { escapeMarkdown } from '../report/escape.js';
import { acceptCommand, finishCommand, isAllowLabelTrusted } from './command.js';
import { fitJobSummary } from './job-summary.js';
import { requireMeasuredCommit } from './measured-commit.js';
import { checkWorkflowRunPull } from './workflow-run.js';
import { createGitHubClient, type GitHubClient } from '../github/client.js';
import { describeGitHubError } from '../github/errors.js';
import { getPullRequest } from '../github/pull-request.js';
import { renderBisect, runBisection } from '../bisect/run-bisection.js';
import { skipUntriggered, triggerInForce } from './trigger-gate.js';
import {
  calibrationFooter,
  calibrationPriorOf,
  calibrationRowNoise,
  readCalibration,
} from './calibration-note.js';
import { budgetLine } from '../report/budget-line.js';

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
          log: { debug: core.debug, info: core.info, warning: core.warning },
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
  if (settings.mode !== 'compare') {
    refuseForkCode(settings, ctx);
    // Only when a pull request names the commit: on push and elsewhere the checkout is the event's own.
    if (ctx.pullNumber !== undefined && ctx.sha) await requireMeasuredCommit(workspace, ctx.sha);
  }
  const tempDir = process.env.RUNNER_TEMP ?? tmpdir();
  const outDir = join(tempDir, `benchgate-${settings.checkName.replace(/\W+/g, '-')}`);
  await mkdir(outDir, { recursive: true });
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

  const repositoryUrl = `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}`;
  let warnings: readonly string[] = [];
  let reportOptions: MarkdownOptions | undefined;
  let profiles: ProfileReport | undefined;
  let profileSection = '';
  // This runner's calibration runs: its measured false-alarm rate under a
  // pull request's report, and each row's noise for the budget's order.
  const calibration =
    ctx.pullNumber !== undefined
      ? await readCalibration(octokit, { owner: ctx.owner, repo: ctx.repo, branch: settings.dataBranch })
      : [];
  let footer = '';
  const render: RenderReport = async (c, runWarnings, profiled) => {
    profiles = profiled;
    profileSection = await renderProfilesForComment(octokit, settings, ctx, profiled, {
      outDir,
      artifactName: reportArtifactName(settings),
    });
    warnings = runWarnings;
    reportOptions = {
      title: `Benchmarks: ${settings.checkName}`,
      warnings,
      repositoryUrl,
      charts: await prepareCharts(octokit, settings, ctx, c, outDir),
      ...(ctx.runUrl ? { elsewhere: `the [job summary of this run](${ctx.runUrl})` } : {}),
      ...(trusted.template ? { template: trusted.template } : {}),
    };
    footer = calibrationFooter(calibration, c, settings.machine);
    return notices + placeProfileSection(renderMarkdownReport(c, reportOptions), profileSection) + footer;
  };
  const rowNoise = calibrationRowNoise(calibration, settings.machine);
  const noisePrior = settings.noisePrior
    ? calibrationPriorOf(calibration, settings.machine, settings.dataBranch)
    : undefined;
  const verdicting = {
    config,
    judgement,
    render,
    ...(rowNoise ? { rowNoise } : {}),
    ...(noisePrior ? { noisePrior } : {}),
  };
  const outcome = await produceComparison(settings, ctx, verdicting, workspace, {
    outDir,
    tempDir,
    ...(baseRef ? { baseRef } : {}),
  });
  if (!outcome) return;
  for (const w of outcome.expired)
    core.warning(`waiver for ${w.benchmark} expired on ${w.expires}: ${w.reason}`);
  await writeActionOutputs(settings, outcome.comparison, outDir, { warnings, repositoryUrl, profiles });
  await reportOutcome(settings, ctx, octokit, outcome, {
    notices,
    reportOptions,
    profileSection,
    tail: footer,
  });
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
  const regressions = comparison.summary.counts.regression - comparison.summary.waived;
  const artifactName = reportArtifactName(settings);
  const summary = fitJobSummary(
    report,
    (chars) =>
      notices +
      // The profile section and the calibration footer keep their length; the report gets the rest.
      withProfileSection(profileSection, chars - notices.length - tail.length, (limit) =>
        renderMarkdownWithin(
          comparison,
          { ...reportOptions, elsewhere: `report.md in the artifact ${artifactName} of this run` },
          limit,
        ),
      ) +
      tail,
    artifactName,
  );
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
      shrink: (budget) =>
        notices +
        withProfileSection(profileSection, budget - notices.length - tail.length, (limit) =>
          renderMarkdownWithin(comparison, reportOptions!, limit),
        ) +
        tail,
      allowed,
    });
    commentUrl = published.commentUrl ?? '';
  } else {
    core.warning('no github-token: the report is in the job summary only');
  }
  core.setOutput('comment-url', commentUrl);

  if (comparison.summary.verdict === 'regression') {
    if (allowed) core.notice(`${regressions} regressions accepted by the "${settings.allowLabel}" label`);
    else if (settings.failOnRegression)
      core.setFailed(`${regressions} benchmark regressions (see the report in the job summary)`);
  } else if (comparison.summary.verdict === 'warning') {
    core.warning(`${comparison.summary.warned} regressions at tier warn (see the report in the job summary)`);
  } else if (comparison.summary.verdict === 'incomplete') {
    const line = incompleteLine(comparison.summary.coverage);
    if (onMissingOf(comparison.policy) === 'fail' && settings.failOnRegression && !allowed)
      core.setFailed(`${line} (on-missing: fail)`);
    else core.warning(line);
  }
}

/**
 * The config file and comment template in force (the base commit's on a pull
 * request, or none when it cannot be read), and the notices about them (a
 * PR's changes, or why no file applies) as Markdown for the top of the report. Note: before the report, not among its warnings: a
 * template may leave those out, and these must be read whatever the template.
 */
async function filesInForce(
  settings: ActionSettings,
  ctx: EventContext,
  at: { workspace: string; outDir: string; baseRef: string | undefined; octokit?: GitHubClient | undefined },
): Promise<{ trusted: TrustedFiles; notices: string }> {
  const trusted = await loadTrustedFiles({
    workspace: at.workspace,
    configPath: settings.config,
    templatePath: settings.commentTemplate,
    source: await trustedSource(ctx, at.workspace, at.baseRef, at.octokit),
    scratchDir: at.outDir,
  });
  for (const n of [...trusted.notices, ...(trusted.logOnly ?? [])]) core.warning(n);
  return { trusted, notices: trusted.notices.map(warningBlock).join('') };
}

/** A notice at the top of the report, whatever the template. */
function warningBlock(notice: string): string {
  return `> [!WARNING]\n> ${escapeMarkdown(notice)}\n\n`;
}

/** The policy and waivers in force: the inputs and the config file by the one rule (docs/configuration.md). */
function actionJudgement(
  settings: ActionSettings,
  file: ConfigInForce | undefined,
): { config: RepoConfig; judgement: Judgement } {
  const config = file?.config ?? EMPTY_CONFIG;
  const policy = resolvePolicy(
    file,
    {
      ...(settings.threshold !== undefined ? { threshold: settings.threshold } : {}),
      ...(settings.alpha !== undefined ? { alpha: settings.alpha } : {}),
      ...(settings.onMissing !== undefined ? { onMissing: settings.onMissing } : {}),
      rules: settings.thresholds,
      floors: settings.floors,
      tiers: settings.tiers,
      // fail-on-regression: false is the warn tier for every row: the check is never failure.
      advisory: !settings.failOnRegression,
    },
    ACTION_INPUT_NAMES,
  );
  return { config, judgement: { policy, waivers: config.waivers, today: todayUtc() } };
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

/** The artifact holding the full report (report.md and .html) and the JSON results. */
function reportArtifactName(settings: ActionSettings): string {
  return `benchgate-${settings.checkName.replace(/[^\w.-]+/g, '-')}`;
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

interface Outcome {
  comparison: Comparison;
  expired: readonly { benchmark: string; expires: string; reason: string }[];
  report: string;
}

/** What decides and renders the verdict, the same in every mode. */
interface Verdicting {
  config: RepoConfig;
  judgement: Judgement;
  render: RenderReport;
  /** The calibration runs' noise per row, for the order a time budget runs out in. */
  rowNoise?: PipelineOptions['rowNoise'];
  /** The same noise as the early branch's prior, when input noise-prior is true. */
  noisePrior?: PipelineOptions['noisePrior'];
}

async function produceComparison(
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
function pipelineSettings(
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

/**
 * Events a bisection may run on. Note: a bisection runs the code of every
 * commit it probes; only a trigger a maintainer controls (a dispatch, a
 * schedule, a push to the repository) may start one, never a pull request's
 * or a comment's event.
 */
const BISECT_EVENTS = new Set(['workflow_dispatch', 'schedule', 'push']);

/** Mode bisect: the commit between good and bad that made the benchmarks slower (src/bisect/). */
async function bisectMode(settings: ActionSettings, ctx: EventContext, workspace: string): Promise<void> {
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

function resolveIn(base: string, path: string): string {
  return isAbsolute(path) ? path : join(base, path);
}
