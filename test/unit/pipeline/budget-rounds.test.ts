import { describe, expect, it } from 'vitest';
import { compareResults } from '../../../src/compare/compare.js';
import { markBudgetRanOut, rankOpenRows, summarizeOpenRows } from '../../../src/compare/open-rows.js';
import { DEFAULT_POLICY } from '../../../src/compare/policy.js';
import { createResults, type Benchmark } from '../../../src/model/results.js';
import { confirmationRounds, partialRound, rowPriority } from '../../../src/pipeline/budget-rounds.js';
import { priorKey } from '../../../src/compare/paired-rounds.js';
import { budgetLine } from '../../../src/report/budget-line.js';
import { applyOverrides, findPreset, loadPresets } from '../../../src/run/presets.js';

// Which open rows get the last of a time budget, and what a run that ran out
// says. Three samples a side leave every row inconclusive (too few for the
// interval), so each is open, and each leans as its medians say.
const bench = (name: string, unit: string, samples: number[]): Benchmark => ({
  suite: 'p',
  name,
  params: {},
  metrics: [{ unit, direction: unit === 'MB/s' ? 'bigger' : 'smaller', samples }],
});
const base = createResults({
  benchmarks: [
    bench('BenchmarkSlower', 'ns/op', [100, 101, 99]),
    bench('BenchmarkMuchSlower', 'ns/op', [100, 102, 98]),
    bench('BenchmarkFaster', 'ns/op', [100, 101, 99]),
    bench('BenchmarkRate', 'MB/s', [100, 101, 99]),
  ],
});
const head = createResults({
  benchmarks: [
    bench('BenchmarkSlower', 'ns/op', [108, 109, 107]),
    bench('BenchmarkMuchSlower', 'ns/op', [130, 131, 129]),
    bench('BenchmarkFaster', 'ns/op', [80, 81, 79]),
    // A rate that drops leans to a regression: its direction is bigger.
    bench('BenchmarkRate', 'MB/s', [85, 86, 84]),
  ],
});
const judgement = { policy: DEFAULT_POLICY, waivers: [], today: '2026-01-01' };

describe('open rows when the budget runs out', () => {
  const c = compareResults(base, head, DEFAULT_POLICY);

  it('ranks the rows leaning furthest to a regression first, a dropping rate among them', () => {
    expect(c.rows.map((r) => r.verdict)).toEqual([
      'inconclusive',
      'inconclusive',
      'inconclusive',
      'inconclusive',
    ]);
    expect(rankOpenRows(c.rows).map((r) => r.name)).toEqual([
      'BenchmarkMuchSlower',
      'BenchmarkRate',
      'BenchmarkSlower',
      'BenchmarkFaster',
    ]);
  });

  const selection = (unit: string) => ({
    mode: 'affected' as const,
    reason: '',
    ran: [{ unit, reason: 'changed' }],
    notRun: [],
  });

  it('puts the rows the change can affect first, when the selection ran, and keeps the lean within each group', () => {
    // The selection's units are Go import paths, the suites of their rows: here suite 'q' ran because it changed.
    const moved = (b: Benchmark): Benchmark =>
      b.name === 'BenchmarkFaster' || b.name === 'BenchmarkSlower' ? { ...b, suite: 'q' } : b;
    const rows = compareResults(
      createResults({ benchmarks: base.benchmarks.map(moved) }),
      createResults({ benchmarks: head.benchmarks.map(moved) }),
      DEFAULT_POLICY,
    ).rows;
    expect(rankOpenRows(rows, rowPriority(selection('q'), undefined)).map((r) => r.name)).toEqual([
      'BenchmarkSlower',
      'BenchmarkFaster',
      'BenchmarkMuchSlower',
      'BenchmarkRate',
    ]);
    // Every benchmark ran (select: all, or a change that runs all): the selection orders nothing.
    expect(
      rankOpenRows(rows, rowPriority({ ...selection('q'), mode: 'all' }, undefined)).map((r) => r.name),
    ).toEqual(['BenchmarkMuchSlower', 'BenchmarkRate', 'BenchmarkSlower', 'BenchmarkFaster']);
  });

  it('puts a benchmark the history shows as noisier than its threshold first among rows that lean alike, never past a further lean', () => {
    // Two rows of the same lean (+8%), the second with the narrower interval, so without history it runs second.
    const twin = createResults({
      benchmarks: [
        bench('BenchmarkWide', 'ns/op', [100, 110, 90]),
        bench('BenchmarkNarrow', 'ns/op', [100, 101, 99]),
      ],
    });
    const twinHead = createResults({
      benchmarks: [
        bench('BenchmarkWide', 'ns/op', [108, 118, 98]),
        bench('BenchmarkNarrow', 'ns/op', [108, 109, 107]),
      ],
    });
    const both = [...compareResults(twin, twinHead, DEFAULT_POLICY).rows, ...c.rows];
    const order = [
      'BenchmarkMuchSlower',
      'BenchmarkRate',
      'BenchmarkWide',
      'BenchmarkNarrow',
      'BenchmarkSlower',
      'BenchmarkFaster',
    ];
    expect(rankOpenRows(both).map((r) => r.name)).toEqual(order);
    const key = (name: string) => priorKey({ suite: 'p', name, params: {}, unit: 'ns/op' });
    // Narrow's history spreads 6% (past the 5% threshold), Wide's 5% (not past it).
    const noise = new Map([
      [key('BenchmarkNarrow'), 0.06],
      [key('BenchmarkWide'), 0.05],
    ]);
    expect(rankOpenRows(both, rowPriority(undefined, noise)).map((r) => r.name)).toEqual([
      'BenchmarkMuchSlower',
      'BenchmarkRate',
      'BenchmarkNarrow',
      'BenchmarkWide',
      'BenchmarkSlower',
      'BenchmarkFaster',
    ]);
  });

  it('counts them and names the furthest lean', () => {
    expect(summarizeOpenRows(c.rows)).toEqual({
      open: 4,
      leaning: 3,
      slowest: { label: 'p.BenchmarkMuchSlower', unit: 'ns/op', change: 130 / 100 - 1 },
    });
    expect(budgetLine(summarizeOpenRows(c.rows))).toBe(
      'budget ran out with 4 rows open (3 lean to a regression); the slowest lean +30.0% (p.BenchmarkMuchSlower ns/op)',
    );
  });

  it('turns a pass into inconclusive only when a row leans to a regression', () => {
    const leaning = compareResults(base, head, DEFAULT_POLICY);
    leaning.summary.verdict = 'pass';
    markBudgetRanOut(leaning);
    expect([leaning.summary.verdict, leaning.summary.budget!.leaning]).toEqual(['inconclusive', 3]);
    const onlyFaster = compareResults(
      createResults({ benchmarks: [base.benchmarks[2]!] }),
      createResults({ benchmarks: [head.benchmarks[2]!] }),
      DEFAULT_POLICY,
    );
    onlyFaster.summary.verdict = 'pass';
    markBudgetRanOut(onlyFaster);
    expect([onlyFaster.summary.verdict, budgetLine(onlyFaster.summary.budget!)]).toEqual([
      'pass',
      'budget ran out with 1 row open; none leans to a regression',
    ]);
  });
});

