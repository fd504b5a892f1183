import { describe, expect, it } from 'vitest';
import { compareResults } from '../../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../../src/compare/policy.js';
import { loadInputs } from '../../../src/formats/load-result-files.js';
import { createResults } from '../../../src/model/results.js';
import { renderMarkdownReport } from '../../../src/report/markdown.js';

// A change from or to zero is judged on its absolute size: real go test output
// of a change that makes a benchmark allocate (test/fixtures/go-zero, made by
// its regenerate.sh), and the rule's edges on constructed samples.
const fixture = (name: string) => new URL(`../../fixtures/go-zero/${name}`, import.meta.url).pathname;

describe('zero baselines', () => {
  it('calls a significant move away from zero allocations a regression, shown as 0 → 112 B/op', async () => {
    const base = (await loadInputs([fixture('base.txt')])).results;
    const head = (await loadInputs([fixture('head.txt')])).results;
    const c = compareResults(base, head, DEFAULT_POLICY);
    const zero = c.rows.filter((r) => r.unit !== 'ns/op');
    expect(zero.map((r) => [r.name, r.unit, r.absoluteChange, r.verdict])).toEqual([
      ['BenchmarkSum/100B', 'B/op', 112, 'regression'],
      ['BenchmarkSum/100B', 'allocs/op', 1, 'regression'],
      ['BenchmarkSum/10KB', 'B/op', 10240, 'regression'],
      ['BenchmarkSum/10KB', 'allocs/op', 1, 'regression'],
    ]);
    expect(zero.map((r) => r.notes[0])).toEqual([
      'from zero in base: 112 B/op in head',
      'new allocations: none in base',
      'from zero in base: 10240 B/op in head',
      'new allocations: none in base',
    ]);
    const report = renderMarkdownReport(c);
    expect(report).toContain('| 0 → 112 B/op |');
    expect(report).toContain('| 0 → 1 allocs/op |');
  });

  const side = (samples: number[]) =>
    createResults({
      benchmarks: [
        {
          suite: '',
          name: 'BenchmarkX',
          params: {},
          metrics: [{ unit: 'B/op', direction: 'smaller', samples }],
        },
      ],
    });

  it('does not alarm on one noisy 0 → 1 sample: the usual significance rule applies', () => {
    const c = compareResults(side([0, 0, 0, 0, 0, 0]), side([0, 0, 0, 0, 0, 1]), DEFAULT_POLICY);
    expect([c.rows[0]!.verdict, c.rows[0]!.absoluteChange]).toEqual(['unchanged', undefined]);
  });

  it('calls no longer allocating an improvement', () => {
    const c = compareResults(side([64, 64, 64, 64, 64, 64]), side([0, 0, 0, 0, 0, 0]), DEFAULT_POLICY);
    expect([c.rows[0]!.verdict, c.rows[0]!.absoluteChange]).toEqual(['improvement', -64]);
  });

  it('keeps a significant change below the unit floor unchanged (zero-floors in the config)', () => {
    const c = compareResults(side([0, 0, 0, 0, 0, 0]), side([8, 8, 8, 8, 8, 8]), {
      ...DEFAULT_POLICY,
      zeroFloors: { 'B/op': 16 },
    });
    expect(c.rows[0]!.verdict).toBe('unchanged');
  });
});
