import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { cargoCriterionJsonFormat } from '../../../../src/formats/criterion/cargo-criterion-json.js';
import { parseLinesOfText } from '../../../support/formats-feed.js';
import type { ParsedFile } from '../../../../src/formats/types.js';
import { expectFastOnAdversarial, expectWellFormed, fuzzNeverThrows } from '../fuzz-format.js';

// Fixtures: test/fixtures/criterion/cargo-criterion-*.jsonl, from
// `cargo criterion --message-format=json` (cargo-criterion 1.1.0, criterion
// 0.8.2; regenerate.sh). Samples are measured_values[i] / iteration_count[i].

const dir = new URL('../../../fixtures/criterion/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dir), 'utf8');
const parse = (text: string, file = 'out.jsonl'): ParsedFile =>
  parseLinesOfText(cargoCriterionJsonFormat, text, file);
const parseFixture = (name: string) => parse(read(name), name);

const LONG =
  'a benchmark name long enough to pass the one hundred character title limit of criterion dot rs repor...';
const IDS = [
  'checksum|adler32|64',
  'checksum|fnv1a|64',
  'checksum|adler32|4096',
  'checksum|fnv1a|4096',
  'parse|split_whitespace_sum|16',
  'parse|split_whitespace_sum|256',
  '|noop|',
  '|fib 15|',
  '|fib 30|',
  `|${LONG}|`,
  'sort|10|',
  'sort|100|',
];
const idsOf = (r: ParsedFile) => r.benchmarks.map((b) => `${b.suite}|${b.name}|${b.params.input ?? ''}`);

interface Message {
  reason: string;
  iteration_count: number[];
  measured_values: number[];
  throughput: { per_iteration: number; unit: string }[];
  typical: { estimate: number; lower_bound: number; upper_bound: number };
}

describe('cargo-criterion JSON fixtures', () => {
  test('cargo-criterion-second.jsonl: ids, params, exact samples, typical estimate, throughput', () => {
    const r = parseFixture('cargo-criterion-second.jsonl');
    expect(r.problems).toEqual([]);
    expect(r.context).toEqual({ tool: { name: 'cargo-criterion' } });
    expect(idsOf(r)).toEqual(IDS);
    const [adler] = r.benchmarks;
    expect(adler.metrics.map((m) => [m.unit, m.direction, m.samples.length])).toEqual([
      ['ns', 'smaller', 10],
      ['B/s', 'bigger', 10],
    ]);
    // Line 1: "iteration_count":[6842,13684,...],"measured_values":[1009005.0,2063448.0,...]
    expect(adler.metrics[0].samples.slice(0, 2)).toEqual([1009005 / 6842, 2063448 / 13684]);
    expect(adler.metrics[0].summary).toEqual({
      center: 509.5139971983585,
      low: 377.5629776586691,
      high: 665.3645460284099,
      n: 10,
      confidence: 0.95,
    });
    // 64 bytes per iteration: a rate per sample, and the interval's bounds swapped.
    expect(adler.metrics[1].samples[0]).toBe((64 * 1e9) / (1009005 / 6842));
    expect(adler.metrics[1].summary).toEqual({
      center: (64 * 1e9) / 509.5139971983585,
      low: (64 * 1e9) / 665.3645460284099,
      high: (64 * 1e9) / 377.5629776586691,
      n: 10,
      confidence: 0.95,
    });
    const parse16 = r.benchmarks[4];
    expect(parse16.metrics.map((m) => m.unit)).toEqual(['ns', 'elem/s']);
    expect(parse16.metrics[0].samples[0]).toBe(1125300 / 12352);
    // fib 30: one and two iterations per sample.
    expect(r.benchmarks[8].metrics[0].samples.slice(0, 2)).toEqual([2001305, 7971229 / 2]);
  });

  test.each(['cargo-criterion-first.jsonl', 'cargo-criterion-second.jsonl'])(
    '%s: every benchmark matches an independent reading of the file',
    (name) => {
      const r = parseFixture(name);
      const messages = read(name)
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => JSON.parse(l) as Message)
        .filter((m) => m.reason === 'benchmark-complete');
      expect(r.benchmarks).toHaveLength(messages.length);
      messages.forEach((m, i) => {
        const [time, ...rates] = r.benchmarks[i].metrics;
        const samples = m.measured_values.map((v, j) => v / m.iteration_count[j]);
        expect(time.samples, `${name} #${i}`).toEqual(samples);
        expect(time.summary!.center, `${name} #${i}`).toBe(m.typical.estimate);
        expect(rates.map((x) => x.unit)).toEqual(
          m.throughput.map((t) => (t.unit === 'bytes' ? 'B/s' : 'elem/s')),
        );
        rates.forEach((rate, k) => {
          expect(rate.samples).toEqual(samples.map((s) => (m.throughput[k].per_iteration * 1e9) / s));
        });
      });
    },
  );
});

