#!/usr/bin/env node
// Makes damaged variants of real tool output, so tests of bad input start from
// what the tools really print. Every fixture folder may hold a damage.json:
//   [{ "from": "run.txt", "kinds": ["truncated", "garbage", "empty"] }]
// and gets, beside the original, files named "<stem>.damaged-<kind><ext>";
// Criterion's target-criterion/ gets damaged copies of the directory
// (test/fixtures/criterion/damage-dir.mjs). Nothing damaged is stored: the
// suite makes them before it starts (test/support/damaged-fixtures.ts, a
// vitest global setup), and .gitignore keeps them out of git. Output is
// deterministic: the same originals give the same damaged files.
import { readdirSync, readFileSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { join, extname, basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeDamagedCriterionDirs } from '../test/fixtures/criterion/damage-dir.mjs';
import { deriveNonFinite } from '../test/fixtures/jmh/derive.mjs';

const fixturesRoot = new URL('../test/fixtures/', import.meta.url).pathname;

/** A small deterministic PRNG (mulberry32) so garbage is reproducible. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const kinds = {
  // Cut mid-line at 60% of the bytes, as when a runner is killed while writing.
  truncated: (buf) => buf.subarray(0, Math.floor(buf.length * 0.6)),
  // 256 bytes of binary noise spliced in after the middle line.
  garbage: (buf) => {
    const text = buf.toString('latin1');
    const mid = text.indexOf('\n', Math.floor(text.length / 2));
    const at = mid < 0 ? buf.length : mid + 1;
    const rand = prng(buf.length);
    const noise = Buffer.alloc(256);
    for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(rand() * 256);
    return Buffer.concat([buf.subarray(0, at), noise, Buffer.from('\n'), buf.subarray(at)]);
  },
  // A zero-byte file, as when the tool died before writing anything.
  empty: () => Buffer.alloc(0),
  // pytest-benchmark JSON whose raw data is incomplete, as a run cut short or
  // an edited file leaves it: the first benchmark's stats.data cut to its
  // slowest 60% (so what is left averages high), the second's first value a string.
  'partial-data': (buf) => {
    const doc = JSON.parse(buf.toString('utf8'));
    const [first, second] = doc.benchmarks;
    const sorted = [...first.stats.data].sort((a, b) => b - a);
    first.stats.data = sorted.slice(0, Math.ceil(sorted.length * 0.6));
    second.stats.data[0] = 'n/a';
    return Buffer.from(JSON.stringify(doc, null, 4));
  },
  // cargo-criterion messages without "typical", as some versions write them;
  // every second benchmark without "median" too, leaving only "mean".
  'no-typical': (buf) => {
    let seen = 0;
    const lines = buf
      .toString('utf8')
      .split('\n')
      .map((line) => {
        if (!line.includes('"benchmark-complete"')) return line;
        const m = JSON.parse(line);
        delete m.typical;
        if (seen++ % 2 === 1) delete m.median;
        return JSON.stringify(m);
      });
    return Buffer.from(lines.join('\n'));
  },
  // The same text as JMH writes it on Windows: the platform encoding
  // (windows-1252: "±" is the one byte 0xB1), CRLF line ends, and "?" for
  // what the encoding cannot hold ("≈"), as Java's encoder writes it.
  'windows-1252': (buf) => {
    const text = [...buf.toString('utf8').replace(/\r?\n/g, '\r\n')]
      .map((c) => (c.codePointAt(0) > 0xff ? '?' : c))
      .join('');
    return Buffer.from(text, 'latin1');
  },
  // go test text without every result line of its last benchmark, as when the
  // benchmark was deleted from the code or failed before it printed a result.
  'without-last-benchmark': (buf) => {
    const lines = buf.toString('utf8').split('\n');
    const nameOf = (line) => (/^Benchmark\S*\s/.test(line) ? line.split(/\s/, 1)[0] : undefined);
    const last = lines.map(nameOf).filter(Boolean).at(-1);
    return Buffer.from(lines.filter((line) => nameOf(line) !== last).join('\n'));
  },
  // Every other line's digits replaced with letters: numbers that do not parse.
  'bad-numbers': (buf) =>
    Buffer.from(
      buf
        .toString('utf8')
        .split('\n')
        .map((line, i) => (i % 2 === 1 ? line.replace(/[0-9]/g, 'x') : line))
        .join('\n'),
    ),
};

/** Writes every damaged variant under `root`; returns how many files and directories. */
export function makeDamagedFixtures(root = fixturesRoot) {
  let made = 0;
  for (const dir of walk(root)) {
    const manifest = join(dir, 'damage.json');
    if (!existsSync(manifest)) continue;
    for (const entry of JSON.parse(readFileSync(manifest, 'utf8'))) {
      const src = join(dir, entry.from);
      const buf = readFileSync(src);
      const ext = extname(entry.from);
      const stem = basename(entry.from, ext);
      for (const kind of entry.kinds) {
        const damage = kinds[kind];
        if (!damage)
          throw new Error(
            `${manifest}: unknown damage kind "${kind}" (known: ${Object.keys(kinds).join(', ')})`,
          );
        writeFileSync(join(dir, `${stem}.damaged-${kind}${ext}`), damage(buf));
        made++;
      }
    }
  }
  const criterion = join(root, 'criterion');
  if (existsSync(join(criterion, 'target-criterion'))) made += makeDamagedCriterionDirs(criterion);
  const jmh = join(root, 'jmh');
  if (existsSync(join(jmh, 'thrpt-params.json'))) made += deriveNonFinite(jmh);
  return made;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`damage-fixtures: wrote ${makeDamagedFixtures()} damaged variants`);
}

function* walk(dir) {
  yield dir;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory() && !['node_modules', 'target', 'project'].includes(name)) yield* walk(p);
  }
}
