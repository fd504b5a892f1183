import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareResults } from '../../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../../src/compare/policy.js';
import { readBenchmarkInput } from '../../../src/formats/read.js';
import { createResults } from '../../../src/model/results.js';

// A real two-humped benchmark: test/fixtures/go/project/bimodal takes its slow
// path (3x the hashing) on a seeded 30% of its -count 30 runs in base and 60%
// in head (bimodal-share-30.txt, bimodal-share-60.txt, written by
// test/fixtures/go/regenerate.sh); neither path changed. The seeded draws gave
// 12 slow runs of 30 in base and 20 in head.

const fixtures = new URL('../../fixtures/go/', import.meta.url).pathname;
const read = async (name: string) => {
  const r = await readBenchmarkInput(join(fixtures, name), {});
  return createResults({ benchmarks: r.benchmarks, context: r.context });
};

describe('a two-humped row is judged by mode', () => {
  it('by the slow mode’s share and each mode’s median, not by a median that jumped modes', async () => {
    const c = compareResults(
      await read('bimodal-share-30.txt'),
      await read('bimodal-share-60.txt'),
      DEFAULT_POLICY,
    );
    const row = c.rows[0]!;
    // The medians sit in different modes: base's in the fast one, head's in the slow one.
    expect([row.base!.center, row.head!.center]).toEqual([5622.5, 15615]);
    const m = row.modes!;
    expect([
      m.base.n,
      m.head.n,
      Math.round(m.base.slowShare.estimate * 30),
      Math.round(m.head.slowShare.estimate * 30),
    ]).toEqual([30, 30, 12, 20]);
    expect([m.base.fast, m.base.slow, m.head.fast, m.head.slow]).toEqual([5247, 16007.5, 5192, 15738.5]);
    // Newcombe: 20/30 − 12/30 = 0.2667 − √((0.6667 − 0.4880)² + (0.5768 − 0.4)²) … + √((0.8077 − 0.6667)² + (0.4 − 0.2459)²),
    // from the Wilson intervals 0.4880–0.8077 (head) and 0.2459–0.5768 (base).
    expect([m.shareChange.low, m.shareChange.high].map((v) => Number(v.toFixed(3)))).toEqual([0.015, 0.476]);
    // The mean the modes and shares imply, (1/3·5192 + 2/3·15738.5) / (0.6·5247 + 0.4·16007.5) − 1
    // = 12223.0 / 9551.2 − 1; the medians said +178%.
    expect(Number(row.change!.toFixed(4))).toBe(0.2797);
    expect([row.verdict, row.test, row.p, row.noisy]).toEqual(['regression', undefined, undefined, false]);
    expect(row.notes).toEqual([
      'two-humped: the samples fall in two modes (split at 8420 ns/op), so the row is judged by mode, not by its median: slow mode in 40% of base and 66.7% of head (+27 points, 95% CI +2 to +48); fast mode −1%, slow mode −1.7%',
    ]);
  });

  it('calls the same file against itself unchanged', async () => {
    const base = await read('bimodal-share-30.txt');
    const row = compareResults(base, base, DEFAULT_POLICY).rows[0]!;
    expect([row.verdict, row.change, row.modes!.shareChange.estimate]).toEqual(['unchanged', 0, 0]);
  });
});
