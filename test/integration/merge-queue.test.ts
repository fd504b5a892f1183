import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Comparison } from '../../src/compare/types.js';
import { readEventContext } from '../../src/action/context.js';
import { gitIn } from '../support/git-fixture.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github/index.js';
import { runBundledAction } from '../support/bundled-action.js';

// The merge queue: GitHub's merge_group event (the payload of
// test/support/github-events/merge_group.checks_requested.json, see its
// PROVENANCE.md, with its two commits replaced by this test's) measured as
// base = merge_group.base_sha, head = merge_group.head_sha, and the check
// posted on the queue's commit.

const root = new URL('../..', import.meta.url).pathname;
const outputs = join(root, 'examples/go-blockstore/outputs');
const event = JSON.parse(
  readFileSync(join(root, 'test/support/github-events/merge_group.checks_requested.json'), 'utf8'),
) as { merge_group: { head_sha: string; base_sha: string; base_ref: string; head_ref: string } };

let work: string;
let fake: FakeGitHub | undefined;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'benchgate-merge-queue-'));
});
afterEach(async () => {
  await fake?.close();
  rmSync(work, { recursive: true, force: true });
});

/** The target branch's commit (base.txt) and the queue's commit on it (head.txt): real go test output. */
function queueRepo(): { base: string; head: string } {
  const dir = join(work, 'workspace');
  mkdirSync(dir, { recursive: true });
  cpSync(join(outputs, 'base.txt'), join(dir, 'bench.txt'));
  gitIn(dir, 'init', '-q', '-b', 'main');
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-q', '-m', 'main');
  const base = gitIn(dir, 'rev-parse', 'HEAD');
  gitIn(dir, 'checkout', '-q', '-b', 'gh-readonly-queue/main/pr-7');
  cpSync(join(outputs, 'head.txt'), join(dir, 'bench.txt'));
  gitIn(dir, 'commit', '-q', '-am', 'Merge pull request #7');
  // A queue checkout has no main branch of its own: only the queue's commit and its history.
  gitIn(dir, 'branch', '-q', '-D', 'main');
  return { base, head: gitIn(dir, 'rev-parse', 'HEAD') };
}

describe('the merge queue', () => {
  it('reads GitHub’s merge_group payload: the queue’s commit is head, the target branch’s commit under it the base', () => {
    const path = join(work, 'event.json');
    cpSync(join(root, 'test/support/github-events/merge_group.checks_requested.json'), path);
    const ctx = readEventContext({
      GITHUB_EVENT_NAME: 'merge_group',
      GITHUB_EVENT_PATH: path,
      GITHUB_REPOSITORY: 'o/r',
    });
    expect([ctx.sha, ctx.baseRef, ctx.pullNumber]).toEqual([
      event.merge_group.head_sha,
      event.merge_group.base_sha,
      undefined,
    ]);
    expect(ctx.mergeGroup).toEqual({
      headSha: event.merge_group.head_sha,
      baseSha: event.merge_group.base_sha,
      baseRef: event.merge_group.base_ref.replace('refs/heads/', ''),
    });
  });

  it('measures the queue’s commit against merge_group.base_sha and posts the check on the queue’s commit', async () => {
    const { base, head } = queueRepo();
    fake = await startFakeGitHub({ seed: {} });
    const payload = { ...event, merge_group: { ...event.merge_group, head_sha: head, base_sha: base } };
    const r = await runBundledAction({
      work,
      repo: 'acme/broker',
      // GITHUB_SHA of a merge_group run is the queue's commit too; the payload decides either way.
      sha: head,
      apiUrl: fake.url,
      eventName: 'merge_group',
      payload,
      inputs: {
        mode: 'ab',
        runner: 'command',
        command: 'cat bench.txt',
        format: 'go',
        rounds: '2',
        'confirm-rounds': '0',
        'github-token': fake.token,
        'check-name': 'benchmarks',
        'data-branch': '',
        // Profiling after the verdict is test/integration/profile-action.test.ts's: perf
        // over `cat` adds seconds per regressed row and says nothing here.
        profile: 'off',
      },
    });
    expect(r.code, r.stdout).toBe(1);
    const comparison = JSON.parse(readFileSync(r.outputs.comparison!, 'utf8')) as Comparison;
    expect([comparison.base.commit, comparison.head.commit]).toEqual([base, head]);
    expect(fake.state.checkRuns.map((c) => [c.name, c.head_sha, c.conclusion])).toEqual([
      ['benchmarks', head, 'failure'],
    ]);
  });
});
