import {
  boundStack,
  cleanFrame,
  ProfileError,
  type ProfileProblem,
  type StackProfile,
  type StackSample,
} from './profile.js';

/**
 * JFR's allocation samples as the JDK's own `jfr print --json --events
 * jdk.ObjectAllocationSample` writes them: per event its weight (the bytes
 * the sample stands for), its thread and its stack, innermost frame first.
 * Only JMH's worker threads are kept (named "<benchmark>-jmh-worker-<n>"):
 * the harness's own allocations are not the benchmark's. The text comes from
 * the benchmark process's recording, so it is untrusted input
 * (docs/security.md, "Profiles"): a value that is not what JFR writes is a
 * counted problem, and a file that is not JSON a ProfileError.
 */
export function readJfrAllocations(text: string, file: string): StackProfile {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    throw new ProfileError(file, `not the JSON of jfr print (${(e as Error).message})`);
  }
  const events = (doc as { recording?: { events?: unknown } } | null)?.recording?.events;
  if (!Array.isArray(events)) throw new ProfileError(file, 'not the JSON of jfr print: no recording.events');
  const problems: ProfileProblem[] = [];
  const stacks: StackSample[] = [];
  let cut = 0;
  let skipped = 0;
  for (const event of events as unknown[]) {
    const sample = allocationOf(event);
    if (!sample) {
      skipped++;
      continue;
    }
    if (!sample.thread.includes('-jmh-worker-')) continue;
    stacks.push({ frames: boundStack(sample.frames.reverse(), () => cut++), value: sample.weight });
  }
  if (skipped)
    problems.push({
      file,
      line: 0,
      message: `${skipped} events are not allocation samples as JFR writes them`,
    });
  if (cut) problems.push({ file, line: 0, message: `${cut} stacks cut to their outermost frames` });
  return { format: 'jfr', unit: 'bytes', stacks, samples: stacks.length, problems };
}

interface Allocation {
  thread: string;
  weight: number;
  /** Innermost first, as JFR lists them. */
  frames: string[];
}

function allocationOf(event: unknown): Allocation | undefined {
  const e = event as {
    type?: unknown;
    values?: {
      weight?: unknown;
      eventThread?: { javaName?: unknown } | null;
      stackTrace?: { frames?: unknown } | null;
    };
  } | null;
  if (e?.type !== 'jdk.ObjectAllocationSample' || !e.values) return undefined;
  const { weight, eventThread, stackTrace } = e.values;
  const frames = stackTrace?.frames;
  if (typeof weight !== 'number' || !(weight >= 0) || !Array.isArray(frames)) return undefined;
  const names: string[] = [];
  for (const f of frames as unknown[]) {
    const m = (f as { method?: { name?: unknown; type?: { name?: unknown } | null } | null } | null)?.method;
    if (typeof m?.name !== 'string' || typeof m.type?.name !== 'string') return undefined;
    // JFR writes class names with slashes (java/util/Arrays); Java code and JMH's stack profiler use dots.
    names.push(cleanFrame(`${m.type.name.replace(/\//g, '.')}.${m.name}`));
  }
  const thread = typeof eventThread?.javaName === 'string' ? eventThread.javaName : '';
  return { thread, weight, frames: names };
}
