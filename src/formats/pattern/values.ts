// Numbers and units captured by user patterns: parsing numbers as the user's
// tool prints them (thousands separators, decimal comma) and converting a unit
// printed on the line (Rust's Duration prints 8.7s, 1.2ms, 850µs) to the one
// unit a metric is recorded in, so samples of one metric are comparable.

/** How the user's tool writes numbers. */
export interface NumberStyle {
  /** Thousands separator to accept between digit groups, or '' for none. */
  thousands: string;
  decimal: '.' | ',';
}

export const THOUSANDS_SEPARATORS = ['', ',', '.', ' ', "'", '_'];

const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The number in text, or undefined when it is not one (NaN and infinities are not). */
export function parseNumber(text: string, style: NumberStyle, conversion?: Conversion): number | undefined {
  const plain = toPlainNumber(text.trim(), style);
  if (plain === undefined) return undefined;
  const n = conversion ? applyConversion(plain, conversion) : Number(plain);
  return Number.isFinite(n) ? n : undefined;
}

/** The text in JavaScript number syntax, without separators, or undefined. */
function toPlainNumber(text: string, style: NumberStyle): string | undefined {
  let t = text;
  if (style.thousands !== '' && t.includes(style.thousands)) {
    const at = t.indexOf(style.decimal);
    const intPart = at < 0 ? t : t.slice(0, at);
    const groups = intPart.replace(/^[+-]/, '').split(style.thousands);
    // Note: grouping must be well formed (1,234,567), so that "1,2" under
    // thousands: ',' is an error rather than silently 12.
    if (!/^\d{1,3}$/.test(groups[0]) || groups.slice(1).some((g) => !/^\d{3}$/.test(g))) return undefined;
    t = intPart.split(style.thousands).join('') + t.slice(intPart.length);
  }
  if (style.decimal === ',') {
    if (t.includes('.')) return undefined;
    t = t.replace(',', '.');
  }
  return PLAIN_NUMBER.test(t) ? t : undefined;
}

/**
 * Converts a value printed in one unit to a metric's unit. A power-of-ten
 * conversion moves the decimal point in the text, so 1.2ms becomes exactly the
 * number 0.0012 (s) rather than 1.2 / 1000 = 0.0012000000000000001.
 */
export type Conversion = { pow10: number } | { factor: number } | { divisor: number };

function applyConversion(plain: string, c: Conversion): number {
  if ('pow10' in c) {
    const m = /^(.*?)(?:[eE]([+-]?\d+))?$/.exec(plain)!;
    return Number(`${m[1]}e${Number(m[2] ?? 0) + c.pow10}`);
  }
  return 'factor' in c ? Number(plain) * c.factor : Number(plain) / c.divisor;
}

// Each family in multiples of its smallest unit, so ratios are exact integers.
const TIME: Record<string, number> = {
  ps: 1,
  ns: 1e3,
  us: 1e6,
  µs: 1e6,
  μs: 1e6,
  ms: 1e9,
  s: 1e12,
  sec: 1e12,
  min: 6e13,
  h: 3.6e15,
};
const BYTES: Record<string, number> = {
  B: 1,
  bytes: 1,
  KB: 1e3,
  kB: 1e3,
  MB: 1e6,
  GB: 1e9,
  TB: 1e12,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3,
  TiB: 1024 ** 4,
};
const BYTE_RATES: Record<string, number> = Object.fromEntries(
  Object.entries(BYTES).map(([u, f]) => [`${u}/s`, f]),
);
const FAMILIES = [TIME, BYTES, BYTE_RATES];

/** Built-in conversions from every unit of `unit`'s family to `unit`, or undefined for a unit we do not know. */
export function builtInConversions(unit: string): Map<string, Conversion> | undefined {
  const family = FAMILIES.find((f) => Object.hasOwn(f, unit));
  if (!family) return undefined;
  const target = family[unit];
  const conversions = new Map<string, Conversion>();
  for (const [printed, f] of Object.entries(family)) conversions.set(printed, conversionOf(f, target));
  return conversions;
}

/** From a unit worth `from` base units to one worth `to`, both whole numbers. */
function conversionOf(from: number, to: number): Conversion {
  const up = from >= to;
  const ratio = up ? from / to : to / from;
  if (!Number.isInteger(ratio)) return { factor: from / to };
  if (/^10*$/.test(String(ratio))) return { pow10: (up ? 1 : -1) * (String(ratio).length - 1) };
  // Note: an integer divisor (60, 1024) keeps exact results exact, where
  // multiplying by its rounded inverse would not.
  return up ? { factor: ratio } : { divisor: ratio };
}
