import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

// src/report/aligned-text.ts
function renderTextTable(header, rows) {
  const text = layOut(header, rows, (s) => s.length);
  return HIGH_SURROGATE.test(text) ? layOut(header, rows, (s) => [...s].length) : text;
}
var HIGH_SURROGATE = /[\uD800-\uDBFF]/;
function layOut(header, rows, width) {
  const widths = header.map(width);
  const right = header.map(() => rows.length > 0);
  for (const r of rows) {
    for (let i = 0; i < header.length; i++) {
      const cell = r[i] ?? "";
      widths[i] = Math.max(widths[i], width(cell));
      if (right[i] && !startsNumeric(cell)) right[i] = false;
    }
  }
  const lines = [];
  const emit = (cells) => {
    let text = "";
    let blank = 0;
    for (let i = 0; i < cells.length; i++) {
      const c = cells[i];
      const pad = Math.max(widths[i] - width(c), 0) || 0;
      if (right[i]) blank += pad;
      if (blank > 0) text += spaces(blank);
      text += c;
      blank = 2 + (right[i] ? 0 : pad);
    }
    const end = cells[cells.length - 1];
    lines.push(end && end.trimEnd() === end ? text : text.trimEnd());
  };
  emit(header);
  emit(widths.map((w) => "-".repeat(w)));
  for (const r of rows) emit(r);
  return lines.join("\n") + "\n";
}
var NUMERIC_FIRST = new Set([..."-+−~±<?0123456789.,∞ "].map((c) => c.charCodeAt(0)));
function startsNumeric(cell) {
  return NUMERIC_FIRST.has(cell.charCodeAt(0));
}
var blanks = [];
function spaces(n) {
  return blanks[n] ??= " ".repeat(n);
}

export {
  renderTextTable
};
