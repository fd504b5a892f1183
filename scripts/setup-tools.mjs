#!/usr/bin/env node
// Installs the pinned Go tools the suite compares against or checks with, into
// .tools/bin, once. Pinned so a new release cannot change what the suite asserts.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const TOOLS = [
  { bin: 'benchstat', module: 'golang.org/x/perf/cmd/benchstat@v0.0.0-20260908200009-22c9c6c9d4da' },
  { bin: 'actionlint', module: 'github.com/rhysd/actionlint/cmd/actionlint@v1.7.12' },
];

const root = new URL('..', import.meta.url).pathname;
const gobin = join(root, '.tools', 'bin');
mkdirSync(gobin, { recursive: true });

for (const tool of TOOLS) {
  const stamp = join(gobin, `${tool.bin}.${tool.module.split('@')[1]}`);
  if (existsSync(join(gobin, tool.bin)) && existsSync(stamp)) continue;
  process.stdout.write(`setup-tools: go install ${tool.module}\n`);
  execFileSync('go', ['install', tool.module], { stdio: 'inherit', env: { ...process.env, GOBIN: gobin } });
  execFileSync('touch', [stamp]);
}
