import * as core from '@actions/core';
import type { GitHubClient } from '../github/client.js';
import { describeGitHubError } from '../github/errors.js';
import {
  addCommentReaction,
  canRunCommands,
  createIssueComment,
  getCollaboratorPermission,
  getPullRequest,
  type Reaction,
} from '../github/pull-request.js';
import type { EventContext } from './context.js';

export type CommandDecision = 'run' | 'refused' | 'ignored';

/**
 * A "/benchmark [filter]" PR comment: only users with write, maintain or admin
 * permission may make the self-hosted machine run the PR's code. Anyone else
 * gets a short refusal and nothing runs. An accepted command is marked 👀 and
 * the context is filled from the PR (head commit, base branch, labels).
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
    await react(octokit, ctx, 'confused');
    await createIssueComment(octokit, {
      ...target,
      issue_number: ctx.pullNumber,
      body: `/benchmark needs write, maintain or admin permission on this repository (yours: ${level}); nothing was run.`,
    }).catch((err) => core.warning(`could not post the refusal: ${describeGitHubError(err)}`));
    return 'refused';
  }
  await react(octokit, ctx, 'eyes');
  const pr = await getPullRequest(octokit, { ...target, pull_number: ctx.pullNumber });
  ctx.sha = pr.headSha;
  ctx.baseRef = pr.baseRef;
  ctx.labels = pr.labels;
  ctx.fromFork = pr.isFork;
  return 'run';
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
