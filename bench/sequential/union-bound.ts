// How much error the early branch's union bound over its looks leaves
// unspent, bundled by union-bound.mjs. The pivot of look n, (center − true
// change) / se with the design's center (lookEstimate: the trimmed mean, or
// the mean), is free of the rows' spread for normal rounds, and so is its
// joint law over the looks: one simulation of standard normal rows gives,
// for every spread, how often an interval misses at some look, and the
// quantiles an exact spending (Lan & DeMets 1983, the increments taken from
// that joint law) would allow where the union bound's are used.
import { earlyEquivalenceDesign, earlyRegressionDesign } from '../../src/stats/sequential-designs.js';
import { DEFAULT_SEQUENTIAL } from '../../src/stats/sequential.js';
import { tQuantile } from '../../src/stats/student-t.js';
import { lookDf, lookEstimate, tLookAlpha, type TLooksDesign } from '../../src/stats/t-looks.js';

export interface LookSlack {
  look: number;
  alpha: number;
  unionQuantile: number;
  exactQuantile: number;
  firstMiss: number;
  /**
   * How often the look misses on its own, whether or not an earlier look
   * missed: what Bonferroni's inequality needs to be at most the look's
   * alpha. The trimmed looks' is not (the trimmed t holds its level only
   * approximately, worst in the far tails), and the total holds by the
   * looks' correlation, which firstMiss measures.
   */
  ownMiss: number;
}

export interface DesignSlack {
  design: 'equivalence' | 'regression';
  alpha: number;
  missAtSomeLook: number;
  looks: LookSlack[];
}

function slack(
  name: DesignSlack['design'],
  design: TLooksDesign,
  paths: number,
  normal: () => number,
): DesignSlack {
  const first = design.firstLook;
  const looks = design.maxRounds - first + 1;
  const quantile = Array.from({ length: looks }, (_, k) => {
    const n = first + k;
    const df = lookDf(design, n);
    return tQuantile(1 - tLookAlpha(design, n), df);
  });
  // One side: the interval's lower end above the truth (the pivot above its quantile); the other side mirrors it.
  const pivots = new Float64Array(paths * looks);
  const firstMiss = new Array<number>(looks).fill(0);
  const ownMiss = new Array<number>(looks).fill(0);
  let missed = 0;
  for (let p = 0; p < paths; p++) {
    const x: number[] = [];
    let hit = false;
    for (let n = 1; n <= design.maxRounds; n++) {
      x.push(normal());
      if (n < first) continue;
      const { mean, se } = lookEstimate(x, design);
      const t = mean / se;
      pivots[p * looks + n - first] = t;
      const miss = t > quantile[n - first]!;
      if (miss) ownMiss[n - first]!++;
      if (!hit && miss) {
        hit = true;
        missed++;
        firstMiss[n - first]!++;
      }
    }
  }
  // Exact spending: at each look the quantile at which, among the rows not yet
  // missed, the look's own alpha of all rows misses first.
  const alive = new Uint8Array(paths).fill(1);
  const exact: number[] = [];
  for (let k = 0; k < looks; k++) {
    const target = Math.round(tLookAlpha(design, first + k) * paths);
    const open: number[] = [];
    for (let p = 0; p < paths; p++) if (alive[p]) open.push(pivots[p * looks + k]!);
    open.sort((a, b) => b - a);
    const q = target >= 1 && target < open.length ? (open[target - 1]! + open[target]!) / 2 : Infinity;
    exact.push(q);
    for (let p = 0; p < paths; p++) if (alive[p] && pivots[p * looks + k]! > q) alive[p] = 0;
  }
  return {
    design: name,
    alpha: design.alpha,
    missAtSomeLook: missed / paths,
    looks: quantile.map((q, k) => ({
      look: first + k,
      alpha: tLookAlpha(design, first + k),
      unionQuantile: q,
      exactQuantile: exact[k]!,
      firstMiss: firstMiss[k]! / paths,
      ownMiss: ownMiss[k]! / paths,
    })),
  };
}

/** Both of the default early branch's intervals, each side's alpha and its slack. */
export function unionBoundSlack(paths: number, normal: () => number): DesignSlack[] {
  const policy = { ...DEFAULT_SEQUENTIAL };
  return [
    slack('equivalence', earlyEquivalenceDesign(policy)!, paths, normal),
    slack('regression', earlyRegressionDesign(policy)!, paths, normal),
  ];
}
