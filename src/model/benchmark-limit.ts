import type { Benchmark, Problem } from './results.js';

/**
 * The most benchmarks one input, and one side of a comparison, may hold. The
 * output a run reads is written by the benchmark process, which a pull request
 * controls; every benchmark becomes a row that is matched, judged, kept in
 * memory and rendered, and a million of them took minutes and gigabytes
 * (docs/security.md, "How many benchmarks"). The largest real suites seen (a Go block-size
 * matrix of 2,400 combinations, each with several metrics) stay far below it.
 */
export const MAX_BENCHMARKS = 100_000;

/**
 * The most distinct benchmarks past the limit that an input's count of them
 * tells apart; past it the problem says "over". Each costs a number in a set,
 * never its name or results, so a flood's count stays exact into the
 * millions in a few tens of megabytes.
 */
export const MAX_COUNTED_LEFT_OUT = 10 * MAX_BENCHMARKS;

/**
 * Counts the benchmarks an input brings past the limit without keeping them:
 * a parser stores the first `limit` benchmarks, and notes here every result
 * of one it does not store, so memory stays bounded however large the input.
 */
export class LeftOutBenchmarks {
  /** 53-bit hashes of the keys of benchmarks left out, to count each once however often it repeats. */
  private readonly seen = new Set<number>();
  private lastKey?: string;
  private firstName?: string;
  private uncounted = false;

  /** One result of a benchmark left out; `key` tells benchmarks apart, `name` is the one to report. */
  note(key: string, name: string): void {
    // -count repeats of one benchmark follow each other: no hash for those.
    if (key === this.lastKey) return;
    this.lastKey = key;
    // A copy: a slice of a large input chunk would keep the chunk alive.
    this.firstName ??= Buffer.from(name.slice(0, 200), 'utf8').toString('utf8');
    if (this.seen.size < MAX_COUNTED_LEFT_OUT) this.seen.add(hash53(key));
    else this.uncounted ||= !this.seen.has(hash53(key));
  }

  /** The name of the first benchmark left out (its first 200 characters); undefined when none was. */
  get first(): string | undefined {
    return this.firstName;
  }

  /**
   * The problem that says how many were left out and names the first (as
   * `firstName`, when the parser reads it otherwise than as noted); none
   * when nothing was.
   */
  problems(file: string, limit: number, firstName = this.firstName): Problem[] {
    if (firstName === undefined) return [];
    const count = this.uncounted ? `over ${this.seen.size}` : `${this.seen.size}`;
    return [leftOutProblem(file, limit, count, this.seen.size === 1 && !this.uncounted, firstName)];
  }
}

function leftOutProblem(file: string, limit: number, count: string, one: boolean, first: string): Problem {
  return {
    file,
    line: 0,
    message:
      `left out ${count} benchmark${one ? '' : 's'} beyond the limit of ${limit} per input, ` +
      `from ${JSON.stringify(first.slice(0, 80))} on`,
  };
}

/**
 * cyrb53 (bryc, public domain): a fast 53-bit string hash. Note: two keys
 * left out with equal hashes count once; among a million keys the chance of
 * any such pair is about 1 in 18,000, and it costs the count one.
 */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * Keeps the first MAX_BENCHMARKS benchmarks of one input; the rest are left
 * out with one problem that says how many and names the first of them, so
 * that nothing is dropped without a word. The parsers stop storing at the
 * limit themselves (LeftOutBenchmarks); this catches an input read whole
 * into the model, and what the names' limit leaves.
 */
export function capBenchmarkCount(
  benchmarks: Benchmark[],
  file: string,
): { benchmarks: Benchmark[]; problems: Problem[] } {
  if (benchmarks.length <= MAX_BENCHMARKS) return { benchmarks, problems: [] };
  const first = benchmarks[MAX_BENCHMARKS]!;
  const over = benchmarks.length - MAX_BENCHMARKS;
  return {
    benchmarks: benchmarks.slice(0, MAX_BENCHMARKS),
    problems: [leftOutProblem(file, MAX_BENCHMARKS, `${over}`, over === 1, first.name)],
  };
}

/** Why a side of a comparison is refused, or undefined when it is within the limit. */
export function sideOverLimit(side: 'base' | 'head', count: number): string | undefined {
  if (count <= MAX_BENCHMARKS) return undefined;
  return `${side} holds ${count} benchmarks, over the limit of ${MAX_BENCHMARKS} per side of a comparison`;
}
