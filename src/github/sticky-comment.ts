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
//
// Only comments by the token's own login count (see identity.ts), and a run
// for a commit that is no longer the PR's head never becomes "current".

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
  /**
   * The token's login (resolveTokenIdentity): only comments by it are adopted. Anyone can post
   * a comment that starts with our marker; adopting it would hand the report to its author.
   */
  authorLogin: string;
  /**
   * The PR's head commit now (asked just before writing). When it is not `sha`, this run is
   * for an older head: its report is filed as an earlier run, and never replaces the report
   * of the newer head. Omitted: the run is taken as current.
   */
  currentHead?: () => Promise<string>;
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
  /** The PR's head moved on: the report was filed as an earlier run, not as the current one. */
  stale: boolean;
}

export interface MarkedComment {
  id: number;
  body: string;
  html_url: string;
}

/** All comments of the key on the issue, oldest first, over every page. */
async function findStickyComments(
  octokit: GitHubClient,
  target: IssueTarget,
  key: string,
  authorLogin: string,
): Promise<MarkedComment[]> {
  const comments = await callGitHub('list PR comments', () =>
    octokit.paginate(octokit.rest.issues.listComments, { ...target, per_page: 100 }),
  );
  return comments
    .filter((c) => isStickyBody(c.body ?? '', key) && c.user?.login === authorLogin)
    .map((c) => ({ id: c.id, body: c.body ?? '', html_url: c.html_url }))
    .sort((a, b) => a.id - b.id);
}

type Options = UpsertStickyCommentOptions & { stale: boolean };

function compose(options: Options, previous?: string): ComposedStickyBody {
  const { key, body, sha, time, shrink, maxHistory, stale } = options;
  return composeStickyBody({ key, body, sha, time, previous, shrink, maxHistory, stale });
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
  options: Options,
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
    stale: options.stale,
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
  const options: Options = { ...input, shrink: input.shrink && memoizeByBudget(input.shrink), stale: false };
  const { owner, repo, issue_number, key, authorLogin } = options;
  const target = { owner, repo, issue_number };
  // Two rounds: the comment being updated can be deleted by someone in between.
  for (let round = 1; ; round++) {
    options.stale = await isStale(options);
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
        const { stale } = options;
        return {
          url: data.html_url,
          id: data.id,
          created: true,
          shrunk,
          truncated,
          removedDuplicates: 0,
          stale,
        };
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

/** The run's commit is no longer the PR's head (a newer push was made while it ran). */
async function isStale(options: Options): Promise<boolean> {
  if (!options.currentHead) return false;
  const head = await options.currentHead();
  if (head === options.sha) return false;
  options.log?.info(
    `The pull request's head is now ${head.slice(0, 7)}, not ${options.sha.slice(0, 7)}: ` +
      'this report is kept as an earlier run and does not replace the current one',
  );
  return true;
}
