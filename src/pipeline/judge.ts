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
 * judges (not shadow): every one runs the confirmation rounds, the early
 * branch's too. Its t interval holds at every look for rounds that are
 * independent and near normal, which two-humped processes are not (a JMH
 * fork lands in one of two JIT modes): unconfirmed, it flagged 1.5% of such
 * unchanged rows in simulation. Its flags are confirmed by
 * confirmEarlyRegression (all rounds, or the new rounds alone), the rank
 * test's by confirmRegression (docs/statistics.md, "Confirmation"; measured
 * by bench/sequential/simulate.mjs, whose default rule is this one).
 */
export function regressionsToConfirm(c: Comparison): ComparisonRow[] {
  return c.rows.filter((r) => r.verdict === 'regression' && !r.waived && r.tier !== 'shadow');
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

function rowKey(r: ComparisonRow): string {
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
