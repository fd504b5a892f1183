import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION_CONFIG } from '../../../src/config/selection-config.js';
import { planSelection, summarizeNotRun, type SelectionPlan } from '../../../src/select/affected.js';
import { planRuns } from '../../../src/select/plan-runs.js';
import { findPreset, loadPresets } from '../../../src/run/presets.js';
import { applyNarrowedRun } from '../../../src/run/benchmark-filter.js';

const presets = loadPresets();
const rules = {
  alwaysRun: ['bench/**'],
  paths: [{ paths: ['data/**'], benchmarks: ['BenchmarkParse*', 'x?y'] }],
};

describe('planSelection without units (command, benchmark.js, pytest runners)', () => {
  const plan = (changed: string[], config = EMPTY_SELECTION_CONFIG, outside?: string[]) =>
    planSelection({
      select: 'affected',
      changed,
      config,
      runner: 'command',
      ...(outside ? { outside } : {}),
    });

  it('runs everything when code changes, saying that the build names no units', () => {
    expect(plan(['src/x.py', 'README.md'])).toEqual({
      mode: 'all',
      reason: "src/x.py changed, and the command runner's build describes no units to narrow to",
      run: [],
      benchmarks: [],
      notRun: [],
    });
  });

  it('runs nothing for documentation, or for changes outside the project directory', () => {
    const docs = plan(['README.md', 'docs/a.md', 'docs/b.rst', 'LICENSE']);
    expect(docs.mode).toBe('none');
    expect(docs.reason).toBe('no code changed: only README.md, docs/a.md, docs/b.rst and 1 more');
    expect(plan([], EMPTY_SELECTION_CONFIG, ['other/x.go']).reason).toBe(
      'no file in the project directory changed (1 outside it)',
    );
    expect(plan([]).reason).toBe('no file changed between base and head');
  });

  it('lets always-run win over everything, and paths rules select benchmarks', () => {
    expect(plan(['docs/a.md', 'bench/run.sh'], rules).reason).toBe(
      'bench/run.sh matches always-run "bench/**"',
    );
    const ruled = plan(['data/big.csv', 'README.md'], rules);
    expect(ruled).toEqual({
      mode: 'affected',
      reason: '2 benchmark globs from paths rules',
      run: [],
      benchmarks: [
        { glob: 'BenchmarkParse*', reason: 'data/big.csv matches paths rule "data/**"' },
        { glob: 'x?y', reason: 'data/big.csv matches paths rule "data/**"' },
      ],
      notRun: [],
    });
    expect(planRuns(findPreset('command', presets), ruled)).toEqual([
      { filter: '^(?:BenchmarkParse.*|x.y)$', extraArgs: [] },
    ]);
  });

  it('runs everything for select: all', () => {
    expect(planSelection({ select: 'all', changed: [], config: rules, runner: 'go' }).reason).toBe(
      'select: all',
    );
  });
});

describe('planRuns', () => {
  const affected = (unitKind: SelectionPlan['unitKind'], globs: string[] = []): SelectionPlan => ({
    mode: 'affected',
    reason: '',
    unitKind,
    run: [{ unit: 'u1', reason: 'changed' }],
    benchmarks: globs.map((glob) => ({ glob, reason: '' })),
    notRun: [{ what: 'x u2', reason: 'not affected by this change', unit: 'u2' }],
  });

  it('gives Go the affected packages in place of ./..., and the globs in the other packages', () => {
    const go = findPreset('go', presets);
    const runs = planRuns(go, affected('Go package', ['BenchmarkA*/size=1?B']));
    expect(runs).toEqual([
      { filter: '.', packages: ['u1'], extraArgs: [] },
      { filter: '^BenchmarkA.*$/^size=1.B$', packages: ['u2'], extraArgs: [] },
    ]);
    expect(applyNarrowedRun(go, (runs as never[])[0]!).run).toBe(
      "go test -run '^$' -bench {filter} -benchmem -count {count} {args} u1",
    );
  });

  it('gives Cargo -p before the harness arguments', () => {
    const criterion = findPreset('criterion', presets);
    const runs = planRuns(criterion, affected('Cargo package', ['codec/*']), 'enc');
    expect(runs).toEqual([
      { filter: 'enc', extraArgs: [], toolArgs: ['-p', 'u1'] },
      { filter: '^(?:codec/.*)$', extraArgs: [], toolArgs: ['-p', 'u2'] },
    ]);
    expect(applyNarrowedRun(criterion, (runs as never[])[0]!).run).toBe(
      "cargo bench --quiet --bench '*' -p u1 -- --sample-size {count} --noplot {filter}",
    );
  });

  it('runs JMH as configured when a module is affected, nothing for none', () => {
    expect(planRuns(findPreset('jmh-maven', presets), affected('module'))).toBe('as-configured');
    const none: SelectionPlan = { mode: 'none', reason: 'r', run: [], benchmarks: [], notRun: [] };
    for (const p of presets) expect(planRuns(p, none), p.name).toEqual([]);
  });
});

describe('summarizeNotRun', () => {
  const plan = (notRun: number): SelectionPlan => ({
    mode: 'affected',
    reason: '',
    unitKind: 'Go package',
    run: [{ unit: 'a', reason: 'changed' }],
    benchmarks: [],
    notRun: Array.from({ length: notRun }, (_, i) => ({
      what: `Go package p${i}`,
      reason: 'not affected by this change',
      unit: `p${i}`,
    })),
  });

  it('counts benchmarks when they were listed, else units, and says nothing when all ran', () => {
    expect(summarizeNotRun(plan(3), 212)).toBe(
      '212 benchmarks not run: not affected by this change (3 Go packages)',
    );
    expect(summarizeNotRun(plan(1), 1)).toBe(
      '1 benchmark not run: not affected by this change (1 Go package)',
    );
    expect(summarizeNotRun(plan(2))).toBe('2 Go packages not run: not affected by this change');
    expect(summarizeNotRun(plan(0))).toBeUndefined();
    expect(summarizeNotRun({ ...plan(0), mode: 'all' })).toBeUndefined();
    expect(summarizeNotRun({ ...plan(0), mode: 'none', reason: 'no code changed: only README.md' })).toBe(
      'no benchmarks run: no code changed: only README.md',
    );
  });
});
