import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitIn } from '../support/git-fixture.js';
import { runBundledAction } from '../support/bundled-action.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github/index.js';
import type { CalibrationLine } from '../../src/history/calibration.js';
import { appendCalibration, calibrationText } from '../../src/history/calibration-store.js';
import { machineOf } from '../../src/history/store.js';
import type { Results } from '../../src/model/results.js';

// `benchgate run --noise-prior --history-store DIR` through dist/cli.js, and
// the bundled action with its default noise-prior (true) against the fake GitHub: the
// store's calibration runs give BenchmarkQuiet a per-round noise of 1%, and
// head's three first rounds, 10.0%, 8.7% and 10.6% slower (a spread of 1%),
// are flagged at round 3 with the prior, where Student's interval on 2
// degrees of freedom leaves the row open. The script counts its own
// invocations in each worktree, so every side's k-th round prints the same
// value in every run.

const root = new URL('../..', import.meta.url).pathname;
const SCRIPT = (values: number[]) => `#!/bin/bash
n=$(cat .calls 2>/dev/null || echo 0)
echo $((n + 1)) > .calls
values=(${values.join(' ')})
echo "BenchmarkQuiet 1 \${values[$((n % ${values.length}))]} ns/op"
`;
// ln(head/base) of the rounds: 0.100, 0.087, 0.106, repeated.
const HEAD = [0.1, 0.087, 0.106].map((d) => (1000 * Math.exp(d)).toFixed(1));

let work: string;
let dir: string;
const SHA = { base: '', head: '' };
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'benchgate-noise-prior-'));
  dir = join(work, 'repo');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, '.gitignore'), '.calls\n');
  writeFileSync(join(dir, 'bench.sh'), SCRIPT([1000]));
  gitIn(dir, 'init', '-q', '-b', 'main');
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-q', '-m', 'base');
  SHA.base = gitIn(dir, 'rev-parse', 'HEAD');
  writeFileSync(join(dir, 'bench.sh'), SCRIPT(HEAD.map(Number)));
  gitIn(dir, 'commit', '-q', '-am', 'head: 10% slower');
  SHA.head = gitIn(dir, 'rev-parse', 'HEAD');
});
let fake: FakeGitHub | undefined;
afterAll(async () => {
  await fake?.close();
  rmSync(work, { recursive: true, force: true });
});

function cli(args: string[]) {
  return spawnSync(process.execPath, [join(root, 'dist/cli.js'), ...args], { cwd: dir, encoding: 'utf8' });
}

function run(out: string, extra: string[]) {
  const args = [
    'run',
    '--base',
    SHA.base,
    '--head',
    SHA.head,
    '--runner',
    'command',
    '--command',
    'bash bench.sh',
  ];
  return cli([...args, '--format', 'go', '--confirm-rounds', '0', '--out', join(work, out), ...extra]);
}

const read = (out: string, file: string) => JSON.parse(readFileSync(join(work, out, file), 'utf8'));

