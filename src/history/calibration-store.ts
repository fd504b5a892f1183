// The calibration runs in the store: STORE/calibration/<YYYY-MM>.jsonl, one
// line per row of each A/A run (calibration.ts), beside the commits and
// series the history keeps. A line that is not one is named by file and
// line, and the rest are read.

import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CalibrationLine } from './calibration.js';

/** The store's folder of calibration runs. */
export const CALIBRATION_FOLDER = 'calibration';

/** The month file's text for one run's lines. */
export function calibrationText(lines: readonly CalibrationLine[]): string {
  return lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
}

/** Appends one run's lines to its month's file; returns the file written, relative to the store. */
export function appendCalibration(dir: string, lines: readonly CalibrationLine[]): string {
  const month = lines[0]?.time.slice(0, 7) ?? new Date().toISOString().slice(0, 7);
  mkdirSync(join(dir, CALIBRATION_FOLDER), { recursive: true });
  const rel = `${CALIBRATION_FOLDER}/${month}.jsonl`;
  appendFileSync(join(dir, rel), calibrationText(lines));
  return rel;
}

/** Every calibration line of the store, with what could not be read named by file and line. */
export function readCalibration(dir: string): { lines: CalibrationLine[]; problems: string[] } {
  const folder = join(dir, CALIBRATION_FOLDER);
  const out: { lines: CalibrationLine[]; problems: string[] } = { lines: [], problems: [] };
  if (!existsSync(folder)) return out;
  for (const name of readdirSync(folder)
    .filter((n) => n.endsWith('.jsonl'))
    .sort())
    parseCalibration(readFileSync(join(folder, name), 'utf8'), join(folder, name), out);
  return out;
}

/** Parses one calibration file's text into `out` (the action reads the files from the data branch with it). */
export function parseCalibration(
  text: string,
  file: string,
  out: { lines: CalibrationLine[]; problems: string[] },
): void {
  text.split('\n').forEach((line, i) => {
    if (line === '') return;
    let value: Partial<CalibrationLine>;
    try {
      value = JSON.parse(line) as Partial<CalibrationLine>;
    } catch {
      out.problems.push(`${file}:${i + 1}: not valid JSON; the line is skipped`);
      return;
    }
    if (
      typeof value.commit !== 'string' ||
      typeof value.time !== 'string' ||
      typeof value.name !== 'string' ||
      typeof value.verdict !== 'string' ||
      typeof value.threshold !== 'number'
    ) {
      out.problems.push(`${file}:${i + 1}: not a calibration line; the line is skipped`);
      return;
    }
    out.lines.push(value as CalibrationLine);
  });
}
