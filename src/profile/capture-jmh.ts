import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { applyNarrowedRun, narrowRuns } from '../run/benchmark-filter.js';
import { execShell } from '../process/exec.js';
import { expandCommand, shellQuote } from '../process/shell-quote.js';
import {
  CaptureError,
  CaptureTimeout,
  type CaptureRequest,
  type CapturedRun,
  type Profiler,
} from './capture.js';
import { readJfrAllocations } from './jfr-allocations.js';
import { readJmhStack } from './jmh-stack.js';
import { measureOf } from './measure.js';
import { PROFILE_MAX_BYTES } from './profile.js';

const JFR_TOOL = 'JMH -prof jfr (jdk.ObjectAllocationSample)';

/**
 * JMH (the Maven preset's `java -jar benchmarks.jar`): the narrowed run with
 * JMH's built-in stack profiler, which needs no counters and no agent; 1 ms
 * sampling, stacks 8 frames deep, the top 50 kept. Its output is shares of
 * the RUNNABLE samples. An allocation row (-prof gc's gc.alloc.rate.norm,
 * B/op) runs under JFR instead (-prof jfr, JDK 11+), whose allocation
 * samples the JDK's own `jfr print` reads out.
 */
export const jmhProfiler: Profiler = {
  name: 'JMH -prof stack',
  measures: ['cpu', 'alloc_space'],
  toolFor: (measure) => (measure === 'alloc_space' ? JFR_TOOL : 'JMH -prof stack'),
  async capture(r: CaptureRequest): Promise<CapturedRun> {
    const alloc = measureOf(r) === 'alloc_space';
    const run = narrowRuns(r.preset, [r.benchmark])[0];
    if (!run) throw new CaptureError('the benchmark cannot be selected on its own');
    const seconds = Math.max(1, Math.round(r.runMs / 2000));
    const jfrDir = `${r.stem}.jfr`;
    // The profile configuration samples allocations about 300 times a second, the default 150 a minute.
    const profiler = alloc ? `jfr:dir=${jfrDir};configName=profile` : 'stack:lines=8;top=50;period=1';
    const extra = ['-prof', profiler, '-wi', '1', '-i', '2', '-w', '1s', '-r', `${seconds}s`];
    const preset = applyNarrowedRun(
      { ...r.preset, args: '' },
      { ...run, extraArgs: [...run.extraArgs, ...extra] },
    );
    const command = expandCommand(preset.run.replace(/\s-i\s+\{count\}/, '').replace(/\s-wi\s+\d+/, ''), {
      filter: run.filter,
      count: 2,
      out: `${r.stem}.out`,
      args: '',
    });
    await mkdir(`${r.stem}.out`, { recursive: true });
    const result = await execShell(command, {
      cwd: r.dir,
      env: { ...r.env, ...r.preset.env },
      timeoutMs: r.timeoutMs,
      maxOutputBytes: PROFILE_MAX_BYTES,
    });
    if (result.timedOut) throw new CaptureTimeout(r.timeoutMs);
    const flag = alloc ? '-prof jfr' : '-prof stack';
    if (result.code !== 0)
      throw new CaptureError(`JMH with ${flag} failed (exit ${result.code}): ${jmhError(result.tail)}`);
    const file = `${r.stem}.jmh.txt`;
    await writeFile(file, result.stdout);
    const name = r.benchmark.suite ? `${r.benchmark.suite}.${r.benchmark.name}` : r.benchmark.name;
    if (alloc) return readRecording(r, jfrDir, name);
    const profile = readJmhStack(result.stdout, file, name);
    if (profile.stacks.length === 0) throw new CaptureError(`JMH printed no stack profile for ${name}`);
    return { profile, file };
  },
};

/** The recording JMH's JFR profiler left (one folder per benchmark and mode), printed by the JDK's jfr tool. */
async function readRecording(r: CaptureRequest, jfrDir: string, name: string): Promise<CapturedRun> {
  const recordings = (await readdir(jfrDir, { recursive: true })).filter((f) => f.endsWith('.jfr'));
  if (recordings.length !== 1)
    throw new CaptureError(`JMH -prof jfr left ${recordings.length} recordings for ${name} in ${jfrDir}`);
  const recording = join(jfrDir, recordings[0]!);
  const printed = await execShell(
    `jfr print --json --events jdk.ObjectAllocationSample ${shellQuote(recording)}`,
    { cwd: r.dir, env: r.env, timeoutMs: r.timeoutMs, maxOutputBytes: PROFILE_MAX_BYTES },
  );
  if (printed.code !== 0 || printed.timedOut)
    throw new CaptureError(`jfr print could not read ${recording}: ${printed.tail.slice(-3).join(' / ')}`);
  const file = `${r.stem}.alloc.json`;
  await writeFile(file, printed.stdout);
  // No sample on the worker threads is a finding, not a failure: that side allocates (next to) nothing.
  return { profile: readJfrAllocations(printed.stdout, file), file };
}

/** JMH's own error line (a stack trace follows it), else the last lines. */
function jmhError(tail: readonly string[]): string {
  return (
    tail.find((l) => l.startsWith('ERROR') || /Exception:/.test(l))?.trim() ?? tail.slice(-3).join(' / ')
  );
}
