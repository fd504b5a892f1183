import { execFileSync, spawn } from 'node:child_process';
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
import type { Comparison } from '../../src/compare/types.js';
import { buildFreshBundle } from '../support/fresh-bundle.js';

// The action (bundled, run as the runner runs it) and the command line (bundled)
// on the same inputs reach the same comparison.json, byte for byte, with the
// repository's .github/benchgate.yml in force in both.

const root = new URL('../..', import.meta.url).pathname;
const outputs = join(root, 'examples/go-blockstore/outputs');
let bundle: ReturnType<typeof buildFreshBundle>;
let work: string;

beforeAll(() => {
  bundle = buildFreshBundle();
  work = mkdtempSync(join(tmpdir(), 'benchgate-one-pipeline-'));
});
afterAll(() => {
  bundle.remove();
  rmSync(work, { recursive: true, force: true });
});

// threshold 10% instead of 5%; a per-benchmark rule; a live waiver for a
// regression the Go example has; a direction override for a unit it lacks.
const CONFIG = `threshold: 10%
thresholds:
  - { benchmark: "BenchmarkReadBlock/*", threshold: 20% }
directions: { widgets: bigger }
waivers:
  - { benchmark: "BenchmarkWriteBlock/store=memory/size=64KB", reason: "copy on purpose", expires: 2999-12-31 }
`;

function gitIn(dir: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
    },
  });
}

/** A repository whose base commit prints base.txt and whose head prints head.txt (real go test output). */
function makeRepo(name: string, build = ''): string {
  const dir = join(work, name);
  mkdirSync(join(dir, '.github'), { recursive: true });
  writeFileSync(join(dir, '.github/benchgate.yml'), CONFIG);
  cpSync(join(outputs, 'base.txt'), join(dir, 'bench.txt'));
  if (build) writeFileSync(join(dir, 'build.sh'), build);
  gitIn(dir, 'init', '-q', '-b', 'main');
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-q', '-m', 'base');
  gitIn(dir, 'checkout', '-q', '-b', 'change');
  cpSync(join(outputs, 'head.txt'), join(dir, 'bench.txt'));
  gitIn(dir, 'commit', '-q', '-am', 'head');
  return dir;
}

interface Ran {
  code: number | null;
  out: string;
}

function spawnNode(args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, env });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** The action as the runner starts it, without a token: the report goes to the job summary only. */
function runAction(workspace: string, runnerTemp: string, inputs: Record<string, string>): Promise<Ran> {
  mkdirSync(runnerTemp, { recursive: true });
  const event = join(runnerTemp, 'event.json');
  writeFileSync(event, '{}');
  writeFileSync(join(runnerTemp, 'summary.md'), '');
  writeFileSync(join(runnerTemp, 'output.txt'), '');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_EVENT_PATH: event,
    GITHUB_REPOSITORY: 'acme/broker',
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: join(runnerTemp, 'output.txt'),
    GITHUB_STEP_SUMMARY: join(runnerTemp, 'summary.md'),
    GITHUB_SERVER_URL: 'https://github.com',
    RUNNER_TEMP: runnerTemp,
    RUNNER_ENVIRONMENT: 'self-hosted',
    'INPUT_GITHUB-TOKEN': '',
    'INPUT_FAIL-ON-REGRESSION': 'true',
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  return spawnNode([bundle.action], workspace, env);
}

function cli(args: string[], cwd: string): Promise<Ran> {
  return spawnNode([bundle.cli, ...args], cwd, { ...process.env });
}

const actionComparison = (runnerTemp: string) =>
  readFileSync(join(runnerTemp, 'benchgate-benchmarks/comparison.json'), 'utf8');

