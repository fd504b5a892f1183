/**
 * Every default setting of benchgate, written once. The action (action.yml and
 * src/action/inputs.ts), the command line (its --help and flags) and the
 * comparison read them from here; test/unit/config/defaults.test.ts keeps
 * action.yml and the --help texts equal to these values.
 *
 * Note: action.yml declares no `default:` for the policy settings (threshold,
 * alpha): the runner would pass that default as if the workflow had set it, and
 * the action could no longer let the repository's config file decide (see
 * docs/configuration.md, "Precedence").
 */
export const DEFAULTS = {
  /** Smallest relative change that counts, as a fraction. */
  threshold: 0.05,
  /** Significance level, after the false discovery rate correction. */
  alpha: 0.05,
  /** Benjamini–Hochberg correction across rows. */
  fdr: true,
  /**
   * The most rounds per side (max-rounds): the sequential rule stops a
   * benchmark as soon as its verdict is settled, so most run far fewer
   * (docs/statistics.md, "Sequential rounds"). Note: measured, not guessed: in the detection study
   * (docs/performance.md) 5 rounds kept false alarms at 0.1% but caught a 10%
   * slowdown only 54–70% of the time; 20 rounds (plus 3 confirmation rounds for
   * flagged rows) caught 97% (194/200) at 0.1% false alarms (1/1000). Fewer
   * rounds trade detection for time, never false alarms.
   */
  rounds: 20,
  /**
   * How rounds are spent and judged. Note: still 'fixed': on real runs
   * (bench/detection/study-sequential.mjs, docs/performance.md) the
   * sequential rule now catches as many 10% slowdowns as the fixed 20+3 and
   * more 5% ones without a false alarm, but saves only 1.3-1.4x of the
   * executions there (a third of the rows never settle on that machine);
   * the switch waits for the study on realistic suites (go-matrix, JMH).
   */
  design: 'fixed',
  /** Only the benchmarks a change can affect run (docs/selection.md); 'all' runs every one. */
  select: 'affected',
  /** Extra rounds of both sides for rows flagged as regressions (0 turns it off). */
  confirmRounds: 3,
  /**
   * Seconds one round of one side may take. Note: the longer of the two values
   * the shells used to have (3600 in the action, 1800 on the command line): a
   * large JMH suite takes most of an hour per round, and a timeout that fires on
   * a healthy run costs more than one that fires late on a hung one.
   */
  roundTimeoutSeconds: 3600,
  /** The repository's configuration file, relative to the repository root. */
  configFile: '.github/benchgate.yml',
} as const;

/** A fraction as the percentage users write: 0.05 -> "5%". */
export function formatPercent(fraction: number): string {
  return `${Number((fraction * 100).toPrecision(4))}%`;
}
