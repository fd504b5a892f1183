import { describe, expect, it } from 'vitest';
import { COMMENT_BODY_MAX_CHARS } from '../../../src/github/body-limit.js';
import type { FunctionChange } from '../../../src/profile/diff.js';
import type { ProfiledRow, ProfileReport } from '../../../src/profile/run-profiles.js';
import { renderMarkdownWithin } from '../../../src/report/markdown.js';
import {
  PROFILE_SECTION_MAX_CHARS,
  PROFILE_TOP_FUNCTIONS,
  renderProfileSection,
  placeProfileSection,
  withProfileSection,
} from '../../../src/report/profile-section.js';
import { matrixComparison } from '../report/support/matrix-comparison.js';

// "Where the time went" in the comment: its rows, its escaping, and the
// comment's size budget with 5 profiled rows in a 2,400-row report.

const fn = (name: string, base: number, head: number): FunctionChange => ({
  name,
  base,
  head,
  delta: head - base,
  baseTotal: base,
  headTotal: head,
  kind: base === 0 ? 'new' : head === 0 ? 'vanished' : head > base ? 'grew' : 'shrank',
});

const row = (i: number, functions: FunctionChange[]): ProfiledRow => ({
  title: `example.com/planted BenchmarkEncode/size=${i} (ns/op)`,
  suite: 'example.com/planted',
  name: 'BenchmarkEncode',
  params: { size: String(i) },
  unit: 'ns/op',
  profiler: 'go test -cpuprofile',
  diff: {
    unit: 'ns/op',
    base: { runs: 2, samples: 200, total: 12000 },
    head: { runs: 2, samples: 810, total: 48000 },
    functions,
    paths: [],
    notListed: 7,
  },
  flameGraph: `profiles/${i}-BenchmarkEncode.svg`,
  problems: [],
});

const report = (rows: ProfiledRow[]): ProfileReport => ({
  schema: 'benchgate/profiles@1',
  profiled: rows,
  notProfiled: [
    {
      title: 'example.com/planted BenchmarkFrame (B/op)',
      reason: 'beyond profile-max-rows (5): smaller changes than the rows profiled',
    },
  ],
  budgetMs: 300_000,
  spentMs: 20_000,
});

