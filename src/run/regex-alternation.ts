/** Escapes the metacharacters that RE2 (Go), Java and Rust's regex crate all treat as special. */
export function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Longest filter one run passes. Note: Linux refuses a single argument or
 * environment string over 128 KiB (MAX_ARG_STRLEN) with E2BIG, and a
 * 2,400-benchmark suite's names run past that; half of it leaves room for
 * the quoting and whatever else the command adds.
 */
export const MAX_FILTER_CHARS = 64 * 1024;

/**
 * Splits alternatives into groups whose "|"-joined length stays within
 * `limit` (one alternative longer than that gets a group of its own), in order.
 */
export function chunkAlternatives(items: readonly string[], limit: number): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const item of items) {
    const added = current.length === 0 ? item.length : length + 1 + item.length;
    if (current.length > 0 && added > limit) {
      chunks.push(current);
      current = [item];
      length = item.length;
    } else {
      current.push(item);
      length = added;
    }
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** `^(?:a|b)$` over the escaped names, sorted, split into filters of at most `limit` characters. */
export function anchoredAlternations(names: readonly string[], limit = MAX_FILTER_CHARS): string[] {
  const escaped = [...new Set(names)].sort().map(escapeRegex);
  return chunkAlternatives(escaped, limit - '^(?:)$'.length).map((c) => `^(?:${c.join('|')})$`);
}
