// Intervals for a share (k of n) and for the difference of two shares: the
// Wilson score interval, and Newcombe's hybrid score interval for p1 − p2
// (Newcombe 1998, "Interval estimation for the difference between independent
// proportions", method 10), which keeps its coverage near nominal for the
// small n and shares near 0 or 1 that benchmark samples give.

export interface ShareInterval {
  estimate: number;
  low: number;
  high: number;
}

/** Wilson score interval of k successes in n at the normal quantile z. */
export function wilsonInterval(k: number, n: number, z: number): ShareInterval {
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { estimate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Newcombe's hybrid score interval of k1/n1 − k2/n2. */
export function shareDifference(k1: number, n1: number, k2: number, n2: number, z: number): ShareInterval {
  const a = wilsonInterval(k1, n1, z);
  const b = wilsonInterval(k2, n2, z);
  const d = a.estimate - b.estimate;
  return {
    estimate: d,
    low: d - Math.sqrt((a.estimate - a.low) ** 2 + (b.high - b.estimate) ** 2),
    high: d + Math.sqrt((a.high - a.estimate) ** 2 + (b.estimate - b.low) ** 2),
  };
}
