// Which commit is the base: the one an A/B run measures against, and the one
// whose config and comment template are trusted on a pull request.

import * as core from '@actions/core';
import { git } from '../run/git.js';
import type { EventContext } from './context.js';
import type { ActionSettings } from './inputs.js';

/**
 * The commit whose config and comment template are in force: on a pull
 * request, its base (the PR controls the checkout, so never the checkout's);
 * elsewhere none, and the checkout is the branch's own. In mode compare and
 * record a base the checkout lacks is a warning, and the checkout's files are
 * read, as the PR's results are anyway.
 */
export async function trustedBase(
  settings: ActionSettings,
  ctx: EventContext,
  workspace: string,
  runBase: string | undefined,
): Promise<string | undefined> {
  if (ctx.pullNumber === undefined) return undefined;
  if (runBase) return runBase;
  return baseCommit(settings, ctx, workspace).catch((err: Error) => {
    core.warning(`the config and template are read from the checkout: ${err.message}`);
    return undefined;
  });
}

/** The base commit: the input, else the merge-base with the PR's base branch, else the parent. */
export async function baseCommit(
  settings: ActionSettings,
  ctx: EventContext,
  workspace: string,
): Promise<string> {
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
