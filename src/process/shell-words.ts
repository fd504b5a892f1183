/**
 * Splits a command line's arguments into the words `sh` would pass, for the
 * plain ones only: words, single quotes, double quotes and backslashes.
 * Anything whose meaning the shell decides at run time (a `$` expansion, a
 * command substitution, a glob, a redirection, a second command) is refused
 * with the reason, so that a caller who must pick words out of a user's
 * arguments never guesses: it keeps them whole, or leaves them out and says so.
 */
export function shellWords(text: string): { words: string[] } | { reason: string } {
  const words: string[] = [];
  let word: string | undefined;
  const refuse = (what: string, at: number) => ({
    reason: `${what} at character ${at + 1} of "${text}" is shell syntax, not a plain word`,
  });
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) return { reason: `the quote at character ${i + 1} of "${text}" is not closed` };
      word = (word ?? '') + text.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      let quoted = '';
      let j = i + 1;
      for (; j < text.length && text[j] !== '"'; j++) {
        const q = text[j]!;
        if (q === '`' || (q === '$' && !literalDollar(text[j + 1]))) return refuse(q, j);
        // Inside double quotes a backslash escapes only these; before anything else it stays.
        if (q === '\\' && j + 1 < text.length && '"\\$`\n'.includes(text[j + 1]!)) quoted += text[++j];
        else quoted += q;
      }
      if (j >= text.length) return { reason: `the quote at character ${i + 1} of "${text}" is not closed` };
      word = (word ?? '') + quoted;
      i = j;
    } else if (c === '\\') {
      if (i + 1 >= text.length) return { reason: `"${text}" ends in a backslash` };
      word = (word ?? '') + text[++i];
    } else if (c === '$' && literalDollar(text[i + 1])) {
      word = (word ?? '') + c;
    } else if ('$`;&|<>()*?['.includes(c) || ((c === '#' || c === '~') && word === undefined)) {
      return refuse(c, i);
    } else {
      word = (word ?? '') + c;
    }
  }
  if (word !== undefined) words.push(word);
  return { words };
}

/** A `$` that expands nothing: at the end of a word (go's `-run ^$`), as sh reads it. */
function literalDollar(next: string | undefined): boolean {
  return next === undefined || /\s/.test(next) || next === '"';
}
