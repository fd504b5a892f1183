// The noise prior's quantiles at the default early branch's looks, bundled
// by prior-quantiles.mjs (docs/statistics.md, "A noise prior for the early
// branch"): per look the calibrated quantile beside Student's and the
// normal's, and per true spread the error the looks add up to on one side.
import { earlyEquivalenceDesign, earlyRegressionDesign } from '../../src/stats/sequential-designs.js';
import { DEFAULT_SEQUENTIAL } from '../../src/stats/sequential.js';
import { normalQuantile } from '../../src/stats/normal.js';
import { DEFAULT_PRIOR_RULE, priorCut, priorMissRate, priorQuantile } from '../../src/stats/noise-prior.js';
import { tQuantile } from '../../src/stats/student-t.js';
import { lookDf, tLookAlpha, type TLooksDesign } from '../../src/stats/t-looks.js';

export interface PriorLook {
  look: number;
  df: number;
  alpha: number;
  student: number;
  prior: number;
  normal: number;
  guard: number;
  /** The largest miss rate over alpha for true spreads past the rule's shift, and the spread where it is. */
  worst: { ratio: number; spread: number };
}

export interface PriorDesign {
  design: 'regression' | 'equivalence';
  alpha: number;
  looks: PriorLook[];
  /** The miss rate summed over the looks (the union bound), per true spread over the prior's. */
  total: { spread: number; miss: number }[];
}

export const SPREADS = [1, 2, 3, 4, 5, 7, 10, 20];

function priorDesign(name: PriorDesign['design'], design: TLooksDesign): PriorDesign {
  const rule = DEFAULT_PRIOR_RULE;
  const looks: PriorLook[] = [];
  const total = SPREADS.map((spread) => ({ spread, miss: 0 }));
  for (let n = design.firstLook; n <= design.maxRounds; n++) {
    const alpha = tLookAlpha(design, n);
    if (!(alpha > 0)) continue;
    const df = lookDf(design, n);
    const q = priorQuantile(alpha, df, rule);
    for (const t of total) t.miss += priorMissRate(q, alpha, df, rule, t.spread);
    // Past the shift the quantile is not calibrated: how far over its alpha the look goes, on a 1% grid to 30×.
    let worst = { ratio: 0, spread: rule.shift };
    for (let r = rule.shift; r <= 30; r *= 1.01) {
      const ratio = priorMissRate(q, alpha, df, rule, r) / alpha;
      if (ratio > worst.ratio) worst = { ratio, spread: r };
    }
    looks.push({
      look: n,
      df,
      alpha,
      student: tQuantile(1 - alpha, df),
      prior: q,
      normal: normalQuantile(1 - alpha),
      guard: priorCut(df, rule),
      worst,
    });
  }
  return { design: name, alpha: design.alpha, looks, total };
}

/** Both early intervals of the default, or of the default with another regression front. */
export function priorQuantiles(front?: number[]): PriorDesign[] {
  const early = { ...DEFAULT_SEQUENTIAL.early!, ...(front ? { front } : {}) };
  const policy = { ...DEFAULT_SEQUENTIAL, early };
  return [
    priorDesign('regression', earlyRegressionDesign(policy)!),
    priorDesign('equivalence', earlyEquivalenceDesign(policy)!),
  ];
}
