// The exact null distribution of the Mann-Whitney U statistic, conditional on
// the observed pattern of ties (the permutation distribution). Without ties it
// is the classic Mann-Whitney distribution.
//
// Note: benchmath computes the tied case with Cheung & Klotz's linked-list
// recursion. We count the same permutations with a dynamic program over the
// tie groups instead, which is shorter and, with counts below 2^53, exact.

import { choose } from './special.js';

/**
 * P(2U <= cap) where U is the statistic of a sample of `m` items drawn without
 * replacement from N = sum(groupSizes) ranked items, `groupSizes` being the
 * sizes of the tie groups in ascending value order. U counts, over every pair
 * (chosen, not chosen), 1 if the chosen item is greater and 1/2 if tied.
 */
export function lowerTailProbability(groupSizes: readonly number[], m: number, cap: number): number {
  // A comparison of thousands of rows asks for the same few distributions
  // (every row of a -count 10 run has sizes 10 and 10, mostly without ties).
  const key = `${m}|${cap}|${groupSizes.join(',')}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const p = computeLowerTail(groupSizes, m, cap);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, p);
  return p;
}

const MEMO_LIMIT = 4096;
const memo = new Map<string, number>();

function computeLowerTail(groupSizes: readonly number[], m: number, cap: number): number {
  const total = groupSizes.reduce((a, b) => a + b, 0);
  if (m < 0 || m > total) throw new RangeError(`cannot choose ${m} of ${total} items`);
  if (cap < 0) return 0;
  const limit = Math.floor(cap);
  // ways[j * width + s]: weighted count of ways to pick j items among the groups
  // seen so far with partial 2U = s <= limit. Contributions never decrease 2U,
  // so anything above the limit can be dropped as it appears.
  const width = limit + 1;
  const ways = new Float64Array((m + 1) * width);
  ways[0] = 1;
  let before = 0; // items in earlier groups
  for (const size of groupSizes) {
    const weights = binomialRow(size);
    const after = total - before - size; // items in later groups
    const jMax = Math.min(m, before);
    // Rows with too few picks to still reach m are dead; skip them.
    const jMin = Math.max(0, m - after - size);
    // Descending j so each source row is read before this group writes to it.
    for (let j = jMax; j >= jMin; j--) {
      const row = j * width;
      const unchosenBefore = before - j;
      const rMax = Math.min(size, m - j);
      for (let r = Math.max(1, m - after - j); r <= rMax; r++) {
        // Each of the r chosen items beats the unchosen items before the group
        // and ties with the size-r unchosen items inside it. (Not monotone in r.)
        const step = r * (2 * unchosenBefore + (size - r));
        if (step > limit) continue;
        const target = (j + r) * width;
        const weight = weights[r];
        for (let s = 0; s + step <= limit; s++) {
          const v = ways[row + s];
          if (v !== 0) ways[target + s + step] += v * weight;
        }
      }
    }
    before += size;
  }
  let count = 0;
  const last = m * width;
  for (let s = 0; s <= limit; s++) count += ways[last + s];
  return Math.min(1, count / choose(total, m));
}

function binomialRow(n: number): number[] {
  const row = [1];
  for (let r = 1; r <= n; r++) row.push((row[r - 1] * (n - r + 1)) / r);
  return row;
}