describe('cargo-criterion JSON without "typical"', () => {
  test('takes the median estimate, else the mean, as the summary, with no problem', () => {
    const name = 'cargo-criterion-second.damaged-no-typical.jsonl';
    const r = parseFixture(name);
    const messages = read(name)
      .split('\n')
      .filter((l) => l.includes('"benchmark-complete"'))
      .map(
        (l) =>
          JSON.parse(l) as {
            median?: { estimate: number; unit: string };
            mean: { estimate: number; unit: string };
          },
      );
    const toNs = (e: { estimate: number; unit: string }) =>
      e.estimate * ({ ps: 1e-3, ns: 1, us: 1e3, ms: 1e6, s: 1e9 } as Record<string, number>)[e.unit]!;
    expect(r.problems).toEqual([]);
    expect(r.benchmarks.map((b) => b.metrics[0]!.summary!.center)).toEqual(
      messages.map((m, i) => toNs(i % 2 === 0 ? m.median! : m.mean)),
    );
    expect(r.benchmarks.map((b) => b.metrics[0]!.samples.length)).toEqual(
      parseFixture('cargo-criterion-second.jsonl').benchmarks.map((b) => b.metrics[0]!.samples.length),
    );
  });
});

describe('cargo-criterion JSON damaged fixtures', () => {
  test('truncated: the cut line is a problem; the seven benchmarks before it are kept', () => {
    const r = parseFixture('cargo-criterion-second.damaged-truncated.jsonl');
    expect(idsOf(r)).toEqual(IDS.slice(0, 7));
    expect(r.problems).toEqual([
      {
        file: 'cargo-criterion-second.damaged-truncated.jsonl',
        line: 11,
        message: 'not valid JSON (the text ends before the JSON is complete (cut short?), at column 386)',
      },
    ]);
  });

  test('bad-numbers: unparsable lines are problems, and groups name the benchmarks that went missing', () => {
    const r = parseFixture('cargo-criterion-second.damaged-bad-numbers.jsonl');
    expect(idsOf(r)).toEqual([IDS[0], IDS[2], IDS[5], IDS[6], IDS[7], IDS[8], IDS[9], IDS[10]]);
    expect(r.problems.map((p) => p.line)).toEqual([2, 4, 5, 6, 8, 12, 14, 18, 19]);
    expect(r.problems[2]).toEqual({
      file: 'cargo-criterion-second.damaged-bad-numbers.jsonl',
      line: 5,
      message:
        'group "checksum" lists 2 benchmark(s) with no benchmark-complete message before it: "checksum/fnv1a/64", "checksum/fnv1a/4096"',
    });
    expect(r.problems[8].message).toBe(
      'group "sort" lists 1 benchmark(s) with no benchmark-complete message before it: "sort/100"',
    );
  });

  test('garbage: the non-JSON line is counted in one problem; every benchmark is kept', () => {
    const r = parseFixture('cargo-criterion-second.damaged-garbage.jsonl');
    expect(idsOf(r)).toEqual(IDS);
    expect(r.problems).toEqual([
      {
        file: 'cargo-criterion-second.damaged-garbage.jsonl',
        line: 10,
        message: '1 line(s) that are not JSON were skipped, the first on line 10',
      },
    ]);
  });

  test('empty: one problem for the whole file', () => {
    expect(parseFixture('cargo-criterion-second.damaged-empty.jsonl').problems).toEqual([
      {
        file: 'cargo-criterion-second.damaged-empty.jsonl',
        line: 0,
        message: 'empty input: no cargo-criterion messages',
      },
    ]);
  });
});

