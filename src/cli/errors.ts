import { onMissingOf } from '../compare/policy.js';
import type { Comparison } from '../compare/types.js';

/** Exit codes of the benchgate command, a documented contract. */
export const EXIT = {
  ok: 0,
  /** compare/run/merge: a regression was found (or, with on-missing fail, a benchmark went unjudged). */
  regression: 1,
  /** Usage error, or no usable input at all. */
  usage: 2,
  /** Some input was skipped (problems were listed), the rest was used. */
  partial: 3,
  /**
   * compare/run/merge: no regression, but a benchmark of base went unjudged (on-missing neutral),
   * or run: the time budget ran out with rows open that lean to a regression.
   */
  incomplete: 4,
} as const;

/** The exit code of a comparing command: the check's conclusion as a number (docs/configuration.md, "on-missing"). */
export function exitCodeOf(c: Pick<Comparison, 'summary' | 'policy'>): number {
  if (c.summary.verdict === 'regression') return EXIT.regression;
  // The time budget ran out with rows open that lean to a regression: as the neutral check, not a pass.
  if (c.summary.budget?.leaning && c.summary.verdict !== 'incomplete') return EXIT.incomplete;
  if (c.summary.verdict !== 'incomplete') return EXIT.ok;
  return onMissingOf(c.policy) === 'fail' ? EXIT.regression : EXIT.incomplete;
}

/** Bad command line: reported as one line with the usage hint, no stack trace. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
