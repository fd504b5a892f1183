import { describe, expect, it } from 'vitest';
import { parseTierLines } from '../../../src/action/input-lines.js';
import { compareResults } from '../../../src/compare/compare.js';
import { DEFAULT_POLICY, type ComparePolicy } from '../../../src/compare/policy.js';
import { createResults, type Benchmark } from '../../../src/model/results.js';
import { headline } from '../../../src/report/report-model.js';
import { verdictText } from '../../../src/report/verdict-tables.js';

// Two benchmarks, each 2x slower in head: two regressions by default.
const SAMPLES = [100, 101, 99, 100, 102, 98, 100, 101, 99, 100];
const bench = (name: string, factor: number): Benchmark => ({
  suite: '',
  name,
  params: {},
  metrics: [{ unit: 'ns/op', direction: 'smaller', samples: SAMPLES.map((x) => x * factor) }],
});

function compare(policy: ComparePolicy) {
  return compareResults(
    createResults({ benchmarks: [bench('BenchmarkCore', 1), bench('BenchmarkEdge', 1)] }),
    createResults({ benchmarks: [bench('BenchmarkCore', 2), bench('BenchmarkEdge', 2)] }),
    policy,
  );
}

describe('advisory tiers', () => {
  it('without tiers, rows record none and every regression blocks', () => {
    const c = compare(DEFAULT_POLICY);
    expect(c.rows.map((r) => r.tier)).toEqual([undefined, undefined]);
    expect([c.summary.verdict, c.summary.warned, c.summary.shadowed]).toEqual(['regression', 0, 0]);
  });

  it('warn: reported and counted, the verdict a warning; one blocking regression still fails', () => {
    const warnEdge = compare({ ...DEFAULT_POLICY, tiers: [{ benchmark: 'BenchmarkEdge', tier: 'warn' }] });
    expect(warnEdge.rows.map((r) => [r.name, r.tier, verdictText(r)])).toEqual([
      ['BenchmarkCore', 'block', '❌ regression'],
      ['BenchmarkEdge', 'warn', '❌ regression (warn)'],
    ]);
    expect([warnEdge.summary.verdict, warnEdge.summary.counts.regression]).toEqual(['regression', 2]);
    const warnAll = compare({ ...DEFAULT_POLICY, tiers: [{ benchmark: '*', tier: 'warn' }] });
    expect([warnAll.summary.verdict, warnAll.summary.warned]).toEqual(['warning', 2]);
    expect(headline(warnAll)).toBe('❌ 2 regressions (2 at tier warn) · 0 unchanged · geomean +100% (ns/op)');
  });

  it('shadow: measured and recorded, in no count and no verdict of the report', () => {
    const c = compare({
      ...DEFAULT_POLICY,
      tiers: [
        { benchmark: 'BenchmarkCore', tier: 'block' },
        { benchmark: '*', tier: 'shadow' },
      ],
    });
    expect(c.rows.map((r) => [r.name, r.verdict, r.tier, verdictText(r)])).toEqual([
      ['BenchmarkCore', 'regression', 'block', '❌ regression'],
      ['BenchmarkEdge', 'regression', 'shadow', 'shadow (not judged)'],
    ]);
    expect([c.summary.counts.regression, c.summary.shadowed]).toEqual([1, 1]);
    const onlyShadow = compare({ ...DEFAULT_POLICY, tiers: [{ unit: 'ns/op', tier: 'shadow' }] });
    expect([onlyShadow.summary.verdict, onlyShadow.summary.counts.regression]).toEqual(['inconclusive', 0]);
  });

  it('advisory (fail-on-regression: false) puts every blocking row at warn, leaving shadow rows shadow', () => {
    const c = compare({
      ...DEFAULT_POLICY,
      advisory: true,
      tiers: [{ benchmark: 'BenchmarkEdge', tier: 'shadow' }],
    });
    expect(c.rows.map((r) => r.tier)).toEqual(['warn', 'shadow']);
    expect(c.summary.verdict).toBe('warning');
  });

  it('reads the input’s lines', () => {
    expect(parseTierLines('BenchmarkCore*: block\n# later\nunit allocs/op: shadow\n*: warn\n')).toEqual([
      { benchmark: 'BenchmarkCore*', tier: 'block' },
      { unit: 'allocs/op', tier: 'shadow' },
      { benchmark: '*', tier: 'warn' },
    ]);
    expect(() => parseTierLines('BenchmarkCore*: loud')).toThrow(
      'input tiers, line 1: "BenchmarkCore*: loud" must look like "glob: block|warn|shadow"',
    );
  });
});
