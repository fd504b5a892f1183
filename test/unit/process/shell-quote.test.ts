import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { expandCommand, expandPlain, shellQuote } from '../../../src/process/shell-quote.js';

describe('shellQuote', () => {
  it.each<[string, string]>([
    ['BenchmarkFoo', 'BenchmarkFoo'],
    ['', "''"],
    ['^$', "'^$'"],
    ["it's", "'it'\\''s'"],
    ['a b', "'a b'"],
    ['$(rm -rf /)', "'$(rm -rf /)'"],
  ])('%j → %s', (value, quoted) => {
    expect(shellQuote(value)).toBe(quoted);
  });

  it.each(['^$', "it's", '$(echo pwned)', '`id`', 'a\\b', '^(?:A|B)$/^(?:x=1)$', '*'])(
    'bash reads %j back unchanged',
    (value) => {
      expect(execFileSync('bash', ['-c', `printf %s ${shellQuote(value)}`], { encoding: 'utf8' })).toBe(
        value,
      );
    },
  );
});

describe('expandCommand', () => {
  it('substitutes regex filters containing $ literally', () => {
    expect(
      expandCommand("go test -run '^$' -bench {filter} -count {count} {args} ./...", {
        filter: '^(?:BenchmarkA)$/^(?:size=1KB)$',
        count: 2,
        out: '/tmp/x',
        args: '-benchtime 100ms',
      }),
    ).toBe("go test -run '^$' -bench '^(?:BenchmarkA)$/^(?:size=1KB)$' -count 2 -benchtime 100ms ./...");
  });

  it('quotes {out} paths with spaces', () => {
    expect(expandCommand('tool -o {out}/r.json', { filter: '', count: 1, out: '/tmp/a b' })).toBe(
      "tool -o '/tmp/a b'/r.json",
    );
  });
});

describe('placeholders are substituted in one pass', () => {
  it('a filter holding "{args}" or "{out}" stays literal (and quoted)', () => {
    expect(
      expandCommand('tool -bench {filter} {args} -o {out}', {
        filter: '{args}{out}',
        count: 1,
        out: '/tmp/o',
        args: '-x',
      }),
    ).toBe("tool -bench '{args}{out}' -x -o /tmp/o");
  });

  it('args holding "{filter}" stay as written', () => {
    expect(
      expandPlain('{args}|{filter}', { filter: 'F', count: 3, out: '/o', args: '{filter}{count}' }),
    ).toBe('{filter}{count}|F');
  });

  it('unknown braces are left alone', () => {
    expect(expandPlain('{name} {count}', { filter: '', count: 2, out: '/o' })).toBe('{name} 2');
  });
});
