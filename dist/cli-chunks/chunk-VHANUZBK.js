import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  LIST_FLOOR
} from "./chunk-JQB2SWZ4.js";
import {
  escapeHtml,
  escapeMarkdown
} from "./chunk-PIZSRETB.js";
import {
  formatSignificant,
  formatValue
} from "./chunk-WDCRQVF2.js";

// src/report/profile-section.ts
var PROFILE_TOP_FUNCTIONS = 10;
var NAME_CHARS = 100;
var PROFILE_SECTION_MAX_CHARS = 12e3;
function renderProfileSection(report, o) {
  if (report.profiled.length === 0 && report.notProfiled.length === 0) return "";
  const max = o.maxChars ?? PROFILE_SECTION_MAX_CHARS;
  let out = "\n#### Where the time went\n\n";
  let left = 0;
  for (const [i, row] of report.profiled.entries()) {
    const part = renderRow(row, o);
    if (out.length + part.length > max - 400) {
      left = report.profiled.length - i;
      break;
    }
    out += part;
  }
  if (left) out += `${left} more profiled rows are in ${o.fullDiffs}.

`;
  const skipped = report.notProfiled.map(
    (n) => `- ${escapeMarkdown(cut(n.title))}: ${escapeMarkdown(n.reason)}
`
  );
  if (skipped.length) {
    out += "Not profiled:\n";
    let shown = 0;
    for (const line of skipped) {
      if (out.length + line.length > max - 120) break;
      out += line;
      shown++;
    }
    if (shown < skipped.length) out += `- and ${skipped.length - shown} more, in ${o.fullDiffs}
`;
    out += "\n";
  }
  return out;
}
function renderRow(row, o) {
  const { diff } = row;
  const top = diff.functions.filter((f) => f.delta > 0).slice(0, PROFILE_TOP_FUNCTIONS);
  const shown = top.length ? top : diff.functions.slice(0, PROFILE_TOP_FUNCTIONS);
  const lead = shown[0] ? `: ${cut(shortName(shown[0].name), 60)} ${signed(shown[0].delta, diff.unit)}` : "";
  const samples = (side) => `${side.runs} runs${side.samples !== void 0 ? `, ${formatSignificant(side.samples)} samples` : ""}`;
  const url = o.flameGraphUrl(row.flameGraph);
  const lines = [
    `<details><summary>${escapeHtml(cut(row.title))}${escapeHtml(lead)}</summary>`,
    "",
    `Profiled with ${escapeMarkdown(row.profiler)} after the verdict: base ${samples(diff.base)}, head ${samples(diff.head)}; self ${diff.unit === "%" ? "share of the samples" : `${escapeMarkdown(diff.unit)}`} per function.`,
    ""
  ];
  if (shown.length) {
    lines.push("| Function | Base | Head | Δ |", "|---|--:|--:|--:|");
    for (const f of shown) lines.push(functionLine(f, diff.unit));
  } else lines.push("No function changed by more than the runs agree on.");
  lines.push(
    "",
    `${diff.notListed} changes within the runs' spread or under ${LIST_FLOOR * 100}% of the total are not listed.` + (url ? ` [Differential flame graph](${url})` : ""),
    "",
    ...problemLines(row, o),
    "</details>",
    "",
    ""
  );
  return lines.join("\n");
}
function problemLines(row, o) {
  const [first] = row.problems;
  if (first === void 0) return [];
  const rest = row.problems.length - 1;
  return [
    `Problem: ${escapeMarkdown(cut(first, 300))}${rest > 0 ? ` (and ${rest} more in ${o.fullDiffs})` : ""}`,
    ""
  ];
}
function functionLine(f, unit) {
  const mark = f.kind === "new" ? " (new)" : f.kind === "vanished" ? " (gone)" : "";
  return `| ${escapeMarkdown(cut(f.name))}${mark} | ${value(f.base, unit)} | ${value(f.head, unit)} | ${signed(f.delta, unit)} |`;
}
function value(v, unit) {
  if (unit === "%") return `${formatSignificant(v)}%`;
  if (unit === "bytes/op") return formatValue(v, "B/op");
  if (unit === "objects/op") return formatValue(v, "allocs/op");
  return formatValue(v, unit);
}
function signed(v, unit) {
  const text = unit === "%" ? `${formatSignificant(v)} pts` : value(v, unit);
  return v > 0 ? `+${text}` : text;
}
function shortName(name) {
  return name.replace(/^.*\//, "");
}
function cut(text, n = NAME_CHARS) {
  return text.length > n ? `${text.slice(0, n - 1)}…` : text;
}
function placeProfileSection(report, section) {
  if (!section) return report;
  const headings = [...report.matchAll(/^#### (?:Regressions|Improvements)\n\n(?:\|.*\n)+/gm)];
  const last = headings.at(-1);
  if (!last) return report + section;
  const at = last.index + last[0].length;
  return `${report.slice(0, at)}${section}${report.slice(at).replace(/^\n/, "")}`;
}

export {
  renderProfileSection,
  signed,
  placeProfileSection
};
