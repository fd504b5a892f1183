import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comparison } from '../../src/compare/types.js';
import { gitIn } from '../support/git-fixture.js';

// A real two-humped benchmark under the default design (sequential rounds,
// one -count per side per round): test/fixtures/go/project/bimodal, whose
// head differs from base only in the share of runs that take the slow path
// (30% in base, 70% in head). Each process draws its mode from a seed of its
// own (BENCHFIXTURE_SEED_FILE: the count of processes before it in that
// side's worktree, mixed with the share), so the draws, and with them the
// counts of slow runs, are the same on every run of the test. The slow path
// hashes 300 times, not 3, because on a loaded machine the fast mode's own
// samples spread over 2x (docs/statistics.md, "Two-humped rows": the test's
// power is for well separated modes).

const root = new URL('../..', import.meta.url).pathname;
const project = join(root, 'test/fixtures/go/project');
const SHARE_LINE = '\tshare := 0.3\n';

let work: string;
let comparison: Comparison;
let report: string;
let status: number | null;
let stderr: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'benchgate-two-humped-rounds-'));
  const dir = join(work, 'repo');
  cpSync(join(project, 'go.mod'), join(dir, 'go.mod'));
  cpSync(join(project, 'bimodal'), join(dir, 'bimodal'), { recursive: true });
  gitIn(dir, 'init', '-q', '-b', 'main');
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-q', '-m', 'base: the slow path on 30% of the runs');
  const test = join(dir, 'bimodal/bimodal_test.go');
  const source = readFileSync(test, 'utf8');
  expect(source).toContain(SHARE_LINE);
  writeFileSync(test, source.replace(SHARE_LINE, '\tshare := 0.7\n'));
  gitIn(dir, 'commit', '-q', '-am', 'head: the slow path on 70% of the runs');
  const r = spawnSync(
    process.execPath,
    [
      join(root, 'dist/cli.js'),
      'run',
      '--base',
      'main~1',
      '--head',
      'main',
      '--runner',
      'go',
      '--args=-benchtime 200x',
      '--env',
      'BENCHFIXTURE_SEED_FILE=draws',
      '--env',
      'BENCHFIXTURE_SLOW_ROUNDS=300',
      '--out',
      join(work, 'out'),
    ],
    { cwd: dir, encoding: 'utf8' },
  );
  status = r.status;
  stderr = r.stderr;
  report = r.stdout;
  comparison = JSON.parse(readFileSync(join(work, 'out/comparison.json'), 'utf8')) as Comparison;
}, 300_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a two-humped benchmark under the default sequential design', () => {
  it('is labelled two-humped and judged by mode: the slow share moved, neither path did', () => {
    expect(status, stderr).toBe(1);
    const row = comparison.rows.find((r) => r.name === 'BenchmarkLookup' && r.unit === 'ns/op')!;
    // 40 rounds (a two-humped row runs them all, the mode test being for a fixed number of samples) and 3 confirmation rounds.
    expect([row.verdict, row.test, row.paired, row.modes!.base.n, row.modes!.head.n]).toEqual([
      'regression',
      undefined,
      undefined,
      43,
      43,
    ]);
    // The seeded draws: 15 slow runs of 43 in base, 29 in head.
    const slow = (s: { n: number; slowShare: { estimate: number } }) =>
      Math.round(s.slowShare.estimate * s.n);
    expect([slow(row.modes!.base), slow(row.modes!.head)]).toEqual([15, 29]);
    const note = row.notes.find((n) => n.startsWith('two-humped:'))!;
    expect(note).toMatch(
      /^two-humped: the samples fall in two modes \(split at \d+ ns\/op\), so the row is judged by mode, not by its median: slow mode in 34\.9% of base and 67\.4% of head \(\+33 points, 95% CI \+11 to \+50\); fast mode [+−][\d.]+%, slow mode [+−][\d.]+%$/,
    );
    expect(report).toContain('regression (two-humped)');
    expect(report).toContain('two-humped rows by mode (1 row, no Benjamini–Hochberg)');
  });
});
