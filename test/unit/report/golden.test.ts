// Golden files: the whole Markdown report of representative comparisons built
// from real fixtures. Refresh with UPDATE_GOLDEN=1 after an intended change,
// and read the diff: it is the report as a reviewer will see it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../../src/compare/types.js';
import { renderMarkdownReport, renderMarkdownWithin } from '../../../src/report/markdown.js';
import {
  criterionComparison,
  criterionRealPairComparison,
  goBlockstoreComparison,
  goStreamComparison,
  jmhComparison,
} from './support/fixture-comparisons.js';
import { structuralProblems, tableWidths } from './support/gfm.js';
import { matrixComparison } from './support/matrix-comparison.js';

const GOLDEN = join(import.meta.dirname, '../../golden/report');
const REPOSITORY = 'https://github.com/example/benchgate-demo';

const ourLinks = (url: string) => url.startsWith(`${REPOSITORY}/commit/`);

/** Every golden is read back by a GFM parser: tables with consistent columns, no stray HTML. */
function expectWellFormed(name: string, md: string): void {
  expect(structuralProblems(md, ourLinks), name).toEqual([]);
  expect(tableWidths(md).length, `${name}: tables`).toBeGreaterThan(0);
}

function expectGolden(name: string, actual: string): void {
  const file = join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) {
    mkdirSync(GOLDEN, { recursive: true });
    writeFileSync(file, actual);
    if (process.env.UPDATE_GOLDEN !== '1')
      throw new Error(`${name}: golden file was missing and has been written; check it in`);
    return;
  }
  expect(actual, `${name} differs from its golden file (UPDATE_GOLDEN=1 refreshes it)`).toBe(
    readFileSync(file, 'utf8'),
  );
}

const cases: [string, () => Promise<Comparison>, { mermaid?: boolean }][] = [
  ['go-stream-custom-metrics.md', goStreamComparison, { mermaid: true }],
  ['go-blockstore-benchmem.md', goBlockstoreComparison, {}],
  ['jmh-two-params.md', jmhComparison, { mermaid: true }],
  ['criterion.md', criterionComparison, {}],
  ['criterion-real-pair.md', criterionRealPairComparison, {}],
];

describe('golden Markdown reports', () => {
  it.each(cases)('%s', async (name, build, how) => {
    const c = await build();
    const md = renderMarkdownReport(c, {
      title: 'Benchmarks',
      repositoryUrl: REPOSITORY,
      ...(how.mermaid ? { charts: { kind: 'mermaid' as const } } : {}),
    });
    expectWellFormed(name, md);
    expectGolden(name, md);
  });

  it('matrix-2400.md: the seed-000-sized matrix, whole and fitted to a PR comment', () => {
    const c = matrixComparison();
    expect(c.rows).toHaveLength(2400);
    const full = renderMarkdownReport(c, { title: 'Benchmarks' });
    expectWellFormed('matrix-2400.md', full);
    expectGolden('matrix-2400.md', full);
    const comment = renderMarkdownWithin(c, { title: 'Benchmarks' }, 65_536);
    expect(comment.length).toBeLessThanOrEqual(65_536);
    expectWellFormed('matrix-2400.comment.md', comment);
    // Not one regression is lost: each has its row in the comment.
    const regressions = c.rows.filter((r) => r.verdict === 'regression');
    expect(regressions.length).toBeGreaterThan(300);
    const rows = comment.split('\n').filter((l) => l.includes('❌ regression'));
    expect(rows).toHaveLength(regressions.length);
    expectGolden('matrix-2400.comment.md', comment);
  });
});
