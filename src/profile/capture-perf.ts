import { mkdir, stat, writeFile } from 'node:fs/promises';
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
import { readPerfScript } from './perf-script.js';
import { PROFILE_MAX_BYTES, type StackProfile } from './profile.js';

/**
 * Any harness run by a command (Criterion, libtest, Google Benchmark,
 * Catch2, a user's command): the narrowed run command (or the side's
 * programs built once, as its rounds ran them) under
 * `perf record -e cpu-clock -g` (a software clock: no hardware counters
 * needed), read back with `perf script`. Values are shares of the run's
 * samples: perf does not know how many operations the harness did.
 */
export function perfProfiler(): Profiler {
  return {
    name: 'perf record -e cpu-clock -g',
    async capture(r: CaptureRequest): Promise<CapturedRun> {
      const run = narrowRuns(r.preset, [r.benchmark])[0];
      if (!run) throw new CaptureError('the benchmark cannot be selected on its own');
      const narrowed = { ...run, extraArgs: [...run.extraArgs, ...shortRun(r)] };
      // The side's bench executables where its rounds ran them: cargo bench would check the build first.
      const preset = r.programs ? r.programs.presetFor(narrowed) : applyNarrowedRun(r.preset, narrowed);
      await mkdir(`${r.stem}.out`, { recursive: true });
      const command = expandCommand(preset.run, {
        filter: run.filter,
        count: preset.repetitions.perRound,
        out: `${r.stem}.out`,
        args: preset.args ?? '',
      });
      const data = `${r.stem}.perf.data`;
      const record = `perf record -e cpu-clock -g -q -o ${shellQuote(data)} -- bash -c ${shellQuote(command)}`;
      const env = { ...r.env, ...r.preset.env };
      const recorded = await execShell(record, { cwd: r.dir, env, timeoutMs: r.timeoutMs });
      if (recorded.timedOut) throw new CaptureTimeout(r.timeoutMs);
      if (recorded.code !== 0)
        throw new CaptureError(
          `perf record failed (exit ${recorded.code}): ${recorded.tail.slice(-3).join(' / ')}`,
        );
      const text = `${r.stem}.perf.txt`;
      // --no-inline: resolving inlined frames runs addr2line per address, minutes on a large binary.
      const script = await execShell(`perf script --no-inline -i ${shellQuote(data)}`, {
        cwd: r.dir,
        env,
        timeoutMs: r.timeoutMs,
        maxOutputBytes: PROFILE_MAX_BYTES,
      });
      if (script.outputLimitExceeded)
        throw new CaptureError(`perf script wrote more than ${PROFILE_MAX_BYTES} bytes`);
      if (script.code !== 0)
        throw new CaptureError(
          `perf script failed (exit ${script.code}): ${script.tail.slice(-3).join(' / ')}`,
        );
      await writeFile(text, script.stdout);
      if ((await stat(text)).size === 0) throw new CaptureError('perf recorded no samples');
      return { profile: benchmarkProcess(readPerfScript(script.stdout, text)), file: text };
    },
  };
}

/**
 * Processes that build or start a benchmark rather than run it: a `go test`
 * command compiles and links its test binary on every run, and that would
 * swamp the benchmark's own samples.
 */
const DRIVERS = new Set([
  'bash',
  'sh',
  'perf',
  'go',
  'compile',
  'link',
  'asm',
  'cgo',
  'vet',
  'cargo',
  'rustc',
  'cc',
  'ld',
  'make',
]);

/**
 * Only the samples of the benchmark's process: the one with the most samples
 * that is not a driver (DRIVERS). Note: a harness that spreads one benchmark
 * over several processes of different names keeps only the busiest.
 */
export function benchmarkProcess(p: StackProfile): StackProfile {
  const counts = new Map<string, number>();
  for (const s of p.stacks)
    if (s.process !== undefined) counts.set(s.process, (counts.get(s.process) ?? 0) + 1);
  const busiest = [...counts]
    .filter(([name]) => !DRIVERS.has(name))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
  if (busiest === undefined) return p;
  const stacks = p.stacks.filter((s) => s.process === busiest);
  return { ...p, stacks, samples: stacks.length };
}

/**
 * Criterion measures for 5 s after 3 s of warm-up, then analyses: a profile
 * needs far less, and none of the analysis. Its profiling mode iterates the
 * benchmark for the given seconds (its first second a warm-up) and analyses
 * nothing, so the samples are the benchmark's, not Criterion's statistics.
 */
function shortRun(r: CaptureRequest): string[] {
  if (r.preset.name !== 'criterion') return [];
  const seconds = Math.max(1, Math.round(r.runMs / 1000));
  return ['--profile-time', String(seconds)];
}

/**
 * Whether perf can sample here: installed, and allowed by
 * kernel.perf_event_paranoid for this user. The reason, when not, is what
 * the report says instead of a profile.
 */
export async function perfUnavailable(
  cwd: string,
  env: Record<string, string | undefined>,
): Promise<string | undefined> {
  const probe = await execShell('perf record -e cpu-clock -g -q -o /dev/null -- true', {
    cwd,
    env,
    timeoutMs: 30_000,
  });
  if (probe.code === 0) return undefined;
  if (probe.code === 127) return 'perf is not installed (Debian: linux-perf)';
  const why = probe.tail.filter((l) => l.trim()).slice(-1)[0] ?? `exit ${probe.code}`;
  return `perf cannot sample here (kernel.perf_event_paranoid, or no permission): ${why.trim()}`;
}