describe('cargo-criterion JSON messages', () => {
  const good = JSON.stringify({
    reason: 'benchmark-complete',
    id: 'g/f',
    iteration_count: [1, 2],
    measured_values: [2.0, 6.0],
    unit: 'us',
    throughput: [{ per_iteration: 8, unit: 'bits' }],
    typical: { estimate: 2.5, lower_bound: 2, upper_bound: 3, unit: 'us' },
  });

  test('a time unit other than ns is converted; bits become b/s', () => {
    const r = parse(good);
    expect(r.problems).toEqual([]);
    expect(r.benchmarks[0].metrics).toEqual([
      {
        unit: 'ns',
        direction: 'smaller',
        samples: [2000, 3000],
        summary: { center: 2500, low: 2000, high: 3000, n: 2, confidence: 0.95 },
      },
      {
        unit: 'b/s',
        direction: 'bigger',
        samples: [(8 * 1e9) / 2000, (8 * 1e9) / 3000],
        summary: {
          center: (8 * 1e9) / 2500,
          low: (8 * 1e9) / 3000,
          high: (8 * 1e9) / 2000,
          n: 2,
          confidence: 0.95,
        },
      },
    ]);
  });

  test.each([
    [
      'arrays of different lengths',
      { iteration_count: [1] },
      'benchmark-complete "g/f": expected "iteration_count" and "measured_values" as arrays of numbers of one length, and a string "unit"',
    ],
    [
      'no typical, median or mean estimate',
      { typical: null, median: null, mean: null },
      'benchmark-complete "g/f": none of "typical", "median", "mean" is {estimate, lower_bound, upper_bound, unit}',
    ],
    [
      'an unknown throughput unit',
      { throughput: [{ per_iteration: 1, unit: 'lines' }] },
      'benchmark-complete "g/f": unknown throughput {"per_iteration":1,"unit":"lines"} (expected {per_iteration, unit: "bytes" | "elements" | "bits"})',
    ],
    [
      'zero iterations',
      { iteration_count: [0, 2] },
      'benchmark-complete "g/f": a sample is not a positive number (zero iterations?)',
    ],
    [
      'an unknown reason',
      { reason: 'benchmark-started' },
      'unknown cargo-criterion message reason "benchmark-started"',
    ],
    ['no id', { id: 7 }, 'benchmark-complete message without a string "id"'],
  ])('%s is a problem on its line', (_what, change, message) => {
    const line = JSON.stringify({ ...JSON.parse(good), ...change });
    const r = parse(`{"reason":"compiler-artifact"}\n${line}\n`);
    expect(r.problems[0]).toEqual({ file: 'out.jsonl', line: 2, message });
  });

  test('detect: cargo-criterion messages only', () => {
    expect(cargoCriterionJsonFormat.detect({ file: 'x', head: read('cargo-criterion-first.jsonl') })).toBe(
      0.95,
    );
    expect(cargoCriterionJsonFormat.detect({ file: 'x', head: '{"reason":"compiler-artifact"}\n' })).toBe(0);
    expect(cargoCriterionJsonFormat.detect({ file: 'x', head: read('core-second.txt') })).toBe(0);
  });
});

describe('cargo-criterion JSON fuzz', () => {
  const fixtures = ['cargo-criterion-first.jsonl', 'cargo-criterion-second.jsonl'].map(read);

  test('never throws on random text, mutations and splices of the fixtures', () => {
    fuzzNeverThrows(parse, fixtures);
  });

  test('finishes quickly on long adversarial lines', () => {
    expectFastOnAdversarial(parse);
    const huge = JSON.stringify({
      ...JSON.parse(fixtures[0].split('\n')[0]),
      measured_values: new Array(50_000).fill(1),
    });
    const started = performance.now();
    expectWellFormed(parse(huge, 'long.out'), 'long.out');
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
