// Renders benchgate's numbers the way benchstat prints them, so the agreement
// test can compare strings at benchstat's printed precision. Each function
// mirrors one piece of golang.org/x/perf (named in its comment); none of them
// computes a statistic, they only scale, label and format.

/**
 * benchstat's unit and the factor each value is multiplied by
 * (benchunit.Tidy): "ns" in a numerator becomes "sec" (÷1e9), "MB" becomes
 * "B" (×1e6); B/op and allocs/op stay. Tokens are split as benchunit's
 * parser does: on '*', '/', '-' and white space, '/' starting the denominator.
 */
export function tidyGoUnit(unit: string): { unit: string; factor: number } {
  switch (unit) {
    case 'ns/op':
      return { unit: 'sec/op', factor: 1e-9 };
    case 'MB/s':
      return { unit: 'B/s', factor: 1e6 };
    case 'B/op':
    case 'allocs/op':
      return { unit, factor: 1 };
  }
  let factor = 1;
  let denominator = false;
  let out = '';
  for (const part of unit.split(/([*/\s-])/u)) {
    if (part === '/') denominator = true;
    else if (part === '*') denominator = false;
    if (!denominator && part === 'ns') {
      out += 'sec';
      factor /= 1e9;
    } else if (!denominator && part === 'MB') {
      out += 'B';
      factor *= 1e6;
    } else out += part;
  }
  return { unit: out, factor };
}

/** benchstat's row label (.fullname): the name without "Benchmark", with the -N procs suffix. */
export function benchstatLabel(row: { name: string; procs?: number }): string {
  const name = row.name.replace(/^Benchmark/, '');
  return row.procs === undefined ? name : `${name}-${row.procs}`;
}

/**
 * Go's fmt "%.{digits}f": the exact binary value rounded to nearest, ties to
 * even. (JavaScript's toFixed breaks exact ties upward instead, so "%.0f" of
 * 2.5 would print 3 where Go prints 2.)
 */
export function formatGoFixed(x: number, digits: number): string {
  if (!Number.isFinite(x)) throw new RangeError(`formatGoFixed: ${x}`);
  // 25 more digits than kept: the exact expansion of a double this test meets
  // cannot have 24 zeros after a 5 unless it is an exact tie.
  const wide = Math.abs(x).toFixed(Math.min(100, digits + 25));
  const [whole, fraction = ''] = wide.split('.');
  let kept = whole! + fraction.slice(0, digits);
  const rest = fraction.slice(digits);
  const tie = rest[0] === '5' && !/[1-9]/.test(rest.slice(1));
  const up = rest[0]! > '5' || (rest[0] === '5' && !tie) || (tie && Number(kept.at(-1)) % 2 === 1);
  if (up) kept = incrementDecimal(kept);
  const text = digits === 0 ? kept : `${kept.slice(0, -digits) || '0'}.${kept.slice(-digits)}`;
  // Go keeps the sign of a negative value that rounds to zero: "-0.00".
  return x < 0 || Object.is(x, -0) ? `-${text}` : text;
}

function incrementDecimal(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] === '9') chars[i] = '0';
    else {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
  }
  return `1${chars.join('')}`;
}

/** Summary.PctRangeString: the larger relative half-width, "%.0f%%"; ∞, ? and 0% as benchstat. */
export function formatPctRange(s: { center: number; low: number; high: number }): string {
  if (!Number.isFinite(s.low) || !Number.isFinite(s.high)) return '∞';
  const sign = Math.sign(s.center);
  if (sign !== Math.sign(s.low) || sign !== Math.sign(s.high)) return '?';
  if (s.center === 0) return '0%';
  const v = Math.max(s.high / s.center - 1, 1 - s.low / s.center);
  return `${formatGoFixed(100 * v, 0)}%`;
}

/** Comparison.String: "p=%0.3f n=%d" (p left out when exactly 0; "n=a+b" for unequal sizes). */
export function formatComparison(p: number, n1: number, n2: number): string {
  const ps = p !== 0 ? `p=${formatGoFixed(p, 3)} ` : '';
  return ps + (n1 === n2 ? `n=${n1}` : `n=${n1}+${n2}`);
}

/** Comparison.FormatDelta for a significant row: "%+.2f%%" of new/old - 1 ("0.00%" when equal). */
export function formatDelta(old: number, now: number): string {
  if (old === now) return '0.00%';
  if (old === 0) return '?';
  const pct = (now / old - 1) * 100;
  const text = formatGoFixed(pct, 2);
  return `${text.startsWith('-') ? text : `+${text}`}%`;
}

/** How many representable doubles lie between a and b (0 when equal). */
export function ulpDistance(a: number, b: number): number {
  if (a === b) return 0;
  if (!Number.isFinite(a) || !Number.isFinite(b) || Math.sign(a) !== Math.sign(b)) return Infinity;
  const view = new DataView(new ArrayBuffer(16));
  view.setFloat64(0, Math.abs(a));
  view.setFloat64(8, Math.abs(b));
  const diff = view.getBigInt64(0) - view.getBigInt64(8);
  return Number(diff < 0n ? -diff : diff);
}

/** x moved by k representable doubles away from zero (k < 0: toward zero); finite positive x only. */
export function shiftUlps(x: number, k: number): number {
  if (!(x > 0 && Number.isFinite(x))) throw new RangeError(`shiftUlps: ${x}`);
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  view.setBigInt64(0, view.getBigInt64(0) + BigInt(k));
  return view.getFloat64(0);
}
