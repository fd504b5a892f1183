import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitIn } from '../support/git-fixture.js';
import { pullRequestPayload, runBundledAction } from '../support/bundled-action.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github/index.js';
import { readBenchmarkInput } from '../../src/formats/read.js';
import type { CalibrationLine } from '../../src/history/calibration.js';
import { calibrationText } from '../../src/history/calibration-store.js';

// The order in which a budget that runs out spends its last round, through
// `benchgate run`: the script prints Go's benchmark lines for the benchmarks
// its filter (BENCHGATE_FILTER) names and sleeps a second per benchmark in
// its first round only, so that round 2 no longer fits whole and the partial
// round's share of the budget is counted in seconds a benchmark, with room for
// a slow checkout. Head makes Steady and Shaky 30% slower, Mild 10%, Flat
// nothing: the two that lean furthest tie (Flat settles as unchanged), and the history store, whose
// points of Shaky spread far past its 5% threshold, puts Shaky first.

const root = new URL('../..', import.meta.url).pathname;
const NAMES = ['Steady', 'Shaky', 'Mild', 'Flat'];
const SCRIPT = (ns: Record<string, number>) => `#!/bin/bash
# The first round sleeps: the partial round after it is counted in its seconds per benchmark.
slow=0
[ -e .first-round-done ] || { slow=1; touch .first-round-done; }
n=0
for b in ${NAMES.map((n) => `Benchmark${n}`).join(' ')}; do
  [[ "$b" =~ \${BENCHGATE_FILTER:-.} ]] || continue
  case $b in
${NAMES.map((n) => `    Benchmark${n}) v=${ns[n]} ;;`).join('\n')}
  esac
  # The history's runs (HISTORY_RUN=k) spread Shaky over 100-160 ns/op.
  if [ -n "$HISTORY_RUN" ] && [ $b = BenchmarkShaky ]; then v=$((100 + (HISTORY_RUN % 5) * 15)); fi
  [ -n "$HISTORY_RUN" ] || [ $slow = 0 ] || sleep 1
  echo "$b 1 $v ns/op"
done
`;

let work: string;
let dir: string;
const SHA = { base: '', head: '' };
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'benchgate-budget-order-'));
  dir = join(work, 'repo');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, '.gitignore'), '.first-round-done\n');
  writeFileSync(join(dir, 'bench.sh'), SCRIPT({ Steady: 100, Shaky: 100, Mild: 100, Flat: 100 }));
  gitIn(dir, 'init', '-q', '-b', 'main');
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-q', '-m', 'base');
  SHA.base = gitIn(dir, 'rev-parse', 'HEAD');
  writeFileSync(join(dir, 'bench.sh'), SCRIPT({ Steady: 130, Shaky: 130, Mild: 110, Flat: 100 }));
  gitIn(dir, 'commit', '-q', '-am', 'head: Steady and Shaky 30% slower, Mild 10%');
  SHA.head = gitIn(dir, 'rev-parse', 'HEAD');
  // The history of main: ten runs of the script on this machine, appended as one commit's results.
  writeFileSync(join(work, 'history.txt'), runs(10));
  const append = cli([
    'history',
    'append',
    join(work, 'store'),
    join(work, 'history.txt'),
    '--commit',
    SHA.base,
  ]);
  expect(append.status, append.stderr).toBe(0);
});
let fake: FakeGitHub | undefined;
afterAll(async () => {
  await fake?.close();
  rmSync(work, { recursive: true, force: true });
});

/** `count` runs of the script as main's history measured them (HISTORY_RUN=k: no sleep, Shaky spread). */
function runs(count: number): string {
  return Array.from(
    { length: count },
    (_, k) =>
      spawnSync('bash', ['bench.sh'], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, HISTORY_RUN: String(k) },
      }).stdout,
  ).join('');
}

function cli(args: string[]) {
  return spawnSync(process.execPath, [join(root, 'dist/cli.js'), ...args], { cwd: dir, encoding: 'utf8' });
}

/** The partial round's benchmarks, in the order the log names them. */
function partialRound(extra: string[]): { chosen: string[]; open: number } {
  const r = cli([
    'run',
    '--base',
    SHA.base,
    '--head',
    SHA.head,
    '--runner',
    'command',
    '--command',
    'bash bench.sh',
    '--format',
    'go',
    '--design',
    'sequential',
    '--time-budget',
    '13s',
    '--out',
    join(work, `out-${extra.length}`),
    ...extra,
  ]);
  expect(r.status, r.stderr).toBe(4);
  return partialRoundIn(r.stderr);
}

