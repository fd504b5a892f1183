import * as core from '@actions/core';
import type { GitHubClient } from '../github/client.js';
import { describeGitHubError } from '../github/errors.js';
import { resolveTokenIdentity } from '../github/identity.js';
import { postRefusalOnce } from '../github/once-comment.js';
import {
  addCommentReaction,
  canRunCommands,
  findLabelAdder,
  getCollaboratorPermission,
  getPullRequest,
  type Reaction,
} from '../github/pull-request.js';
import type { EventContext } from './context.js';

export type CommandDecision = 'run' | 'refused' | 'ignored';

/**
 * A "/benchmark [filter]" PR comment (parsed by parseBenchmarkCommand): only users with
 * write, maintain or admin permission may make the self-hosted machine run the PR's code,
 * only on an open PR, and only with a filter that cannot pass as an option. Anyone else
 * gets one short refusal (never two, even when a lost answer is retried) and nothing runs.
 * An accepted command is marked 👀 and the context is filled from the PR (head commit,
 * base branch, labels, fork).
 */
export async function acceptCommand(octokit: GitHubClient, ctx: EventContext): Promise<CommandDecision> {
  const command = ctx.command;
  if (!command || ctx.pullNumber === undefined) {
    core.info('the comment is not a /benchmark command on a pull request: nothing to do');
    return 'ignored';
  }
  const target = { owner: ctx.owner, repo: ctx.repo };
  const level = await getCollaboratorPermission(octokit, { ...target, username: command.author });
  if (!canRunCommands(level)) {
    core.notice(`/benchmark from ${command.author} (permission: ${level}) refused`);
    return refuse(
      octokit,
      ctx,
      `/benchmark needs write, maintain or admin permission on this repository (yours: ${level}); nothing was run.`,
    );
  }
  if (command.problem !== undefined) {
    core.notice(`/benchmark refused: ${command.problem}`);
    return refuse(octokit, ctx, `/benchmark refused: ${command.problem}; nothing was run.`);
  }
  const pr = await getPullRequest(octokit, { ...target, pull_number: ctx.pullNumber });
  if (pr.state !== 'open') {
    const state = pr.merged ? 'merged' : 'closed';
    core.notice(`/benchmark refused: #${pr.number} is ${state}`);
    return refuse(
      octokit,
      ctx,
      `/benchmark runs on open pull requests only; this one is ${state}. Nothing was run.`,
    );
  }
  await react(octokit, ctx, 'eyes');
  ctx.sha = pr.headSha;
  ctx.baseRef = pr.baseRef;
  ctx.baseSha = pr.baseSha;
  ctx.labels = pr.labels;
  ctx.fromFork = pr.isFork;
  return 'run';
}

async function refuse(octokit: GitHubClient, ctx: EventContext, body: string): Promise<'refused'> {
  await react(octokit, ctx, 'confused');
  try {
    await postRefusalOnce(octokit, {
      owner: ctx.owner,
      repo: ctx.repo,
      issue_number: ctx.pullNumber!,
      commandId: ctx.command!.commentId,
      body,
      authorLogin: (await resolveTokenIdentity(octokit)).login,
    });
  } catch (err) {
    core.warning(`could not post the refusal: ${describeGitHubError(err)}`);
  }
  return 'refused';
}

/**
 * The allow-label accepts regressions only when a user with write, maintain or admin
 * permission added it: anyone who can label (triage) or a bot could otherwise wave a
 * regression through. Reads who added it from the PR's events, then that user's permission.
 * Untrusted, or unknown (the events cannot be read), is false, with a notice saying why.
 */
export async function isAllowLabelTrusted(
  octokit: GitHubClient,
  ctx: EventContext,
  label: string,
): Promise<boolean> {
  if (ctx.pullNumber === undefined) return false;
  const target = { owner: ctx.owner, repo: ctx.repo };
  try {
    const adder = await findLabelAdder(octokit, { ...target, issue_number: ctx.pullNumber, label });
    if (adder === undefined) {
      core.notice(`the "${label}" label is ignored: no event says who added it`);
      return false;
    }
    const level = await getCollaboratorPermission(octokit, { ...target, username: adder });
    if (canRunCommands(level)) return true;
    core.notice(
      `the "${label}" label is ignored: ${adder} added it, who has ${level} permission (write, maintain or admin needed)`,
    );
    return false;
  } catch (err) {
    core.warning(
      `the "${label}" label is ignored: could not check who added it: ${describeGitHubError(err)}`,
    );
    return false;
  }
}

/** 🚀 when the command's run finished, 😕 when it failed. */
export async function finishCommand(octokit: GitHubClient, ctx: EventContext, ok: boolean): Promise<void> {
  if (ctx.command) await react(octokit, ctx, ok ? 'rocket' : 'confused');
}

async function react(octokit: GitHubClient, ctx: EventContext, content: Reaction): Promise<void> {
  try {
    await addCommentReaction(octokit, {
      owner: ctx.owner,
      repo: ctx.repo,
      comment_id: ctx.command!.commentId,
      content,
    });
  } catch (err) {
    core.warning(`could not add the ${content} reaction: ${describeGitHubError(err)}`);
  }
}
