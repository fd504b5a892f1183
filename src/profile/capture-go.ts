import { readFile, rm, stat } from 'node:fs/promises';
import { execShell } from '../process/exec.js';
import { narrowRuns } from '../run/benchmark-filter.js';
import { shellQuote } from '../process/shell-quote.js';
import {
  CaptureError,
  CaptureTimeout,
  type CaptureRequest,
  type CapturedRun,
  type Profiler,
} from './capture.js';
import { readPprof } from './pprof.js';
import { measureOf } from './measure.js';
import { PROFILE_MAX_BYTES } from './profile.js';

/**
 * The most operations of a -memprofilerate 1 run: recording every allocation
 * with its stack costs microseconds each (a 50 ns benchmark ran 200x slower),
 * and the counts are exact, so a few thousand operations say it all.
 */
export const MEMORY_MAX_OPS = 5_000;

/**
 * Go: `go test` of the benchmark's one package with -cpuprofile (time rows)
 * or -memprofile -memprofilerate 1 (B/op, allocs/op: every allocation
 * recorded), for a fixed number of operations when head's ns/op is known
 * (-benchtime Nx), so that dividing by N gives the value per operation.
 * Note: go test runs the benchmark once with N=1 before the N-times run;
 * the one extra operation is within the profile's own noise for any N above
 * a few hundred.
 */
export const goProfiler: Profiler = {
  name: 'go test -cpuprofile / -memprofile',
  measures: ['cpu', 'alloc_space', 'alloc_objects'],
  async capture(r: CaptureRequest): Promise<CapturedRun> {
    const run = narrowRuns(r.preset, [r.benchmark])[0];
    if (!run?.packages || run.packages.length !== 1)
      throw new CaptureError(
        'the benchmark has no package ("pkg:" line): go test cannot profile every package at once',
      );
    // Rows in B/op and allocs/op are profiled with -memprofile: where the bytes and allocations are made.
    const measure = measureOf(r);
    const memory = measure === 'cpu' ? undefined : measure;
    const file = `${r.stem}.pprof`;
    // Without head's ns/op a memory run still does a bounded number of operations.
    const benchtime =
      memory && !r.nsPerOp
        ? `${MEMORY_MAX_OPS}x`
        : r.nsPerOp && r.nsPerOp > 0
          ? `${Math.max(1, Math.min(memory ? MEMORY_MAX_OPS : 1e9, Math.round((r.runMs * 1e6) / r.nsPerOp)))}x`
          : `${r.runMs}ms`;
    const profileFlags = memory ? ['-memprofile', file, '-memprofilerate', '1'] : ['-cpuprofile', file];
    const words = [
      'go',
      'test',
      '-run',
      '^$',
      '-bench',
      run.filter,
      '-benchmem',
      '-count',
      '1',
      '-benchtime',
      benchtime,
      ...profileFlags,
      '-o',
      `${r.stem}.test`,
      run.packages[0]!,
    ];
    const result = await execShell(words.map(shellQuote).join(' '), {
      cwd: r.dir,
      env: { ...r.env, ...r.preset.env },
      timeoutMs: r.timeoutMs,
    }).finally(() => rm(`${r.stem}.test`, { force: true }));
    if (result.timedOut) throw new CaptureTimeout(r.timeoutMs);
    if (result.code !== 0)
      throw new CaptureError(
        `go test with a profile failed (exit ${result.code}): ${result.tail.slice(-3).join(' / ')}`,
      );
    const ops = benchmarkN(result.stdout);
    if (ops === undefined) throw new CaptureError('the profiled run printed no benchmark line');
    const size = (await stat(file)).size;
    if (size > PROFILE_MAX_BYTES) throw new CaptureError(`${file} is larger than ${PROFILE_MAX_BYTES} bytes`);
    const profile = readPprof(await readFile(file), file, memory ?? 'cpu');
    return { profile, ops, file };
  },
};

/** The iterations (N) of the first benchmark line: the filter ran exactly one benchmark. */
export function benchmarkN(stdout: string): number | undefined {
  for (const line of stdout.split('\n')) {
    const m = /^Benchmark\S*\s+(\d+)\s+\d/.exec(line);
    if (m) return Number(m[1]);
  }
  return undefined;
}