/** The partial round's log line: the benchmarks it ran, most likely to matter first, and how many were open. */
function partialRoundIn(log: string): { chosen: string[]; open: number } {
  const line =
    /round 2: the time budget fits (\d+) of (\d+) open benchmarks, most likely to matter first: (.*)/.exec(
      log,
    );
  expect(line, log).not.toBeNull();
  const chosen = line![3]!.split(', ');
  expect(chosen).toHaveLength(Number(line![1]));
  return { chosen, open: Number(line![2]) };
}

describe('the last round of a budget that runs out', () => {
  it('goes to the rows that lean furthest, the history’s unstable one first among equals', () => {
    const { chosen, open } = partialRound(['--history-store', join(work, 'store')]);
    // Flat's one sample a side is the same: unchanged, not open.
    expect(open).toBe(3);
    // A round of 8 s (a second a benchmark a side) leaves 13 − 8 − checkout: 1 or 2 benchmarks' worth.
    expect(chosen.length).toBeGreaterThanOrEqual(1);
    expect(chosen.length).toBeLessThan(3);
    expect(chosen).toEqual(['BenchmarkShaky', 'BenchmarkSteady', 'BenchmarkMild'].slice(0, chosen.length));
  });

  it('keeps the order of the results among equals without a history store', () => {
    const { chosen } = partialRound([]);
    expect(chosen).toEqual(['BenchmarkSteady', 'BenchmarkShaky', 'BenchmarkMild'].slice(0, chosen.length));
  });

  it("goes to the calibration runs' noisy row first among equals, through the bundled action", async () => {
    // Three nightly A/A runs on the machine the action's machine input
    // names, Shaky's per-round noise 30% (past its 5% threshold), the others
    // 1%; their identities are those of the script's own output.
    writeFileSync(join(work, 'one-run.txt'), runs(1));
    const measured = (await readBenchmarkInput(join(work, 'one-run.txt'))).benchmarks;
    const lines = [24, 25, 26].flatMap((day): CalibrationLine[] =>
      measured.map((b) => ({
        commit: `c0ffee${day}`,
        time: `2026-11-${day}T03:17:00.000Z`,
        env: 'fingerprint-of-another-day',
        machine: 'runner-1',
        suite: b.suite,
        name: b.name,
        params: b.params,
        unit: 'ns/op',
        verdict: 'unchanged',
        noise: b.name === 'BenchmarkShaky' ? 0.3 : 0.01,
        rounds: 10,
        threshold: 0.05,
      })),
    );
    const REPO = 'acme/broker';
    fake = await startFakeGitHub({
      seed: {
        pulls: [{ repo: REPO, number: 7, headSha: SHA.head, baseRef: 'main', baseSha: SHA.base }],
        branches: [
          {
            repo: REPO,
            branch: 'benchmark-data',
            files: { 'history/calibration/2026-11.jsonl': calibrationText(lines) },
          },
        ],
      },
    });
    const action = join(work, 'action');
    mkdirSync(action);
    // The pull request's checkout: head on its branch, main (and origin's) at base.
    const checkout = join(action, 'workspace');
    gitIn(work, 'clone', '-q', dir, checkout);
    gitIn(checkout, 'checkout', '-q', '-b', 'feature');
    gitIn(checkout, 'branch', '-f', 'main', SHA.base);
    gitIn(checkout, 'update-ref', 'refs/remotes/origin/main', SHA.base);
    const r = await runBundledAction({
      work: action,
      repo: REPO,
      sha: SHA.head,
      apiUrl: fake.url,
      eventName: 'pull_request',
      payload: pullRequestPayload(REPO, SHA.head, { base: SHA.base }),
      inputs: {
        mode: 'ab',
        runner: 'command',
        command: 'bash bench.sh',
        format: 'go',
        design: 'sequential',
        'time-budget': '13s',
        machine: 'runner-1',
        profile: 'off',
        'github-token': fake.token,
        'check-name': 'benchmarks',
        'data-branch': 'benchmark-data',
      },
    });
    expect(r.code, r.stdout).toBe(0);
    const { chosen, open } = partialRoundIn(r.stdout);
    expect(open).toBe(3);
    expect(chosen.length).toBeGreaterThanOrEqual(1);
    expect(chosen.length).toBeLessThan(3);
    expect(chosen).toEqual(['BenchmarkShaky', 'BenchmarkSteady', 'BenchmarkMild'].slice(0, chosen.length));
  }, 120_000);
});
