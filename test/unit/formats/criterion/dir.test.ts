import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { createCriterionDirFormat, criterionDirFormat } from '../../../../src/formats/criterion/dir.js';
import type { ParsedFile } from '../../../../src/formats/types.js';

// Fixtures: test/fixtures/criterion/target-criterion, the JSON files of
// target/criterion after the runs of regenerate.sh (criterion 0.8.2), and
// damaged copies of it made by damage-dir.mjs. Samples are times[i] / iters[i]
// from sample.json, in ns; the summary is estimates.json's slope.

const fixtures = fileURLToPath(new URL('../../../fixtures/criterion/', import.meta.url));
const root = join(fixtures, 'target-criterion');
const json = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const parseDir = (dir: string) => criterionDirFormat.parseDirectory(dir);

const LONG =
  'a benchmark name long enough to pass the one hundred character title limit of criterion dot rs reports';
/** In directory order (sorted paths); `units` ran in its own bench target. */
const IDS = [
  `|${LONG}|`,
  'checksum|adler32|4096',
  'checksum|adler32|64',
  'checksum|fnv1a|4096',
  'checksum|fnv1a|64',
  '|fib 15|',
  '|fib 30|',
  '|noop|',
  'parse|split_whitespace_sum|16',
  'parse|split_whitespace_sum|256',
  'sort|10|',
  'sort|100|',
  'units|fnv1a_bits|',
  'units|fnv1a_decimal|',
  'units|parse|64',
];
const DIRS = [
  'a benchmark name long enough to pass the one hundred character t',
  'checksum/adler32/4096',
  'checksum/adler32/64',
  'checksum/fnv1a/4096',
  'checksum/fnv1a/64',
  'fib 15',
  'fib 30',
  'noop',
  'parse/split_whitespace_sum/16',
  'parse/split_whitespace_sum/256',
  'sort/10',
  'sort/100',
  'units/fnv1a_bits',
  'units/fnv1a_decimal',
  'units/parse/64',
];
const idsOf = (r: ParsedFile) => r.benchmarks.map((b) => `${b.suite}|${b.name}|${b.params.input ?? ''}`);

