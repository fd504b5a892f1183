#!/usr/bin/env node
// Builds the Rust example the timed integration tests build in place
// (examples/criterion-codec, base and head) with the criterion preset's own
// build command, so that on a fresh checkout cargo compiles Criterion and its
// dependencies beside the untimed tests (scripts/test-suite.mjs) instead of in
// the timed step, where nothing else runs. What it compiles is what those
// tests' first build would: they still run the build, which finds it done.
// The dependencies are compiled once: head's target folder starts as a copy
// of base's (the two sides lock the same versions), without the example's own
// crate, which cargo would otherwise take for built, base's code and all (the
// copies' timestamps are newer than head's sources). Head's bench executable
// must then differ from base's, or the step fails.
// A build that fails is printed and fails the step: the timed test that needs
// it would fail the same way later.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = new URL('..', import.meta.url).pathname;
const example = join(root, 'examples/criterion-codec');
const preset = parse(readFileSync(join(root, 'runners/criterion.yml'), 'utf8'));
const command = preset.prebuilt.build;

function sh(script, cwd) {
  return spawnSync('sh', ['-c', script], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

function fail(what, r) {
  process.stdout.write(
    `warm-builds: ${what} failed (${r.error?.message ?? `exit ${r.status ?? r.signal}`}):\n${r.stderr}`,
  );
  process.exit(1);
}

/** The bench executables cargo names in its JSON messages. */
function executables(stdout) {
  return stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l))
    .filter((m) => m.reason === 'compiler-artifact' && m.executable)
    .map((m) => readFileSync(m.executable));
}

const built = {};
for (const side of ['base', 'head']) {
  const dir = join(example, side);
  if (side === 'head' && !existsSync(join(dir, 'target'))) {
    cpSync(join(example, 'base/target'), join(dir, 'target'), { recursive: true, preserveTimestamps: true });
    const name = /^\[package\][^[]*?^name\s*=\s*"([^"]+)"/m.exec(
      readFileSync(join(dir, 'Cargo.toml'), 'utf8'),
    )?.[1];
    const clean = sh(`cargo clean --release --quiet -p '${name}'`, dir);
    if (clean.status !== 0) fail(`cargo clean -p ${name} in examples/criterion-codec/head`, clean);
    process.stdout.write(`warm-builds: head's target starts as base's, without the crate ${name}\n`);
  }
  const started = Date.now();
  const r = sh(command, dir);
  if (r.status !== 0) fail(`${command} in examples/criterion-codec/${side}`, r);
  built[side] = executables(r.stdout);
  const seconds = Math.round((Date.now() - started) / 1000);
  process.stdout.write(`warm-builds: ${command} in examples/criterion-codec/${side}: ${seconds} s\n`);
}
// Head's code differs from base's: so must its program.
if (built.head.length === 0 || built.head.some((h) => built.base.some((b) => b.equals(h)))) {
  process.stdout.write("warm-builds: head's bench executable is base's: head's build did not compile head\n");
  process.exit(1);
}
