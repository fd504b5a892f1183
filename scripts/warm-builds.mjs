#!/usr/bin/env node
// Builds the Rust example the timed integration tests build in place
// (examples/criterion-codec, base and head) with the criterion preset's own
// build command, so that on a fresh checkout cargo compiles Criterion and its
// dependencies beside the untimed tests (scripts/test-suite.mjs) instead of in
// the timed step, where nothing else runs. What it compiles is what those
// tests' first build would: they still run the build, which finds it done.
// A build that fails is printed and fails the step: the timed test that needs
// it would fail the same way later.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = new URL('..', import.meta.url).pathname;
const preset = parse(readFileSync(join(root, 'runners/criterion.yml'), 'utf8'));
const command = preset.prebuilt.build;

let failed = false;
for (const side of ['base', 'head']) {
  const dir = join(root, 'examples/criterion-codec', side);
  const started = Date.now();
  const r = spawnSync('sh', ['-c', command], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (r.status === 0) {
    process.stdout.write(`warm-builds: ${command} in examples/criterion-codec/${side}: ${seconds} s\n`);
  } else {
    failed = true;
    process.stdout.write(
      `warm-builds: ${command} in examples/criterion-codec/${side} failed (${r.error?.message ?? `exit ${r.status ?? r.signal}`}):\n${r.stderr}`,
    );
  }
}
process.exit(failed ? 1 : 0);
