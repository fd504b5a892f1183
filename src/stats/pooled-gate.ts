// Which rows the pooled first looks (src/stats/t-looks.ts pooledLook) may
// serve, when the policy gates them by the row's noise prior
// (EarlyBranch.pooledGate).
// Why a gate: on real rounds the pooled looks raised false alarms where the
// paired ones did not, all on rows of 15–35% per-round noise, from stretches
// of 3–4 rounds in which one of two identical sides ran 25–95% off the
// other (docs/statistics.md, "Pooled first looks", replayed on the rounds of
// 2026-12-05 22:18). A row's noise measured before the run (the calibration
// runs) tells such rows from quiet ones without reading the rounds judged,
// so choosing the test by it costs no error: each row is judged by one test
// fixed before its rounds are seen.
// A prior taken in a quiet hour may meet a noisy minute; the pooled look
// keeps its error whatever the spread, so no guard is needed for the error.
// An optional guard (PooledGate.guardLevel) lets a pooled look decide only
// where the rounds' own spread is consistent with the prior (the noise
// prior's F guard, src/stats/noise-prior.ts priorCut) and otherwise decide
// nothing at that look, never falling back to the paired look, which would
// add its error to the pooled one's. Not in the default: simulated
// (bench/sequential/simulate-prior.mjs, 2026-12-06), a prior 3 times too
// small made quiet A/A rows take 14 executions instead of 6, slower than
// with no prior at all, while the flags it should have held back come from
// rounds that agree closely, which it lets through.

import { priorCut } from './noise-prior.js';
import type { EarlyBranch, PooledGate } from './sequential-policy.js';
import { pooledLook, type TLooksDesign } from './t-looks.js';

/**
 * How a row's early looks read their spread:
 * - 'as-designed': no gate; the designs pool where they ask to;
 * - 'paired': the gate keeps the row out (no prior, or one above the gate's
 *   `below`): the paired looks, as without `pooled`;
 * - 'gated': the prior lets the row pool; with a guard, each pooled look
 *   then passes it (pooledGuardHolds) or decides nothing.
 */
export type RowPooling = 'as-designed' | 'paired' | 'gated';

/** The row's pooling from the policy's early branch and the row's prior spread (undefined without one). */
export function rowPooling(early: EarlyBranch | undefined, priorSd: number | undefined): RowPooling {
  const gate = early?.pooled ? early.pooledGate : undefined;
  if (!gate) return 'as-designed';
  return priorSd !== undefined && priorSd > 0 && priorSd <= gate.below ? 'gated' : 'paired';
}

/**
 * Whether the rounds' two sides spread as the prior allows at a pooled look:
 * (s_b² + s_h²)/prior² at most the F(1 − guardLevel; 2(n − 1), priorDf)
 * quantile, s_b and s_h each side's standard deviation over its n rounds.
 * For normal runs with no round effect s_b² + s_h² estimates the variance of
 * one round's log ratio, which the prior measured. True where the look does
 * not pool or the gate has no guard (nothing to guard).
 */
export function pooledGuardHolds(
  sides: { base: readonly number[]; head: readonly number[] },
  design: Pick<TLooksDesign, 'trim' | 'pooled'>,
  priorSd: number,
  gate: PooledGate,
  priorDf: number,
): boolean {
  // Without a guard (the default) nothing to compute: the round loop asks at every look of every row.
  if (gate.guardLevel === undefined) return true;
  const look = pooledLook(sides, design);
  if (!look) return true;
  const n = sides.base.length;
  // pooledLook's se is √((s_b² + s_h²)/n).
  const spread = look.se * look.se * n;
  return spread / (priorSd * priorSd) <= priorCut(look.df, { df: priorDf, guardLevel: gate.guardLevel });
}
