// Bundles what the suite runs from today's sources, the way scripts/build.mjs
// bundles dist/cli.js, but into bench/out/: the suite measures the working
// tree without touching the committed dist/ (and without needing the action's
// bundle to build while someone else is editing it).
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { outPath, ROOT } from './paths.mjs';

const version = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;

const COMMON = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  absWorkingDir: ROOT,
  logLevel: 'warning',
  charset: 'utf8',
  external: ['@napi-rs/canvas'],
  define: { __BENCHGATE_VERSION__: JSON.stringify(version) },
  // Some bundled CommonJS dependencies call require(); an ESM bundle has none.
  banner: {
    js: "import { createRequire as __benchCreateRequire } from 'node:module';\nconst require = __benchCreateRequire(import.meta.url);",
  },
};

/** bench/out/cli/cli.js: the benchgate command line, split per command as dist/cli.js is built now. */
export async function bundleCli() {
  const outdir = outPath('cli');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    ...COMMON,
    entryPoints: { cli: 'src/cli.ts' },
    outdir,
    splitting: true,
    chunkNames: 'cli-chunks/[name]-[hash]',
  });
  return join(outdir, 'cli.js');
}

/** bench/out/judge.mjs: the detection study's in-process access to the compare engine. */
export async function bundleJudge() {
  const outfile = outPath('judge.mjs');
  await build({ ...COMMON, entryPoints: ['bench/detection/judge.ts'], outfile });
  return outfile;
}

/** bench/out/<name>.mjs: any in-process entry of the suite (a .ts under bench/), bundled with the same settings. */
export async function bundleEntry(entry, name) {
  const outfile = outPath(`${name}.mjs`);
  await build({ ...COMMON, entryPoints: [entry], outfile });
  return outfile;
}