const scratch = mkdtempSync(join(tmpdir(), 'benchgate-criterion-dir-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let scratchCount = 0;
/** A fresh copy of some benchmark folders of the fixture, to change in a test. */
function copyOf(dirs: string[]): string {
  const dest = join(scratch, `t${scratchCount++}`);
  for (const d of dirs) cpSync(join(root, d), join(dest, d), { recursive: true });
  return dest;
}

describe('criterion-dir fixture', () => {
  test('target-criterion: identities from benchmark.json, samples from sample.json, summary from the slope', async () => {
    const r = await parseDir(root);
    expect(r.problems).toEqual([]);
    expect(r.context).toEqual({ tool: { name: 'criterion' } });
    expect(idsOf(r)).toEqual(IDS);
    const adler = r.benchmarks[2];
    expect(adler.metrics.map((m) => [m.unit, m.direction, m.samples.length])).toEqual([
      ['ns', 'smaller', 10],
      ['B/s', 'bigger', 10],
    ]);
    // checksum/adler32/64/new/sample.json: "iters":[5840.0,11680.0,...],"times":[823016.0,13728945.0,...]
    expect(adler.metrics[0].samples.slice(0, 2)).toEqual([823016 / 5840, 13728945 / 11680]);
    expect(adler.metrics[0].summary).toEqual({
      center: 444.0801071873332,
      low: 397.96418251209707,
      high: 504.19862156898375,
      n: 10,
      confidence: 0.95,
    });
    expect(adler.metrics[1].samples[0]).toBe((64 * 1e9) / (823016 / 5840));
    expect(adler.metrics[1].summary).toMatchObject({
      center: (64 * 1e9) / 444.0801071873332,
      low: (64 * 1e9) / 504.19862156898375,
    });
    // fib 30 runs one iteration per sample at first.
    expect(r.benchmarks[6].metrics[0].samples.slice(0, 2)).toEqual([12005627, 7860683 / 2]);
  });

  test('throughput kinds: Bits -> b/s, BytesDecimal -> B/s, ElementsAndBytes -> elem/s and B/s', async () => {
    const r = await parseDir(root);
    const [bits, decimal, both] = r.benchmarks.slice(12);
    expect(bits.metrics.map((m) => m.unit)).toEqual(['ns', 'b/s']);
    expect(decimal.metrics.map((m) => m.unit)).toEqual(['ns', 'B/s']);
    expect(both.metrics.map((m) => m.unit)).toEqual(['ns', 'elem/s', 'B/s']);
    // units/parse/64/new/sample.json starts "iters":[3511.0,...],"times":[1396497.0,...]; 64 elements, 312 bytes.
    const first = 1396497 / 3511;
    expect(both.metrics.map((m) => m.samples[0])).toEqual([first, (64 * 1e9) / first, (312 * 1e9) / first]);
    expect(bits.metrics[1].samples[0]).toBe((8192 * 1e9) / bits.metrics[0].samples[0]);
    expect(decimal.metrics[1].samples[0]).toBe((1024 * 1e9) / decimal.metrics[0].samples[0]);
  });

  test.each(DIRS.map((d, i) => [d, i] as const))(
    '%s matches an independent reading of its files',
    async (dir, i) => {
      const r = await parseDir(root);
      const bench = json(`${dir}/new/benchmark.json`);
      const sample = json(`${dir}/new/sample.json`);
      const estimates = json(`${dir}/new/estimates.json`);
      const b = r.benchmarks[i];
      expect(b.name).toBe(bench.function_id ?? bench.value_str ?? bench.group_id);
      expect(b.metrics[0].samples).toEqual(sample.times.map((t: number, j: number) => t / sample.iters[j]));
      const typical = estimates.slope ?? estimates.mean;
      expect(b.metrics[0].summary).toEqual({
        center: typical.point_estimate,
        low: typical.confidence_interval.lower_bound,
        high: typical.confidence_interval.upper_bound,
        n: sample.times.length,
        confidence: typical.confidence_interval.confidence_level,
      });
    },
  );
});

describe('criterion-dir damaged copies', () => {
  test('missing sample.json: named with line 0; the benchmark keeps its summary, the rest is whole', async () => {
    const dir = join(fixtures, 'target-criterion.damaged-missing-sample');
    const r = await parseDir(dir);
    expect(idsOf(r)).toEqual(IDS);
    expect(r.problems).toEqual([
      {
        file: join(dir, 'checksum/adler32/64/new/sample.json'),
        line: 0,
        message:
          'missing: Criterion.rs writes benchmark.json, estimates.json, sample.json in every measurement folder',
      },
    ]);
    const adler = r.benchmarks[2];
    expect(adler.metrics.map((m) => m.samples)).toEqual([[], []]);
    expect(adler.metrics[0].summary).toMatchObject({ center: 444.0801071873332, n: NaN });
    expect(r.benchmarks[1].metrics[0].samples).toHaveLength(10);
  });

  test('sample.json of an unknown shape: says what was expected and which keys were found', async () => {
    const dir = join(fixtures, 'target-criterion.damaged-unknown-sample-shape');
    const r = await parseDir(dir);
    expect(idsOf(r)).toEqual(IDS);
    expect(r.problems).toEqual([
      {
        file: join(dir, 'parse/split_whitespace_sum/16/new/sample.json'),
        line: 0,
        message:
          'unknown layout: expected {"iters": [numbers > 0], "times": [numbers], ...} of one length; found an object with keys ["mode","iterations","measurements"]',
      },
    ]);
    expect(r.benchmarks[8].metrics[0].samples).toEqual([]);
  });

  test('truncated estimates.json: not valid JSON; the samples are kept without a summary', async () => {
    const dir = join(fixtures, 'target-criterion.damaged-truncated-estimates');
    const r = await parseDir(dir);
    expect(idsOf(r)).toEqual(IDS);
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toEqual({
      file: join(dir, 'fib 15/new/estimates.json'),
      line: 1,
      message: 'not valid JSON: the text ends before the JSON is complete (cut short?), at column 587',
    });
    const fib = r.benchmarks[5];
    expect(fib.metrics[0].samples).toHaveLength(10);
    expect(fib.metrics[0].summary).toBeUndefined();
  });

  test('the base/ baseline can be read instead of new/', async () => {
    const dir = join(fixtures, 'target-criterion.damaged-missing-sample');
    const r = await createCriterionDirFormat({ baseline: 'base' }).parseDirectory(dir);
    expect(r.problems).toEqual([]);
    expect(idsOf(r)).toEqual(IDS);
    const base = json('checksum/adler32/64/base/sample.json');
    expect(r.benchmarks[2].metrics[0].samples[0]).toBe(base.times[0] / base.iters[0]);
  });
});

describe('criterion-dir layouts', () => {
  test.each([
    ['benchmark.json', { group_id: 'g', function: 'f' }, 'unknown layout: expected {"group_id": string'],
    [
      'benchmark.json',
      { group_id: 'g', function_id: null, value_str: null, throughput: { Lines: 3 } },
      'unknown throughput {"Lines":3}',
    ],
    [
      'estimates.json',
      { mean: { point_estimate: 1 } },
      'unknown layout: expected {"mean": E, "slope": E or null',
    ],
    ['sample.json', { iters: [1, 0], times: [1, 2] }, 'unknown layout: expected {"iters": [numbers > 0]'],
    ['sample.json', [1, 2, 3], 'unknown layout: expected {"iters"'],
  ])('%s shaped %j is a problem naming the file', async (file, content, start) => {
    const dir = copyOf(['noop']);
    writeFileSync(join(dir, 'noop/new', file), JSON.stringify(content));
    const r = await parseDir(dir);
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0].file).toBe(join(dir, 'noop/new', file));
    expect(r.problems[0].line).toBe(0);
    expect(r.problems[0].message.startsWith(start), r.problems[0].message).toBe(true);
  });

  test('flat sampling (no slope): the mean is the summary', async () => {
    const dir = copyOf(['noop']);
    const estimates = json('noop/new/estimates.json');
    writeFileSync(join(dir, 'noop/new/estimates.json'), JSON.stringify({ ...estimates, slope: null }));
    const r = await parseDir(dir);
    expect(r.problems).toEqual([]);
    expect(r.benchmarks[0].metrics[0].summary!.center).toBe(estimates.mean.point_estimate);
  });

  test('symlink loops are entered once; broken links are problems', async () => {
    const dir = copyOf(['checksum/adler32/64', 'noop']);
    symlinkSync('..', join(dir, 'checksum/adler32/up'));
    symlinkSync('.', join(dir, 'checksum/self'));
    symlinkSync(dir, join(dir, 'noop/root'));
    symlinkSync('no-such-folder', join(dir, 'dangling'));
    const r = await parseDir(dir);
    expect(idsOf(r)).toEqual(['checksum|adler32|64', '|noop|']);
    expect(r.problems).toEqual([
      { file: join(dir, 'dangling'), line: 0, message: 'cannot read (broken link?): ENOENT' },
    ]);
  });

  test('a function named "new" is a benchmark folder, not a measurement folder', async () => {
    const dir = copyOf([]);
    cpSync(join(root, 'sort/10'), join(dir, 'vec/new'), { recursive: true });
    writeFileSync(
      join(dir, 'vec/new/new/benchmark.json'),
      JSON.stringify({
        group_id: 'vec',
        function_id: 'new',
        value_str: null,
        throughput: null,
        full_id: 'vec/new',
      }),
    );
    const r = await parseDir(dir);
    expect(r.problems).toEqual([]);
    expect(idsOf(r)).toEqual(['vec|new|']);
  });

  test('a folder with no Criterion results is one problem; a file or missing path throws', async () => {
    const dir = copyOf([]);
    mkdirSync(join(dir, 'data/main'), { recursive: true });
    const r = await parseDir(dir);
    expect(r.benchmarks).toEqual([]);
    expect(r.problems).toEqual([
      {
        file: dir,
        line: 0,
        message:
          'no Criterion.rs results: expected <benchmark>/new/{benchmark.json,estimates.json,sample.json} below it (cargo-criterion keeps its history elsewhere, in another format)',
      },
    ]);
    await expect(parseDir(join(dir, 'missing'))).rejects.toThrow(/ENOENT/);
    await expect(parseDir(join(root, 'noop/new/sample.json'))).rejects.toThrow(/not a directory/);
  });

  test('fuzz: random JSON in each file never throws and always names the file', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('benchmark.json', 'estimates.json', 'sample.json'),
        fc.oneof(fc.json(), fc.string()),
        async (file, text) => {
          const dir = copyOf(['checksum/fnv1a/64']);
          writeFileSync(join(dir, 'checksum/fnv1a/64/new', file), text);
          const r = await parseDir(dir);
          expect(Array.isArray(r.benchmarks) && Array.isArray(r.problems)).toBe(true);
          for (const p of r.problems) expect(p.file.startsWith(dir)).toBe(true);
          for (const b of r.benchmarks)
            for (const m of b.metrics) for (const s of m.samples) expect(Number.isFinite(s)).toBe(true);
          expect(r.benchmarks.length + r.problems.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 60 },
    );
  });
});
