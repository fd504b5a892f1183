/// <reference lib="dom" />
// The dashboard page's script (bundled into dist/dashboard.js, copied beside
// templates/dashboard.html by `benchgate history dashboard`): the index with
// the open changes first, and one view per family, its metrics in panels.
// It records how long it took to draw in window.BG_TIMING (milliseconds from
// the start of navigation), which the browser test reads.

import type { DashboardIndex, FamilyChart, FamilyData } from '../../history/dashboard-data.js';
import { el, loadScript } from './dom.js';
import { alwaysZero, COLORS, renderPanelSvg, short, type Links } from './panel-chart.js';
import { stepDetail, stepText } from './step-text.js';

declare global {
  interface Window {
    BG_INDEX: DashboardIndex;
    BG_FAMILY: Record<string, FamilyData>;
    BG_TIMING: { index?: number; family?: number };
  }
}

/** Open changes listed on the index; the rest are counted. */
const OPEN_SHOWN = 50;
/** Families listed at once; a search narrows them. */
const FAMILIES_SHOWN = 500;

window.BG_FAMILY = window.BG_FAMILY || {};
window.BG_TIMING = {};
const view = document.getElementById('view')!;
const search = document.getElementById('search') as HTMLInputElement;

const links: Links = {
  commit: (sha) => {
    const repo = window.BG_INDEX.repositoryUrl;
    return repo ? `${repo}/commit/${encodeURIComponent(sha)}` : undefined;
  },
  // The issue of a change point carries a hidden marker with its commit (src/report/change-issue.ts): search for it.
  issue: (sha) => {
    const repo = window.BG_INDEX.repositoryUrl;
    return repo ? `${repo}/issues?q=${encodeURIComponent(`"benchgate-change: ${sha}"`)}` : undefined;
  },
};

const familyHref = (slug: string) => `#f=${encodeURIComponent(slug)}`;

function commitCell(sha: string): Element {
  const href = links.commit(sha);
  return el('td', { class: 'sha' }, href ? el('a', { href }, short(sha)) : short(sha));
}

function renderOpen(): Element[] {
  const i = window.BG_INDEX;
  if (i.open.length === 0) return [el('p', { class: 'meta', id: 'open-none' }, 'No open changes.')];
  const shown = i.open.slice(0, OPEN_SHOWN);
  const rows = shown.map((c) =>
    el(
      'tr',
      {},
      commitCell(c.commit),
      el(
        'td',
        { class: c.kind === 'regression' ? 'reg' : 'imp', title: stepDetail(c) },
        `${c.kind} ${stepText(c)}`,
      ),
      el('td', {}, el('a', { href: familyHref(c.slug) }, c.family)),
      el('td', {}, c.series),
      el('td', {}, c.metric),
    ),
  );
  const more = i.openTotal > shown.length ? ` (the ${shown.length} largest of ${i.openTotal})` : '';
  return [
    el('h2', {}, `Open changes${more}`),
    el(
      'table',
      { id: 'open' },
      el(
        'thead',
        {},
        el('tr', {}, ...['Commit', 'Change', 'Family', 'Series', 'Metric'].map((h) => el('th', {}, h))),
      ),
      el('tbody', {}, ...rows),
    ),
  ];
}

function renderIndex(): void {
  const i = window.BG_INDEX;
  const q = search.value.trim().toLowerCase();
  const rows = i.families.filter(
    (f) =>
      !q ||
      f.family.toLowerCase().includes(q) ||
      f.suite.toLowerCase().includes(q) ||
      f.metrics.some((m) => m.toLowerCase().includes(q)),
  );
  const shown = rows.slice(0, FAMILIES_SHOWN);
  const head = ['Family', 'Series', 'Metrics', 'Regressions', 'Improvements', 'Last commit'];
  const table = el(
    'table',
    { id: 'families' },
    el('thead', {}, el('tr', {}, ...head.map((h) => el('th', {}, h)))),
    el(
      'tbody',
      {},
      ...shown.map((f) =>
        el(
          'tr',
          { 'data-slug': f.slug },
          el('td', {}, el('a', { href: familyHref(f.slug) }, f.family)),
          el('td', { class: 'num' }, String(f.series)),
          el('td', {}, f.metrics.join(', ')),
          el('td', { class: f.regressions ? 'num reg' : 'num' }, String(f.regressions)),
          el('td', { class: f.improvements ? 'num imp' : 'num' }, String(f.improvements)),
          el('td', {}, f.lastCommit ? short(f.lastCommit) : ''),
        ),
      ),
    ),
  );
  const note =
    rows.length > shown.length
      ? `${rows.length} families match; the first ${shown.length} are shown: narrow the search.`
      : `${rows.length} of ${i.families.length} families`;
  view.replaceChildren(
    ...(q ? [] : renderOpen()),
    el('h2', {}, 'Families'),
    el('p', { class: 'meta', id: 'count' }, note),
    table,
  );
}

function renderPanel(data: FamilyData, chart: FamilyChart): Element {
  const legend = el(
    'div',
    { class: 'legend' },
    ...chart.lines.map((line, k) => {
      const item = el('span', {}, alwaysZero(line) ? `${line.label} (always 0)` : line.label) as HTMLElement;
      // CSSOM, not a style attribute: the page's policy allows no inline style.
      item.style.setProperty('--c', COLORS[k % COLORS.length]!);
      return item;
    }),
  );
  const title = chart.panel ? [el('h4', {}, chart.panel)] : [];
  // Panels of a split metric side by side, two to a row of the 1,000-pixel page.
  const width = chart.panel ? 460 : 900;
  const figure = el(
    'figure',
    { class: 'panel' },
    ...title,
    renderPanelSvg(data, chart, links, width),
    legend,
  );
  (figure as HTMLElement).style.width = `${width}px`;
  return figure;
}

