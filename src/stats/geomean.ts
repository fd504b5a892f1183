// The geomean row under a comparison table, as benchstat computes it: per
// side the geometric mean of the rows' centers, and as the change the
// geometric mean of the per-row ratios head/base.

import type { StatCaveat } from './caveats.js';

/** Geometric mean (incremental mean of logs); NaN when empty or any value is <= 0 or NaN. */
export function geomean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  let meanLog = 0;
  for (let i = 0; i < values.length; i++) {
    const x = values[i];
    if (!(x > 0)) return Number.NaN;
    meanLog += (Math.log(x) - meanLog) / (i + 1);
  }
  return Math.exp(meanLog);
}

/** One benchmark's centers; a side is undefined when the benchmark is missing there. */
export interface GeomeanRow {
  base?: number;
  head?: number;
}

export interface GeomeanSummary {
  /** Geomean of the base centers (NaN when no row qualifies). */
  base: number;
  /** Geomean of the head centers. */
  head: number;
  /** Geomean of head/base over rows present on both sides; ratio - 1 is the change. */
  ratio: number;
  /** Rows that entered the ratio. */
  pairs: number;
  caveats: StatCaveat[];
}

const usable = (x: number | undefined): boolean => x === undefined || (Number.isFinite(x) && x > 0);

/**
 * Summarize a column pair. Rows whose present centers are not all positive
 * and finite are left out of every mean (with a caveat), so the three numbers
 * cover the same rows.
 * Note: benchstat instead prints no geomean at all when any center is <= 0;
 * leaving the row out keeps the others informative and the caveat says so.
 */
export function summarizeGeomean(rows: readonly GeomeanRow[]): GeomeanSummary {
  const caveats: StatCaveat[] = [];
  const bases: number[] = [];
  const heads: number[] = [];
  // benchstat: the geomean of ratios rather than the ratio of geomeans, which
  // stays meaningful when the benchmark sets differ.
  const ratios: number[] = [];
  let dropped = 0;
  let setDiffers = false;
  for (let i = 0; i < rows.length; i++) {
    const { base, head } = rows[i]!;
    if ((base === undefined) !== (head === undefined)) setDiffers = true;
    if (!(usable(base) && usable(head))) {
      dropped++;
      continue;
    }
    if (base !== undefined) bases.push(base);
    if (head !== undefined) heads.push(head);
    if (base !== undefined && head !== undefined) ratios.push(base === head ? 1 : head / base);
  }
  if (dropped > 0) caveats.push({ kind: 'non-positive-centers', count: dropped });
  if (setDiffers) caveats.push({ kind: 'benchmark-set-differs' });
  return {
    base: geomean(bases),
    head: geomean(heads),
    ratio: geomean(ratios),
    pairs: ratios.length,
    caveats,
  };
}