describe('benchgate run --noise-prior', () => {
  it('needs --history-store', () => {
    const r = run('no-store', ['--noise-prior']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--noise-prior needs --history-store DIR');
  });

  it('flags the quiet row at round 3 with the calibration runs as its prior, and compare of the files agrees', () => {
    // Without a prior: Student's interval on 3 rounds (t = 24.2 at the look's alpha) leaves the row open to round 4.
    const plain = run('plain', ['--max-rounds', '12']);
    expect(plain.status, plain.stderr).toBe(1);
    const head: Results = read('plain', 'head.json');
    const without = read('plain', 'comparison.json').rows[0];
    expect([without.verdict, without.paired.rounds, without.paired.prior]).toEqual([
      'regression',
      4,
      undefined,
    ]);
    // Three A/A runs of this machine, 1% per-round noise for the row.
    const b = head.benchmarks[0]!;
    const lines = [24, 25, 26].map((day): CalibrationLine => ({
      commit: `c0ffee${day}`,
      time: `2026-11-${day}T03:17:00.000Z`,
      env: 'another-fingerprint',
      machine: machineOf(head),
      suite: b.suite,
      name: b.name,
      params: b.params,
      unit: 'ns/op',
      verdict: 'unchanged',
      noise: 0.01,
      rounds: 3,
      threshold: 0.05,
    }));
    appendCalibration(join(work, 'store'), lines);
    const r = run('prior', ['--max-rounds', '12', '--noise-prior', '--history-store', join(work, 'store')]);
    expect(r.status, r.stderr).toBe(1);
    const row = read('prior', 'comparison.json').rows[0];
    expect([row.verdict, row.paired.rounds, row.paired.early]).toEqual(['regression', 3, true]);
    expect(row.paired.prior).toEqual({
      sd: 0.01,
      source: `calibration runs in ${join(work, 'store')}`,
      used: true,
    });
    expect(row.notes).toContain(
      `judged with a noise prior of 1% per round (calibration runs in ${join(work, 'store')})`,
    );
    const again = cli([
      'compare',
      join(work, 'prior', 'base.json'),
      join(work, 'prior', 'head.json'),
      '--json',
    ]);
    const compared = JSON.parse(again.stdout).rows[0];
    expect([compared.verdict, compared.paired.prior]).toEqual(['regression', row.paired.prior]);
    // A store is enough: the prior is on by default, as the action's input is.
    const byDefault = run('by-default', ['--max-rounds', '12', '--history-store', join(work, 'store')]);
    expect(read('by-default', 'head.json').context.noisePrior.source).toBe(
      `calibration runs in ${join(work, 'store')}`,
    );
    const defaultRow = read('by-default', 'comparison.json').rows[0];
    expect([byDefault.status, defaultRow.paired.rounds, defaultRow.paired.prior]).toEqual([
      1,
      3,
      row.paired.prior,
    ]);
    // --no-noise-prior: the store still orders a budget's last round, and the row is judged as without one.
    const off = run('off', [
      '--max-rounds',
      '12',
      '--history-store',
      join(work, 'store'),
      '--no-noise-prior',
    ]);
    const offRow = read('off', 'comparison.json').rows[0];
    expect([off.status, offRow.verdict, offRow.paired.rounds, offRow.paired.prior]).toEqual([
      1,
      'regression',
      4,
      undefined,
    ]);
  });

  it('lends the prior where the early flags are confirmed too: the command runner flags at round 3 and confirms', () => {
    const r = run('confirmed', [
      '--max-rounds',
      '12',
      '--history-store',
      join(work, 'store'),
      '--confirm-rounds',
      '3',
    ]);
    expect(r.status, r.stderr).toBe(1);
    expect(Object.values(read('confirmed', 'head.json').context.noisePrior.rows)).toEqual([0.01]);
    const row = read('confirmed', 'comparison.json').rows[0];
    // Flagged by the pooled looks at round 3, then 3 confirmation rounds (a flag they dropped would run on).
    expect([
      row.verdict,
      row.paired.settledAt,
      row.paired.rounds,
      row.paired.confirmationRounds,
      row.paired.prior.used,
    ]).toEqual(['regression', 3, 6, 3, true]);
  });

  it('refuses --noise-prior with --no-noise-prior', () => {
    const r = run('both', ['--noise-prior', '--no-noise-prior', '--history-store', join(work, 'store')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--noise-prior and --no-noise-prior contradict each other');
  });
});

/** Three A/A runs of `machine`, 1% per-round noise for the row of `head`. */
function calibrationRuns(head: Results, machine: string): CalibrationLine[] {
  const b = head.benchmarks[0]!;
  return [24, 25, 26].map((day) => ({
    commit: `c0ffee${day}`,
    time: `2026-11-${day}T03:17:00.000Z`,
    env: 'another-fingerprint',
    machine,
    suite: b.suite,
    name: b.name,
    params: b.params,
    unit: 'ns/op',
    verdict: 'unchanged',
    noise: 0.01,
    rounds: 3,
    threshold: 0.05,
  }));
}

describe('the action with noise-prior at its default (true)', () => {
  it('reads the calibration runs on the data branch as the prior and says so in the report', async () => {
    const plain = run('for-identity', ['--max-rounds', '3']);
    expect(plain.status, plain.stderr).toBe(1);
    const REPO = 'acme/broker';
    fake = await startFakeGitHub({
      seed: {
        pulls: [{ repo: REPO, number: 7, headSha: SHA.head, baseRef: 'main', baseSha: SHA.base }],
        branches: [
          {
            repo: REPO,
            branch: 'benchmark-data',
            files: {
              'history/calibration/2026-11.jsonl': calibrationText(
                calibrationRuns(read('for-identity', 'head.json'), 'runner-1'),
              ),
            },
          },
        ],
      },
    });
    const action = join(work, 'action');
    mkdirSync(action);
    const checkout = join(action, 'workspace');
    gitIn(work, 'clone', '-q', dir, checkout);
    gitIn(checkout, 'checkout', '-q', '-b', 'feature', SHA.head);
    gitIn(checkout, 'branch', '-f', 'main', SHA.base);
    gitIn(checkout, 'update-ref', 'refs/remotes/origin/main', SHA.base);
    const r = await runBundledAction({
      work: action,
      repo: REPO,
      sha: SHA.head,
      apiUrl: fake.url,
      eventName: 'pull_request',
      payload: {
        action: 'synchronize',
        number: 7,
        pull_request: {
          number: 7,
          labels: [],
          head: { sha: SHA.head, ref: 'feature', repo: { full_name: REPO } },
          base: { sha: SHA.base, ref: 'main', repo: { full_name: REPO } },
        },
        repository: { full_name: REPO },
      },
      inputs: {
        mode: 'ab',
        runner: 'command',
        command: 'bash bench.sh',
        format: 'go',
        'max-rounds': '12',
        'confirm-rounds': '0',
        machine: 'runner-1',
        profile: 'off',
        'github-token': fake.token,
        'check-name': 'benchmarks',
        'data-branch': 'benchmark-data',
      },
    });
    expect(r.outputs.verdict, r.stdout).toBe('regression');
    const comparison = JSON.parse(readFileSync(r.outputs.comparison!, 'utf8'));
    const row = comparison.rows[0];
    expect([row.verdict, row.paired.rounds]).toEqual(['regression', 3]);
    expect(row.paired.prior).toEqual({ sd: 0.01, source: 'calibration runs on benchmark-data', used: true });
    expect(comparison.head.noisePrior.source).toBe('calibration runs on benchmark-data');
    expect(readFileSync(r.outputs.report!, 'utf8')).toContain(
      'judged with a noise prior of 1% per round (calibration runs on benchmark-data)',
    );
  }, 120_000);
});
