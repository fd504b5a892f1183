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
  let items = 0;
  let tied = false;
  for (let i = 0; i < groupSizes.length; i++) {
    items += groupSizes[i]!;
    if (groupSizes[i] !== 1) tied = true;
  }
  if (m < 0 || m > items) throw new RangeError(`cannot choose ${m} of ${items} items`);
  if (!(cap >= 0)) return 0;
  const limit = Math.floor(cap);
  // Without ties only the sizes matter: a short key for the common case.
  const key = tied ? `${m}|${groupSizes.join(',')}` : `${m}|${items}`;
  const { cumulative, total } = distributionOf(key, groupSizes, items, m, limit);
  return Math.min(1, cumulative[Math.min(limit, cumulative.length - 1)] / total);
}

interface Distribution {
  /** cumulative[s]: weighted count of the samples with 2U <= s, for s up to the limit computed. */
  cumulative: Float64Array;
  /** Whether cumulative reaches the largest possible 2U. */
  complete: boolean;
  /** Count of all samples: C(N, m). */
  total: number;
}

/**
 * The distribution for one pattern of ties and sample size, memoized.
 * Note: a comparison of thousands of rows asks for the same few distributions
 * (every row of a -count 10 run has sizes 10 and 10, mostly without ties) at
 * many different caps. Every entry of the dynamic program below a cap comes
 * out the same whatever the cap, and the running sum adds them in the same
 * order, so one table answers every cap with the bits a capped run gives. The
 * table stops at the center (Mann-Whitney asks for the smaller tail only, when
 * the sizes are equal) unless a larger cap is asked for.
 */
function distributionOf(
  key: string,
  groupSizes: readonly number[],
  items: number,
  m: number,
  cap: number,
): Distribution {
  const known = memo.get(key);
  if (known && (known.complete || cap < known.cumulative.length)) return known;
  const center = m * (items - m);
  const found = computeDistribution(groupSizes, items, m, cap <= center ? center : 2 * center);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, found);
  return found;
}

/** Each entry holds at most 2·25·25+1 numbers with ties, 2·50·50+1 without. */
const MEMO_LIMIT = 1024;
const memo = new Map<string, Distribution>();

/** The distribution of 2U up to `limit`; 2·m·(total-m), every chosen item beating every other, is the largest. */
function computeDistribution(
  groupSizes: readonly number[],
  total: number,
  m: number,
  limit: number,
): Distribution {
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
      // Past 2U = 2·j·unchosenBefore (the j picks beat every unchosen item so far) row j is all zeros.
      const sMax = 2 * j * unchosenBefore;
      const rMax = Math.min(size, m - j);
      for (let r = Math.max(1, m - after - j); r <= rMax; r++) {
        // Each of the r chosen items beats the unchosen items before the group
        // and ties with the size-r unchosen items inside it. (Not monotone in r.)
        const step = r * (2 * unchosenBefore + (size - r));
        if (step > limit) continue;
        const target = (j + r) * width;
        const weight = weights[r];
        for (let s = 0; s <= sMax && s + step <= limit; s++) {
          const v = ways[row + s];
          if (v !== 0) ways[target + s + step] += v * weight;
        }
      }
    }
    before += size;
  }
  const cumulative = new Float64Array(width);
  let count = 0;
  const last = m * width;
  for (let s = 0; s <= limit; s++) cumulative[s] = count += ways[last + s];
  return { cumulative, complete: limit >= 2 * m * (total - m), total: choose(total, m) };
}

function binomialRow(n: number): number[] {
  const row = [1];
  for (let r = 1; r <= n; r++) row.push((row[r - 1] * (n - r + 1)) / r);
  return row;
}
