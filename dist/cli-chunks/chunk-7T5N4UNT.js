import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  onMissingOf
} from "./chunk-BD2TBD5S.js";

// src/cli/errors.ts
var EXIT = {
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
  incomplete: 4
};
function exitCodeOf(c) {
  if (c.summary.verdict === "regression") return EXIT.regression;
  if (c.summary.budget?.leaning && c.summary.verdict !== "incomplete") return EXIT.incomplete;
  if (c.summary.verdict !== "incomplete") return EXIT.ok;
  return onMissingOf(c.policy) === "fail" ? EXIT.regression : EXIT.incomplete;
}
var UsageError = class extends Error {
  name = "UsageError";
};

export {
  EXIT,
  exitCodeOf,
  UsageError
};
