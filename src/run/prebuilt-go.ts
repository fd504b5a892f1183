import { join } from 'node:path';
import { runPrebuildStep, type PrebuildContext } from './prebuild-step.js';
import type { RunnerPreset } from './preset.js';
import { shellQuote } from '../process/shell-quote.js';

/**
 * Go's benchmarks from test binaries built once per side: `go test -c` per
 * package with benchmarks, each binary run in its package directory, as go
 * test itself runs it. Why: every `go test -bench` checks the whole build
 * again before it runs anything (issue 28 item 5; docs/selection.md, "What a
 * round runs"). The binary prints the same goos:/pkg: header go test shows,
 * so results keep their package as suite; only go test's own "ok pkg 1.2s"
 * summary line is missing, which the Go reader does not need.
 */

/** A package's test binary and the directory go test would run it in. */
export interface GoTestBinary {
  importPath: string;
  dir: string;
  program: string;
}

/** A side's test binaries, and the packages go list named that have none (no tests, or no benchmark). */
export interface GoTestBinaries {
  binaries: GoTestBinary[];
  withoutBenchmarks: string[];
}

/**
 * go test's test flags that may be passed on to a test binary as -test.NAME,
 * with whether they take a value. Anything else in the arguments (build flags
 * such as -tags or -race, -json, profiles written relative to go test's
 * directory) changes what go test builds or prints, so the run keeps go test.
 */
const TEST_FLAGS = new Map<string, boolean>([
  ['bench', true],
  ['benchtime', true],
  ['count', true],
  ['cpu', true],
  ['list', true],
  ['parallel', true],
  ['run', true],
  ['skip', true],
  ['shuffle', true],
  ['timeout', true],
  ['benchmem', false],
  ['failfast', false],
  ['short', false],
  ['v', false],
]);

/**
 * The user's go test arguments in the test binary's own flags
 * (`-benchtime=100ms` → `-test.benchtime=100ms`), or why they cannot be.
 * Only plain words are translated: quoting or shell syntax keeps go test.
 */
export function goTestBinaryArgs(args: string): { words: string[] } | { reason: string } {
  const text = args.trim();
  if (text === '') return { words: [] };
  if (!/^[\w@%+=:,./\s-]+$/.test(text)) return { reason: `the arguments "${args}" are not plain words` };
  const words: string[] = [];
  const input = text.split(/\s+/);
  for (let i = 0; i < input.length; i++) {
    const word = input[i]!;
    const m = /^--?([\w.]+)(=.*)?$/.exec(word);
    const name = m?.[1]?.replace(/^test\./, '');
    const takesValue = name === undefined ? undefined : TEST_FLAGS.get(name);
    if (!m || takesValue === undefined)
      return { reason: `"${word}" is not a test flag go test passes on to the test binary` };
    words.push(`-test.${name}${m[2] ?? ''}`);
    if (takesValue && m[2] === undefined) {
      const value = input[++i];
      if (value === undefined) return { reason: `"${word}" has no value` };
      words.push(value);
    }
  }
  return { words };
}

/**
 * Builds the test binary of every package with benchmarks, once. A package
 * whose binary lists no benchmark gets none: go test's run of it prints no
 * result either. A failure names the side and the command.
 */
export async function buildGoTestBinaries(c: PrebuildContext): Promise<GoTestBinaries> {
  const withoutBenchmarks: string[] = [];
  const listing = await runPrebuildStep(
    c,
    'test binaries',
    `go list -f '{{.ImportPath}}\t{{.Dir}}\t{{len .TestGoFiles}}\t{{len .XTestGoFiles}}' ./...`,
  );
  const binaries: GoTestBinary[] = [];
  for (const line of listing.split('\n').filter((l) => l.trim() !== '')) {
    const [importPath = '', dir = '', tests = '0', xtests = '0'] = line.split('\t');
    if (Number(tests) + Number(xtests) === 0) {
      withoutBenchmarks.push(importPath);
      continue;
    }
    const program = join(c.programsDir, `${c.side}-${binaries.length + 1}.test`);
    await runPrebuildStep(
      c,
      'test binaries',
      `go test -c -o ${shellQuote(program)} ${shellQuote(importPath)}`,
    );
    const names = await runPrebuildStep(
      c,
      'test binaries',
      `${shellQuote(program)} -test.list '^Benchmark'`,
      dir,
    );
    if (names.split('\n').some((n) => n.startsWith('Benchmark'))) binaries.push({ importPath, dir, program });
    else withoutBenchmarks.push(importPath);
  }
  return { binaries, withoutBenchmarks };
}

/**
 * The preset whose run command runs these binaries (all of them, or those of
 * `packages`, the import paths a narrowed round names) with the user's
 * arguments as test flags, one after the other as go test runs benchmarks;
 * `template` is one binary's run (the preset's prebuilt.run, with a narrowed
 * run's extra arguments).
 */
export function goBinariesPreset(
  preset: RunnerPreset,
  built: GoTestBinaries,
  args: readonly string[],
  template: string,
  packages?: readonly string[],
): RunnerPreset {
  const chosen = packages ? packages.flatMap((p) => binaryOf(built, p)) : built.binaries;
  const command = chosen
    .map((b) => `(cd ${shellQuote(b.dir)} && ${template.split('{program}').join(shellQuote(b.program))})`)
    .join(' && ');
  // A round of packages without benchmarks runs nothing, as go test prints no result for them.
  return { ...preset, run: command || 'true', args: args.join(' ') };
}

/** The package's binary; none for a package without benchmarks; a package go list did not name is an error. */
function binaryOf(built: GoTestBinaries, importPath: string): GoTestBinary[] {
  const found = built.binaries.find((b) => b.importPath === importPath);
  if (found) return [found];
  if (built.withoutBenchmarks.includes(importPath)) return [];
  throw new Error(`no test binary for package ${importPath}: go list ./... did not name it`);
}
