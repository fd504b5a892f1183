import * as core from '@actions/core';
import { DEFAULT_TRIGGER, formatTrigger, isTriggered, type Trigger } from '../model/trigger.js';
import type { RepoConfig } from '../config/repo-config.js';
import { publishCheck } from '../github/check-run.js';
import type { GitHubClient } from '../github/client.js';
import { describeGitHubError } from '../github/errors.js';
import { resolveTokenIdentity } from '../github/identity.js';
import { upsertStickyComment } from '../github/sticky-comment.js';
import { optInText, renderTriggerNote } from '../report/trigger-note.js';
import type { EventContext } from './context.js';
import type { ActionSettings } from './inputs.js';

/** The trigger in force and who set it: the input, else the config file's, else the default. */
export function triggerInForce(
  settings: ActionSettings,
  config: RepoConfig,
  configLabel: string,
): { trigger: Trigger; from: string } {
  if (settings.trigger) return { trigger: settings.trigger, from: 'input trigger' };
  if (config.trigger) return { trigger: config.trigger, from: configLabel };
  return { trigger: DEFAULT_TRIGGER, from: 'the default' };
}

/**
 * Skips a pull request that did not opt in (src/model/trigger.ts): nothing
 * is measured, the step passes with verdict "skipped", the PR gets a short
 * sticky note saying how to opt in (unless comment is never), and the check
 * concludes neutral, so a required check neither blocks nor claims a pass.
 * Returns whether the run was skipped.
 */
export async function skipUntriggered(
  settings: ActionSettings,
  ctx: EventContext,
  inForce: { trigger: Trigger; from: string },
  octokit: GitHubClient | undefined,
): Promise<boolean> {
  const { trigger, from } = inForce;
  const event = {
    onPullRequest: ctx.pullNumber !== undefined,
    command: ctx.command !== undefined,
    labels: ctx.labels,
    title: ctx.title,
  };
  if (isTriggered(trigger, event)) return false;
  const how = optInText(trigger)!;
  core.notice(`benchmarks not run: trigger ${formatTrigger(trigger)} (${from}); to run them, ${how}`);
  core.setOutput('verdict', 'skipped');
  const note = renderTriggerNote(trigger, `Benchmarks: ${settings.checkName}`, from);
  await core.summary
    .addRaw(note)
    .write()
    .catch((err: Error) => core.warning(`could not write the job summary: ${err.message}`));
  if (!octokit) return true;
  const target = { owner: ctx.owner, repo: ctx.repo };
  if (settings.comment !== 'never')
    await nonEssential('post the note on the pull request', async () => {
      await upsertStickyComment(octokit, {
        ...target,
        issue_number: ctx.pullNumber!,
        key: settings.checkName,
        body: note,
        sha: ctx.sha,
        time: new Date().toISOString(),
        authorLogin: (await resolveTokenIdentity(octokit)).login,
      });
    });
  if (ctx.sha)
    await nonEssential('publish the check', async () => {
      await publishCheck(octokit, {
        ...target,
        name: settings.checkName,
        head_sha: ctx.sha,
        conclusion: 'neutral',
        title: `Skipped: not opted in; to run the benchmarks, ${how}`,
        summary: note,
        ...(ctx.runUrl ? { details_url: ctx.runUrl } : {}),
      });
    });
  return true;
}

async function nonEssential(what: string, call: () => Promise<void>): Promise<void> {
  try {
    await call();
  } catch (err) {
    core.warning(`could not ${what}: ${describeGitHubError(err)}`);
  }
}
