// The report's tables before any escaping: plain text cells that the
// Markdown view escapes for Markdown and the HTML template escapes for HTML.

export type Align = 'l' | 'r';

export interface Cell {
  /** Plain text: never markup. */
  text: string;
  /** Footnote numbers to show after the text. */
  notes?: number[];
  /** The number to sort by in the HTML report's sortable tables. */
  sort?: number;
  /** A regression or improvement, for colouring in HTML. */
  tone?: 'bad' | 'good';
}

export interface Table {
  header: string[];
  align: Align[];
  rows: Cell[][];
}

export const cell = (text: string, extra: Omit<Cell, 'text'> = {}): Cell => ({ text, ...extra });

/** Drops the columns whose cells are empty in every row (a Params column nobody fills). */
export function dropEmptyColumns(table: Table, candidates: readonly number[]): Table {
  const drop = new Set(candidates.filter((i) => table.rows.every((r) => (r[i]?.text ?? '') === '')));
  if (drop.size === 0) return table;
  const keep = (_: unknown, i: number) => !drop.has(i);
  return {
    header: table.header.filter(keep),
    align: table.align.filter(keep),
    rows: table.rows.map((r) => r.filter(keep)),
  };
}
