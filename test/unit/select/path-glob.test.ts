import { describe, expect, it } from 'vitest';
import { compilePathGlob } from '../../../src/select/path-glob.js';

describe('compilePathGlob', () => {
  const cases: [glob: string, path: string, matches: boolean][] = [
    ['*.md', 'README.md', true],
    ['*.md', 'docs/deep/guide.md', true],
    ['*.md', 'docs/guide.mdx', false],
    ['go.sum', 'sub/go.sum', true],
    ['bench/**', 'bench/harness/run.sh', true],
    ['bench/**', 'bench', false],
    ['bench/**', 'src/bench/x', false],
    ['bench/*', 'bench/a/b', false],
    ['bench/*', 'bench/a', true],
    ['**/testdata/**', 'a/b/testdata/x.txt', true],
    ['**/testdata/**', 'testdata/x.txt', true],
    ['/Makefile', 'Makefile', true],
    ['/Makefile', 'sub/Makefile', false],
    ['a?c/x', 'abc/x', true],
    ['a?c/x', 'a/c/x', false],
    ['src/(x)+.go', 'src/(x)+.go', true],
    ['src/(x)+.go', 'src/xx.go', false],
  ];
  it.each(cases)('%s against %s: %s', (glob, path, matches) => {
    expect(compilePathGlob(glob).test(path)).toBe(matches);
  });
});
