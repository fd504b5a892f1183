#!/usr/bin/env node
// The action runs on Node 24 (action.yml: runs.using node24) while this
// machine's node may be older: runs again on the pinned Node 24 what can
// differ there, not the whole suite (the main run covers the rest, and the
// logic of src/ does not change with the runtime).
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
process.stdout.write(`test-node24: the bundles and the runtime-sensitive unit tests on Node ${version}\n`);
const files = [
  // The committed bundles as users run them: the command line and the action.
  'test/integration/cli-parse.test.ts',
  'test/integration/cli-help.test.ts',
  'test/integration/action.test.ts',
  // V8's JSON.parse words its errors differently per version; benchgate words its own.
  'test/unit/formats/json/syntax.test.ts',
  // Every reader on every real fixture: the regular expression engine, TextDecoder, file streams.
  'test/unit/formats/fixture-goldens.test.ts',
  // child_process: process groups, signals and pipes held by descendants.
  'test/unit/process/exec.test.ts',
  // octokit over Node's own fetch (undici, a different version per Node) against the fake GitHub.
  'test/unit/github/client.test.ts',
];
const run = spawnSync(node, ['node_modules/vitest/vitest.mjs', 'run', ...files], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
