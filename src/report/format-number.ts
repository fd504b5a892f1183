// Numbers as a careful engineer writes them in a table: a few significant
// digits, times scaled to a readable unit, and changes as signed percentages
// and "2.13x faster" speedups (the way hand-written PR write-ups put them).

const TIME_UNITS: Record<string, { scale: number; suffix: string }> = {
  ps: { scale: 1e-3, suffix: '' },
  ns: { scale: 1, suffix: '' },
  us: { scale: 1e3, suffix: '' },
  µs: { scale: 1e3, suffix: '' },
  ms: { scale: 1e6, suffix: '' },
  s: { scale: 1e9, suffix: '' },
  sec: { scale: 1e9, suffix: '' },
};

const TIME_STEPS: ReadonlyArray<[number, string]> = [
  [1e9, 's'],
  [1e6, 'ms'],
  [1e3, 'µs'],
  [1, 'ns'],
];

/**
 * A value with its unit. Times (ns/op, ms/op, s, ns/iter, …) are rescaled so
 * 2476093 ns/op reads "2.476 ms/op"; other units keep their name.
 */
export function formatValue(value: number, unit: string): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? '?' : value > 0 ? '∞' : '-∞';
  const kind = unitKindOf(unit);
  if (kind.time) {
    const ns = value * TIME_UNITS[kind.time.base]!.scale;
    const step = timeStep(ns);
    return `${formatSignificant(ns / step[0])} ${step[1]}${kind.time.rest}`;
  }
  // Base-unit rates (Criterion's B/s and elem/s, Google Benchmark's items/s) get
  // an SI prefix: 1,560,630,054 B/s reads "1.561 GB/s".
  if (kind.baseRate && Math.abs(value) >= 1e4) {
    const step = SI_STEPS.find((s) => Math.abs(value) >= s[0])!;
    return `${formatSignificant(value / step[0])} ${step[1]}${unit}`;
  }
  const text = `${formatSignificant(value)} ${unit}`;
  return kind.trimmed ? text : text.trimEnd();
}

/**
 * A level on the history's charts, in its list of changes and in its
 * issues: as formatValue writes it, and a size in bytes (B, B/op, B/iter)
 * from 1,000 on with the SI prefixes formatValue gives byte rates, so an
 * allocation of 10,002,436 B/op reads "10 MB/op" and 10,240 B/op "10.24
 * kB/op"; byte rates (B/s) are formatValue's already.
 * Note: the PR report's tables keep formatValue, bytes unscaled: a reviewer
 * compares two cells of one row there, and their goldens stay as they are.
 */
export function formatLevel(value: number, unit: string): string {
  const rest = /^B(\/.+)?$/.exec(unit);
  if (!rest || /\/(s|sec)$/.test(unit) || !Number.isFinite(value) || Math.abs(value) < 1e3)
    return formatValue(value, unit);
  const step = SI_STEPS.find((s) => Math.abs(value) >= s[0])!;
  return `${formatSignificant(value / step[0])} ${step[1]}${unit}`;
}

/** How values of one unit are written, worked out once per unit. */
interface UnitKind {
  time: { base: string; rest: string } | undefined;
  baseRate: boolean;
  /** "<number> <unit>" has no trailing blanks to trim. */
  trimmed: boolean;
}

/** A table has thousands of cells in a handful of units. */
const unitKinds = new Map<string, UnitKind>();

function unitKindOf(unit: string): UnitKind {
  let kind = unitKinds.get(unit);
  if (!kind) {
    kind = {
      time: splitTimeUnit(unit),
      baseRate: /^(B|b|elem|items)\/s$/.test(unit),
      trimmed: unit !== '' && unit.trimEnd() === unit,
    };
    if (unitKinds.size >= 256) unitKinds.clear();
    unitKinds.set(unit, kind);
  }
  return kind;
}

const SI_STEPS: ReadonlyArray<[number, string]> = [
  [1e12, 'T'],
  [1e9, 'G'],
  [1e6, 'M'],
  [1e3, 'k'],
];

/** 4 significant digits below 10,000; whole numbers with thousands separators above. */
export function formatSignificant(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? '?' : value > 0 ? '∞' : '-∞';
  const abs = Math.abs(value);
  if (abs >= 10000) return groupThousands(Math.round(value));
  if (abs === 0) return '0';
  if (abs < 0.001) return value.toExponential(2);
  return Number(value.toPrecision(4)).toString();
}

/**
 * A whole number with a comma every three digits, as toLocaleString('en-US')
 * writes it. Note: the locale formatter costs microseconds a call (a large
 * comparison has tens of thousands of cells); past 2^53 its digits are left to
 * it, since there the shortest round-trip digits need not be what it prints.
 */
function groupThousands(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n));
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = out.length; i < digits.length; i += 3) out += ',' + digits.slice(i, i + 3);
  return n < 0 ? '-' + out : out;
}

