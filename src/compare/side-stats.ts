import type { Metric } from '../model/results.js';
import {
  createSample,
  mannWhitneyU,
  summarizeMedian,
  tQuantile,
  welchTest,
  type IntervalSummary,
  type SortedSample,
  type StatCaveat,
} from '../stats/index.js';
import type { SideSummary, TestMethod } from './types.js';

const LEVEL = 0.95;

/** One side of a metric pair, summarized. */
export interface MeasuredSide {
  side?: SideSummary;
  caveats: StatCaveat[];
  /** The samples sorted once, for both the median and the test; undefined when there are none. */
  sample?: SortedSample;
}

/** A side's center and interval: the median and its 95% CI from samples, else the tool's summary. */
export function summarizeSide(metric: Metric): MeasuredSide {
  if (metric.samples.length > 0) {
    const sample = createSample(metric.samples);
    const s = summarizeMedian(sample, LEVEL);
    return {
      side: { center: s.center, low: s.low, high: s.high, n: s.n, source: 'samples', confidence: LEVEL },
      caveats: s.caveats,
      sample,
    };
  }
  const t = metric.summary;
  if (t && Number.isFinite(t.center)) {
    return {
      side: {
        center: t.center,
        low: t.low,
        high: t.high,
        n: t.n,
        source: 'summary',
        confidence: t.confidence,
      },
      caveats: [],
    };
  }
  return { caveats: [{ kind: 'empty-sample' }] };
}

export interface TestOutcome {
  p: number;
  method?: TestMethod;
  caveats: StatCaveat[];
}

/**
 * Tests head against base: Mann-Whitney U on raw samples (as benchstat), or
 * Welch's t-test when a side has only a printed summary (JMH text, benchmark.js).
 * `baseSide` and `headSide` are the metrics' summaries (summarizeSide), for
 * their sorted samples: each side is sorted once for its median and the test.
 */
export function testSides(
  base: Metric,
  head: Metric,
  alpha: number,
  baseSide: MeasuredSide,
  headSide: MeasuredSide,
): TestOutcome {
  if (baseSide.sample && headSide.sample) {
    const r = mannWhitneyU(baseSide.sample, headSide.sample, { alpha });
    // Identical constant samples (1 allocs/op on both sides) are a certain "no change".
    const allEqual = r.caveats.some((c) => c.kind === 'all-samples-equal');
    if (allEqual) return { p: 1, method: 'mann-whitney', caveats: r.caveats };
    return {
      p: r.method ? r.p : Number.NaN,
      method: r.method ? 'mann-whitney' : undefined,
      caveats: r.caveats,
    };
  }
  const b = intervalOf(base);
  const h = intervalOf(head);
  if (!b || !h) return { p: Number.NaN, caveats: [{ kind: 'empty-sample' }] };
  const r = welchTest(b, h);
  return { p: r.p, method: Number.isNaN(r.p) ? undefined : 'welch', caveats: r.caveats };
}

/** A metric as a mean with a symmetric interval, for Welch's test. */
function intervalOf(m: Metric): IntervalSummary | undefined {
  if (m.summary) return m.summary;
  const n = m.samples.length;
  if (n === 0) return undefined;
  const mean = m.samples.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { center: mean, low: mean, high: mean, n, confidence: LEVEL };
  const variance = m.samples.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1);
  const half = -tQuantile((1 - LEVEL) / 2, n - 1) * Math.sqrt(variance / n);
  return { center: mean, low: mean - half, high: mean + half, n, confidence: LEVEL };
}

/**
 * The interval's larger half-width relative to the center, or undefined when
 * unknown or unbounded. Note: unlike benchstat's "±" (which gives up when a
 * bound crosses zero), an interval such as JMH's 1.621 ± 8.058 counts as very
 * wide here: that is exactly the noise the row must be flagged for.
 */
export function relativeSpread(side: SideSummary | undefined): number | undefined {
  if (!side || !Number.isFinite(side.low) || !Number.isFinite(side.high) || side.center === 0)
    return undefined;
  const r = Math.max(side.high - side.center, side.center - side.low) / Math.abs(side.center);
  return Number.isFinite(r) ? r : undefined;
}
