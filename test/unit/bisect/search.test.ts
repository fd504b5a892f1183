import { describe, expect, it } from 'vitest';
import { probeAlpha } from '../../../src/bisect/run-bisection.js';
import { bisectCommits, maxProbes, type Probe } from '../../../src/bisect/search.js';

const commits = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ sha: `c${i + 1}`, subject: `commit ${i + 1}` }));
const index = (sha: string) => (sha === 'good' ? 0 : Number(sha.slice(1)));

/** A range where every commit from `culprit` on is slower than good. */
function stepAt(culprit: number) {
  return (base: string, head: string) =>
    Promise.resolve({ slower: index(head) >= culprit && index(base) < culprit, evidence: [] });
}

describe('bisectCommits', () => {
  it('names the culprit in at most ⌈log2 n⌉ + 2 probes, for every position in ranges of 1 to 64 commits', async () => {
    for (let n = 1; n <= 64; n++) {
      for (let culprit = 1; culprit <= n; culprit++) {
        const out = await bisectCommits('good', commits(n), stepAt(culprit));
        expect(out.culprit?.sha, `n ${n}, culprit ${culprit}`).toBe(`c${culprit}`);
        expect(out.confirmed).toBe(true);
        expect(out.probes.length).toBeLessThanOrEqual(Math.ceil(Math.log2(n)) + 2);
      }
    }
  });

  it('probes good against the last commit first, searches against good, confirms against the parent', async () => {
    const out = await bisectCommits('good', commits(6), stepAt(4));
    expect(out.probes.map((p: Probe) => `${p.role} ${p.base}..${p.head} ${p.result.slower}`)).toEqual([
      'reproduce good..c6 true',
      'search good..c3 false',
      'search good..c4 true',
      'confirm c3..c4 true',
    ]);
  });

  it('stops after one probe when the last commit is not slower', async () => {
    const out = await bisectCommits('good', commits(6), () =>
      Promise.resolve({ slower: false, evidence: [] }),
    );
    expect([out.culprit, out.probes.length]).toEqual([undefined, 1]);
  });

  it('says when the culprit is not slower than its parent: a slowdown built up over commits', async () => {
    // Every commit adds a little: c3 on is past the half-way mark against good, but no single step is.
    const gradual = (base: string, head: string) =>
      Promise.resolve({ slower: base === 'good' ? index(head) >= 3 : false, evidence: [] });
    const out = await bisectCommits('good', commits(6), gradual);
    expect([out.culprit?.sha, out.confirmed]).toEqual(['c3', false]);
  });
});

describe('probeAlpha', () => {
  it("shares the run's alpha among the most probes a search makes: ⌈log2 n⌉ + 2", () => {
    expect([1, 2, 5, 16, 17, 256].map(maxProbes)).toEqual([2, 3, 5, 6, 7, 10]);
    expect(probeAlpha(16)).toBeCloseTo(0.01 / 6, 15);
    expect(probeAlpha(256)).toBe(0.001);
    expect(probeAlpha(5)).toBe(0.002);
  });
});
