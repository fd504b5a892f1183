// What the goals of a study ask of the machine: the least any test could spend
// or find on rows of a given noise, so that a study can say whether a goal is
// out of reach of every design on its data, not only of benchgate's.
//
// The yardstick is a test that knows more than any real one: the rows are
// normal with their robust spread (1.4826 × the median absolute deviation,
// bench/lib/stats.mjs logRatioSpread) and that spread is known. Heavier
// tails do not help it much: at the same median absolute deviation a
// Laplace or Cauchy row carries 1.06 and 1.10 times the normal's Fisher
// information for a shift, a normal row with outliers less than it.
import { normalCdf, normalQuantile } from '../../src/stats/normal.js';
import UNKNOWN_NOISE from './unknown-noise-power.json' with { type: 'json' };

export interface IdealTestOptions {
  /** The change the test must catch (0.1: +10%). */
  detect?: number;
  /** Its false-alarm rate per row (one-sided). */
  alpha?: number;
  /** Its chance of catching `detect`. */
  power?: number;
}

/**
 * Expected paired rounds of Wald's sequential probability ratio test of "no
 * change" against "+detect" on per-round log ratios of spread `spread`, for a
 * row whose true change is `change` (Wald's approximations, no overshoot).
 * Why the SPRT: among all tests, sequential or not, with these two error
 * rates it has the smallest expected number of rounds both when nothing
 * changed and when the change is `detect` (Wald & Wolfowitz, *Optimum
 * character of the sequential probability ratio test*, Ann. Math. Statist.
 * 19, 1948). So no design meets the error rates on such rows in fewer rounds
 * on average. For a change between the two it is an estimate, not a bound.
 * At least one round.
 */
export function sprtExpectedRounds(change: number, spread: number, options: IdealTestOptions = {}): number {
  const { detect = 0.1, alpha = 0.001, power = 0.95 } = options;
  const delta = Math.log1p(detect);
  const theta = Math.log1p(change);
  const logA = Math.log(power / alpha);
  const logB = Math.log((1 - power) / (1 - alpha));
  const information = (delta / spread) ** 2;
  // Mean of one round's log likelihood ratio: (δ/σ²)(θ − δ/2).
  const drift = (information * (theta - delta / 2)) / delta;
  if (Math.abs(drift) < 1e-12 * information) return Math.max(1, (-logA * logB) / information);
  // The operating characteristic: P(accept "no change"), with h = 1 − 2θ/δ.
  const h = 1 - (2 * theta) / delta;
  const accept = (Math.exp(h * logA) - 1) / (Math.exp(h * logA) - Math.exp(h * logB));
  return Math.max(1, (accept * logB + (1 - accept) * logA) / drift);
}

/**
 * The least expected rounds, on a row where nothing changed, of any test that
 * calls the row unchanged (the change within ±margin) with probability
 * `called` when nothing changed, and with probability at most `wrong` when the
 * change is the margin itself: Wald's inequality (Wald, *Sequential
 * Analysis*, 1947, §A.2; Hoeffding, *Lower bounds for the expected sample
 * size and the average risk of a sequential procedure*, Ann. Math. Statist.
 * 31, 1960): E₀[N] · K ≥ d(called ‖ wrong), K = ln(1 + margin)²/(2σ²) the
 * information one round of normal noise σ carries between no change and the
 * margin, d(p ‖ q) = p ln(p/q) + (1 − p) ln((1 − p)/(1 − q)) the two
 * decisions' divergence. The nearer end of the margin on the log scale,
 * ln(1 + margin) rather than −ln(1 − margin), so the bound errs low.
 *
 * Why beside sprtExpectedRounds: that yardstick accepts "no change" as soon
 * as the rounds favour it over +10% (its 5% error is missing a 10%
 * slowdown), while a row benchgate calls unchanged has its interval inside
 * ±threshold (5% by default) at the equivalence test's 5% error: a question
 * asked at half the distance, so with a quarter of the information per round.
 * A test that knows σ exactly still needs these rounds; one that estimates σ
 * needs more. At least one round.
 */
export function equivalenceLeastRounds(
  spread: number,
  options: { margin?: number; wrong?: number; called: number },
): number {
  const { margin = 0.05, wrong = 0.05, called } = options;
  if (!(called > wrong)) return 1;
  // p ln(p/q), 0 at p = 0 (the limit): a test that always calls the row unchanged.
  const term = (p: number, q: number) => (p > 0 ? p * Math.log(p / q) : 0);
  const divergence = term(called, wrong) + term(1 - called, 1 - wrong);
  const information = Math.log1p(margin) ** 2 / (2 * spread * spread);
  return Math.max(1, divergence / information);
}

/** What a test that does not know the noise must decide, as bench/sequential/unknown-noise-bound.py names it. */
export type UnknownNoiseDecision = 'accept' | 'flag' | 'unchanged';

/**
 * The least expected rounds of any test that reads the noise off the row's
 * own rounds, its errors holding whatever the noise, to decide `decision`
 * with probability `required` on a normal row of spread `spread`:
 * - 'accept': "not a +10% regression" on a row where nothing changed (wrong
 *   at most 5%; required 0.999, as the SPRT yardstick lets 0.1% through);
 * - 'flag': "regression" on a +10% row (wrong at most 0.1%; required 0.95);
 * - 'unchanged': "within ±5%" on a row where nothing changed (wrong at most
 *   5%; required: the share its band asks).
 * Why beside the yardstick: no test told nothing about the noise can flag a
 * row at its first round, whatever its size, since one ratio cannot tell a
 * 10% change from noise of unknown size; so the yardstick's one round on a
 * quiet row is out of reach of benchgate and of every test like it.
 * The decision by round n of a sequential test is one test on n rounds, so
 * P(undecided after n) ≥ required − power(n), power(n) the most any such test
 * decides on n rounds (the table of unknown-noise-bound.py, a linear program
 * over the rounds' mean and spread), and E[rounds] = Σₙ P(rounds > n) ≥
 * Σ_{n ≥ 0} (required − power(n))⁺, power(0) = 0. The table's row of the
 * largest spread at or below `spread` is used (power falls as the noise
 * grows, so the bound errs low); below its smallest spread, or after its last
 * round, nothing more is counted. At least one round.
 */
export function unknownNoiseLeastRounds(
  decision: UnknownNoiseDecision,
  spread: number,
  required: number,
): number {
  const rows = UNKNOWN_NOISE.rows.filter((r) => r.kind === decision && r.spread <= spread);
  const row = rows.reduce<(typeof rows)[number] | undefined>(
    (a, r) => (!a || r.spread > a.spread ? r : a),
    undefined,
  );
  if (!row) return 1;
  const undecided = [0, ...row.power].reduce((sum, p) => sum + Math.max(0, required - p), 0);
  return Math.max(1, undecided);
}

/**
 * The chance that the `commits` commits after a step of `step` show it, for a
 * detector that knows where the step is and the level before it exactly, and
 * tests the mean of those commits one-sided at `alpha`: 1 − Φ(z₁₋α − ln(1 +
 * step)·√commits / spread), `spread` one commit's noise. No change-point
 * method, which must also find where the step is, does better.
 */
export function idealPowerWithin(commits: number, spread: number, options: IdealTestOptions = {}): number {
  const { detect = 0.1, alpha = 0.001 } = options;
  return 1 - normalCdf(normalQuantile(1 - alpha) - (Math.log1p(detect) * Math.sqrt(commits)) / spread);
}
