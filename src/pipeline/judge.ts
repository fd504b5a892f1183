import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compareResults } from '../compare/compare.js';
import type { ComparePolicy } from '../compare/policy.js';
import type { Comparison, ComparisonRow } from '../compare/types.js';
import { applyWaivers, type Waiver } from '../compare/waivers.js';
import { benchmarkKey } from '../model/identity.js';
import { toJsonText } from '../model/json-text.js';
import type { Results } from '../model/results.js';
import { InputError } from '../formats/input-error.js';
import { sideOverLimit } from '../model/benchmark-limit.js';
import type { RunnerPreset } from '../run/preset.js';

/** What decides a verdict: the resolved policy and the waivers in force. */
export interface Judgement {
  policy: ComparePolicy;
  waivers: readonly Waiver[];
  /** YYYY-MM-DD; waivers that expired before it are reported, not applied. */
  today: string;
}

export interface Judged {
  comparison: Comparison;
  expired: Waiver[];
}

/** The UTC date of now, as waivers write it. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Compares head with base and applies the waivers: the one way to a verdict. */
export function judgeResults(base: Results, head: Results, j: Judgement): Judged {
  // Each input is cut at the limit as it is read; several inputs of one side (shards, files) can still add up.
  for (const [side, results] of [
    ['base', base],
    ['head', head],
  ] as const) {
    const over = sideOverLimit(side, results.benchmarks.length);
    if (over) throw new InputError(side, over);
  }
  return applyWaivers(compareResults(base, head, j.policy), j.waivers, j.today);
}

/**
 * Rows flagged as regressions that no waiver covers and that the report
 * judges (not shadow): every one runs the confirmation rounds, unless
 * `quickFlags` is false (confirmsEarlyFlags): then the flags reached from
 * the first rounds without the rank test, the early branch's and exact
 * rows' (an allocation count), stand as they are, and only the rank test's
 * are confirmed. The rank test's flags are confirmed by confirmRegression,
 * the early branch's by confirmEarlyRegression (all rounds, or the new
 * rounds alone; docs/statistics.md, "Confirmation"; measured by
 * bench/sequential/simulate.mjs).
 */
export function regressionsToConfirm(
  c: Comparison,
  { quickFlags = true }: { quickFlags?: boolean } = {},
): ComparisonRow[] {
  return c.rows.filter(
    (r) =>
      r.verdict === 'regression' &&
      !r.waived &&
      r.tier !== 'shadow' &&
      (quickFlags || !(r.paired?.early || r.paired?.exact)),
  );
}

/**
 * Whether the early branch's flags (and exact rows', whose one count per
 * side a two-humped process could draw as well) need confirmation rounds.
 * The early branch's t interval holds at every look for rounds that are
 * independent and near normal, which the rounds of processes that settle in
 * one of two modes (a JMH fork after one of two JIT compilations) are not:
 * three head forks in the slow mode against three base forks in the fast
 * one are a regression to any test, and unconfirmed it flagged 1.5–1.7% of
 * such unchanged rows in simulation. Fresh rounds do not repeat that draw. Where the harness's
 * processes measure in one mode (compiled code: its preset says
 * processModes: one) those rounds bought nothing on real rounds (no false
 * alarm removed in three collections) and cost a flagged row 6 executions,
 * and a compiled program's allocation count per operation is the same in
 * every process, so they run only when the repository says its rows can be
 * two-humped (two-humped-rounds).
 */
export function confirmsEarlyFlags(
  preset: Pick<RunnerPreset, 'processModes'>,
  policy: Pick<ComparePolicy, 'twoHumpedRounds'>,
): boolean {
  return preset.processModes !== 'one' || policy.twoHumpedRounds === true;
}

/** Says on each row flagged in the first comparison whether the extra rounds confirmed it. */
export function markConfirmation(flagged: readonly ComparisonRow[], final: Comparison, extra: number): void {
  const keys = new Set(flagged.map(rowKey));
  for (const row of final.rows) {
    // A row judged on paired rounds says what confirmation found itself (compare/paired-notes.ts).
    if (!keys.has(rowKey(row)) || row.paired) continue;
    row.notes.unshift(
      row.verdict === 'regression'
        ? `confirmed: still a regression after ${extra} extra rounds of both sides`
        : `flagged in the first rounds but not confirmed by ${extra} extra rounds`,
    );
  }
}

/** A comparison row's identity across two judgements of one run: its benchmark, unit and metric. */
export function rowKey(r: ComparisonRow): string {
  return JSON.stringify([benchmarkKey(r), r.unit, r.metric ?? null]);
}

export interface PipelineOutputs {
  base?: Results;
  head: Results;
  comparison?: Comparison;
  report?: string;
}

/** base.json, head.json, comparison.json and report.md in `dir`: what every shell writes. */
export async function writeOutputs(dir: string, out: PipelineOutputs): Promise<void> {
  await mkdir(dir, { recursive: true });
  if (out.base) await writeFile(join(dir, 'base.json'), toJsonText(out.base));
  await writeFile(join(dir, 'head.json'), toJsonText(out.head));
  if (out.comparison) await writeFile(join(dir, 'comparison.json'), toJsonText(out.comparison));
  if (out.report !== undefined) await writeFile(join(dir, 'report.md'), out.report);
}
