// The selection step of the pipeline: after both sides are checked out and
// before anything is built, which benchmarks this change can affect
// (src/select/), as the first round's runs and the comparison's account of
// what did not run.

import type { SelectionSummary } from '../compare/types.js';
import type { SelectionConfig } from '../select/selection-rules.js';
import type { AbSession } from '../run/ab-run.js';
import type { NarrowedRun } from '../run/benchmark-filter.js';
import type { RunnerPreset } from '../run/preset.js';
import { summarizeNotRun, type SelectionPlan, type SelectMode } from '../select/affected.js';
import { listNotRunBenchmarks } from '../select/not-run-benchmarks.js';
import { planRuns } from '../select/plan-runs.js';
import { selectAffected } from '../select/select-affected.js';

export interface SelectOptions {
  mode: SelectMode;
  config: SelectionConfig;
}

export interface Selected {
  /** The first round's runs: the preset as configured, these narrowed runs, or nothing at all. */
  runs: 'as-configured' | readonly NarrowedRun[] | 'nothing';
  summary?: SelectionSummary;
}

interface SelectContext {
  cwd: string;
  workingDirectory: string;
  preset: RunnerPreset;
  filter?: string;
  select?: SelectOptions;
  mode: 'ab' | 'record';
  baseDir?: string;
  headDir?: string;
  log: (line: string) => void;
}

/**
 * The selection for a run of two commits. Everything runs, as configured,
 * without a `select` option, in record mode, and when a side is a directory
 * rather than a commit (there is no diff to read then).
 */
export async function selectBenchmarks(session: AbSession, o: SelectContext): Promise<Selected> {
  const base = session.side('base');
  const head = session.side('head')!;
  if (!o.select || o.mode === 'record' || !base || o.baseDir || o.headDir) return { runs: 'as-configured' };
  const plan = await selectAffected({
    repoDir: o.cwd,
    base: base.commit,
    head: head.commit,
    workingDirectory: o.workingDirectory,
    sideDirs: [base.dir, head.dir],
    runner: o.preset.name,
    select: o.select.mode,
    config: o.select.config,
    env: session.childEnv,
  });
  const runs = planRuns(o.preset, plan, o.filter);
  if (plan.mode === 'all') {
    if (o.select.mode === 'affected') o.log(`selection: every benchmark runs: ${plan.reason}`);
    return { runs: 'as-configured', ...(o.select.mode === 'affected' ? { summary: summaryOf(plan) } : {}) };
  }
  const listed = await listNotRunBenchmarks(o.preset, plan, head.dir, session.childEnv);
  const summary = summaryOf(plan, listed);
  o.log(`selection: ${summary.line ?? plan.reason}`);
  return { runs: runs === 'as-configured' ? runs : runs.length === 0 ? 'nothing' : runs, summary };
}

function summaryOf(
  plan: SelectionPlan,
  listed?: readonly { unit: string; name: string }[],
): SelectionSummary {
  const line = summarizeNotRun(plan, listed?.length);
  const notRun = listed
    ? [
        ...listed.map((b) => ({ unit: b.unit, name: b.name, reason: reasonOfUnit(plan, b.unit) })),
        ...plan.notRun.filter((n) => n.unit === undefined).map((n) => ({ reason: `${n.what}: ${n.reason}` })),
      ]
    : plan.notRun.map((n) =>
        n.unit !== undefined ? { unit: n.unit, reason: n.reason } : { reason: `${n.what}: ${n.reason}` },
      );
  return {
    mode: plan.mode,
    reason: plan.reason,
    ...(line ? { line } : {}),
    ran: plan.run,
    notRun,
  };
}

function reasonOfUnit(plan: SelectionPlan, unit: string): string {
  return plan.notRun.find((n) => n.unit === unit)?.reason ?? plan.reason;
}
