import { describe, expect, it } from 'vitest';
import { dashboardIndex, familyData, openChanges } from '../../../src/history/dashboard-data.js';
import { familySlug } from '../../../src/history/store.js';
import type { ChangePoint, HistorySeries } from '../../../src/history/types.js';

const point = (commit: string, hour: number, center: number) => ({
  commit,
  time: `2026-11-01T${String(hour).padStart(2, '0')}:00:00Z`,
  center,
  low: center - 10,
  high: center + 10,
  n: 10,
  env: 'e',
});

const write = (size: string, unit: string, centers: number[]): HistorySeries => ({
  suite: 'pkg',
  name: `BenchmarkWrite/size=${size}`,
  params: {},
  unit,
  direction: 'smaller',
  family: 'pkg.BenchmarkWrite',
  points: centers.map((c, i) => point(`c${i}`, i, c)),
});

const SERIES: HistorySeries[] = [
  write('1KB', 'ns/op', [100, 101, 150]),
  write('64KB', 'ns/op', [900, 910, 905]),
  write('1KB', 'B/op', [0, 0, 112]),
  {
    suite: 'pkg',
    name: 'BenchmarkRead',
    params: { mode: 'cold' },
    unit: 'ns/op',
    direction: 'smaller',
    family: 'pkg.BenchmarkRead',
    // Measured from the second commit on only.
    points: [point('c1', 1, 50), point('c2', 2, 49)],
  },
];

const STEP: ChangePoint = {
  suite: 'pkg',
  name: 'BenchmarkWrite/size=1KB',
  params: {},
  unit: 'ns/op',
  family: 'pkg.BenchmarkWrite',
  commit: 'c2',
  previousCommit: 'c1',
  before: 100.5,
  after: 150,
  change: 0.49,
  p: 0.001,
  q: 0.004,
  kind: 'regression',
};

describe('dashboardIndex', () => {
  it('summarizes each family in one line, families by name', () => {
    expect(
      dashboardIndex(SERIES, [STEP], { generated: 'now', repositoryUrl: 'https://github.com/a/b' }),
    ).toEqual({
      generated: 'now',
      commits: 3,
      series: 4,
      open: [
        {
          slug: familySlug('pkg.BenchmarkWrite'),
          family: 'pkg.BenchmarkWrite',
          series: 'size=1KB',
          metric: 'ns/op',
          unit: 'ns/op',
          commit: 'c2',
          previousCommit: 'c1',
          before: 100.5,
          after: 150,
          change: 0.49,
          kind: 'regression',
        },
      ],
      openTotal: 1,
      repositoryUrl: 'https://github.com/a/b',
      families: [
        {
          slug: familySlug('pkg.BenchmarkRead'),
          family: 'pkg.BenchmarkRead',
          suite: 'pkg',
          series: 1,
          metrics: ['ns/op'],
          regressions: 0,
          improvements: 0,
          lastCommit: 'c2',
          lastTime: '2026-11-01T02:00:00Z',
        },
        {
          slug: familySlug('pkg.BenchmarkWrite'),
          family: 'pkg.BenchmarkWrite',
          suite: 'pkg',
          series: 3,
          metrics: ['ns/op', 'B/op'],
          regressions: 1,
          improvements: 0,
          lastCommit: 'c2',
          lastTime: '2026-11-01T02:00:00Z',
        },
      ],
    });
  });
});

describe('familyData', () => {
  it('draws a chart per metric and a line per series on the family commit axis, with the change on its line', () => {
    const data = familyData('pkg.BenchmarkWrite', SERIES.slice(0, 3), [STEP]);
    expect(data.commits.map((c) => c.sha)).toEqual(['c0', 'c1', 'c2']);
    expect(data.charts.map((c) => [c.metric, c.panel, c.changed, c.lines.map((l) => l.label)])).toEqual([
      ['ns/op', '', true, ['size=1KB', 'size=64KB']],
      ['B/op', '', false, ['size=1KB']],
    ]);
    expect(data.releases).toEqual([]);
    expect(data.charts[0]!.lines[0]!.points).toEqual([
      [0, 100, 90, 110],
      [1, 101, 91, 111],
      [2, 150, 140, 160],
    ]);
    expect(data.charts[0]!.changes).toEqual([
      {
        line: 0,
        at: 2,
        commit: 'c2',
        previousCommit: 'c1',
        before: 100.5,
        after: 150,
        change: 0.49,
        kind: 'regression',
      },
    ]);
    expect(data.charts[1]!.changes).toEqual([]);
  });

  it('places a series measured on fewer commits at its own commits on the axis', () => {
    const data = familyData('pkg.BenchmarkRead', SERIES.slice(3), []);
    expect(data.commits.map((c) => c.sha)).toEqual(['c1', 'c2']);
    expect(data.charts[0]!.lines).toEqual([
      {
        label: 'mode=cold',
        points: [
          [0, 50, 40, 60],
          [1, 49, 39, 59],
        ],
      },
    ]);
  });
});

