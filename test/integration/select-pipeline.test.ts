import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import { EMPTY_SELECTION_CONFIG } from '../../src/config/selection-config.js';
import { runPipeline } from '../../src/pipeline/run-pipeline.js';
import { applyOverrides, findPreset, loadPresets } from '../../src/run/presets.js';
import { makeScenarioRepo } from '../support/git-fixture.js';
import { goBenchFile } from '../support/project-tree.js';

// select: affected from end to end with the real git and go: the pipeline
// reads the diff between the two commits, runs the affected package's
// benchmarks only, and the comparison lists what did not run, by name.

const M = 'example.com/pick';
const repo = makeScenarioRepo({
  'go.mod': `module ${M}\n\ngo 1.21\n`,
  'README.md': '# pick\n',
  'a/a.go': 'package a\n\nfunc A() int { return 1 }\n',
  'a/a_test.go': goBenchFile('a', { BenchmarkA: [] }),
  'ind/ind.go': 'package ind\n\nfunc I() int { return 3 }\n',
  'ind/ind_test.go': goBenchFile('ind', { BenchmarkInd: [] }),
});
const out = mkdtempSync(join(tmpdir(), 'benchgate-select-out-'));
afterAll(() => {
  repo.cleanup();
  rmSync(out, { recursive: true, force: true });
});

function run(head: string, name: string) {
  const preset = applyOverrides(findPreset('go', loadPresets()), { args: '-benchtime=1x', count: 1 });
  return runPipeline({
    cwd: repo.dir,
    workingDirectory: '.',
    mode: 'ab',
    baseRef: repo.base,
    headRef: head,
    preset,
    outDir: join(out, name),
    rounds: 5,
    confirmRounds: 0,
    roundTimeoutMs: 120_000,
    patternFormats: [],
    judgement: { policy: DEFAULT_POLICY, waivers: [], today: '2026-01-01' },
    select: { mode: 'affected', config: EMPTY_SELECTION_CONFIG },
    log: () => undefined,
  });
}

describe('select: affected in the pipeline (real git, real go)', () => {
  it('runs only the changed package and lists the benchmarks it left out in comparison.json', async () => {
    const head = repo.branch('change-ind', { 'ind/ind.go': 'package ind\n\nfunc I() int { return 4 }\n' });
    const outcome = await run(head, 'ind');
    expect([...new Set(outcome.comparison!.rows.map((r) => `${r.suite} ${r.name}`))]).toEqual([
      `${M}/ind BenchmarkInd`,
    ]);
    const saved = JSON.parse(readFileSync(join(out, 'ind', 'comparison.json'), 'utf8')) as {
      selection: unknown;
    };
    expect(saved.selection).toEqual({
      mode: 'affected',
      reason: '1 of 2 Go packages with benchmarks affected',
      line: '1 benchmark not run: not affected by this change (1 Go package)',
      ran: [{ unit: `${M}/ind`, reason: 'changed' }],
      notRun: [{ unit: `${M}/a`, name: 'BenchmarkA', reason: 'not affected by this change' }],
    });
    expect(outcome.report).toBeUndefined();
  });

  it('runs nothing and passes, saying why, when the pull request changes no code', async () => {
    const head = repo.branch('docs-only', { 'README.md': '# pick, documented\n' });
    const outcome = await run(head, 'docs');
    expect(outcome.comparison!.rows).toEqual([]);
    expect(outcome.comparison!.summary.verdict).toBe('pass');
    expect(outcome.comparison!.selection).toEqual({
      mode: 'none',
      reason: 'no code changed: only README.md',
      line: 'no benchmarks run: no code changed: only README.md',
      ran: [],
      notRun: [{ reason: 'all benchmarks: no code changed: only README.md' }],
    });
    expect([outcome.base!.context.rounds, outcome.head.context.rounds]).toEqual([0, 0]);
  });
});
