import { join } from 'node:path';
import type { Comparison, OpenRows } from '../compare/types.js';
import type { Waiver } from '../compare/waivers.js';
import type { Results } from '../model/results.js';
import { AbSession, benchmarksInLastRound, type AbRunOptions } from '../run/ab-run.js';
import { narrowRound, type NarrowedRound, type NarrowedRun } from '../run/benchmark-filter.js';
import { formatDuration } from '../model/duration-text.js';
import { benchmarkLabel } from '../model/identity.js';
import type { SelectionSummary } from '../compare/types.js';
import { shouldRunAnotherRound } from '../stats/round-scheduler.js';
import { sequentialRounds } from './sequential-rounds.js';
import { reopenedRounds, rowsToReopen } from './reopened-rounds.js';
import type { RenderReport } from './compare-pipeline.js';
import {
  judgeResults,
  markConfirmation,
  confirmsEarlyFlags,
  regressionsToConfirm,
  writeOutputs,
  type Judged,
  type Judgement,
} from './judge.js';
import { fixedRounds, type RoundJudge } from './round-judge.js';
import { selectBenchmarks, type SelectOptions } from './select-benchmarks.js';
import type { NoisePriors, RoundDesign } from '../compare/paired-rounds.js';
import { benchmarkRuns, sideResults } from './side-results.js';
import type { ProfileSettings } from '../profile/settings.js';
import type { ProfileReport } from '../profile/run-profiles.js';
import { profileAfterVerdict } from './profile-step.js';
import { markBudgetRanOut } from '../compare/open-rows.js';
import { confirmationRounds, partialRound, rowPriority, type BudgetClock } from './budget-rounds.js';
import type { RowPriority } from '../compare/open-rows.js';
import { fingerprintOf, machineOf } from '../history/store.js';

/** How the rounds are spent and judged (the design input, --design). */
export type RoundsDesign = 'fixed' | 'sequential';

export interface PipelineOptions extends Omit<AbRunOptions, 'rawDir'> {
  /** Where base.json, head.json, comparison.json, report.md and raw/ go. */
  outDir: string;
  /** The most rounds per side (max-rounds); the judge may stop earlier. */
  rounds: number;
  /**
   * 'fixed' (when unset; the shells pass DEFAULTS.design): every selected
   * benchmark runs `rounds` rounds and the pooled rank test judges them.
   * 'sequential': from round 2, settled benchmarks stop and the rounds are
   * judged as pairs (docs/statistics.md).
   */
  design?: RoundsDesign;
  /**
   * The sequential rule's alpha when not its default: a bisection's probes
   * share one (src/bisect/run-bisection.ts). Recorded in the results, so a
   * comparison of the files judges them as the run did.
   */
  sequentialAlpha?: number;
  /** Extra rounds for regressions no waiver covers (0: none). */
  confirmRounds: number;
  /**
   * Milliseconds the whole run may take, checkout, builds and confirmation
   * rounds included; no round starts that would not fit, but the first
   * (default: no budget). See src/pipeline/budget-rounds.ts.
   */
  timeBudgetMs?: number;
  judgement: Judgement;
  render?: RenderReport;
  /**
   * Asked after each round what stays open; default sequentialRounds (every
   * benchmark until the first look, then the unsettled ones). fixedRounds runs
   * every benchmark for `rounds` rounds.
   */
  roundJudge?: RoundJudge;
  /** Run only the benchmarks the change can affect (select: affected), with the repository's rules. */
  select?: SelectOptions;
  /** Said with the run's warnings, in the report: how the shell chose the design (src/config/rounds-design.ts). */
  notes?: readonly string[];
  /** Differential profiles of the regressions after the verdict (docs/profiles.md); absent: none. */
  profile?: ProfileSettings;
  /**
   * Each benchmark metric's noise on the machine the run measured on (name
   * as the history names it, and its fingerprint), when the caller has a
   * record of it: `benchgate run` from a history store
   * (src/history/row-noise.ts), the action from the calibration runs on the
   * data branch (src/history/calibration.ts calibrationNoise). A budget that
   * runs out gives rows noisier there than their threshold the last rounds
   * before rows that lean as far. Absent: no such order.
   */
  rowNoise?: (machine: { name: string; env: string }) => ReadonlyMap<string, number>;
  /**
   * Each benchmark metric's per-round noise on the run's machine, measured
   * before the run (the calibration runs' A/A rows, keyed as rowNoise's), and
   * where from: the early branch's prior (src/stats/noise-prior.ts), recorded
   * in the head results so that `benchgate compare` judges as the run did.
   * Absent (the default): no prior, the rule as without one.
   */
  noisePrior?: (machine: { name: string; env: string }) => NoisePriors | undefined;
  /**
   * Words the warning of a budget that ran out with rows open (the shells
   * pass report/budget-line.ts's budgetLine: the wording is the report's, and
   * the pipeline stands below it). Absent: the comparison still records the
   * open rows (summary.budget), and no warning line is added.
   */
  describeBudget?: (open: OpenRows) => string;
}

