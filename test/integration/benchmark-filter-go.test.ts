import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBenchmarkInput } from '../../src/formats/read.js';
import { applyNarrowedRun, narrowRuns, type BenchmarkIdentity } from '../../src/run/benchmark-filter.js';
import { execShell } from '../../src/process/exec.js';
import { narrowGo } from '../../src/run/go-bench-filter.js';
import { findPreset, loadPresets } from '../../src/run/presets.js';
import { expandCommand } from '../../src/process/shell-quote.js';
import { goBenchFile, writeTree } from '../support/project-tree.js';

// Sub-benchmark names with the characters Go's -bench splitting and RE2 care
// about: "/" levels, "|" alternatives, brackets, parentheses, "." and "+".
const SUBS = ['size=1KB', 'size=1KB+', 'a.b', 'x(y)', 'p|q', '[z]', 'sp ace', 'star*'];
const dir = mkdtempSync(join(tmpdir(), 'benchgate-filter-go-'));
writeTree(dir, {
  'go.mod': 'module example.com/fx\n\ngo 1.21\n',
  'alpha/alpha_test.go': goBenchFile('alpha', {
    BenchmarkA: SUBS,
    BenchmarkAB: [],
    BenchmarkNest: [],
  }),
  'beta/beta_test.go': goBenchFile('beta', { BenchmarkA: [], BenchmarkB: ['n=1', 'n=2'] }),
  'gamma/gamma_test.go': goBenchFile('gamma', { BenchmarkA: [], BenchmarkG: [] }),
  'delta/delta_test.go': `package delta

import "testing"

var sink int

// A two-level matrix: a=1..2 by b=1..2.
func BenchmarkM(b *testing.B) {
	for _, a := range []string{"a=1", "a=2"} {
		b.Run(a, func(b *testing.B) {
			for _, c := range []string{"b=1", "b=2"} {
				b.Run(c, func(b *testing.B) { for i := 0; i < b.N; i++ { sink++ } })
			}
		})
	}
}
`,
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const preset = findPreset('go', loadPresets());

/** Runs the narrowed runs with the real go test and returns "package name" of every benchmark that ran. */
async function ran(remaining: BenchmarkIdentity[], runs = narrowRuns(preset, remaining)): Promise<string[]> {
  const names: string[] = [];
  for (const [i, run] of runs.entries()) {
    const command = expandCommand(applyNarrowedRun(preset, run).run, {
      filter: run.filter,
      count: 1,
      out: dir,
      args: '-benchtime=1x',
    });
    const stdoutFile = join(dir, `out-${i}.txt`);
    const r = await execShell(command, { cwd: dir, env: process.env, stdoutFile, timeoutMs: 120_000 });
    expect(r.code, `${command}\n${r.tail.join('\n')}`).toBe(0);
    const read = await readBenchmarkInput(stdoutFile, { format: 'go' });
    names.push(...read.benchmarks.map((b) => `${b.suite} ${b.name}`));
  }
  return names.sort();
}

const id = (suite: string, name: string): BenchmarkIdentity => ({ suite, name, params: {} });

describe('narrowing go test -bench to given benchmarks (real go)', () => {
  it('runs exactly the named sub-benchmarks, metacharacters and all, per package', async () => {
    const remaining = [
      id('example.com/fx/alpha', 'BenchmarkA/size=1KB'),
      id('example.com/fx/alpha', 'BenchmarkA/p|q'),
      id('example.com/fx/alpha', 'BenchmarkA/x(y)'),
      id('example.com/fx/alpha', 'BenchmarkA/[z]'),
      id('example.com/fx/alpha', 'BenchmarkA/sp_ace'),
      id('example.com/fx/alpha', 'BenchmarkA/star*'),
      id('example.com/fx/beta', 'BenchmarkA'),
      id('example.com/fx/beta', 'BenchmarkB/n=2'),
    ];
    expect(await ran(remaining)).toEqual(remaining.map((b) => `${b.suite} ${b.name}`).sort());
  });

  it('shares one run between packages that need the same pattern, and leaves other packages out', async () => {
    const remaining = [id('example.com/fx/beta', 'BenchmarkA'), id('example.com/fx/gamma', 'BenchmarkA')];
    const runs = narrowRuns(preset, remaining);
    expect(runs).toEqual([
      { filter: '^BenchmarkA$', packages: ['example.com/fx/beta', 'example.com/fx/gamma'], extraArgs: [] },
    ]);
    // alpha's BenchmarkA (and its sub-benchmarks) and BenchmarkAB do not run.
    expect(await ran(remaining)).toEqual([
      'example.com/fx/beta BenchmarkA',
      'example.com/fx/gamma BenchmarkA',
    ]);
  });

  it('runs a whole benchmark with its sub-benchmarks when the name has no level below', async () => {
    expect(
      await ran([id('example.com/fx/beta', 'BenchmarkB'), id('example.com/fx/alpha', 'BenchmarkAB')]),
    ).toEqual([
      'example.com/fx/alpha BenchmarkAB',
      'example.com/fx/beta BenchmarkB/n=1',
      'example.com/fx/beta BenchmarkB/n=2',
    ]);
  });

  it('runs two cells of a matrix without the other two (no cross product of levels)', async () => {
    const remaining = [
      id('example.com/fx/delta', 'BenchmarkM/a=1/b=2'),
      id('example.com/fx/delta', 'BenchmarkM/a=2/b=1'),
    ];
    expect(await ran(remaining)).toEqual([
      'example.com/fx/delta BenchmarkM/a=1/b=2',
      'example.com/fx/delta BenchmarkM/a=2/b=1',
    ]);
  });

  it('runs the same benchmarks when the filter is split over several runs', async () => {
    const remaining = [
      id('example.com/fx/alpha', 'BenchmarkA/size=1KB'),
      id('example.com/fx/alpha', 'BenchmarkA/size=1KB+'),
      id('example.com/fx/alpha', 'BenchmarkA/a.b'),
      id('example.com/fx/alpha', 'BenchmarkAB'),
      id('example.com/fx/delta', 'BenchmarkM/a=1/b=1'),
      id('example.com/fx/delta', 'BenchmarkM/a=1/b=2'),
    ];
    const runs = narrowGo(preset.run, remaining, 30);
    expect(runs.length).toBeGreaterThan(2);
    expect(await ran(remaining, runs)).toEqual(remaining.map((b) => `${b.suite} ${b.name}`).sort());
  });

  it('runs exactly a scattered tenth of bench/go-matrix (2,400 sub-benchmarks, six levels)', async () => {
    const matrix = join(new URL('../..', import.meta.url).pathname, 'bench/go-matrix');
    const pkg = 'example.com/benchgate/bench/gomatrix';
    const listed = await execShell("go test -run '^$' -bench . -benchtime 1x .", {
      cwd: matrix,
      env: process.env,
      timeoutMs: 300_000,
    });
    const names = [...listed.stdout.matchAll(/^(Benchmark\S+?)-\d+\s/gm)].map((m) => m[1]!);
    expect(names).toHaveLength(2400);
    // A fixed pseudo-random tenth, like the rows still open after some rounds.
    let seed = 7;
    const open = names.filter(() => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648 < 0.1);
    const runs = narrowRuns(
      preset,
      open.map((name) => id(pkg, name)),
    );
    expect(runs).toHaveLength(1);
    const command = expandCommand(applyNarrowedRun(preset, runs[0]!).run, {
      filter: runs[0]!.filter,
      count: 1,
      out: dir,
      args: '-benchtime=1x',
    });
    const r = await execShell(command, { cwd: matrix, env: process.env, timeoutMs: 300_000 });
    expect(r.code, r.tail.join('\n')).toBe(0);
    expect([...r.stdout.matchAll(/^(Benchmark\S+?)-\d+\s/gm)].map((m) => m[1]!).sort()).toEqual(
      [...open].sort(),
    );
  });
});
