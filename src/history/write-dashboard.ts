// Writes the dashboard of a history store: the page (templates/dashboard.html
// with its style sheet, and its script dist/dashboard.js, the same for every
// store) and its data as scripts the page loads, one for the index and one
// per family, so a store of 10,000 series opens its index without reading
// every series.

import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findShippedFile } from '../process/shipped-files.js';
import { detectChanges } from './change-points.js';
import { dashboardIndex, familyData, groupChanges, groupFamilies } from './dashboard-data.js';
import type { Release } from './release-markers.js';
import type { HistorySeries } from './types.js';

export interface DashboardOptions {
  /** https://github.com/owner/repo: points link to their commit, regressions to their issue. */
  repositoryUrl?: string;
  /** When it was generated (ISO 8601); now by default. */
  generated?: string;
  /** Releases marked on the charts (tags at commits; src/history/release-markers.ts). */
  releases?: readonly Release[];
}

/** The page's own files, as shipped: where they are found and the name each gets beside the data. */
const PAGE_FILES: [shipped: string, written: string][] = [
  [join('templates', 'dashboard.html'), 'index.html'],
  [join('templates', 'dashboard.css'), 'dashboard.css'],
  [join('dist', 'dashboard.js'), 'dashboard.js'],
];

/** Writes index.html, its style sheet and script, and data/ into `dir`; returns the files written, relative to it. */
export function writeDashboard(
  dir: string,
  series: readonly HistorySeries[],
  o: DashboardOptions = {},
): string[] {
  const page = PAGE_FILES.map(([shipped, written]) => {
    const path = findShippedFile(shipped);
    if (!path) throw new Error(`${shipped} not found beside benchgate`);
    return [path, written] as const;
  });
  const changes = detectChanges(series);
  mkdirSync(join(dir, 'data'), { recursive: true });
  for (const [path, written] of page) copyFileSync(path, join(dir, written));
  const index = dashboardIndex(series, changes, {
    generated: o.generated ?? new Date().toISOString(),
    ...(o.repositoryUrl ? { repositoryUrl: o.repositoryUrl } : {}),
  });
  // Scripts, not JSON: a page opened from file:// may load scripts but not fetch files.
  writeFileSync(join(dir, 'data', 'index.js'), `window.BG_INDEX = ${JSON.stringify(index)};\n`);
  const written = [...page.map(([, w]) => w), 'data/index.js'];
  // Each family's data gets its own change points only: matching all of them per family would cost families × changes.
  const byFamily = groupChanges(changes, (c) => c.family);
  for (const [family, list] of groupFamilies(series)) {
    const data = familyData(family, list, byFamily.get(family) ?? [], o.releases ?? []);
    writeFileSync(
      join(dir, 'data', `${data.slug}.js`),
      `window.BG_FAMILY[${JSON.stringify(data.slug)}] = ${JSON.stringify(data)};\n`,
    );
    written.push(`data/${data.slug}.js`);
  }
  return written;
}