/** What a run needs besides its commits and its output folder: what `benchgate run`, a bisection's probes and the action share. */
export type RunSettings = Omit<
  PipelineOptions,
  'outDir' | 'mode' | 'baseRef' | 'headRef' | 'headDir' | 'baseDir'
>;

export interface PipelineOutcome {
  base?: Results;
  head: Results;
  /** Absent in record mode. */
  comparison?: Comparison;
  expired: Waiver[];
  report?: string;
  warnings: string[];
  /** What profiling after the verdict did (also in profiles.json). */
  profiles?: ProfileReport;
}

/**
 * The one path from two commits to a verdict, for the action and `benchgate
 * run`: build and run both sides in interleaved rounds (src/run/, which only
 * measures), ask the round judge after each round what is still open, compare,
 * confirm the regressions no waiver covers with extra rounds, apply waivers,
 * write the outputs. Worktrees are removed whatever happens.
 */
export async function runPipeline(o: PipelineOptions): Promise<PipelineOutcome> {
  const started = Date.now();
  // The budget runs from here: checkout and builds spend it too.
  const clock: BudgetClock = { started, budgetMs: o.timeBudgetMs ?? Infinity };
  const session = new AbSession({ ...o, rawDir: join(o.outDir, 'raw') });
  try {
    await session.checkout();
    const selected = await selectBenchmarks(session, o);
    if (selected.runs === 'nothing') {
      o.log(`no benchmarks run: ${selected.summary!.reason}`);
    } else {
      await session.build();
    }
    const priority = (head: Results): RowPriority =>
      rowPriority(selected.summary, o.rowNoise?.({ name: machineOf(head), env: fingerprintOf(head) }));
    const main =
      selected.runs === 'nothing' ? {} : await runMainRounds(session, o, selected.runs, clock, priority);
    const warnings = [...(o.notes ?? []), ...session.conditions()];
    if (main.stop) warnings.push(main.stop);
    // Only the sequential design records its design: the comparison judges rows on paired rounds then.
    const design = designToRecord(o, session);
    const resultsOf = (side: 'base' | 'head') =>
      sideResults(session.side(side)!, o.preset, session.load, design);
    if (!session.side('base')) {
      const head = resultsOf('head');
      await writeOutputs(o.outDir, { head });
      return { head, expired: [], warnings };
    }
    const judgeNow = () => judgeWith(resultsOf('base'), resultsOf('head'), o, selected.summary);
    const soFar = () => ({ base: resultsOf('base'), head: resultsOf('head') });
    const judged = await confirmRegressions(session, o, { judgeNow, soFar, design, clock, warnings });
    if (clock.ranOut) {
      const open = markBudgetRanOut(judged.comparison);
      if (o.describeBudget) warnings.push(o.describeBudget(open));
    }
    if (design) recordCost(design, judged, session, started);
    const base = resultsOf('base');
    const head = resultsOf('head');
    const profiles =
      o.profile && o.profile.mode !== 'off'
        ? await profileAfterVerdict(session, judged.comparison, { ...o, profile: o.profile })
        : undefined;
    const report = o.render ? await o.render(judged.comparison, warnings, profiles) : undefined;
    await writeOutputs(o.outDir, {
      base,
      head,
      comparison: judged.comparison,
      ...(report !== undefined ? { report } : {}),
    });
    return {
      base,
      head,
      ...judged,
      ...(report !== undefined ? { report } : {}),
      warnings,
      ...(profiles ? { profiles } : {}),
    };
  } finally {
    await session.close();
  }
}

