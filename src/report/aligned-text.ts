/** Renders rows as a plain aligned table; numeric-looking columns align right. */
export function renderTextTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  // Note: widths count code points, so "µs" and "±" take one column. Without
  // a character outside the BMP (a surrogate pair) that is the string's
  // length, which costs nothing to read; a table that shows a surrogate once
  // laid out is laid out again, counting code points.
  const text = layOut(header, rows, (s) => s.length);
  return HIGH_SURROGATE.test(text) ? layOut(header, rows, (s) => [...s].length) : text;
}

const HIGH_SURROGATE = /[\uD800-\uDBFF]/;

function layOut(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  width: (s: string) => number,
): string {
  const widths = header.map(width);
  const right = header.map(() => rows.length > 0);
  for (const r of rows) {
    for (let i = 0; i < header.length; i++) {
      const cell = r[i] ?? '';
      widths[i] = Math.max(widths[i]!, width(cell));
      if (right[i] && !startsNumeric(cell)) right[i] = false;
    }
  }
  // Lines are built by concatenation and joined once: V8 keeps the pieces
  // as a rope and copies each character once, into the table.
  const lines: string[] = [];
  const emit = (cells: readonly string[]): void => {
    let text = '';
    // Blanks before the next cell: the gap between columns and the padding of
    // a left-aligned cell before it, or of a right-aligned one after it.
    let blank = 0;
    for (let i = 0; i < cells.length; i++) {
      const c = cells[i]!;
      // Pad by display width; a cell past the header's columns is left as it is.
      const pad = Math.max(widths[i]! - width(c), 0) || 0;
      if (right[i]) blank += pad;
      if (blank > 0) text += spaces(blank);
      text += c;
      blank = 2 + (right[i] ? 0 : pad);
    }
    // Trailing blanks are trimmed from every line: the last cell's padding is never written.
    const end = cells[cells.length - 1];
    lines.push(end && end.trimEnd() === end ? text : text.trimEnd());
  };
  emit(header);
  emit(widths.map((w) => '-'.repeat(w)));
  for (const r of rows) emit(r);
  return lines.join('\n') + '\n';
}

/** The characters a right-aligned column's cells start with: numbers, changes, p-values. */
const NUMERIC_FIRST = new Set([...'-+−~±<?0123456789.,∞ '].map((c) => c.charCodeAt(0)));

function startsNumeric(cell: string): boolean {
  return NUMERIC_FIRST.has(cell.charCodeAt(0));
}

const blanks: string[] = [];

/** n spaces, one string per n for the whole table. */
function spaces(n: number): string {
  return (blanks[n] ??= ' '.repeat(n));
}
