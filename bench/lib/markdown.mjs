// Markdown tables for the reports.

const escapeCell = (s) => String(s).replace(/\|/g, '\\|');

export function table(header, rows) {
  const lines = [header, header.map(() => '---'), ...rows].map((r) => `| ${r.map(escapeCell).join(' | ')} |`);
  return lines.join('\n');
}

export const ms = (seconds) => `${(seconds * 1000).toFixed(0)} ms`;
export const pct = (x, digits = 1) => `${(100 * x).toFixed(digits)}%`;
