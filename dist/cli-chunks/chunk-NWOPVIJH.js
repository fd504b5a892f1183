import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  createSample,
  mannWhitneyU,
  summarizeMedian,
  tQuantile,
  welchTest
} from "./chunk-TST2DYBG.js";

// src/compare/side-stats.ts
var LEVEL = 0.95;
function summarizeSide(metric) {
  if (metric.samples.length > 0) {
    const sample = createSample(metric.samples);
    const s = summarizeMedian(sample, LEVEL);
    return {
      side: { center: s.center, low: s.low, high: s.high, n: s.n, source: "samples", confidence: LEVEL },
      caveats: s.caveats,
      sample
    };
  }
  const t = metric.summary;
  if (t && Number.isFinite(t.center)) {
    return {
      side: {
        center: t.center,
        low: t.low,
        high: t.high,
        n: t.n,
        source: "summary",
        confidence: t.confidence
      },
      caveats: []
    };
  }
  return { caveats: [{ kind: "empty-sample" }] };
}
function testSides(base, head, alpha, baseSide, headSide) {
  if (baseSide.sample && headSide.sample) {
    const r2 = mannWhitneyU(baseSide.sample, headSide.sample, { alpha });
    const allEqual = r2.caveats.some((c) => c.kind === "all-samples-equal");
    if (allEqual) return { p: 1, method: "mann-whitney", caveats: r2.caveats };
    return {
      p: r2.method ? r2.p : Number.NaN,
      method: r2.method ? "mann-whitney" : void 0,
      caveats: r2.caveats
    };
  }
  const b = intervalOf(base);
  const h = intervalOf(head);
  if (!b || !h) return { p: Number.NaN, caveats: [{ kind: "empty-sample" }] };
  const r = welchTest(b, h);
  return { p: r.p, method: Number.isNaN(r.p) ? void 0 : "welch", caveats: r.caveats };
}
function intervalOf(m) {
  if (m.summary) return m.summary;
  const n = m.samples.length;
  if (n === 0) return void 0;
  const mean = m.samples.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { center: mean, low: mean, high: mean, n, confidence: LEVEL };
  const variance = m.samples.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1);
  const half = -tQuantile((1 - LEVEL) / 2, n - 1) * Math.sqrt(variance / n);
  return { center: mean, low: mean - half, high: mean + half, n, confidence: LEVEL };
}
function relativeSpread(side) {
  if (!side || !Number.isFinite(side.low) || !Number.isFinite(side.high) || side.center === 0)
    return void 0;
  const r = Math.max(side.high - side.center, side.center - side.low) / Math.abs(side.center);
  return Number.isFinite(r) ? r : void 0;
}

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
  summarizeSide,
  testSides,
  relativeSpread,
  renderTextTable
};
