import { describe, expect, it } from 'vitest';
import { compileGlob, matchGlob } from '../../../src/compare/glob.js';

describe('matchGlob', () => {
  it.each<[string, string, boolean]>([
    ['', '', true],
    ['', 'a', false],
    ['*', '', true],
    ['a*', 'a', true],
    ['*a', 'ba', true],
    ['*a', 'ab', false],
    ['a*b*c', 'axxbyyc', true],
    ['a*b*c', 'axxbyyd', false],
    ['*Write*Block*', 'BenchmarkWriteXBlock/size=1KB', true],
    ['?', '\u{1f600}', true],
    ['a?c', 'abc', true],
    ['a?c', 'ac', false],
    ['a*', 'a\nb', true],
  ])('%j ~ %j = %s', (glob, name, expected) => {
    expect(matchGlob(glob, name)).toBe(expected);
    expect(compileGlob(glob).test(name)).toBe(expected);
  });

  it('a hostile glob against a long name that almost matches takes at most glob × name steps', () => {
    const glob = '*Write*Block*Size*';
    const name = `${'WriteBlock'.repeat(1600)}Siz`;
    const steps = { count: 0 };
    expect(matchGlob(glob, name, steps)).toBe(false);
    expect(steps.count).toBeLessThanOrEqual(glob.length * name.length);
    // Through the compiled form the callers hold, too (it would take seconds as a regex).
    expect(compileGlob(glob).test(name)).toBe(false);
  });

  it('exec gives the whole name, as the anchored regex did', () => {
    const m = compileGlob('Bench*').exec('BenchmarkA');
    expect(m?.[0]).toBe('BenchmarkA');
    expect(m?.index).toBe(0);
    expect(compileGlob('Bench*').exec('Other')).toBeNull();
  });
});