describe('familyData of a large family', () => {
  // 3 values of "mode" × 10 of "size": 30 series of one metric, two of them stepped.
  const grid: HistorySeries[] = [];
  for (const mode of ['a', 'b', 'c'])
    for (let size = 0; size < 10; size++)
      grid.push({
        suite: 'pkg',
        name: `BenchmarkGrid/mode=${mode}/size=${size}`,
        params: { mode },
        unit: 'ns/op',
        direction: 'smaller',
        family: 'pkg.BenchmarkGrid',
        points: [point('c0', 0, 100), point('c1', 1, 100), point('c2', 2, 100)],
      });
  const stepAt = (name: string): ChangePoint => ({
    ...STEP,
    name,
    params: { mode: /mode=(\w)/.exec(name)![1]! },
    family: 'pkg.BenchmarkGrid',
  });

  it('splits into panels of at most 8 lines by the parameter that needs the fewest, changed lines in panels of their own, labels once', () => {
    const data = familyData('pkg.BenchmarkGrid', grid, [
      stepAt('BenchmarkGrid/mode=b/size=9'),
      stepAt('BenchmarkGrid/mode=c/size=4'),
    ]);
    expect(data.charts.map((c) => [c.panel, c.changed, c.lines.map((l) => l.label)])).toEqual([
      [
        'mode=a (1 of 2)',
        false,
        ['size=0', 'size=1', 'size=2', 'size=3', 'size=4', 'size=5', 'size=6', 'size=7'],
      ],
      ['mode=a (2 of 2)', false, ['size=8', 'size=9']],
      ['mode=b (1 of 3)', true, ['size=9']],
      [
        'mode=b (2 of 3)',
        false,
        ['size=0', 'size=1', 'size=2', 'size=3', 'size=4', 'size=5', 'size=6', 'size=7'],
      ],
      ['mode=b (3 of 3)', false, ['size=8']],
      ['mode=c (1 of 3)', true, ['size=4']],
      [
        'mode=c (2 of 3)',
        false,
        ['size=0', 'size=1', 'size=2', 'size=3', 'size=5', 'size=6', 'size=7', 'size=8'],
      ],
      ['mode=c (3 of 3)', false, ['size=9']],
    ]);
    expect(data.charts[2]!.changes.map((c) => [c.line, c.at])).toEqual([[0, 2]]);
  });

  it('labels a parameter the name also carries once', () => {
    const data = familyData(
      'pkg.BenchmarkCase',
      ['0', '1'].map((n) => ({
        ...write('x', 'ns/op', [1, 2]),
        name: `BenchmarkCase/case=${n}`,
        params: { case: n },
        family: 'pkg.BenchmarkCase',
      })),
      [],
    );
    expect(data.charts[0]!.lines.map((l) => l.label)).toEqual(['case=0', 'case=1']);
  });

  it('marks the releases at commits of its axis, two tags of one commit as one mark', () => {
    const data = familyData(
      'pkg.BenchmarkWrite',
      SERIES.slice(0, 3),
      [],
      [
        { name: 'v1.0.0', commit: 'c1' },
        { name: 'v1.0', commit: 'c1' },
        { name: 'v0.9.0', commit: 'not-on-the-axis' },
      ],
    );
    expect(data.releases).toEqual([{ at: 1, name: 'v1.0.0, v1.0' }]);
  });
});

describe('openChanges', () => {
  const times = new Map([
    ['c1', '2026-11-01T01:00:00Z'],
    ['c2', '2026-11-01T02:00:00Z'],
    ['c3', '2026-11-01T03:00:00Z'],
  ]);
  const change = (
    name: string,
    commit: string,
    before: number,
    after: number,
    kind: ChangePoint['kind'],
  ) => ({
    ...STEP,
    name,
    commit,
    before,
    after,
    change: after / before - 1,
    kind,
  });

  it('keeps the newest change of each series, regressions first, largest first, a step from zero first of all', () => {
    const open = openChanges(
      [
        change('BenchmarkA', 'c3', 110, 100, 'improvement'),
        change('BenchmarkA', 'c2', 100, 110, 'regression'),
        change('BenchmarkB', 'c2', 100, 120, 'regression'),
        change('BenchmarkC', 'c2', 0, 1e7, 'regression'),
        change('BenchmarkD', 'c3', 100, 101, 'environment'),
      ],
      times,
    );
    expect(open.map((c) => [c.series, c.commit, c.kind])).toEqual([
      ['BenchmarkC', 'c2', 'regression'],
      ['BenchmarkB', 'c2', 'regression'],
      ['BenchmarkA', 'c3', 'improvement'],
    ]);
  });
});

describe('familyData of a family measured on two machines', () => {
  it("names each line's machine, and a change's", () => {
    const on = (machine: string, centers: number[]): HistorySeries => ({
      ...write('1KB', 'ns/op', centers),
      machine,
    });
    const data = familyData(
      'pkg.BenchmarkWrite',
      [on('runner-1', [100, 101, 150]), on('runner-2', [90, 91, 92])],
      [{ ...STEP, machine: 'runner-1' }],
    );
    expect(data.charts[0]!.lines.map((l) => [l.label, l.machine])).toEqual([
      ['on runner-1', 'runner-1'],
      ['on runner-2', 'runner-2'],
    ]);
    expect(data.charts[0]!.changes.map((c) => [c.line, c.machine])).toEqual([[0, 'runner-1']]);
    // One machine: nothing to tell apart, so no machine in the label.
    expect(familyData('pkg.BenchmarkWrite', [on('runner-1', [1, 2])], []).charts[0]!.lines[0]!.label).toBe(
      'size=1KB',
    );
  });
});
