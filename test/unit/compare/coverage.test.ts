import { describe, expect, it } from 'vitest';
import { compareResults } from '../../../src/compare/compare.js';
import { DEFAULT_POLICY, type ComparePolicy } from '../../../src/compare/policy.js';
import { createResults, type Benchmark } from '../../../src/model/results.js';
import { coverageLines, incompleteLine } from '../../../src/report/coverage-lines.js';

const SAMPLES = [100, 101, 99, 100, 102, 98, 100, 101, 99, 100];

function bench(name: string, params: Record<string, string> = {}, samples = SAMPLES): Benchmark {
  return {
    suite: 'example.com/store',
    name,
    params,
    metrics: [
      { unit: 'ns/op', direction: 'smaller', samples },
      { unit: 'B/op', direction: 'smaller', samples: SAMPLES.map(() => 64) },
    ],
  };
}

function compare(base: Benchmark[], head: Benchmark[], policy: ComparePolicy = DEFAULT_POLICY) {
  return compareResults(createResults({ benchmarks: base }), createResults({ benchmarks: head }), policy);
}

describe('nothing passes unseen: the coverage of a comparison', () => {
  it('a benchmark removed in head makes the run incomplete, by name', () => {
    const c = compare([bench('BenchmarkKeep'), bench('BenchmarkGone')], [bench('BenchmarkKeep')]);
    expect(c.summary.verdict).toBe('incomplete');
    expect(c.summary.coverage).toEqual({
      added: [],
      unseen: [{ label: 'example.com/store.BenchmarkGone', kind: 'removed' }],
      incomplete: 1,
    });
    expect(incompleteLine(c.summary.coverage)).toBe(
      'incomplete: 1 benchmark of base not compared (removed: example.com/store.BenchmarkGone)',
    );
  });

  it('an added benchmark alone leaves the run complete, and is listed', () => {
    const c = compare([bench('BenchmarkKeep')], [bench('BenchmarkKeep'), bench('BenchmarkNew')]);
    expect(c.summary.verdict).toBe('pass');
    expect(coverageLines(c.summary.coverage)).toEqual(['added: example.com/store.BenchmarkNew']);
  });

  it('pairs one removed and one added benchmark of the same function and params as "renamed?"', () => {
    const c = compare(
      [bench('BenchmarkEncode/json', { size: '1KB' }), bench('BenchmarkEncode/json', { size: '1MB' })],
      [bench('BenchmarkEncode/JSON', { size: '1KB' }), bench('BenchmarkEncode/json', { size: '1MB' })],
    );
    expect(c.summary.verdict).toBe('incomplete');
    expect(coverageLines(c.summary.coverage)).toEqual([
      'renamed?: example.com/store.BenchmarkEncode/json size=1KB → example.com/store.BenchmarkEncode/JSON size=1KB',
    ]);
  });

  it('pairs a renamed function when it is the only candidate of its suite and params, and no pair is guessed among several', () => {
    const renamed = compare([bench('BenchmarkOld')], [bench('BenchmarkNew')]);
    expect(coverageLines(renamed.summary.coverage)).toEqual([
      'renamed?: example.com/store.BenchmarkOld → example.com/store.BenchmarkNew',
    ]);
    const ambiguous = compare(
      [bench('BenchmarkOldA'), bench('BenchmarkOldB')],
      [bench('BenchmarkNewA'), bench('BenchmarkNewB')],
    );
    expect(coverageLines(ambiguous.summary.coverage)).toEqual([
      'removed: example.com/store.BenchmarkOldA',
      'removed: example.com/store.BenchmarkOldB',
      'added: example.com/store.BenchmarkNewA',
      'added: example.com/store.BenchmarkNewB',
    ]);
    expect(ambiguous.summary.coverage.incomplete).toBe(2);
  });

  it('a benchmark with no result on one side counts as unseen; one that lost a metric but not its result does not', () => {
    // Head still measures B/op, which is judged; the row of ns/op notes that only base has it.
    const noTime: Benchmark = { ...bench('BenchmarkKeep'), metrics: [bench('BenchmarkKeep').metrics[1]!] };
    const c = compare([bench('BenchmarkKeep')], [noTime]);
    expect(c.summary.coverage.unseen).toEqual([]);
    expect(c.rows.map((r) => r.notes.filter((n) => n.startsWith('metric')))).toEqual([
      [],
      ['metric ns/op is only in base'],
    ]);
    const noSamples: Benchmark = {
      ...bench('BenchmarkKeep'),
      metrics: [{ unit: 'ns/op', direction: 'smaller', samples: [] }],
    };
    const d = compare([bench('BenchmarkKeep')], [noSamples]);
    expect(d.summary.coverage.unseen).toEqual([
      { label: 'example.com/store.BenchmarkKeep', kind: 'no-result', side: 'head' },
    ]);
    expect(d.summary.verdict).toBe('incomplete');
  });

  it('a retired benchmark is listed with its reason and does not make the run incomplete', () => {
    const policy = {
      ...DEFAULT_POLICY,
      retired: [{ benchmark: 'BenchmarkGone*', reason: 'codec removed in #412' }],
    };
    const c = compare([bench('BenchmarkKeep'), bench('BenchmarkGone')], [bench('BenchmarkKeep')], policy);
    expect(c.summary.verdict).toBe('pass');
    expect(c.summary.coverage.incomplete).toBe(0);
    expect(coverageLines(c.summary.coverage)).toEqual([
      'removed: example.com/store.BenchmarkGone: retired (codec removed in #412)',
    ]);
  });

  it('on-missing: pass lets an unseen benchmark through; fail and neutral both call the run incomplete', () => {
    const base = [bench('BenchmarkKeep'), bench('BenchmarkGone')];
    const head = [bench('BenchmarkKeep')];
    expect(compare(base, head, { ...DEFAULT_POLICY, onMissing: 'pass' }).summary.verdict).toBe('pass');
    expect(compare(base, head, { ...DEFAULT_POLICY, onMissing: 'fail' }).summary.verdict).toBe('incomplete');
    expect(compare(base, head, { ...DEFAULT_POLICY, onMissing: 'neutral' }).summary.verdict).toBe(
      'incomplete',
    );
  });

  it('a regression outranks an incomplete run', () => {
    const c = compare(
      [bench('BenchmarkKeep'), bench('BenchmarkGone')],
      [
        bench(
          'BenchmarkKeep',
          {},
          SAMPLES.map((x) => x * 2),
        ),
      ],
    );
    expect(c.summary.verdict).toBe('regression');
    expect(c.summary.coverage.incomplete).toBe(1);
  });

  it('names three benchmarks in the line and counts the rest', () => {
    const gone = ['A', 'B', 'C', 'D', 'E'].map((n) => bench(`BenchmarkGone${n}`, { n }));
    const c = compare([bench('BenchmarkKeep'), ...gone], [bench('BenchmarkKeep')]);
    expect(incompleteLine(c.summary.coverage)).toBe(
      'incomplete: 5 benchmarks of base not compared (removed: example.com/store.BenchmarkGoneA n=A; ' +
        'removed: example.com/store.BenchmarkGoneB n=B; removed: example.com/store.BenchmarkGoneC n=C; and 2 more)',
    );
  });
});
