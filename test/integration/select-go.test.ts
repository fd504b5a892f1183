import { afterAll, describe, expect, it } from 'vitest';
import { EMPTY_SELECTION_CONFIG, type SelectionConfig } from '../../src/config/selection-config.js';
import type { SelectionPlan } from '../../src/select/affected.js';
import { selectAffected } from '../../src/select/select-affected.js';
import { applyNarrowedRun } from '../../src/run/benchmark-filter.js';
import { execShell } from '../../src/process/exec.js';
import { findPreset, loadPresets } from '../../src/run/presets.js';
import { expandCommand } from '../../src/process/shell-quote.js';
import { listNotRunBenchmarks } from '../../src/select/not-run-benchmarks.js';
import { planRuns } from '../../src/select/plan-runs.js';
import { addWorktree, type Worktree } from '../../src/process/git.js';
import { goBenchFile } from '../support/project-tree.js';
import { makeScenarioRepo } from '../support/git-fixture.js';

// A module with a chain a -> b -> c, an independent package ind, a package
// util that only a's external test imports, b embedding assets/words.txt,
// and a main package without tests.
const M = 'example.com/sel';
const goFile = (pkg: string, body: string, imports: string[] = []) =>
  `package ${pkg}\n\n${imports.map((i) => `import "${i}"\n`).join('')}\n${body}\n`;
const repo = makeScenarioRepo({
  'go.mod': `module ${M}\n\ngo 1.21\n`,
  'README.md': '# sel\n',
  'docs/guide.md': 'guide\n',
  'c/c.go': goFile('c', 'func C() int { return 1 }'),
  'c/c_test.go': goBenchFile('c', { BenchmarkC: [] }),
  'b/b.go': goFile(
    'b',
    '//go:embed assets/words.txt\nvar words string\n\nfunc B() int { return c.C() + len(words) }',
    ['_ embed', `${M}/c`],
  ).replace('import "_ embed"', 'import _ "embed"'),
  'b/assets/words.txt': 'one two\n',
  'b/b_test.go': goBenchFile('b', { BenchmarkB: ['n=1'] }),
  'a/a.go': goFile('a', 'func A() int { return b.B() }', [`${M}/b`]),
  'a/a_test.go': goBenchFile('a', { BenchmarkA: [] }),
  'a/a_ext_test.go': goFile('a_test', 'func BenchmarkExt(b *testing.B) { _ = util.U() + a.A() }', [
    'testing',
    `${M}/a`,
    `${M}/util`,
  ]),
  'a/testdata/in.txt': 'input\n',
  'util/util.go': goFile('util', 'func U() int { return 2 }'),
  'ind/ind.go': goFile('ind', 'func I() int { return 3 }'),
  'ind/ind_test.go': goBenchFile('ind', { BenchmarkInd: [] }),
  'cmd/tool/main.go': goFile('main', 'func main() { println(c.C()) }', [`${M}/c`]),
});
const trees: Worktree[] = [];
afterAll(async () => {
  for (const t of trees) await t.remove();
  repo.cleanup();
});

async function plan(
  changes: Record<string, string | null>,
  config: SelectionConfig = EMPTY_SELECTION_CONFIG,
) {
  const head = repo.branch(`change-${trees.length}`, changes);
  const sides = [await addWorktree(repo.dir, repo.base), await addWorktree(repo.dir, head)];
  trees.push(...sides);
  headDir = sides[1]!.dir;
  return selectAffected({
    repoDir: repo.dir,
    base: repo.base,
    head,
    workingDirectory: '',
    sideDirs: sides.map((s) => s.dir),
    runner: 'go',
    select: 'affected',
    config,
    env: { ...process.env, GOTOOLCHAIN: 'local' },
  });
}
let headDir = '';

/** Runs the plan with the real go test in head's checkout: the benchmarks that ran, as "package name". */
async function execute(p: SelectionPlan): Promise<string[]> {
  const go = findPreset('go', loadPresets());
  const runs = planRuns(go, p);
  if (runs === 'as-configured') throw new Error('expected narrowed runs');
  const names: string[] = [];
  for (const run of runs) {
    const command = expandCommand(applyNarrowedRun(go, run).run, {
      filter: run.filter,
      count: 1,
      out: headDir,
      args: '-benchtime=1x',
    });
    const r = await execShell(command, { cwd: headDir, env: process.env, timeoutMs: 120_000 });
    expect(r.code, r.tail.join('\n')).toBe(0);
    let pkg = '';
    for (const line of r.stdout.split('\n')) {
      pkg = /^pkg: (\S+)/.exec(line)?.[1] ?? pkg;
      const name = /^(Benchmark\S+?)-\d+\s/.exec(line)?.[1];
      if (name) names.push(`${pkg.slice(M.length + 1)} ${name}`);
    }
  }
  return names.sort();
}
const ran = (p: SelectionPlan) => p.run.map((r) => `${r.unit.slice(M.length + 1)}: ${r.reason}`);
const notRun = (p: SelectionPlan) => p.notRun.map((r) => `${r.what} (${r.reason})`);

