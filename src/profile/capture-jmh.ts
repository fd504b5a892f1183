import { mkdir, writeFile } from 'node:fs/promises';
import { applyNarrowedRun, narrowRuns } from '../run/benchmark-filter.js';
import { execShell } from '../process/exec.js';
import { expandCommand } from '../process/shell-quote.js';
import { CaptureError, type CaptureRequest, type CapturedRun, type Profiler } from './capture.js';
import { readJmhStack } from './jmh-stack.js';
import { PROFILE_MAX_BYTES } from './profile.js';

/**
 * JMH (the Maven preset's `java -jar benchmarks.jar`): the narrowed run with
 * JMH's built-in stack profiler, which needs no counters and no agent; 1 ms
 * sampling, stacks 8 frames deep, the top 50 kept. Its output is shares of
 * the RUNNABLE samples.
 */
export const jmhProfiler: Profiler = {
  name: 'JMH -prof stack',
  async capture(r: CaptureRequest): Promise<CapturedRun> {
    const run = narrowRuns(r.preset, [r.benchmark])[0];
    if (!run) throw new CaptureError('the benchmark cannot be selected on its own');
    const seconds = Math.max(1, Math.round(r.runMs / 2000));
    const extra = [
      '-prof',
      'stack:lines=8;top=50;period=1',
      '-wi',
      '1',
      '-i',
      '2',
      '-w',
      '1s',
      '-r',
      `${seconds}s`,
    ];
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
    if (result.timedOut)
      throw new CaptureError(`the profiled run timed out after ${Math.round(r.timeoutMs / 1000)}s`);
    if (result.code !== 0)
      throw new CaptureError(`JMH with -prof stack failed (exit ${result.code}): ${jmhError(result.tail)}`);
    const file = `${r.stem}.jmh.txt`;
    await writeFile(file, result.stdout);
    const name = r.benchmark.suite ? `${r.benchmark.suite}.${r.benchmark.name}` : r.benchmark.name;
    const profile = readJmhStack(result.stdout, file, name);
    if (profile.stacks.length === 0) throw new CaptureError(`JMH printed no stack profile for ${name}`);
    return { profile, file };
  },
};

/** JMH's own error line (a stack trace follows it), else the last lines. */
function jmhError(tail: readonly string[]): string {
  return (
    tail.find((l) => l.startsWith('ERROR') || /Exception:/.test(l))?.trim() ?? tail.slice(-3).join(' / ')
  );
}
