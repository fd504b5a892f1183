/**
 * A benchmark-name glob: `*` matches any run of characters (slashes too, since
 * Go sub-benchmarks and Criterion ids use them as separators inside one name),
 * `?` one character; everything else is literal.
 *
 * Globs come from the configuration and names from the benchmark's output, so
 * neither is trusted to be small: matching uses the iterative wildcard
 * algorithm, which backtracks only to the last `*` and so takes at most
 * O(glob × name) steps. A regex such as ^.*Write.*Block.*Size.*$ backtracks
 * polynomially in the engine: seconds for a name of a few thousand
 * characters.
 */
export function compileGlob(glob: string): RegExp {
  return new GlobRegExp(glob);
}

/** Whether `name` matches the glob as a whole; `steps` counts comparisons, for tests. */
export function matchGlob(glob: string, name: string, steps?: { count: number }): boolean {
  return matchCodePoints(Array.from(glob), Array.from(name), steps);
}

function matchCodePoints(p: readonly string[], s: readonly string[], steps?: { count: number }): boolean {
  let i = 0; // in the name
  let j = 0; // in the glob
  let star = -1; // the glob index of the last * seen
  let resume = 0; // where in the name that * would take one more character
  while (i < s.length) {
    if (steps) steps.count++;
    if (j < p.length && p[j] === '*') {
      star = j++;
      resume = i;
    } else if (j < p.length && (p[j] === '?' || p[j] === s[i])) {
      i++;
      j++;
    } else if (star >= 0) {
      // Let the last * swallow one more character and try again after it.
      j = star + 1;
      i = ++resume;
    } else {
      return false;
    }
  }
  while (j < p.length && p[j] === '*') j++;
  return j === p.length;
}

/**
 * Note: a RegExp subclass, so that the callers that hold a compiled glob as a
 * RegExp keep working; test() and exec() match with the iterative algorithm,
 * never with the regex engine. The source is the equivalent regex, for display.
 */
class GlobRegExp extends RegExp {
  private readonly glob: readonly string[];

  constructor(glob: string) {
    super(`^${toRegexSource(glob)}$`, 's');
    this.glob = Array.from(glob);
  }

  override test(name: string): boolean {
    return matchCodePoints(this.glob, Array.from(String(name)));
  }

  override exec(name: string): RegExpExecArray | null {
    const input = String(name);
    if (!this.test(input)) return null;
    // A glob matches the whole name or nothing: the match is the name.
    return Object.assign([input], { index: 0, input, groups: undefined }) as RegExpExecArray;
  }

  static override get [Symbol.species](): RegExpConstructor {
    return RegExp;
  }
}

function toRegexSource(glob: string): string {
  let source = '';
  let lastWasStar = false;
  for (const ch of glob) {
    if (ch === '*') {
      if (!lastWasStar) source += '.*';
      lastWasStar = true;
      continue;
    }
    lastWasStar = false;
    source += ch === '?' ? '.' : ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return source;
}
