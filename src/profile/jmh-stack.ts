import {
  boundStack,
  cleanFrame,
  type ProfileProblem,
  type StackProfile,
  type StackSample,
} from './profile.js';

/**
 * The text section JMH's stack profiler (-prof stack) prints at the end of a
 * benchmark: per thread state, its top stacks with their share of all
 * samples and of the state's samples, innermost frame first, continuation
 * frames indented on the lines below. Only the RUNNABLE state is read (a
 * waiting thread spends no CPU). JMH prints shares, not counts: a value is
 * the stack's percent of the RUNNABLE samples.
 */
const SECTION = /^Secondary result "(.+?):(?:·)?stack":\s*$/;
const STATE = /^\.{4}\[Thread state: (\w+)\]\.*\s*$/;
const ENTRY = /^\s*(\d+(?:\.\d+)?)%\s+(\d+(?:\.\d+)?)%\s+(\S.*)$/;
const CONTINUATION = /^\s{6,}(\S.*)$/;

/** Reads the stack section of `benchmark` (class.method; the first section when absent). */
export function readJmhStack(text: string, file: string, benchmark?: string): StackProfile {
  const problems: ProfileProblem[] = [];
  const stacks: StackSample[] = [];
  const lines = text.split('\n');
  let inSection = false;
  let found = false;
  let runnable = false;
  let current: string[] | undefined;
  let currentValue = 0;
  let cut = 0;
  const finish = () => {
    if (current) stacks.push({ frames: boundStack(current.reverse(), () => cut++), value: currentValue });
    current = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const section = SECTION.exec(line);
    if (section) {
      finish();
      inSection = !found && (benchmark === undefined || section[1] === benchmark);
      found ||= inSection;
      runnable = false;
      continue;
    }
    if (!inSection) continue;
    const state = STATE.exec(line);
    if (state) {
      finish();
      runnable = state[1] === 'RUNNABLE';
      continue;
    }
    // The section ends where JMH's own text starts again.
    if (line.startsWith('# ') || line.startsWith('Benchmark ') || line.startsWith('Secondary result')) {
      finish();
      inSection = false;
      continue;
    }
    if (!runnable) continue;
    const entry = ENTRY.exec(line);
    if (entry) {
      finish();
      // JMH's own threads show as an empty (filtered) stack: no code of the benchmark's, left out.
      if (entry[3]!.startsWith('<stack is empty')) continue;
      current = [frameOf(entry[3]!)];
      currentValue = Number(entry[2]);
      continue;
    }
    const more = CONTINUATION.exec(line);
    if (more && current) {
      current.push(frameOf(more[1]!));
      continue;
    }
    if (line.trim() !== '')
      problems.push({ file, line: i + 1, message: `not a line of JMH's stack profiler: ${preview(line)}` });
  }
  finish();
  if (!found)
    problems.push({
      file,
      line: 0,
      message: benchmark ? `no stack profiler section for ${benchmark}` : 'no stack profiler section',
    });
  if (cut) problems.push({ file, line: 0, message: `${cut} stacks deeper than the frames kept were cut` });
  return { format: 'jmh-stack', unit: '%', stacks, problems };
}

export function looksLikeJmhStack(text: string): boolean {
  return text.split('\n').some((l) => SECTION.test(l));
}

function frameOf(text: string): string {
  return cleanFrame(text.trim());
}

function preview(line: string): string {
  return JSON.stringify(line.length > 80 ? `${line.slice(0, 80)}…` : line);
}
