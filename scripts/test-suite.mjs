#!/usr/bin/env node
// npm test after scripts/setup-tools.mjs: the whole suite, what CI runs, in
// two steps. First the integration tests that time no benchmark, and beside
// them, one after the other, the unit tests, the type check and linter
// (scripts/static-checks.mjs), the Node 24 pass (scripts/test-node24.mjs) and
// the Rust example's build (scripts/warm-builds.mjs): the integration tests
// mostly wait on the processes they start (alone they keep about half of one
// core busy), and none of these times anything. Last, alone, the integration
// tests that time real benchmarks (vitest.config.ts), so that nothing else
// skews their verdicts.
// A step that fails stops the suite, as `a && b` did.
import { spawn } from 'node:child_process';
import { makeDamagedFixtures } from './damage-fixtures.mjs';

const root = new URL('..', import.meta.url).pathname;
const vitest = ['node_modules/vitest/vitest.mjs', 'run'];

// Made once here, not by each vitest's global setup: the Criterion variants
// are folders removed and copied again, which a second vitest running beside
// the first must not do while the first reads them (test/support/damaged-fixtures.ts).
makeDamagedFixtures();
const env = { ...process.env, BENCHGATE_DAMAGED_FIXTURES_MADE: '1' };

/** Runs `node args`; buffered output is kept for the end of its step, so parallel steps never interleave. */
function run(name, args, { buffered = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    const end = (code, how) =>
      resolve({ name, code, out, seconds: Math.round((Date.now() - started) / 1000), how });
    child.on('error', (err) => end(1, `failed (${err.message})`));
    child.on('close', (code, signal) =>
      end(code ?? 1, code === 0 ? 'passed' : `failed (exit ${code ?? signal})`),
    );
  });
}

/** Runs `starts` one after the other, up to the first that fails; resolves with every result. */
async function inTurn(starts) {
  const results = [];
  for (const start of starts) {
    const r = await start();
    results.push(r);
    if (r.code !== 0) break;
  }
  return results;
}

const steps = [
  () => [
    run('untimed integration tests', [...vitest, '--project', 'integration-untimed']),
    // One after the other, not at once: each of these keeps both cores busy
    // for a while, and one at a time they leave the untimed tests room.
    inTurn([
      () => run('unit tests', [...vitest, '--project', 'unit'], { buffered: true }),
      () => run('static checks', ['scripts/static-checks.mjs'], { buffered: true }),
      () => run('Node 24 pass', ['scripts/test-node24.mjs'], { buffered: true }),
      () => run('example builds', ['scripts/warm-builds.mjs'], { buffered: true }),
    ]),
  ],
  () => [run('timed integration tests', [...vitest, '--project', 'integration'])],
];

const started = Date.now();
for (const step of steps) {
  const results = (await Promise.all(step())).flat();
  for (const r of results) process.stdout.write(`${r.out}test-suite: ${r.name} ${r.how} in ${r.seconds} s\n`);
  const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
  if (failed.length > 0) {
    process.stdout.write(`test-suite: stopped: ${failed.join(', ')} failed\n`);
    process.exit(1);
  }
}
process.stdout.write(`test-suite: every step passed in ${Math.round((Date.now() - started) / 1000)} s\n`);
