#!/usr/bin/env node
// Runs the fake GitHub as its own process:
//   node test/support/fake-github/serve.mjs [--token T] [--seed seed.json]
// Prints one JSON line {"url": ..., "token": ...} on stdout when listening, then
// serves until SIGTERM/SIGINT or until its stdin pipe closes (so it dies with its parent).
// Seed, faults, state and requests are driven over HTTP: POST /_fake/seed,
// POST /_fake/faults {route, faults}, GET /_fake/state, GET /_fake/requests.
// The TypeScript sources are bundled with esbuild (a dev dependency) on start.

import { fstatSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

function option(name) {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const here = dirname(fileURLToPath(import.meta.url));
const out = await mkdtemp(join(tmpdir(), 'fake-github-'));
const file = join(out, 'fake-github.mjs');
const bundle = await build({
  entryPoints: [join(here, 'index.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  write: false,
  logLevel: 'error',
});
await writeFile(file, bundle.outputFiles[0].text);
const { startFakeGitHub } = await import(pathToFileURL(file).href);
await rm(out, { recursive: true, force: true });

const seedPath = option('--seed');
const seed = seedPath ? JSON.parse(await readFile(seedPath, 'utf8')) : undefined;
const fake = await startFakeGitHub({ token: option('--token'), seed });
process.stdout.write(`${JSON.stringify({ url: fake.url, token: fake.token })}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await fake.close();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Only a pipe from a parent counts; stdin from /dev/null or a terminal would end at once or never.
const stdin = fstatSync(0);
if (stdin.isFIFO() || stdin.isSocket()) {
  process.stdin.on('end', stop);
  process.stdin.resume();
}
