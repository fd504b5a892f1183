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
import { goProfileArgs, type GoProfileArgs } from './go-profile-args.js';
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
  // The report names the profile a row got, not both (-test.cpuprofile where the test binary ran is the same profile).
  toolFor: (measure) => (measure === 'cpu' ? 'go test -cpuprofile' : 'go test -memprofile'),
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
    // The user's arguments the rounds ran with, but for those the profile sets (src/profile/go-profile-args.ts).
    const kept = goProfileArgs(r.programs ? r.programs.presetFor().args : r.preset.args);
    const userArgs = 'reason' in kept ? { flags: [], programArgs: [] } : kept;
    const command = r.programs
      ? testBinaryCommand(r.programs, run, benchtime, userArgs.flags, runFlags)
      : goTestCommand(run, benchtime, userArgs, runFlags, `${r.stem}.test`);
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
    // This profile may not be of what the rounds ran: the report says so beside it.
    const notes = 'reason' in kept ? [`the profiled run left out the run's arguments: ${kept.reason}`] : [];
    return { profile, ops, file, ...(notes.length ? { notes } : {}) };
  },
};

/**
 * `go test` of the one package with the user's kept arguments and the
 * profile flags. A profile flag makes go test keep its test binary, as -c
 * would: `output` puts it beside the run's files, to be removed, not in the
 * worktree.
 */
function goTestCommand(
  run: NarrowedRun,
  benchtime: string,
  user: GoProfileArgs,
  runFlags: string[],
  output: string,
): string {
  const words = [
    'go',
    'test',
    ...user.flags,
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
    ...(user.programArgs.length > 0 ? ['-args', ...user.programArgs] : []),
  ];
  return words.map(shellQuote).join(' ');
}

/**
 * The package's test binary that the side built once and its rounds ran,
 * in its package directory, with the same flags as test flags, after the
 * user's kept ones (already test flags: a side has test binaries only when
 * every argument is one, src/run/prebuilt-go.ts).
 */
function testBinaryCommand(
  programs: SidePrograms,
  run: NarrowedRun,
  benchtime: string,
  userFlags: string[],
  runFlags: string[],
): string {
  const testFlags = ['-benchtime', benchtime, ...runFlags].map((w) =>
    w.startsWith('-') ? `-test.${w.slice(1)}` : w,
  );
  const preset = programs.presetFor({ ...run, extraArgs: testFlags });
  // Go's results are its standard output: the template has no {out}.
  return expandCommand(preset.run, {
    filter: run.filter,
    count: 1,
    out: '',
    args: userFlags.map(shellQuote).join(' '),
  });
}

/** The iterations (N) of the first benchmark line: the filter ran exactly one benchmark. */
export function benchmarkN(stdout: string): number | undefined {
  for (const line of stdout.split('\n')) {
    const m = /^Benchmark\S*\s+(\d+)\s+\d/.exec(line);
    if (m) return Number(m[1]);
  }
  return undefined;
}
