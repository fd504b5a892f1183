// Charts are checked the way a reader meets them: decoded from the PNG, with
// their size, their ink, and one colour per series. (And looked at: see
// docs/reports.md for what they should look like.)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BASE_COLOUR,
  HEAD_COLOUR,
  LINE_COLOURS,
  chartConfig,
} from '../../../src/report/charts/chart-config.js';
import { planCharts } from '../../../src/report/charts/chart-data.js';
import { chartPluginSource } from '../../../src/report/charts/chart-plugin.js';
import { renderMermaidChart } from '../../../src/report/charts/mermaid.js';
import { renderChartImages, type ChartImage } from '../../../src/report/charts/png.js';
import { renderMarkdownReport } from '../../../src/report/markdown.js';
import { buildReportModel } from '../../../src/report/report-model.js';
import { criterionComparison, jmhComparison } from './support/fixture-comparisons.js';

const dir = mkdtempSync(join(tmpdir(), 'benchgate-charts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Decoded {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
}

async function decode(path: string): Promise<Decoded> {
  const image = await loadImage(readFileSync(path));
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return {
    width: image.width,
    height: image.height,
    pixels: ctx.getImageData(0, 0, image.width, image.height).data,
  };
}

/** Pixels within a small distance of a colour (anti-aliasing blurs edges, not fills). */
function countColour(d: Decoded, hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let n = 0;
  for (let i = 0; i < d.pixels.length; i += 4) {
    if (Math.abs(d.pixels[i]! - r!) + Math.abs(d.pixels[i + 1]! - g!) + Math.abs(d.pixels[i + 2]! - b!) < 12)
      n++;
  }
  return n;
}

function inked(d: Decoded): number {
  let n = 0;
  for (let i = 0; i < d.pixels.length; i += 4)
    if (d.pixels[i]! + d.pixels[i + 1]! + d.pixels[i + 2]! < 700) n++;
  return n / (d.width * d.height);
}

describe('PNG charts (Chart.js on @napi-rs/canvas)', async () => {
  const c = await criterionComparison();
  const result = await renderChartImages(c, dir);
  if (!result.ok) throw new Error(result.reason);
  const byTitle = (t: string): ChartImage => result.images.find((i) => i.title === t)!;

  it('draws one bar chart per family and a line chart for the checksum matrix, numbered in report order', () => {
    expect(result.images.map((i) => i.title)).toEqual([
      'a benchmark name long enough to pass the one hundred character title limit of criterion dot rs reports: ns, base vs head',
      'checksum: µs, base vs head',
      'checksum: ns change by input',
      'fib 15: µs, base vs head',
      'fib 30: ms, base vs head',
      'noop: ns, base vs head',
      'parse.split_whitespace_sum: µs, base vs head',
      'sort.10: ns, base vs head',
      'sort.100: µs, base vs head',
      'units.fnv1a_bits: µs, base vs head',
      'units.fnv1a_decimal: µs, base vs head',
      'units.parse: µs, base vs head',
    ]);
    expect(result.images.map((i) => i.file)).toEqual(result.images.map((_, i) => `chart-${i + 1}.png`));
  });

  it('a bar chart has its size, ink, both series colours, and whiskers', async () => {
    const image = byTitle('checksum: µs, base vs head');
    const d = await decode(image.path);
    expect([d.width, d.height]).toEqual([image.width, image.height]);
    expect([d.width, d.height]).toEqual([640, 440]);
    expect(inked(d)).toBeGreaterThan(0.05);
    expect(countColour(d, BASE_COLOUR)).toBeGreaterThan(2000);
    expect(countColour(d, HEAD_COLOUR)).toBeGreaterThan(2000);
    // Whiskers: the plugin's dark stroke (#24292f), absent from Chart.js's own greys.
    expect(countColour(d, '#24292f')).toBeGreaterThan(50);
    // An opaque white background: readable in dark mode.
    expect([...d.pixels.slice(0, 4)]).toEqual([255, 255, 255, 255]);
  });

  it('a line chart draws each line in its own colour', async () => {
    const d = await decode(byTitle('checksum: ns change by input').path);
    expect(countColour(d, LINE_COLOURS[0]!)).toBeGreaterThan(300);
    expect(countColour(d, LINE_COLOURS[1]!)).toBeGreaterThan(300);
    expect(countColour(d, LINE_COLOURS[2]!)).toBe(0);
  });

  it('says why and writes nothing when the native canvas cannot be loaded', async () => {
    const missing = await renderChartImages(c, join(dir, 'none'), {
      loadCanvas: () => Promise.reject(new Error("Cannot find module '@napi-rs/canvas'\nRequire stack: …")),
    });
    expect(missing).toEqual({
      ok: false,
      reason: "@napi-rs/canvas could not be loaded: Cannot find module '@napi-rs/canvas'",
      images: [],
    });
  });

  it('links the images from a base URL in each family, and rejects a base URL that could break the Markdown', () => {
    const md = renderMarkdownReport(c, {
      charts: { kind: 'images', baseUrl: 'https://example.com/data/pr-42/', images: result.images },
    });
    expect(md).toContain('](https://example.com/data/pr-42/chart-3.png)');
    expect(md.match(/!\[/g)).toHaveLength(result.images.length);
    expect(() =>
      renderMarkdownReport(c, {
        charts: { kind: 'images', baseUrl: 'https://x/a) ![x](y', images: result.images },
      }),
    ).toThrow(/not an https:\/\/ URL/);
  });
});

describe('the HTML report draws the same charts with the same plugin', () => {
  it('the plugin source embedded in the HTML draws whiskers through Chart.js', async () => {
    const c = await criterionComparison();
    const spec = planCharts(buildReportModel(c)).find((s) => s.title === 'checksum: µs, base vs head')!;
    // Evaluate the plugin exactly as the HTML page does, then draw with it.
    const plugin = new Function(`return (${chartPluginSource()});`)();
    const { Chart, registerables } = await import('chart.js');
    Chart.register(...registerables);
    const canvas = createCanvas(640, 440);
    const config = chartConfig(spec) as unknown as ConstructorParameters<typeof Chart>[1];
    const chart = new Chart(canvas.getContext('2d') as never, { ...config, plugins: [plugin] });
    const png = await canvas.encode('png');
    chart.destroy();
    const file = join(dir, 'html-plugin.png');
    (await import('node:fs')).writeFileSync(file, png);
    const d = await decode(file);
    expect(countColour(d, '#24292f')).toBeGreaterThan(50);
    expect(countColour(d, HEAD_COLOUR)).toBeGreaterThan(2000);
  });
});

describe('Mermaid fallback', () => {
  it('writes xychart-beta with as many values as labels, and titles that say which series is which', async () => {
    const specs = planCharts(buildReportModel(await jmhComparison()));
    const bars = renderMermaidChart(specs[0]!);
    expect(bars).toBe(
      [
        '```mermaid',
        'xychart-beta',
        '    title "bars: head, line: base, WriterBenchmark.writeBlock (thrpt): ops/ms, base vs head"',
        '    x-axis ["itemCount=10 itemSize=16", "itemCount=10 itemSize=128", "itemCount=100 itemSize=16", "itemCount=100 itemSize=128"]',
        '    y-axis "ops/ms" 0 --> 7806',
        '    bar [7434, 2209, 405.5, 223.6]',
        '    line [7434, 2209, 540.7, 298.1]',
        '```',
      ].join('\n'),
    );
    for (const spec of specs) {
      const block = renderMermaidChart(spec);
      const labels = /x-axis \[(.*)\]/.exec(block)![1]!.split('", "').length;
      for (const series of block.matchAll(/ (?:bar|line) \[(.*)\]/g))
        expect(series[1]!.split(', ')).toHaveLength(labels);
    }
  });
});
