import { existsSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLinesOfText } from '../../../support/formats-feed.js';
import {
  createPatternFormat,
  parsePatternSpecs,
  parsePatternSpecsText,
  type PatternSpec,
} from '../../../../src/formats/pattern/format.js';
import { compileLineRegex, LINE_REGEX_ENGINE } from '../../../../src/formats/pattern/line-regex.js';
import { MAX_PATTERNS } from '../../../../src/formats/pattern/spec.js';
import type { Benchmark } from '../../../../src/model/results.js';

const dir = new URL('../../../fixtures/pattern/', import.meta.url).pathname;
const read = (name: string) => readFileSync(dir + name, 'utf8');
// The seed notes, in ../shared beside the checkout as CI has it (a checkout without it skips the smoke test).
const SEED = new URL('../../../../../shared/seeds/003_d239720539671eba.txt', import.meta.url).pathname;

function readerSpec(): PatternSpec {
  const { specs, problems } = parsePatternSpecsText(read('reader.yml'), 'reader.yml');
  expect(problems).toEqual([]);
  return specs[0];
}

function parseFixture(name: string) {
  return parseLinesOfText(createPatternFormat(readerSpec()), read(name), name);
}

/** One spec from inline YAML, failing the test on any configuration problem. */
function specOf(yaml: string): PatternSpec {
  const { specs, problems } = parsePatternSpecsText(yaml, 'inline.yml');
  expect(problems, yaml).toEqual([]);
  return specs[0];
}

function parseWith(yaml: string, text: string) {
  return parseLinesOfText(createPatternFormat(specOf(yaml)), text, 'out.txt');
}

type Row = [dataset: string, concurrency: string, cache: string, seconds: number[], gbps: number[]];

/** The reader bench's results as rows, checking the shape every benchmark shares. */
function rows(benchmarks: Benchmark[]): Row[] {
  return benchmarks.map((b) => {
    expect(b.suite).toBe('');
    expect(b.name).toBe('read');
    expect(Object.keys(b.params)).toEqual(['dataset', 'concurrency', 'cache']);
    expect(b.procs).toBeUndefined();
    expect(b.metrics.map((m) => [m.unit, m.direction, m.name, m.summary])).toEqual([
      ['s', 'smaller', undefined, undefined],
      ['GB/s', 'bigger', undefined, undefined],
    ]);
    return [
      b.params.dataset,
      b.params.concurrency,
      b.params.cache,
      b.metrics[0].samples,
      b.metrics[1].samples,
    ];
  });
}

const RUN1: Row[] = [
  ['0.01 GB', '1', '0.01 GB', [0.005767811], [1.44]],
  ['0.01 GB', '1', '0.02 GB', [0.006296064], [1.36]],
  ['0.01 GB', '2', '0.01 GB', [0.005472592], [3.33]],
  ['0.01 GB', '2', '0.02 GB', [0.001806562], [7.92]],
  ['0.05 GB', '1', '0.01 GB', [0.008954606], [5.2]],
  ['0.05 GB', '1', '0.02 GB', [0.008928236], [3.71]],
  ['0.05 GB', '2', '0.01 GB', [0.009290119], [9.36]],
  ['0.05 GB', '2', '0.02 GB', [0.009069739], [7.28]],
];
const RUN2: Row[] = [
  ['0.01 GB', '1', '0.01 GB', [0.005868361], [1.44]],
  ['0.01 GB', '1', '0.02 GB', [0.005797255], [1.5]],
  ['0.01 GB', '2', '0.01 GB', [0.005196417], [3.43]],
  ['0.01 GB', '2', '0.02 GB', [0.001775796], [7.87]],
  ['0.05 GB', '1', '0.01 GB', [0.009066263], [5.1]],
  ['0.05 GB', '1', '0.02 GB', [0.008957861], [3.69]],
  ['0.05 GB', '2', '0.01 GB', [0.009107901], [9.81]],
  ['0.05 GB', '2', '0.02 GB', [0.009029248], [7.32]],
];

