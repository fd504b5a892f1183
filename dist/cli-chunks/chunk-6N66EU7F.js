import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  escapeMermaidLabel
} from "./chunk-PIZSRETB.js";

// src/report/charts/mermaid.ts
function renderMermaidChart(spec) {
  const body = spec.kind === "bars" ? barLines(spec) : lineLines(spec);
  return ["```mermaid", "xychart-beta", ...body.map((l) => `    ${l}`), "```"].join("\n");
}
function barLines(spec) {
  const axis = `x-axis [${spec.labels.map((l) => quote(l)).join(", ")}]`;
  if (spec.logarithmic) {
    const change = spec.base.map((b, i) => {
      const h = spec.head[i];
      return b && h && b.center !== 0 ? (h.center - b.center) / Math.abs(b.center) * 100 : 0;
    });
    return [
      `title ${quote(`change of head vs base in %, ${spec.title}`, 100)}`,
      axis,
      `y-axis "change %" ${range(change)}`,
      `bar [${change.map(number).join(", ")}]`
    ];
  }
  const base = spec.base.map((s) => s?.center ?? 0);
  const head = spec.head.map((s) => s?.center ?? 0);
  return [
    `title ${quote(`bars: head, line: base, ${spec.title}`, 100)}`,
    axis,
    `y-axis ${quote(spec.unit)} ${range([...base, ...head], true)}`,
    `bar [${head.map(number).join(", ")}]`,
    `line [${base.map(number).join(", ")}]`
  ];
}
function lineLines(spec) {
  const values = spec.series.flatMap((s) => s.values.map((v) => v ?? 0));
  const order = spec.series.map((s) => s.label).join(", ");
  return [
    `title ${quote(`${spec.title}, lines in order: ${order}`, 140)}`,
    `x-axis [${spec.labels.map((l) => quote(l)).join(", ")}]`,
    `y-axis "change %" ${range(values)}`,
    ...spec.series.map((s) => `line [${s.values.map((v) => number(v ?? 0)).join(", ")}]`)
  ];
}
function quote(text, max = 40) {
  return `"${escapeMermaidLabel(text, max)}"`;
}
function range(values, fromZero = false) {
  const finite = values.filter((v) => Number.isFinite(v));
  let lo = Math.min(0, ...finite);
  let hi = Math.max(0, ...finite);
  if (fromZero) lo = Math.min(0, lo);
  if (lo === hi) hi = lo + 1;
  const pad = (hi - lo) * 0.05;
  return `${number(lo < 0 ? lo - pad : lo)} --> ${number(hi + pad)}`;
}
function number(v) {
  if (!Number.isFinite(v)) return "0";
  const s = String(Number(v.toPrecision(4)));
  return s.includes("e") ? v.toFixed(12).replace(/\.?0+$/, "") : s;
}

export {
  renderMermaidChart
};
