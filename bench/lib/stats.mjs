// The little statistics the suite reports: medians and Wilson intervals.

export function median(values) {
  if (values.length === 0) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * The Wilson score interval for k successes in n trials at 95%: unlike the
 * normal approximation it stays inside [0, 1] and is honest at k = 0, which
 * is exactly where a false-alarm rate should sit.
 */
export function wilson(k, n, z = 1.959963984540054) {
  if (n === 0) return { low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { low: Math.max(0, center - half), high: Math.min(1, center + half) };
}

/** "37/40 (92.5%, 95% CI 80.1–97.4%)" */
export function formatRate(k, n) {
  const { low, high } = wilson(k, n);
  const pct = (x) => `${(100 * x).toFixed(1)}%`;
  return `${k}/${n} (${n ? pct(k / n) : '–'}, ${pct(low)}–${pct(high)})`;
}

/**
 * A distribution-free interval for the median of `values`: the order
 * statistics x(k) and x(n-k+1) with the largest k whose binomial tail
 * P(Binomial(n, 1/2) < k) stays within (1 - level) / 2. Coverage is at
 * least `level` (96.5% for 15 values at 0.95); undefined for fewer than 6
 * values, where even the extremes cover less than 95%.
 */
export function medianInterval(values, level = 0.95) {
  const n = values.length;
  const s = [...values].sort((a, b) => a - b);
  const tail = (1 - level) / 2;
  let below = 0; // P(X < k) for the k being tried
  let term = 0.5 ** n; // P(X = k - 1)
  let k = 0;
  for (let j = 0; j < n; j++) {
    if (below + term > tail) break;
    below += term;
    k = j + 1;
    term = (term * (n - j)) / (j + 1);
  }
  if (k === 0) return undefined;
  return { low: s[k - 1], high: s[n - k], coverage: 1 - 2 * below };
}

/** A seeded generator of uniform numbers in [0, 1): mulberry32. */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seeded generator of uniform numbers in [0, 1): the 32-bit linear congruential one of Numerical Recipes. */
export function lcg(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** ln(head / base) of the pairs with a positive value on both sides. */
function logRatios(pairs) {
  return pairs.filter(([a, b]) => a > 0 && b > 0).map(([a, b]) => Math.log(b / a));
}

/**
 * The spread of one round's head/base log ratio, robustly: 1.4826 × the
 * median absolute deviation of ln(head / base) over the pairs (the standard
 * deviation for normal noise). The studies split their rows by it.
 */
export function logRatioSpread(pairs) {
  return centerAndSpread(logRatios(pairs)).spread;
}

/** The median of the logs and 1.4826 × their median absolute deviation from it. */
function centerAndSpread(logs) {
  const center = median(logs);
  return { center, spread: 1.4826 * median(logs.map((x) => Math.abs(x - center))) };
}

/**
 * The share of the pairs whose ln(head / base) lies farther than `k` spreads
 * (logRatioSpread) from their median: for normal noise 0.27% at k = 3. Why:
 * on this machine's short rounds a fifth of even the quietest rows' ratios
 * lie out there (one-sided spikes), and a window whose first rounds hold one
 * cannot settle early (docs/performance.md, "Why 8 ms rows settle later"); the study
 * prints it beside the noise so that a collection says how spiky it was.
 * NaN with no usable pair or no spread.
 */
export function spikeShare(pairs, k = 3) {
  const logs = logRatios(pairs);
  const { center, spread } = centerAndSpread(logs);
  if (!(spread > 0)) return Number.NaN;
  return logs.filter((x) => Math.abs(x - center) > k * spread).length / logs.length;
}

/**
 * How many runs of each variant of one benchmark lie more than `k` spreads
 * above the median of all of them (logs pooled over the variants: 1.4826 ×
 * their MAD), as variant → [slow runs, runs with a positive value]. Why: on
 * 2026-12-07 the study's false alarms on real rounds came from rows whose
 * processes land in a slow mode now and then (RegexpMatch: 50–65% slower in
 * 2–20% of the runs), and from a collection in which the base A, which every
 * head of an arm is judged against, drew fewer slow runs than the heads; the
 * report prints these counts beside each such row so that a reader sees it.
 * Every variant must run the same code (the study asks it of rows that raised
 * a false alarm: A/A, and the benchmarks B leaves unchanged).
 */
export function slowRunCounts(valuesByVariant, k = 3) {
  const logsOf = (values) => values.filter((x) => x > 0).map(Math.log);
  const { center, spread } = centerAndSpread(Object.values(valuesByVariant).flatMap(logsOf));
  return Object.fromEntries(
    Object.entries(valuesByVariant).map(([variant, values]) => {
      const logs = logsOf(values);
      return [variant, [logs.filter((x) => x > center + k * spread).length, logs.length]];
    }),
  );
}

/**
 * The bands of per-round noise the studies judge by (their upper ends): issue
 * 28's targets are stated per band, so that the machine's mood of the day is
 * not the verdict; a collection whose median row is ≤ 3% is a quiet period.
 */
export const NOISE_BANDS = [
  { id: '≤ 3%', max: 0.03 },
  { id: '3–10%', max: 0.1 },
  { id: '10–25%', max: 0.25 },
  { id: '> 25%', max: Infinity },
];

/** The band of a row's per-round noise (a fraction: 0.03 for 3%). */
export function noiseBandOf(noise) {
  return NOISE_BANDS.find((b) => noise <= b.max).id;
}

/** How many of these per-round noises fall in each band: band id → count, every band present. */
export function bandCounts(noises) {
  return Object.fromEntries(
    NOISE_BANDS.map(({ id }) => [id, noises.filter((x) => noiseBandOf(x) === id).length]),
  );
}

/** Band counts as the reports print them: "11 ≤ 3% · 7 3–10% · 2 10–25% · 0 > 25%". */
export function describeBands(bands) {
  return Object.entries(bands)
    .map(([id, n]) => `${n} ${id}`)
    .join(' · ');
}
