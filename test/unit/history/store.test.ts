import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compactStore } from '../../../src/history/retention.js';
import { appendToStore, readStore } from '../../../src/history/store.js';
import { createResults } from '../../../src/model/results.js';

// Commits as git prints them: the store refuses anything else.
const C1 = 'c1c1c1c';
const C2 = 'c2c2c2c';
const dir = mkdtempSync(join(tmpdir(), 'benchgate-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const results = (ns: number) =>
  createResults({
    context: { machine: { os: 'linux', arch: 'x64', cpu: 'EPYC', cores: 2 } },
    benchmarks: [
      {
        suite: 'p',
        name: 'BenchmarkA/size=1',
        params: { size: '1' },
        metrics: [{ unit: 'ns/op', direction: 'smaller', samples: [ns, ns + 1, ns + 2] }],
      },
      {
        suite: 'q',
        name: 'BenchmarkB',
        params: {},
        metrics: [{ unit: 'ns/op', direction: 'smaller', samples: [7] }],
      },
    ],
  });

describe('the history store', () => {
  it('writes one month file per family and one commit list, and reads the series back in commit order', () => {
    expect(
      appendToStore(dir, { commit: C1, time: '2026-10-31T23:00:00.000Z', results: results(10) }).length,
    ).toBe(3);
    appendToStore(dir, {
      commit: C2,
      parent: C1,
      time: '2026-11-01T01:00:00.000Z',
      results: results(20),
    });
    const families = readdirSync(join(dir, 'series')).sort();
    expect(families.map((f) => f.replace(/-[0-9a-f]{8}$/, ''))).toEqual(['p.BenchmarkA', 'q.BenchmarkB']);
    expect(readdirSync(join(dir, 'series', families[0]!))).toEqual(['2026-10.jsonl', '2026-11.jsonl']);
    const { series, problems } = readStore(dir);
    expect(problems).toEqual([]);
    expect(
      series.map((s) => [s.family, s.name, s.points.map((p) => [p.commit, p.center, p.samples])]),
    ).toEqual([
      [
        'p.BenchmarkA',
        'BenchmarkA/size=1',
        [
          [C1, 11, [10, 11, 12]],
          [C2, 21, [20, 21, 22]],
        ],
      ],
      [
        'q.BenchmarkB',
        'BenchmarkB',
        [
          [C1, 7, [7]],
          [C2, 7, [7]],
        ],
      ],
    ]);
  });

  it('keeps what parses of a damaged file and names the line it skipped', () => {
    const family = readdirSync(join(dir, 'series')).sort()[1]!;
    const file = join(dir, 'series', family, '2026-11.jsonl');
    writeFileSync(file, `${readFileSync(file, 'utf8')}{"commit": "c3c3c3c", "cut short\n`);
    const { series, problems } = readStore(dir);
    expect(series[1]!.points.map((p) => p.commit)).toEqual([C1, C2]);
    expect(problems).toEqual([`${file}:2: not valid JSON; the line is skipped`]);
  });

  it('compaction drops samples of old months and old months whole', () => {
    // Two months kept (2026-11 and 2026-12), the samples of one (2026-12).
    const changed = compactStore(dir, new Date('2026-12-15T00:00:00Z'), {
      keepMonths: 2,
      keepSamplesMonths: 1,
    });
    expect(changed.map((f) => f.slice(dir.length + 1).replace(/-[0-9a-f]{8}\//, '/')).sort()).toEqual([
      'commits/2026-10.jsonl',
      'series/p.BenchmarkA/2026-10.jsonl',
      'series/p.BenchmarkA/2026-11.jsonl',
      'series/q.BenchmarkB/2026-10.jsonl',
      'series/q.BenchmarkB/2026-11.jsonl',
    ]);
    const { series } = readStore(dir);
    expect(series[0]!.points.map((p) => [p.commit, p.samples])).toEqual([[C2, undefined]]);
  });
});
