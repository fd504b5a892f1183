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
