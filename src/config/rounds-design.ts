// Which design a run follows, from the design asked for and its rounds. One
// home for the rule, so the action and `benchgate run` run the same design.

import { fewestDecisiveRounds, firstDecisiveLook } from '../stats/sequential.js';

export type Design = 'fixed' | 'sequential';

/**
 * The design to run. Note: the sequential rule needs at least 3 rounds
 * before it can flag a row at all (its early branch's first look,
 * docs/statistics.md); with fewer max-rounds it could only ever say
 * "unchanged" or "inconclusive", so such a run follows the fixed design
 * (every round, the pooled test) and says why.
 */
export function roundsDesign(asked: Design, rounds: number): { design: Design; note?: string } {
  if (asked === 'fixed') return { design: 'fixed' };
  const first = firstDecisiveLook(rounds);
  if (first !== Infinity) return { design: 'sequential' };
  return {
    design: 'fixed',
    note: `max-rounds ${rounds} is too few for the sequential design to flag a regression (it needs at least ${fewestDecisiveRounds()}): running the fixed design, every round for every benchmark`,
  };
}
