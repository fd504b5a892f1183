// Two-humped samples: a benchmark that takes a slow path on some runs and a
// fast one on the others has samples in two separated modes, and its median
// jumps between them as the share of slow runs moves. The test is a gap
// criterion on the log samples (docs/statistics.md, "Two-humped rows"):
//
//   sort the logs x(1) ≤ … ≤ x(n); for every split k that leaves each mode at
//   least max(3, ⌈0.1 n⌉) samples, G(k) = (x(k+1) − x(k)) / s(k), where s(k)
//   pools the two groups' scaled median absolute deviations (MAD × 1.4826,
//   weighted by size); the samples are two-humped when max G > 10.
//
// The robust scale keeps a few stragglers of a busy machine inside a mode
// from hiding the gap. The threshold 10 was calibrated by simulation: on
// unimodal samples (normal, lognormal, Student t with 3 degrees of freedom,
// Cauchy and exponential tails, n from 10 to 100) false detections stay
// below 1% per side; test/unit/stats/modes.test.ts checks it with a seeded
// generator. Note: the cost is power for small, close or ragged modes: under
// 10 samples, or with modes closer than the row's threshold, nothing is
// detected (a median jumping between such modes moves less than the
// threshold); above 500 samples the test is not made (its cost grows as n²).

export const MODE_RULE = {
  /** Fewest samples on a side for the test to look at all. */
  minSamples: 10,
  /** Each mode holds at least this share of the samples, and at least minModeSamples. */
  minShare: 0.1,
  minModeSamples: 3,
  /** Most samples on a side the test looks at. */
  maxSamples: 500,
  /** The gap, in pooled robust standard deviations, past which the samples are two-humped. */
  gapThreshold: 10,
} as const;

/** Where a side's samples split into two modes. */
export interface ModeSplit {
  /** A value between the modes (the geometric midpoint of the gap): below it the lower mode. */
  cut: number;
  /** max G, the gap in pooled standard deviations. */
  statistic: number;
  /** Medians of the lower and upper mode. */
  lower: number;
  upper: number;
}

/**
 * The split of `samples` into two modes, or undefined when they are not
 * two-humped by the gap criterion, or the modes' medians are no more than
 * `minSeparation` (a fraction) apart. Samples must be positive. `minSamples`
 * below MODE_RULE's is for a pre-screen only (src/compare/two-humped-rounds.ts):
 * the false-detection rate is calibrated from 10 samples on.
 */
export function findModes(
  samples: readonly number[],
  minSeparation = 0,
  minSamples: number = MODE_RULE.minSamples,
): ModeSplit | undefined {
  const n = samples.length;
  const least = Math.max(minSamples, 2 * MODE_RULE.minModeSamples);
  if (n < least || n > MODE_RULE.maxSamples || samples.some((v) => !(v > 0))) return undefined;
  // Logs relative to the smallest sample, not of the samples themselves: a
  // gap or spread of 1e-15 survives near 0 but is rounded away next to
  // ln(0.25) = −1.39, so scaling every sample by a power of two (which is
  // exact) could move the split. v / ref is exact under such a scaling.
  const ref = Math.min(...samples);
  const x = samples.map((v) => Math.log(v / ref)).sort((a, b) => a - b);
  const m = Math.max(MODE_RULE.minModeSamples, Math.ceil(MODE_RULE.minShare * n));
  let best = 0;
  let at = -1;
  for (let k = m; k <= n - m; k++) {
    const gap = x[k]! - x[k - 1]!;
    if (gap <= 0) continue;
    const [lo, hi] = [robustScale(x, 0, k), robustScale(x, k, n)];
    const s = Math.sqrt(((k - 1) * lo * lo + (n - k - 1) * hi * hi) / (n - 2));
    const g = s > 0 ? gap / s : Infinity;
    if (g > best) [best, at] = [g, k];
  }
  if (at < 0 || !(best > MODE_RULE.gapThreshold)) return undefined;
  const lower = ref * Math.exp(medianOf(x, 0, at));
  const upper = ref * Math.exp(medianOf(x, at, n));
  if (!(upper / lower - 1 > minSeparation)) return undefined;
  return { cut: ref * Math.exp((x[at - 1]! + x[at]!) / 2), statistic: best, lower, upper };
}

/** MAD × 1.4826 of sorted[from..to): the standard deviation a normal sample with that MAD has. */
function robustScale(sorted: readonly number[], from: number, to: number): number {
  const centre = medianOf(sorted, from, to);
  const deviations = [];
  for (let i = from; i < to; i++) deviations.push(Math.abs(sorted[i]! - centre));
  deviations.sort((a, b) => a - b);
  return 1.4826 * medianOf(deviations, 0, deviations.length);
}

function medianOf(sorted: readonly number[], from: number, to: number): number {
  const mid = (from + to - 1) / 2;
  return (sorted[Math.floor(mid)]! + sorted[Math.ceil(mid)]!) / 2;
}
