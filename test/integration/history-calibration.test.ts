import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeScenarioRepo } from '../support/git-fixture.js';

// Calibration through the built command line: A/A runs of benchgate run
// (head against itself) recorded in a store with `history calibration
// --record`, then printed. The benchmark command replays real go test output
// of an A/A pair (test/fixtures/benchstat-pairs/a-a-count10.*: the same code
// measured twice), one file per invocation in turn, so each round pairs the
// two measurements and the per-round noise is theirs.

const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist/cli.js');
const pair = (side: string) =>
  readFileSync(join(root, `test/fixtures/benchstat-pairs/a-a-count10.${side}.txt`), 'utf8');
const repo = makeScenarioRepo({
  'first.txt': pair('base'),
  'second.txt': pair('head'),
  // The invocations of both sides take the files in turn (the counter lives outside both worktrees).
  'replay.sh':
    'n=$(cat "$COUNTER" 2>/dev/null || echo 0)\necho $((n + 1)) > "$COUNTER"\nif [ $((n % 2)) = 0 ]; then cat first.txt; else cat second.txt; fi\n',
});
const scratch = mkdtempSync(join(tmpdir(), 'benchgate-calibration-'));
const store = join(scratch, 'store');
afterAll(() => {
  repo.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});
const benchgate = (args: string[], cwd = root) =>
  spawnSync(process.execPath, [cli, ...args], { cwd, encoding: 'utf8' });

function aaRun(out: string): void {
  const r = benchgate(
    [
      'run',
      '--base',
      repo.base,
      '--head',
      repo.base,
      '--runner',
      'command',
      '--command',
      'sh replay.sh',
      '--format',
      'go',
      '--build',
      '',
      '--env',
      `COUNTER=${join(scratch, `${out}.counter`)}`,
      '--design',
      'fixed',
      '--max-rounds',
      '4',
      '--confirm-rounds',
      '0',
      '--no-config',
      '--select',
      'all',
      '--out',
      join(scratch, out),
    ],
    repo.dir,
  );
  expect(r.status, r.stderr).toBe(0);
}

describe('benchgate history calibration', () => {
  it('records three A/A runs and prints the noise and false alarms per benchmark and machine', () => {
    for (const [i, day] of ['2026-11-24', '2026-11-25', '2026-11-26'].entries()) {
      aaRun(`aa${i}`);
      const r = benchgate([
        'history',
        'calibration',
        store,
        '--record',
        join(scratch, `aa${i}`),
        '--commit',
        repo.base,
        '--time',
        `${day}T03:00:00Z`,
      ]);
      expect([r.status, r.stderr]).toEqual([
        0,
        `benchgate: recorded 33 rows of the A/A run at ${repo.base.slice(0, 12)} in calibration/2026-11.jsonl\n`,
      ]);
    }
    const r = benchgate(['history', 'calibration', store]);
    expect(r.status, r.stderr).toBe(0);
    // The machine is this one, named by its hardware as the history's series name it: shown as MACHINE here.
    const machine = (
      JSON.parse(readFileSync(join(store, 'calibration/2026-11.jsonl'), 'utf8').split('\n')[0]!) as {
        machine: string;
      }
    ).machine;
    expect(machine).toMatch(/ cores$/);
    const lines = r.stdout.replaceAll(machine, 'MACHINE').split('\n');
    const pkg = 'example.com/benchstatpairs';
    expect(lines[0]).toBe(
      '3 A/A runs (2026-11-24 to 2026-11-26), 1 machine: 0 false alarms in 99 rows (0.0%); 0 of 3 runs flagged a row (0.0%)',
    );
    const row = (name: string) => lines.find((l) => l.startsWith(`${pkg}.${name} `))!.replace(/ +/g, ' ');
    // Each round pairs the two real measurements: the noise is how far their medians sit apart.
    expect([
      row('BenchmarkSpin/steps=2000 ns/op'),
      row('BenchmarkFields ns/op'),
      row('BenchmarkFields B/op'),
    ]).toEqual([
      `${pkg}.BenchmarkSpin/steps=2000 ns/op MACHINE 3 0 0.09% 0.06%`,
      `${pkg}.BenchmarkFields ns/op MACHINE 3 0 26.3% 17.9%`,
      `${pkg}.BenchmarkFields B/op MACHINE 3 0 0.0% 0.0%`,
    ]);
    const cannot = lines.indexOf(
      "7 cannot reach their threshold at this noise (a pull request's run at the most rounds):",
    );
    expect(lines.slice(cannot + 1, cannot + 8)).toEqual([
      `  ${pkg}.BenchmarkFields ns/field on MACHINE: detects 17.9% and more, threshold 5.0%`,
      `  ${pkg}.BenchmarkFields ns/op on MACHINE: detects 17.9% and more, threshold 5.0%`,
      `  ${pkg}.BenchmarkFillMap ns/op on MACHINE: detects 14.1% and more, threshold 5.0%`,
      `  ${pkg}.BenchmarkNoop ns/op on MACHINE: detects 12.9% and more, threshold 5.0%`,
      `  ${pkg}.BenchmarkRemovedInHead ns/op on MACHINE: detects 9.1% and more, threshold 5.0%`,
      `  ${pkg}.BenchmarkSortedCopy/n=16/order=shuffled ns/op on MACHINE: detects 18.2% and more, threshold 5.0%`,
      `  ${pkg}.BenchmarkSpin/steps=50 ns/op on MACHINE: detects 6.5% and more, threshold 5.0%`,
    ]);
    const json = JSON.parse(benchgate(['history', 'calibration', store, '--json', '--last', '2']).stdout) as {
      runs: unknown[];
      rowRate: number;
      unreachable: unknown[];
    };
    expect([json.runs.length, json.rowRate, json.unreachable.length]).toEqual([2, 0, 7]);
  });

  it('keeps a run recorded with --machine under that label, a machine of its own', () => {
    const r = benchgate([
      'history',
      'calibration',
      store,
      '--record',
      join(scratch, 'aa0'),
      '--commit',
      repo.base,
      '--time',
      '2026-11-27T03:00:00Z',
      '--machine',
      'runner-2',
    ]);
    expect(r.status, r.stderr).toBe(0);
    const out = benchgate(['history', 'calibration', store]).stdout.split('\n');
    expect(out[0]).toBe(
      '4 A/A runs (2026-11-24 to 2026-11-27), 2 machines: 0 false alarms in 132 rows (0.0%); 0 of 4 runs flagged a row (0.0%)',
    );
    const spin = out
      .filter((l) => l.startsWith('example.com/benchstatpairs.BenchmarkSpin/steps=2000 ns/op '))
      .map((l) => l.replace(/ +/g, ' '));
    expect(spin.filter((l) => l.includes(' runner-2 '))).toEqual([
      'example.com/benchstatpairs.BenchmarkSpin/steps=2000 ns/op runner-2 1 0 0.09% 0.06%',
    ]);
    expect(spin).toHaveLength(2);
    const bad = benchgate([
      'history',
      'calibration',
      store,
      '--record',
      join(scratch, 'aa0'),
      '--commit',
      repo.base,
      '--machine',
      'runner 2',
    ]);
    expect([bad.status, bad.stderr.split('\n')[0]]).toEqual([
      2,
      'benchgate history: --machine "runner 2" is not a label: letters, digits, ".", "-" and "_", at most 64, starting with a letter or digit',
    ]);
  });
});
