import {
  boundStack,
  cleanFrame,
  type ProfileProblem,
  type StackProfile,
  type StackSample,
} from './profile.js';

/**
 * `perf script` output of a `perf record -g` run: one block per sample, a
 * header line (comm, pid, time, period, event) and its call chain, innermost
 * frame first, one "address symbol+offset (dso)" line each. The value of a
 * sample is its period (nanoseconds for cpu-clock and task-clock), or 1 when
 * the header has none.
 */
const HEADER = /^(\S.*?)\s+(\d+)(?:\/\d+)?\s+(?:\[\d+\]\s+)?\d+\.\d+:\s+(?:(\d+)\s+)?([\w:.-]+):/;
const FRAME = /^\s+[0-9a-f]+\s+(.+?)\s+\((.*)\)\s*$/;
const CLOCK_EVENTS = new Set(['cpu-clock', 'task-clock']);

export function readPerfScript(text: string, file: string): StackProfile {
  const problems: ProfileProblem[] = [];
  const stacks: StackSample[] = [];
  const lines = text.split('\n');
  let header: { value: number; process: string } | undefined;
  let frames: string[] = [];
  let periods = true;
  let cut = 0;
  const finish = () => {
    if (!header) return;
    const leafFirst = frames.length ? frames : ['[unknown]'];
    stacks.push({
      frames: boundStack(leafFirst.reverse(), () => cut++),
      value: header.value,
      process: cleanFrame(header.process),
    });
    header = undefined;
    frames = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') {
      finish();
      continue;
    }
    const frame = header ? FRAME.exec(line) : null;
    if (frame) {
      frames.push(cleanFrame(symbolOf(frame[1]!, frame[2]!)));
      continue;
    }
    const h = HEADER.exec(line);
    if (h) {
      finish();
      if (h[3] === undefined || !CLOCK_EVENTS.has(h[4]!)) periods = false;
      header = { value: h[3] !== undefined ? Number(h[3]) : 1, process: h[1]! };
      continue;
    }
    problems.push({ file, line: i + 1, message: `not a perf script sample line: ${preview(line)}` });
  }
  finish();
  if (cut) problems.push({ file, line: 0, message: `${cut} stacks deeper than the frames kept were cut` });
  // A period is nanoseconds only for the clock events; anything else is counted in samples.
  const nanoseconds = periods && stacks.length > 0;
  if (!nanoseconds) for (const s of stacks) s.value = 1;
  return {
    format: 'perf-script',
    unit: nanoseconds ? 'ns' : 'samples',
    stacks,
    samples: stacks.length,
    problems,
  };
}

/** "crc32fast::hash+0x1f" -> "crc32fast::hash"; an unresolved address keeps its object file's name. */
function symbolOf(symbol: string, dso: string): string {
  const name = symbol.replace(/\+0x[0-9a-f]+$/, '');
  if (name === '[unknown]') return `[${dso.split('/').at(-1) || 'unknown'}]`;
  return name;
}

export function looksLikePerfScript(text: string): boolean {
  const first = text.split('\n', 5).find((l) => l.trim() !== '');
  return first !== undefined && HEADER.test(first);
}

function preview(line: string): string {
  return JSON.stringify(line.length > 80 ? `${line.slice(0, 80)}…` : line);
}
