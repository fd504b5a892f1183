// A sequential-rule row built from per-round values, for the stats tests that judge hand-made rounds.

import type { RoundPair } from '../../src/stats/paired-rounds.js';
import type { PairedRow } from '../../src/stats/sequential-policy.js';

/** A row of one run a side per round, from each side's per-round log values. */
export function rowFromLogs(base: readonly number[], head: readonly number[]): PairedRow {
  const rounds: RoundPair[] = base.map((b, i) => ({ base: [Math.exp(b)], head: [Math.exp(head[i]!)] }));
  return { key: 'k', benchmark: 'b', primary: true, direction: 'smaller', rounds };
}
