import { formatPercent } from '../model/percent.js';

/** How to get more repetitions out of each harness, for the "too noisy" hint. */
const MORE_SAMPLES: Record<string, string> = {
  go: 'raise -count (or benchgate rounds)',
  jmh: 'more forks (-f) and iterations (-i)',
  criterion: 'a larger sample_size or measurement_time',
  libtest: 'more benchgate rounds',
  benchmarkjs: 'a larger minSamples or maxTime',
};

/** The hint shown on a row whose interval is wider than its threshold. */
// Note: the row's own ± is in the table; the hint leaves it out so that one
// footnote serves every noisy row with the same threshold.
export function noiseHint(threshold: number, tool: string | undefined): string {
  const more = (tool && MORE_SAMPLES[tool.split('-')[0]!]) ?? 'more rounds';
  return (
    `too noisy to judge: the interval is wider than the ${formatPercent(threshold)} threshold; ` +
    `${more}, pin the benchmark to idle CPUs, or stop other work on the machine`
  );
}
