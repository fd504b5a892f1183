import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { expandCommand, shellQuote } from '../../../src/run/shell-quote.js';

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
