import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comparison } from '../../src/compare/types.js';
import { gitIn } from '../support/git-fixture.js';

// A real two-humped benchmark under the default sequential design (one
// sample a side a round), with two-humped-rounds on in the repository's
// config: test/fixtures/go/project/bimodal, whose head differs from base only
// in the share of runs that take the slow path (30% in base, 70% in head).
// Each process draws its mode from a seed of its own (BENCHFIXTURE_SEED_FILE:
// the count of processes before it in that side's worktree, mixed with the
// share), so the modes of every round are the same on every run of the test.
// The slow path hashes 300 times, not 3, so that a loaded machine's spread
// within a mode stays far below the gap between them. What the paired rule
// makes of the row still varies with that spread, since a round whose sides
// drew the same mode gives a ratio near 1 whose sign is the machine's: three
// runs here gave futility, a flag its confirmation rounds did not confirm
// (at round 27), and CI's run a confirmed flag. The first two are judged by
// mode; a confirmed flag is the paired rule's (docs/statistics.md,
// "Two-humped rows on paired rounds"), and the test checks each path.

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
  mkdirSync(join(dir, '.github'));
  writeFileSync(join(dir, '.github/benchgate.yml'), 'two-humped-rounds: true\n');
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
      '--profile',
      'off',
      '--out',
      join(work, 'out'),
    ],
    { cwd: dir, encoding: 'utf8' },
  );
  status = r.status;
  stderr = r.stderr;
  report = r.stdout;
  if (r.status !== 0 && r.status !== 1) throw new Error(r.stderr);
  comparison = JSON.parse(readFileSync(join(work, 'out/comparison.json'), 'utf8')) as Comparison;
}, 300_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a two-humped benchmark on paired rounds, two-humped-rounds on', () => {
  it('is judged by mode and labelled so when the paired rule leaves it inconclusive: the slow share moved, neither path did', () => {
    expect(status, stderr).toBe(1);
    const row = comparison.rows.find((r) => r.name === 'BenchmarkLookup' && r.unit === 'ns/op')!;
    if (row.paired) {
      // The paired rule flagged it and its confirmation rounds confirmed the flag.
      expect([row.verdict, row.test, row.paired.state, row.paired.confirmationRounds, row.modes]).toEqual([
        'regression',
        'paired-rounds',
        'regression',
        3,
        undefined,
      ]);
      expect(row.notes).toEqual(['confirmed: still a regression after 3 extra rounds of both sides']);
      return;
    }
    const m = row.modes!;
    expect([row.verdict, row.test, m.onRounds, m.base.n === m.head.n, m.base.n >= 20]).toEqual([
      'regression',
      undefined,
      true,
      true,
      true,
    ]);
    expect(m.base.slowShare.estimate).toBeLessThan(m.head.slowShare.estimate);
    expect(row.notes).toEqual([
      'confirmed: still a regression after 3 extra rounds of both sides',
      expect.stringMatching(
        /^two-humped: the samples fall in two modes \(split at \d+ ns\/op\), so the row is judged by mode, not by its median: slow mode in [\d.]+% of base and [\d.]+% of head \(\+\d+ points, 99% CI \+\d+ to \+\d+\); fast mode [+−][\d.]+%, slow mode [+−][\d.]+%$/,
      ),
    ]);
    expect(report).toContain('❌ regression (two-humped)');
    expect(report).toContain('two-humped rows by mode (1 row, no Benjamini–Hochberg)');
  });
});
