import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pullRequestPayload, runBundledAction } from '../support/bundled-action.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github/index.js';

// Nothing passes unseen: a benchmark of base that head no longer reports makes
// the run incomplete. Base is real go test output (five samples of nine
// benchmarks); head is the same output without its last benchmark
// (scripts/damage-fixtures.mjs, without-last-benchmark), so every benchmark
// both sides have is unchanged and only the missing one decides the check.

const root = new URL('../..', import.meta.url).pathname;
const fixtures = join(root, 'test/fixtures/go');
const SHA = '5f1c0ffee0ddba11deadbeefcafe000000000001';
const REPO = 'acme/broker';
const MISSING = 'example.com/benchfixture/blockstore.BenchmarkWriteBlock_Parallel procs=2';
/** As the report writes it: Markdown-escaped. */
const MISSING_MD = MISSING.replace('_', '\\_');

let work: string;
let fake: FakeGitHub;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'benchgate-action-unseen-'));
  mkdirSync(join(work, 'workspace/results'), { recursive: true });
  cpSync(join(fixtures, 'benchmem-count5.txt'), join(work, 'workspace/results/base.txt'));
  cpSync(
    join(fixtures, 'benchmem-count5.damaged-without-last-benchmark.txt'),
    join(work, 'workspace/results/head.txt'),
  );
});
afterEach(async () => {
  await fake?.close();
  rmSync(work, { recursive: true, force: true });
});

const pullEvent = pullRequestPayload(REPO, SHA);

async function run(inputs: Record<string, string>, eventName = 'pull_request', payload: object = pullEvent) {
  return runBundledAction({
    work,
    repo: REPO,
    sha: SHA,
    apiUrl: fake.url,
    eventName,
    payload,
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

const seed = { pulls: [{ repo: REPO, number: 7, headSha: SHA, baseRef: 'main', labels: [] }] };

describe('the bundled action: a benchmark removed in head', () => {
  it('concludes neutral with a title that says the run is incomplete, and names the benchmark', async () => {
    fake = await startFakeGitHub({ seed });
    const r = await run({});
    expect(r.code).toBe(0);
    expect(r.outputs.verdict).toBe('incomplete');
    expect(r.stdout).toContain(
      `::warning::incomplete: 1 benchmark of base not compared (removed: ${MISSING})`,
    );
    const check = fake.state.checkRuns[0]!;
    expect([check.conclusion, check.output.title]).toEqual([
      'neutral',
      `Incomplete: 1 benchmark of base not compared (removed: ${MISSING}); 0 regressions, 0 improvements, 14 unchanged, 18 inconclusive`,
    ]);
    const comment = fake.state.comments[0]!.body;
    expect(comment).toContain(
      `⚠️ incomplete: 1 benchmark of base not compared (removed: ${MISSING_MD}) · 14 unchanged · ❔ 18 inconclusive · 1 removed`,
    );
    expect(comment).toContain(`**Not compared on both sides**\n\n- removed: ${MISSING_MD}\n`);
  });

  it('fails the check and the step with on-missing: fail', async () => {
    fake = await startFakeGitHub({ seed });
    const r = await run({ 'on-missing': 'fail' });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      `::error::incomplete: 1 benchmark of base not compared (removed: ${MISSING}) (on-missing: fail)`,
    );
    expect(fake.state.checkRuns[0]!.conclusion).toBe('failure');
  });

  it('passes with on-missing: pass, still listing the benchmark', async () => {
    fake = await startFakeGitHub({ seed });
    const r = await run({ 'on-missing': 'pass' });
    expect(r.code).toBe(0);
    expect(r.outputs.verdict).toBe('pass');
    const check = fake.state.checkRuns[0]!;
    expect([check.conclusion, check.output.title]).toEqual([
      'success',
      '0 regressions, 0 improvements, 14 unchanged, 18 inconclusive',
    ]);
    expect(fake.state.comments[0]!.body).toContain(`- removed: ${MISSING_MD}\n`);
  });

  it('passes when the repository config retires the benchmark, showing the reason', async () => {
    fake = await startFakeGitHub({ seed });
    mkdirSync(join(work, 'workspace/.github'));
    writeFileSync(
      join(work, 'workspace/.github/benchgate.yml'),
      'retired:\n  - { benchmark: "BenchmarkWriteBlock_Parallel", reason: "merged into BenchmarkWriteBlock, see the changelog" }\n',
    );
    const dispatch = { repository: { full_name: REPO } };
    const r = await run({}, 'workflow_dispatch', dispatch);
    expect(r.code).toBe(0);
    expect(r.outputs.verdict).toBe('pass');
    expect(fake.state.checkRuns[0]!.conclusion).toBe('success');
    expect(r.summary).toContain(
      `- removed: ${MISSING_MD}: retired (merged into BenchmarkWriteBlock, see the changelog)\n`,
    );
  });
});
