/// <reference lib="dom" />
// One panel of the dashboard as SVG: its lines and 95% bands, each point a
// link to its commit with its value in a tooltip, the change points as dashed
// lines with their commit and step written beside them (no hover needed),
// and the releases as solid lines with their tag.

import type { ChartChange, FamilyChart, FamilyData } from '../../history/dashboard-data.js';
import { formatLevel } from '../format-number.js';
import { el } from './dom.js';
import { stepDetail, stepText } from './step-text.js';

/**
 * Eight colours that stay apart for the common forms of colour blindness
 * (Okabe and Ito's palette, black for its yellow); a panel holds at most as
 * many lines (src/history/dashboard-panels.ts PANEL_LINES), so none repeats.
 */
export const COLORS = [
  '#0072b2',
  '#d55e00',
  '#009e73',
  '#cc79a7',
  '#56b4e9',
  '#e69f00',
  '#000000',
  '#7f7f7f',
];

const KIND_COLOR: Record<string, string> = { regression: '#cf222e', improvement: '#1a7f37' };

export interface Links {
  commit(sha: string): string | undefined;
  issue(sha: string): string | undefined;
}

export const short = (sha: string) => sha.slice(0, 7);

/**
 * The y axis, in the metric's unit: logarithmic where the panel's values are
 * all above zero and span more than LOG_SPAN (lines of different sizes then
 * share the panel, and a step reads as the same height at any size); linear
 * otherwise, from zero where a value is zero.
 */
interface Axis {
  log: boolean;
  lo: number;
  hi: number;
}

const LOG_SPAN = 3;

function axisOf(chart: FamilyChart): Axis {
  const centers = chart.lines.flatMap((l) => l.points.map((p) => p[1]));
  const bands = chart.lines.flatMap((l) => l.points.flatMap((p) => [p[2], p[3]])).filter((v) => v !== null);
  let lo = Math.min(...centers);
  let hi = Math.max(...centers);
  const log = lo > 0 && hi / lo > LOG_SPAN;
  for (const v of bands) if (!log || v > 0) [lo, hi] = [Math.min(lo, v), Math.max(hi, v)];
  if (!log && Math.min(...centers) <= 0) lo = Math.min(lo, 0);
  if (!(hi > lo)) [lo, hi] = lo === 0 ? [0, 1] : [lo - Math.abs(lo) * 0.05, hi + Math.abs(hi) * 0.05];
  return { log, lo, hi };
}

/** Where a value sits on the axis, from 0 (its bottom) to 1 (its top); clamped, since a band may reach below a log axis. */
function place(axis: Axis, v: number): number {
  if (!axis.log) return (v - axis.lo) / (axis.hi - axis.lo);
  const r = (Math.log(Math.max(v, axis.lo)) - Math.log(axis.lo)) / (Math.log(axis.hi) - Math.log(axis.lo));
  return Math.min(1, Math.max(0, r));
}

/** The three values the axis is labelled at: its ends and its middle (geometric on a log axis). */
function ticksOf(axis: Axis): number[] {
  return [axis.lo, axis.log ? Math.sqrt(axis.lo * axis.hi) : (axis.lo + axis.hi) / 2, axis.hi];
}

/** Whether every value of the line is zero: drawn at zero and said so in the legend. */
export function alwaysZero(line: FamilyChart['lines'][number]): boolean {
  return line.points.every((p) => p[1] === 0 && (p[2] ?? 0) === 0 && (p[3] ?? 0) === 0);
}

/** The panel's SVG, `width` wide. */
export function renderPanelSvg(data: FamilyData, chart: FamilyChart, links: Links, width: number): Element {
  const W = width;
  const H = 250;
  // The top margin holds three rows of change labels, and below them the release tags.
  const [L, R, T, B] = [8, 12, 64, 22];
  const n = Math.max(1, data.commits.length - 1);
  const x = (i: number) => L + ((W - L - R) * i) / n;
  const axis = axisOf(chart);
  const y = (v: number) => T + (H - T - B) * (1 - place(axis, v));
  const svg = el('svg:svg', {
    width: W,
    height: H,
    viewBox: `0 0 ${W} ${H}`,
    role: 'img',
    'aria-label': `${data.family} ${chart.metric} ${chart.panel}`.trim(),
  });
  const allZero = chart.lines.every(alwaysZero);
  for (const v of allZero ? [0] : ticksOf(axis)) {
    svg.append(el('svg:line', { x1: L, x2: W - R, y1: y(v), y2: y(v), stroke: '#eaeef2' }));
    const text = formatLevel(v, chart.unit);
    svg.append(el('svg:text', { class: 'tick', x: L, y: y(v) - 3 }, allZero ? `always ${text}` : text));
  }
  for (const r of data.releases) {
    svg.append(
      el('svg:line', {
        class: 'release',
        x1: x(r.at),
        x2: x(r.at),
        y1: T - 22,
        y2: H - B,
        stroke: '#8c959f',
      }),
      el('svg:text', { class: 'release-label', x: x(r.at) + 3, y: T - 12 }, r.name),
    );
  }
  chart.lines.forEach((_, k) => drawLine(svg, data, chart, k, { x, y }, links));
  if (axis.log)
    svg.append(el('svg:text', { class: 'scale', x: W / 2, y: H - 6, 'text-anchor': 'middle' }, 'log scale'));
  drawChanges(svg, chart, { x, T, H, B, W }, links);
  svg.append(el('svg:text', { x: L, y: H - 6 }, short(data.commits[0]!.sha)));
  svg.append(el('svg:text', { x: W - R, y: H - 6, 'text-anchor': 'end' }, short(data.commits.at(-1)!.sha)));
  return svg;
}

