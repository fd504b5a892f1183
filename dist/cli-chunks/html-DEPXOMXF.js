import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  chartConfig,
  chartPluginSource,
  chartSize
} from "./chunk-3S2QGH6R.js";
import {
  renderTemplate
} from "./chunk-C2F4DYSV.js";
import {
  findShippedFile
} from "./chunk-WFKQU4CP.js";
import {
  jsonForScript
} from "./chunk-PIZSRETB.js";
import {
  DEFAULT_CHART_LIMITS,
  buildReportModel,
  planCharts
} from "./chunk-7HVISSWX.js";
import "./chunk-JAGR3URB.js";
import "./chunk-JYXA64RB.js";
import "./chunk-WDCRQVF2.js";
import "./chunk-LNLQHGIY.js";
import "./chunk-BD2TBD5S.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-UEKWDCHD.js";
import "./chunk-3FRE6W3I.js";

// src/report/html.ts
import { readFileSync } from "node:fs";
import { join } from "node:path";
function renderHtmlReport(c, options = {}) {
  const model = buildReportModel(c, options);
  const specs = planCharts(model, options.limits ?? DEFAULT_CHART_LIMITS);
  const chartJs = options.chartJs ?? readChartJs();
  const configs = Object.fromEntries(specs.map((s) => [s.id, chartConfig(s, true)]));
  const view = {
    ...model,
    charts: chartJs ? specs.map((s) => ({ id: s.id, family: s.family, alt: s.alt, ...chartSize(s) })) : [],
    chartConfigs: jsonForScript(chartJs ? configs : {}),
    // Note: a script element ends at the first "</script"; Chart.js has none, but a future version might.
    chartScript: chartJs ? `${chartJs.replace(/<\/script/gi, "<\\/script")}
window.benchgatePlugin = ${chartPluginSource()};` : "",
    chartNote: chartJs ? "" : "Charts are missing: chart.js/dist/chart.umd.js was not found beside benchgate."
  };
  return renderTemplate(view, options.template, "html");
}
function readChartJs() {
  const found = findShippedFile(
    join("vendor", "chart.umd.js"),
    join("node_modules", "chart.js", "dist", "chart.umd.js")
  );
  return found ? readFileSync(found, "utf8") : void 0;
}
export {
  readChartJs,
  renderHtmlReport
};
