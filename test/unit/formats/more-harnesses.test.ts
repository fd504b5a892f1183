import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { benchmarkDotNetFormat } from '../../../src/formats/benchmarkdotnet.js';
import { catch2ConsoleFormat } from '../../../src/formats/catch2/console.js';
import { catch2XmlFormat } from '../../../src/formats/catch2/xml.js';
import { detectFormat } from '../../../src/formats/detect.js';
import { googleBenchmarkConsoleFormat } from '../../../src/formats/google-benchmark/console.js';
import { juliaBenchmarkToolsFormat } from '../../../src/formats/julia-benchmarktools.js';
import { SNIFFABLE_FORMATS } from '../../../src/formats/registry.js';
import type { ParsedFile } from '../../../src/formats/types.js';
import { parseLinesOfText } from '../../support/formats-feed.js';
import { expectFastOnAdversarial, fuzzNeverThrows } from './fuzz-format.js';

// The formats github-action-benchmark reads that benchgate added: Catch2
// (console and XML), Google Benchmark's console table, BenchmarkDotNet JSON and
// Julia BenchmarkTools JSON. Catch2 and Google Benchmark fixtures come from the
// real tools (test/fixtures/catch2/regenerate.sh, google-benchmark/regenerate.sh);
// BenchmarkDotNet and Julia files from those tools' own runs (PROVENANCE.md).

const fixtures = new URL('../../fixtures/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, fixtures), 'utf8');
const attrs = (tag: string, text: string) =>
  [...text.matchAll(new RegExp(`<${tag} ([^>]*)`, 'g'))].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
  );

describe('catch2-xml', () => {
  const text = read('catch2/xml.xml');
  const r = catch2XmlFormat.parse(text, 'xml.xml');

  test('every BenchmarkResults: the test case as suite, the mean with its 95% interval in ns over the samples', () => {
    const results = attrs('BenchmarkResults', text);
    const means = attrs('mean', text);
    expect(r.problems).toEqual([]);
    expect(r.benchmarks.map((b) => [b.suite, b.name])).toEqual([
      ['fibonacci', 'fib 10'],
      ['fibonacci', 'fib 15'],
      ['vector sum', 'sum 4096'],
    ]);
    expect(r.benchmarks.map((b) => b.metrics[0]!.summary)).toEqual(
      means.map((m, i) => ({
        center: Number(m.value),
        low: Number(m.lowerBound),
        high: Number(m.upperBound),
        n: Number(results[i]!.samples),
        confidence: 0.95,
      })),
    );
  });

  test('cut short: what is complete is kept, one problem where it ends', () => {
    const cut = catch2XmlFormat.parse(read('catch2/xml.damaged-truncated.xml'), 'x.xml');
    expect(cut.benchmarks.length).toBeGreaterThan(0);
    expect(cut.problems.map((p) => p.message)).toEqual(['the XML ends before </Catch> (output cut short?)']);
  });
});

describe('catch2-console', () => {
  const parse = (text: string, file = 'console.txt'): ParsedFile =>
    parseLinesOfText(catch2ConsoleFormat, text, file);

  test('reads the same benchmarks as the XML of the same build, the mean and its interval in ns', () => {
    const r = parse(read('catch2/console.txt'));
    expect(r.problems).toEqual([]);
    expect(r.benchmarks.map((b) => [b.suite, b.name, b.metrics[0]!.unit, b.metrics[0]!.summary!.n])).toEqual([
      ['fibonacci', 'fib 10', 'ns', 20],
      ['fibonacci', 'fib 15', 'ns', 20],
      ['vector sum', 'sum 4096', 'ns', 20],
    ]);
    const line = read('catch2/console.txt')
      .split('\n')
      .find((l) => l.startsWith('fib 10'))!;
    const next =
      read('catch2/console.txt').split('\n')[read('catch2/console.txt').split('\n').indexOf(line) + 1]!;
    const [mean, low, high] = [...next.matchAll(/([0-9.]+) (ns|us)/g)].map(
      (m) => Number(m[1]) * (m[2] === 'us' ? 1000 : 1),
    );
    expect(r.benchmarks[0]!.metrics[0]!.summary).toEqual({
      center: mean,
      low,
      high,
      n: 20,
      confidence: 0.95,
    });
  });

  test('empty output says so', () => {
    expect(parse('').problems.map((p) => p.message)).toEqual(['no Catch2 benchmark table']);
  });
});

describe('google-benchmark-console', () => {
  const parse = (text: string): ParsedFile => parseLinesOfText(googleBenchmarkConsoleFormat, text, 'c.txt');

  test('one run: Time as the primary metric, CPU as cpu_time, counters with their prefixes applied', () => {
    const r = parse(read('google-benchmark/console.txt'));
    expect(r.problems).toEqual([]);
    const sum = r.benchmarks.find((b) => b.name === 'BM_Sum')!;
    expect(sum.params).toEqual({ size: '16', stride: '1' });
    expect(sum.metrics.map((m) => [m.name ?? m.unit, m.samples])).toEqual([
      ['ns', [3.65]],
      ['cpu_time', [3.64]],
      ['B/s', [16.3815e9]],
      ['items/s', [4.39737e9]],
      ['sum_per_iter', [16]],
    ]);
    expect(r.benchmarks.filter((b) => b.name === 'BM_AtomicAdd').map((b) => b.procs)).toEqual([1, 2]);
  });

  test('repetitions are samples; the aggregate rows are not counted again', () => {
    const r = parse(read('google-benchmark/console-repetitions5.txt'));
    expect(r.problems).toEqual([]);
    expect(r.benchmarks.map((b) => b.metrics[0]!.samples.length)).toEqual([5, 5, 5, 5]);
  });

  test('a table with only aggregates (--benchmark_report_aggregates_only) gives mean ± stddev', () => {
    const r = parse(
      [
        'Benchmark           Time             CPU   Iterations',
        'BM_X_mean        10.0 ns         9.0 ns            5',
        'BM_X_median      10.5 ns         9.5 ns            5',
        'BM_X_stddev      0.50 ns         0.4 ns            5',
        'BM_X_cv          5.00 %          4.4 %             5',
      ].join('\n'),
    );
    expect(r.problems).toEqual([]);
    expect(r.benchmarks[0]!.metrics[0]!.summary).toEqual({
      center: 10,
      low: 9.5,
      high: 10.5,
      n: NaN,
      confidence: NaN,
    });
  });
});

