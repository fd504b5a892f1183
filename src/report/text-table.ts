/** Renders rows as a plain aligned table; numeric-looking columns align right. */
export function renderTextTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const right = header.map(
    (_, i) => rows.length > 0 && rows.every((r) => /^[-+−~±<?0-9.,∞ ]/.test(r[i] ?? '')),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) =>
        right[i] ? c.padStart(widths[i]! + c.length - width(c)) : c.padEnd(widths[i]! + c.length - width(c)),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n') + '\n';
}

/** Display width: counts code points, so "µs" and "±" take one column. */
function width(s: string): number {
  return [...s].length;
}
