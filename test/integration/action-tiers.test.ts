import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pullRequestPayload, runBundledAction } from '../support/bundled-action.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github/index.js';

// Advisory tiers through the bundled action against the fake GitHub, on the
// Go example's real outputs: head copies every block twice, so its 8
// regressions are all rows of BenchmarkWriteBlock/store=memory.

const root = new URL('../..', import.meta.url).pathname;
const outputs = join(root, 'examples/go-blockstore/outputs');
const SHA = '5f1c0ffee0ddba11deadbeefcafe000000000001';
const REPO = 'acme/broker';

let work: string;
let fake: FakeGitHub;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'benchgate-action-tiers-'));
  mkdirSync(join(work, 'workspace/results'), { recursive: true });
  for (const side of ['base', 'head'])
    cpSync(join(outputs, `${side}.txt`), join(work, `workspace/results/${side}.txt`));
});
afterEach(async () => {
  await fake?.close();
  rmSync(work, { recursive: true, force: true });
});

const pullEvent = pullRequestPayload(REPO, SHA);
const seed = { pulls: [{ repo: REPO, number: 7, headSha: SHA, baseRef: 'main', labels: [] }] };

async function run(inputs: Record<string, string>) {
  fake = await startFakeGitHub({ seed });
  return runBundledAction({
    work,
    repo: REPO,
    sha: SHA,
    apiUrl: fake.url,
    eventName: 'pull_request',
    payload: pullEvent,
    inputs: {
      mode: 'compare',
      'base-results': 'results/base.txt',
      'head-results': 'results/head.txt',
      'github-token': fake.token,
      'check-name': 'benchmarks',
      comment: 'always',
      'fail-on-regression': 'true',
      'data-branch': '',
      ...inputs,
    },
  });
}

describe('the bundled action with advisory tiers', () => {
  it('warn: the regressions are reported, the check is neutral and the step passes', async () => {
    const r = await run({ tiers: 'BenchmarkWriteBlock*: warn' });
    expect(r.code).toBe(0);
    expect(r.outputs.verdict).toBe('warning');
    expect(r.stdout).toContain('::warning::8 regressions at tier warn (see the report in the job summary)');
    const check = fake.state.checkRuns[0]!;
    expect([check.conclusion, check.output.title]).toEqual([
      'neutral',
      '8 regressions (8 at tier warn), 0 improvements, 11 unchanged, 13 inconclusive',
    ]);
    expect(fake.state.comments[0]!.body).toContain(
      '| +129% | 2.29x slower | &lt;0.001 | ❌ regression (warn) <sup>1</sup> |',
    );
  });

  it('fail-on-regression: false is warn for every row: the check is never failure', async () => {
    const r = await run({ 'fail-on-regression': 'false' });
    expect(r.code).toBe(0);
    expect(r.outputs.verdict).toBe('warning');
    expect(fake.state.checkRuns[0]!.conclusion).toBe('neutral');
  });

  it('shadow: measured and recorded, no verdict in the report; the rest still blocks', async () => {
    const r = await run({ tiers: 'unit B/op: shadow\nunit allocs/op: shadow\nunit MB/s: shadow' });
    expect(r.code).toBe(1);
    expect(r.outputs.verdict).toBe('regression');
    const check = fake.state.checkRuns[0]!;
    expect([check.conclusion, check.output.title]).toEqual([
      'failure',
      '2 regressions, 0 improvements, 0 unchanged, 6 inconclusive',
    ]);
    const body = fake.state.comments[0]!.body;
    const regressions = body.slice(body.indexOf('#### Regressions'), body.indexOf('#### All'));
    expect(regressions.match(/❌ regression/g)).toHaveLength(2);
    expect(regressions).not.toContain('B/op');
    expect(body).toContain('24 shadow rows not judged');
  });
});
