import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

// src/report/charts/chart-config.ts
var BASE_COLOUR = "#8c959f";
var HEAD_COLOUR = "#0969da";
var LINE_COLOURS = [
  "#0072b2",
  "#e69f00",
  "#009e73",
  "#d55e00",
  "#cc79a7",
  "#56b4e9",
  "#000000",
  "#8c6d31"
];
function chartSize(spec) {
  if (spec.kind === "lines") return { width: 880, height: 440 };
  const longest = Math.max(0, ...spec.labels.map((l) => l.length));
  return {
    width: Math.min(1600, Math.max(640, 120 + spec.labels.length * 64)),
    height: 440 + Math.min(200, Math.max(0, longest - 20) * 4)
  };
}
function chartConfig(spec, responsive = false) {
  return spec.kind === "bars" ? barConfig(spec, responsive) : lineConfig(spec, responsive);
}
function barConfig(spec, responsive) {
  const dataset = (label, colour, sides) => ({
    label,
    data: sides.map((s) => s ? s.center : null),
    backgroundColor: colour,
    borderColor: colour,
    // Read by the benchgate plugin to draw whiskers; Chart.js ignores unknown keys.
    intervals: sides.map(
      (s) => s && Number.isFinite(s.low) && Number.isFinite(s.high) ? [s.low, s.high] : null
    )
  });
  return {
    type: "bar",
    data: {
      labels: spec.labels,
      datasets: [dataset("base", BASE_COLOUR, spec.base), dataset("head", HEAD_COLOUR, spec.head)]
    },
    options: {
      ...common(spec, responsive),
      scales: {
        x: { ticks: { autoSkip: false, maxRotation: 50, minRotation: 0 } },
        y: {
          type: spec.logarithmic ? "logarithmic" : "linear",
          beginAtZero: !spec.logarithmic,
          // Chart.js scales to the bars alone: room for the whiskers too.
          ...whiskerRange(spec),
          title: { display: true, text: spec.logarithmic ? `${spec.unit} (log scale)` : spec.unit }
        }
      }
    }
  };
}
function whiskerRange(spec) {
  const sides = [...spec.base, ...spec.head].filter((x) => x !== null);
  const highs = sides.map((x) => x.high).filter((v) => Number.isFinite(v));
  const lows = sides.map((x) => x.low).filter((v) => Number.isFinite(v) && (!spec.logarithmic || v > 0));
  return {
    ...highs.length ? { suggestedMax: Math.max(...highs) } : {},
    ...spec.logarithmic && lows.length ? { suggestedMin: Math.min(...lows) } : {}
  };
}
function lineConfig(spec, responsive) {
  return {
    type: "line",
    data: {
      labels: spec.labels,
      datasets: spec.series.map((s, i) => {
        const colour = LINE_COLOURS[i % LINE_COLOURS.length];
        return {
          label: s.label,
          data: s.values,
          borderColor: colour,
          backgroundColor: colour,
          borderWidth: 2,
          pointRadius: 4,
          spanGaps: true
        };
      })
    },
    options: {
      ...common(spec, responsive),
      plugins: { ...common(spec, responsive).plugins, benchgate: { zeroLine: true } },
      scales: {
        x: { title: { display: true, text: spec.xTitle } },
        y: { beginAtZero: true, title: { display: true, text: "change of head vs base (%)" } }
      }
    }
  };
}
function common(spec, responsive) {
  return {
    animation: false,
    responsive,
    maintainAspectRatio: !responsive,
    devicePixelRatio: 1,
    plugins: {
      title: { display: true, text: wrapTitle(spec.title, 90), font: { size: 14 } },
      legend: { position: "top" },
      benchgate: { zeroLine: false }
    }
  };
}
function wrapTitle(text, width) {
  const lines = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

// src/report/charts/chart-plugin.ts
var chartPlugin = {
  id: "benchgate",
  beforeDraw(chart) {
    const ctx = chart.ctx;
    ctx.save();
    ctx.globalCompositeOperation = "destination-over";
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, chart.width, chart.height);
    ctx.restore();
  },
  afterDatasetsDraw(chart) {
    const ctx = chart.ctx;
    const y = chart.scales.y;
    if (!y) return;
    const area = chart.chartArea;
    const clamp = (v) => Number.isFinite(v) ? Math.min(area.bottom, Math.max(area.top, v)) : area.bottom;
    ctx.save();
    const zeroLine = chart.options.plugins && chart.options.plugins.benchgate && chart.options.plugins.benchgate.zeroLine;
    if (zeroLine) {
      const zero = y.getPixelForValue(0);
      if (zero >= area.top && zero <= area.bottom) {
        ctx.strokeStyle = "#57606a";
        ctx.lineWidth = 1;
        ctx.beginPath();
        ctx.moveTo(area.left, zero);
        ctx.lineTo(area.right, zero);
        ctx.stroke();
      }
    }
    ctx.strokeStyle = "#24292f";
    ctx.lineWidth = 1.5;
    chart.data.datasets.forEach((dataset, i) => {
      if (!dataset.intervals || !chart.isDatasetVisible(i)) return;
      const bars = chart.getDatasetMeta(i).data;
      dataset.intervals.forEach((interval, j) => {
        const bar = bars[j];
        if (!interval || !bar || !Number.isFinite(interval[0]) || !Number.isFinite(interval[1])) return;
        const top = clamp(y.getPixelForValue(interval[1]));
        const bottom = clamp(y.getPixelForValue(interval[0]));
        const half = Math.min(6, (bar.width || 12) / 4);
        ctx.beginPath();
        ctx.moveTo(bar.x, top);
        ctx.lineTo(bar.x, bottom);
        ctx.moveTo(bar.x - half, top);
        ctx.lineTo(bar.x + half, top);
        ctx.moveTo(bar.x - half, bottom);
        ctx.lineTo(bar.x + half, bottom);
        ctx.stroke();
      });
    });
    ctx.restore();
  }
};
function chartPluginSource() {
  return `{ id: 'benchgate', ${chartPlugin.beforeDraw.toString()}, ${chartPlugin.afterDatasetsDraw.toString()} }`;
}

export {
  chartSize,
  chartConfig,
  chartPlugin,
  chartPluginSource
};
