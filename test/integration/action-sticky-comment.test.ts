// The bundled action (dist/index.js, as the runner starts it) against the fake
// GitHub: the sticky comment attacks of issue 15 items 9 and 10, end to end.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseStickyBody, stickyMarker } from '../../src/github/sticky-body.js';
import { pullRequestPayload, runBundledAction, type BundledActionRun } from '../support/bundled-action.js';
import { startFakeGitHub, type FakeGitHub, type FakeSeed } from '../support/fake-github/index.js';

const root = new URL('../..', import.meta.url).pathname;
const REPO = 'acme/broker';
const OLD_HEAD = '5f1c0ffee0ddba11deadbeefcafe000000000001';
const NEW_HEAD = '5f1c0ffee0ddba11deadbeefcafe000000000002';

let work: string;
let fake: FakeGitHub;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'benchgate-sticky-comment-'));
  mkdirSync(join(work, 'workspace/results'), { recursive: true });
  for (const side of ['base', 'head']) {
    cpSync(
      join(root, `examples/go-blockstore/outputs/${side}.txt`),
      join(work, `workspace/results/${side}.txt`),
    );
  }
});
afterEach(async () => {
  await fake?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Runs the bundled action for a pull_request event whose head is `sha`. */
function runFor(sha: string): Promise<BundledActionRun> {
  return runBundledAction({
    work,
    repo: REPO,
    sha,
    apiUrl: fake.url,
    eventName: 'pull_request',
    payload: pullRequestPayload(REPO, sha),
    inputs: {
      mode: 'compare',
      'base-results': 'results/base.txt',
      'head-results': 'results/head.txt',
      'github-token': fake.token,
      'check-name': 'benchmarks',
      comment: 'always',
      'fail-on-regression': 'false',
    },
  });
}

const seed = (comments: FakeSeed['comments'] = []): FakeSeed => ({
  pulls: [{ repo: REPO, number: 7, headSha: NEW_HEAD }],
  comments,
});

describe('the sticky comment through main.ts', () => {
  it("a passer-by's older comment with the marker is not adopted", async () => {
    const bait = `${stickyMarker('benchmarks')}\nI will edit whatever lands here`;
    fake = await startFakeGitHub({
      seed: seed([{ repo: REPO, issue_number: 7, body: bait, user: 'passerby' }]),
    });
    const { code, stdout } = await runFor(NEW_HEAD);
    expect(code, stdout).toBe(0);
    expect(fake.state.comments.map((c) => c.user.login)).toEqual(['passerby', 'github-actions[bot]']);
    expect(fake.state.comments[0]!.body).toBe(bait);
    expect(parseStickyBody(fake.state.comments[1]!.body, 'benchmarks')!.current.sha).toBe(NEW_HEAD);
  });

  it("a slower run for the old head does not replace the new head's report", async () => {
    fake = await startFakeGitHub({ seed: seed() });
    expect((await runFor(NEW_HEAD)).code).toBe(0);
    const { code, stdout } = await runFor(OLD_HEAD);
    expect(code, stdout).toBe(0);
    expect(stdout).toContain(
      `::notice::the pull request has moved past ${OLD_HEAD.slice(0, 7)}: this report was added to its comment as an earlier run`,
    );
    expect(fake.state.comments).toHaveLength(1);
    const model = parseStickyBody(fake.state.comments[0]!.body, 'benchmarks')!;
    expect([model.current.sha, model.history.map((r) => r.sha)]).toEqual([NEW_HEAD, [OLD_HEAD]]);
    // The check of each run stays on its own commit.
    expect(fake.state.checkRuns.map((r) => r.head_sha)).toEqual([NEW_HEAD, OLD_HEAD]);
  });
});
