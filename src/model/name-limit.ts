import type { Benchmark, Problem } from './results.js';

/**
 * The longest benchmark name, suite, mode, param name or param value accepted,
 * in characters. Names come from the benchmark's output, which a pull request
 * controls; every name is matched against globs, escaped, and printed in
 * tables, so an unbounded one costs time and report space for nothing. Real
 * names (Go sub-benchmarks with several params, JMH's fully-qualified methods)
 * stay well under 300.
 */
export const MAX_NAME_CHARS = 1024;

/**
 * Leaves out the benchmarks with an overlong part, each reported as a problem
 * of the file (a name is not truncated: two long names cut alike would merge).
 */
export function dropOverlongNames(
  benchmarks: Benchmark[],
  file: string,
): { benchmarks: Benchmark[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const kept = benchmarks.filter((b) => {
    const part = overlongPart(b);
    if (part === undefined) return true;
    problems.push({
      file,
      line: 0,
      message:
        `benchmark ${part.what} of ${part.text.length} characters (starting ${JSON.stringify(part.text.slice(0, 40))}) ` +
        `is over the limit of ${MAX_NAME_CHARS}; its results are left out`,
    });
    return false;
  });
  return { benchmarks: kept, problems };
}

function overlongPart(b: Benchmark): { what: string; text: string } | undefined {
  const parts: [string, string | undefined][] = [
    ['name', b.name],
    ['suite', b.suite],
    ['mode', b.mode],
    ...Object.entries(b.params).flatMap(([k, v]): [string, string][] => [
      ['param name', k],
      ['param value', v],
    ]),
  ];
  for (const [what, text] of parts)
    if (text !== undefined && text.length > MAX_NAME_CHARS) return { what, text };
  return undefined;
}
