// The action's run() (src/action/main.ts, under @github/local-action) against the fake
// GitHub: the sticky comment attacks of issue 15 items 9 and 10, end to end.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseStickyBody, stickyMarker } from '../../src/github/sticky-body.js';
import { startFakeGitHub, type FakeGitHub, type FakeSeed } from '../support/fake-github/index.js';

const root = new URL('../..', import.meta.url).pathname;
const REPO = 'acme/broker';
const OLD_HEAD = '5f1c0ffee0ddba11deadbeefcafe000000000001';
const NEW_HEAD = '5f1c0ffee0ddba11deadbeefcafe000000000002';

let work: string;
let fake: FakeGitHub;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'benchgate-local-github-'));
  mkdirSync(join(work, 'ws/results'), { recursive: true });
  mkdirSync(join(work, 'temp'));
  for (const side of ['base', 'head']) {
    cpSync(join(root, `examples/go-blockstore/outputs/${side}.txt`), join(work, `ws/results/${side}.txt`));
  }
});
afterEach(async () => {
  await fake?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Runs the action for a pull_request event whose head is `sha`. */
async function runFor(sha: string): Promise<{ code: number | null; out: string }> {
  const event = {
    number: 7,
    pull_request: {
      number: 7,
      labels: [],
      head: { sha, ref: 'feature', repo: { full_name: REPO } },
      base: { ref: 'main', repo: { full_name: REPO } },
    },
  };
  writeFileSync(join(work, 'event.json'), JSON.stringify(event));
  writeFileSync(join(work, 'summary.md'), '');
  const env = [
    'INPUT_MODE=compare',
    'INPUT_BASE-RESULTS=results/base.txt',
    'INPUT_HEAD-RESULTS=results/head.txt',
    `INPUT_GITHUB-TOKEN=${fake.token}`,
    'INPUT_CHECK-NAME=benchmarks',
    'INPUT_COMMENT=always',
    'INPUT_FAIL-ON-REGRESSION=false',
    `GITHUB_API_URL=${fake.url}`,
    `GITHUB_WORKSPACE=${join(work, 'ws')}`,
    'GITHUB_EVENT_NAME=pull_request',
    `GITHUB_EVENT_PATH=${join(work, 'event.json')}`,
    `GITHUB_REPOSITORY=${REPO}`,
    `GITHUB_SHA=${sha}`,
    `GITHUB_STEP_SUMMARY=${join(work, 'summary.md')}`,
    `RUNNER_TEMP=${join(work, 'temp')}`,
  ];
  writeFileSync(join(work, '.env'), `${env.join('\n')}\n`);
  const bin = join(root, 'node_modules/.bin/local-action');
  return new Promise((resolve) => {
    const child = spawn(bin, ['run', root, 'src/action/main.ts', join(work, '.env')], { cwd: root });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (c) => resolve({ code: c, out }));
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
    const { code, out } = await runFor(NEW_HEAD);
    expect(code, out).toBe(0);
    expect(fake.state.comments.map((c) => c.user.login)).toEqual(['passerby', 'github-actions[bot]']);
    expect(fake.state.comments[0]!.body).toBe(bait);
    expect(parseStickyBody(fake.state.comments[1]!.body, 'benchmarks')!.current.sha).toBe(NEW_HEAD);
  });

  it("a slower run for the old head does not replace the new head's report", async () => {
    fake = await startFakeGitHub({ seed: seed() });
    expect((await runFor(NEW_HEAD)).code).toBe(0);
    const { code, out } = await runFor(OLD_HEAD);
    expect(code, out).toBe(0);
    expect(out).toContain(
      `::notice::the pull request has moved past ${OLD_HEAD.slice(0, 7)}: this report was added to its comment as an earlier run`,
    );
    expect(fake.state.comments).toHaveLength(1);
    const model = parseStickyBody(fake.state.comments[0]!.body, 'benchmarks')!;
    expect([model.current.sha, model.history.map((r) => r.sha)]).toEqual([NEW_HEAD, [OLD_HEAD]]);
    // The check of each run stays on its own commit.
    expect(fake.state.checkRuns.map((r) => r.head_sha)).toEqual([NEW_HEAD, OLD_HEAD]);
  });
});
