// readEventContext on each event kind benchgate acts on: what it takes from
// the payload GitHub writes, and what it leaves (a fork's head, a deleted
// fork, a push that created the branch, an incomplete merge_group).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readEventContext } from '../../../src/action/context.js';

const dir = mkdtempSync(join(tmpdir(), 'benchgate-event-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const C = 'c'.repeat(40);

let files = 0;
function contextOf(eventName: string, payload: object) {
  const path = join(dir, `event-${files++}.json`);
  writeFileSync(path, JSON.stringify(payload));
  return readEventContext({
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: path,
    GITHUB_REPOSITORY: 'Owner/Repo',
    GITHUB_SHA: C,
    GITHUB_SERVER_URL: 'https://github.example',
    GITHUB_RUN_ID: '42',
  });
}

const common = {
  eventName: 'pull_request',
  owner: 'Owner',
  repo: 'Repo',
  serverUrl: 'https://github.example',
  runUrl: 'https://github.example/Owner/Repo/actions/runs/42',
};

function pullRequest(headRepo: { full_name: string } | null) {
  return {
    pull_request: {
      number: 7,
      title: 'Faster writer',
      labels: [{ name: 'benchmark' }],
      head: { sha: A, ref: 'topic', repo: headRepo },
      base: { ref: 'main', sha: B, repo: { full_name: 'Owner/Repo' } },
    },
  };
}

describe('readEventContext', () => {
  it('a pull request from the same repository (names compared without case)', () => {
    expect(contextOf('pull_request', pullRequest({ full_name: 'owner/repo' }))).toEqual({
      ...common,
      sha: A,
      pullNumber: 7,
      baseRef: 'main',
      baseSha: B,
      labels: ['benchmark'],
      title: 'Faster writer',
      fromFork: false,
    });
  });

  it('a pull request from a fork, and from a deleted fork (head.repo null), is a fork', () => {
    expect(contextOf('pull_request_target', pullRequest({ full_name: 'Other/Repo' })).fromFork).toBe(true);
    expect(contextOf('pull_request_target', pullRequest(null)).fromFork).toBe(true);
  });

  it('a push compares with the commit before it, unless the push created the branch', () => {
    expect(contextOf('push', { before: B })).toEqual({
      ...common,
      eventName: 'push',
      sha: C,
      baseRef: B,
      labels: [],
      title: '',
      fromFork: false,
    });
    expect(contextOf('push', { before: '0'.repeat(40) }).baseRef).toBeUndefined();
  });

  it('a merge group measures the queue commit against the target branch commit under it', () => {
    const ctx = contextOf('merge_group', {
      merge_group: {
        head_sha: A,
        base_sha: B,
        head_ref: 'gh-readonly-queue/main/pr-7',
        base_ref: 'refs/heads/main',
      },
    });
    expect(ctx).toEqual({
      ...common,
      eventName: 'merge_group',
      sha: A,
      baseRef: B,
      mergeGroup: { headSha: A, baseSha: B, baseRef: 'main' },
      labels: [],
      title: '',
      fromFork: false,
    });
    const incomplete = contextOf('merge_group', { merge_group: { head_sha: A } });
    expect([incomplete.sha, incomplete.baseRef, incomplete.mergeGroup]).toEqual([C, undefined, undefined]);
  });

  it('a workflow run takes its commit from the event and counts a run from elsewhere as a fork', () => {
    const own = contextOf('workflow_run', {
      workflow_run: { head_sha: A, head_repository: { full_name: 'OWNER/repo' } },
    });
    expect([own.sha, own.workflowRun, own.fromFork]).toEqual([
      A,
      { headSha: A, headRepo: 'OWNER/repo' },
      false,
    ]);
    const fork = contextOf('workflow_run', { workflow_run: { head_sha: A, head_repository: null } });
    expect([fork.workflowRun, fork.fromFork]).toEqual([{ headSha: A, headRepo: undefined }, true]);
  });

  it('a /benchmark comment on a pull request becomes a command; a comment on an issue does not', () => {
    const ctx = contextOf('issue_comment', {
      issue: { number: 9, title: 'Faster writer', pull_request: { url: 'x' }, labels: [{ name: 'perf' }] },
      comment: { id: 5, body: '/benchmark Writer', user: { login: 'maintainer' } },
    });
    expect(ctx).toEqual({
      ...common,
      eventName: 'issue_comment',
      sha: C,
      pullNumber: 9,
      labels: ['perf'],
      title: 'Faster writer',
      fromFork: false,
      command: { commentId: 5, author: 'maintainer', filter: 'Writer' },
    });
    const onIssue = contextOf('issue_comment', {
      issue: { number: 9, title: 'Bug' },
      comment: { id: 6, body: '/benchmark', user: { login: 'maintainer' } },
    });
    expect([onIssue.pullNumber, onIssue.command]).toEqual([undefined, undefined]);
  });
});
