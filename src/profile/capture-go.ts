import { readFile, rm, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { execShell } from '../process/exec.js';
import { narrowRuns } from '../run/benchmark-filter.js';
import { expandCommand, shellQuote } from '../process/shell-quote.js';
import type { NarrowedRun } from '../run/narrowed-run.js';
import type { SidePrograms } from '../run/prebuilt.js';
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
 * Go: `go test` of the benchmark's one package (or its test binary that the
 * side built once, which its rounds ran) with -cpuprofile (time rows)
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
    // Without head's ns/op a memory run still does a bounded number of operations.
    const benchtime =
      memory && !r.nsPerOp
        ? `${MEMORY_MAX_OPS}x`
        : r.nsPerOp && r.nsPerOp > 0
          ? `${Math.max(1, Math.min(memory ? MEMORY_MAX_OPS : 1e9, Math.round((r.runMs * 1e6) / r.nsPerOp)))}x`
          : `${r.runMs}ms`;
    // The profile goes where the run's other files go, whichever directory the program runs in.
    const file = resolve(`${r.stem}.pprof`);
    const runFlags = [
      ...(memory ? ['-memprofile', file, '-memprofilerate', '1'] : ['-cpuprofile', file]),
      // The row's GOMAXPROCS: the rounds may have run it at several (-cpu 1,2).
      ...(r.procs !== undefined ? ['-cpu', String(r.procs)] : []),
    ];
    const how = r.programs ? 'the test binary' : 'go test';
    const command = r.programs
      ? testBinaryCommand(r.programs, run, benchtime, runFlags)
      : goTestCommand(run, benchtime, runFlags, `${r.stem}.test`);
    const result = await execShell(command, {
      cwd: r.dir,
      env: { ...r.env, ...r.preset.env },
      timeoutMs: r.timeoutMs,
    }).finally(() => rm(`${r.stem}.test`, { force: true }));
    if (result.timedOut) throw new CaptureTimeout(r.timeoutMs);
    if (result.code !== 0)
      throw new CaptureError(
        `${how} with a profile failed (exit ${result.code}): ${result.tail.slice(-3).join(' / ')}`,
      );
    const ops = benchmarkN(result.stdout);
    if (ops === undefined) throw new CaptureError('the profiled run printed no benchmark line');
    const size = (await stat(file)).size;
    if (size > PROFILE_MAX_BYTES) throw new CaptureError(`${file} is larger than ${PROFILE_MAX_BYTES} bytes`);
    const profile = readPprof(await readFile(file), file, memory ?? 'cpu');
    return { profile, ops, file };
  },
};

/**
 * `go test` of the one package with the profile flags. A profile flag makes
 * go test keep its test binary, as -c would: `output` puts it beside the
 * run's files, to be removed, not in the worktree.
 */
function goTestCommand(run: NarrowedRun, benchtime: string, runFlags: string[], output: string): string {
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
    ...runFlags,
    '-o',
    output,
    run.packages![0]!,
  ];
  return words.map(shellQuote).join(' ');
}

/**
 * The package's test binary that the side built once and its rounds ran,
 * in its package directory, with the same flags as test flags. The user's
 * arguments are left out, as the go test run above leaves them out: a
 * profile runs one benchmark once, for the number of operations chosen here.
 */
function testBinaryCommand(
  programs: SidePrograms,
  run: NarrowedRun,
  benchtime: string,
  runFlags: string[],
): string {
  const testFlags = ['-benchtime', benchtime, ...runFlags].map((w) =>
    w.startsWith('-') ? `-test.${w.slice(1)}` : w,
  );
  const preset = programs.presetFor({ ...run, extraArgs: testFlags });
  // Go's results are its standard output: the template has no {out}.
  return expandCommand(preset.run, { filter: run.filter, count: 1, out: '', args: '' });
}

/** The iterations (N) of the first benchmark line: the filter ran exactly one benchmark. */
export function benchmarkN(stdout: string): number | undefined {
  for (const line of stdout.split('\n')) {
    const m = /^Benchmark\S*\s+(\d+)\s+\d/.exec(line);
    if (m) return Number(m[1]);
  }
  return undefined;
}
