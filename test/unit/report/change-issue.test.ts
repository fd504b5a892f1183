import { describe, expect, it } from 'vitest';
import { renderBisect, type BisectReport } from '../../../src/bisect/run-bisection.js';
import type { ChangePoint } from '../../../src/history/types.js';
import { renderChangeIssue, type Culprit } from '../../../src/report/change-issue.js';
import { formatLevel, formatStep, formatValue } from '../../../src/report/format-number.js';

const sha = (c: string) => c.repeat(40);

const change: ChangePoint = {
  suite: 'go',
  name: 'BenchmarkWrite',
  params: {},
  unit: 'ns/op',
  family: 'BenchmarkWrite',
  commit: sha('b'),
  previousCommit: sha('a'),
  before: 100,
  after: 112,
  change: 0.12,
  changeLow: 0.1,
  changeHigh: 0.14,
  p: 1e-6,
  q: 1e-5,
  kind: 'regression',
};

function culpritLine(confirmed: boolean): string | undefined {
  const culprit: Culprit = { bad: sha('b'), sha: sha('c'), subject: 'store: copy twice', confirmed, runs: 6 };
  const { body } = renderChangeIssue(
    { commit: sha('b'), changes: [change] },
    { repositoryUrl: 'https://github.com/acme/broker', mentions: [], culprits: [culprit] },
  );
  return body.split('\n').find((l) => l.includes(sha('c').slice(0, 12)));
}

describe('the culprit on a change issue', () => {
  it('names a commit slower than its parent as the culprit', () => {
    expect(culpritLine(true)).toBe(
      `**Culprit:** [\`cccccccccccc\`](https://github.com/acme/broker/commit/${sha('c')}) store: copy twice: ` +
        'found by `benchgate bisect` in 6 A/B runs; slower than its parent as well.',
    );
  });

  it('calls a commit whose parent is not clearly faster a suspect, not the culprit', () => {
    expect(culpritLine(false)).toBe(
      `**Suspect, not confirmed:** [\`cccccccccccc\`](https://github.com/acme/broker/commit/${sha('c')}) store: copy twice: ` +
        'found by `benchgate bisect` in 6 A/B runs, but not clearly slower than its parent: ' +
        'the slowdown may have built up over the commits before it, or the runs were too noisy to place it.',
    );
  });
});

describe('renderBisect', () => {
  const report = (confirmed: boolean): BisectReport => ({
    good: sha('a'),
    bad: sha('d'),
    commits: [
      { sha: sha('c'), subject: 'store: copy twice' },
      { sha: sha('d'), subject: 'docs' },
    ],
    probes: [],
    culprit: { sha: sha('c'), subject: 'store: copy twice', confirmed },
  });

  it('says culprit only when the parent is slower as well', () => {
    expect(renderBisect(report(true)).split('\n').slice(0, 2)).toEqual([
      'culprit: cccccccccccc store: copy twice',
      '  slower than its parent as well: the slowdown arrives with this commit',
    ]);
    expect(renderBisect(report(false)).split('\n').slice(0, 2)).toEqual([
      'suspect: cccccccccccc store: copy twice',
      '  not clearly slower than its parent, so not confirmed: the slowdown may build up over the commits before it, or the runs were too noisy to place it',
    ]);
  });
});

describe('a change issue never says +∞%', () => {
  it.each([
    [100, 112, 'ns/op', '+12.0%'],
    [2000, 1000, 'ns/op', '−50.0%'],
    [0, 10_485_760, 'B/op', '0 → 10.49 MB/op'],
    [0, 1536, 'B', '0 → 1.536 kB'],
    [0, 999, 'B/op', '0 → 999 B/op'],
    [0, 3e9, 'B/op', '0 → 3 GB/op'],
    [0, 1.5e9, 'B/s', '0 → 1.5 GB/s'],
    [112, 0, 'B/op', '112 B/op → 0'],
    [0, 2_000_000, 'ns/op', '0 → 2 ms/op'],
    [0, 0, 'allocs/op', '~0%'],
  ])('formatStep(%d, %d, %s) is %s', (before, after, unit, text) => {
    expect(formatStep(before, after, unit)).toBe(text);
  });

  it("scales sizes for the history only: the PR report's formatValue keeps bytes as they are", () => {
    expect([formatLevel(10_002_436, 'B/op'), formatValue(10_002_436, 'B/op')]).toEqual(['10 MB/op', '10,002,436 B/op']);
    expect([formatLevel(999, 'B/op'), formatLevel(-2048, 'B'), formatLevel(29.73, 'ns/op')]).toEqual([
      '999 B/op',
      '-2.048 kB',
      '29.73 ns/op',
    ]);
  });

  it('titles a group whose only change is from zero with its levels, and a mixed group with its worst relative change', () => {
    const fromZero = { ...change, unit: 'B/op', before: 0, after: 10_485_760, change: Infinity };
    const render = (changes: ChangePoint[]) =>
      renderChangeIssue(
        { commit: sha('b'), changes },
        { repositoryUrl: 'https://github.com/acme/broker', mentions: [] },
      );
    expect(render([fromZero]).title).toBe(
      'Benchmark regression at bbbbbbb: 1 series in 1 family (worst 0 → 10.49 MB/op)',
    );
    expect(render([fromZero, change]).title).toBe(
      'Benchmark regression at bbbbbbb: 2 series in 1 family (worst +12.0%)',
    );
    expect(render([fromZero, change]).body).toContain(
      '| BenchmarkWrite | B/op | 0 B/op | 10.49 MB/op | 0 → 10.49 MB/op |',
    );
  });
});
