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
  const tested: Array<{ index: number; p: number }> = [];
  pValues.forEach((p, index) => {
    if (p === undefined || p === null || Number.isNaN(p)) return;
    if (!(p >= 0 && p <= 1)) throw new RangeError(`p-value #${index} is outside [0, 1]: ${p}`);
    tested.push({ index, p });
  });
  const out: Array<number | undefined | null> = pValues.slice();
  const m = tested.length;
  // Stable sort by p, so equal p-values keep their input order (ties are
  // resolved by the running minimum below anyway).
  tested.sort((a, b) => a.p - b.p || a.index - b.index);
  let running = 1;
  for (let rank = m; rank >= 1; rank--) {
    const { index, p } = tested[rank - 1];
    // q_(i) = min over j >= i of m p_(j) / j: the step-up procedure.
    running = Math.min(running, (m * p) / rank);
    out[index] = Math.max(running, p);
  }
  return out;
}
