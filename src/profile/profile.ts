/**
 * The one model every profile reader produces and the diff reads: call
 * stacks (root first) with a value each, as the profiler sampled them. A
 * profile comes from the benchmark process, so it is untrusted input
 * (docs/security.md, "Profiles"): readers bound its size and its stacks and
 * report damage as a ProfileError naming the file, never a crash.
 */

/** Which reader produced a profile. */
export type ProfileFormat = 'pprof' | 'perf-script' | 'jmh-stack' | 'jfr' | 'folded';

export interface StackSample {
  /** Function names, the outermost caller first. */
  frames: string[];
  value: number;
  /** The sampled process's command name, where the profiler records it (perf). */
  process?: string;
}

export interface StackProfile {
  format: ProfileFormat;
  /** What a value counts: ns, bytes, objects, samples or percent of samples. */
  unit: string;
  stacks: StackSample[];
  /** Samples the profiler took (pprof's memory profiles: allocations recorded); absent where the tool prints only shares (JMH). */
  samples?: number;
  /** Lines or records the reader could not use, with where they are; reading went on. */
  problems: ProfileProblem[];
}

export interface ProfileProblem {
  file: string;
  /** 1-based line for text formats; 0 for a binary record or the file as a whole. */
  line: number;
  message: string;
}

/** A profile that cannot be read at all (damaged, too large, not a profile). */
export class ProfileError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
    this.name = 'ProfileError';
  }
}

/** The largest profile file read (a compressed pprof, perf script's text, a JMH log). */
export const PROFILE_MAX_BYTES = 256 * 1024 * 1024;
/** The largest pprof profile once gunzipped. */
export const PPROF_MAX_INFLATED_BYTES = 256 * 1024 * 1024;
/** Frames kept of one stack: deeper stacks keep their outermost frames and are counted as a problem. */
export const MAX_STACK_FRAMES = 512;
/** Characters kept of one function name. */
export const MAX_FRAME_CHARS = 500;

/** A frame name as kept: bounded in length, no control characters. */
export function cleanFrame(name: string): string {
  // eslint-disable-next-line no-control-regex -- names come from the benchmark process
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean.length > MAX_FRAME_CHARS ? `${clean.slice(0, MAX_FRAME_CHARS - 1)}…` : clean;
}

/** Keeps at most MAX_STACK_FRAMES frames (the outermost), saying when it cut. */
export function boundStack(frames: string[], onCut: () => void): string[] {
  if (frames.length <= MAX_STACK_FRAMES) return frames;
  onCut();
  return frames.slice(0, MAX_STACK_FRAMES);
}

/** The sum of the values of a profile. */
export function totalValue(p: Pick<StackProfile, 'stacks'>): number {
  let sum = 0;
  for (const s of p.stacks) sum += s.value;
  return sum;
}
