// Which parameter goes across, which down, and which split a family into
// several matrices: the choice seed 000's author made by hand for
// "Consumers × message size", made by rule.

/** A parameter of a family and its values, in display order. */
export interface Dimension {
  name: string;
  values: string[];
  /** Position among the family's parameters, for stable tie-breaks. */
  order: number;
}

export interface MatrixAxes {
  across: Dimension;
  /** The first is the main row parameter; more are folded in as extra leading columns. */
  down: Dimension[];
  /** One matrix per combination of these. */
  sections: Dimension[];
}

/** Columns a matrix may have before it stops reading well in a PR comment. */
const MAX_ACROSS = 8;
/** Beyond this the table is too wide to be worth drawing at all. */
const MAX_ACROSS_HARD = 16;
/** Matrices per family before further parameters are folded into the rows instead. */
const MAX_SECTIONS = 8;

/**
 * Chooses the axes: across is the parameter with the most values that still
 * fits MAX_ACROSS (ties go to the later parameter, the one the tool varied
 * innermost); down is the one with the most values of the rest; the others
 * split the family into one matrix per value while that stays within
 * MAX_SECTIONS, and are folded into the rows beyond. Undefined when fewer than
 * two parameters vary.
 */
export function chooseAxes(dims: readonly Dimension[]): MatrixAxes | undefined {
  const varying = dims.filter((d) => d.values.length >= 2);
  if (varying.length < 2) return undefined;
  const byCount = [...varying].sort((a, b) => b.values.length - a.values.length || b.order - a.order);
  const across = byCount.find((d) => d.values.length <= MAX_ACROSS) ?? byCount[byCount.length - 1]!;
  if (across.values.length > MAX_ACROSS_HARD) return undefined;
  const rest = varying.filter((d) => d !== across);
  const main = [...rest].sort((a, b) => b.values.length - a.values.length || a.order - b.order)[0]!;
  const others = rest
    .filter((d) => d !== main)
    .sort((a, b) => a.values.length - b.values.length || a.order - b.order);
  const sections: Dimension[] = [];
  const folded: Dimension[] = [];
  let count = 1;
  for (const d of others) {
    if (count * d.values.length <= MAX_SECTIONS) {
      sections.push(d);
      count *= d.values.length;
    } else {
      folded.push(d);
    }
  }
  const byOrder = (a: Dimension, b: Dimension) => a.order - b.order;
  return { across, down: [main, ...folded.sort(byOrder)], sections: sections.sort(byOrder) };
}

/**
 * Values in reading order: numerically when every value is a number with an
 * optional size or percent suffix ("1KB" < "64KB" < "2MB", "25%" < "75%"),
 * else in the order the tool ran them.
 */
export function sortValues(values: readonly string[]): string[] {
  const keyed = values.map((v) => ({ v, n: numericValue(v) }));
  if (keyed.some((k) => k.n === undefined)) return [...values];
  return keyed.sort((a, b) => a.n! - b.n!).map((k) => k.v);
}

const SIZE_FACTORS: Record<string, number> = {
  '': 1,
  k: 1e3,
  m: 1e6,
  g: 1e9,
  t: 1e12,
  kb: 1024,
  mb: 1024 ** 2,
  gb: 1024 ** 3,
  tb: 1024 ** 4,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
  tib: 1024 ** 4,
  b: 1,
  '%': 1,
  x: 1,
};

function numericValue(v: string): number | undefined {
  const m = /^\s*(-?[0-9]+(?:\.[0-9]+)?)\s*([a-z%]*)\s*$/i.exec(v);
  if (!m) return undefined;
  const factor = SIZE_FACTORS[m[2]!.toLowerCase()];
  return factor === undefined ? undefined : Number(m[1]) * factor;
}
