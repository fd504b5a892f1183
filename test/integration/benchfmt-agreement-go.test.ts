import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBenchmarkInput } from '../../src/formats/read.js';

// benchgate's Go reader against the Go team's, golang.org/x/perf/benchfmt
// (test/support/benchfmt-dump, built with the real go tool from the module the
// suite installs benchstat from): the same names, GOMAXPROCS and values on
// files where benchfmt's reading is the right one. (Where benchgate departs
// on purpose, a one-CPU run of names ending in "-64", docs/results-format.md
// says so; those files are not here.)

const root = new URL('../..', import.meta.url).pathname;
const fixtures = join(root, 'test/fixtures/go');
const scratch = mkdtempSync(join(tmpdir(), 'benchgate-benchfmt-'));
const dump = join(scratch, 'benchfmt-dump');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
beforeAll(() => {
  execFileSync('go', ['build', '-o', dump, '.'], {
    cwd: join(root, 'test/support/benchfmt-dump'),
    env: { ...process.env, GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local' },
  });
}, 300_000);

type Row = [string, number, string];

/** name, procs and "value unit ..." per result, sorted: what both readers must agree on. */
function benchfmtRows(file: string): Row[] {
  const out = execFileSync(dump, [file], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter(Boolean)
    .map(
      (l) =>
        JSON.parse(l) as {
          name?: string;
          procs?: number;
          values?: { value: number; unit: string }[];
          error?: string;
        },
    )
    .filter((r) => r.name !== undefined)
    .map((r): Row => [
      `Benchmark${r.name}`,
      r.procs ?? 1,
      r.values!.map((v) => `${v.value} ${v.unit}`).join(' '),
    ])
    .sort();
}

async function benchgateRows(file: string): Promise<Row[]> {
  const r = await readBenchmarkInput(file, { format: 'go' });
  const rows: Row[] = [];
  for (const b of r.benchmarks) {
    const n = b.metrics[0]!.samples.length;
    for (let i = 0; i < n; i++)
      rows.push([b.name, b.procs ?? 1, b.metrics.map((m) => `${m.samples[i]} ${m.unit}`).join(' ')]);
  }
  return rows.sort();
}

/**
 * Results benchgate recovers where benchfmt reports a syntax error: a result
 * whose name and numbers a benchmark's own log line split over two lines.
 */
const RECOVERED: Record<string, string[]> = { 'multi-package.txt': ['BenchmarkFanout'] };

describe('the Go reader agrees with golang.org/x/perf/benchfmt', () => {
  it.each(['mixed-procs.txt', 'plain.txt', 'benchmem-count5.txt', 'multi-package.txt', 'cpu-2-4.txt'])(
    '%s',
    async (name) => {
      const file = join(fixtures, name);
      const expected = benchfmtRows(file);
      expect(expected.length).toBeGreaterThan(0);
      const recovered = RECOVERED[name] ?? [];
      const ours = await benchgateRows(file);
      expect(ours.filter((r) => recovered.includes(r[0])).map((r) => r[0])).toEqual(recovered);
      expect(ours.filter((r) => !recovered.includes(r[0]))).toEqual(expected);
    },
  );
});
