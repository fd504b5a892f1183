// The time budget (time-budget, --time-budget) over the whole run: checkout,
// builds, the main rounds and the confirmation rounds all spend it
// (docs/statistics.md, "Budget honesty"). When a round of every open
// benchmark no longer fits, what is left goes to the open benchmarks most
// likely to matter (src/compare/open-rows.ts rankOpenRows).

import { rankOpenRows, type RowPriority } from '../compare/open-rows.js';
import type { SelectionSummary } from '../compare/types.js';
import { priorKey } from '../compare/paired-rounds.js';
import type { Results } from '../model/results.js';
import type { AbSession } from '../run/ab-run.js';
import { narrowRound, type BenchmarkIdentity, type NarrowedRound } from '../run/benchmark-filter.js';
import { selectionIdentity, selectionKey } from '../run/narrowed-run.js';
import type { RunnerPreset } from '../run/preset.js';
import { shouldRunAnotherRound } from '../stats/round-scheduler.js';
import { judgeResults, type Judgement } from './judge.js';

export interface BudgetClock {
  /** When the run started (Date.now()). */
  started: number;
  /** Infinity: no budget. */
  budgetMs: number;
  /** Set once a round did not run, or ran narrowed, for want of time. */
  ranOut?: boolean;
}

/** A round narrowed to the open benchmarks that fit in what is left of the budget. */
export interface PartialRound {
  runs: NarrowedRound;
  /** The benchmarks in it, most likely to matter first. */
  chosen: BenchmarkIdentity[];
  /** Benchmarks in it. */
  count: number;
  /** Benchmarks open before it; `count` equal to it: every open one fits. */
  open: number;
}

/**
 * What orders the open rows besides their lean and width: the selection's
 * units when it narrowed the run to what the change affects (a Go package's
 * import path is the suite of its rows; units that name no suite, Cargo
 * crates and JMH modules, leave every row alike), and the history's noise
 * per benchmark metric (src/history/row-noise.ts), when the caller read a
 * store: a row noisier there than its threshold is unstable.
 */
export function rowPriority(
  selection: SelectionSummary | undefined,
  noise: ReadonlyMap<string, number> | undefined,
): RowPriority {
  const priority: RowPriority = {};
  if (selection?.mode === 'affected') {
    const units = new Set(selection.ran.map((r) => r.unit));
    priority.affected = (row) => units.has(row.suite);
  }
  if (noise && noise.size > 0) priority.unstable = (row) => (noise.get(priorKey(row)) ?? 0) > row.threshold;
  return priority;
}

/**
 * The open benchmarks, most likely to matter first (rankOpenRows), as many as
 * fit in the `leftMs` of the budget at the last round's time per benchmark;
 * undefined when not one fits (or none is open). `chosen` lists them in that order.
 */
export function partialRound(
  o: { preset: RunnerPreset; judgement: Judgement },
  soFar: { base: Results; head: Results },
  leftMs: number,
  lastRound: { ms: number; benchmarks: number },
  priority: RowPriority = {},
): PartialRound | undefined {
  if (!(leftMs > 0) || lastRound.benchmarks === 0) return undefined;
  const fit = Math.floor(leftMs / (lastRound.ms / lastRound.benchmarks));
  if (fit < 1) return undefined;
  const ranked = distinctBenchmarks(
    rankOpenRows(judgeResults(soFar.base, soFar.head, o.judgement).comparison.rows, priority),
  );
  if (ranked.length === 0) return undefined;
  const chosen = ranked.slice(0, fit);
  return { runs: narrowRound(o.preset, chosen), chosen, count: chosen.length, open: ranked.length };
}

/** Each benchmark once, in the order of its first row (a filter runs every procs value). */
function distinctBenchmarks(rows: readonly BenchmarkIdentity[]): BenchmarkIdentity[] {
  const seen = new Map<string, BenchmarkIdentity>();
  for (const r of rows) {
    const key = selectionKey(r);
    if (!seen.has(key)) seen.set(key, selectionIdentity(r));
  }
  return [...seen.values()];
}

/**
 * Confirmation rounds of the flagged rows, each only when it fits in the
 * budget; `ran` says how many did, `stop` why the others did not.
 */
export async function confirmationRounds(
  session: Pick<AbSession, 'runRound'>,
  runs: NarrowedRound,
  total: number,
  clock: BudgetClock,
): Promise<{ ran: number; stop?: string }> {
  let lastMs = Number.NaN;
  for (let i = 0; i < total; i++) {
    if (!shouldRunAnotherRound(Date.now() - clock.started, clock.budgetMs, lastMs)) {
      clock.ranOut = true;
      return {
        ran: i,
        stop: `the time budget ran out before confirmation round ${i + 1} of ${total}: flagged rows are judged on ${i} extra rounds`,
      };
    }
    const t = Date.now();
    await session.runRound(runs, { label: 'confirm', index: i, total });
    lastMs = Date.now() - t;
  }
  return { ran: total };
}
