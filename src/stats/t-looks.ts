// The early branch of the sequential rule: a paired t interval of the mean
// per-round log ratio at every look, its error spent over the looks by the
// union bound (Bonferroni), so that the chance of ever being wrong over all
// looks is at most the branch's alpha: whatever the looks' correlation for
// the looks that hold their level (Student's), and by the looks' simulated
// joint law for the trimmed ones, which on their own miss 1.4–1.7 times
// their shares (docs/statistics.md, "The early branch: t intervals spent
// over the looks").
// Why beside the rank test: the rank statistic is bounded by √n, so it can
// call a row unchanged only from round 6 and flag it only from round 12,
// while a quiet row's mean ratio settles it in 3 rounds. The t interval
// reads the size of the change where the rank test reads only its order.

import { dropSlowestInterval, dropSlowestQuantile } from './drop-slowest.js';
import { moderate, type PriorRule } from './noise-prior.js';
import { tQuantile } from './student-t.js';

export interface TLooksDesign {
  /** Each side's error over all looks: the interval misses the true mean above (or below) at some look at most this often. */
  alpha: number;
  /** The first look: 2 rounds give one degree of freedom. */
  firstLook: number;
  /** The last look alpha is spent over. */
  maxRounds: number;
  /** Look n (from firstLook) gets a share of alpha proportional to (n − firstLook + 1)^−decay. */
  decay: number;
  /**
   * Fixed shares of alpha for the first looks (firstLook, firstLook + 1, …),
   * before the decaying tail takes the rest: where a design wants its looks
   * to decide is stated, not left to the decay's shape. Renormalized when
   * maxRounds ends inside them.
   */
  front?: readonly number[];
  /**
   * false: the plain mean and Student's interval at every look, nothing
   * trimmed (lookEstimate). Trimmed from 5 rounds when absent.
   */
  trim?: boolean;
  /**
   * true: at the looks that trim nothing, the spread is read off each side's
   * rounds about that side's own mean (the pooled two-sample t, 2(n − 1)
   * degrees of freedom) rather than off the ratios (n − 1): pooledLook.
   */
  pooled?: boolean;
  /**
   * true: at the pooled looks, half of the look's alpha goes to the pooled
   * t and half to the interval from each side's rounds with its slowest run
   * dropped (src/stats/drop-slowest.ts), and the look keeps the intersection
   * of the two: one spike a side no longer decides the look.
   */
  dropSlowest?: boolean;
  /**
   * With `pooled` and `dropSlowest`: the trimmed looks up to this round
   * also spend half their alpha on the drop-slowest interval (the row
   * pools: its design asks for pooled looks), intersected with the trimmed t.
   */
  dropSlowestUntil?: number;
  /**
   * The share of each look's alpha (from firstLook on) that the
   * drop-slowest interval spends where it serves, the rest going to the t;
   * 0.5 past the list's end.
   */
  dropSlowestShares?: readonly number[];
}

const sharesByDesign = new Map<string, number[]>();

/**
 * Each look's share of alpha, firstLook..maxRounds, summing to 1: the front
 * shares first, then the rest in proportion to (n − firstLook + 1)^−decay
 * over the later looks; all of them scaled up when maxRounds ends inside
 * the front (or there is no later look to take the rest).
 */
function sharesOf(design: TLooksDesign): number[] {
  const front = design.front ?? [];
  const key = `${design.firstLook}|${design.maxRounds}|${design.decay}|${front.join(',')}`;
  const known = sharesByDesign.get(key);
  if (known) return known;
  const looks = design.maxRounds - design.firstLook + 1;
  const tail = Array.from(
    { length: Math.max(0, looks - front.length) },
    (_, i) => (front.length + i + 1) ** -design.decay,
  );
  const tailTotal = tail.reduce((a, b) => a + b, 0);
  const rest = 1 - front.reduce((a, b) => a + b, 0);
  const raw = [...front.slice(0, looks), ...tail.map((w) => (rest * w) / tailTotal)];
  const total = raw.reduce((a, b) => a + b, 0);
  const shares = raw.map((w) => w / total);
  sharesByDesign.set(key, shares);
  return shares;
}

/**
 * The share of alpha spent at look n: most at the first looks, where the
 * quiet rows settle, and a tail that reaches maxRounds. The shares sum to 1
 * over firstLook..maxRounds, so Σ α_n = alpha (Bonferroni: P(∪ miss_n) ≤
 * Σ P(miss_n)). Which looks are made and what each spends is fixed by the
 * design, never by the data. 0 outside the design's looks.
 */
export function tLookAlpha(design: TLooksDesign, n: number): number {
  if (n < design.firstLook || n > design.maxRounds) return 0;
  return design.alpha * sharesOf(design)[n - design.firstLook]!;
}

/**
 * Share of the rounds trimmed from each end: 20%, the Tukey–McLaughlin
 * choice (Wilcox, *Introduction to Robust Estimation and Hypothesis
 * Testing*, 2012, §4.4). Nothing is trimmed below 5 rounds; from 5 the
 * largest and the smallest round go, so one round that a neighbour hit on
 * one side no longer sets the interval's width.
 */
