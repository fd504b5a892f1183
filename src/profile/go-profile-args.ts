import { shellWords } from '../process/shell-words.js';

/**
 * go test's flags that a profiled run sets itself, with whether each takes a
 * value: which benchmark runs (-bench, -run, -skip, -list), how long and how
 * often (-benchtime, -count), at which GOMAXPROCS (-cpu, the row's own),
 * which profile it writes and where (-cpuprofile, -memprofile…, -o), and how
 * go test prints (-json would hide the benchmark line the run's N is read
 * from). The user's own values of these are left out.
 */
const PROFILE_SETS = new Map<string, boolean>([
  ['bench', true],
  ['benchtime', true],
  ['count', true],
  ['cpu', true],
  ['run', true],
  ['skip', true],
  ['list', true],
  ['o', true],
  ['cpuprofile', true],
  ['memprofile', true],
  ['memprofilerate', true],
  ['blockprofile', true],
  ['blockprofilerate', true],
  ['mutexprofile', true],
  ['mutexprofilefraction', true],
  ['trace', true],
  ['coverprofile', true],
  ['outputdir', true],
  ['fuzz', true],
  ['fuzztime', true],
  ['fuzzminimizetime', true],
  ['benchmem', false],
  ['json', false],
  ['c', false],
]);

/** The user's arguments a profiled run passes on: flags before the package, the program's own after -args. */
export interface GoProfileArgs {
  flags: string[];
  programArgs: string[];
}

/**
 * Which of the user's go test arguments (the preset's `args`, as the rounds
 * passed them) a profiled run keeps. Everything but the flags the profile
 * sets (PROFILE_SETS): build flags (-tags, -gcflags, -race) change which code
 * is built, -short, -timeout or -parallel and the program's own flags after
 * -args change what a benchmark does. Without them a profile can be of other
 * code than the rounds measured, or of none (a benchmark behind a build tag).
 * Arguments that are not plain words (shell syntax) cannot be picked apart:
 * the reason comes back, and the caller leaves them out and says so.
 */
export function goProfileArgs(args: string | undefined): GoProfileArgs | { reason: string } {
  const split = shellWords(args ?? '');
  if ('reason' in split) return split;
  const flags: string[] = [];
  const words = split.words;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const m = /^--?(?:test\.)?([\w.]+)(=.*)?$/.exec(word);
    if (m?.[1] === 'args' && m[2] === undefined) return { flags, programArgs: words.slice(i + 1) };
    const takesValue = m ? PROFILE_SETS.get(m[1]!) : undefined;
    if (takesValue === undefined) {
      flags.push(word);
      continue;
    }
    // A value given as the next word goes with its flag.
    if (takesValue && m![2] === undefined) i++;
  }
  return { flags, programArgs: [] };
}
