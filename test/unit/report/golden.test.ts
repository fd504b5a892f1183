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
import { matrixComparison } from './support/matrix-comparison.js';

const GOLDEN = join(import.meta.dirname, '../../golden/report');
const REPOSITORY = 'https://github.com/example/benchgate-demo';

function expectGolden(name: string, actual: string): void {
  const file = join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) {
    mkdirSync(GOLDEN, { recursive: true });
    writeFileSync(file, actual);
    if (process.env.UPDATE_GOLDEN !== '1') throw new Error(`${name}: golden file was missing and has been written; check it in`);
    return;
  }
  expect(actual, `${name} differs from its golden file (UPDATE_GOLDEN=1 refreshes it)`).toBe(readFileSync(file, 'utf8'));
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
    expectGolden(name, md);
  });

  it('matrix-2400.md: the seed-000-sized matrix, whole and fitted to a PR comment', () => {
    const c = matrixComparison();
    expect(c.rows).toHaveLength(2400);
    expectGolden('matrix-2400.md', renderMarkdownReport(c, { title: 'Benchmarks' }));
    const comment = renderMarkdownWithin(c, { title: 'Benchmarks' }, 65_536);
    expect(comment.length).toBeLessThanOrEqual(65_536);
    expectGolden('matrix-2400.comment.md', comment);
  });
});