describe('one pipeline: the action and the command line', () => {
  it('compare: byte-identical comparison.json from the action (mode compare) and benchgate compare, config in force', async () => {
    const repo = makeRepo('compare');
    cpSync(join(outputs, 'base.txt'), join(repo, 'base.txt'));
    cpSync(join(outputs, 'head.txt'), join(repo, 'head.txt'));
    const temp = join(work, 'compare-temp');
    const action = await runAction(repo, temp, {
      mode: 'compare',
      'base-results': 'base.txt',
      'head-results': 'head.txt',
    });
    expect(action.code, action.out).toBe(1);
    // From a subfolder: the command line finds the repository's .github/benchgate.yml.
    mkdirSync(join(repo, 'sub'));
    const local = await cli(['compare', '../base.txt', '../head.txt', '--json'], join(repo, 'sub'));
    expect(local.code, local.out).toBe(1);
    const fromAction = actionComparison(temp);
    const c = JSON.parse(fromAction) as Comparison;
    expect(c.policy.threshold).toBe(0.1);
    expect(c.policy.origins).toEqual({
      threshold: '.github/benchgate.yml',
      rules: ['.github/benchgate.yml'],
      directions: { widgets: '.github/benchgate.yml' },
    });
    expect(c.rows.filter((r) => r.waived).map((r) => `${r.name} ${r.unit}`)).toEqual([
      'BenchmarkWriteBlock/store=memory/size=64KB ns/op',
      'BenchmarkWriteBlock/store=memory/size=64KB MB/s',
      'BenchmarkWriteBlock/store=memory/size=64KB B/op',
      'BenchmarkWriteBlock/store=memory/size=64KB allocs/op',
    ]);
    expect(local.out).toBe(fromAction);

    // --no-config: the built-in policy, so a different comparison.
    const bare = await cli(['compare', 'base.txt', 'head.txt', '--json', '--no-config'], repo);
    expect((JSON.parse(bare.out) as Comparison).policy).toEqual({
      alpha: 0.05,
      threshold: 0.05,
      rules: [],
      fdr: true,
      directions: {},
    });
  });

  it('run: the same comparison.json from the action (mode ab) and benchgate run on a deterministic command', async () => {
    const repo = makeRepo('run');
    const temp = join(work, 'run-temp');
    const inputs = {
      runner: 'command',
      command: 'cat bench.txt',
      format: 'go',
      rounds: '2',
      'base-ref': 'main',
      // Profiles are written beside comparison.json, never into it, and perf over `cat`
      // costs seconds a row: test/integration/profile-action.test.ts profiles.
      profile: 'off',
    };
    const action = await runAction(repo, temp, inputs);
    expect(action.code, action.out).toBe(1);
    const out = join(work, 'run-out');
    const local = await cli(
      [
        'run',
        '--base',
        'main',
        '--runner',
        'command',
        '--command',
        'cat bench.txt',
        '--format',
        'go',
        '--rounds',
        '2',
        '--profile',
        'off',
        '--out',
        out,
      ],
      repo,
    );
    expect(local.code, local.out).toBe(1);
    // Note: the load average is read from the machine at run time, the one
    // field two runs cannot share; everything else must be equal.
    const withoutLoad = (text: string) => {
      const c = JSON.parse(text) as Comparison;
      delete c.base.load;
      delete c.head.load;
      return c;
    };
    const fromAction = withoutLoad(actionComparison(temp));
    expect(withoutLoad(readFileSync(join(out, 'comparison.json'), 'utf8'))).toEqual(fromAction);
    expect(fromAction.base.rounds).toBe(2 + 3);
    expect(fromAction.rows.some((r) => r.notes.some((n) => n.startsWith('confirmed:')))).toBe(true);
    // The waived regression cost no confirmation round.
    const waived = fromAction.rows.find((r) => r.waived)!;
    expect(waived.notes.some((n) => n.startsWith('confirmed') || n.startsWith('flagged'))).toBe(false);
  });
});

describe('the action removes its worktrees', () => {
  const worktreesIn = (dir: string) => readdirSync(dir).filter((n) => n.startsWith('benchgate-wt-'));
  const listed = (repo: string) => gitIn(repo, 'worktree', 'list').trim().split('\n');

  it('checks the base out under RUNNER_TEMP and removes it after a successful run', async () => {
    const repo = makeRepo('wt-ok', 'pwd >> "$PWDS"\n');
    const temp = join(work, 'wt-ok-temp');
    const pwds = join(work, 'wt-ok-pwds.txt');
    const r = await runAction(repo, temp, {
      runner: 'command',
      command: 'cat bench.txt',
      build: `PWDS=${pwds} bash build.sh`,
      format: 'go',
      rounds: '1',
      'confirm-rounds': '0',
      'base-ref': 'main',
      // The worktree is the subject: perf over `cat` after the verdict costs seconds a row.
      profile: 'off',
    });
    expect(r.code, r.out).toBe(1);
    const built = readFileSync(pwds, 'utf8').trim().split('\n');
    expect(built).toHaveLength(2);
    expect(built[0]!.startsWith(join(temp, 'benchgate-wt-'))).toBe(true);
    expect(built[1]).toBe(repo);
    expect(existsSync(built[0]!)).toBe(false);
    expect(worktreesIn(temp)).toEqual([]);
    expect(listed(repo)).toHaveLength(1);
  });

  it('removes it when the build fails', async () => {
    const repo = makeRepo('wt-fail', 'pwd >> "$PWDS"\necho "build broke" >&2\nexit 3\n');
    const temp = join(work, 'wt-fail-temp');
    const pwds = join(work, 'wt-fail-pwds.txt');
    const r = await runAction(repo, temp, {
      runner: 'command',
      command: 'cat bench.txt',
      build: `PWDS=${pwds} bash build.sh`,
      format: 'go',
      rounds: '1',
      'base-ref': 'main',
    });
    expect(r.code, r.out).toBe(1);
    expect(r.out).toContain('::error::');
    expect(r.out).toContain('build broke');
    const built = readFileSync(pwds, 'utf8').trim().split('\n');
    expect(built).toHaveLength(1);
    expect(built[0]!.startsWith(join(temp, 'benchgate-wt-'))).toBe(true);
    expect(worktreesIn(temp)).toEqual([]);
    expect(listed(repo)).toHaveLength(1);
  });
});
