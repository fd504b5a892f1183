// Line grammar of the Go benchmark format (golang.org/design/14313-benchmark-format,
// golang.org/x/perf/benchfmt) and of the lines `go test` prints around it.
// Pure functions: no state, no problems; go-reader.ts decides what a line means
// in context.

/** Longer lines are not parsed: no go test line is this long, garbage is. */
export const MAX_GO_LINE = 64 * 1024;

/** One value/unit pair of a result line. */
export interface GoValue {
  value: number;
  unit: string;
}

export type ResultFields = { ok: true; iterations: number; values: GoValue[] } | { ok: false; error: string };

// Note: Go's testing package accepts "Benchmark" followed by anything that does
// not start with a lower-case letter (BenchmarkFoo, Benchmark_foo, Benchmark),
// so "Benchmarking took 3s" is log text. golang.org/x/perf/benchfmt reads any
// line starting with "Benchmark" as a result, and Go's own benchmark tools
// write names go test would not ("Benchmarkk8s_schedulercache_total"): such a
// line is a result when the rest of it is result fields, as benchfmt reads it.
const BENCHMARK_NAME = /^Benchmark(?!\p{Ll})\S*/u;
const ANY_BENCHMARK_NAME = /^Benchmark\S*/;
const ITERATIONS = /^\d{1,19}$/;
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
// strconv.ParseFloat accepts these; they parse but are not measurements.
const NON_FINITE = /^[+-]?(?:nan|inf|infinity)$/i;
// benchfmt's parseKeyValueLine: a lower-case first letter, no spaces or
// upper-case letters before the colon, then blanks and the value (or nothing).
const CONFIG_KEY = /^\p{Ll}[^\s\p{Lu}:]*:/u;
const STATUS = /^\s*--- (FAIL|SKIP|BENCH|PASS): (\S+)/;
const PACKAGE_SUMMARY = /^(ok {2}|FAIL|\? {3})\t(\S+)/;
// Tab, CR and ESC (colour codes in logs) are text; other C0 controls, DEL and
// U+FFFD (what invalid UTF-8 decodes to) are not.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1a\x1c-\x1f\x7f\ufffd]/;

/** The benchmark name a line starts with, as printed (with any -N suffix). */
export function benchmarkNameOf(line: string): string | undefined {
  const name = BENCHMARK_NAME.exec(line)?.[0];
  if (name !== undefined) return name;
  const other = ANY_BENCHMARK_NAME.exec(line)?.[0];
  if (other === undefined) return undefined;
  return parseResultFields(splitFields(line.slice(other.length))).ok ? other : undefined;
}

/** True for a field that can be a result's iteration count. */
export function isIterationCount(field: string | undefined): boolean {
  return field !== undefined && ITERATIONS.test(field);
}

/** Splits on runs of white space, as benchfmt's splitField does. */
export function splitFields(text: string): string[] {
  const trimmed = text.trim();
  return trimmed === '' ? [] : trimmed.split(/\s+/);
}

/** Parses `<iterations> <value> <unit> [<value> <unit>...]`, the part after the name. */
export function parseResultFields(fields: readonly string[]): ResultFields {
  if (fields.length === 0) return { ok: false, error: 'missing iteration count' };
  if (!isIterationCount(fields[0])) return { ok: false, error: `bad iteration count "${clip(fields[0])}"` };
  if (fields.length === 1) return { ok: false, error: 'missing measurements' };
  // A benchmark that crashed before its first timed run prints "0 NaN ns/op".
  if (/^0+$/.test(fields[0]))
    return { ok: false, error: 'ran 0 iterations; its values are not measurements' };
  const values: GoValue[] = [];
  for (let i = 1; i < fields.length; i += 2) {
    const text = fields[i];
    if (i + 1 >= fields.length) return { ok: false, error: `missing unit after value "${clip(text)}"` };
    if (NON_FINITE.test(text))
      return { ok: false, error: `value "${text}" ${clip(fields[i + 1])} is not a finite number` };
    if (!NUMBER.test(text))
      return { ok: false, error: `bad value "${clip(text)}" for unit ${clip(fields[i + 1])}` };
    values.push({ value: Number(text), unit: fields[i + 1] });
  }
  return { ok: true, iterations: Number(fields[0]), values };
}

/**
 * A plain result line as matched by matchPlainResult: [1] is the name as
 * printed; from [2] on, value and unit captures in pairs, undefined after the
 * last pair. Kept as the match itself: building objects per value for 100,000s
 * of lines was most of the garbage a large file made.
 */
export type PlainResult = RegExpExecArray;

