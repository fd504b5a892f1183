import type { Comparison } from '../compare/types.js';
import type { Waiver } from '../compare/waivers.js';
import type { Results } from '../model/results.js';
import type { ProfileReport } from '../profile/run-profiles.js';
import { judgeResults, writeOutputs, type Judgement } from './judge.js';

/**
 * Renders the report of a comparison with the run's warnings and, when the
 * run profiled its regressions, their profiles (the shells differ in title,
 * template and charts).
 */
export type RenderReport = (
  c: Comparison,
  warnings: readonly string[],
  profiles?: ProfileReport,
) => string | Promise<string>;

export interface CompareOptions {
  base: Results;
  head: Results;
  judgement: Judgement;
  /** Write base.json, head.json, comparison.json (and report.md with `render`) here. */
  outDir?: string;
  render?: RenderReport;
}

export interface CompareOutcome {
  comparison: Comparison;
  expired: Waiver[];
  report?: string;
}

/**
 * The part of the pipeline that starts from results already measured: compare,
 * apply waivers, write the outputs. The action's compare mode, `benchgate
 * compare` and `benchgate merge` come here; runPipeline ends here too.
 */
export async function comparePipeline(o: CompareOptions): Promise<CompareOutcome> {
  const { comparison, expired } = judgeResults(o.base, o.head, o.judgement);
  const report = o.render ? await o.render(comparison, []) : undefined;
  if (o.outDir)
    await writeOutputs(o.outDir, {
      base: o.base,
      head: o.head,
      comparison,
      ...(report !== undefined ? { report } : {}),
    });
  return { comparison, expired, ...(report !== undefined ? { report } : {}) };
}