describe('partialRound', () => {
  const preset = applyOverrides(findPreset('command', loadPresets()), { command: 'true', format: 'go' });
  const o = { preset, judgement };
  // The last round ran 4 benchmarks in 400 ms: 100 ms each.
  const last = { ms: 400, benchmarks: 4 };

  it.each([
    [250, ['^(?:BenchmarkMuchSlower|BenchmarkRate)$'], 2],
    [100, ['^(?:BenchmarkMuchSlower)$'], 1],
  ])('with %i ms left runs the open benchmarks most likely to matter that fit', (left, filters, count) => {
    const part = partialRound(o, { base, head }, left, last)!;
    expect([part.runs.runs.map((r) => r.filter), part.count, part.open]).toEqual([filters, count, 4]);
  });

  it('gives the last narrowed round to the row the change can affect, before one that leans further', () => {
    // The selection ran suite 'q' (changed); BenchmarkSlower (+8%) is its row, BenchmarkMuchSlower (+30%) is not.
    const inQ = (b: Benchmark): Benchmark => (b.name === 'BenchmarkSlower' ? { ...b, suite: 'q' } : b);
    const soFar = {
      base: createResults({ benchmarks: base.benchmarks.map(inQ) }),
      head: createResults({ benchmarks: head.benchmarks.map(inQ) }),
    };
    const selection = {
      mode: 'affected' as const,
      reason: '',
      ran: [{ unit: 'q', reason: 'changed' }],
      notRun: [],
    };
    const part = partialRound(o, soFar, 100, last, rowPriority(selection, undefined))!;
    expect([
      part.runs.runs.map((r) => r.filter),
      part.chosen.map((b) => b.name),
      part.count,
      part.open,
    ]).toEqual([['^(?:BenchmarkSlower)$'], ['BenchmarkSlower'], 1, 4]);
    // Without a selection the furthest lean gets it, as before.
    expect(partialRound(o, soFar, 100, last)!.runs.runs.map((r) => r.filter)).toEqual([
      '^(?:BenchmarkMuchSlower)$',
    ]);
  });

  it('runs none when not one fits', () => {
    expect(partialRound(o, { base, head }, 99, last)).toBeUndefined();
    expect(partialRound(o, { base, head }, 0, last)).toBeUndefined();
  });
});

describe('confirmationRounds', () => {
  const session = () => {
    const ran: number[] = [];
    return { ran, runRound: async (_what: unknown, phase: { index: number }) => void ran.push(phase.index) };
  };

  it('runs them all without a budget', async () => {
    const s = session();
    const clock = { started: Date.now(), budgetMs: Infinity };
    expect(await confirmationRounds(s, { runs: [], asked: [] }, 3, clock)).toEqual({ ran: 3 });
    expect([s.ran, clock]).toEqual([[0, 1, 2], { started: clock.started, budgetMs: Infinity }]);
  });

  it('runs none once the budget is spent, and says so', async () => {
    const s = session();
    const clock = { started: Date.now() - 10, budgetMs: 5 };
    expect(await confirmationRounds(s, { runs: [], asked: [] }, 3, clock)).toEqual({
      ran: 0,
      stop: 'the time budget ran out before confirmation round 1 of 3: flagged rows are judged on 0 extra rounds',
    });
    expect([s.ran, clock.budgetMs, 'ranOut' in clock]).toEqual([[], 5, true]);
  });
});
