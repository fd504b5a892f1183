// Statistical caveats as data. A statistic that cannot be trusted says why
// instead of printing a number that means nothing; the report renders these
// as footnotes. Wording of the benchstat-derived kinds matches benchstat's
// footnotes word for word, so the two tools can be read side by side.

export type StatCaveat =
  /** The median's confidence interval is unbounded: too few samples for the level. */
  | { kind: 'too-few-samples'; op: '>=' | '>'; need: number; have: number; level: number }
  /** Even maximally separated samples of these sizes could not reach p <= alpha. */
  | { kind: 'too-few-samples-for-alpha'; need: number; alpha: number; n1: number; n2: number; minP: number }
  /** Every value in both samples is identical: the rank test is meaningless (p = 1). */
  | { kind: 'all-samples-equal' }
  /** A sample had no values. */
  | { kind: 'empty-sample' }
  /** NaN values were set aside before computing (they have no order). */
  | { kind: 'nan-values'; count: number }
  /** A summary-only t-test needs at least two measurements per side. */
  | { kind: 'welch-too-few-samples'; have: number; need: number }
  /** The tool printed no usable error/interval, so no standard error can be derived. */
  | { kind: 'missing-error' }
  /** The tool printed a zero error: the standard error is zero, the t statistic degenerate. */
  | { kind: 'zero-error' }
  /** The interval's confidence level is unknown, so it cannot be turned into a standard error. */
  | { kind: 'unknown-confidence' }
  /** Rows with a zero, negative or non-finite center were left out of the geomean. */
  | { kind: 'non-positive-centers'; count: number }
  /** Not every benchmark is present on both sides, so the geomeans cover different sets. */
  | { kind: 'benchmark-set-differs' };

/** One English sentence per caveat, suitable for a footnote. */
export function caveatMessage(c: StatCaveat): string {
  switch (c.kind) {
    case 'too-few-samples':
      return `need ${c.op} ${c.need} samples for confidence interval at level ${formatGoFloat(c.level)}`;
    case 'too-few-samples-for-alpha':
      return `need >= ${c.need} samples to detect a difference at alpha level ${formatGoFloat(c.alpha)}`;
    case 'all-samples-equal':
      return 'all samples are equal';
    case 'empty-sample':
      return 'sample is empty';
    case 'nan-values':
      return `ignored ${c.count} NaN ${c.count === 1 ? 'value' : 'values'}`;
    case 'welch-too-few-samples':
      return `need >= ${c.need} measurements per side for a t-test, have ${c.have}`;
    case 'missing-error':
      return 'no error interval reported; cannot derive a standard error';
    case 'zero-error':
      return 'error interval is zero; the t-test is degenerate';
    case 'unknown-confidence':
      return 'confidence level of the error interval is unknown';
    case 'non-positive-centers':
      return `summaries must be >0 to compute geomean; left out ${c.count} ${c.count === 1 ? 'row' : 'rows'}`;
    case 'benchmark-set-differs':
      return 'benchmark set differs from baseline; geomeans may not be comparable';
  }
}

/** Alias named as in the design notes. */
export const message = caveatMessage;

/**
 * A float64 as Go's fmt `%v` prints it (shortest round-trip digits; exponent
 * form below 1e-4 and from 1e6 up, with at least two exponent digits), so the
 * footnotes read exactly like benchstat's: "0.95", "1e-05", "1.5e+06".
 */
export function formatGoFloat(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (x === Infinity) return '+Inf';
  if (x === -Infinity) return '-Inf';
  if (x === 0) return Object.is(x, -0) ? '-0' : '0';
  const [mantissa, exponentText] = x.toExponential().split('e');
  const exponent = Number(exponentText);
  if (exponent < -4 || exponent >= 6) {
    const sign = exponent < 0 ? '-' : '+';
    return `${mantissa}e${sign}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  // In this exponent range JavaScript's shortest form is already positional.
  return String(x);
}