/**
 * The flagged rows regressionsToConfirm picks (src/pipeline/judge.ts), run
 * for confirm-rounds more rounds and judged again over every round; the
 * judgement as it stands when none is picked. On the sequential design the
 * rows flagged early that those rounds left inconclusive then run on
 * (src/pipeline/reopened-rounds.ts) while max-rounds and the budget allow.
 */
async function confirmRegressions(
  session: AbSession,
  o: PipelineOptions,
  at: {
    judgeNow: () => Judged;
    soFar: () => { base: Results; head: Results };
    design: RoundDesign | undefined;
    clock: BudgetClock;
    warnings: string[];
  },
): Promise<Judged> {
  const judged = at.judgeNow();
  const flagged = regressionsToConfirm(judged.comparison, {
    quickFlags: confirmsEarlyFlags(o.preset, o.judgement.policy),
  });
  if (o.confirmRounds === 0 || flagged.length === 0) return judged;
  o.log(`confirming ${flagged.length} regressed rows with ${o.confirmRounds} more rounds`);
  if (at.design) at.design.confirmFrom = session.side('head')!.rounds.length;
  const confirmed = await confirmationRounds(
    session,
    narrowRound(o.preset, flagged),
    o.confirmRounds,
    at.clock,
  );
  if (confirmed.stop) at.warnings.push(confirmed.stop);
  const again = at.judgeNow();
  markConfirmation(flagged, again.comparison, confirmed.ran);
  const done = session.side('head')!.rounds.length;
  const reopen =
    at.design && confirmed.ran === o.confirmRounds ? rowsToReopen(flagged, again.comparison.rows) : [];
  if (reopen.length === 0 || done >= o.rounds || at.clock.ranOut) return again;
  o.log(`running on ${reopen.length} rows flagged early and not confirmed`);
  at.design!.reopenFrom = done;
  const ranOn = await reopenedRounds(session, reopen, {
    preset: o.preset,
    judgement: o.judgement,
    maxRounds: o.rounds,
    done,
    clock: at.clock,
    soFar: at.soFar,
  });
  if (ranOn.stop) at.warnings.push(ranOn.stop);
  return at.judgeNow();
}