describe('pattern: the reader bench fixtures (our Rust program, seed-003 style)', () => {
  it('reader.yml reads into the expected spec', () => {
    const spec = readerSpec();
    expect(spec.name).toBe('reader-bench');
    expect(spec.headers.map((h) => [h.level, h.params])).toEqual([
      [0, []],
      [1, ['dataset']],
      [2, ['concurrency']],
    ]);
    expect(spec.results.map((r) => [r.name, r.suite, r.params, r.metrics.map((m) => m.value)])).toEqual([
      [['read'], [], ['cache'], ['time', 'throughput']],
    ]);
    expect(spec.maxLineLength).toBe(4096);
    expect(spec.numbers).toEqual({ thousands: '', decimal: '.' });
  });

  it('reader-run1.txt: 8 results, Duration Debug "ms" normalized to seconds', () => {
    const r = parseFixture('reader-run1.txt');
    expect(r.problems).toEqual([]);
    expect(r.context).toEqual({ tool: { name: 'reader-bench' } });
    expect(rows(r.benchmarks)).toEqual(RUN1);
  });

  it('reader-run2.txt', () => {
    const r = parseFixture('reader-run2.txt');
    expect(r.problems).toEqual([]);
    expect(rows(r.benchmarks)).toEqual(RUN2);
  });

  it('two runs concatenated append a second sample to every identity', () => {
    const format = createPatternFormat(readerSpec());
    const r = parseLinesOfText(format, read('reader-run1.txt') + read('reader-run2.txt'), 'both.txt');
    expect(r.problems).toEqual([]);
    expect(rows(r.benchmarks)).toEqual(
      RUN1.map((row, i) => [row[0], row[1], row[2], [...row[3], ...RUN2[i][3]], [...row[4], ...RUN2[i][4]]]),
    );
  });

  it('reader-rounds2.txt: one file with two runs gives two samples each', () => {
    const r = parseFixture('reader-rounds2.txt');
    expect(r.problems).toEqual([]);
    expect(rows(r.benchmarks)).toEqual([
      ['0.01 GB', '1', '0.01 GB', [0.005798696, 0.001823829], [1.46, 4.16]],
      ['0.01 GB', '1', '0.02 GB', [0.0060807, 0.002003438], [1.43, 3.54]],
      ['0.01 GB', '2', '0.01 GB', [0.005335681, 0.002241746], [3.33, 6.82]],
      ['0.01 GB', '2', '0.02 GB', [0.001747624, 0.002111069], [8.82, 6.35]],
      ['0.05 GB', '1', '0.01 GB', [0.0089638, 0.009591943], [5.15, 4.81]],
      ['0.05 GB', '1', '0.02 GB', [0.009018732, 0.010013976], [3.49, 4.59]],
      ['0.05 GB', '2', '0.01 GB', [0.00908766, 0.010411393], [9.72, 8.64]],
      ['0.05 GB', '2', '0.02 GB', [0.010468794, 0.011842467], [6.76, 7.55]],
    ]);
  });

  it('damaged-bad-numbers: damaged results are problems with line numbers, the rest is kept', () => {
    const r = parseFixture('reader-run1.damaged-bad-numbers.txt');
    const message =
      'result line of pattern "reader-bench": capture "time" = "x.xxxxxx" is not a number; ' +
      'capture "throughput" = "x.xx" is not a number; skipped';
    expect(r.problems).toEqual(
      [4, 8, 12, 14].map((line) => ({ file: 'reader-run1.damaged-bad-numbers.txt', line, message })),
    );
    // Damaged headers still match (their captures are loose \S+), so their
    // params carry the damage instead of results inheriting stale ones.
    expect(rows(r.benchmarks)).toEqual([
      ['x.xx GB', '1', '0.02 GB', [0.006296064], [1.36]],
      ['x.xx GB', 'x', '0.01 GB', [0.005472592], [3.33]],
      ['0.05 GB', 'x', '0.01 GB', [0.008954606], [5.2]],
      ['0.05 GB', '2', '0.02 GB', [0.009069739], [7.28]],
    ]);
  });

  it('damaged-truncated: the cut last line is caught by mustMatch', () => {
    const r = parseFixture('reader-run1.damaged-truncated.txt');
    expect(r.problems).toEqual([
      {
        file: 'reader-run1.damaged-truncated.txt',
        line: 11,
        message: 'line matches mustMatch[0] of pattern "reader-bench" but no header or result regex; skipped',
      },
    ]);
    expect(rows(r.benchmarks)).toEqual(RUN1.slice(0, 4));
  });

  it('damaged-garbage: binary noise matches nothing and every result is kept', () => {
    const r = parseFixture('reader-run1.damaged-garbage.txt');
    expect(r.problems).toEqual([]);
    expect(rows(r.benchmarks)).toEqual(RUN1);
  });

  it('damaged-empty: nothing, no problem', () => {
    const r = parseFixture('reader-run1.damaged-empty.txt');
    expect(r).toEqual({ context: { tool: { name: 'reader-bench' } }, benchmarks: [], problems: [] });
  });

  it.each([
    ['reader-run1.txt', 0.875],
    ['reader-rounds2.txt', 0.875],
    ['reader-run1.damaged-empty.txt', 0],
  ])('detect(%s) = %s', (name, score) => {
    expect(createPatternFormat(readerSpec()).detect({ file: name, head: read(name) })).toBe(score);
  });

  it('detect is 0 for output the spec does not describe', () => {
    const go = 'goos: linux\nBenchmarkRead-2   1000   1234 ns/op\nPASS\n';
    expect(createPatternFormat(readerSpec()).detect({ file: 'go.txt', head: go })).toBe(0);
  });

  it.runIf(existsSync(SEED))(
    'smoke: the seed notes (3 runs of a real engine) parse with the same spec',
    () => {
      const r = parseLinesOfText(createPatternFormat(readerSpec()), readFileSync(SEED, 'utf8'), 'seed.md');
      expect(r.problems).toEqual([]);
      const got = rows(r.benchmarks);
      expect(got.length).toBe(16);
      // The third run skipped concurrency=10, so those have two samples.
      expect(got.map((row) => row[3].length)).toEqual([3, 3, 2, 2, 3, 3, 3, 3, 3, 3, 2, 2, 3, 3, 3, 3]);
      expect(got[2]).toEqual(['5.37 GB', '10', '2.15 GB', [8.735082529, 7.88268713], [12.06, 13.28]]);
      expect(got[15]).toEqual([
        '10.74 GB',
        '50',
        '6.44 GB',
        [54.866632872, 54.204326231, 60.184298085],
        [9.59, 9.7, 87.08],
      ]);
    },
  );
});

