import { describe, expect, it } from 'vitest';
import { shellWords } from '../../../src/process/shell-words.js';

// The words sh would pass for a user's plain arguments, and a refusal, with
// the reason, for what only the shell can decide.

describe('shellWords', () => {
  it('splits on any run of whitespace and keeps quoted spaces, quotes and backslashes as sh does', () => {
    expect(shellWords('  -tags  planted\t-short ')).toEqual({ words: ['-tags', 'planted', '-short'] });
    expect(shellWords(`-gcflags='-N -l' -ldflags "-X main.v=1 \\"q\\" \\\\ \\n" a\\ b`)).toEqual({
      words: ['-gcflags=-N -l', '-ldflags', '-X main.v=1 "q" \\ \\n', 'a b'],
    });
    expect(shellWords(`'' x"y"'z' -bench='^$'`)).toEqual({ words: ['', 'xyz', '-bench=^$'] });
    expect(shellWords('a#b c~d')).toEqual({ words: ['a#b', 'c~d'] });
    // A $ that ends a word expands nothing: go's -run ^$.
    expect(shellWords('-run ^$ --run=^$\t"^$"')).toEqual({ words: ['-run', '^$', '--run=^$', '^$'] });
    expect(shellWords('')).toEqual({ words: [] });
  });

  it('refuses expansions, globs, redirections, other commands and open quotes, naming the character', () => {
    expect(shellWords('-tags $TAGS')).toEqual({
      reason: '$ at character 7 of "-tags $TAGS" is shell syntax, not a plain word',
    });
    expect(shellWords('-tags "$TAGS"')).toEqual({
      reason: '$ at character 8 of "-tags "$TAGS"" is shell syntax, not a plain word',
    });
    expect(shellWords('-v; rm x')).toEqual({
      reason: '; at character 3 of "-v; rm x" is shell syntax, not a plain word',
    });
    for (const text of [
      '$x',
      '^$x',
      '"$(x)"',
      '-o `x`',
      'a|b',
      'a>b',
      'a&b',
      '(a)',
      '-bench X*',
      'a?',
      '[a]',
      '#c',
      '~/x',
    ])
      expect(shellWords(text)).toHaveProperty('reason');
    expect(shellWords(`-gcflags='-N`)).toEqual({
      reason: `the quote at character 10 of "-gcflags='-N" is not closed`,
    });
    expect(shellWords('-x "a')).toEqual({ reason: 'the quote at character 4 of "-x "a" is not closed' });
    expect(shellWords('a\\')).toEqual({ reason: '"a\\" ends in a backslash' });
  });
});
