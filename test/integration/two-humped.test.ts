import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pullRequestPayload, runBundledAction } from '../support/bundled-action.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github/index.js';

// A real two-humped benchmark (test/fixtures/go/bimodal-share-30.txt and
// -60.txt: the slow path on 12 of 30 runs in base, 20 of 30 in head, neither
// path changed) through the command line and the bundled action: the row is
// judged by mode and the comment explains it in one line.

const root = new URL('../..', import.meta.url).pathname;
const fixtures = join(root, 'test/fixtures/go');
const SHA = '5f1c0ffee0ddba11deadbeefcafe000000000002';
const REPO = 'acme/broker';
const NOTE =
  'two-humped: the samples fall in two modes (split at 8420 ns/op), so the row is judged by mode, not by its median: slow mode in 40% of base and 66.7% of head (+27 points, 95% CI +2 to +48); fast mode −1%, slow mode −1.7%';

let work: string;
let fake: FakeGitHub | undefined;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'benchgate-two-humped-'));
  mkdirSync(join(work, 'workspace/results'), { recursive: true });
  cpSync(join(fixtures, 'bimodal-share-30.txt'), join(work, 'workspace/results/base.txt'));
  cpSync(join(fixtures, 'bimodal-share-60.txt'), join(work, 'workspace/results/head.txt'));
});
afterEach(async () => {
  await fake?.close();
  fake = undefined;
  rmSync(work, { recursive: true, force: true });
});

describe('a two-humped benchmark', () => {
  it('is judged by mode by benchgate compare: the share moved, +28.0%, not the medians’ +178%', () => {
    const r = spawnSync(
      process.execPath,
      [join(root, 'dist/cli.js'), 'compare', 'results/base.txt', 'results/head.txt', '--markdown'],
      { cwd: join(work, 'workspace'), encoding: 'utf8' },
    );
    expect(r.status, r.stderr).toBe(1);
    // The geomean stays benchstat's, of the medians (docs/statistics.md, "Where benchgate differs from benchstat").
    expect(r.stdout).toContain('❌ 1 regression · 0 unchanged · geomean +178% (ns/op)');
    expect(r.stdout).toContain('| +28.0% | 1.28x slower | – | ❌ regression (two-humped) <sup>1</sup> |');
    expect(r.stdout).toContain(`<sup>1</sup> ${NOTE}`);
    expect(r.stdout).toContain('two-humped rows by mode (1 row, no Benjamini–Hochberg)');
  });

  it('explains the verdict in one line of the pull request comment, through the bundled action', async () => {
    fake = await startFakeGitHub({
      seed: { pulls: [{ repo: REPO, number: 7, headSha: SHA, baseRef: 'main' }] },
    });
    const r = await runBundledAction({
      work,
      repo: REPO,
      sha: SHA,
      apiUrl: fake.url,
      eventName: 'pull_request',
      payload: pullRequestPayload(REPO, SHA),
      inputs: {
        mode: 'compare',
        'base-results': 'results/base.txt',
        'head-results': 'results/head.txt',
        'github-token': fake.token,
        'check-name': 'benchmarks',
        'data-branch': '',
      },
    });
    expect(r.code, r.stdout).toBe(1);
    expect(fake.state.checkRuns.map((c) => [c.conclusion, c.output.title])).toEqual([
      ['failure', '1 regression, 0 improvements, 0 unchanged'],
    ]);
    expect(fake.state.comments[0]!.body).toContain(`<sup>1</sup> ${NOTE}`);
  });
});
