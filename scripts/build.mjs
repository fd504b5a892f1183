#!/usr/bin/env node
// Bundles the action (dist/index.js) and the command line (dist/cli.js) with
// esbuild. Both are committed: users run the action from dist/ without npm.
// `node scripts/build.mjs --outdir DIR` builds elsewhere, which the suite uses
// to prove the committed dist/ is not stale.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } });
const root = new URL('..', import.meta.url).pathname;
const outdir = resolve(root, values.outdir);
mkdirSync(outdir, { recursive: true });

// Note: some bundled CommonJS dependencies call require() for Node built-ins;
// an ESM bundle has no require, so the banner makes one.
const banner =
  "import { createRequire as __benchgateCreateRequire } from 'node:module';\nconst require = __benchgateCreateRequire(import.meta.url);";

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  absWorkingDir: root,
  logLevel: 'warning',
  legalComments: 'eof',
  charset: 'utf8',
  // Native and optional at run time: loaded lazily from the runner's node_modules.
  external: ['@napi-rs/canvas'],
  define: {
    __BENCHGATE_VERSION__: JSON.stringify(
      JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).version,
    ),
  },
};

await build({
  ...common,
  entryPoints: ['src/index.ts'],
  outfile: `${outdir}/index.js`,
  banner: { js: banner },
});
// The command line is split per command (src/cli/main.ts imports each one
// when it runs): start-up compiles only what the command needs. The hashbang
// comes from src/cli.ts; the chunks of an earlier build are removed first.
rmSync(`${outdir}/cli-chunks`, { recursive: true, force: true });
await build({
  ...common,
  entryPoints: { cli: 'src/cli.ts' },
  outdir,
  splitting: true,
  chunkNames: 'cli-chunks/[name]-[hash]',
  banner: { js: banner },
});

// The standalone HTML report inlines Chart.js from here (src/report/html.ts readChartJs).
mkdirSync(`${outdir}/vendor`, { recursive: true });
copyFileSync(resolve(root, 'node_modules/chart.js/dist/chart.umd.js'), `${outdir}/vendor/chart.umd.js`);

// The dashboard page's script, for the browser (src/report/dashboard/page.ts):
// a file beside the page, since its Content-Security-Policy runs no inline script.
await build({
  ...common,
  platform: 'browser',
  format: 'iife',
  target: 'es2022',
  external: [],
  entryPoints: ['src/report/dashboard/page.ts'],
  outfile: `${outdir}/dashboard.js`,
});
