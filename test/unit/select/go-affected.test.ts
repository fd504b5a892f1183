import { describe, expect, it } from 'vitest';
import type { GoPackage } from '../../../src/select/go-packages.js';
import { selectGoPackages } from '../../../src/select/go-affected.js';

// Package lists shaped as listGoPackages returns them (see select-go.test.ts
// for the same rules on a real module with the real go list).
const pkg = (importPath: string, dir: string, testDeps?: string[], embeds: string[] = []): GoPackage => ({
  importPath,
  dir,
  embeds,
  ...(testDeps ? { testDeps } : {}),
});
const base = [
  pkg('m', '', ['m']),
  pkg('m/a', 'a', ['m/a', 'm/b'], ['a/README.md']),
  pkg('m/b', 'b'),
  pkg('m/gen', 'gen', ['m/gen']),
];

describe('selectGoPackages', () => {
  const affected = (changed: string[], sides = [base]) => [...selectGoPackages(changed, sides).affected];

  it('counts any non-documentation file in the package directory, and embedded documentation', () => {
    expect(affected(['a/table.csv'])).toEqual([['m/a', 'changed']]);
    expect(affected(['a/words.txt'])).toEqual([['m/a', 'changed']]);
    expect(affected(['a/LICENSE.txt'])).toEqual([]);
    expect(affected(['a/README.md'])).toEqual([['m/a', 'changed']]);
    expect(affected(['gen/NOTES.md'])).toEqual([]);
    expect(selectGoPackages(['gen/NOTES.md'], [base]).unowned).toEqual(['gen/NOTES.md']);
  });

  it('counts the root package for files in the root directory only', () => {
    expect(affected(['Makefile'])).toEqual([['m', 'changed']]);
    expect(affected(['docs/x.yml'])).toEqual([]);
    expect(affected(['.gitignore', '.golangci.yml'])).toEqual([]);
    expect(affected(['testdata/golden.txt'])).toEqual([['m', 'changed']]);
  });

  it('reaches a package without tests only through test binaries that link it', () => {
    expect(affected(['b/b.go'])).toEqual([['m/a', 'depends on m/b, which changed']]);
    expect(selectGoPackages(['b/b.go'], [base]).candidates).toEqual(['m', 'm/a', 'm/gen']);
  });

  it('runs everything for Go source in no listed package and for module files anywhere', () => {
    expect(selectGoPackages(['_tools/gen.go'], [base]).runAll).toBe(
      '_tools/gen.go is Go source in no package that go list ./... shows',
    );
    expect(selectGoPackages(['tools/go.sum'], [base]).runAll).toBe(
      "tools/go.sum changed: the module's dependencies or Go version",
    );
    expect(selectGoPackages(['vendor/modules.txt'], [base]).runAll).toBe(
      "vendor/modules.txt changed: the module's dependencies or Go version",
    );
  });

  it('takes an edge that exists on one side only', () => {
    // In head, a no longer imports b: b's change still ran a's benchmarks in base.
    const head = [pkg('m/a', 'a', ['m/a']), pkg('m/b', 'b')];
    expect(affected(['b/b.go', 'a/a.go'], [base, head])).toEqual([['m/a', 'changed']]);
    expect(affected(['b/b.go'], [head])).toEqual([]);
    expect(affected(['b/b.go'], [head, base])).toEqual([['m/a', 'depends on m/b, which changed']]);
  });
});
