// A pull request's report cites this runner's measured false-alarm rate: the
// bundled action (dist/index.js, started as the runner starts it) against the
// fake GitHub, whose benchmark-data branch holds calibration runs of the
// history store (docs/history.md, "Calibration"), read through the Git
// database API with the real client.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readBenchmarkInput } from '../../src/formats/read.js';
import type { CalibrationLine } from '../../src/history/calibration.js';
import { calibrationText } from '../../src/history/calibration-store.js';
import { fingerprintOf } from '../../src/history/store.js';
import { createResults } from '../../src/model/results.js';
import { pullRequestPayload, runBundledAction } from '../support/bundled-action.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github/index.js';

const root = new URL('../..', import.meta.url).pathname;
const REPO = 'acme/broker';
const HEAD = '5f1c0ffee0ddba11deadbeefcafe000000000002';
const headFile = join(root, 'examples/go-blockstore/outputs/head.txt');

let work: string;
let fake: FakeGitHub;
let machine: string;
beforeAll(async () => {
  // The machine the pull request's results were measured on, as the store fingerprints it.
  machine = fingerprintOf(createResults(await readBenchmarkInput(headFile)));
});
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'benchgate-calibration-comment-'));
  mkdirSync(join(work, 'workspace/results'), { recursive: true });
  for (const side of ['base', 'head'])
    cpSync(
      join(root, `examples/go-blockstore/outputs/${side}.txt`),
      join(work, `workspace/results/${side}.txt`),
    );
});
afterEach(async () => {
  await fake?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Three nightly A/A runs of two rows on `env` (and, given, the machine `machineName`); the second night flagged one. */
function calibrationRuns(env: string, machineName?: string): string {
  const lines = [24, 25, 26].flatMap((day): CalibrationLine[] =>
    ['BenchmarkWriteBlock/store=memory/size=1KB', 'BenchmarkReadBlock/store=memory/size=1KB'].map(
      (name, i) => ({
        commit: `c0ffee${day}`,
        time: `2026-11-${day}T03:17:00.000Z`,
        env,
        ...(machineName ? { machine: machineName } : {}),
        suite: 'example.com/blockstore',
        name,
        params: {},
        unit: 'ns/op',
        verdict: day === 25 && i === 0 ? 'regression' : 'unchanged',
        noise: 0.02,
        rounds: 10,
        threshold: 0.05,
      }),
    ),
  );
  return calibrationText(lines);
}

async function runFor(inputs: Record<string, string> = {}): Promise<{ code: number | null; out: string }> {
  const r = await runBundledAction({
    work,
    repo: REPO,
    sha: HEAD,
    apiUrl: fake.url,
    eventName: 'pull_request',
    payload: pullRequestPayload(REPO, HEAD),
    inputs: {
      mode: 'compare',
      'base-results': 'results/base.txt',
      'head-results': 'results/head.txt',
      'github-token': fake.token,
      'check-name': 'benchmarks',
      comment: 'always',
      'fail-on-regression': 'false',
      'data-branch': 'benchmark-data',
      ...inputs,
    },
  });
  return { code: r.code, out: r.stdout };
}

const seeded = (env: string, name?: string) => ({
  pulls: [{ repo: REPO, number: 7, headSha: HEAD }],
  branches: [
    {
      repo: REPO,
      branch: 'benchmark-data',
      files: { 'history/calibration/2026-11.jsonl': calibrationRuns(env, name) },
    },
  ],
});

describe("a pull request's report and this runner's calibration", () => {
  it('cites the false-alarm rate of the A/A runs measured on the same machine, in one line', async () => {
    fake = await startFakeGitHub({ seed: seeded(machine) });
    const { code, out } = await runFor();
    expect(code, out).toBe(0);
    expect(fake.state.comments).toHaveLength(1);
    const cited = fake.state.comments[0]!.body.split('\n').filter((l) =>
      l.startsWith('Calibration on this runner'),
    );
    expect(cited).toEqual([
      'Calibration on this runner: the last 3 A/A runs (head against itself) flagged 1 of 6 rows (false-alarm rate 16.7% per row, 33.3% per run).',
    ]);
  });

  it("cites nothing when the calibration runs are another machine's", async () => {
    fake = await startFakeGitHub({ seed: seeded('another000000') });
    const { code, out } = await runFor();
    expect(code, out).toBe(0);
    expect(fake.state.comments[0]!.body).not.toContain('Calibration on this runner');
  });

  it("cites the runs of the machine the action's machine input names, not those of the same hardware under another name", async () => {
    fake = await startFakeGitHub({ seed: seeded(machine, 'runner-2') });
    const named = await runFor({ machine: 'runner-2' });
    expect(named.code, named.out).toBe(0);
    expect(
      fake.state.comments[0]!.body.split('\n').filter((l) => l.startsWith('Calibration on this runner')),
    ).toEqual([
      'Calibration on this runner: the last 3 A/A runs (head against itself) flagged 1 of 6 rows (false-alarm rate 16.7% per row, 33.3% per run).',
    ]);
    await fake.close();
    fake = await startFakeGitHub({ seed: seeded(machine, 'runner-2') });
    const other = await runFor({ machine: 'runner-3' });
    expect(other.code, other.out).toBe(0);
    expect(fake.state.comments[0]!.body).not.toContain('Calibration on this runner');
  });
});
