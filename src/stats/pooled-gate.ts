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
// The guard: a prior taken in a quiet hour may meet a noisy minute. At a
// pooled look the rounds' own spread must be consistent with the prior
// (the noise prior's F guard, src/stats/noise-prior.ts priorCut); where it
// is not, the early branch decides nothing at that look. It does not fall
// back to the paired look there: that would add the paired look's error to
// the pooled one's. Deciding only where the guard holds is a subset of the
// pooled look's own decisions, so its error stays within the look's alpha
// whatever the guard lets through.

import { priorCut } from './noise-prior.js';
import type { EarlyBranch, PooledGate } from './sequential-policy.js';
import { pooledLook, type TLooksDesign } from './t-looks.js';

/**
 * How a row's early looks read their spread:
 * - 'as-designed': no gate; the designs pool where they ask to;
 * - 'paired': the gate keeps the row out (no prior, or one above the gate's
 *   `below`): the paired looks, as without `pooled`;
 * - 'gated': the prior lets the row pool; each pooled look then passes the
 *   guard (pooledGuardHolds) or decides nothing.
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
 * not pool (nothing to guard).
 */
export function pooledGuardHolds(
  sides: { base: readonly number[]; head: readonly number[] },
  design: Pick<TLooksDesign, 'trim' | 'pooled'>,
  priorSd: number,
  gate: PooledGate,
  priorDf: number,
): boolean {
  const look = pooledLook(sides, design);
  if (!look) return true;
  const n = sides.base.length;
  // pooledLook's se is √((s_b² + s_h²)/n).
  const spread = look.se * look.se * n;
  return spread / (priorSd * priorSd) <= priorCut(look.df, { df: priorDf, guardLevel: gate.guardLevel });
}
