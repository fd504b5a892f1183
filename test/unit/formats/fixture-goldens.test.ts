import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPatternFormats } from '../../../src/formats/pattern/load-pattern-file.js';
import { readBenchmarkInput } from '../../../src/formats/read.js';
import { toJsonText } from '../../../src/model/json-text.js';

// Every output a real tool wrote into test/fixtures/ has a reviewed golden of
// what benchgate reads from it (format, context, benchmarks, problems), so a
// parser change shows up as a diff of records. Refresh after an intended
// change with UPDATE_GOLDEN=1 and review the diff.

const root = new URL('../../..', import.meta.url).pathname;
const fixtures = join(root, 'test/fixtures');
const goldens = join(root, 'test/golden/fixtures');

/** Not tool output: scripts, manifests, the projects that produce the outputs, derived variants. */
function isToolOutput(name: string): boolean {
  return !(
    name === 'project' ||
    name === 'regenerate.sh' ||
    name === 'damage.json' ||
    name.endsWith('.mjs') ||
    name.endsWith('.md') ||
    name.endsWith('.yml') ||
    name.includes('.damaged-')
  );
}

function outputsOf(tool: string): string[] {
  return readdirSync(join(fixtures, tool))
    .filter(isToolOutput)
    .sort()
    .map((name) => join(tool, name));
}

// test/fixtures/profile holds profiles, not benchmark results: test/unit/profile reads them.
const tools = readdirSync(fixtures).filter(
  (d) => d !== 'profile' && statSync(join(fixtures, d)).isDirectory(),
);
const cases = tools.flatMap(outputsOf);

/** What a golden holds: paths relative to test/fixtures, so goldens do not depend on the checkout. */
async function recordsOf(path: string): Promise<string> {
  const full = join(fixtures, path);
  const spec = join(dirname(full), 'reader.yml');
  const patternFormats =
    path.startsWith('pattern/') && existsSync(spec) ? await loadPatternFormats(spec) : [];
  const read = await readBenchmarkInput(full, { patternFormats });
  const text = toJsonText({
    format: read.format ?? null,
    context: read.context,
    benchmarks: read.benchmarks,
    problems: read.problems,
  });
  return text.split(fixtures + '/').join('');
}

describe('per-fixture goldens of parsed records', () => {
  it('covers every tool folder', () => {
    expect(tools.length).toBeGreaterThanOrEqual(11);
    expect(cases.length).toBeGreaterThan(80);
  });

  it.each(cases)('%s', async (path) => {
    const actual = await recordsOf(path);
    const golden = join(goldens, `${path}.json`);
    if (process.env.UPDATE_GOLDEN === '1' || !existsSync(golden)) {
      mkdirSync(dirname(golden), { recursive: true });
      writeFileSync(golden, actual);
      if (process.env.UPDATE_GOLDEN !== '1')
        throw new Error(`${relative(root, golden)} was missing and has been written; review and check it in`);
      return;
    }
    expect(actual, `${path} differs from ${relative(root, golden)} (UPDATE_GOLDEN=1 refreshes it)`).toBe(
      readFileSync(golden, 'utf8'),
    );
  });
});
