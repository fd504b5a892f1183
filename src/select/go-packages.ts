import { relative } from 'node:path';
import { execShell } from '../process/exec.js';
import { shellQuote } from '../process/shell-quote.js';

/** One package of the project as `go list -test` sees it, with paths relative to the project directory. */
export interface GoPackage {
  importPath: string;
  /** Its directory ("" for the project directory itself). */
  dir: string;
  /** Files it embeds with //go:embed, in its code and its tests. */
  embeds: string[];
  /**
   * The project's packages linked into its test binary (itself included),
   * through imports, test imports and external-test imports, transitively;
   * absent when it has no test files, so no benchmarks.
   */
  testDeps?: string[];
}

const SEP = ';';
const FIELD = '\t';
// One line per package and per test variant. Note: Deps of "p.test" (the
// test main package) is everything its test binary links, which is exactly
// what can change a benchmark of p; std and other modules are filtered out
// below, since only the project's own files are in the diff.
const FORMAT = [
  '{{.ImportPath}}',
  '{{.Dir}}',
  `{{join .EmbedFiles "${SEP}"}}${SEP}{{join .TestEmbedFiles "${SEP}"}}${SEP}{{join .XTestEmbedFiles "${SEP}"}}`,
  `{{join .Deps "${SEP}"}}`,
].join(FIELD);

/**
 * The project's packages and what their test binaries link, from the real
 * `go list -e -test ./...` run in one side's checkout. -e: a package that
 * does not build is still listed (its error shows when it runs).
 */
export async function listGoPackages(
  projectDir: string,
  env: Record<string, string | undefined>,
): Promise<GoPackage[]> {
  const command = `go list -e -test -f ${shellQuote(FORMAT)} ./...`;
  const r = await execShell(command, { cwd: projectDir, env, timeoutMs: 5 * 60_000 });
  if (r.code !== 0) throw new Error(`listing Go packages failed: ${command}\n${r.tail.join('\n')}`);
  return parseGoList(r.stdout, projectDir);
}

/** Reads the lines FORMAT prints; exported for its unit test. */
function parseGoList(stdout: string, projectDir: string): GoPackage[] {
  const plain = new Map<string, GoPackage>();
  const testMains: { pkg: string; deps: string[] }[] = [];
  const variants: { owner: string; embeds: string[] }[] = [];
  for (const line of stdout.split('\n')) {
    if (line.trim() === '') continue;
    const [importPath = '', dir = '', embeds = '', deps = ''] = line.split(FIELD);
    const rel = relative(projectDir, dir).split('\\').join('/');
    const embedded = embeds
      .split(SEP)
      .filter((e) => e !== '')
      .map((e) => (rel ? `${rel}/${e}` : e));
    if (importPath.endsWith('.test') && !importPath.includes(' ')) {
      testMains.push({ pkg: importPath.slice(0, -'.test'.length), deps: deps.split(SEP).map(stripVariant) });
    } else if (importPath.includes(' [')) {
      // A test variant ("p [p.test]", "p_test [p.test]"): its embeds are the tests'.
      variants.push({ owner: stripVariant(importPath).replace(/_test$/, ''), embeds: embedded });
    } else {
      plain.set(importPath, { importPath, dir: rel, embeds: embedded });
    }
  }
  for (const { owner, embeds } of variants) {
    const p = plain.get(owner);
    if (p) p.embeds = [...new Set([...p.embeds, ...embeds])].sort();
  }
  for (const { pkg, deps } of testMains) {
    const p = plain.get(pkg);
    if (p) p.testDeps = [...new Set([pkg, ...deps.filter((d) => plain.has(d))])].sort();
  }
  return [...plain.values()].sort((a, b) => (a.importPath < b.importPath ? -1 : 1));
}

/** "p [p.test]" → "p". */
function stripVariant(importPath: string): string {
  const i = importPath.indexOf(' [');
  return i < 0 ? importPath : importPath.slice(0, i);
}
