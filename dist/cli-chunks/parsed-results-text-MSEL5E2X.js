import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  renderTextTable
} from "./chunk-EZSTNSRJ.js";
import {
  summarizeSide
} from "./chunk-SXB72H45.js";
import {
  formatSpread,
  formatValue
} from "./chunk-WDCRQVF2.js";
import "./chunk-LNLQHGIY.js";
import {
  benchmarkLabel
} from "./chunk-UEKWDCHD.js";
import "./chunk-3FRE6W3I.js";

// src/report/parsed-results-text.ts
function renderResultsTable(results) {
  const rows = [];
  for (const b of results.benchmarks) {
    for (const m of b.metrics) {
      const { side } = summarizeSide(m);
      rows.push([
        benchmarkLabel(b),
        m.name ?? "",
        side ? formatValue(side.center, m.unit) : "?",
        side ? formatSpread(side.center, side.low, side.high) : "",
        String(side?.n ?? 0),
        side?.source === "summary" ? "tool summary" : "median"
      ]);
    }
  }
  const tool = results.context.tool;
  const head = tool ? `${tool.name}${tool.version ? ` ${tool.version}` : ""}: ` : "";
  const title = `${head}${results.benchmarks.length} benchmarks, ${results.problems.length} problems

`;
  return title + renderTextTable(["benchmark", "metric", "center", "interval", "n", "from"], rows);
}
export {
  renderResultsTable
};
