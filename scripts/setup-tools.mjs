#!/usr/bin/env node
// Installs the pinned tools the suite compares against or checks with, into
// .tools/, once: the Go tools with go install, and Node 24 (the action's
// runtime, `runs.using: node24`) from the npm registry. Pinned so a new
// release cannot change what the suite asserts.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const TOOLS = [
  { bin: 'benchstat', module: 'golang.org/x/perf/cmd/benchstat@v0.0.0-20260908200009-22c9c6c9d4da' },
  { bin: 'actionlint', module: 'github.com/rhysd/actionlint/cmd/actionlint@v1.7.12' },
];

// Note: the npm registry carries Node's release binaries as node-<os>-<arch>
// packages (what the "node" package installs). There is no current one for
// macOS on arm64, so there a developer points BENCHGATE_NODE24 at a Node 24.
export const NODE24 = {
  version: '24.21.0',
  integrity: {
    'linux-x64':
      'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
    'linux-arm64':
      'sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==',
  },
};

const root = new URL('..', import.meta.url).pathname;
const tools = join(root, '.tools');
const gobin = join(tools, 'bin');
const node24Dir = join(tools, 'node24');

/** The Node 24 the suite runs the action and the unit tests on: BENCHGATE_NODE24, or the pinned install. */
export function node24Path() {
  return process.env.BENCHGATE_NODE24 || join(node24Dir, 'bin', 'node');
}

function installGoTools() {
  mkdirSync(gobin, { recursive: true });
  for (const tool of TOOLS) {
    const stamp = join(gobin, `${tool.bin}.${tool.module.split('@')[1]}`);
    if (existsSync(join(gobin, tool.bin)) && existsSync(stamp)) continue;
    process.stdout.write(`setup-tools: go install ${tool.module}\n`);
    execFileSync('go', ['install', tool.module], { stdio: 'inherit', env: { ...process.env, GOBIN: gobin } });
    execFileSync('touch', [stamp]);
  }
}

function installNode24() {
  if (process.env.BENCHGATE_NODE24) return;
  const platform = `${process.platform}-${process.arch}`;
  const integrity = NODE24.integrity[platform];
  if (!integrity) {
    process.stderr.write(
      `setup-tools: no pinned Node ${NODE24.version} for ${platform}; set BENCHGATE_NODE24 to a Node 24 binary\n`,
    );
    return;
  }
  const stamp = join(node24Dir, `.installed-${NODE24.version}`);
  if (existsSync(stamp) && existsSync(node24Path())) return;
  const spec = `node-${platform}@${NODE24.version}`;
  process.stdout.write(`setup-tools: npm pack ${spec} (Node ${NODE24.version} from the npm registry)\n`);
  mkdirSync(tools, { recursive: true });
  const work = mkdtempSync(join(tools, 'node24-'));
  try {
    const packed = JSON.parse(
      execFileSync('npm', ['pack', spec, '--json', '--pack-destination', work], {
        cwd: work,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    )[0];
    if (packed.integrity !== integrity)
      throw new Error(`${spec}: integrity ${packed.integrity}, pinned ${integrity}`);
    execFileSync('tar', ['xzf', join(work, packed.filename), '-C', work]);
    rmSync(node24Dir, { recursive: true, force: true });
    renameSync(join(work, 'package'), node24Dir);
    execFileSync('touch', [stamp]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  installGoTools();
  installNode24();
}
