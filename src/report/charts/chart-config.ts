import type { BarChartSpec, ChartSpec, LineChartSpec } from './chart-data.js';

// Chart.js configurations as plain data (no functions), so the same object
// draws the PNG on the runner and is embedded as JSON in the HTML report.

export const BASE_COLOUR = '#8c959f';
export const HEAD_COLOUR = '#0969da';
/** Okabe–Ito's colour-blind-safe palette, with black for its hard-to-see yellow. */
export const LINE_COLOURS = [
  '#0072b2',
  '#e69f00',
  '#009e73',
  '#d55e00',
  '#cc79a7',
  '#56b4e9',
  '#000000',
  '#8c6d31',
];

export interface ChartSize {
  width: number;
  height: number;
}

/** Room per bar group, so labels fit under their bars. */
export function chartSize(spec: ChartSpec): ChartSize {
  if (spec.kind === 'lines') return { width: 880, height: 440 };
  // Long labels are drawn slanted under the bars: give them room so the bars keep theirs.
  const longest = Math.max(0, ...spec.labels.map((l) => l.length));
  return {
    width: Math.min(1600, Math.max(640, 120 + spec.labels.length * 64)),
    height: 440 + Math.min(200, Math.max(0, longest - 20) * 4),
  };
}

export function chartConfig(spec: ChartSpec, responsive = false): Record<string, unknown> {
  return spec.kind === 'bars' ? barConfig(spec, responsive) : lineConfig(spec, responsive);
}

function barConfig(spec: BarChartSpec, responsive: boolean): Record<string, unknown> {
  const dataset = (label: string, colour: string, sides: BarChartSpec['base']) => ({
    label,
    data: sides.map((s) => (s ? s.center : null)),
    backgroundColor: colour,
    borderColor: colour,
    // Read by the benchgate plugin to draw whiskers; Chart.js ignores unknown keys.
    intervals: sides.map((s) =>
      s && Number.isFinite(s.low) && Number.isFinite(s.high) ? [s.low, s.high] : null,
    ),
  });
  return {
    type: 'bar',
    data: {
      labels: spec.labels,
      datasets: [dataset('base', BASE_COLOUR, spec.base), dataset('head', HEAD_COLOUR, spec.head)],
    },
    options: {
      ...common(spec, responsive),
      scales: {
        x: { ticks: { autoSkip: false, maxRotation: 50, minRotation: 0 } },
        y: {
          type: spec.logarithmic ? 'logarithmic' : 'linear',
          beginAtZero: !spec.logarithmic,
          // Chart.js scales to the bars alone: room for the whiskers too.
          ...whiskerRange(spec),
          title: { display: true, text: spec.logarithmic ? `${spec.unit} (log scale)` : spec.unit },
        },
      },
    },
  };
}

function whiskerRange(spec: BarChartSpec): { suggestedMin?: number; suggestedMax?: number } {
  const sides = [...spec.base, ...spec.head].filter((x) => x !== null);
  const highs = sides.map((x) => x.high).filter((v) => Number.isFinite(v));
  const lows = sides.map((x) => x.low).filter((v) => Number.isFinite(v) && (!spec.logarithmic || v > 0));
  return {
    ...(highs.length ? { suggestedMax: Math.max(...highs) } : {}),
    ...(spec.logarithmic && lows.length ? { suggestedMin: Math.min(...lows) } : {}),
  };
}

function lineConfig(spec: LineChartSpec, responsive: boolean): Record<string, unknown> {
  return {
    type: 'line',
    data: {
      labels: spec.labels,
      datasets: spec.series.map((s, i) => {
        const colour = LINE_COLOURS[i % LINE_COLOURS.length]!;
        return {
          label: s.label,
          data: s.values,
          borderColor: colour,
          backgroundColor: colour,
          borderWidth: 2,
          pointRadius: 4,
          spanGaps: true,
        };
      }),
    },
    options: {
      ...common(spec, responsive),
      plugins: { ...common(spec, responsive).plugins, benchgate: { zeroLine: true } },
      scales: {
        x: { title: { display: true, text: spec.xTitle } },
        y: { beginAtZero: true, title: { display: true, text: 'change of head vs base (%)' } },
      },
    },
  };
}

function common(spec: ChartSpec, responsive: boolean) {
  return {
    animation: false,
    responsive,
    maintainAspectRatio: !responsive,
    devicePixelRatio: 1,
    plugins: {
      title: { display: true, text: wrapTitle(spec.title, 90), font: { size: 14 } },
      legend: { position: 'top' },
      benchgate: { zeroLine: false },
    },
  };
}

/** Chart.js does not wrap titles: long ones become several lines, broken at spaces. */
function wrapTitle(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
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