/** What the run cost, on the design and on the head's context in the comparison (it changes no verdict). */
function recordCost(design: RoundDesign, judged: Judged, session: AbSession, started: number): void {
  design.cost = {
    benchmarkRuns: benchmarkRuns([session.side('base'), session.side('head')]),
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
  // The comparison carries the head's context as judged; the cost is known only now.
  judged.comparison.head = { ...judged.comparison.head, runCost: design.cost };
}

function judgeWith(
  base: Results,
  head: Results,
  o: PipelineOptions,
  selection: SelectionSummary | undefined,
): Judged {
  const judged = judgeResults(base, head, o.judgement);
  if (selection) {
    judged.comparison.selection = selection;
    // Nothing to judge because nothing this change touches has a benchmark: that passes.
    if (selection.mode === 'none') judged.comparison.summary.verdict = 'pass';
  }
  return judged;
}

/**
 * The rounds before any verdict: as many as the round judge keeps open, at
 * most `rounds`, and none that would not fit in the time budget. Says why it
 * stopped early when that was the budget.
 */
async function runMainRounds(
  session: AbSession,
  o: PipelineOptions,
  first: 'as-configured' | readonly NarrowedRun[],
  clock: BudgetClock,
  priority: (head: Results) => RowPriority,
): Promise<{ stop?: string }> {
  // Record mode has nothing to judge: every round runs everything.
  const fixed = fixedRounds(o.rounds);
  const judge =
    o.roundJudge ??
    (o.mode === 'ab' && o.design === 'sequential' ? sequentialRounds(o.judgement, o.rounds) : fixed);
  // 'all' from the judge means every benchmark this run selected, not every benchmark there is.
  const selected: string | readonly NarrowedRun[] = first === 'as-configured' ? session.filter : first;
  let what: string | readonly NarrowedRun[] | NarrowedRound = selected;
  let lastRoundMs = Number.NaN;
  const soFar = () => {
    const design = designToRecord(o, session);
    const head = sideResults(session.side('head')!, o.preset, session.load, design);
    const base = session.side('base');
    // Record mode has no base: the judge sees head against itself.
    return { base: base ? sideResults(base, o.preset, session.load, design) : head, head };
  };
  for (let round = 0; round < o.rounds; round++) {
    // The first round runs whatever the builds spent: a run that measured nothing has nothing to report.
    if (round > 0 && !shouldRunAnotherRound(Date.now() - clock.started, clock.budgetMs, lastRoundMs)) {
      const over = await roundOverBudget(session, o, round, clock, lastRoundMs, soFar(), priority);
      if ('stop' in over) return over;
      // Every open benchmark fits after all: the last round ran more of them.
      what = over.runs;
    }
    const t = Date.now();
    await session.runRound(what, { label: 'round', index: round, total: o.rounds });
    lastRoundMs = Date.now() - t;
    if (round + 1 >= o.rounds) break;
    // The fixed design never narrows: no need to merge the rounds after each one.
    if (!o.roundJudge && judge === fixed) continue;
    const { base: baseSoFar, head: headSoFar } = soFar();
    const decision = judge.afterRound(round, baseSoFar, headSoFar);
    if (decision.stop) break;
    if (decision.remaining === 'all') what = selected;
    else if (decision.remaining.length === 0) break;
    else {
      what = narrowRound(o.preset, decision.remaining);
      o.log(`round ${round + 2}: ${decision.remaining.length} benchmarks still open`);
    }
  }
  return {};
}

/**
 * A round of every open benchmark does not fit the time budget: the ones most
 * likely to matter get what is left, and the run stops; or every open
 * benchmark fits after all, and the round runs them.
 */
async function roundOverBudget(
  session: AbSession,
  o: PipelineOptions,
  round: number,
  clock: BudgetClock,
  lastRoundMs: number,
  sides: { base: Results; head: Results },
  priority: (head: Results) => RowPriority,
): Promise<{ stop: string } | { runs: NarrowedRound }> {
  const last = { ms: lastRoundMs, benchmarks: benchmarksInLastRound(session.side('head')!) };
  const left = clock.budgetMs - (Date.now() - clock.started);
  const part = o.mode === 'ab' ? partialRound(o, sides, left, last, priority(sides.head)) : undefined;
  if (part && part.count >= part.open) return { runs: part.runs };
  clock.ranOut = true;
  if (part) {
    const names = part.chosen.map((b) => benchmarkLabel(b)).join(', ');
    o.log(
      `round ${round + 1}: the time budget fits ${part.count} of ${part.open} open benchmarks, most likely to matter first: ${names}`,
    );
    await session.runRound(part.runs, { label: 'round', index: round, total: o.rounds });
  }
  const ran = round + (part ? 1 : 0);
  return {
    stop: `the time budget of ${formatDuration(clock.budgetMs)} (builds and confirmation rounds included) ran out after ${ran} of at most ${o.rounds} rounds${part ? ` (the last with ${part.count} of ${part.open} open benchmarks)` : ''}: benchmarks still open are inconclusive`,
  };
}

/**
 * Only the sequential design records its design: the comparison judges rows
 * on paired rounds then. The noise prior is asked for once per session, on
 * the machine the head side measured on.
 */
function designToRecord(o: PipelineOptions, session: AbSession): RoundDesign | undefined {
  if (o.design !== 'sequential') return undefined;
  const design: RoundDesign =
    o.sequentialAlpha === undefined
      ? { maxRounds: o.rounds }
      : { maxRounds: o.rounds, alpha: o.sequentialAlpha };
  // Every harness's rows may use it: where early flags are confirmed, a flag the confirmation rounds drop
  // runs on (src/pipeline/reopened-rounds.ts), so the pooled looks' early flags of rows at the threshold
  // are no longer lost (docs/statistics.md, "Pooled first looks").
  const prior = priorOf(o, session);
  if (prior) design.prior = prior;
  // Recorded so that the report says why an early flag stood without confirmation rounds.
  if (!confirmsEarlyFlags(o.preset, o.judgement.policy)) design.earlyFlagsConfirmed = false;
  return design;
}

const priors = new WeakMap<AbSession, NoisePriors | undefined>();

function priorOf(o: PipelineOptions, session: AbSession): NoisePriors | undefined {
  if (priors.has(session)) return priors.get(session);
  const side = session.side('head');
  if (!side) return undefined;
  const head = sideResults(side, o.preset, session.load);
  const prior = o.noisePrior?.({ name: machineOf(head), env: fingerprintOf(head) });
  priors.set(session, prior);
  return prior;
}