/** "+12.3%", "-4.0%", "~0%" for changes under 0.05%. */
export function formatChange(change: number | undefined): string {
  if (change === undefined || Number.isNaN(change)) return '?';
  if (!Number.isFinite(change)) return change > 0 ? '+∞%' : '-∞%';
  const pct = change * 100;
  if (Math.abs(pct) < 0.05) return '~0%';
  const digits = Math.abs(pct) >= 99.95 ? 0 : 1;
  return `${pct > 0 ? '+' : '−'}${Math.abs(pct).toFixed(digits)}%`;
}

/**
 * The size of a step between two levels: "+12.0%", or "0 → 112 B/op" when a
 * side is zero, where no relative size exists (docs/statistics.md, "Zero
 * baselines"): never "+∞%". The unit once, after the side that is not zero,
 * a size scaled as formatLevel writes it ("0 → 10 MB/op").
 */
export function formatStep(before: number, after: number, unit: string): string {
  if ((before === 0) === (after === 0)) return formatChange(before === 0 ? 0 : after / before - 1);
  const side = (v: number) => (v === 0 ? '0' : formatLevel(v, unit));
  return `${side(before)} → ${side(after)}`;
}

/**
 * The speedup as people write it: "2.13x faster", "1.15x slower" for times and
 * rates; "2.00x more" / "1.50x less" for other quantities (B/op, allocs/op);
 * "same" within half a percent.
 */
export function formatSpeedup(
  change: number | undefined,
  direction: 'smaller' | 'bigger',
  unit: string,
): string {
  if (change === undefined || !Number.isFinite(change)) return '?';
  const ratio = 1 + change;
  if (ratio <= 0) return '?';
  if (Math.abs(ratio - 1) < 0.005) return 'same';
  if (isSpeedUnit(unit)) {
    const faster = direction === 'smaller' ? 1 / ratio : ratio;
    return faster > 1 ? `${faster.toFixed(2)}x faster` : `${(1 / faster).toFixed(2)}x slower`;
  }
  return ratio > 1 ? `${ratio.toFixed(2)}x more` : `${(1 / ratio).toFixed(2)}x less`;
}

/** Times per operation and rates per time: units where "faster" is the word. */
function isSpeedUnit(unit: string): boolean {
  return (
    unitKindOf(unit).time !== undefined || /\/(s|sec|ms|us|µs|ns|min)$/.test(unit) || /^ops\//.test(unit)
  );
}

/** p-values as benchstat prints them: three decimals, "p<0.001" below. */
export function formatP(p: number | undefined): string {
  if (p === undefined || Number.isNaN(p)) return '–';
  return p < 0.001 ? '<0.001' : p.toFixed(3);
}

/**
 * A side's cell: its center and interval ("2.476 ms/op ± 3.1%"). The side of
 * an exact row (the same count in every round, or within the spread its
 * footnote gives: docs/statistics.md, "Exact rows") shows its value alone:
 * the median's interval needs 6 samples, and such a row settles from round
 * 2, so it would print "± ∞" beside a count that never moved.
 */
export function formatSide(
  s: { center: number; low: number; high: number },
  unit: string,
  exact = false,
): string {
  const value = formatValue(s.center, unit);
  return exact ? value : `${value} ${formatSpread(s.center, s.low, s.high)}`;
}

/** "± 3%" of a side's interval, or "± ∞" when unbounded. */
export function formatSpread(center: number, low: number, high: number): string {
  if (!Number.isFinite(low) || !Number.isFinite(high)) return '± ∞';
  if (center === 0) return low === 0 && high === 0 ? '± 0%' : '± ?';
  const r = Math.max(high - center, center - low) / Math.abs(center);
  const pct = r * 100;
  return `± ${pct >= 10 ? pct.toFixed(0) : pct.toFixed(1)}%`;
}

const NS_STEP: readonly [number, string] = [1, 'ns'];

/** The largest step at or below a time in ns, as [ns per step, unit name]. */
function timeStep(ns: number): readonly [number, string] {
  for (const step of TIME_STEPS) if (Math.abs(ns) >= step[0]) return step;
  return NS_STEP;
}

function splitTimeUnit(unit: string): { base: string; rest: string } | undefined {
  const m = /^(ps|ns|us|µs|ms|s|sec)(\/.*)?$/.exec(unit);
  if (!m) return undefined;
  return { base: m[1]!, rest: m[2] ?? '' };
}

/**
 * One scale for a chart axis or a column of values in a time unit: the
 * largest step below the typical value ("µs/op" for values around 2,000 ns/op).
 * Undefined for units that are not times.
 */
export function scaleTimeUnit(unit: string, typical: number): { factor: number; unit: string } | undefined {
  const time = unitKindOf(unit).time;
  if (!time) return undefined;
  const toNs = TIME_UNITS[time.base]!.scale;
  const [step, name] = timeStep(typical * toNs);
  return { factor: toNs / step, unit: `${name}${time.rest}` };
}
