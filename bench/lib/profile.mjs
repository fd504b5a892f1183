// Where benchgate's time goes: runs a command under `node --cpu-prof` and
// sums the profile's self time per function and per source file. The bundle
// is not minified, and esbuild writes a "// src/path.ts" comment before each
// module's code, so a bundle line maps back to its source file.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { run } from './proc.mjs';

/** For each line of one bundle file, the source file it came from. */
function moduleIndex(bundleFile) {
  const lines = readFileSync(bundleFile, 'utf8').split('\n');
  const index = new Array(lines.length);
  let current = '(bundle)';
  lines.forEach((line, i) => {
    const m = /^\/\/ ((?:src|node_modules)\/\S+)$/.exec(line);
    if (m) current = m[1];
    index[i] = current;
  });
  return index;
}

/** The bundle is split into chunks beside it: every file under its folder maps back to sources. */
function bundleIndexes(bundle) {
  const root = pathToFileURL(dirname(bundle)).href;
  const indexes = new Map();
  return (url) => {
    if (!url.startsWith(root)) return undefined;
    if (!indexes.has(url)) indexes.set(url, moduleIndex(fileURLToPath(url)));
    return indexes.get(url);
  };
}

function sourceOf(frame, indexOf) {
  // V8's pseudo-frames: (garbage collector), (program), (idle), (root).
  if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : 'native code';
  const index = indexOf(frame.url);
  if (index) return index[frame.lineNumber] ?? '(bundle)';
  return frame.url.startsWith('node:') ? 'node internals' : frame.url;
}

function topEntries(map, total, count) {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => ({ name, ms: us / 1000, share: us / total }));
}

/**
 * Profiles one run of `node <bundle> ...args`; returns the top functions
 * and files by self time. `(garbage collector)` and `(program)` are V8's.
 */
export function profileCli({ node = 'node', bundle, args, dir, okStatus = [0, 1], top = 12 }) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  run(node, ['--cpu-prof', '--cpu-prof-dir', dir, bundle, ...args], { okStatus, stdoutFile: '/dev/null' });
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile written in ${dir}`);
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const indexOf = bundleIndexes(bundle);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFunction = new Map();
  const byFile = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const frame = nodes.get(id).callFrame;
    const source = sourceOf(frame, indexOf);
    // A regular expression's frame is named by its whole source: clip it for the tables.
    const fullName = frame.functionName || '(anonymous)';
    const name = fullName.length > 80 ? `${fullName.slice(0, 79)}…` : fullName;
    const fn = name === source ? name : `${name} (${source})`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
    byFile.set(source, (byFile.get(source) ?? 0) + dt);
    total += dt;
  });
  return {
    file: join(dir, file),
    totalMs: total / 1000,
    functions: topEntries(byFunction, total, top),
    files: topEntries(byFile, total, top),
  };
}
