import { isDocumentation, dependsOn, type UnitSelection } from './unit-selection.js';
import type { GoPackage } from './go-packages.js';

/** Files whose change can alter every package: the module's dependencies and Go version. */
const MODULE_FILES = new Set(['go.mod', 'go.sum', 'go.work', 'go.work.sum']);
/** Files the go command compiles or links besides .go (cgo, assembly, SWIG, .syso). */
const BUILD_SOURCE = /\.(?:go|c|h|cc|cpp|cxx|hh|hpp|hxx|m|s|S|sx|f|F|for|f90|swig|swigcxx|syso)$/;

/**
 * Go: the packages whose test binaries link a changed package. `sides` are
 * the package lists of base and head (listGoPackages on each checkout): a
 * package added in head exists only there, a deleted one only in base, and a
 * dependency edge removed by the change only in base — so both count.
 *
 * A changed file belongs to a package when it is in the package's directory
 * (any file but documentation and dotfiles: cgo sources, assembly, data read by tests),
 * under its testdata/, or embedded by it (//go:embed, tests included).
 */
export function selectGoPackages(changed: readonly string[], sides: readonly GoPackage[][]): UnitSelection {
  const packages = sides.flat();
  const changedPackages = new Set<string>();
  const unowned: string[] = [];
  for (const file of changed) {
    const name = base(file);
    if (MODULE_FILES.has(name) || file === 'vendor/modules.txt') {
      return runAll(`${file} changed: the module's dependencies or Go version`, packages);
    }
    const owners = packages.filter((p) => ownsFile(p, file));
    if (owners.length > 0) {
      for (const p of owners) changedPackages.add(p.importPath);
    } else if (BUILD_SOURCE.test(file)) {
      // Build-tag-excluded directories, nested modules, _ignored/ dirs: go
      // list ./... does not show them, so what they affect is unknown.
      return runAll(`${file} is Go source in no package that go list ./... shows`, packages);
    } else {
      unowned.push(file);
    }
  }
  const affected = new Map<string, string>();
  for (const p of packages) {
    if (!p.testDeps || affected.has(p.importPath)) continue;
    if (changedPackages.has(p.importPath)) affected.set(p.importPath, 'changed');
    else {
      const origin = p.testDeps.find((d) => changedPackages.has(d));
      if (origin) affected.set(p.importPath, dependsOn(origin));
    }
  }
  // The same package on both sides may be reached on one side only: keep the first reason.
  return { candidates: candidatesOf(packages), affected: sortMap(affected), unowned };
}

function ownsFile(p: GoPackage, file: string): boolean {
  const slash = file.lastIndexOf('/');
  const dir = slash < 0 ? '' : file.slice(0, slash);
  // Note: like the go command, files starting with "." (.gitignore, .golangci.yml) are no package's.
  if (dir === p.dir) return p.embeds.includes(file) || !(isDocumentation(file) || base(file).startsWith('.'));
  if (p.embeds.includes(file)) return true;
  const testdata = p.dir === '' ? 'testdata/' : `${p.dir}/testdata/`;
  return file.startsWith(testdata);
}

function base(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1);
}

function runAll(reason: string, packages: readonly GoPackage[]): UnitSelection {
  return { runAll: reason, candidates: candidatesOf(packages), affected: new Map(), unowned: [] };
}

function candidatesOf(packages: readonly GoPackage[]): string[] {
  return [...new Set(packages.filter((p) => p.testDeps).map((p) => p.importPath))].sort();
}

function sortMap(m: Map<string, string>): Map<string, string> {
  return new Map([...m].sort(([a], [b]) => (a < b ? -1 : 1)));
}
