// The culprit commit by binary search: the first commit of a range whose
// benchmarks are slower than the last good one. Each probe is a whole A/B
// run (interleaved rounds, its own verdict), so the search spends
// ⌈log2 n⌉ probes plus two: the first shows the slowdown is there at all
// (good against the last commit), the last shows it happens at the culprit
// (its parent against it), not spread over the commits before.

import type { CommitInfo } from './commit-range.js';

/** One probe's answer: is `head` slower than `base`, and what showed it. */
export interface ProbeResult {
  slower: boolean;
  /** The rows that decided, as "BenchmarkX B/op +100%". */
  evidence: string[];
  /**
   * Each tracked row's own answer (the first probe: the rows that
   * regressed), so the rest of the range can be accounted for row by row.
   */
  rows?: ProbeRow[];
}

/** One tracked row in one probe: `key` identifies it across probes, `row` names it for people. */
export interface ProbeRow {
  key: string;
  row: string;
  slower: boolean;
}

export interface Probe {
  base: string;
  head: string;
  /** Why this probe ran. */
  role: 'reproduce' | 'search' | 'confirm';
  result: ProbeResult;
}

export interface BisectOutcome {
  /** The first slower commit; absent when good and bad do not differ. */
  culprit?: CommitInfo;
  /** The culprit's parent compared with it shows the slowdown too. */
  confirmed?: boolean;
  probes: Probe[];
}

export type RunProbe = (base: string, head: string, role: Probe['role']) => Promise<ProbeResult>;

/**
 * Bisects `commits` (oldest first, the last one bad) against `good`.
 * Note: every search probe compares with `good`, not with a neighbour: a
 * slowdown is the distance from the good state, and a chain of neighbour
 * comparisons each under the threshold would never find one built up in
 * small steps.
 */
export async function bisectCommits(
  good: string,
  commits: readonly CommitInfo[],
  probe: RunProbe,
): Promise<BisectOutcome> {
  const probes: Probe[] = [];
  const run = async (base: string, head: string, role: Probe['role']) => {
    const result = await probe(base, head, role);
    probes.push({ base, head, role, result });
    return result.slower;
  };
  const last = commits.length - 1;
  if (!(await run(good, commits[last]!.sha, 'reproduce'))) return { probes };
  // Invariant: commits[lo] is not slower (lo = -1 is good itself), commits[hi] is.
  let lo = -1;
  let hi = last;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (await run(good, commits[mid]!.sha, 'search')) hi = mid;
    else lo = mid;
  }
  const culprit = commits[hi]!;
  // The first commit's parent is good itself, and good against it was probed already (that is how hi reached 0).
  const confirmed = hi === 0 ? true : await run(commits[hi - 1]!.sha, culprit.sha, 'confirm');
  return { culprit, confirmed, probes };
}

/** The most probes a search of n commits makes: ⌈log2 n⌉, plus the first and the confirming one. */
export function maxProbes(n: number): number {
  return Math.ceil(Math.log2(Math.max(1, n))) + 2;
}