describe('renderProfileSection', () => {
  it('renders a collapsed section per row: the grown functions with base, head and the change, and the flame graph link', () => {
    const out = renderProfileSection(
      report([
        row(1, [
          fn('example.com/planted.scramble', 2632, 19140),
          fn('runtime.asyncPreempt', 239.2, 4067),
          fn('old', 50, 0),
        ]),
      ]),
      { flameGraphUrl: (p) => `https://example.test/${p}`, fullDiffs: 'profiles.json' },
    );
    expect(out).toBe(
      [
        '',
        '#### Where the time went',
        '',
        '<details><summary>example.com/planted BenchmarkEncode/size=1 (ns/op): planted.scramble +16.51 µs/op</summary>',
        '',
        'Profiled with go test -cpuprofile after the verdict: base 2 runs, 200 samples, head 2 runs, 810 samples; self ns/op per function.',
        '',
        '| Function | Base | Head | Δ |',
        '|---|--:|--:|--:|',
        '| example.com/planted.scramble | 2.632 µs/op | 19.14 µs/op | +16.51 µs/op |',
        '| runtime.asyncPreempt | 239.2 ns/op | 4.067 µs/op | +3.828 µs/op |',
        '',
        "7 changes within the runs' spread or under 1% of the total are not listed. [Differential flame graph](https://example.test/profiles/1-BenchmarkEncode.svg)",
        '',
        '</details>',
        '',
        'Not profiled:',
        '- example.com/planted BenchmarkFrame (B/op): beyond profile-max-rows (5): smaller changes than the rows profiled',
        '',
        '',
      ].join('\n'),
    );
  });

  it("says the row's first problem, escaped, and where the others are", () => {
    const problems = [
      'the profiled run left out the run\'s arguments: $ at character 7 of "-tags $TAGS" is shell syntax, not a plain word',
      '/out/profiles/1-BenchmarkEncode-head-1.pprof: 1 stacks deeper than the frames kept were cut',
    ];
    const section = (p: string[]) =>
      renderProfileSection(report([{ ...row(1, [fn('example.com/planted.scramble', 1, 9)]), problems: p }]), {
        flameGraphUrl: () => undefined,
        fullDiffs: 'profiles.json',
      })
        .split('\n')
        .filter((l) => l.startsWith('Problem'));
    expect(section(problems)).toEqual([
      'Problem: the profiled run left out the run\'s arguments: \\$ at character 7 of "-tags \\$TAGS" is shell syntax, not a plain word (and 1 more in profiles.json)',
    ]);
    expect(section(problems.slice(1))).toEqual([
      'Problem: /out/profiles/1-BenchmarkEncode-head-1.pprof: 1 stacks deeper than the frames kept were cut',
    ]);
    expect(section([])).toEqual([]);
  });

  it('escapes function names: they come from the benchmark process', () => {
    const out = renderProfileSection(report([row(1, [fn('evil</summary><img src=x>|@team', 1, 900)])]), {
      flameGraphUrl: () => undefined,
      fullDiffs: 'profiles.json',
    });
    expect(out).toContain('evil&lt;/summary&gt;&lt;img src=x&gt;&#124;@');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('Differential flame graph');
  });

  it(`keeps 5 profiled rows of long names within ${PROFILE_SECTION_MAX_CHARS} characters, and a 2,400-row comment within GitHub's limit`, () => {
    const long = (i: number, j: number) =>
      `github.com/acme/${'deep/'.repeat(100)}pkg.(*Type${i}).method${j}[T any]`;
    const rows = [1, 2, 3, 4, 5].map((i) =>
      row(
        i,
        Array.from({ length: 300 }, (_, j) => fn(long(i, j), 100, 200 + 300 - j)),
      ),
    );
    const section = renderProfileSection(report(rows), {
      flameGraphUrl: (p) => `https://example.test/${p}`,
      fullDiffs: 'profiles.json',
    });
    expect(section.length).toBeLessThanOrEqual(PROFILE_SECTION_MAX_CHARS);
    expect(section.split('<details>').length - 1).toBe(5);
    expect(section.split('\n').filter((l) => l.startsWith('| github.com')).length).toBe(
      5 * PROFILE_TOP_FUNCTIONS,
    );
    const comment = withProfileSection(section, COMMENT_BODY_MAX_CHARS, (limit) =>
      renderMarkdownWithin(matrixComparison(), {}, limit),
    );
    expect(comment.length).toBeLessThanOrEqual(COMMENT_BODY_MAX_CHARS);
    // Under the rows' tables, before the notes of what the budget left out: not after the whole report.
    const at = comment.indexOf(section);
    expect(comment.slice(at - 5, at)).toMatch(/ \|\n$/);
    expect(comment.slice(at + section.length, at + section.length + 9)).toBe('> [!NOTE]');
    expect(comment.indexOf('#### Regressions')).toBeLessThan(at);
  });

  it('puts the section under the tables of the rows it profiled, and at the end of a template without the families', () => {
    const section = renderProfileSection(report([row(1, [fn('f', 1, 2)])]), {
      flameGraphUrl: () => undefined,
      fullDiffs: 'profiles.json',
    });
    const report2 =
      '### Benchmark results\n\n#### Regressions\n\n| a |\n|---|\n| b |\n\n#### All 3 results, by family\n\nrest\n';
    expect(placeProfileSection(report2, section)).toBe(
      `### Benchmark results\n\n#### Regressions\n\n| a |\n|---|\n| b |\n${section}#### All 3 results, by family\n\nrest\n`,
    );
    expect(placeProfileSection('my own template\n', section)).toBe(`my own template\n${section}`);
    expect(placeProfileSection(report2, '')).toBe(report2);
  });

  it('counts the rows that do not fit instead of cutting one in half', () => {
    const rows = [1, 2, 3].map((i) => row(i, [fn(`f${i}`, 1, 2)]));
    const one = renderProfileSection(report(rows.slice(0, 1)), {
      flameGraphUrl: () => undefined,
      fullDiffs: 'profiles.json',
    });
    const out = renderProfileSection(report(rows), {
      flameGraphUrl: () => undefined,
      fullDiffs: 'profiles.json',
      maxChars: one.length + 400,
    });
    expect(out.split('<details>').length - 1).toBe(1);
    expect(out).toContain('2 more profiled rows are in profiles.json.');
  });
});
