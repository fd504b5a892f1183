import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  chartConfig,
  chartPlugin,
  chartSize
} from "./chunk-3S2QGH6R.js";
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

// src/report/charts/png.ts
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
async function renderChartImages(c, dir, options = {}) {
  const specs = planCharts(options.model ?? buildReportModel(c), options.limits ?? DEFAULT_CHART_LIMITS);
  let canvasModule;
  try {
    canvasModule = await (options.loadCanvas ?? (() => import("@napi-rs/canvas")))();
  } catch (err) {
    return {
      ok: false,
      reason: `@napi-rs/canvas could not be loaded: ${err.message.split("\n")[0]}`,
      images: []
    };
  }
  const { Chart, registerables } = await import("./chart-RU6ATPVI.js");
  Chart.register(...registerables);
  await mkdir(dir, { recursive: true });
  const images = [];
  for (const spec of specs) {
    const png = await drawChart(spec, canvasModule, Chart);
    const file = `${spec.id}.png`;
    const path = join(dir, file);
    await writeFile(path, png);
    images.push({
      id: spec.id,
      family: spec.family,
      path,
      file,
      title: spec.title,
      alt: spec.alt,
      ...chartSize(spec)
    });
  }
  return { ok: true, images };
}
async function drawChart(spec, canvasModule, Chart) {
  const { width, height } = chartSize(spec);
  const canvas = canvasModule.createCanvas(width, height);
  const config = chartConfig(spec);
  const chart = new Chart(canvas.getContext("2d"), {
    ...config,
    plugins: [chartPlugin]
  });
  try {
    return await canvas.encode("png");
  } finally {
    chart.destroy();
  }
}
export {
  renderChartImages
};
