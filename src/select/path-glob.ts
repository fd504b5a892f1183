/**
 * A path glob as in .gitignore and GitHub's `paths:` filters, matched against
 * a path relative to the project directory with "/" separators:
 *   `*`   any run of characters within one path segment
 *   `**`  any number of whole segments (docs/ followed by two stars, or two stars then /testdata/)
 *   `?`   one character other than "/"
 * A glob without "/" matches the file name at any depth (`*.md`, `go.sum`);
 * one with "/" is anchored at the project directory (`bench/**`).
 * Everything else is literal. Note: in the compiled regex a segment ([^/]*) never
 * spans a "/", so the repeated segment groups cannot backtrack polynomially.
 */
export function compilePathGlob(glob: string): RegExp {
  const anchored = glob.includes('/');
  const body = glob.replace(/^\/+/, '');
  let source = '';
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (ch === '*' && body[i + 1] === '*') {
      let j = i;
      while (body[j] === '*') j++;
      const slashAfter = body[j] === '/';
      // "**/" is zero or more whole segments; a trailing or inner "**" is anything.
      source += slashAfter ? '(?:[^/]*/)*' : '.*';
      i = slashAfter ? j : j - 1;
    } else if (ch === '*') {
      source += '[^/]*';
    } else if (ch === '?') {
      source += '[^/]';
    } else {
      source += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(anchored ? `^${source}$` : `^(?:[^/]*/)*${source}$`, 's');
}
