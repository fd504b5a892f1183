import { describe, expect, it } from 'vitest';
import { commitOrder, seriesDigest } from '../../../src/history/alert-groups.js';
import { indexSeries, judgeRecovery } from '../../../src/history/recovery.js';
import type { HistorySeries } from '../../../src/history/types.js';

// The rule that closes and reopens change issues: a series is back when its
// newest 3 commits are each at least as near the level before the change
// (the median of up to 10 commits before it) as the level after it (the
// median of the first commits after it, up to 3); stepped when each is
// nearer the level after, or too few commits after the change to tell.

const identity = { suite: 's', name: 'BenchmarkX', params: {}, unit: 'ns/op' };
const sha = (i: number) => i.toString(16).padStart(40, 'f');

function judge(levels: number[], changeAt = 5): string {
  const series: HistorySeries[] = [
    {
      ...identity,
      direction: 'smaller',
      family: 's.BenchmarkX',
      points: levels.map((center, i) => ({
        commit: sha(i),
        time: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
        center,
        n: 5,
        env: 'e',
      })),
    },
  ];
  const group = { kind: 'regression' as const, commit: sha(changeAt), series: [seriesDigest(identity)] };
  return judgeRecovery([group], indexSeries(series), commitOrder(series));
}

describe('judgeRecovery', () => {
  it.each([
    // 5 commits at 100, then the levels after the change at commit 5.
    [[200, 200, 200], 'stepped'], // too few commits after it to tell
    [[200, 200, 200, 200], 'stepped'],
    [[200, 200, 200, 100], 'mixed'], // a one-commit dip
    [[200, 200, 200, 100, 100], 'mixed'],
    [[200, 200, 200, 100, 100, 100], 'recovered'],
    [[200, 200, 200, 160, 160, 160], 'stepped'], // nearer 200 than 100: not back
    [[200, 200, 200, 140, 150, 100], 'recovered'], // 150 is as near one as the other: back
    [[200, 200, 200, 100, 100, 100, 200, 200, 200], 'stepped'], // back, then the step again
  ])('100 ×5 then %j: %s', (after, state) => {
    expect(judge([100, 100, 100, 100, 100, ...after])).toBe(state);
  });

  it("is unmeasured when the store has none of the group's series around its commit", () => {
    expect(judge([100, 100, 100], 9)).toBe('unmeasured');
  });
});
