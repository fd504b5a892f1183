import type { RunnerPreset } from '../run/preset.js';
import { goProfiler } from './capture-go.js';
import { jmhProfiler } from './capture-jmh.js';
import { perfProfiler, perfUnavailable } from './capture-perf.js';
import type { Profiler } from './capture.js';

/** The presets whose benchmarks run as native code that perf's call graphs can name. */
const PERF_PRESETS = new Set(['criterion', 'libtest', 'google-benchmark', 'catch2', 'command']);

/**
 * The profiler for a runner preset, or why there is none: Go's own profiles
 * for go, JMH's stack profiler for the Maven JMH preset, perf for the native
 * harnesses where perf is installed and allowed.
 */
export async function chooseProfiler(
  preset: RunnerPreset,
  cwd: string,
  env: Record<string, string | undefined>,
): Promise<Profiler | { unavailable: string }> {
  if (preset.name === 'go') return goProfiler;
  if (preset.name === 'jmh-maven') return jmhProfiler;
  if (PERF_PRESETS.has(preset.name)) {
    const why = await perfUnavailable(cwd, env);
    return why ? { unavailable: why } : perfProfiler();
  }
  if (preset.name === 'jmh-gradle')
    return {
      unavailable:
        'the Gradle JMH plugin takes its profilers from build.gradle (jmh { profilers }), not from benchgate',
    };
  return {
    unavailable: `no profiler for the ${preset.name} runner: its samples would show the interpreter, not the benchmark's functions`,
  };
}
