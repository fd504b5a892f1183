import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The first of `candidates` (paths relative to a folder) found in this
 * module's folder or up to five folders above it. The data benchgate ships
 * (templates/, runners/, dist/vendor/) sits beside dist/ in the bundle and
 * beside src/ in a checkout, so one walk up serves both.
 */
export function findShippedFile(...candidates: string[]): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    for (const candidate of candidates) {
      const path = join(dir, candidate);
      if (existsSync(path)) return path;
    }
    dir = dirname(dir);
  }
  return undefined;
}
