// Writes the dashboard of a history store: the page (templates/dashboard.html,
// the same for every store) and its data as scripts the page loads, one for
// the index and one per family, so a store of 10,000 series opens its index
// without reading every series.

import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findShippedFile } from '../process/shipped-files.js';
import { detectChanges } from './change-points.js';
import { dashboardIndex, familyData, groupChanges, groupFamilies } from './dashboard-data.js';
import type { HistorySeries } from './types.js';

export interface DashboardOptions {
  /** https://github.com/owner/repo: points link to their commit, regressions to their issue. */
  repositoryUrl?: string;
  /** When it was generated (ISO 8601); now by default. */
  generated?: string;
}

/** Writes index.html and data/ into `dir`; returns the files written, relative to it. */
export function writeDashboard(
  dir: string,
  series: readonly HistorySeries[],
  o: DashboardOptions = {},
): string[] {
  const page = findShippedFile(join('templates', 'dashboard.html'));
  if (!page) throw new Error('templates/dashboard.html not found beside benchgate');
  const changes = detectChanges(series);
  mkdirSync(join(dir, 'data'), { recursive: true });
  copyFileSync(page, join(dir, 'index.html'));
  const index = dashboardIndex(series, changes, {
    generated: o.generated ?? new Date().toISOString(),
    ...(o.repositoryUrl ? { repositoryUrl: o.repositoryUrl } : {}),
  });
  // Scripts, not JSON: a page opened from file:// may load scripts but not fetch files.
  writeFileSync(join(dir, 'data', 'index.js'), `window.BG_INDEX = ${JSON.stringify(index)};\n`);
  const written = ['index.html', 'data/index.js'];
  // Each family's data gets its own change points only: matching all of them per family would cost families × changes.
  const byFamily = groupChanges(changes, (c) => c.family);
  for (const [family, list] of groupFamilies(series)) {
    const data = familyData(family, list, byFamily.get(family) ?? []);
    writeFileSync(
      join(dir, 'data', `${data.slug}.js`),
      `window.BG_FAMILY[${JSON.stringify(data.slug)}] = ${JSON.stringify(data)};\n`,
    );
    written.push(`data/${data.slug}.js`);
  }
  return written;
}
