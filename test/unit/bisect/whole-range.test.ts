import { describe, expect, it } from 'vitest';
import type { ProbeResult } from '../../../src/bisect/search.js';
import { bisectWholeRange, type RunTrackedProbe } from '../../../src/bisect/whole-range.js';

const commits = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ sha: `c${i + 1}`, subject: `commit ${i + 1}` }));
const index = (sha: string) => (sha === 'good' ? 0 : Number(sha.slice(1)));

/**
 * A range where each row steps at its own commit, probed as run-bisection
 * probes: the first probe of a search takes the rows that regressed (of the
 * tracked ones) as its targets, every later probe answers for those, and the
 * probe is slower when most of them are.
 */
function range(steps: Record<string, number>): RunTrackedProbe {
  let targets: string[] = [];
  const slower = (row: string, base: string, head: string) =>
    index(base) < steps[row]! && steps[row]! <= index(head);
  return (base, head, role, tracked) => {
    if (role === 'reproduce')
      targets = Object.keys(steps).filter((r) => (!tracked || tracked.includes(r)) && slower(r, base, head));
    const rows = targets.map((r) => ({ key: r, row: `${r} ns/op`, slower: slower(r, base, head) }));
    const count = rows.filter((r) => r.slower).length;
    const result: ProbeResult = { slower: count > 0 && 2 * count >= rows.length, evidence: [], rows };
    return Promise.resolve(result);
  };
}

describe('bisectWholeRange', () => {
  it('a range holding two changes: the culprit of most rows explains them, and the later change is bisected for the rest', async () => {
    const out = await bisectWholeRange('good', commits(12), range({ A: 4, B: 4, C: 9 }));
    expect(out.findings).toEqual([
      { culprit: { sha: 'c4', subject: 'commit 4' }, confirmed: true, explains: ['A ns/op', 'B ns/op'] },
      { culprit: { sha: 'c9', subject: 'commit 9' }, confirmed: true, explains: ['C ns/op'] },
    ]);
    expect(out.unexplained).toEqual([]);
    expect(out.probes.map((p) => `${p.role} ${p.base}..${p.head} ${p.result.slower}`)).toEqual([
      'reproduce good..c12 true',
      'search good..c6 true',
      'search good..c3 false',
      'search good..c4 true',
      'confirm c3..c4 true',
      // What c4 leaves: C is slower still at the last commit than at c4, so its change is bisected after c4.
      'reproduce c4..c12 true',
      'search c4..c8 false',
      'search c4..c10 true',
      'search c4..c9 true',
      'confirm c8..c9 true',
      // And what c9 leaves: nothing.
      'reproduce c9..c12 false',
    ]);
  });

  it('a change before the culprit (slower already at its parent) is bisected in the commits before it', async () => {
    const out = await bisectWholeRange('good', commits(8), range({ A: 6, B: 6, C: 2 }));
    expect(out.findings.map((f) => [f.culprit.sha, f.explains])).toEqual([
      ['c2', ['C ns/op']],
      ['c6', ['A ns/op', 'B ns/op']],
    ]);
    expect(out.unexplained).toEqual([]);
  });

  it('one change: one culprit that explains every row, and one probe after it says nothing is left', async () => {
    const out = await bisectWholeRange('good', commits(8), range({ A: 3, B: 3 }));
    expect(out.findings.map((f) => [f.culprit.sha, f.explains])).toEqual([['c3', ['A ns/op', 'B ns/op']]]);
    expect(out.probes.at(-1)).toMatchObject({
      role: 'reproduce',
      base: 'c3',
      head: 'c8',
      result: { slower: false },
    });
  });

  it('past its budget of searches it still looks once after the culprit and names the rows it does not explain', async () => {
    const out = await bisectWholeRange('good', commits(12), range({ A: 4, B: 4, C: 9 }), 1);
    expect(out.findings.map((f) => [f.culprit.sha, f.explains])).toEqual([['c4', ['A ns/op', 'B ns/op']]]);
    expect(out.unexplained).toEqual(['C ns/op']);
    expect(out.probes.length).toBe(6);
  });

  it('nothing to bisect when the last commit is not slower', async () => {
    const out = await bisectWholeRange('good', commits(5), range({ A: 9 }));
    expect([out.findings, out.unexplained, out.probes.length]).toEqual([[], [], 1]);
  });
});
