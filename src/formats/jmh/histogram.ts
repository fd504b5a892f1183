// Sample mode (-bm sample) writes no list of timings to JSON but, per fork and
// iteration, a histogram of them: "rawDataHistogram": [[[[410.0, 20], [411.0, 33], ...]]].
// The model wants raw samples, so the histogram is expanded into one value per
// timing.
//
// Note: a long sample-mode run records millions of timings. Expanding all of
// them would cost 8 bytes each and slow every statistic, so beyond a cap the
// expansion is thinned evenly: every bucket keeps its share of the timings
// (cumulative rounding, so the total is exactly the cap and the order of
// forks, iterations and values is kept). The thinned samples keep the
// distribution's shape; the metric's summary keeps JMH's real count as n.
export const MAX_HISTOGRAM_SAMPLES = 200_000;

export interface HistogramBucket {
  value: number;
  count: number;
}

/** One value per timing, thinned evenly to at most `cap` values. */
export function expandHistogram(buckets: readonly HistogramBucket[], cap = MAX_HISTOGRAM_SAMPLES): number[] {
  let total = 0;
  for (const b of buckets) total += b.count;
  const factor = total > cap ? cap / total : 1;
  const samples: number[] = [];
  let seen = 0;
  let emitted = 0;
  for (const b of buckets) {
    seen += b.count;
    const target = factor === 1 ? seen : Math.round(seen * factor);
    for (; emitted < target; emitted++) samples.push(b.value);
  }
  return samples;
}
