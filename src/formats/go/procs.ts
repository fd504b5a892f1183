// Tells Go's -N GOMAXPROCS suffix from digits that belong to a benchmark's
// name, and turns sub-benchmark segments into params.
//
// Note: go test appends "-N" to every result printed while GOMAXPROCS is N,
// except N = 1 (testing.benchmarkName), and runs every benchmark once per
// value of its -cpu list. Names can end in digits of their own
// ("BenchmarkSHA256/len-1024", "workers-2"), so stripping every trailing -N
// (as benchfmt does) loses them on one-CPU runs and misreads -cpu runs. The
// rule, over the distinct names of a whole file:
//   1. N is a procs value when more than half of the file's benchmarks carry
//      the suffix -N: a real procs value is on every benchmark, a size or
//      worker count in a name on few. ("Benchmarks" = names without a
//      trailing -N, plus names with one -N stripped.) When some names have no
//      -N at all (results at GOMAXPROCS 1), more than half of those must also
//      appear with -N, as -cpu 1,N runs each benchmark at both; or more than
//      3/4 of all names carry -N, as when a GOMAXPROCS N run has a few odd
//      lines. -1 is never a suffix.
//   2. If every name carries a procs value, 1 is not in the -cpu list and
//      exactly one suffix is stripped from each name.
//   3. Otherwise some results ran at GOMAXPROCS 1, so "X-2" may be X at 2 or a
//      benchmark named "X-2" at 1. Each reading predicts sibling names (X,
//      X-4 for the first; X-2-2, X-2-4 for the second); the reading with more
//      of its siblings present wins, a tie strips, as benchfmt does.
// Before all of these: a name without "/" is a Go function name, which cannot
// contain "-", so its trailing -N is always the procs suffix (benchfmt's
// reading), in mixed files too ("BenchmarkFib10-8" beside "-16" and none);
// so is the last of two (".../workers-2-8": a segment's own number, then the procs).
// Left ambiguous: a file whose every benchmark ends in the same few numbers
// (only "len-64" and "len-1024" at GOMAXPROCS 1) reads as a -cpu 64,1024 run.

export interface GoName {
  /** The printed name without the procs suffix, "Benchmark" prefix kept. */
  name: string;
  procs: number;
}

const PROCS_SUFFIX = /-([1-9]\d{0,8})$/;
/** "workers-2-8": a number segment then -N; go test appends -N after the name, so the last is the procs. */
const PROCS_AFTER_NUMBER = /-\d+-[1-9]\d{0,8}$/;
/** Bounds the sibling checks of rule 3; a real -cpu list is a handful of values. */
const MAX_PROCS_VALUES = 64;

interface Split {
  base: string;
  procs: number;
}

function splitSuffix(name: string): Split | undefined {
  const m = PROCS_SUFFIX.exec(name);
  if (!m) return undefined;
  const procs = Number(m[1]);
  return procs >= 2 ? { base: name.slice(0, m.index), procs } : undefined;
}

/** Maps every distinct printed name of a file to its name and procs. */
export function resolveGoNames(printed: Iterable<string>): Map<string, GoName> {
  const names = new Set(printed);
  const splits = new Map<string, Split>();
  const benchmarks = new Set<string>();
  const carriers = new Map<number, number>();
  for (const n of names) {
    const s = splitSuffix(n);
    if (s) {
      splits.set(n, s);
      benchmarks.add(s.base);
      carriers.set(s.procs, (carriers.get(s.procs) ?? 0) + 1);
    } else {
      benchmarks.add(n);
    }
  }
  const plain = [...names].filter((n) => !splits.has(n));
  const procsValues = new Set<number>();
  for (const [procs, count] of carriers) {
    if (count * 2 <= benchmarks.size) continue;
    // Linear overall: few values pass the first test when names are many.
    const plainCarriers = plain.filter((n) => names.has(`${n}-${procs}`)).length;
    if (plain.length === 0 || plainCarriers * 2 > plain.length || count * 4 > names.size * 3)
      procsValues.add(procs);
  }

  let ranAtOne = false;
  for (const n of names) {
    const s = splits.get(n);
    if (!s || !procsValues.has(s.procs)) ranAtOne = true;
  }
  const siblings = [...procsValues].sort((a, b) => a - b).slice(0, MAX_PROCS_VALUES);

  const out = new Map<string, GoName>();
  for (const n of names) {
    const s = splits.get(n);
    // A Go function name cannot hold "-": on a top-level name a trailing -N is
    // the procs suffix, whatever the rest of the file does (as benchfmt reads it).
    if (s && (!n.includes('/') || PROCS_AFTER_NUMBER.test(n))) out.set(n, { name: s.base, procs: s.procs });
    else if (!s || !procsValues.has(s.procs)) out.set(n, { name: n, procs: 1 });
    else if (!ranAtOne || stripWins(n, s, names, siblings)) out.set(n, { name: s.base, procs: s.procs });
    else out.set(n, { name: n, procs: 1 });
  }
  return out;
}

function stripWins(n: string, s: Split, names: Set<string>, siblings: readonly number[]): boolean {
  let strip = names.has(s.base) ? 1 : 0;
  let keep = 0;
  for (const p of siblings) {
    if (p !== s.procs && names.has(`${s.base}-${p}`)) strip++;
    if (names.has(`${n}-${p}`)) keep++;
  }
  return strip >= keep;
}

/**
 * Sub-benchmark segments written `key=value` become params, in order; other
 * segments stay only in the name. A repeated key keeps its first value (the
 * name still tells the results apart).
 */
export function paramsOfGoName(name: string): Record<string, string> {
  const params: Record<string, string> = {};
  const segments = name.split('/');
  for (let i = 1; i < segments.length; i++) {
    for (const [key, value] of pairsOfSegment(segments[i]!)) {
      if (Object.prototype.hasOwnProperty.call(params, key)) continue;
      // defineProperty, so a key named "__proto__" is data, not a prototype.
      if (key === '__proto__')
        Object.defineProperty(params, key, { value, enumerable: true, writable: true, configurable: true });
      else params[key] = value;
    }
  }
  return params;
}

/** An underscore after a value and before the next `key=`: where go test printed a space between pairs. */
const PAIR_BREAK = /_(?=[^_=]+=)/g;

/**
 * The `key=value` pairs of one name segment. Note: go test prints every space
 * of a sub-benchmark name as "_" (testing's rewrite), so b.Run("rows=2 cols=3")
 * is printed "rows=2_cols=3" and b.Run("n = 8") "n_=_8". An underscore that
 * follows a value and comes before another `key=` separated two pairs; one on
 * each side of "=" were blanks. Underscores inside a key ("block_size=4") stay.
 */
function pairsOfSegment(seg: string): [string, string][] {
  const pairs: [string, string][] = [];
  let start = 0;
  const add = (end: number): void => {
    const piece = seg.slice(start, end);
    const eq = piece.indexOf('=');
    if (eq <= 0) return;
    // "n_=_8" was "n = 8": a blank on both sides; "__proto__=1" keeps its key.
    const spaced = piece[eq - 1] === '_' && piece[eq + 1] === '_';
    const key = piece.slice(0, spaced ? eq - 1 : eq);
    if (key !== '') pairs.push([key, piece.slice(spaced ? eq + 2 : eq + 1)]);
  };
  for (const m of seg.matchAll(PAIR_BREAK)) {
    // A break counts only once the piece so far holds its own "=".
    if (!seg.slice(start, m.index).includes('=')) continue;
    add(m.index);
    start = m.index + 1;
  }
  add(seg.length);
  return pairs;
}