/** A valid spec in the shape of the brief's example; cases below break one thing each. */
function example(): Record<string, unknown> {
  return {
    name: 'reader-bench',
    headers: [
      { regex: '^Running bench: (?<dataset>\\S+ \\S+)$' },
      { regex: '^\\s+Running concurrency=(?<concurrency>\\d+)$' },
    ],
    results: [
      {
        regex:
          '^\\s+cache size: (?<cache>[\\d.]+ GB), result: (?<time>[\\d.]+)s per reader (?<throughput>[\\d.]+) GB/s$',
        name: 'read',
        suite: '',
        params: ['cache'],
        metrics: [
          { value: 'time', unit: 's', direction: 'smaller' },
          { value: 'throughput', unit: 'GB/s', direction: 'bigger' },
        ],
      },
    ],
  };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- cases poke at untyped configuration */
type Poke = (spec: any) => void;

describe('pattern: spec validation messages', () => {
  it('the example is valid', () => {
    const { specs, problems } = parsePatternSpecs([example()], 'bench.yml');
    expect(problems).toEqual([]);
    expect(specs[0].headers.map((h) => [h.level, h.params])).toEqual([
      [0, ['dataset']],
      [1, ['concurrency']],
    ]);
    expect(specs[0].results[0].params).toEqual(['cache']);
  });

  const P = 'patterns[0]';
  const R = `${P}.results[0]`;
  const cases: [string, Poke, string[]][] = [
    [
      'metric capture typo in a second result',
      (s) => s.results.push({ ...s.results[0], metrics: [{ value: 'tme', unit: 's' }] }),
      [
        `${P}.results[1].metrics[0].value: capture "tme" is not in the regex (captures: cache, time, throughput)`,
      ],
    ],
    ['missing name', (s) => delete s.name, [`${P}.name: expected a non-empty string, got nothing`]],
    [
      'unknown field',
      (s) => (s.results[0].metircs = s.results[0].metrics),
      [`${R}.metircs: unknown field (known: regex, name, suite, params, procs, metrics)`],
    ],
    [
      'no metrics',
      (s) => (s.results[0].metrics = []),
      [`${R}.metrics: expected a non-empty list of metrics, got an empty list`],
    ],
    [
      'no results',
      (s) => delete s.results,
      [`${P}.results: expected a non-empty list of result patterns, got nothing`],
    ],
    [
      'direction typo',
      (s) => (s.results[0].metrics[0].direction = 'smalller'),
      [`${R}.metrics[0].direction: expected one of "smaller", "bigger", got "smalller"`],
    ],
    [
      'unit missing',
      (s) => delete s.results[0].metrics[1].unit,
      [`${R}.metrics[1].unit: expected a non-empty string, got nothing`],
    ],
    [
      'param typo',
      (s) => (s.results[0].params = ['cach']),
      [`${R}.params[0]: capture "cach" is not in the regex (captures: cache, time, throughput)`],
    ],
    [
      'name template typo',
      (s) => (s.results[0].name = 'read {size}'),
      [
        `${R}.name: {size} is not a capture of this result or of a header (captures: cache, time, throughput; header captures: dataset, concurrency)`,
      ],
    ],
    [
      'level below 0',
      (s) => (s.headers[1].level = -1),
      [`${P}.headers[1].level: expected a whole number from 0 to 99, got -1`],
    ],
    [
      'level not whole',
      (s) => (s.headers[1].level = 1.5),
      [`${P}.headers[1].level: expected a whole number from 0 to 99, got 1.5`],
    ],
    [
      'header procs typo',
      (s) => (s.headers[1].procs = 'threads'),
      [`${P}.headers[1].procs: capture "threads" is not in the regex (captures: concurrency)`],
    ],
    [
      'header params on a regex without captures',
      (s) => s.headers.push({ regex: '^start$', params: ['x'] }),
      [`${P}.headers[2].params[0]: capture "x" is not in the regex (it has no named captures)`],
    ],
    [
      'thousands',
      (s) => (s.thousands = 'x'),
      [`${P}.thousands: expected one of "", ",", ".", " ", "'", "_", got "x"`],
    ],
    [
      'thousands equals decimal',
      (s) => (s.thousands = '.'),
      [`${P}.decimal: must differ from thousands (".")`],
    ],
    [
      'maxLineLength',
      (s) => (s.maxLineLength = 100000),
      [`${P}.maxLineLength: expected a whole number from 1 to 65536, got 100000`],
    ],
    [
      'optional not boolean',
      (s) => (s.results[0].metrics[0].optional = 'yes'),
      [`${R}.metrics[0].optional: expected true or false, got "yes"`],
    ],
    [
      'two metrics in one unit',
      (s) => s.results[0].metrics.push({ value: 'time', unit: 's' }),
      [`${R}.metrics[2]: same unit "s" and name as metrics[0]; give one of them a different name`],
    ],
    [
      'unitFrom capture missing',
      (s) => (s.results[0].metrics[0].unitFrom = 'unit'),
      [`${R}.metrics[0].unitFrom: capture "unit" is not in the regex (captures: cache, time, throughput)`],
    ],
    [
      'scale without unitFrom',
      (s) => (s.results[0].metrics[0].scale = { ms: 0.001 }),
      [`${R}.metrics[0].scale: only used together with unitFrom`],
    ],
    [
      'unterminated group',
      (s) => (s.results[0].regex = '^(?<cache>'),
      [`${R}.regex: Invalid regular expression: /^(?<cache>/u: Unterminated group`],
    ],
    [
      'needless escape under the u flag',
      (s) => (s.headers[0].regex = '^Running\\-bench'),
      [
        `${P}.headers[0].regex: Invalid regular expression: /^Running\\-bench/u: Invalid escape (patterns are compiled with the u flag: escape only characters that have a meaning, such as \\. \\( \\[ \\{ \\$, and write a literal { as \\{)`,
      ],
    ],
    [
      'regex not a string',
      (s) => (s.results[0].regex = 42),
      [`${R}.regex: expected a non-empty string, got 42`],
    ],
    [
      'regex too long',
      (s) => (s.headers[0].regex = `^${'a'.repeat(1000)}`),
      [`${P}.headers[0].regex: regex is 1001 characters long; at most 1000 are allowed`],
    ],
    [
      'mustMatch backreference',
      (s) => (s.mustMatch = ['^(a)\\1']),
      [
        `${P}.mustMatch[0]: backreference "\\1" is not allowed: matching a backreference can take exponential time`,
      ],
    ],
    [
      'spec not a mapping',
      (s) => Object.assign(s, { headers: 'x' }),
      [`${P}.headers: expected a list of header patterns, got "x"`],
    ],
  ];
  it.each(cases)('%s', (_label, poke, expected) => {
    const spec = example();
    poke(spec);
    const { specs, problems } = parsePatternSpecs([spec], 'bench.yml');
    expect(problems).toEqual(expected.map((message) => ({ file: 'bench.yml', line: 0, message })));
    expect(specs).toEqual([]);
  });

  it('checks custom units: scale values, and units without a built-in conversion', () => {
    const result = (metric: Record<string, unknown>) => ({
      regex: '^(?<v>\\S+) (?<u>\\S+)$',
      metrics: [metric],
    });
    const { problems } = parsePatternSpecs(
      [
        {
          name: 'u',
          results: [
            result({ value: 'v', unit: 'furlongs', unitFrom: 'u' }),
            result({ value: 'v', unit: 'x', unitFrom: 'u', scale: { ms: -1, s: 'one' } }),
          ],
        },
      ],
      'bench.yml',
    );
    expect(problems.map((p) => p.message)).toEqual([
      'patterns[0].results[0].metrics[0].unit: "furlongs" has no built-in conversion from the units captured by "u" (built in: time ns..h, bytes B..TiB, byte rates B/s..TiB/s); give scale: {<printed unit>: <factor>}',
      'patterns[0].results[1].metrics[0].scale.ms: expected a positive number, got -1',
      'patterns[0].results[1].metrics[0].scale.s: expected a positive number, got "one"',
    ]);
  });

  it.each<[string, unknown, string]>([
    ['not a list', 'x', 'patterns: expected a non-empty list of patterns, got "x"'],
    ['an empty list', [], 'patterns: expected a non-empty list of patterns, got an empty list'],
    [
      'a file without patterns',
      { pattern: [] },
      'patterns: expected a non-empty list of patterns, got nothing',
    ],
    ['a list of strings', ['x'], 'patterns[0]: expected a mapping, got "x"'],
  ])('top level: %s', (_label, raw, message) => {
    expect(parsePatternSpecs(raw, 'bench.yml')).toEqual({
      specs: [],
      problems: [{ file: 'bench.yml', line: 0, message }],
    });
  });

  it('keeps valid specs beside invalid ones, and rejects a repeated name', () => {
    const broken = { ...example(), name: 'broken', results: [] };
    const { specs, problems } = parsePatternSpecs({ patterns: [example(), broken, example()] }, 'bench.yml');
    expect(specs.map((s) => s.name)).toEqual(['reader-bench']);
    expect(problems.map((p) => p.message)).toEqual([
      'patterns[1].results: expected a non-empty list of result patterns, got an empty list',
      'patterns[2].name: "reader-bench" is already the name of patterns[0]',
    ]);
  });

  it('YAML syntax errors carry their line', () => {
    expect(parsePatternSpecsText('patterns:\n  - name: x\n    name: y\n', 'bench.yml')).toEqual({
      specs: [],
      problems: [{ file: 'bench.yml', line: 3, message: 'Map keys must be unique (column 5)' }],
    });
  });
});

describe('pattern: regexes run in linear time (RE2)', () => {
  const specWith = (regex: string) =>
    parsePatternSpecs(
      [{ name: 'x', results: [{ regex, metrics: [{ value: 'v', unit: 'ns' }] }] }],
      'bench.yml',
    );
  const LOOK =
    ': patterns are matched in linear time by RE2, which has no lookarounds ((?=, (?!, (?<=, (?<!) and knows \\p{...} classes by their short names (\\p{L}, \\p{Nd}, \\p{Greek})';

  it.each<[string, string]>([
    [
      '^(?<v>\\d+)-\\k<v>$',
      'backreference "\\k<v>" is not allowed: matching a backreference can take exponential time',
    ],
    [
      '^(?<v>a)\\1$',
      'backreference "\\1" is not allowed: matching a backreference can take exponential time',
    ],
    ['^(?=a)(?<v>a)$', `invalid or unsupported Perl syntax: \`(?=\`${LOOK}`],
    ['^(?<v>\\p{Letter}+)$', `invalid character class range: \`\\p{Letter}\`${LOOK}`],
  ])('refuses %s with a clear problem', (regex, message) => {
    expect(specWith(regex).problems).toEqual([
      { file: 'bench.yml', line: 0, message: `patterns[0].results[0].regex: ${message}` },
    ]);
  });

  // Each of these took seconds to minutes in a backtracking engine; the last
  // ones passed the former shape checks. Under RE2 they are ordinary patterns.
  const HOSTILE: [regex: string, line: string, matches: boolean][] = [
    [`^${'(?:a|)'.repeat(30)}(?<v>b)$`, 'a'.repeat(26), false],
    [`^${'(?:a|)'.repeat(30)}(?<v>b)$`, `${'a'.repeat(26)}b`, true],
    ['^(?<v>(a+)+)$', `${'a'.repeat(4095)}!`, false],
    ['^(?<v>(?:a|ab)+)$', `${'ab'.repeat(2047)}!`, false],
    ['^(?<a>.*),(?<b>.*),(?<v>.*)$', `${','.repeat(4095)}`, true],
    ['(?<a>.*),(?<v>.*)x$', `${','.repeat(4095)}!`, false],
    ['^(?<v>a{1,100}a{1,100}a{1,100})$', `${'a'.repeat(4095)}!`, false],
  ];
  it.each(HOSTILE)('%s on a %#-th hostile line completes, on the linear engine', (regex, line, matches) => {
    const compiled = compileLineRegex(regex);
    if (typeof compiled === 'string') throw new Error(compiled);
    expect(compiled.engine).toBe(LINE_REGEX_ENGINE);
    expect(compiled.test(line)).toBe(matches);
  });

  it('a spec with the exponential shape parses a file of hostile lines, reporting nothing but its result', () => {
    const yaml = `
patterns:
  - name: hostile
    results:
      - regex: '^${'(?:a|)'.repeat(30)}(?<v>\\d+)$'
        name: bench
        metrics: [{ value: v, unit: ns }]
    mustMatch: ['^a']
`;
    const spec = specOf(yaml);
    expect(spec.results[0].regex.engine).toBe('re2js');
    const lines = [...Array.from({ length: 50 }, () => 'a'.repeat(30)), `${'a'.repeat(20)}42`];
    const r = parseWith(yaml, lines.join('\n'));
    expect(r.problems).toHaveLength(50);
    expect(r.problems[0]).toEqual({
      file: 'out.txt',
      line: 1,
      message: 'line matches mustMatch[0] of pattern "hostile" but no header or result regex; skipped',
    });
    expect(r.benchmarks.map((b) => [b.name, b.metrics[0].samples])).toEqual([['bench', [42]]]);
  });

  it.each<[string, string, Record<string, string | undefined> | null]>([
    ['^(?<n>\\p{L}+)\\s+(?<v>\\S+)$', 'Größe 12', { n: 'Größe', v: '12' }],
    ['^(?<v>\\d+)(?: (?<u>\\w+))?$', '12', { v: '12', u: undefined }],
    ['^\\u{1F600} (?<v>\\d+)$', '\u{1f600} 7', { v: '7' }],
    ['^\\u00b5s=(?<v>\\d+)$', '\u00b5s=3', { v: '3' }],
    ['^[(?<]x(?<v>\\d)$', '(x1', { v: '1' }],
    ['cache size: (?<c>\\S+)', 'no', null],
    // Documented difference (docs/patterns.md): \s is ASCII white space under RE2.
    ['^a\\sb(?<v>\\d)$', 'a\u00a0b1', null],
    ['^a[\\s\\u00a0]b(?<v>\\d)$', 'a\u00a0b1', { v: '1' }],
  ])('JavaScript syntax %s keeps its meaning under RE2', (regex, line, groups) => {
    const compiled = compileLineRegex(regex);
    if (typeof compiled === 'string') throw new Error(compiled);
    expect(compiled.exec(line)?.groups ?? null).toEqual(groups);
  });
});

const NEST = `
patterns:
  - name: nest
    headers:
      - { regex: '^suite (?<suite>\\w+)$' }
      - { regex: '^  size=(?<size>\\d+)$' }
      - { regex: '^    mode=(?<mode>\\w+)$', level: 2 }
      - { regex: '^    phase=(?<phase>\\w+)$', level: 2 }
    results:
      - regex: '^      (?<bench>\\w+) (?<v>\\S+) ns$'
        name: '{bench}'
        suite: '{suite}'
        metrics: [{ value: v, unit: ns }]
`;

describe('pattern: header nesting', () => {
  it('a header replaces its own level and clears deeper ones; results append samples', () => {
    const text = [
      '      early 1 ns', // 1: no suite yet
      'suite A',
      '  size=1',
      '    mode=r',
      '      x 10 ns', // 5: A.x size=1 mode=r
      '  size=2',
      '      x 11 ns', // 7: A.x size=2 (mode cleared by the shallower size)
      '    mode=w',
      '      x 12 ns', // 9: A.x size=2 mode=w
      '    phase=warm',
      '      x 13 ns', // 11: same level as mode: replaces it
      'suite B',
      '      x 14 ns', // 13: B.x, nothing else
      'suite A',
      '  size=1',
      '    mode=r',
      '      x 15 ns', // 17: same identity as line 5
      'unrelated noise',
    ].join('\n');
    const r = parseWith(NEST, text);
    expect(r.problems).toEqual([
      {
        file: 'out.txt',
        line: 1,
        message:
          'result line of pattern "nest": {suite} has no value (no header above set it, or its group did not match); skipped',
      },
    ]);
    expect(r.benchmarks.map((b) => [b.suite, b.name, b.params, b.metrics[0].samples])).toEqual([
      ['A', 'x', { size: '1', mode: 'r' }, [10, 15]],
      ['A', 'x', { size: '2' }, [11]],
      ['A', 'x', { size: '2', mode: 'w' }, [12]],
      ['A', 'x', { size: '2', phase: 'warm' }, [13]],
      ['B', 'x', {}, [14]],
    ]);
  });

  it("a result capture with a header capture's name replaces its value", () => {
    const yaml = `
patterns:
  - name: p
    headers: [{ regex: '^size=(?<size>\\d+)$' }]
    results: [{ regex: '^(?<size>\\d+)b: (?<v>\\S+)$', metrics: [{ value: v, unit: ns }] }]
`;
    const r = parseWith(yaml, 'size=1\n2b: 5\n');
    expect(r.benchmarks.map((b) => [b.name, b.params])).toEqual([['p', { size: '2' }]]);
  });
});

describe('pattern: numbers and units', () => {
  const UNITS = `
patterns:
  - name: units
    results:
      - regex: '^(?<name>\\S+) time: (?<t>\\S+?)(?<tu>ns|µs|μs|us|ms|s|min) size: (?<sz>\\S+) (?<su>\\S+)$'
        name: '{name}'
        metrics:
          - { value: t, unitFrom: tu, unit: ms }
          - { value: sz, unitFrom: su, unit: KiB }
      - regex: '^(?<name>\\S+) rate: (?<r>\\S+) (?<ru>\\S+)$'
        name: '{name}'
        metrics: [{ value: r, unitFrom: ru, unit: ops/s, scale: { Kops/s: 1000, ops/s: 1 } }]
`;
  it('converts units printed on the line, exactly for powers of ten', () => {
    const r = parseWith(
      UNITS,
      [
        'a time: 850µs size: 1 MiB',
        'b time: 12ns size: 2048 B',
        'c time: 1.5s size: 1 GB',
        'd time: 2min size: 1.5 KiB',
        'e time: 1e3ns size: 3 furlongs', // 5
        'f time: 7.25μs size: 1 KB',
        'g rate: 2.5 Kops/s',
        'g rate: 900 ops/s',
        'g rate: 3 Mops/s', // 9
        'h time: -ms size: 1 B', // 10
      ].join('\n'),
    );
    expect(r.problems).toEqual([
      {
        file: 'out.txt',
        line: 5,
        message:
          'result line of pattern "units": capture "su" = "furlongs" has no conversion to "KiB" (known: B, bytes, KB, kB, MB, GB, TB, KiB, MiB, GiB, TiB); skipped',
      },
      {
        file: 'out.txt',
        line: 9,
        message:
          'result line of pattern "units": capture "ru" = "Mops/s" has no conversion to "ops/s" (known: Kops/s, ops/s); skipped',
      },
      {
        file: 'out.txt',
        line: 10,
        message: 'result line of pattern "units": capture "t" = "-" is not a number; skipped',
      },
    ]);
    expect(
      r.benchmarks.map((b) => [b.name, ...b.metrics.map((m) => [m.unit, m.direction, m.samples])]),
    ).toEqual([
      ['a', ['ms', 'smaller', [0.85]], ['KiB', 'smaller', [1024]]],
      ['b', ['ms', 'smaller', [0.000012]], ['KiB', 'smaller', [2]]],
      ['c', ['ms', 'smaller', [1500]], ['KiB', 'smaller', [976562.5]]],
      ['d', ['ms', 'smaller', [120000]], ['KiB', 'smaller', [1.5]]],
      ['f', ['ms', 'smaller', [0.00725]], ['KiB', 'smaller', [0.9765625]]],
      ['g', ['ops/s', 'bigger', [2500, 900]]],
    ]);
  });

  const NUMBER_STYLES: [style: string, values: string, samples: number[], bad: string[]][] = [
    ["thousands: ','", '1,234,567.5|12|1,23|12,3456|-1,000', [1234567.5, 12, -1000], ['"1,23"', '"12,3456"']],
    ["thousands: '.'\n    decimal: ','", '1.234,5|12,5|1.5|1,234', [1234.5, 12.5, 1.234], ['"1.5"']],
    ["thousands: ' '", '1 234 567|1 2', [1234567], ['"1 2"']],
    [
      "thousands: ''",
      '1,234|1e-3|.5|5.|+2|NaN|Infinity|0x10|1e999',
      [0.001, 0.5, 5, 2],
      ['"1,234"', '"NaN"', '"Infinity"', '"0x10"', '"1e999"'],
    ],
  ];
  it.each(NUMBER_STYLES.map((c) => [c[0].replace(/\n\s*/, ', '), ...c] as const))(
    '%s',
    (_label, style, values, samples, bad) => {
      const yaml = `
patterns:
  - name: n
    ${style}
    results: [{ regex: '^v=(?<v>.+)$', metrics: [{ value: v, unit: ns }] }]
`;
      const lines = values.split('|');
      const r = parseWith(yaml, lines.map((v) => `v=${v}`).join('\n'));
      expect(
        r.benchmarks.map((b) => b.metrics[0].samples),
        style,
      ).toEqual([samples]);
      expect(
        r.problems.map((p) => p.message),
        style,
      ).toEqual(bad.map((v) => `result line of pattern "n": capture "v" = ${v} is not a number; skipped`));
      expect(
        r.problems.map((p) => p.line),
        style,
      ).toEqual(bad.map((v) => lines.indexOf(JSON.parse(v) as string) + 1));
    },
  );

  it('procs from a header or the result line, optional metrics, explicit direction and name', () => {
    const yaml = `
patterns:
  - name: procs
    headers: [{ regex: '^threads=(?<threads>\\S+)$', procs: threads }]
    results:
      - regex: '^(?<name>[a-z]+)\\s+(?<ns>\\S+) ns/op(?: (?<b>\\S+) B/op)?$'
        name: '{name}'
        metrics:
          - { value: ns, unit: ns/op }
          - { value: b, unit: B/op, optional: true }
      - regex: '^(?<name>[a-z]+) @(?<p>\\S+)\\s+(?<ns>\\S+) ns/op$'
        name: '{name}'
        procs: p
        metrics: [{ value: ns, unit: ns/op }, { value: ns, unit: ns/op, name: score, direction: bigger }]
`;
    const text = [
      'a 10 ns/op 64 B/op',
      'threads=4',
      'a 11 ns/op',
      'a @8 12 ns/op',
      'threads=zero',
      'a 13 ns/op',
      'a @0 1 ns/op',
    ].join('\n');
    const r = parseWith(yaml, text);
    expect(r.problems).toEqual([
      {
        file: 'out.txt',
        line: 5,
        message:
          'header line of pattern "procs": procs capture "threads" = "zero" is not a positive whole number; its params still apply',
      },
      {
        file: 'out.txt',
        line: 7,
        message:
          'result line of pattern "procs": procs capture "p" = "0" is not a positive whole number; skipped',
      },
    ]);
    expect(r.benchmarks).toEqual([
      {
        suite: '',
        name: 'a',
        params: {},
        metrics: [
          { unit: 'ns/op', direction: 'smaller', samples: [10, 13] },
          { unit: 'B/op', direction: 'smaller', samples: [64] },
        ],
      },
      {
        suite: '',
        name: 'a',
        params: {},
        procs: 4,
        metrics: [{ unit: 'ns/op', direction: 'smaller', samples: [11] }],
      },
      {
        suite: '',
        name: 'a',
        params: {},
        procs: 8,
        metrics: [
          { unit: 'ns/op', direction: 'smaller', samples: [12] },
          { unit: 'ns/op', name: 'score', direction: 'bigger', samples: [12] },
        ],
      },
    ]);
  });

  it('a procs capture that did not take part states no procs; an empty name is a problem', () => {
    const yaml = `
patterns:
  - name: p
    results:
      - regex: '^(?<name>[a-z]*)(?:@(?<p>\\d+))? (?<v>\\S+)$'
        name: '{name}'
        procs: p
        metrics: [{ value: v, unit: ns }]
`;
    const r = parseWith(yaml, 'a 1\na@2 3\n@2 4');
    expect(r.benchmarks.map((b) => [b.name, b.procs, b.metrics[0].samples])).toEqual([
      ['a', undefined, [1]],
      ['a', 2, [3]],
    ]);
    expect(r.problems).toEqual([
      {
        file: 'out.txt',
        line: 3,
        message: 'result line of pattern "p": its name template gave an empty name; skipped',
      },
    ]);
  });

  it('a result whose only metric is optional and absent is a problem', () => {
    const yaml = `
patterns:
  - name: opt
    results: [{ regex: '^x(?: (?<v>\\S+))?$', metrics: [{ value: v, unit: ns, optional: true }] }]
`;
    expect(parseWith(yaml, 'x').problems).toEqual([
      {
        file: 'out.txt',
        line: 1,
        message: 'result line of pattern "opt": none of its metrics took part in the match; skipped',
      },
    ]);
  });
});

describe('pattern: long lines', () => {
  it('lines over maxLineLength are problems and skipped; the rest is read', () => {
    const yaml = `
patterns:
  - name: short
    maxLineLength: 11
    results: [{ regex: '^v=(?<v>\\S+)$', metrics: [{ value: v, unit: ns }] }]
`;
    const r = parseWith(yaml, 'v=1\nv=1234567890\nv=2');
    expect(r.problems).toEqual([
      {
        file: 'out.txt',
        line: 2,
        message: 'line is 12 characters long, over the limit of 11 for pattern "short"; skipped',
      },
    ]);
    expect(r.benchmarks[0].metrics[0].samples).toEqual([1, 2]);
  });
});

describe('pattern: fuzz', () => {
  const format = createPatternFormat(readerSpec());
  const fixtureLines = read('reader-run1.txt').split('\n');

  /** What must hold for any input: no throw, arrays, problems within the input, finite samples. */
  function checkParse(text: string): void {
    const r = parseLinesOfText(format, text, 'fuzz.txt');
    expect(Array.isArray(r.benchmarks)).toBe(true);
    expect(Array.isArray(r.problems)).toBe(true);
    const lines = text.split('\n').length;
    for (const p of r.problems) {
      expect(p.file).toBe('fuzz.txt');
      expect(p.line >= 1 && p.line <= lines, `${p.line} in 1..${lines}`).toBe(true);
    }
    for (const b of r.benchmarks)
      for (const m of b.metrics) expect(m.samples.every(Number.isFinite)).toBe(true);
    expect(format.detect({ file: 'fuzz.txt', head: text.slice(0, 65536) })).toBeGreaterThanOrEqual(0);
  }

  it('random text never throws', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 400 }), checkParse), { numRuns: 300 });
  });

  it('mutated and spliced fixture lines never throw, and lines that still match keep their values', () => {
    const mutated = fc
      .tuple(fc.constantFrom(...fixtureLines), fc.nat(), fc.nat(), fc.string({ maxLength: 12 }))
      .map(([line, a, b, insert]) => {
        const i = a % (line.length + 1);
        const j = i + (b % 5);
        return line.slice(0, i) + insert + line.slice(j);
      });
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...fixtureLines), mutated), { maxLength: 40 }),
        (lines) => {
          checkParse(lines.join('\n'));
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each([
    ['a', 'a'],
    ['spaces', ' '],
    ['digits and dots', '9.'],
    ['a repeated result prefix', '       cache size: 0.01 GB, result: '],
    ['almost a result', '       cache size: 0.01 GB, result: 1.0s per reader 1'],
  ])('200k-character adversarial lines (%s) are problems, and parsing goes on', (_label, unit) => {
    const long = unit.repeat(Math.ceil(200_000 / unit.length));
    const r = parseLinesOfText(format, `${long}\n${fixtureLines.slice(0, 5).join('\n')}`, 'long.txt');
    expect(r.problems).toEqual([
      {
        file: 'long.txt',
        line: 1,
        message: `line is ${long.length} characters long, over the limit of 4096 for pattern "reader-bench"; skipped`,
      },
    ]);
    expect(rows(r.benchmarks)).toEqual(RUN1.slice(0, 2));
  });
});

describe('pattern limits', () => {
  it('refuses more than MAX_PATTERNS patterns before compiling any', () => {
    const raw = {
      patterns: Array.from({ length: MAX_PATTERNS + 1 }, (_, i) => ({
        name: `p${i}`,
        regex: '^(?<name>\\S+) (?<value>\\d+)$',
      })),
    };
    const { specs, problems } = parsePatternSpecs(raw, 'bench.yml');
    expect(specs).toEqual([]);
    expect(problems.map((p) => p.message)).toEqual([
      `patterns: has ${MAX_PATTERNS + 1} entries; at most ${MAX_PATTERNS} are allowed`,
    ]);
  });
});
