import { join } from 'node:path';
import type { Comparison } from '../compare/types.js';
import type { Waiver } from '../compare/waivers.js';
import type { Results } from '../model/results.js';
import { AbSession, type AbRunOptions } from '../run/ab-run.js';
import { joinFilter } from '../run/filter-join.js';
import type { RenderReport } from './compare-pipeline.js';
import {
  judgeResults,
  markConfirmation,
  unwaivedRegressions,
  writeOutputs,
  type Judgement,
} from './judge.js';
import type { RoundJudge } from './round-judge.js';
import { sideResults } from './side-results.js';

export interface PipelineOptions extends Omit<AbRunOptions, 'rawDir'> {
  /** Where base.json, head.json, comparison.json, report.md and raw/ go. */
  outDir: string;
  /** The most rounds per side; the judge may stop earlier. */
  rounds: number;
  /** Extra rounds for regressions no waiver covers (0: none). */
  confirmRounds: number;
  judgement: Judgement;
  render?: RenderReport;
  /** Asked after each round what stays open; default every benchmark for `rounds` rounds (fixedRounds). */
  roundJudge?: RoundJudge;
}

export interface PipelineOutcome {
  base?: Results;
  head: Results;
  /** Absent in record mode. */
  comparison?: Comparison;
  expired: Waiver[];
  report?: string;
  warnings: string[];
}

/**
 * The one path from two commits to a verdict, for the action and `benchgate
 * run`: build and run both sides in interleaved rounds (src/run/, which only
 * measures), ask the round judge after each round what is still open, compare,
 * confirm the regressions no waiver covers with extra rounds, apply waivers,
 * write the outputs. Worktrees are removed whatever happens.
 */
export async function runPipeline(o: PipelineOptions): Promise<PipelineOutcome> {
  const session = new AbSession({ ...o, rawDir: join(o.outDir, 'raw') });
  try {
    await session.prepare();
    await runMainRounds(session, o);
    const warnings = session.conditions();
    const resultsOf = (side: 'base' | 'head') => sideResults(session.side(side)!, o.preset, session.load);
    if (!session.side('base')) {
      const head = resultsOf('head');
      await writeOutputs(o.outDir, { head });
      return { head, expired: [], warnings };
    }
    let judged = judgeResults(resultsOf('base'), resultsOf('head'), o.judgement);
    const flagged = unwaivedRegressions(judged.comparison);
    if (o.confirmRounds > 0 && flagged.length > 0) {
      o.log(`confirming ${flagged.length} regressed rows with ${o.confirmRounds} more rounds`);
      const filter = joinFilter(
        flagged.map((r) => session.filterKey(r)),
        o.preset.filter,
      );
      for (let i = 0; i < o.confirmRounds; i++)
        await session.runRound(filter, { label: 'confirm', index: i, total: o.confirmRounds });
      judged = judgeResults(resultsOf('base'), resultsOf('head'), o.judgement);
      markConfirmation(flagged, judged.comparison, o.confirmRounds);
    }
    const base = resultsOf('base');
    const head = resultsOf('head');
    const report = o.render ? await o.render(judged.comparison, warnings) : undefined;
    await writeOutputs(o.outDir, {
      base,
      head,
      comparison: judged.comparison,
      ...(report !== undefined ? { report } : {}),
    });
    return { base, head, ...judged, ...(report !== undefined ? { report } : {}), warnings };
  } finally {
    await session.close();
  }
}

/** The rounds before any verdict: as many as the round judge keeps open, at most `rounds`. */
async function runMainRounds(session: AbSession, o: PipelineOptions): Promise<void> {
  // Note: fixedRounds never narrows or stops early, so without a judge of its
  // own the results are not merged after every round for nothing.
  const judge = o.roundJudge;
  let filter = session.filter;
  for (let round = 0; round < o.rounds; round++) {
    await session.runRound(filter, { label: 'round', index: round, total: o.rounds });
    if (round + 1 >= o.rounds || !judge) continue;
    const base = session.side('base');
    const head = session.side('head')!;
    const load = session.load;
    // Record mode has no base: the judge sees head against itself.
    const headSoFar = sideResults(head, o.preset, load);
    const decision = judge.afterRound(round, base ? sideResults(base, o.preset, load) : headSoFar, headSoFar);
    if (decision.stop) return;
    if (decision.remaining === 'all') filter = session.filter;
    else if (decision.remaining.size === 0) return;
    else filter = joinFilter([...decision.remaining], o.preset.filter);
  }
}
