/** Exit codes of the benchgate command, a documented contract. */
export const EXIT = {
  ok: 0,
  /** compare/run: a regression was found. */
  regression: 1,
  /** Usage error, or no usable input at all. */
  usage: 2,
  /** Some input was skipped (problems were listed), the rest was used. */
  partial: 3,
} as const;

/** Bad command line: reported as one line with the usage hint, no stack trace. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
