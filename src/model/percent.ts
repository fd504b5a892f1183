// The percent grammar of settings (the threshold, alpha shown as confidence):
// how users write a fraction and how benchgate writes it back.

/**
 * Parses "5%", "0.05", "5 %" into a fraction. Bare numbers above 1 are read as
 * percent ("5" is 5%), since nobody means a 500% threshold by typing 5.
 */
export function parsePercent(text: string): number | undefined {
  const m = /^\s*([0-9]+(?:\.[0-9]+)?)\s*(%?)\s*$/.exec(text);
  if (!m) return undefined;
  const n = Number(m[1]);
  return m[2] === '%' || n > 1 ? n / 100 : n;
}

/** A fraction as the percentage users write: 0.05 -> "5%". */
export function formatPercent(fraction: number): string {
  return `${Number((fraction * 100).toPrecision(4))}%`;
}
