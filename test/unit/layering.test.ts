import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import {
  importCycles,
  layeringViolations,
  readImportGraph,
  type ImportGraph,
  type Layering,
} from '../support/import-graph.js';

// The layers of src/ as data: the layout of ../shared/STYLE.md ("A layout
// that combines them"), which room may import which. FLOORS orders the rooms
// top first; every room's mayImport names rooms on lower floors only (checked
// below), so no import runs back up a floor or sideways.

const FLOORS: readonly (readonly string[])[] = [
  ['entry'],
  ['action', 'cli'],
  ['bisect'],
  ['config', 'pipeline'],
  ['github'],
  ['report'],
  ['history', 'profile'],
  ['select'],
  ['run'],
  ['compare'],
  ['formats', 'stats'],
  ['model', 'process'],
];

const BELOW_THE_SHELLS = [
  'bisect',
  'config',
  'pipeline',
  'github',
  'report',
  'history',
  'profile',
  'select',
  'run',
  'compare',
  'formats',
  'stats',
  'model',
  'process',
];

const ROOMS: Layering['rooms'] = {
  entry: {
    mayImport: ['action', 'cli'],
    why: 'src/index.ts and src/cli.ts are thin entries into the two shells',
  },
  action: { mayImport: BELOW_THE_SHELLS, why: 'the action shell stands on every room but the command line' },
  cli: { mayImport: BELOW_THE_SHELLS, why: 'the command line stands on every room but the action' },
  bisect: {
    mayImport: ['pipeline', 'select', 'run', 'history', 'compare', 'formats', 'stats', 'model', 'process'],
    why: 'bisection runs the one pipeline; it neither reports nor talks to GitHub',
  },
  config: {
    mayImport: ['select', 'run', 'compare', 'formats', 'stats', 'model', 'process'],
    why: 'config reads settings into the types of the rooms below it and resolves the one policy',
  },
  pipeline: {
    mayImport: ['select', 'run', 'history', 'profile', 'compare', 'formats', 'stats', 'model', 'process'],
    why: 'the pipeline gets settings as data: it reads no config, renders nothing, talks to no GitHub',
  },
  github: {
    mayImport: ['report', 'history', 'compare', 'formats', 'stats', 'model', 'process'],
    why: 'github/ publishes what the rooms below produce',
  },
  report: {
    mayImport: ['history', 'profile', 'compare', 'formats', 'stats', 'model', 'process'],
    why: 'report/ renders and never imports github/: limits come in as parameters',
  },
  history: {
    mayImport: ['compare', 'formats', 'stats', 'model', 'process'],
    why: 'history/ is the store and its change points, pure over results',
  },
  profile: {
    mayImport: ['run', 'compare', 'formats', 'stats', 'model', 'process'],
    why: 'profile/ captures and diffs the profiles of flagged benchmarks; it neither renders nor publishes',
  },
  select: {
    mayImport: ['run', 'formats', 'model', 'process'],
    why: 'select/ decides which benchmarks a change can affect; it judges nothing',
  },
  run: {
    mayImport: ['formats', 'model', 'process'],
    why: 'run/ returns results, never judges: no compare/, no stats/',
  },
  compare: {
    mayImport: ['stats', 'model'],
    why: 'compare/ is pure matching and verdicts over results and statistics',
  },
  formats: { mayImport: ['model'], why: 'a parser knows the model and no statistics' },
  stats: { mayImport: ['model'], why: 'statistics know numbers, not formats, verdicts or Markdown' },
  model: { mayImport: [], why: 'model/ is the ground floor' },
  process: { mayImport: [], why: 'process/ is the ground floor' },
};

const GITHUB_SIDE = ['action', 'github'];
const PACKAGES: Layering['packages'] = [
  { prefix: '@actions/', rooms: GITHUB_SIDE, why: 'only action/ and github/ touch @actions/* or octokit' },
  { prefix: '@octokit/', rooms: GITHUB_SIDE, why: 'only action/ and github/ touch @actions/* or octokit' },
  { prefix: 'octokit', rooms: GITHUB_SIDE, why: 'only action/ and github/ touch @actions/* or octokit' },
];

const ENTRIES = new Set(['src/index.ts', 'src/cli.ts']);

function roomOf(file: string): string | undefined {
  if (ENTRIES.has(file)) return 'entry';
  const parts = file.split('/');
  return parts.length > 2 && parts[0] === 'src' && parts[1]! in ROOMS ? parts[1] : undefined;
}

const LAYERING: Layering = { roomOf, rooms: ROOMS, packages: PACKAGES };