const TRIM = 0.2;

/**
 * The trimmed mean of the values (20% from each end unless `share` says
 * otherwise; 0 trims nothing) and its standard error s_w·√n / h,
 * s_w² the winsorized variance (Tukey & McLaughlin 1963; Wilcox 2012, §4.4.3,
 * with h/n for 1 − 2·0.2 so that nothing trimmed gives s/√n), with its
 * degrees of freedom h − 1, h the values kept.
 */
export function trimmedMean(
  values: readonly number[],
  share = TRIM,
): { mean: number; se: number; df: number } {
  const n = values.length;
  const sorted = [...values].sort((a, b) => a - b);
  const g = Math.floor(share * n);
  const h = n - 2 * g;
  let kept = 0;
  for (let i = g; i < n - g; i++) kept += sorted[i]!;
  const mean = kept / h;
  // Winsorized: the g smallest become the (g+1)-th, the g largest the (n−g)-th.
  const w = sorted.map((x, i) => (i < g ? sorted[g]! : i >= n - g ? sorted[n - g - 1]! : x));
  const wMean = w.reduce((a, b) => a + b, 0) / n;
  const ssd = w.reduce((a, x) => a + (x - wMean) ** 2, 0);
  return { mean, se: h > 1 ? (Math.sqrt(ssd / (n - 1)) * Math.sqrt(n)) / h : Number.NaN, df: h - 1 };
}

/**
 * The center a design's interval is built on, with its standard error and
 * degrees of freedom: the 20% trimmed mean, or with `trim: false` the plain
 * mean, s/√n and n − 1 (trimmedMean with nothing trimmed). Why a design
 * would not trim: the equivalence interval's error is calling a changed row
 * unchanged, and a round a neighbour hit far off widens the untrimmed
 * interval by more than it moves its center (a shift d in one of n rounds
 * moves the mean by d/n and the half-width by about q·d/n, q > 1), so such
 * a spike delays "unchanged" rather than brings it. What trimming costs is
 * the degrees of freedom of rounds 5–9 (two of four at round 5), where rows
 * of 2–3% noise would settle (docs/statistics.md, "The early branch: t
 * intervals spent over the looks").
 */
export function lookEstimate(
  values: readonly number[],
  design: Pick<TLooksDesign, 'trim'>,
): { mean: number; se: number; df: number } {
  return trimmedMean(values, design.trim === false ? 0 : TRIM);
}

/** The degrees of freedom of look n's interval: those of n rounds after the design's trimming. */
export function lookDf(design: Pick<TLooksDesign, 'trim'>, n: number): number {
  return lookEstimate(
    Array.from({ length: n }, (_, i) => i),
    design,
  ).df;
}

/**
 * The mean ratio at look n read as a two-sample comparison of the rounds'
 * values: the same center, mean(head) − mean(base) = mean(head − base), with
 * the standard error √((s_b² + s_h²)/n) of the pooled two-sample t and its
 * 2(n − 1) degrees of freedom, where the paired interval has n − 1.
 * Why it may: in round i both sides share whatever the machine did then
 * (a round effect r_i) besides each run's own noise e_ik. The center's
 * r_i cancel whatever they are; each side's sum of squares about its own
 * mean is 2·SS_w + 2·SS_h in the rounds' means w_i and half differences
 * h_i, where the paired t reads SS_h alone. SS_w is (σ_r² + σ_e²/2)·χ²(n−1)
 * and SS_h (σ_e²/2)·χ²(n−1), independent of each other and of the center
 * for normal runs: with no round effect the statistic is exactly Student's
 * on 2(n − 1) degrees of freedom, and a round effect only enlarges its
 * standard error, so its error is at most its alpha for every σ_r ≥ 0
 * (docs/statistics.md, "Pooled first looks"). What it assumes that the
 * paired t does not: no negative correlation between a round's two runs.
 * Undefined when the sides are not given or the look trims its values.
 */
export function pooledLook(
  sides: { base: readonly number[]; head: readonly number[] } | undefined,
  design: Pick<TLooksDesign, 'trim' | 'pooled'>,
): { mean: number; se: number; df: number } | undefined {
  const n = sides?.base.length ?? 0;
  if (!sides || sides.head.length !== n || !pooledAt(design, n)) return undefined;
  // Each side's mean and s/√n; with equal counts the pooled se √((s_b² + s_h²)/n) is theirs in quadrature.
  const base = trimmedMean(sides.base, 0);
  const head = trimmedMean(sides.head, 0);
  return { mean: head.mean - base.mean, se: Math.hypot(base.se, head.se), df: 2 * (n - 1) };
}

/** Whether the design's look n is pooledLook's: it asks for pooled looks and trims nothing at n. */
export function pooledAt(design: Pick<TLooksDesign, 'trim' | 'pooled'>, n: number): boolean {
  return design.pooled === true && n >= 2 && lookDf(design, n) === n - 1;
}

