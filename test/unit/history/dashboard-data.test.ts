import { describe, expect, it } from 'vitest';
import { dashboardIndex, familyData } from '../../../src/history/dashboard-data.js';
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
    expect(data.charts.map((c) => [c.metric, c.lines.map((l) => l.label)])).toEqual([
      ['ns/op', ['size=1KB', 'size=64KB']],
      ['B/op', ['size=1KB']],
    ]);
    expect(data.charts[0]!.lines[0]!.points).toEqual([
      [0, 100, 90, 110],
      [1, 101, 91, 111],
      [2, 150, 140, 160],
    ]);
    expect(data.charts[0]!.changes).toEqual([
      { line: 0, at: 2, commit: 'c2', previousCommit: 'c1', change: 0.49, kind: 'regression' },
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