/** A metric's panels: all when it is one panel; otherwise those with a change, the rest drawn when asked for. */
function renderMetric(data: FamilyData, charts: FamilyChart[]): Element {
  const first = charts[0]!;
  const split = charts.length > 1;
  const drawn = split ? charts.filter((c) => c.changed) : charts;
  const rest = split ? charts.filter((c) => !c.changed) : [];
  const heading = `${first.metric} (${first.direction === 'smaller' ? 'smaller' : 'bigger'} is better)`;
  const section = el(
    'section',
    { class: 'chart' },
    el('h3', {}, heading),
    el('div', { class: 'panels' }, ...drawn.map((c) => renderPanel(data, c))),
  );
  if (rest.length > 0) {
    const series = rest.reduce((a, c) => a + c.lines.length, 0);
    const box = el('div', { class: 'panels' });
    const more = el(
      'details',
      { class: 'more' },
      el(
        'summary',
        {},
        `${rest.length} ${drawn.length ? 'more ' : ''}panels without a change (${series} series)`,
      ),
      box,
    ) as HTMLDetailsElement;
    more.addEventListener('toggle', () => {
      if (more.open && box.childElementCount === 0) box.append(...rest.map((c) => renderPanel(data, c)));
    });
    section.append(more);
  }
  return section;
}

/** The family's change points before its charts, newest first (regressions first within a commit), with their commit in text. */
function familyChanges(data: FamilyData): Element[] {
  const rows = data.charts.flatMap((chart) =>
    chart.changes
      .filter((c) => c.at >= 0)
      .map((c) => ({
        c,
        chart,
        series: [chart.panel.replace(/ \(.*\)$/, ''), chart.lines[c.line]!.label].filter(Boolean).join(' '),
      })),
  );
  if (rows.length === 0) return [];
  const order = (k: string) => (k === 'regression' ? 0 : k === 'improvement' ? 1 : 2);
  rows.sort((a, b) => b.c.at - a.c.at || order(a.c.kind) - order(b.c.kind));
  const shown = rows.slice(0, OPEN_SHOWN);
  const more = rows.length > shown.length ? ` (the newest ${shown.length} of ${rows.length})` : '';
  return [
    el('h3', {}, `Change points${more}`),
    el(
      'table',
      { id: 'family-changes' },
      el('thead', {}, el('tr', {}, ...['Commit', 'Change', 'Series', 'Metric'].map((h) => el('th', {}, h)))),
      el(
        'tbody',
        {},
        ...shown.map(({ c, chart, series }) => {
          const step =
            c.kind === 'environment'
              ? 'environment changed'
              : `${c.kind} ${stepText({ ...c, unit: chart.unit })}`;
          const cls = c.kind === 'regression' ? 'reg' : c.kind === 'improvement' ? 'imp' : '';
          return el(
            'tr',
            {},
            commitCell(c.commit),
            el('td', { class: cls }, step),
            el('td', {}, series),
            el('td', {}, chart.metric),
          );
        }),
      ),
    ),
  ];
}

async function renderFamily(slug: string): Promise<void> {
  const f = window.BG_INDEX.families.find((x) => x.slug === slug);
  if (!f) {
    view.replaceChildren(el('p', { class: 'empty' }, `No family ${slug} in this store.`));
    return;
  }
  if (!window.BG_FAMILY[slug]) await loadScript(`data/${slug}.js`);
  const data = window.BG_FAMILY[slug]!;
  const byMetric = new Map<string, FamilyChart[]>();
  for (const c of data.charts) byMetric.set(c.metric, [...(byMetric.get(c.metric) ?? []), c]);
  view.replaceChildren(
    el('h2', { id: 'family' }, data.family),
    el(
      'p',
      { class: 'meta' },
      `${f.series} series over ${data.commits.length} commits, in their unit (on a log scale where a panel's values ` +
        'span more than 3×, so lines of different sizes share it). Change points are dashed, with their commit and step written at the top ' +
        '(red: regression, linked to its issue; green: improvement; grey: environment changed); releases are solid, with their tag. ' +
        'Points link to their commit. A metric of many series is split into panels by parameter; panels without a change open on request.',
    ),
    ...familyChanges(data),
    ...[...byMetric.values()].map((charts) => renderMetric(data, charts)),
  );
  window.BG_TIMING.family = performance.now();
}

function route(): void {
  const m = /^#f=(.+)$/.exec(location.hash);
  if (m)
    renderFamily(decodeURIComponent(m[1]!)).catch((err: Error) =>
      view.replaceChildren(el('p', { class: 'empty' }, err.message)),
    );
  else {
    renderIndex();
    window.BG_TIMING.index ??= performance.now();
  }
}

loadScript('data/index.js').then(
  () => {
    const i = window.BG_INDEX;
    document.getElementById('meta')!.textContent =
      `${i.families.length} families, ${i.series} series, ${i.commits} commits; generated ${i.generated}`;
    search.addEventListener('input', () => {
      if (location.hash) location.hash = '';
      else renderIndex();
    });
    window.addEventListener('hashchange', route);
    route();
  },
  (err: Error) => view.replaceChildren(el('p', { class: 'empty' }, err.message)),
);
