// Benjamini–Hochberg false discovery rate control. Comparing hundreds of
// benchmarks at alpha = 0.05 flags about one in twenty by chance; q-values
// bound the expected share of false alarms among the flagged ones instead.

/**
 * Benjamini–Hochberg adjusted p-values (q-values), in input order.
 * Entries that are undefined, null or NaN were not tested: they come back
 * unchanged and do not count towards the number of tests. Tied p-values get
 * equal q-values; q is monotone in p and never below it.
 */
export function benjaminiHochberg(
  pValues: ReadonlyArray<number | undefined | null>,
): Array<number | undefined | null> {
  let m = 0;
  pValues.forEach((p, index) => {
    if (!isTested(p)) return;
    if (!(p >= 0 && p <= 1)) throw new RangeError(`p-value #${index} is outside [0, 1]: ${p}`);
    m++;
  });
  // Note: a typed array sorts numerically without calling back into
  // JavaScript, which for thousands of rows is most of the cost.
  const sorted = new Float64Array(m);
  let k = 0;
  for (const p of pValues) if (isTested(p)) sorted[k++] = p;
  sorted.sort();
  // q at each rank: the minimum over ranks j >= i of m p_(j) / j, the
  // step-up procedure. Equal p-values get the q of the last of their ranks
  // (m p / rank only grows towards the first), whichever is looked up.
  const qByRank = new Float64Array(m);
  let running = 1;
  for (let rank = m; rank >= 1; rank--) {
    running = Math.min(running, (m * sorted[rank - 1]!) / rank);
    qByRank[rank - 1] = running;
  }
  return pValues.map((p) => (isTested(p) ? Math.max(qByRank[rankOf(sorted, p)]!, p) : p));
}

function isTested(p: number | undefined | null): p is number {
  return p !== undefined && p !== null && !Number.isNaN(p);
}

/** The index of the first value >= p in ascending `sorted` (p's own, when it is there). */
function rankOf(sorted: Float64Array, p: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < p) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
