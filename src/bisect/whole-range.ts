// A bisection that accounts for every row of the range. The search follows
// most of the rows that regressed between good and bad, so a range holding
// two changes (one large, one smaller and later) got one culprit, and the
// rows the other change slowed were silently left with it. After each
// culprit, this asks row by row: which rows were slower already at its
// parent (a change before it), and which are slower still at the last commit
// than at the culprit (a change after it)? Each such group is bisected in
// its own part of the range, and the culprit is said to explain only the
// rows left.

import type { CommitInfo } from './commit-range.js';
import { bisectCommits, type BisectOutcome, type Probe, type ProbeResult, type RunProbe } from './search.js';

/**
 * How many searches one bisection makes at most (each ⌈log2 n⌉ + 2 probes
 * at most): past this, the rows left are named, not searched.
 */
export const MAX_SEARCHES = 4;

/** A probe that follows only the `tracked` rows (undefined: every row that regressed). */
export type RunTrackedProbe = (
  base: string,
  head: string,
  role: Probe['role'],
  tracked: readonly string[] | undefined,
) => Promise<ProbeResult>;

/** One culprit and the tracked rows it explains (their names). */
export interface Finding {
  culprit: CommitInfo;
  confirmed: boolean;
  explains: string[];
}

export interface WholeRangeOutcome {
  /** The first search's: the culprit most of the rows that regressed point at. */
  main?: Finding;
  /** Every culprit, oldest first. */
  findings: Finding[];
  /** Rows that regressed and no culprit explains: searched in vain, or past MAX_SEARCHES. */
  unexplained: string[];
  /** Every probe of every search, in the order they ran. */
  probes: Probe[];
}

interface Part {
  good: string;
  commits: readonly CommitInfo[];
  /** The rows the search follows; undefined: every row that regressed. */
  tracked: readonly string[] | undefined;
  /** The tracked rows were seen slower here already: any its first probe does not find slower stays unplaced. */
  expected: boolean;
}

/**
 * Bisects good..commits' last, then the parts of the range where rows the
 * culprit does not explain changed, depth first (each search's probes run
 * together: the probe closure keeps its targets from its first probe).
 */
export async function bisectWholeRange(
  good: string,
  commits: readonly CommitInfo[],
  probe: RunTrackedProbe,
  maxSearches = MAX_SEARCHES,
): Promise<WholeRangeOutcome> {
  const state = new WholeRangeSearch(probe, maxSearches);
  await state.search({ good, commits, tracked: undefined, expected: false });
  const { out, names, unplaced } = state;
  const explained = new Set(out.findings.flatMap((f) => f.explains));
  out.unexplained = [...unplaced].map((k) => names.get(k)!).filter((n) => !explained.has(n));
  const order = (sha: string) => commits.findIndex((c) => c.sha === sha);
  out.findings.sort((a, b) => order(a.culprit.sha) - order(b.culprit.sha));
  return out;
}

/** What the searches of one bisection share: its outcome, the rows' names, the rows left unplaced and the budget. */
class WholeRangeSearch {
  readonly out: WholeRangeOutcome = { findings: [], unexplained: [], probes: [] };
  readonly names = new Map<string, string>();
  readonly unplaced = new Set<string>();
  private searches = 0;

  constructor(
    private readonly probe: RunTrackedProbe,
    private readonly maxSearches: number,
  ) {}

  /** Runs one search and those it leads to; the rows its first probe found slower, or undefined past the budget. */
  async search(part: Part): Promise<string[] | undefined> {
    if (this.searches === this.maxSearches) return undefined;
    this.searches++;
    const run: RunProbe = (base, head, role) => this.probe(base, head, role, part.tracked);
    const outcome = await bisectCommits(part.good, part.commits, run);
    this.out.probes.push(...outcome.probes);
    const targets = slowerRows(outcome.probes[0]?.result, this.names);
    if (part.expected) for (const k of part.tracked ?? []) if (!targets.includes(k)) this.unplaced.add(k);
    if (outcome.culprit) await this.explain(part, outcome.culprit, outcome, targets);
    return targets;
  }

  /**
   * Splits the search's targets at its culprit: rows slower already at its
   * parent are searched before it, rows that changed again are searched after
   * it, and the culprit explains the rest.
   */
  private async explain(
    part: Part,
    culprit: CommitInfo,
    outcome: BisectOutcome,
    targets: readonly string[],
  ): Promise<void> {
    const at = part.commits.findIndex((c) => c.sha === culprit.sha);
    const parent = part.commits[at - 1]?.sha;
    // The search probed the culprit's parent against good: that is how it stopped there.
    const atParent = outcome.probes.find((p) => p.role === 'search' && p.head === parent)?.result;
    const before = slowerRows(atParent, this.names).filter((k) => targets.includes(k));
    const rest = targets.filter((k) => !before.includes(k));
    let after: readonly string[] = [];
    if (at < part.commits.length - 1 && rest.length > 0) {
      const later = {
        good: culprit.sha,
        commits: part.commits.slice(at + 1),
        tracked: rest,
        expected: false,
      };
      after = (await this.search(later)) ?? (await this.lastLook(later));
    }
    const finding = {
      culprit,
      confirmed: outcome.confirmed === true,
      explains: rest.filter((k) => !after.includes(k)).map((k) => this.names.get(k)!),
    };
    this.out.findings.push(finding);
    if (part.tracked === undefined) this.out.main = finding;
    if (before.length > 0) {
      const earlier = {
        good: part.good,
        commits: part.commits.slice(0, at),
        tracked: before,
        expected: true,
      };
      if ((await this.search(earlier)) === undefined) for (const k of before) this.unplaced.add(k);
    }
  }

  /**
   * Past the budget, one probe still says which rows the culprit leaves
   * (culprit against the last commit): they changed again later, and are
   * named unplaced rather than bisected.
   */
  private async lastLook(part: Part): Promise<string[]> {
    const head = part.commits.at(-1)!.sha;
    const result = await this.probe(part.good, head, 'reproduce', part.tracked);
    this.out.probes.push({ base: part.good, head, role: 'reproduce', result });
    const later = slowerRows(result, this.names);
    for (const k of later) this.unplaced.add(k);
    return later;
  }
}

/** The keys of a probe's rows that were slower, remembering their names. */
function slowerRows(result: ProbeResult | undefined, names: Map<string, string>): string[] {
  const rows = result?.rows ?? [];
  for (const r of rows) names.set(r.key, r.row);
  return rows.filter((r) => r.slower).map((r) => r.key);
}
