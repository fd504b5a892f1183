// The files of a store directory, walked as untrusted input: only regular
// files and folders (a link is refused, never followed: a data branch can
// hold one that points at the runner's secrets), only month files by name
// (anything else is named and left alone), and caps on the size of each file
// and on the store's files and bytes in all (store-schema.ts), each refusal an
// InputError naming the path.

import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../formats/input-error.js';
import {
  MAX_FILE_BYTES,
  MAX_LINE_CHARS,
  MAX_STORE_BYTES,
  MAX_STORE_FILES,
  MONTH_FILE_PATTERN,
} from './store-schema.js';

/** What the walk has read so far, against the store's caps. */
export interface ReadBudget {
  files: number;
  bytes: number;
}

export const newBudget = (): ReadBudget => ({ files: 0, bytes: 0 });

/** The kind of `path` without following a link; undefined when it does not exist. */
export function kindOf(path: string): 'file' | 'folder' | undefined {
  if (!existsSync(path) && !isLink(path)) return undefined;
  const st = lstatSync(path);
  if (st.isFile()) return 'file';
  if (st.isDirectory()) return 'folder';
  throw new InputError(path, 'is a link or a special file, not a file of the history store; refused');
}

/** An InputError when `path` is a link or a special file; nothing when it is a file, a folder or absent. */
export function refuseLink(path: string): void {
  kindOf(path);
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** The commit list's folder and every family's folder of the store, in name order. */
export function storeFolders(dir: string, problems: string[]): { commits?: string; series: string[] } {
  // A store that is not there is an error, not an empty history: read as
  // empty, `history issues` would close every open issue as recovered.
  if (kindOf(dir) !== 'folder')
    throw new InputError(dir, 'is not a history store directory (it does not exist)');
  const out: { commits?: string; series: string[] } = { series: [] };
  const commits = join(dir, 'commits');
  const kind = kindOf(commits);
  if (kind === 'folder') out.commits = commits;
  else if (kind === 'file')
    problems.push(`${commits}: a file where the commit list's folder belongs; ignored`);
  const seriesDir = join(dir, 'series');
  const seriesKind = kindOf(seriesDir);
  if (seriesKind === 'file') problems.push(`${seriesDir}: a file where the series' folder belongs; ignored`);
  if (seriesKind !== 'folder') return out;
  for (const name of readdirSync(seriesDir).sort()) {
    const path = join(seriesDir, name);
    if (kindOf(path) === 'folder') out.series.push(path);
    else problems.push(`${path}: not a family's folder; ignored`);
  }
  return out;
}

/** The month files of a folder in order ("2026-11", "2026-11-2", "2026-11-10", "2026-12"); other names are named and ignored. */
export function monthFiles(
  folder: string,
  problems: string[],
): { name: string; month: string; path: string }[] {
  const out: { name: string; month: string; part: number; path: string }[] = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    const m = MONTH_FILE_PATTERN.exec(name);
    // A folder or a stray file in a store folder is not the store's: named, never read.
    if (kindOf(path) !== 'file' || !m) {
      problems.push(`${path}: not a month file of the store; ignored`);
      continue;
    }
    out.push({ name, month: m[1]!, part: Number(m[2] ?? 1), path });
  }
  out.sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : a.part - b.part));
  return out;
}

/** A month file's text, within the caps of one file and of the whole store. */
export function readMonthFile(path: string, budget: ReadBudget): string {
  const size = lstatSync(path).size;
  if (size > MAX_FILE_BYTES)
    throw new InputError(
      path,
      `is ${size} bytes, over the store's limit of ${MAX_FILE_BYTES} per file; refused`,
    );
  budget.files += 1;
  budget.bytes += size;
  if (budget.files > MAX_STORE_FILES)
    throw new InputError(path, `the store holds more than ${MAX_STORE_FILES} files; refused`);
  if (budget.bytes > MAX_STORE_BYTES)
    throw new InputError(path, `the store holds more than ${MAX_STORE_BYTES} bytes; refused`);
  return readFileSync(path, 'utf8');
}

/** Every line of a month file that parses as JSON, with where it is; the others named in `problems`. */
export function* jsonLines(
  path: string,
  text: string,
  problems: string[],
): Generator<{ value: unknown; where: string }> {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    const where = `${path}:${i + 1}`;
    if (line.length > MAX_LINE_CHARS) {
      problems.push(
        `${where}: a line of ${line.length} characters, over ${MAX_LINE_CHARS}; the line is skipped`,
      );
      continue;
    }
    try {
      yield { value: JSON.parse(line), where };
    } catch {
      problems.push(`${where}: not valid JSON; the line is skipped`);
    }
  }
}
