import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareResults } from '../../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../../src/compare/policy.js';
import { createResults, type Metric, type Results } from '../../../src/model/results.js';
import type { BudgetClock } from '../../../src/pipeline/budget-rounds.js';
import { rowsToReopen, reopenedRounds } from '../../../src/pipeline/reopened-rounds.js';
import { findPreset, loadPresets } from '../../../src/run/presets.js';

// Which rows run on after the confirmation rounds: the primary rows the
// early branch flagged that those rounds left inconclusive.

const BASE = [100, 102, 99, 101, 100, 101, 99];
const OTHER = [101, 99, 100, 102, 99, 100, 101];
const design = { maxRounds: 40, confirmFrom: 4 };
/** BenchmarkDropped's head: 20% slower in rounds 0–3 (flagged early at round 4), as fast in the confirmation rounds 4–6. */
const DROPPED = OTHER.map((h, i) => (i < 4 ? h * 1.2 : h));

/** Benchmark `name` with its ns/op and, beside it, a B/op row: `head` per round for both. */
function side(values: Record<string, number[]>): Results {
  const metric = (unit: string, samples: number[]): Metric => ({
    unit,
    direction: 'smaller',
    samples,
    rounds: samples.map((_, i) => i),
  });
  return createResults({
    context: { ...design },
    benchmarks: Object.entries(values).map(([name, samples]) => ({
      suite: 'p',
      name,
      params: {},
      metrics: [metric('ns/op', samples), metric('B/op', samples)],
    })),
  });
}

describe('rowsToReopen', () => {
  // BenchmarkDropped as DROPPED says; BenchmarkSame: unchanged throughout.
  const c = compareResults(
    side({ BenchmarkDropped: BASE, BenchmarkSame: BASE }),
    side({ BenchmarkDropped: DROPPED, BenchmarkSame: OTHER }),
    DEFAULT_POLICY,
  );

  it('picks the primary row flagged early and left inconclusive, among the flagged ones', () => {
    const dropped = c.rows.filter((r) => r.name === 'BenchmarkDropped');
    expect(dropped.map((r) => [r.unit, r.primary, r.paired?.state, r.paired?.early])).toEqual([
      ['ns/op', true, 'inconclusive', true],
      ['B/op', false, 'inconclusive', true],
    ]);
    expect(rowsToReopen(dropped, c.rows).map((r) => [r.name, r.unit])).toEqual([
      ['BenchmarkDropped', 'ns/op'],
    ]);
  });

  it('leaves a row not left inconclusive by an early flag, and the rows the confirmation rounds did not run for', () => {
    const same = c.rows.filter((r) => r.name === 'BenchmarkSame');
    // Judged at round 4, its last main round: still open there.
    expect(same[0]!.paired?.state).toBe('open');
    expect(rowsToReopen(same, c.rows)).toEqual([]);
    expect(rowsToReopen([], c.rows)).toEqual([]);
  });
});

