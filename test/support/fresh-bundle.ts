import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

/**
 * The action and the command line bundled from src/ as they are now (the
 * committed dist/ may lag behind a branch): built the way scripts/build.mjs
 * builds dist/, into tmp/ of the checkout, so the bundle finds templates/ and
 * runners/ the way dist/ does (src/process/shipped-files.ts walks up from it).
 */
export function buildFreshBundle(): { action: string; cli: string; remove: () => void } {
  mkdirSync(join(root, 'tmp'), { recursive: true });
  const dir = mkdtempSync(join(root, 'tmp', 'bundle-'));
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), '--outdir', dir], { cwd: root });
  return {
    action: join(dir, 'index.js'),
    cli: join(dir, 'cli.js'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
