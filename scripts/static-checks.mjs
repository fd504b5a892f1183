#!/usr/bin/env node
// The type check, the linter and the formatter's check, side by side: the
// first two keep one core busy for about half a minute each, the third a few
// seconds, and none reads what another writes. Their output is printed
// whole, one after the other, so that it never interleaves.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const checks = [
  ['tsc', ['node_modules/typescript/bin/tsc', '--noEmit']],
  ['eslint', ['node_modules/eslint/bin/eslint.js', '.']],
  // `npm run format` fixes what this finds (.prettierignore says what it leaves alone).
  ['prettier', ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.']],
];

function run([name, args]) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (err) => resolve({ name, code: 1, out: `${err.message}\n` }));
    child.on('close', (code, signal) => resolve({ name, code: code ?? 1, out, signal }));
  });
}

const results = await Promise.all(checks.map(run));
for (const r of results) {
  process.stdout.write(r.out);
  process.stdout.write(
    `static-checks: ${r.name} ${r.code === 0 ? 'passed' : `failed (exit ${r.code}${r.signal ? `, ${r.signal}` : ''})`}\n`,
  );
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
