import { describe, expect, it } from 'vitest';
import {
  assignGroups,
  commitOrder,
  MOVED_WITHIN,
  seriesDigest,
  type AlertGroup,
} from '../../../src/history/alert-groups.js';
import type { ChangePoint, HistorySeries } from '../../../src/history/types.js';

// Alert groups: a change that moves by a few commits from one analysis to the
// next stays the group (and the issue) it was; one that is elsewhere, of
// other series or of the other kind starts its own.

const commit = (i: number) => `c${i}`;
const order = new Map(Array.from({ length: 100 }, (_, i) => [commit(i), i]));
const change = (name: string, at: number, kind: ChangePoint['kind'] = 'regression'): ChangePoint => ({
  suite: 'example.com/store',
  name,
  params: {},
  unit: 'ns/op',
  family: 'example.com/store.BenchmarkWrite',
  commit: commit(at),
  previousCommit: commit(at - 1),
  before: 100,
  after: 112,
  change: 0.12,
  p: 0.0001,
  q: 0.001,
  kind,
});
const digest = (name: string) => seriesDigest(change(name, 1));
const group = (at: number, names: string[], open = true, kind: AlertGroup['kind'] = 'regression') => ({
  kind,
  commit: commit(at),
  series: names.map(digest),
  open,
  id: `group at ${at}`,
});

describe('assignGroups', () => {
  it('starts one group per kind and commit when there is none', () => {
    const found = [change('A', 40), change('B', 40), change('C', 45), change('A', 60, 'improvement')];
    const groups = assignGroups(found, [], order);
    expect(groups.map((g) => [g.existing, g.kind, g.commit, g.changes.map((c) => c.name), g.series])).toEqual(
      [
        [undefined, 'regression', 'c40', ['A', 'B'], [digest('A'), digest('B')]],
        [undefined, 'regression', 'c45', ['C'], [digest('C')]],
        [undefined, 'improvement', 'c60', ['A'], [digest('A')]],
      ],
    );
  });

  it(`keeps a change that moved by up to ${MOVED_WITHIN} commits in its group, placed where it is now`, () => {
    const existing = [group(40, ['A', 'B'])];
    const [moved] = assignGroups([change('A', 44), change('B', 44)], existing, order);
    expect([moved!.existing?.id, moved!.commit, moved!.series]).toEqual([
      'group at 40',
      'c44',
      [digest('A'), digest('B')],
    ]);
    const [farthest] = assignGroups([change('A', 40 + MOVED_WITHIN)], existing, order);
    expect(farthest!.existing?.id).toBe('group at 40');
    const [tooFar] = assignGroups([change('A', 41 + MOVED_WITHIN)], existing, order);
    expect([tooFar!.existing, tooFar!.commit]).toEqual([undefined, 'c51']);
  });

  it('starts a new group for other series nearby, and for the other kind', () => {
    const existing = [group(40, ['A'])];
    expect(assignGroups([change('B', 42)], existing, order)[0]!.existing).toBeUndefined();
    expect(assignGroups([change('A', 42, 'improvement')], existing, order)[0]!.existing).toBeUndefined();
    // At the very commit of a group, any series joins it: that is the change the issue is for.
    expect(assignGroups([change('B', 40)], existing, order)[0]!.existing?.id).toBe('group at 40');
  });

  it('joins the series placed at neighbouring commits into one group, placed where most of them are', () => {
    const existing = [group(40, ['A', 'B', 'C'])];
    const groups = assignGroups(
      [change('A', 41), change('B', 43), change('C', 43), change('D', 43)],
      existing,
      order,
    );
    expect(groups.map((g) => [g.existing?.id, g.commit, g.changes.map((c) => c.name), g.series])).toEqual([
      ['group at 40', 'c43', ['A', 'B', 'C', 'D'], ['A', 'B', 'C', 'D'].map(digest)],
    ]);
  });

  it('takes the nearest of two groups it could continue, and matches closed groups too (the caller leaves them closed)', () => {
    const existing = [group(30, ['A']), group(38, ['A'], false)];
    const [g] = assignGroups([change('A', 35)], existing, order);
    expect([g!.existing?.id, g!.existing?.open]).toEqual(['group at 38', false]);
  });

  it('matches an issue recorded without series only at its own commit, and a commit outside the order not at all', () => {
    const old = [{ ...group(40, []), series: [] }];
    expect(assignGroups([change('A', 40)], old, order)[0]!.existing?.id).toBe('group at 40');
    expect(assignGroups([change('A', 41)], old, order)[0]!.existing).toBeUndefined();
    const unknown = { ...change('A', 1), commit: 'zzz' };
    expect(assignGroups([unknown], [group(40, ['A'])], order)[0]!.existing).toBeUndefined();
  });

  it('leaves environment breaks out', () => {
    expect(assignGroups([change('A', 40, 'environment')], [], order)).toEqual([]);
  });
});

describe('commitOrder', () => {
  it('orders commits by time, then by first appearance', () => {
    const point = (c: string, time: string) => ({ commit: c, time, center: 1, n: 1, env: 'e' });
    const series = (points: ReturnType<typeof point>[]): HistorySeries => ({
      suite: 's',
      name: 'n',
      params: {},
      unit: 'ns/op',
      direction: 'smaller',
      family: 'f',
      points,
    });
    const order = commitOrder([
      series([point('b', '2026-11-02T00:00:00Z'), point('c', '2026-11-02T00:00:00Z')]),
      series([point('a', '2026-11-01T00:00:00Z'), point('d', '2026-11-03T00:00:00Z')]),
    ]);
    expect([...order]).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 2],
      ['d', 3],
    ]);
  });
});