function drawLine(
  svg: Element,
  data: FamilyData,
  chart: FamilyChart,
  k: number,
  at: { x: (i: number) => number; y: (v: number) => number },
  links: Links,
): void {
  const line = chart.lines[k]!;
  const color = COLORS[k % COLORS.length]!;
  const band = line.points.filter((p) => p[2] !== null && p[3] !== null);
  if (band.length > 1) {
    const upper = band.map((p) => `${at.x(p[0])},${at.y(p[3]!)}`);
    const lower = band.map((p) => `${at.x(p[0])},${at.y(p[2]!)}`).reverse();
    svg.append(
      el('svg:polygon', {
        class: 'band',
        points: upper.concat(lower).join(' '),
        fill: color,
        'fill-opacity': 0.12,
      }),
    );
  }
  const path = line.points.map((p) => `${at.x(p[0])},${at.y(p[1])}`).join(' ');
  svg.append(
    el('svg:polyline', { class: 'line', points: path, fill: 'none', stroke: color, 'stroke-width': 1.5 }),
  );
  for (const p of line.points) {
    const commit = data.commits[p[0]]!;
    const dot = el(
      'svg:circle',
      { class: 'point', cx: at.x(p[0]), cy: at.y(p[1]), r: 2.5, fill: color },
      el(
        'svg:title',
        {},
        `${line.label}: ${formatLevel(p[1], chart.unit)} at ${short(commit.sha)} (${commit.time})`,
      ),
    );
    const href = links.commit(commit.sha);
    svg.append(href ? el('svg:a', { href, class: 'commit' }, dot) : dot);
  }
}

/**
 * One dashed line per commit with a change, its commit and step written at
 * the top (the largest step of the lines that changed there, and how many
 * did); labels of nearby commits take turns on three rows.
 */
function drawChanges(
  svg: Element,
  chart: FamilyChart,
  box: { x: (i: number) => number; T: number; H: number; B: number; W: number },
  links: Links,
): void {
  const byAt = new Map<number, ChartChange[]>();
  for (const c of chart.changes) if (c.at >= 0) byAt.set(c.at, [...(byAt.get(c.at) ?? []), c]);
  [...byAt.entries()]
    .sort((a, b) => a[0] - b[0])
    .forEach(([at, list], row) => {
      const worst = [...list].sort((a, b) => rank(b) - rank(a))[0]!;
      const color = KIND_COLOR[worst.kind] ?? '#57606a';
      const xAt = box.x(at);
      const step =
        worst.kind === 'environment' ? 'environment changed' : stepText({ ...worst, unit: chart.unit });
      const more = list.length > 1 ? ` (${list.length} lines)` : '';
      const right = xAt > box.W * 0.6;
      const tooltip = list
        .map((c) => {
          const what =
            c.kind === 'environment'
              ? 'environment changed'
              : `${c.kind} ${stepDetail({ ...c, unit: chart.unit })}`;
          return `${chart.lines[c.line]!.label}: ${what}, between ${short(c.previousCommit)} and ${short(c.commit)}`;
        })
        .join('\n');
      const mark = el(
        'svg:g',
        { class: `change ${worst.kind}` },
        el('svg:title', {}, tooltip),
        el('svg:line', {
          x1: xAt,
          x2: xAt,
          y1: 6 + (row % 3) * 12,
          y2: box.H - box.B,
          stroke: color,
          'stroke-dasharray': '4 3',
          'stroke-width': 2,
        }),
        el(
          'svg:text',
          {
            class: 'change-label',
            x: right ? xAt - 4 : xAt + 4,
            y: 14 + (row % 3) * 12,
            'text-anchor': right ? 'end' : 'start',
            fill: color,
          },
          `${short(worst.commit)} ${step}${more}`,
        ),
      );
      const href = list.some((c) => c.kind === 'regression') ? links.issue(worst.commit) : undefined;
      svg.append(href ? el('svg:a', { href, class: 'issue' }, mark) : mark);
    });
}

/** Which change speaks for its commit: a regression before an improvement before an environment change, then the larger. */
function rank(c: ChartChange): number {
  const kind = c.kind === 'regression' ? 2 : c.kind === 'improvement' ? 1 : 0;
  const size = Number.isFinite(c.change) ? Math.min(Math.abs(c.change), 1e6) : 1e6;
  return kind * 1e7 + size;
}
