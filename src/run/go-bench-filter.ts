import type { BenchmarkIdentity, NarrowedRun } from './narrowed-run.js';
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
 * The -bench patterns for these names. Each alternative is a product of
 * level sets (`^BenchmarkM$/^(?:a=1|a=2)$/^b=1$`) that holds exactly the names
 * it stands for: names whose remaining levels are the same sets share one
 * alternative, so a whole matrix or a slice of it is one alternative, not
 * thousands. Note: go test matches every sub-benchmark name against each
 * alternative and keeps only the last compiled regex, so its cost grows with
 * alternatives × names, and factoring the names into few alternatives is
 * most of what a narrowed round costs on a large matrix. With several
 * alternatives the first two levels share one pattern (sharedFirstLevels),
 * which cuts the matching further (docs/selection.md, "Narrowing a runner to
 * given benchmarks", where the costs on bench/go-matrix are measured).
 */
export function goBenchPatterns(
  names: readonly string[],
  limit = MAX_FILTER_CHARS,
  { shareFirstLevels = true } = {},
): string[] {
  const paths = [...new Set(names)].map((n) => n.split('/'));
  const products = mergeProducts(factorLevels(paths));
  // shareFirstLevels: false is the rendering before it, for bench/narrow-go-matrix.ts to time beside it.
  const share = shareFirstLevels && products.length > 1;
  const alternatives = products.flatMap((alt) => renderAlternative(alt, limit, share));
  return chunkAlternatives(alternatives, limit).map((c) => c.join('|'));
}

/** An alternative: one set of names per level, matched as their product. */
type LevelSets = string[][];

/** Exact sum of products: first levels whose remaining names encode alike merge into one set. */
function factorLevels(paths: readonly string[][]): LevelSets[] {
  const byFirst = new Map<string, string[][]>();
  for (const [first = '', ...rest] of paths) byFirst.set(first, [...(byFirst.get(first) ?? []), rest]);
  const groups = new Map<string, { firsts: string[]; rest: LevelSets[] }>();
  for (const first of [...byFirst.keys()].sort()) {
    const rests = byFirst.get(first)!;
    // A name that ends here runs with every sub-benchmark below it.
    const rest = rests.some((r) => r.length === 0) ? [[]] : factorLevels(rests);
    const key = JSON.stringify(rest);
    const group = groups.get(key) ?? { firsts: [], rest };
    group.firsts.push(first);
    groups.set(key, group);
  }
  return [...groups.values()].flatMap((g) => g.rest.map((alt) => [g.firsts, ...alt]));
}

/**
 * Merges alternatives that differ in one level only ([S, x, U] and [S, y, U]
 * make [S, {x, y}, U], still exact), level by level until nothing merges: the
 * first pass's grouping by first levels leaves such pairs when the open names
 * are scattered (a random tenth of bench/go-matrix: fewer alternatives and
 * a faster go test; docs/selection.md, "Narrowing a runner to given
 * benchmarks").
 */
function mergeProducts(alternatives: LevelSets[]): LevelSets[] {
  let current = alternatives;
  for (let changed = true; changed;) {
    changed = false;
    const depth = Math.max(...current.map((a) => a.length));
    for (let level = 0; level < depth; level++) {
      const buckets = new Map<string, LevelSets>();
      for (const alt of current) {
        const key = JSON.stringify([alt.length, ...alt.map((set, i) => (i === level ? null : set))]);
        const seen = buckets.get(key);
        if (!seen)
          buckets.set(
            key,
            alt.map((set) => [...set]),
          );
        else if (level < alt.length) {
          seen[level] = [...new Set([...seen[level]!, ...alt[level]!])].sort();
          changed = true;
        }
      }
      current = [...buckets.values()];
    }
  }
  return current.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
}

/** One alternative's pattern, split at its widest level while longer than `limit`. */
function renderAlternative(alt: LevelSets, limit: number, share: boolean): string[] {
  const levels = alt.map((set) =>
    set.length === 1 ? anchor(set[0]!) : `^(?:${set.map(escapeRegex).join('|')})$`,
  );
  const shared = share ? sharedFirstLevels(alt) : undefined;
  if (shared) levels.splice(0, 2, shared, shared);
  const text = levels.join('/');
  const widest = alt.reduce((w, set, i) => (set.length > alt[w]!.length ? i : w), 0);
  if (text.length <= limit || alt[widest]!.length < 2) return [text];
  const set = alt[widest]!;
  const half = Math.ceil(set.length / 2);
  return [set.slice(0, half), set.slice(half)].flatMap((part) =>
    renderAlternative(
      alt.map((s, i) => (i === widest ? part : s)),
      limit,
      share,
    ),
  );
}

/**
 * One pattern for the first two levels of an alternative, the union of both
 * sets (`^(?:BenchmarkM|a=1|a=2)$/^(?:BenchmarkM|a=1|a=2)$/...`), or undefined
 * where that could select more. Why: go test keeps one compiled regex and
 * compiles again whenever the pattern differs from the last one it matched
 * (testing/internal/testdeps MatchString), and it checks every
 * sub-benchmark name against the alternatives level by level: most names
 * fail at the second level, so with a pattern of its own per level each
 * alternative cost two compiles per name, and with the first two levels
 * alike it costs one: on bench/go-matrix with a few hundred names open, go
 * test compiles far fewer patterns and runs faster (bench/narrow-go-matrix.ts;
 * docs/selection.md, "Narrowing a runner to given benchmarks").
 * Exact because a first level is a top-level benchmark, whose name starts
 * with "Benchmark": none of the second level's values may. The one name
 * that could still run too is a sub-benchmark named exactly like a
 * top-level benchmark of the alternative (BenchmarkM/BenchmarkM/...).
 */
function sharedFirstLevels(alt: LevelSets): string | undefined {
  const [first, second] = alt;
  if (!first || !second || second.some((v) => v.startsWith('Benchmark'))) return undefined;
  return `^(?:${[...first, ...second].sort().map(escapeRegex).join('|')})$`;
}

function anchor(level: string): string {
  return `^${escapeRegex(level)}$`;
}