describe('reopenedRounds', () => {
  // BenchmarkDropped as above, flagged at round 4 and left inconclusive by rounds 4–6; from round 7
  // on (reopenFrom) each round adds `next(round)` to the head and the base's usual value.
  const preset = findPreset('go', loadPresets());
  const judgement = { policy: DEFAULT_POLICY, waivers: [], today: '2026-12-06' };
  const c0 = compareResults(
    side({ BenchmarkDropped: BASE }),
    side({ BenchmarkDropped: DROPPED }),
    DEFAULT_POLICY,
  );
  const reopen = () => rowsToReopen(c0.rows, c0.rows);

  /** A session whose rounds append one sample a side, and what the judge sees of them. */
  function session(next: (round: number) => number, onRound: () => void = () => {}, maxRounds = 40) {
    const base = [...BASE];
    const head = [...DROPPED];
    const calls: { label: string; index: number; asked: string[] }[] = [];
    const withDesign = (r: Results): Results => ({
      ...r,
      context: { ...r.context, maxRounds, confirmFrom: 4, reopenFrom: 7 },
    });
    return {
      calls,
      runRound: async (what: unknown, phase: { label: string; index: number }) => {
        const asked = (what as { asked: { name: string }[] }).asked.map((b) => b.name);
        calls.push({ label: phase.label, index: phase.index, asked });
        const round = head.length;
        base.push(BASE[round % BASE.length]!);
        head.push(next(round));
        onRound();
      },
      soFar: () => ({
        base: withDesign(side({ BenchmarkDropped: base })),
        head: withDesign(side({ BenchmarkDropped: head })),
      }),
    };
  }

  /** Runs on the reopened row from round 7 with `s`'s rounds, as confirmRegressions does. */
  const runOn = (s: ReturnType<typeof session>, clock: BudgetClock, maxRounds = 40) =>
    reopenedRounds(s, reopen(), { preset, judgement, maxRounds, done: 7, clock, soFar: s.soFar });

  /** The reopened row's primary decision over all of `s`'s rounds, as `benchgate compare` judges the files. */
  const judgedRow = (s: ReturnType<typeof session>) => {
    const { base, head } = s.soFar();
    return compareResults(base, head, DEFAULT_POLICY).rows.find((r) => r.unit === 'ns/op')!.paired;
  };
  const budgetStop = (ran: number) =>
    `the time budget ran out after ${ran} of the rounds run on for rows flagged early and not confirmed: they are judged on the rounds that ran`;

  afterEach(() => vi.useRealTimers());

  it('runs the reopened row round after round until a look settles it', async () => {
    expect(reopen().map((r) => r.name)).toEqual(['BenchmarkDropped']);
    // 20% slower again from round 7: a regression once the rounds since round 0 show it.
    const s = session((round) => OTHER[round % OTHER.length]! * 1.2);
    const clock: BudgetClock = { started: Date.now(), budgetMs: Infinity };
    const out = await runOn(s, clock);
    expect(out).toEqual({ ran: 11 });
    expect(s.calls[0]).toEqual({ label: 'run on', index: 7, asked: ['BenchmarkDropped'] });
    expect(s.calls.at(-1)!.index).toBe(17);
    // Over all 18 rounds: flagged again and confirmed.
    const row = judgedRow(s);
    expect([row?.state, row?.reopened?.flaggedAt]).toEqual(['regression', 4]);
    expect(clock.ranOut).toBeUndefined();
  });

  it('stops when a look finds the row cannot settle in the rounds max-rounds leaves (inconclusive)', async () => {
    const s = session(
      (round) => OTHER[round % OTHER.length]! * (round % 2 ? 1.3 : 0.8),
      () => {},
      10,
    );
    const out = await runOn(s, { started: Date.now(), budgetMs: Infinity }, 10);
    expect(out).toEqual({ ran: 2 });
    expect(s.calls.map((c) => c.index)).toEqual([7, 8]);
    expect(judgedRow(s)?.state).toBe('inconclusive');
  });

  it('runs no round that would not fit the time budget, and says so', async () => {
    const s = session(() => 100);
    const clock: BudgetClock = { started: Date.now() - 10_000, budgetMs: 5_000 };
    const out = await runOn(s, clock);
    expect(out).toEqual({ ran: 0, stop: budgetStop(0) });
    expect(s.calls).toEqual([]);
    expect(clock.ranOut).toBe(true);
  });

  it('stops when the next round, as long as the last, would overrun the budget', async () => {
    // Each round takes a minute of a 100 s budget: the second would end at 120 s.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const s = session(
      (round) => OTHER[round % OTHER.length]! * (round % 2 ? 1.3 : 0.8),
      () => vi.setSystemTime(Date.now() + 60_000),
    );
    const clock: BudgetClock = { started: 0, budgetMs: 100_000 };
    const out = await runOn(s, clock);
    expect(out).toEqual({ ran: 1, stop: budgetStop(1) });
    expect(clock.ranOut).toBe(true);
  });
});
