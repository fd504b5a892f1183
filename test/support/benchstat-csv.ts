// Reads what `benchstat -format csv OLD NEW` prints: per unit a table of
// rows (center, CI, and for the new column "vs base" and "P"), and on
// standard error its footnotes, each prefixed with the spreadsheet cell it
// belongs to ("D8: need >= 6 samples ..."). Layout as written by
// golang.org/x/perf cmd/benchstat/internal/benchtab (Table.ToCSV).

/** One column's cell of a benchstat row: fields exactly as printed. */
export interface BenchstatCell {
  /** fmt.Sprint of the median, in benchstat's tidied unit (sec/op, B/s). */
  center: string;
  /** Summary.PctRangeString: "3%", "0%", "∞" or "?". */
  ci: string;
  /** Footnotes of the sample and its summary (cell B or D). */
  warnings: string[];
}

export interface BenchstatRow {
  /** Row label: .fullname, e.g. "Spin/steps=50-2". */
  label: string;
  /** 1-based line of the row in benchstat's standard output. */
  line: number;
  base?: BenchstatCell;
  head?: BenchstatCell;
  /** "~" when not significant, else "+12.34%" (present when both columns are). */
  delta?: string;
  /** "p=0.123 n=10" or "n=10+9" (p is left out when exactly 0). */
  comparison?: string;
  /** Footnotes of the comparison (cell F). */
  comparisonWarnings: string[];
}

export interface BenchstatTable {
  /** benchstat's tidied unit: sec/op, B/op, allocs/op, B/s, custom units. */
  unit: string;
  /** The two column names (the input file names). */
  columns: [string, string];
  rows: BenchstatRow[];
  /** The geomean row's "vs base" field: "+1.23%", "?" or "" when absent. */
  geomeanDelta: string;
}

export interface BenchstatOutput {
  tables: BenchstatTable[];
  /** Configuration lines ("goos: linux") before the tables. */
  config: string[];
}

/** Splits one CSV record as encoding/csv writes it (quotes only where needed). */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let field = '';
    if (line[i] === '"') {
      i++;
      for (;;) {
        if (i >= line.length) throw new Error(`unterminated quoted field in CSV line: ${line}`);
        if (line[i] === '"' && line[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (line[i] === '"') {
          i++;
          break;
        } else field += line[i++];
      }
    } else {
      const end = line.indexOf(',', i);
      field = line.slice(i, end === -1 ? line.length : end);
      i = end === -1 ? line.length : end;
    }
    fields.push(field);
    if (i >= line.length) return fields;
    if (line[i] !== ',') throw new Error(`expected a comma at ${i} in CSV line: ${line}`);
    i++;
  }
}

const WARNING = /^([A-Z]+)(\d+): (.+)$/;

/** Footnotes keyed by "F12" (cell), in the order benchstat printed them. */
export function parseBenchstatWarnings(stderr: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const line of stderr.split('\n')) {
    if (line === '') continue;
    const m = WARNING.exec(line);
    if (!m) throw new Error(`benchstat printed an unexpected line on stderr: ${line}`);
    const cell = `${m[1]}${m[2]}`;
    out.set(cell, [...(out.get(cell) ?? []), m[3]!]);
  }
  return out;
}

/**
 * Parses benchstat's CSV output for exactly two columns (base and head).
 * Throws on anything it does not recognise, so a change in benchstat's
 * layout fails the test loudly instead of comparing nothing.
 */
export function parseBenchstatCsv(stdout: string, stderr: string): BenchstatOutput {
  const warnings = parseBenchstatWarnings(stderr);
  const used = new Set<string>();
  const take = (cell: string): string[] => {
    used.add(cell);
    return warnings.get(cell) ?? [];
  };
  const lines = stdout.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const tables: BenchstatTable[] = [];
  const config: string[] = [];
  let columns: [string, string] | undefined;
  let table: BenchstatTable | undefined;
  lines.forEach((text, index) => {
    const lineNo = index + 1;
    const f = splitCsvLine(text);
    if (table) {
      if (f[0] === 'geomean') {
        table.geomeanDelta = f[5] ?? '';
        tables.push(table);
        table = undefined;
      } else table.rows.push(parseRow(f, lineNo, take));
    } else if (f.length === 1) {
      if (f[0] !== '') config.push(f[0]!);
    } else if (f.length === 7 && f.every((field, i) => (i === 1 || i === 3 ? field !== '' : field === ''))) {
      columns = [f[1]!, f[3]!];
    } else if (f.length === 7 && f[2] === 'CI' && f[4] === 'CI' && f[5] === 'vs base' && f[6] === 'P') {
      if (!columns) throw new Error(`line ${lineNo}: table without column names`);
      if (f[1] !== f[3]) throw new Error(`line ${lineNo}: columns in different units: ${text}`);
      table = { unit: f[1]!, columns, rows: [], geomeanDelta: '' };
    } else throw new Error(`line ${lineNo}: unexpected benchstat CSV line: ${text}`);
  });
  if (table) throw new Error(`table for ${table.unit} has no geomean row`);
  const unclaimed = [...warnings.keys()].filter((cell) => !used.has(cell) && !isGeomeanCell(cell, lines));
  if (unclaimed.length > 0) throw new Error(`footnotes for unknown cells: ${unclaimed.join(', ')}`);
  return { tables, config };
}

function parseRow(f: string[], line: number, take: (cell: string) => string[]): BenchstatRow {
  const cell = (at: number, column: string): BenchstatCell | undefined =>
    f[at] === undefined || f[at] === ''
      ? undefined
      : { center: f[at]!, ci: f[at + 1] ?? '', warnings: take(`${column}${line}`) };
  const row: BenchstatRow = { label: f[0]!, line, comparisonWarnings: [] };
  const base = cell(1, 'B');
  const head = cell(3, 'D');
  if (base) row.base = base;
  if (head) row.head = head;
  if (f.length === 7) {
    row.delta = f[5]!;
    row.comparison = f[6]!;
    row.comparisonWarnings = take(`F${line}`);
  } else if (!(f.length === 3 || f.length === 5) || (f.length === 5 && base)) {
    throw new Error(`line ${line}: unexpected benchstat row: ${f.join(',')}`);
  }
  return row;
}

/** Footnotes on the geomean row ("summaries must be >0") belong to no benchmark row. */
function isGeomeanCell(cell: string, lines: readonly string[]): boolean {
  const line = Number(/\d+$/.exec(cell)?.[0]);
  return lines[line - 1]?.startsWith('geomean,') ?? false;
}
