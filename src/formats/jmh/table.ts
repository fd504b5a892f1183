import { JMH_MODES } from './names.js';
import { DecimalSeparator, type JmhNumber, readScore } from './numbers.js';

// JMH's summary table (org.openjdk.jmh.results.format.TextResultFormat):
//
//   Benchmark                   (itemCount)  (itemSize)   Mode  Cnt     Score      Error   Units
//   WriterBenchmark.writeBlock           10          16  thrpt    6  3873.651 ± 7845.468  ops/ms
//   PlainBenchmark.concat:gc.count       N/A        N/A   avgt    3     3.000              counts
//
// Param columns are sorted by name and right-aligned under their header; a
// benchmark without that param prints "N/A". Cnt is blank for one value, and
// Error is blank when JMH has none (one value, too few values, or an "≈" score).

export interface TableLayout {
  /** Param names in column order, each with the offset where its column ends. */
  params: { name: string; end: number }[];
}

export interface TableRow {
  line: number;
  /** The benchmark as printed, possibly shortened ("c.e.Foo.bar"). */
  benchmark: string;
  /** Secondary result label after the ":" ("gc.alloc.rate.norm", "·p0.99"). */
  label?: string;
  /** Params of this benchmark, in column order; "N/A" columns left out. */
  params: Record<string, string>;
  mode: string;
  /** Cnt; undefined when blank (one value). */
  cnt?: number;
  score: JmhNumber;
  error?: number;
  unit: string;
}

const PARAM_HEADER = /^\(([A-Za-z_$][\w$]*)\)$/;
const TRAILING_COLUMNS = ['Mode', 'Cnt', 'Score', 'Error', 'Units'];

interface Token {
  text: string;
  start: number;
  end: number;
}

function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  const re = /\S+/g;
  for (let m = re.exec(line); m; m = re.exec(line))
    tokens.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return tokens;
}

/** The layout of a header line, or undefined when `line` is not one. */
export function parseTableHeader(line: string): TableLayout | undefined {
  if (!line.startsWith('Benchmark ')) return undefined;
  const tokens = tokenize(line);
  const n = tokens.length;
  if (n < 1 + TRAILING_COLUMNS.length) return undefined;
  if (!TRAILING_COLUMNS.every((col, i) => tokens[n - TRAILING_COLUMNS.length + i].text === col))
    return undefined;
  const params: TableLayout['params'] = [];
  for (const t of tokens.slice(1, n - TRAILING_COLUMNS.length)) {
    const m = PARAM_HEADER.exec(t.text);
    if (!m) return undefined;
    params.push({ name: m[1], end: t.end });
  }
  return { params };
}

/** Parses one row, reading its numbers right to left; a string says why it is not a row. */
export function parseTableRow(
  line: string,
  lineNo: number,
  layout: TableLayout,
  decimals: DecimalSeparator,
): TableRow | string {
  const tokens = tokenize(line);
  let i = tokens.length - 1;
  if (i < 3) return 'too few columns for a result row';
  const unit = tokens[i--].text;
  let error: number | undefined;
  if (tokens[i - 1]?.text === '±') {
    const parsed = decimals.parse(tokens[i].text);
    if (parsed.kind !== 'exact')
      return parsed.kind === 'invalid' ? `Error ${parsed.reason}` : 'Error is not a number';
    error = parsed.value;
    i -= 2;
  }
  // "?" is "≈" as JMH writes it on Windows (windows-1252 has no "≈"; see readScore).
  const mark = tokens[i - 1]?.text;
  const scoreAt = mark === '≈' || (mark === '?' && /^(?:0|10\?+)$/.test(tokens[i].text)) ? i - 1 : i;
  const { value: score } = readScore(
    tokens.map((t) => t.text),
    scoreAt,
    decimals,
  );
  if (score.kind === 'invalid') return `Score ${score.reason}`;
  i = scoreAt - 1;
  let cnt: number | undefined;
  if (i > 0 && /^\d{1,15}$/.test(tokens[i].text)) cnt = Number(tokens[i--].text);
  if (i < 1 || !JMH_MODES.has(tokens[i].text))
    return `expected a mode (${[...JMH_MODES].join(', ')}) before the Cnt and Score columns`;
  const mode = tokens[i].text;
  const params = readParams(line, tokens.slice(0, i), layout);
  if (typeof params === 'string') return params;
  const full = tokens[0].text;
  const colon = full.indexOf(':');
  return {
    line: lineNo,
    benchmark: colon < 0 ? full : full.slice(0, colon),
    ...(colon < 0 ? {} : { label: full.slice(colon + 1) }),
    params,
    mode,
    ...(cnt !== undefined ? { cnt } : {}),
    score,
    ...(error !== undefined ? { error } : {}),
    unit,
  };
}

/**
 * Param values between the name and the mode. One token per column is the
 * common case; a value with spaces is read by its column's position instead.
 */
function readParams(line: string, head: Token[], layout: TableLayout): Record<string, string> | string {
  const values: string[] = [];
  if (head.length - 1 === layout.params.length) {
    for (const t of head.slice(1)) values.push(t.text);
  } else {
    let from = head[0].end;
    for (const col of layout.params) {
      const value = line.slice(from, col.end).trim();
      if (value === '' || col.end > (head[head.length - 1]?.end ?? 0)) {
        return `expected ${layout.params.length} param columns, found ${head.length - 1} values`;
      }
      values.push(value);
      from = col.end;
    }
  }
  const params: Record<string, string> = {};
  layout.params.forEach((col, k) => {
    // Note: "N/A" marks a param this benchmark does not have; a real value
    // "N/A" cannot be told apart from it in the table.
    if (values[k] !== 'N/A') params[col.name] = values[k];
  });
  return params;
}
