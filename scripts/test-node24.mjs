#!/usr/bin/env node
// The action runs on Node 24 (action.yml: runs.using node24) while this
// machine's node may be older: runs the unit tests, and the tests that run the
// committed CLI and action bundles, again on the pinned Node 24.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { node24Path } from './setup-tools.mjs';

const root = new URL('..', import.meta.url).pathname;
const node = node24Path();
if (!existsSync(node)) {
  process.stderr.write(
    `test-node24: no Node 24 at ${node}: run node scripts/setup-tools.mjs, or set BENCHGATE_NODE24\n`,
  );
  process.exit(1);
}
const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
if (!version.startsWith('v24.')) {
  process.stderr.write(`test-node24: ${node} is Node ${version}, not 24\n`);
  process.exit(1);
}
process.stdout.write(`test-node24: the unit tests and the CLI and action bundle tests on Node ${version}\n`);
const files = ['test/unit', 'test/integration/cli-parse.test.ts', 'test/integration/action.test.ts'];
const run = spawnSync(node, ['node_modules/vitest/vitest.mjs', 'run', ...files], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
