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

describe('several culprits on a change issue', () => {
  const culprit = (c: string, subject: string, explains: string[], bad = sha('b')): Culprit => ({
    bad,
    sha: sha(c),
    subject,
    confirmed: true,
    runs: 9,
    explains,
  });
  const body = (culprits: Culprit[]) =>
    renderChangeIssue(
      { commit: sha('b'), changes: [change] },
      { repositoryUrl: 'https://github.com/acme/broker', mentions: [], culprits },
    ).body;

  it('names each commit the bisection placed, once, with the rows it explains (names escaped)', () => {
    const text = body([
      culprit('c', 'store: copy twice', ['BenchmarkWrite ns/op', 'Benchmark<b>Read</b> ns/op']),
      culprit('d', 'store: bigger blocks', ['BenchmarkFlush B/op']),
      culprit('c', 'store: copy twice', ['BenchmarkWrite ns/op']),
      // Another range's bisection: not this issue's.
      culprit('e', 'docs', ['BenchmarkWrite ns/op'], sha('9')),
    ]);
    const lines = text.split('\n');
    const from = lines.indexOf(
      'The range holds 2 changes; `benchgate bisect` placed each, with the rows it explains:',
    );
    expect(lines.slice(from, from + 6)).toEqual([
      'The range holds 2 changes; `benchgate bisect` placed each, with the rows it explains:',
      '',
      `**Culprit:** [\`cccccccccccc\`](https://github.com/acme/broker/commit/${sha('c')}) store: copy twice: ` +
        'found by `benchgate bisect` in 9 A/B runs; slower than its parent as well. ' +
        'It explains BenchmarkWrite ns/op, Benchmark&lt;b&gt;Read&lt;/b&gt; ns/op.',
      '',
      `**Culprit:** [\`dddddddddddd\`](https://github.com/acme/broker/commit/${sha('d')}) store: bigger blocks: ` +
        'found by `benchgate bisect` in 9 A/B runs; slower than its parent as well. It explains BenchmarkFlush B/op.',
      '',
    ]);
    expect(text).not.toContain(sha('e').slice(0, 12));
  });

  it("names a flame graph that is not published by its path in the bisection's output", () => {
    const text = body([
      {
        ...culprit('d', 'store: bigger blocks', ['BenchmarkFlush B/op']),
        profiles: [
          {
            title: 'go BenchmarkFlush (B/op)',
            file: 'culprit-profile-dddddddddddd/profiles/1-Benchmark`Flush.svg',
          },
        ],
      },
      culprit('c', 'store: copy twice', ['BenchmarkWrite ns/op']),
    ]);
    expect(text).toContain(
      "- go BenchmarkFlush (B/op) (flame graph in the bisection's output, `culprit-profile-dddddddddddd/profiles/1-Benchmark'Flush.svg`)\n",
    );
  });
});

describe("the culprit's profiles on a change issue", () => {
  const body = (profiles: Culprit['profiles']) =>
    renderChangeIssue(
      { commit: sha('b'), changes: [change] },
      {
        repositoryUrl: 'https://github.com/acme/broker',
        mentions: [],
        culprits: [
          {
            bad: sha('b'),
            sha: sha('c'),
            subject: 'store: copy twice',
            confirmed: true,
            runs: 6,
            ...(profiles ? { profiles } : {}),
          },
        ],
      },
    ).body;

  it('links each flame graph with the function that grew most, names escaped', () => {
    const text = body([
      {
        title: 'go BenchmarkWrite (ns/op)',
        url: `https://github.com/acme/broker/blob/${sha('e')}/bisect/${sha('c')}/profiles/1-BenchmarkWrite.svg`,
        top: { name: 'store.copy_<b>twice</b>', delta: 1234.5, unit: 'ns/op' },
      },
      { title: 'go BenchmarkRead (B/op)', top: { name: 'store.read', delta: 3072, unit: 'bytes/op' } },
    ]);
    const at = text.indexOf('Where the time went');
    expect(text.slice(at).split('\n').slice(0, 5)).toEqual([
      'Where the time went, the culprit against its parent (profiled by `benchgate bisect`):',
      '',
      `- [go BenchmarkWrite (ns/op)](https://github.com/acme/broker/blob/${sha('e')}/bisect/${sha('c')}/profiles/1-BenchmarkWrite.svg): store.copy\\_&lt;b&gt;twice&lt;/b&gt; +1.234 µs/op`,
      "- go BenchmarkRead (B/op): store.read +3072 B/op (flame graph in the bisection's output, culprit-profile/)",
      '',
    ]);
  });

  it('says nothing of profiles when the bisection has none', () => {
    expect(body(undefined)).not.toContain('Where the time went');
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

  it("says where the culprit's profiles are, in the bisection's output folder", () => {
    const profiled: BisectReport = {
      ...report(true),
      culpritProfile: {
        base: sha('a'),
        head: sha('c'),
        profiles: 'culprit-profile/profiles.json',
        flameGraphs: [
          {
            title: 'go BenchmarkWrite (B/op)',
            file: 'culprit-profile/profiles/1-BenchmarkWrite.svg',
            top: { name: 'store.copy', delta: 1024, unit: 'bytes/op' },
          },
        ],
        notProfiled: [
          { title: 'go BenchmarkWrite (MB/s)', reason: 'profiled with go BenchmarkWrite (ns/op)' },
        ],
      },
    };
    const lines = renderBisect(profiled, '/tmp/out').split('\n');
    const at = lines.findIndex((l) => l.startsWith('profiles of the culprit'));
    expect(lines.slice(at, at + 3)).toEqual([
      'profiles of the culprit against its parent: /tmp/out/culprit-profile/profiles.json',
      '  go BenchmarkWrite (B/op): store.copy grew most: /tmp/out/culprit-profile/profiles/1-BenchmarkWrite.svg',
      '  go BenchmarkWrite (MB/s) not profiled: profiled with go BenchmarkWrite (ns/op)',
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
    expect([formatLevel(10_002_436, 'B/op'), formatValue(10_002_436, 'B/op')]).toEqual([
      '10 MB/op',
      '10,002,436 B/op',
    ]);
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
