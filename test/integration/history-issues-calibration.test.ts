import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendCalibration } from '../../src/history/calibration-store.js';
import type { CalibrationLine } from '../../src/history/calibration.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github/index.js';

// A change issue cites the measured false-alarm rate of the machine its
// change was found on, in one line: `benchgate history issues` through the
// built command line, the real client and the fake GitHub, on a store
// appended from real go test output (test/fixtures/go-zero) as machine
// runner-2, whose calibration folder holds A/A runs of runner-2 and of
// another machine (docs/history.md, "Calibration").

const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist/cli.js');
const scratch = mkdtempSync(join(tmpdir(), 'benchgate-issues-calibration-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const sha = (i: number) => i.toString(16).padStart(40, 'a');
const fixture = (side: string) => join(root, `test/fixtures/go-zero/${side}.txt`);

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await startFakeGitHub({});
});
afterEach(() => fake.close());

/** A store of 8 commits before the step and 8 after, measured on runner-2. */
function storeWithStep(name: string): string {
  const store = join(scratch, name);
  for (let i = 1; i <= 16; i++) {
    const r = spawnSync(
      process.execPath,
      [
        cli,
        'history',
        'append',
        store,
        fixture(i <= 8 ? 'base' : 'head'),
        '--commit',
        sha(i),
        '--parent',
        sha(i - 1),
        '--time',
        `2026-10-${String(i).padStart(2, '0')}T12:00:00Z`,
        '--machine',
        'runner-2',
      ],
      { encoding: 'utf8' },
    );
    expect(r.status, r.stderr).toBe(0);
  }
  return store;
}

/** Three nightly A/A runs of two rows on `machine`; the second night flagged one. */
function calibrate(store: string, machine: string): void {
  for (const day of [1, 2, 3]) {
    const lines = ['BenchmarkA', 'BenchmarkB'].map((name): CalibrationLine => ({
      commit: sha(day),
      time: `2026-11-0${day}T03:00:00.000Z`,
      env: 'abcdefabcdef',
      machine,
      suite: 'example.com/zerofixture',
      name,
      params: {},
      unit: 'ns/op',
      verdict: day === 2 && name === 'BenchmarkB' ? 'regression' : 'unchanged',
      noise: 0.02,
      rounds: 10,
      threshold: 0.05,
    }));
    appendCalibration(store, lines);
  }
}

function issues(store: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const env = { ...process.env, GITHUB_TOKEN: fake.token, GITHUB_API_URL: fake.url };
  return new Promise((done) => {
    const child = spawn(process.execPath, [cli, 'history', 'issues', store, '--repo', 'acme/broker'], {
      env,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

const cited = (body: string) => body.split('\n').filter((l) => l.startsWith('Calibration on '));

describe("a change issue and its machine's calibration", () => {
  it("cites the false-alarm rate of the A/A runs on the change's machine, in one line", async () => {
    const store = storeWithStep('cited');
    calibrate(store, 'runner-2');
    calibrate(store, 'runner-9');
    const r = await issues(store);
    expect(r.status, r.stderr).toBe(0);
    expect(fake.state.plainIssues).toHaveLength(1);
    const body = fake.state.plainIssues[0]!.body;
    expect(body).toContain('Measured on `runner-2`.');
    expect(cited(body)).toEqual([
      'Calibration on `runner-2`: the last 3 A/A runs (head against itself) flagged 1 of 6 rows (false-alarm rate 16.7% per row, 33.3% per run).',
    ]);
  });

  it("cites nothing when the calibration runs are another machine's", async () => {
    const store = storeWithStep('uncited');
    calibrate(store, 'runner-9');
    const r = await issues(store);
    expect(r.status, r.stderr).toBe(0);
    expect(fake.state.plainIssues).toHaveLength(1);
    expect(cited(fake.state.plainIssues[0]!.body)).toEqual([]);
  });
});
