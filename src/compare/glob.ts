/**
 * A benchmark-name glob: `*` matches any run of characters (slashes too, since
 * Go sub-benchmarks and Criterion ids use them as separators inside one name),
 * `?` one character; everything else is literal. Compiled to a linear regex.
 */
export function compileGlob(glob: string): RegExp {
  let source = '';
  let lastWasStar = false;
  for (const ch of glob) {
    if (ch === '*') {
      // Collapse ** and *** so a pattern cannot grow polynomial backtracking.
      if (!lastWasStar) source += '.*';
      lastWasStar = true;
      continue;
    }
    lastWasStar = false;
    source += ch === '?' ? '.' : ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 's');
}
