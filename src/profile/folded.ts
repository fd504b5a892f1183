import {
  boundStack,
  cleanFrame,
  type ProfileProblem,
  type StackProfile,
  type StackSample,
} from './profile.js';

/**
 * Folded stacks ("main;encode;scramble 42" per line, the outermost frame
 * first), the format of Brendan Gregg's stackcollapse scripts and of
 * benchgate's own folded output.
 */
const LINE = /^(.*\S)\s+(\d+(?:\.\d+)?)$/;

export function readFolded(text: string, file: string): StackProfile {
  const problems: ProfileProblem[] = [];
  const stacks: StackSample[] = [];
  let cut = 0;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const m = LINE.exec(line);
    if (!m) {
      problems.push({ file, line: i + 1, message: 'not a folded stack ("frame;frame;... count")' });
      continue;
    }
    const frames = m[1]!.split(';').map(cleanFrame);
    stacks.push({ frames: boundStack(frames, () => cut++), value: Number(m[2]) });
  }
  if (cut) problems.push({ file, line: 0, message: `${cut} stacks deeper than the frames kept were cut` });
  return { format: 'folded', unit: 'samples', stacks, samples: stacks.length, problems };
}

/** One folded line per distinct stack, sorted, values summed: what `benchgate run` keeps beside the SVG. */
export function renderFolded(stacks: readonly StackSample[]): string {
  const sums = new Map<string, number>();
  for (const s of stacks) {
    const key = s.frames.map((f) => f.replaceAll(';', ':')).join(';');
    sums.set(key, (sums.get(key) ?? 0) + s.value);
  }
  return [...sums]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k} ${Number(v.toPrecision(12))}\n`)
    .join('');
}
