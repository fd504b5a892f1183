import { describe, expect, it } from 'vitest';
import { compareResults } from '../../../src/compare/compare.js';
import { DEFAULT_POLICY, type ComparePolicy } from '../../../src/compare/policy.js';
import type { TestMethod } from '../../../src/compare/types.js';
import { createResults, type Benchmark } from '../../../src/model/results.js';
import { describeEnvironment } from '../../../src/report/environment.js';

// The Statistics line names the rule each row was judged by: rows judged on
// paired rounds by the sequential rule skip Benjamini–Hochberg, the pooled
// tests share it.

const bench = (name: string): Benchmark => ({
  suite: '',
  name,
  params: {},
  metrics: [{ unit: 'ns/op', direction: 'smaller', samples: [100, 101, 99, 100, 102, 98, 100, 101] }],
});

function statisticsLine(tests: (TestMethod | undefined)[], policy: ComparePolicy = DEFAULT_POLICY): string {
  const benchmarks = tests.map((_, i) => bench(`Benchmark${i}`));
  const c = compareResults(createResults({ benchmarks }), createResults({ benchmarks }), policy);
  // Only the test each row records matters to the line: set it as the judge would have.
  c.rows.forEach((r, i) => {
    const test = tests[i];
    if (test) r.test = test;
    else delete r.test;
  });
  const line = describeEnvironment(c).find((l) => l.label === 'Statistics')!;
  return line.parts.map((p) => p.text).join('');
}

describe('the Statistics line', () => {
  it.each<[string, (TestMethod | undefined)[], ComparePolicy, string]>([
    [
      'paired and pooled rows',
      ['paired-rounds', 'paired-rounds', 'mann-whitney'],
      DEFAULT_POLICY,
      'alpha 0.05, threshold 5%, sequential rule on paired rounds (2 rows, no Benjamini–Hochberg); ' +
        'Mann–Whitney U with Benjamini–Hochberg over 1 row',
    ],
    [
      'paired rows only',
      ['paired-rounds'],
      DEFAULT_POLICY,
      'alpha 0.05, threshold 5%, sequential rule on paired rounds (1 row, no Benjamini–Hochberg)',
    ],
    [
      'the rank test and Welch on summaries, untested rows not counted',
      ['mann-whitney', 'welch', undefined],
      DEFAULT_POLICY,
      'alpha 0.05, threshold 5%, Mann–Whitney U and Welch’s t-test on the tool’s summaries with Benjamini–Hochberg over 2 rows',
    ],
    [
      'the correction off, and on-missing set',
      ['mann-whitney', 'mann-whitney'],
      {
        ...DEFAULT_POLICY,
        fdr: false,
        onMissing: 'fail',
        origins: { fdr: '--no-fdr', onMissing: '--on-missing' },
      },
      'alpha 0.05, threshold 5%, Mann–Whitney U (2 rows), p not adjusted (from --no-fdr), on-missing fail (from --on-missing)',
    ],
    [
      'absolute floors, each run of rules with its origin',
      ['mann-whitney'],
      {
        ...DEFAULT_POLICY,
        floors: [
          { unit: 'ns/op', floor: 5, text: '5ns' },
          { benchmark: 'BenchmarkTiny*', unit: 'ns/op', floor: 20, text: '20ns' },
          { unit: 'B/op', floor: 64, text: '64' },
        ],
        origins: { floors: ['input floors', 'input floors', '.github/benchgate.yml'] },
      },
      'alpha 0.05, threshold 5%, absolute floors ns/op: 5ns, BenchmarkTiny* ns/op: 20ns (from input floors), ' +
        'B/op: 64 (from .github/benchgate.yml), Mann–Whitney U with Benjamini–Hochberg over 1 row',
    ],
    [
      'tier rules by origin, and fail-on-regression: false',
      ['mann-whitney'],
      {
        ...DEFAULT_POLICY,
        tiers: [
          { benchmark: 'BenchmarkCore*', tier: 'block' },
          { benchmark: '*', tier: 'warn' },
          { unit: 'B/op', tier: 'shadow' },
        ],
        advisory: true,
        origins: {
          tiers: ['input tiers', 'input tiers', '.github/benchgate.yml'],
          advisory: 'input fail-on-regression: false',
        },
      },
      'alpha 0.05, threshold 5%, 3 tier rules (2 from input tiers, 1 from .github/benchgate.yml), ' +
        'every blocking row at tier warn (from input fail-on-regression: false), ' +
        'Mann–Whitney U with Benjamini–Hochberg over 1 row',
    ],
    [
      'no tested row',
      [undefined],
      DEFAULT_POLICY,
      'alpha 0.05, threshold 5%, p adjusted for multiple comparisons (Benjamini–Hochberg)',
    ],
  ])('%s', (_what, tests, policy, expected) => {
    expect(statisticsLine(tests, policy)).toBe(expected);
  });
});
