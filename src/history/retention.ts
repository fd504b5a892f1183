// Retention of the history store: month files older than keepMonths are
// removed (the commit list's, the series' and the calibration runs'), and points older than keepSamplesMonths lose their raw samples
// (their center and interval stay, which is all change points and charts
// use). `history append` applies it on the first append of each month, so
// the store stays bounded without an append ever reading the whole store
// twice in a month. docs/history.md, "Retention", states the defaults;
// bench/history-retention.mjs measures what they save.

import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CALIBRATION_FOLDER } from './calibration-store.js';
import { jsonLines, kindOf, monthFiles, newBudget, readMonthFile, storeFolders } from './store-files.js';

export interface RetentionPolicy {
  /** Months of points kept (the current one counts); 0 keeps every month. */
  keepMonths: number;
  /** Months whose points keep their raw samples; 0 keeps every sample. */
  keepSamplesMonths: number;
}

/**
 * Two years of points, the raw samples of the last three months. Why: change
 * points and the charts use a point's center and interval only; the samples
 * are for looking again at a recent change, and take 60-70% of a line.
 */
export const DEFAULT_RETENTION: RetentionPolicy = { keepMonths: 24, keepSamplesMonths: 3 };

/** The first month kept by a policy of `keep` months at `now` ("" keeps all). */
export function firstMonthKept(now: Date, keep: number): string {
  if (keep <= 0) return '';
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (keep - 1), 1));
  return d.toISOString().slice(0, 7);
}

/**
 * Applies `policy` to the store at `dir` as of `now`: removes the month files
 * (of the commits, the series and the calibration runs) before its kept months and strips the samples of series lines before its
 * sample months. Returns the files it changed or removed. A damaged line is
 * left as it is (readStore names it).
 */
export function compactStore(dir: string, now: Date, policy: RetentionPolicy): string[] {
  const dropBefore = firstMonthKept(now, policy.keepMonths);
  const stripBefore = firstMonthKept(now, policy.keepSamplesMonths);
  const problems: string[] = [];
  const budget = newBudget();
  const folders = storeFolders(dir, problems);
  const changed: string[] = [];
  const visit = (folder: string, strip: boolean) => {
    for (const { month, path } of monthFiles(folder, problems)) {
      if (month < dropBefore) {
        rmSync(path);
        changed.push(path);
      } else if (strip && month < stripBefore) {
        const text = readMonthFile(path, budget);
        const stripped = withoutSamples(path, text);
        if (stripped !== text) {
          writeFileSync(path, stripped);
          changed.push(path);
        }
      }
    }
  };
  if (folders.commits) visit(folders.commits, false);
  for (const folder of folders.series) visit(folder, true);
  // The calibration runs (calibration-store.ts) age as the points do; their lines carry no samples.
  const calibration = join(dir, CALIBRATION_FOLDER);
  if (kindOf(calibration) === 'folder') visit(calibration, false);
  return changed;
}

/** The file's text with every line's samples left out; lines that do not parse stay as they are. */
function withoutSamples(path: string, text: string): string {
  if (!text.includes('"samples"')) return text;
  const lines = text.split('\n');
  for (const { value, where } of jsonLines(path, text, [])) {
    const i = Number(where.slice(where.lastIndexOf(':') + 1)) - 1;
    if (typeof value === 'object' && value !== null && 'samples' in value) {
      const { samples: _dropped, ...rest } = value as Record<string, unknown>;
      lines[i] = JSON.stringify(rest);
    }
  }
  return lines.join('\n');
}

/** Whether an append in `month` is the store's first of that month (so retention runs): no commit list for it yet. */
export function isNewMonth(dir: string, month: string): boolean {
  return !existsSync(join(dir, 'commits', `${month}.jsonl`));
}