describe('benchmarkdotnet', () => {
  test('OriginalValues as samples in ns, Namespace.Type as suite, the host as context', () => {
    const text = read('benchmarkdotnet/fib-sample.json');
    const doc = JSON.parse(text) as {
      Benchmarks: { Method: string; Statistics: { OriginalValues: number[] } }[];
    };
    const r = benchmarkDotNetFormat.parse(text, 'b.json');
    expect(r.problems).toEqual([]);
    expect(r.benchmarks.map((b) => [b.suite, b.name, b.metrics[0]!.unit, b.metrics[0]!.samples])).toEqual(
      doc.Benchmarks.map((b) => ['Sample.Benchmarks', b.Method, 'ns', b.Statistics.OriginalValues]),
    );
    expect(r.context.tool).toEqual({ name: 'benchmarkdotnet', version: '0.12.1' });
  });
});

describe('julia-benchmarktools', () => {
  test('the group path as the name, TrialEstimate time in ns, memory and allocs', () => {
    const r = juliaBenchmarkToolsFormat.parse(read('julia-benchmarktools/fib-estimates.json'), 'j.json');
    expect(r.problems).toEqual([]);
    expect(r.benchmarks.map((b) => [b.name, b.metrics.map((m) => `${m.samples[0]} ${m.unit}`)])).toEqual([
      ['fib/10', ['246.03846153846155 ns', '0 B', '0 allocs']],
      ['fib/20', ['31028 ns', '0 B', '0 allocs']],
    ]);
  });

  test('a Trial gives its times as samples', () => {
    const text = JSON.stringify([
      { Julia: '1.10.0', BenchmarkTools: '1.5.0' },
      [
        [
          'BenchmarkGroup',
          { data: { sum: ['Trial', { times: [10, 11, 12], gctimes: [0, 0, 0], memory: 16, allocs: 1 }] } },
        ],
      ],
    ]);
    const r = juliaBenchmarkToolsFormat.parse(text, 'j.json');
    expect(r.benchmarks[0]!.metrics.map((m) => [m.unit, m.samples])).toEqual([
      ['ns', [10, 11, 12]],
      ['B', [16]],
      ['allocs', [1]],
    ]);
  });
});

describe('detection across every format', () => {
  const cases: [string, string][] = [
    ['catch2/console.txt', 'catch2-console'],
    ['catch2/console-wrapped-names.txt', 'catch2-console'],
    ['catch2/xml.xml', 'catch2-xml'],
    ['google-benchmark/console.txt', 'google-benchmark-console'],
    ['google-benchmark/console-repetitions5.txt', 'google-benchmark-console'],
    ['benchmarkdotnet/fib-sample.json', 'benchmarkdotnet'],
    ['julia-benchmarktools/fib-estimates.json', 'julia-benchmarktools'],
  ];
  test.each(cases)('%s is %s', (path, format) => {
    expect(detectFormat({ file: path, head: read(path) }, SNIFFABLE_FORMATS)?.format.name).toBe(format);
  });

  test('the new formats claim none of the other fixtures', () => {
    const mine = new Set(cases.map(([p]) => p));
    const newFormats = [
      catch2ConsoleFormat,
      catch2XmlFormat,
      googleBenchmarkConsoleFormat,
      benchmarkDotNetFormat,
      juliaBenchmarkToolsFormat,
    ];
    const claimed: string[] = [];
    for (const tool of readdirSync(fixtures, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)) {
      for (const name of readdirSync(new URL(`${tool}/`, fixtures))) {
        const path = `${tool}/${name}`;
        if (mine.has(path) || name.includes('.damaged-') || !/\.(txt|json|jsonl|xml)$/.test(name)) continue;
        const head = read(path).slice(0, 65536);
        for (const f of newFormats)
          if (f.detect({ file: path, head }) > 0) claimed.push(`${f.name}: ${path}`);
      }
    }
    expect(claimed).toEqual([]);
  });
});

describe('fuzz', () => {
  test('catch2-xml never throws', () =>
    fuzzNeverThrows((t, f) => catch2XmlFormat.parse(t, f), [read('catch2/xml.xml')]));
  test('benchmarkdotnet never throws', () =>
    fuzzNeverThrows((t, f) => benchmarkDotNetFormat.parse(t, f), [read('benchmarkdotnet/fib-sample.json')]));
  test('julia never throws', () =>
    fuzzNeverThrows(
      (t, f) => juliaBenchmarkToolsFormat.parse(t, f),
      [read('julia-benchmarktools/fib-estimates.json')],
    ));
  test('adversarial inputs finish quickly', () => {
    expectFastOnAdversarial((t, f) => catch2XmlFormat.parse(t, f));
    expectFastOnAdversarial((t, f) => parseLinesOfText(catch2ConsoleFormat, t, f));
    expectFastOnAdversarial((t, f) => parseLinesOfText(googleBenchmarkConsoleFormat, t, f));
  });
});
