// Comments benchgate must post at most once: the commit comment of a push and
// the refusal of a /benchmark command. A POST whose answer is lost (a 502
// after GitHub created the comment) would be repeated by plugin-retry and
// leave two; so these POSTs go without the client's retry, each carries a
// hidden marker on its first line, and before every attempt the comments are
// listed: one of ours with the marker means the earlier attempt landed.
// Only comments by the token's own login count (see identity.ts).

import { COMMENT_BODY_MAX_CHARS, truncateWithNote } from './body-limit.js';
import type { GitHubClient } from './client.js';
import { callGitHub, isServerError } from './errors.js';
import type { RepoTarget } from './pull-request.js';

const ATTEMPTS = 3;
const NOTE = `_… cut here: the text passed GitHub's ${COMMENT_BODY_MAX_CHARS.toLocaleString('en-US')}-character comment limit._`;

export interface PostedComment {
  id: number;
  url: string;
  /** False when a comment with the marker was already there (an earlier, lost answer). */
  created: boolean;
}

interface Found {
  id: number;
  body?: string | null;
  html_url: string;
  user?: { login: string } | null;
}

/** The hidden first line of a once-only comment; `what` names it, e.g. "commit:benchmarks". */
export function onceMarker(what: string): string {
  return `<!-- benchgate:${encodeURIComponent(what).replace(/%3A/g, ':')} -->`;
}

function bodyWith(marker: string, body: string): string {
  return `${marker}\n${truncateWithNote(body, COMMENT_BODY_MAX_CHARS - marker.length - 1, NOTE)}`;
}

function ours(list: Found[], marker: string, authorLogin: string): Found | undefined {
  return list.find((c) => c.user?.login === authorLogin && (c.body ?? '').split('\n', 1)[0] === marker);
}

/** Looks, posts without retry, and on a lost answer looks again before posting again. */
async function postOnce(
  find: () => Promise<Found | undefined>,
  create: () => Promise<Found>,
): Promise<PostedComment & { existing?: Found }> {
  for (let attempt = 1; ; attempt++) {
    const existing = await find();
    if (existing) return { id: existing.id, url: existing.html_url, created: false, existing };
    try {
      const made = await create();
      return { id: made.id, url: made.html_url, created: true };
    } catch (error) {
      if (!isServerError(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** Posts the refusal of the command comment `commandId` once, however often this is retried. */
export async function postRefusalOnce(
  octokit: GitHubClient,
  target: RepoTarget & { issue_number: number; commandId: number; body: string; authorLogin: string },
): Promise<PostedComment> {
  const { owner, repo, issue_number, authorLogin } = target;
  const marker = onceMarker(`refusal:${target.commandId}`);
  const body = bodyWith(marker, target.body);
  const posted = await postOnce(
    async () =>
      ours(
        await callGitHub('list PR comments', () =>
          octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number, per_page: 100 }),
        ),
        marker,
        authorLogin,
      ),
    async () =>
      (
        await callGitHub('create PR comment', () =>
          octokit.rest.issues.createComment({ owner, repo, issue_number, body, request: { retries: 0 } }),
        )
      ).data,
  );
  return { id: posted.id, url: posted.url, created: posted.created };
}

/**
 * Comments on a commit (a push has no PR) once per `key`: an existing comment of ours with
 * the key's marker is updated in place instead of a second one being posted.
 */
export async function upsertCommitComment(
  octokit: GitHubClient,
  target: RepoTarget & { commit_sha: string; key: string; body: string; authorLogin: string },
): Promise<PostedComment> {
  const { owner, repo, commit_sha, authorLogin } = target;
  const marker = onceMarker(`commit:${target.key}`);
  const body = bodyWith(marker, target.body);
  const posted = await postOnce(
    async () =>
      ours(
        await callGitHub('list commit comments', () =>
          octokit.paginate(octokit.rest.repos.listCommentsForCommit, {
            owner,
            repo,
            commit_sha,
            per_page: 100,
          }),
        ),
        marker,
        authorLogin,
      ),
    async () =>
      (
        await callGitHub('create commit comment', () =>
          octokit.rest.repos.createCommitComment({ owner, repo, commit_sha, body, request: { retries: 0 } }),
        )
      ).data,
  );
  if (posted.existing && posted.existing.body !== body) {
    await callGitHub('update commit comment', () =>
      octokit.rest.repos.updateCommitComment({ owner, repo, comment_id: posted.id, body }),
    );
  }
  return { id: posted.id, url: posted.url, created: posted.created };
}