describe('affected Go packages (real go list, real git)', () => {
  it('starts from a module that builds, with benchmarks in a, b, c and ind', async () => {
    const tree = await addWorktree(repo.dir, repo.base);
    trees.push(tree);
    const r = await execShell("go test -run '^$' -bench . -benchtime 1x ./...", {
      cwd: tree.dir,
      env: process.env,
      timeoutMs: 120_000,
    });
    expect(r.code, r.tail.join('\n')).toBe(0);
    expect([...r.stdout.matchAll(/^(Benchmark\S+?)-\d+\s/gm)].map((m) => m[1]).sort()).toEqual([
      'BenchmarkA',
      'BenchmarkB/n=1',
      'BenchmarkC',
      'BenchmarkExt',
      'BenchmarkInd',
    ]);
  });

  it('runs only the package whose own code changed when nothing depends on it', async () => {
    const p = await plan({ 'a/a.go': goFile('a', 'func A() int { return b.B() + 1 }', [`${M}/b`]) });
    expect(p.mode).toBe('affected');
    expect(ran(p)).toEqual(['a: changed']);
    expect(notRun(p)).toEqual([
      `Go package ${M}/b (not affected by this change)`,
      `Go package ${M}/c (not affected by this change)`,
      `Go package ${M}/ind (not affected by this change)`,
    ]);
    expect(p.reason).toBe('1 of 4 Go packages with benchmarks affected');
    expect(await listNotRunBenchmarks(findPreset('go', loadPresets()), p, headDir, process.env)).toEqual([
      { unit: `${M}/b`, name: 'BenchmarkB' },
      { unit: `${M}/c`, name: 'BenchmarkC' },
      { unit: `${M}/ind`, name: 'BenchmarkInd' },
    ]);
  });

  it('runs every package whose test binary links a changed shared dependency', async () => {
    const p = await plan({ 'c/c.go': goFile('c', 'func C() int { return 7 }') });
    expect(ran(p)).toEqual([
      `a: depends on ${M}/c, which changed`,
      `b: depends on ${M}/c, which changed`,
      'c: changed',
    ]);
  });

  it('follows imports of external test packages', async () => {
    const p = await plan({ 'util/util.go': goFile('util', 'func U() int { return 5 }') });
    expect(ran(p)).toEqual([`a: depends on ${M}/util, which changed`]);
  });

  it('counts testdata and embedded files as their package', async () => {
    expect(ran(await plan({ 'a/testdata/in.txt': 'other\n' }))).toEqual(['a: changed']);
    expect(ran(await plan({ 'b/assets/words.txt': 'three\n' }))).toEqual([
      `a: depends on ${M}/b, which changed`,
      'b: changed',
    ]);
  });

  it('runs a package deleted in head, from the base side', async () => {
    const p = await plan({ 'ind/ind.go': null, 'ind/ind_test.go': null });
    expect(ran(p)).toEqual(['ind: changed']);
  });

  it('counts a moved file in the package it left and the one it joined', async () => {
    const p = await plan({ 'util/util.go': null, 'ind/util.go': goFile('ind', 'func U() int { return 2 }') });
    expect(ran(p)).toEqual([`a: depends on ${M}/util, which changed`, 'ind: changed']);
  });

  it('runs everything when go.mod changes', async () => {
    const p = await plan({ 'go.mod': `module ${M}\n\ngo 1.22\n` });
    expect(p).toEqual({
      mode: 'all',
      reason: "go.mod changed: the module's dependencies or Go version",
      run: [],
      benchmarks: [],
      notRun: [],
    });
  });

  it('runs nothing for a docs-only change, saying so', async () => {
    const p = await plan({ 'README.md': '# sel!\n', 'docs/guide.md': 'more\n' });
    expect(p).toEqual({
      mode: 'none',
      reason: 'no code changed: only README.md, docs/guide.md',
      run: [],
      benchmarks: [],
      notRun: [{ what: 'all benchmarks', reason: 'no code changed: only README.md, docs/guide.md' }],
    });
  });

  it('runs nothing when the changed code reaches no benchmark', async () => {
    const p = await plan({
      'cmd/tool/main.go': goFile('main', 'func main() { println(c.C() + 1) }', [`${M}/c`]),
    });
    expect(p.mode).toBe('none');
    expect(p.reason).toBe('no benchmark depends on the changed code (cmd/tool/main.go)');
  });

  it('runs everything when an always-run glob matches', async () => {
    const p = await plan({ 'scripts/bench.sh': 'echo\n' }, { alwaysRun: ['scripts/**'], paths: [] });
    expect(p.mode).toBe('all');
    expect(p.reason).toBe('scripts/bench.sh matches always-run "scripts/**"');
  });

  it('adds the benchmarks of a paths rule', async () => {
    const p = await plan(
      { 'fixtures/big.json': '{}\n', 'docs/guide.md': 'x\n' },
      { alwaysRun: [], paths: [{ paths: ['fixtures/**'], benchmarks: ['BenchmarkInd*'] }] },
    );
    expect(p.mode).toBe('affected');
    expect(p.run).toEqual([]);
    expect(p.benchmarks).toEqual([
      { glob: 'BenchmarkInd*', reason: 'fixtures/big.json matches paths rule "fixtures/**"' },
    ]);
    expect(p.reason).toBe('1 benchmark glob from paths rules');
    expect(await execute(p)).toEqual(['ind BenchmarkInd']);
  });

  it('runs everything, saying why, when git cannot tell the changed files', async () => {
    const p = await selectAffected({
      repoDir: repo.dir,
      base: repo.base,
      head: '0000000000000000000000000000000000000001',
      workingDirectory: '',
      sideDirs: [],
      runner: 'go',
      select: 'affected',
      config: EMPTY_SELECTION_CONFIG,
      env: process.env,
    });
    expect(p.mode).toBe('all');
    expect(p.reason).toMatch(
      /^the changed files are unknown: git diff --name-only --no-renames -z \S+\.\.\.0{39}1 --: /,
    );
  });
});
