import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Problem } from '../../model/results.js';

// Finds the measurement folders of a target/criterion tree: each benchmark
// has a folder (its directory_name, one to three levels deep) holding `new/`
// (the latest run), `base/` or a named baseline, `change/` and `report/`.
//
// Note: symlinks are followed (a CI cache may link target/ elsewhere), but
// every folder is entered once by device and inode, so a link back up the
// tree ends the walk there instead of looping; a depth cap guards the rest.

/** The files Criterion writes in each measurement folder. */
export const MEASUREMENT_FILES = ['benchmark.json', 'estimates.json', 'sample.json'] as const;
const MAX_DEPTH = 24;

export interface MeasurementDir {
  /** The benchmark's folder, relative to the root, with "/" separators. */
  relative: string;
  /** The measurement folder (<benchmark>/<baseline>), as a path under the root. */
  path: string;
  /** Which of MEASUREMENT_FILES it holds. */
  files: Set<string>;
}

/**
 * Every `<benchmark>/<baseline>/` folder that holds at least one of
 * Criterion's JSON files, sorted by path. Unreadable folders and broken links
 * become problems; an unreadable root throws.
 */
export async function findMeasurementDirs(
  root: string,
  baseline: string,
  problems: Problem[],
): Promise<MeasurementDir[]> {
  const found: MeasurementDir[] = [];
  const visited = new Set<string>();
  const top = statSync(root);
  visited.add(`${top.dev}:${top.ino}`);
  await walk(root, '', 0);
  return found.sort((a, b) => (a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0));

  async function walk(dir: string, relative: string, depth: number): Promise<void> {
    const entries = await listDir(dir);
    if (entries === undefined) return;
    for (const name of entries) {
      const path = join(dir, name);
      const info = await statOrProblem(path);
      if (!info?.isDirectory()) continue;
      const key = `${info.dev}:${info.ino}`;
      if (visited.has(key)) continue;
      visited.add(key);
      const childRelative = relative === '' ? name : `${relative}/${name}`;
      if (name === baseline && relative !== '') {
        const files = await measurementFiles(path, problems);
        if (files.size > 0) {
          found.push({ relative, path, files });
          continue;
        }
      }
      if (depth + 1 >= MAX_DEPTH) {
        problems.push({ file: path, line: 0, message: `folders nested over ${MAX_DEPTH} deep are not read` });
        continue;
      }
      await walk(path, childRelative, depth + 1);
    }
  }

  async function listDir(dir: string): Promise<string[] | undefined> {
    try {
      return readdirSync(dir).sort();
    } catch (err) {
      problems.push({ file: dir, line: 0, message: `cannot list folder: ${errorCode(err)}` });
      return undefined;
    }
  }

  async function statOrProblem(path: string) {
    try {
      return statSync(path);
    } catch (err) {
      problems.push({ file: path, line: 0, message: `cannot read (broken link?): ${errorCode(err)}` });
      return undefined;
    }
  }
}

async function measurementFiles(dir: string, problems: Problem[]): Promise<Set<string>> {
  try {
    const names = new Set(readdirSync(dir));
    return new Set(MEASUREMENT_FILES.filter((f) => names.has(f)));
  } catch (err) {
    problems.push({ file: dir, line: 0, message: `cannot list folder: ${errorCode(err)}` });
    return new Set();
  }
}

export function errorCode(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  return e?.code ?? (err instanceof Error ? err.message : String(err));
}