/**
 * Whether look n spends half its alpha on the drop-slowest interval
 * (src/stats/drop-slowest.ts): a design that pools (a row the prior lets
 * pool, judged without its moderation) and drops the slowest run, at its
 * pooled looks and at its trimmed looks up to dropSlowestUntil, where the
 * table holds the round and half the look's alpha.
 */
export function dropSlowestAt(design: TLooksDesign, n: number): boolean {
  if (design.dropSlowest !== true || design.pooled !== true) return false;
  if (!pooledAt(design, n) && n > (design.dropSlowestUntil ?? 0)) return false;
  const share = dropSlowestShare(design, n);
  return share > 0 && dropSlowestQuantile(n, tLookAlpha(design, n) * share) !== undefined;
}

/** The share of look n's alpha the drop-slowest interval spends where it serves (dropSlowestShares). */
export function dropSlowestShare(
  design: Pick<TLooksDesign, 'firstLook' | 'dropSlowestShares'>,
  n: number,
): number {
  return design.dropSlowestShares?.[n - design.firstLook] ?? 0.5;
}

/**
 * The interval of the per-round log ratios' center (head − base) at look
 * n = values.length: the trimmed mean (or the mean, lookEstimate) ±
 * t(1 − α_n, h − 1)·se, α_n the look's share of the design's alpha on each
 * side. For independent normal ratios each side misses the true change at
 * some look with probability at most alpha: Student 1908 and the union
 * bound over the looks without trimming. The trimmed t holds its level only
 * approximately, worst in the far tails (Wilcox 2012): on its own the
 * default's equivalence interval at round 5 misses 0.81% where it spends
 * 0.49%, so for the trimmed looks the bound rests on simulation of the
 * looks' joint law (bench/sequential/union-bound.mjs: a row whose trimmed
 * interval misses mostly missed at an earlier look already, and the misses
 * at some look stay within alpha).
 * Unbounded before the first look and after the last, and when the kept
 * rounds do not vary (no spread to scale by: exact rows are judged by
 * src/stats/exact-rows.ts).
 *
 * With a prior spread (src/stats/noise-prior.ts) that the rounds' own is
 * consistent with, the moderated standard error and its calibrated quantile
 * instead; `prior` says whether it was used. With `design.pooled` and the
 * rounds' two sides, the looks that trim nothing are pooledLook's (not with
 * a prior, whose quantile is calibrated for the paired spread); with
 * `design.dropSlowest` too, intersected with dropSlowestInterval, each at
 * half the look's alpha (or as `design.dropSlowestShares` splits it); and
 * so are the trimmed looks up to `design.dropSlowestUntil` of a design that
 * pools (the trimmed t at the rest of the alpha), where the table holds the
 * round.
 */
export function tLookInterval(
  values: readonly number[],
  design: TLooksDesign,
  prior?: { sd: number; rule: PriorRule },
  sides?: { base: readonly number[]; head: readonly number[] },
): { low: number; high: number; prior?: boolean } {
  const n = values.length;
  const a = tLookAlpha(design, n);
  if (!(a > 0)) return { low: -Infinity, high: Infinity };
  const pooled = prior ? undefined : pooledLook(sides, design);
  const share = dropSlowestShare(design, n);
  const dropped =
    !prior && sides && dropSlowestAt(design, n) ? dropSlowestInterval(sides, a * share) : undefined;
  const { mean, se, df } = pooled ?? lookEstimate(values, design);
  // Below 1e-12 on the log scale the spread is rounding, not noise.
  if (!(se > 1e-12)) return dropped ?? { low: -Infinity, high: Infinity };
  const m = prior && moderate({ se, df, kept: df + 1 }, prior.sd, a, prior.rule);
  if (m) return { low: mean - m.quantile * m.se, high: mean + m.quantile * m.se, prior: true };
  const half = tQuantile(1 - (dropped ? a * (1 - share) : a), df) * se;
  const interval = { low: mean - half, high: mean + half };
  return dropped
    ? intervalIntersection(interval, dropped)
    : { ...interval, ...(prior ? { prior: false } : {}) };
}

/**
 * Two intervals' intersection: each misses the true change above (below) at
 * most its alpha, so the intersection misses at most their sum on that side
 * (the union bound). The pooled and drop-slowest intervals always meet: the
 * kept runs' center T lies in both: a side's slowest run, u above its kept
 * runs' mean, moves the pooled center u/n from T, the pooled standard error
 * is at least √(u_base² + u_head²)/n, and the pooled quantile is above 1.
 * The trimmed t and the drop-slowest interval of the later looks have no
 * such proof: where they do not meet, one of them has missed, and the look
 * decides nothing (unbounded) rather than read an empty interval as
 * "unchanged" and "changed" at once.
 */
export function intervalIntersection(
  a: { low: number; high: number },
  b: { low: number; high: number },
): { low: number; high: number } {
  const low = Math.max(a.low, b.low);
  const high = Math.min(a.high, b.high);
  return low <= high ? { low, high } : { low: -Infinity, high: Infinity };
}
