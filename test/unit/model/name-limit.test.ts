import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBenchmarkInput } from '../../../src/formats/read.js';
import { dropOverlongNames, MAX_NAME_CHARS } from '../../../src/model/name-limit.js';

const dir = mkdtempSync(join(tmpdir(), 'benchgate-names-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('benchmark names are capped where they are read', () => {
  it('a 16,000-character Go benchmark name is a problem and its results are left out; the others are kept', async () => {
    const long = `Benchmark${'WriteBlock'.repeat(1600)}`;
    const file = join(dir, 'long.txt');
    writeFileSync(
      file,
      [
        'goos: linux',
        `${long}-8   \t 1000\t  123 ns/op`,
        'BenchmarkShort-8   \t 1000\t  456 ns/op',
        'PASS',
        '',
      ].join('\n'),
    );
    const r = await readBenchmarkInput(file);
    expect(r.benchmarks.map((b) => b.name)).toEqual(['BenchmarkShort']);
    expect(r.problems).toEqual([
      {
        file,
        line: 0,
        message: `benchmark name of ${long.length} characters (starting "BenchmarkWriteBlockWriteBlockWriteBlockW") is over the limit of 1024; its results are left out`,
      },
    ]);
  });

  it('the limit is 1024 characters, inclusive, for names, suites, modes and params', () => {
    expect(MAX_NAME_CHARS).toBe(1024);
    const bench = (name: string, params: Record<string, string> = {}) => ({
      suite: '',
      name,
      params,
      metrics: [],
    });
    const at = 'x'.repeat(1024);
    const over = 'x'.repeat(1025);
    const r = dropOverlongNames(
      [bench(at), bench('p', { [over]: '1' }), bench('v', { k: over }), bench('ok', { k: at })],
      'f.json',
    );
    expect(r.benchmarks.map((b) => b.name)).toEqual([at, 'ok']);
    expect(r.problems.map((p) => p.message.split(' of ')[0])).toEqual([
      'benchmark param name',
      'benchmark param value',
    ]);
  });
});