const root = fileURLToPath(new URL('../..', import.meta.url));
const graph = readImportGraph(root, 'src');

describe('the layering of src/', () => {
  test('no import runs back up a floor, sideways, or to a package its room may not touch', () => {
    expect(layeringViolations(graph, LAYERING)).toEqual([]);
  });

  test('no two files import each other, directly or round a circle (type-only imports count)', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  test('the graph is read: every file, with its imports resolved', () => {
    expect(graph.get('src/index.ts')).toContainEqual({ to: 'src/action/main.ts' });
    expect(graph.get('src/report/markdown.ts')).toContainEqual({ to: 'src/report/budget.ts' });
    expect(graph.get('src/action/main.ts')).toContainEqual({ module: '@actions/core' });
    expect([...graph.keys()].filter((f) => roomOf(f) === undefined)).toEqual([]);
  });

  test('every room may import only rooms on floors below its own', () => {
    const floorOf = (room: string) => FLOORS.findIndex((f) => f.includes(room));
    expect(Object.keys(ROOMS).filter((r) => floorOf(r) < 0)).toEqual([]);
    const upward = Object.entries(ROOMS).flatMap(([room, rule]) =>
      rule.mayImport.filter((r) => !(floorOf(r) > floorOf(room))).map((r) => `${room} -> ${r}`),
    );
    expect(upward).toEqual([]);
  });
});

describe('the layering check finds what is planted in a small graph', () => {
  const base: [string, string[]][] = [
    ['src/model/results.ts', []],
    ['src/compare/verdict.ts', ['src/model/results.ts']],
    ['src/report/markdown.ts', ['src/compare/verdict.ts', 'src/model/results.ts']],
    ['src/github/body-limit.ts', []],
  ];
  const planted = (...extra: [string, string[]][]): ImportGraph => {
    const g = new Map(base.map(([f, to]) => [f, to.map((t) => ({ to: t }))]));
    for (const [f, to] of extra) g.set(f, [...(g.get(f) ?? []), ...to.map((t) => ({ to: t }))]);
    return g;
  };

  test('a clean graph passes', () => {
    expect(layeringViolations(planted(), LAYERING)).toEqual([]);
    expect(importCycles(planted())).toEqual([]);
  });

  test('an import back up a floor names both files and the rule', () => {
    expect(
      layeringViolations(planted(['src/model/results.ts', ['src/report/markdown.ts']]), LAYERING),
    ).toEqual([
      'src/model/results.ts imports src/report/markdown.ts: model/ may import no other room (model/ is the ground floor)',
    ]);
  });

  test("an import of a room the rule leaves out (report/ importing github/'s limit)", () => {
    expect(
      layeringViolations(planted(['src/report/markdown.ts', ['src/github/body-limit.ts']]), LAYERING),
    ).toEqual([
      'src/report/markdown.ts imports src/github/body-limit.ts: report/ may import history/, profile/, compare/, formats/, stats/, model/, process/ (report/ renders and never imports github/: limits come in as parameters)',
    ]);
  });

  test('a package only the GitHub side may touch', () => {
    const g = new Map(planted());
    g.set('src/compare/verdict.ts', [{ module: '@actions/core' }, { module: 'yaml' }]);
    expect(layeringViolations(g, LAYERING)).toEqual([
      'src/compare/verdict.ts imports @actions/core: only action/ and github/ touch @actions/* or octokit',
    ]);
  });

  test('a file in a folder that is no room', () => {
    expect(layeringViolations(planted(['src/helpers/misc.ts', []]), LAYERING)).toEqual([
      'src/helpers/misc.ts is in no room of the layering: give its folder a place among the rooms',
    ]);
  });

  test('two files that import each other, and a longer circle, each named from its smallest file', () => {
    const g = planted(
      ['src/compare/floors.ts', ['src/compare/types.ts']],
      ['src/compare/types.ts', ['src/compare/floors.ts']],
      ['src/stats/a.ts', ['src/stats/b.ts']],
      ['src/stats/b.ts', ['src/stats/c.ts']],
      ['src/stats/c.ts', ['src/stats/a.ts']],
    );
    expect(importCycles(g)).toEqual([
      'src/compare/floors.ts → src/compare/types.ts → src/compare/floors.ts',
      'src/stats/a.ts → src/stats/b.ts → src/stats/c.ts → src/stats/a.ts',
    ]);
  });

  test('a file that imports itself', () => {
    expect(importCycles(planted(['src/model/results.ts', ['src/model/results.ts']]))).toEqual([
      'src/model/results.ts → src/model/results.ts',
    ]);
  });
});
