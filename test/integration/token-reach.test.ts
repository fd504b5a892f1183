import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFreshBundle } from '../support/fresh-bundle.js';
import { gitIn } from '../support/git-fixture.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github/index.js';

// The attack of docs/security.md, "The process boundary": benchmark code
// (here the command a pull request's benchmark runs) walks its ancestors'
// /proc/<pid>/environ and /proc/<pid>/cmdline looking for the step's token
// and the Actions runtime token. The action runs on Node 24, as action.yml
// has the runner run it: it re-executes itself without them before it starts
// anything, so no ancestor's block holds them.

const root = new URL('../..', import.meta.url).pathname;
/** scripts/setup-tools.mjs node24Path: BENCHGATE_NODE24, or the pinned install under .tools/. */
const node24Path = () => process.env.BENCHGATE_NODE24 || join(root, '.tools', 'node24', 'bin', 'node');
const outputs = join(root, 'examples/go-blockstore/outputs');
const TOKEN = 'ghs_tokenThatMustNotLeak0123456789';
const RUNTIME = 'runtimeTokenThatMustNotLeak987654';
let bundle: ReturnType<typeof buildFreshBundle>;
let work: string;
let fake: FakeGitHub;

beforeAll(async () => {
  bundle = buildFreshBundle();
  work = mkdtempSync(join(tmpdir(), 'benchgate-token-reach-'));
  fake = await startFakeGitHub({ seed: {} });
});
afterAll(async () => {
  await fake.close();
  bundle.remove();
  rmSync(work, { recursive: true, force: true });
});

/**
 * The benchmark: for every ancestor up to pid 1, one line "pid comm
 * environ-hit cmdline-hit" into `found`, then real go test output.
 */
const WALKER = (found: string) => `#!/bin/bash
pid=$PPID
while [ "$pid" -gt 1 ]; do
  env=clean; cmd=clean
  if tr '\\0' '\\n' < /proc/$pid/environ 2>/dev/null | grep -q -e '${TOKEN}' -e '${RUNTIME}'; then env=TOKEN; fi
  if tr '\\0' '\\n' < /proc/$pid/cmdline 2>/dev/null | grep -q -e '${TOKEN}' -e '${RUNTIME}'; then cmd=TOKEN; fi
  readable=$( [ -r /proc/$pid/environ ] && echo readable || echo unreadable )
  echo "$pid $(cat /proc/$pid/comm) $readable environ=$env cmdline=$cmd" >> ${found}
  pid=$(awk '/^PPid:/ {print $2}' /proc/$pid/status)
done
cat bench.txt
`;

function makeRepo(found: string): string {
  const dir = join(work, 'repo');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'bench.sh'), WALKER(found));
  cpSync(join(outputs, 'base.txt'), join(dir, 'bench.txt'));
  gitIn(dir, 'init', '-q', '-b', 'main');
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-q', '-m', 'base');
  gitIn(dir, 'checkout', '-q', '-b', 'change');
  cpSync(join(outputs, 'head.txt'), join(dir, 'bench.txt'));
  gitIn(dir, 'commit', '-q', '-am', 'head');
  return dir;
}

function runAction(node: string, repo: string, temp: string): Promise<{ code: number | null; out: string }> {
  mkdirSync(temp, { recursive: true });
  writeFileSync(join(temp, 'event.json'), '{}');
  writeFileSync(join(temp, 'summary.md'), '');
  writeFileSync(join(temp, 'output.txt'), '');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_EVENT_PATH: join(temp, 'event.json'),
    GITHUB_REPOSITORY: 'acme/broker',
    GITHUB_SHA: gitIn(repo, 'rev-parse', 'HEAD'),
    GITHUB_WORKSPACE: repo,
    GITHUB_OUTPUT: join(temp, 'output.txt'),
    GITHUB_STEP_SUMMARY: join(temp, 'summary.md'),
    GITHUB_API_URL: fake.url,
    GITHUB_SERVER_URL: 'https://github.com',
    RUNNER_TEMP: temp,
    RUNNER_ENVIRONMENT: 'self-hosted',
    ACTIONS_RUNTIME_TOKEN: RUNTIME,
    'INPUT_GITHUB-TOKEN': TOKEN,
    INPUT_MODE: 'ab',
    INPUT_RUNNER: 'command',
    INPUT_COMMAND: 'bash bench.sh',
    INPUT_FORMAT: 'go',
    INPUT_ROUNDS: '1',
    'INPUT_CONFIRM-ROUNDS': '0',
    'INPUT_BASE-REF': 'main',
    'INPUT_DATA-BRANCH': '',
    // The profiled run after the verdict is benchmark code too, walked like the
    // rounds: one row of it (perf over bench.sh, seconds a row) is enough.
    'INPUT_PROFILE-MAX-ROWS': '1',
  };
  return new Promise((resolve) => {
    const child = spawn(node, [bundle.action], { cwd: repo, env });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('benchmark code cannot read the token from its ancestors', () => {
  it('finds it in no ancestor’s environment block or command line on Node 24', async () => {
    const node = node24Path();
    expect(existsSync(node), `no Node 24 at ${node}: run node scripts/setup-tools.mjs`).toBe(true);
    const found = join(work, 'found.txt');
    const repo = makeRepo(found);
    const r = await runAction(node, repo, join(work, 'temp'));
    expect(r.code, r.out).toBe(1);
    const lines = readFileSync(found, 'utf8').trim().split('\n');
    // Base and head each ran once: both walked past the action's node process.
    const actionLines = lines.filter((l) => / node /.test(l));
    expect(actionLines.length).toBeGreaterThanOrEqual(2);
    expect(actionLines.every((l) => l.includes(' readable '))).toBe(true);
    expect(lines.filter((l) => l.includes('=TOKEN'))).toEqual([]);
    // The token still did its job: the check run was created with it.
    expect(fake.log().some((l) => l.startsWith('POST /repos/acme/broker/check-runs'))).toBe(true);
    // And the hand-over folder is gone.
    expect(readdirSync(join(work, 'temp')).filter((n) => n.startsWith('benchgate-handover-'))).toEqual([]);
  });

  it('is what this test detects: without the re-execution the action’s block holds the token', async () => {
    // Node 20 has no process.execve: the same run finds the token in the action's block, and the action warns.
    const found = join(work, 'found-20.txt');
    rmSync(join(work, 'repo'), { recursive: true, force: true });
    const repo = makeRepo(found);
    const r = await runAction(process.execPath, repo, join(work, 'temp-20'));
    if (typeof (process as unknown as { execve?: unknown }).execve === 'function') return;
    expect(r.out).toContain('cannot re-execute itself');
    const lines = readFileSync(found, 'utf8').trim().split('\n');
    expect(lines.some((l) => / node .*environ=TOKEN/.test(l))).toBe(true);
  });
});