// The fast path's grammar: printable ASCII only, so nothing here needs the
// general path's checks for control characters or Unicode names. Up to
// MAX_SCANNED_VALUES value/unit pairs are captured by one match (a longer line
// takes the general path). Each pair group is nested in the one before, and
// no part matches a blank, so a failing line backtracks in linear time.
const MAX_SCANNED_VALUES = 12;
const NAME_AND_ITERATIONS = String.raw`(Benchmark[\x21-\x7e]*)[ \t]+[1-9]\d{0,18}`;
const VALUE = String.raw`[ \t]+(\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)[ \t]+`;
const VALUE_UNIT = String.raw`${VALUE}([\x21-\x7e]+)`;
const PLAIN_RESULT_BODY =
  `${NAME_AND_ITERATIONS}${VALUE_UNIT}` +
  `${`(?:${VALUE_UNIT}`.repeat(MAX_SCANNED_VALUES - 1)}${')?'.repeat(MAX_SCANNED_VALUES - 1)}`;
const PLAIN_RESULT = new RegExp(String.raw`^${PLAIN_RESULT_BODY}[ \t]*$`);
// The same line read in place from a longer text: sticky at a line start, up
// to and including its line end (a \r before it is stripped, as streamLines does).
const PLAIN_RESULT_AT = new RegExp(String.raw`${PLAIN_RESULT_BODY}[ \t]*\r?\n`, 'y');

/**
 * The fast path for the line a benchmark file is made of: a plain ASCII
 * `BenchmarkName  N  value unit...` line with decimal values. Anything else
 * (non-ASCII, control characters, signs, NaN, a missing unit, zero iterations,
 * more than MAX_SCANNED_VALUES values) returns null and goes through the
 * general reader, which also explains what is wrong. Every line this accepts,
 * the general path reads the same way (test/unit/formats/go-line.test.ts
 * checks both on generated lines). One regular expression, not a loop over
 * characters: it runs as machine code from the first line, long before the
 * JIT would have compiled a loop, and allocates one match per line.
 */
export function matchPlainResult(line: string): PlainResult | null {
  return PLAIN_RESULT.exec(line);
}

/**
 * matchPlainResult for the line of `text` that starts at `start`, without
 * cutting the line out first: null unless a whole plain result line (up to
 * its \n) starts there. The match's [0] includes the line end, so the next
 * line starts at index + [0].length.
 */
export function matchPlainResultAt(text: string, start: number): PlainResult | null {
  PLAIN_RESULT_AT.lastIndex = start;
  return PLAIN_RESULT_AT.exec(text);
}

/** Layouts a matcher keeps; a file has a handful (with and without MB/s, custom metrics). */
const MAX_LAYOUTS = 32;

/**
 * matchPlainResultAt, faster on the lines a file is made of: it first tries
 * the last matched line's units written as literals (a benchmark's -count
 * lines, and its neighbours, repeat them), then the general expression. The
 * same lines match, with the same captures: names, numbers and units are
 * blank-free tokens, so a line splits into tokens one way only, and a literal
 * unit is captured as the general expression captures it. Fewer captures and
 * literal units made the speed suite's rate per megabyte rise when this
 * matcher was written (bench/speed.mjs; docs/performance.md, "Speed").
 */
export class PlainResultMatcher {
  private last?: RegExp;
  /** Units joined by a blank (no unit contains one) -> the expression for them. */
  private readonly layouts = new Map<string, RegExp>();

  matchAt(text: string, start: number): PlainResult | null {
    const last = this.last;
    if (last !== undefined) {
      last.lastIndex = start;
      const m = last.exec(text);
      if (m !== null) return m;
    }
    const m = matchPlainResultAt(text, start);
    if (m !== null) this.last = this.layoutOf(m);
    return m;
  }

  private layoutOf(m: PlainResult): RegExp {
    const units: string[] = [];
    for (let i = 3; i < m.length && m[i] !== undefined; i += 2) units.push(m[i]!);
    const key = units.join(' ');
    let layout = this.layouts.get(key);
    if (layout === undefined) {
      if (this.layouts.size >= MAX_LAYOUTS) this.layouts.clear();
      const pairs = units.map((unit) => `${VALUE}(${unit.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&')})`);
      layout = new RegExp(String.raw`${NAME_AND_ITERATIONS}${pairs.join('')}[ \t]*\r?\n`, 'y');
      this.layouts.set(key, layout);
    }
    return layout;
  }
}

/** A `key: value` configuration line; an empty value unsets the key. */
export function parseConfigLine(line: string): { key: string; value: string } | undefined {
  const m = CONFIG_KEY.exec(line);
  if (!m) return undefined;
  const rest = line.slice(m[0].length);
  // Blanks must separate "key:" from a value ("key:value" is not configuration).
  if (rest !== '' && rest[0] !== ' ' && rest[0] !== '\t') return undefined;
  return { key: m[0].slice(0, -1), value: rest.trim() };
}

/** `Unit <unit> key=value...`: metadata about a unit, such as better=higher. */
export function parseUnitLine(
  fields: readonly string[],
): { unit: string; pairs: [string, string][] } | undefined {
  if (fields[0] !== 'Unit' || fields.length < 2) return undefined;
  const pairs: [string, string][] = [];
  for (const f of fields.slice(2)) {
    const eq = f.indexOf('=');
    pairs.push(eq > 0 ? [f.slice(0, eq), f.slice(eq + 1)] : ['', f]);
  }
  return { unit: fields[1], pairs };
}

/** `--- FAIL: BenchmarkX` and its SKIP, BENCH and PASS siblings, possibly indented. */
export function parseStatusLine(line: string): { status: string; name: string } | undefined {
  const m = STATUS.exec(line);
  return m ? { status: m[1], name: m[2] } : undefined;
}

/**
 * go test's per-package closing line: `ok  \tpkg\t0.1s`, `FAIL\tpkg\t0.1s`,
 * `FAIL\tpkg [build failed]`, `?   \tpkg\t[no test files]`.
 */
export function parsePackageSummary(
  line: string,
): { passed: boolean; pkg: string; rest: string } | undefined {
  const m = PACKAGE_SUMMARY.exec(line);
  if (!m) return undefined;
  return { passed: m[1] !== 'FAIL', pkg: m[2], rest: line.slice(m[0].length).trim() };
}

/** True for the start of a crash: the running benchmark never finished. */
export function isCrashLine(line: string): boolean {
  return (
    line.startsWith('panic: ') ||
    line.startsWith('fatal error: ') ||
    line.startsWith('SIGQUIT: ') ||
    line.startsWith('*** Test killed')
  );
}

/** True for text no go test run prints: control characters or undecodable bytes. */
export function hasBinaryData(line: string): boolean {
  return CONTROL.test(line);
}

/** Shortens quoted input in messages. */
export function clip(text: string, max = 60): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}
