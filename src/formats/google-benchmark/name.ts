// Google Benchmark builds a run's name from the function's name and then, each
// after a '/': the arguments (positional "8", or "size:8" with ArgNames),
// then options it was registered with (min_time:0.010, min_warmup_time:0.5,
// iterations:100, repeats:3, process_time, real_time or manual_time,
// threads:2). A name given to RegisterBenchmark may itself contain '/', so
// the suffix is read from the end and stops at the first segment that is
// neither an argument nor an option.

export interface GoogleBenchmarkName {
  /** The function (family) name. */
  name: string;
  /** Arguments and options: positional arguments as "arg0", "arg1", ...; options by their key. */
  params: Record<string, string>;
  /** N of a "threads:N" segment. */
  threads?: number;
}

const POSITIONAL = /^-?[0-9]+$/;
const NAMED = /^([A-Za-z_][A-Za-z0-9_]*):([^/]+)$/;
const FLAGS = new Set(['process_time', 'real_time', 'manual_time']);
const OPTION_KEYS = new Set(['min_time', 'min_warmup_time', 'iterations', 'repeats', 'threads']);

function isSuffixSegment(s: string): boolean {
  return POSITIONAL.test(s) || NAMED.test(s) || FLAGS.has(s);
}

export function parseGoogleBenchmarkName(runName: string): GoogleBenchmarkName {
  const segments = runName.split('/');
  let first = segments.length;
  while (first > 1 && isSuffixSegment(segments[first - 1])) first--;
  // A name that is all suffix ("/8") has no function name to keep apart.
  if (segments.slice(0, first).join('/') === '') return { name: runName, params: {} };
  const params: Record<string, string> = {};
  let threads: number | undefined;
  let position = 0;
  for (const s of segments.slice(first)) {
    if (FLAGS.has(s)) {
      params[s] = 'true';
      continue;
    }
    const named = NAMED.exec(s);
    if (named && OPTION_KEYS.has(named[1])) {
      if (named[1] === 'threads' && POSITIONAL.test(named[2])) threads = Number(named[2]);
      else params[named[1]] = named[2];
      continue;
    }
    // Arguments are numbered by position whether named or not: ArgNames({"", "stride"}) prints "16/stride:1".
    if (named) params[named[1]] = named[2];
    else params[`arg${position}`] = s;
    position++;
  }
  return { name: segments.slice(0, first).join('/'), params, ...(threads !== undefined ? { threads } : {}) };
}
