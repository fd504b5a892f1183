import type { MetricValue } from '../../model/collector.js';
import type { Summary } from '../../model/results.js';
import { expandHistogram, type HistogramBucket } from './histogram.js';
import { isRecord } from '../../model/record.js';
import { JMH_CONFIDENCE } from './numbers.js';

// One metric object of JMH's JSON (primaryMetric, or one of secondaryMetrics):
//   { "score": 12.5, "scoreError": 0.3, "scoreConfidence": [12.2, 12.8],
//     "scoreUnit": "ops/ms", "rawData": [[fork 1 iterations], [fork 2 ...]] }
// or, for a sample-mode primary metric, "rawDataHistogram" instead of
// "rawData". JMH writes non-finite doubles as the strings "NaN", "+INF", "-INF".

export interface ReadMetric {
  value?: MetricValue;
  /** What was wrong, for one problem per metric; empty when all was well. */
  notes: string[];
  /** Measurement iterations seen in the raw data; undefined without raw data. */
  iterations?: number;
}

/** A JMH JSON number: a number, or one of the strings JMH writes for non-finite doubles. */
function jmhDouble(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (v === 'NaN') return Number.NaN;
  if (v === '+INF' || v === 'Infinity') return Number.POSITIVE_INFINITY;
  if (v === '-INF' || v === '-Infinity') return Number.NEGATIVE_INFINITY;
  return undefined;
}

interface Raw {
  samples: number[];
  /** Values behind JMH's score: iterations, or timings in sample mode. */
  count: number;
  iterations: number;
  bad: number;
}

/** rawData: [[v, v, v], [v, v, v]] — forks of iterations. */
function readRawData(forks: unknown[]): Raw {
  const raw: Raw = { samples: [], count: 0, iterations: 0, bad: 0 };
  for (const fork of forks) {
    if (!Array.isArray(fork)) {
      raw.bad++;
      continue;
    }
    for (const v of fork) {
      raw.count++;
      raw.iterations++;
      const x = jmhDouble(v);
      if (x !== undefined && Number.isFinite(x)) raw.samples.push(x);
      else raw.bad++;
    }
  }
  return raw;
}

/** rawDataHistogram: forks of iterations of [value, count] buckets. */
function readHistogram(forks: unknown[]): Raw {
  const buckets: HistogramBucket[] = [];
  const raw: Raw = { samples: [], count: 0, iterations: 0, bad: 0 };
  for (const fork of forks) {
    for (const iteration of Array.isArray(fork) ? fork : [undefined]) {
      if (!Array.isArray(iteration)) {
        raw.bad++;
        continue;
      }
      raw.iterations++;
      for (const bucket of iteration) {
        const value = Array.isArray(bucket) ? jmhDouble(bucket[0]) : undefined;
        const count = Array.isArray(bucket) ? bucket[1] : undefined;
        if (
          value === undefined ||
          !Number.isFinite(value) ||
          !Number.isSafeInteger(count) ||
          (count as number) < 0
        ) {
          raw.bad++;
          continue;
        }
        buckets.push({ value, count: count as number });
        raw.count += count as number;
      }
    }
  }
  raw.samples = expandHistogram(buckets);
  return raw;
}

/**
 * The summary from score and scoreConfidence (score ± scoreError without it).
 * Note: with too few values for an interval JMH writes scoreError "NaN" but
 * may still write a zero-width scoreConfidence ([2, 2] for gc.count): no
 * finite error means no interval, so the summary is a point of unknown confidence.
 */
function summaryOf(m: Record<string, unknown>, n: number): Summary | undefined {
  const center = jmhDouble(m.score);
  if (center === undefined || !Number.isFinite(center)) return undefined;
  const error = jmhDouble(m.scoreError);
  if (error === undefined || !Number.isFinite(error))
    return { center, low: center, high: center, n, confidence: Number.NaN };
  const conf = Array.isArray(m.scoreConfidence) ? m.scoreConfidence.map(jmhDouble) : [];
  const [low, high] =
    conf.length === 2 && conf.every((x) => x !== undefined && Number.isFinite(x))
      ? (conf as number[])
      : [center - error, center + error];
  return { center, low, high, n, confidence: JMH_CONFIDENCE };
}

/**
 * Reads one metric. The primary metric keeps both its samples and JMH's
 * summary; a secondary metric keeps its samples when it has raw data, and the
 * summary otherwise. `expectedValues` stands in for n when there is no raw
 * data (-Djmh.json.rawData=false).
 */
export function readJmhMetric(
  m: unknown,
  primary: boolean,
  name: string | undefined,
  expectedValues: number,
): ReadMetric {
  const notes: string[] = [];
  if (!isRecord(m)) return { notes: ['is not an object'] };
  const unit = m.scoreUnit;
  if (typeof unit !== 'string' || unit === '') return { notes: ['has no "scoreUnit"'] };
  const histogram = Array.isArray(m.rawDataHistogram);
  const rawIn = histogram ? m.rawDataHistogram : m.rawData;
  const raw = Array.isArray(rawIn) ? (histogram ? readHistogram(rawIn) : readRawData(rawIn)) : undefined;
  if (raw && raw.bad > 0) notes.push(`${raw.bad} raw value(s) are NaN, infinite or not numbers, left out`);
  const samples = raw?.samples ?? [];
  const needSummary = primary || samples.length === 0;
  const summary = needSummary ? summaryOf(m, raw?.count ?? expectedValues) : undefined;
  if (needSummary && !summary)
    notes.push(`score is ${JSON.stringify(m.score) ?? 'missing'}, no summary kept`);
  if (!summary && samples.length === 0)
    return { notes: [...notes, 'no usable value: metric left out'], iterations: raw?.iterations };
  return {
    value: { unit, ...(name !== undefined ? { name } : {}), samples, ...(summary ? { summary } : {}) },
    notes,
    iterations: raw?.iterations,
  };
}
