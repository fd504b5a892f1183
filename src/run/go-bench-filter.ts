import type { BenchmarkIdentity, NarrowedRun } from './benchmark-filter.js';
import { chunkAlternatives, escapeRegex, MAX_FILTER_CHARS } from './regex-alternation.js';

/** The run command's "./..." word, which narrowed Go runs replace with import paths. */
export const GO_ALL_PACKAGES = /(^|\s)\.\/\.\.\.(?=\s|$)/;

/**
 * Go: -bench patterns per package. `go test -bench` splits its pattern at
 * top-level "|" into alternatives and each alternative at top-level "/" into
 * one regex per sub-benchmark level (testing/match.go, splitRegexp); "|" and
 * "/" inside parentheses and escaped characters (`\|`, `\(`) do not split. So
 * `^BenchmarkA$/^(?:size=1KB|size=4KB)$|^BenchmarkB$` runs exactly those two
 * sub-benchmarks of BenchmarkA and BenchmarkB with all its sub-benchmarks.
 * Packages needing the same patterns share runs; a pattern longer than
 * `limit` is split over several runs.
 */
export function narrowGo(
  runCommand: string,
  remaining: readonly BenchmarkIdentity[],
  limit = MAX_FILTER_CHARS,
): NarrowedRun[] {
  const byPackage = new Map<string, Set<string>>();
  for (const b of remaining) byPackage.set(b.suite, (byPackage.get(b.suite) ?? new Set()).add(b.name));
  if (!GO_ALL_PACKAGES.test(runCommand) || byPackage.has('')) {
    const note = byPackage.has('')
      ? 'some results carry no package (no "pkg:" line): the pattern runs in every package'
      : 'the run command has no ./... to replace: the pattern runs in every package it names';
    return goBenchPatterns(
      remaining.map((b) => b.name),
      limit,
    ).map((filter) => ({ filter, extraArgs: [], note }));
  }
  const byPatterns = new Map<string, { filters: string[]; packages: string[] }>();
  for (const [pkg, names] of [...byPackage].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const filters = goBenchPatterns([...names], limit);
    const key = JSON.stringify(filters);
    const entry = byPatterns.get(key) ?? { filters, packages: [] };
    entry.packages.push(pkg);
    byPatterns.set(key, entry);
  }
  return [...byPatterns.values()].flatMap(({ filters, packages }) =>
    filters.map((filter) => ({ filter, packages, extraArgs: [] })),
  );
}

/**
 * The -bench patterns for these names: names sharing their upper levels share
 * one alternative (`^A$/^(?:x|y)$`), which keeps a matrix of thousands of
 * sub-benchmarks short; each level anchored and escaped.
 */
export function goBenchPatterns(names: readonly string[], limit = MAX_FILTER_CHARS): string[] {
  const byParent = new Map<string, string[]>();
  for (const name of new Set(names)) {
    const slash = name.lastIndexOf('/');
    const parent = slash < 0 ? '' : name.slice(0, slash);
    byParent.set(parent, [...(byParent.get(parent) ?? []), name.slice(slash + 1)]);
  }
  const alternatives: string[] = [];
  for (const parent of [...byParent.keys()].sort()) {
    const prefix = parent === '' ? '' : `${parent.split('/').map(anchor).join('/')}/`;
    const leaves = byParent.get(parent)!.sort().map(escapeRegex);
    for (const chunk of chunkAlternatives(leaves, limit - prefix.length - '^(?:)$'.length)) {
      alternatives.push(prefix + (chunk.length === 1 ? `^${chunk[0]}$` : `^(?:${chunk.join('|')})$`));
    }
  }
  return chunkAlternatives(alternatives, limit).map((c) => c.join('|'));
}

function anchor(level: string): string {
  return `^${escapeRegex(level)}$`;
}
