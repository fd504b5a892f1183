// The group-sequential designs of the two decisions of a row (regression and
// equivalence): which looks each spends its alpha over, and from which look a
// design can decide at all. Used by the row judge (sequential.ts), its
// futility rule (futility.ts) and firstDecisiveLook.
// docs/statistics.md, "When the tests look".

import { firstBoundary, type SequentialDesign } from './group-sequential.js';
import type { SequentialPolicy } from './sequential-policy.js';
import type { TLooksDesign } from './t-looks.js';

type Split = Pick<SequentialPolicy, 'early'>;

/** The rank test's part of an alpha: what the early branch does not take (the union bound adds the two). */
function rankPart(alpha: number, share: number | undefined): number {
  return alpha * (1 - (share ?? 0));
}

const reachableDesigns = new Map<string, SequentialDesign>();

/**
 * A design that spends `alpha` over the looks from the first one at which
 * the rank statistic can reach its boundary to maxRounds. Why not from
 * minRounds: with n rounds |z| is at most √n, so a boundary above √n can be
 * neither crossed (no flag) nor inverted into a finite interval (no
 * "unchanged"), and alpha spent at such looks is alpha lost: the Pocock-type
 * spending from round 5 lost four tenths of the regression test's alpha
 * before round 12, where |z| first reaches its boundary. Which looks are made
 * is fixed by the design, never by the data, so the error bound holds
 * (Lan & DeMets 1983).
 */
function reachableDesign(
  alpha: number,
  rho: number | undefined,
  policy: Pick<SequentialPolicy, 'minRounds' | 'maxRounds'>,
): SequentialDesign {
  const key = `${alpha}|${rho}|${policy.minRounds}|${policy.maxRounds}`;
  const known = reachableDesigns.get(key);
  if (known) return known;
  const at = (minRounds: number): SequentialDesign => {
    const d: SequentialDesign = { alpha, minRounds, maxRounds: policy.maxRounds };
    if (rho !== undefined) d.rho = rho;
    return d;
  };
  let design = at(Math.max(2, policy.maxRounds));
  for (let m = Math.max(2, policy.minRounds); m < policy.maxRounds; m++) {
    if (Math.sqrt(m) >= firstBoundary(at(m))) {
      design = at(m);
      break;
    }
  }
  reachableDesigns.set(key, design);
  return design;
}

/**
 * The regression test's design: alpha from its first reachable look (round
 * 12 of 40) on, spent as alpha·t^regressionRho. The power family with rho 2
 * keeps more alpha for the last looks, where the changes near the threshold
 * are caught; the large ones cross at the first looks either way
 * (docs/statistics.md, "When the tests look"). The boundaries assume
 * independent increments, and the rank statistic ranks every round again at
 * each look; in simulated A/A rows it crossed them less often than alpha
 * (bench/sequential/simulate.mjs, "the test alone").
 */
export function regressionDesign(
  policy: Pick<SequentialPolicy, 'alpha' | 'minRounds' | 'maxRounds' | 'regressionRho'> & Split,
): SequentialDesign {
  return reachableDesign(rankPart(policy.alpha, policy.early?.share), policy.regressionRho, policy);
}

/**
 * The equivalence interval's design: its part of equivalenceAlpha from its
 * first reachable look (round 10 of 40 at rho 2), spent as alpha·t^equivalenceRho.
 * Why rho 2 and not the Pocock type: the rows the rank test shows unchanged
 * are those the early branch could not, rows of 3–10% noise that settle
 * from round 20 on; keeping more alpha for those looks called more of them
 * unchanged on real rounds for 1–2% more executions (docs/statistics.md,
 * "When the tests look").
 */
export function equivalenceDesign(
  policy: Pick<SequentialPolicy, 'equivalenceAlpha' | 'minRounds' | 'maxRounds' | 'equivalenceRho'> & Split,
): SequentialDesign {
  return reachableDesign(
    rankPart(policy.equivalenceAlpha, policy.early?.equivalenceShare),
    policy.equivalenceRho,
    policy,
  );
}

/**
 * The early branch's regression test: its share of alpha, half on each side
 * (alpha is two-sided), spent over the looks from early.firstLook
 * (src/stats/t-looks.ts). Undefined without an early branch.
 */
export function earlyRegressionDesign(
  policy: Pick<SequentialPolicy, 'alpha' | 'maxRounds' | 'early'>,
): TLooksDesign | undefined {
  const e = policy.early;
  if (!e || !(e.share > 0)) return undefined;
  return {
    alpha: (policy.alpha * e.share) / 2,
    firstLook: e.firstLook,
    maxRounds: policy.maxRounds,
    decay: e.decay,
    ...(e.front ? { front: e.front } : {}),
    ...(e.pooled ? { pooled: true } : {}),
    ...(e.pooled && e.dropSlowest ? { dropSlowest: true } : {}),
    // Which looks use it is dropSlowestAt's (src/stats/t-looks.ts) to say, from the design alone.
    ...(e.dropSlowestUntil ? { dropSlowestUntil: e.dropSlowestUntil } : {}),
    ...(e.dropSlowestShares ? { dropSlowestShares: e.dropSlowestShares } : {}),
  };
}

/** The early branch's equivalence interval: its share of equivalenceAlpha, half on each side. */
export function earlyEquivalenceDesign(
  policy: Pick<SequentialPolicy, 'equivalenceAlpha' | 'maxRounds' | 'early'>,
): TLooksDesign | undefined {
  const e = policy.early;
  if (!e || !(e.equivalenceShare > 0)) return undefined;
  return {
    alpha: (policy.equivalenceAlpha * e.equivalenceShare) / 2,
    firstLook: e.firstLook,
    maxRounds: policy.maxRounds,
    decay: e.equivalenceDecay,
    ...(e.equivalenceFront ? { front: e.equivalenceFront } : {}),
    ...(e.equivalenceTrim === false ? { trim: false } : {}),
    ...(e.pooled ? { pooled: true } : {}),
    ...(e.pooled && e.dropSlowest ? { dropSlowest: true } : {}),
    // Which looks use it is dropSlowestAt's (src/stats/t-looks.ts) to say, from the design alone.
    ...(e.dropSlowestUntil ? { dropSlowestUntil: e.dropSlowestUntil } : {}),
    ...(e.dropSlowestShares ? { dropSlowestShares: e.dropSlowestShares } : {}),
  };
}
