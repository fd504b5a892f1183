// One comment per key (the check name) on a PR, updated in place on every run.
//
// Note: race handling. GitHub has no "create if absent", so two runs that both
// find no comment both create one, and plugin-retry may repeat a POST whose
// answer was lost (a 502 after GitHub created the comment). Every run therefore
// lists the comments again after creating, and converges on the same rule: the
// oldest marked comment (lowest id; ids only grow) is the one, the run's report
// is merged into it (the other run's report stays as history), and newer
// marked comments are deleted; a 404 on that delete means another run already
// did it. Two runs updating an existing comment at the same moment cannot make
// a duplicate; the later write wins and the other run's entry may miss from the
// history. A list that lags behind a create (GitHub's replicas) could hide a
// duplicate from this check; the next run removes it.

import type { GitHubClient, GitHubLog } from './client.js';
import { callGitHub, isNotFound } from './errors.js';
import { composeStickyBody, isStickyBody, type ComposedStickyBody } from './sticky-body.js';

export interface IssueTarget {
  owner: string;
  repo: string;
  /** The PR (or issue) number. */
  issue_number: number;
}

export interface UpsertStickyCommentOptions extends IssueTarget {
  /** The check name; one comment per key. */
  key: string;
  /** The new report (Markdown). */
  body: string;
  /** Head commit the report is about. */
  sha: string;
  /** Time of the run, ISO 8601 (with `sha`, identifies the run so a retry does not duplicate it). */
  time: string;
  /** Shrinks the report to a character budget when it alone passes GitHub's limit. */
  shrink?: (budget: number) => string;
  /** Only comments by this login count as ours (e.g. "github-actions[bot]"); default: any author. */
  authorLogin?: string;
  /** Earlier runs kept in the comment; default 10. */
  maxHistory?: number;
  log?: GitHubLog;
}

export interface StickyCommentResult {
  url: string;
  id: number;
  /**
   * No comment of the key existed when this call started, so it posted one. (After a race
   * the comment that remains may be the other run's, into which this report was merged.)
   */
  created: boolean;
  /** The report was replaced by the `shrink` result, or cut; see ComposedStickyBody. */
  shrunk: boolean;
  truncated: boolean;
  /** Duplicate comments this call deleted. */
  removedDuplicates: number;
}

export interface MarkedComment {
  id: number;
  body: string;
  html_url: string;
}

/** All comments of the key on the issue, oldest first, over every page. */
export async function findStickyComments(
  octokit: GitHubClient,
  target: IssueTarget,
  key: string,
  authorLogin?: string,
): Promise<MarkedComment[]> {
  const comments = await callGitHub('list PR comments', () =>
    octokit.paginate(octokit.rest.issues.listComments, { ...target, per_page: 100 }),
  );
  return comments
    .filter(
      (c) => isStickyBody(c.body ?? '', key) && (authorLogin === undefined || c.user?.login === authorLogin),
    )
    .map((c) => ({ id: c.id, body: c.body ?? '', html_url: c.html_url }))
    .sort((a, b) => a.id - b.id);
}

function compose(options: UpsertStickyCommentOptions, previous?: string): ComposedStickyBody {
  const { key, body, sha, time, shrink, maxHistory } = options;
  return composeStickyBody({ key, body, sha, time, previous, shrink, maxHistory });
}

function memoizeByBudget(shrink: (budget: number) => string): (budget: number) => string {
  const made = new Map<number, string>();
  return (budget) => {
    let text = made.get(budget);
    if (text === undefined) {
      text = shrink(budget);
      made.set(budget, text);
    }
    return text;
  };
}

type Outcome = StickyCommentResult | 'kept-comment-vanished';

/** Merges the report into the oldest marked comment and deletes the newer ones. */
async function settle(
  octokit: GitHubClient,
  options: UpsertStickyCommentOptions,
  marked: MarkedComment[],
  createdId: number | undefined,
): Promise<Outcome> {
  const { owner, repo } = options;
  const [keep, ...newer] = marked;
  const composed = compose(options, keep!.body);
  if (composed.body !== keep!.body) {
    try {
      await callGitHub('update PR comment', () =>
        octokit.rest.issues.updateComment({ owner, repo, comment_id: keep!.id, body: composed.body }),
      );
    } catch (error) {
      if (isNotFound(error)) return 'kept-comment-vanished';
      throw error;
    }
  }
  let removed = 0;
  for (const extra of newer) {
    try {
      await callGitHub('delete duplicate PR comment', () =>
        octokit.rest.issues.deleteComment({ owner, repo, comment_id: extra.id }),
      );
      removed += 1;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  if (newer.length > 0) {
    options.log?.info(
      `Sticky comment ${keep!.id}: merged ${newer.length} duplicate(s) from concurrent or retried runs`,
    );
  }
  return {
    url: keep!.html_url,
    id: keep!.id,
    created: createdId !== undefined,
    shrunk: composed.shrunk,
    truncated: composed.truncated,
    removedDuplicates: removed,
  };
}

/**
 * Creates or updates the sticky comment of `key` on the issue, keeping earlier runs
 * collapsed in it, never leaving two (see the Note at the top of this file).
 */
export async function upsertStickyComment(
  octokit: GitHubClient,
  input: UpsertStickyCommentOptions,
): Promise<StickyCommentResult> {
  // The body is composed again after the relist; shrinking a large report once is enough.
  const options = { ...input, shrink: input.shrink && memoizeByBudget(input.shrink) };
  const { owner, repo, issue_number, key, authorLogin } = options;
  const target = { owner, repo, issue_number };
  // Two rounds: the comment being updated can be deleted by someone in between.
  for (let round = 1; ; round++) {
    let marked = await findStickyComments(octokit, target, key, authorLogin);
    let createdId: number | undefined;
    if (marked.length === 0) {
      const composed = compose(options);
      const { data } = await callGitHub('create PR comment', () =>
        octokit.rest.issues.createComment({ ...target, body: composed.body }),
      );
      createdId = data.id;
      marked = await findStickyComments(octokit, target, key, authorLogin);
      if (marked.length === 0) {
        // The list lags behind the create; the comment we made is the one.
        const { shrunk, truncated } = composed;
        return { url: data.html_url, id: data.id, created: true, shrunk, truncated, removedDuplicates: 0 };
      }
    }
    const outcome = await settle(octokit, options, marked, createdId);
    if (outcome !== 'kept-comment-vanished') return outcome;
    if (round >= 2) {
      throw new Error(
        `Sticky comment "${key}" on ${owner}/${repo}#${issue_number} kept disappearing while updating it`,
      );
    }
  }
}
