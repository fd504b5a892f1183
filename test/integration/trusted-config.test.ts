import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Comparison } from '../../src/compare/types.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github/index.js';
import { buildFreshBundle } from '../support/fresh-bundle.js';

// Issue 15, item 2: a pull request must not set its own gate. The config and
// the comment template in force are the base commit's; the PR's version is
// reported ("applies after merge") and not applied. Each test is an attack: the
// PR's head adds a config that would turn its real regression green.

const root = new URL('../..', import.meta.url).pathname;
const outputs = join(root, 'examples/go-blockstore/outputs');
let bundle: ReturnType<typeof buildFreshBundle>;
let work: string;
let fake: FakeGitHub | undefined;

beforeAll(() => {
  bundle = buildFreshBundle();
  work = mkdtempSync(join(tmpdir(), 'benchgate-trusted-'));
});
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});
afterAll(() => {
  bundle.remove();
  rmSync(work, { recursive: true, force: true });
});

const BASE_CONFIG = 'threshold: 5%\n';

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

/**
 * main: prints the Go example's base output, with BASE_CONFIG. The PR's head:
 * prints its head output (real regressions) and writes `files`.
 */
function makePr(name: string, files: Record<string, string>): string {
  const dir = join(work, name);
  mkdirSync(join(dir, '.github'), { recursive: true });
  writeFileSync(join(dir, '.github/benchgate.yml'), BASE_CONFIG);
  writeFileSync(
    join(dir, '.github/comment.md.eta'),
    '### <%= it.title %> (base template)\n\n<%= it.headline %>\n',
  );
  cpSync(join(outputs, 'base.txt'), join(dir, 'bench.txt'));
  gitIn(dir, 'init', '-q', '-b', 'main');
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-q', '-m', 'base');
  gitIn(dir, 'checkout', '-q', '-b', 'pr');
  cpSync(join(outputs, 'head.txt'), join(dir, 'bench.txt'));
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-q', '-m', 'head');
  return dir;
}

interface Ran {
  code: number | null;
  out: string;
  summary: string;
  comparison: Comparison;
}

/** The action on a pull_request event; with `github`, against the local fake GitHub. */
function runAction(workspace: string, github?: FakeGitHub): Promise<Ran> {
  const temp = join(workspace, '..', `${workspace.split('/').pop()}-temp`);
  mkdirSync(temp, { recursive: true });
  const event = join(temp, 'event.json');
  writeFileSync(
    event,
    JSON.stringify({
      action: 'synchronize',
      number: 7,
      pull_request: {
        number: 7,
        labels: [],
        head: {
          sha: gitIn(workspace, 'rev-parse', 'HEAD').trim(),
          ref: 'pr',
          repo: { full_name: 'acme/broker' },
        },
        base: { ref: 'main', repo: { full_name: 'acme/broker' } },
      },
      repository: { full_name: 'acme/broker' },
    }),
  );
  writeFileSync(join(temp, 'summary.md'), '');
  writeFileSync(join(temp, 'output.txt'), '');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: event,
    GITHUB_REPOSITORY: 'acme/broker',
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: join(temp, 'output.txt'),
    GITHUB_STEP_SUMMARY: join(temp, 'summary.md'),
    GITHUB_SERVER_URL: 'https://github.com',
    RUNNER_TEMP: temp,
    RUNNER_ENVIRONMENT: 'github-hosted',
    'INPUT_GITHUB-TOKEN': github?.token ?? '',
    ...(github ? { GITHUB_API_URL: github.url } : {}),
    INPUT_RUNNER: 'command',
    INPUT_COMMAND: 'cat bench.txt',
    INPUT_FORMAT: 'go',
    INPUT_ROUNDS: '2',
    'INPUT_CONFIRM-ROUNDS': '0',
    'INPUT_COMMENT-TEMPLATE': '.github/comment.md.eta',
    // The attacks are the config and the template; profiling the regression after
    // the verdict (perf over `cat`, seconds a row) is test/integration/profile-action.test.ts's.
    INPUT_PROFILE: 'off',
  };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bundle.action], { cwd: workspace, env });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) =>
      resolve({
        code,
        out,
        summary: readFileSync(join(temp, 'summary.md'), 'utf8'),
        comparison: JSON.parse(
          readFileSync(join(temp, 'benchgate-benchmarks/comparison.json'), 'utf8'),
        ) as Comparison,
      }),
    );
  });
}

const regressed = (c: Comparison) =>
  c.rows.filter((r) => r.verdict === 'regression' && !r.waived).map((r) => `${r.name} ${r.unit}`);

describe('a pull request cannot set its own gate', () => {
  it('without an attack, the regression fails the step (the baseline for the attacks below)', async () => {
    const r = await runAction(makePr('plain', {}));
    expect(r.code, r.out).toBe(1);
    expect(regressed(r.comparison)).toContain('BenchmarkWriteBlock/store=memory/size=64KB ns/op');
    expect(r.summary).not.toContain('applies after merge');
  });

  it.each<[string, string, string]>([
    [
      'a waiver for *',
      'waivers:\n  - { benchmark: "*", reason: "trust me", expires: 2999-12-31 }\n',
      'waiver added: \\* until 2999-12-31', // escaped Markdown
    ],
    ['threshold: 1000%', 'threshold: 1000%\n', 'threshold 5% → 1000%'],
    [
      'tiers: shadow for everything, floors past any change, on-missing: pass',
      'tiers:\n  - { benchmark: "*", tier: shadow }\nfloors: { ns/op: 1s }\non-missing: pass\n',
      'tier rule added: \\*: shadow', // escaped Markdown
    ],
    [
      'directions: {ns/op: bigger}',
      'threshold: 5%\ndirections: { ns/op: bigger }\n',
      'direction of ns/op: by unit → bigger is better',
    ],
  ])('%s in the PR head still gets a failing check on the real regression', async (_, prConfig, change) => {
    const dir = makePr(`attack-${Math.random().toString(36).slice(2)}`, {
      '.github/benchgate.yml': prConfig,
    });
    const headSha = gitIn(dir, 'rev-parse', 'HEAD').trim();
    fake = await startFakeGitHub({
      seed: { pulls: [{ repo: 'acme/broker', number: 7, headSha, baseRef: 'main' }] },
    });
    const r = await runAction(dir, fake);
    expect(fake.state.checkRuns.map((c) => [c.name, c.head_sha, c.conclusion])).toEqual([
      ['benchmarks', headSha, 'failure'],
    ]);
    expect(fake.state.comments).toHaveLength(1);
    expect(fake.state.comments[0]!.body).toContain('applies after merge');
    expect(r.code, r.out).toBe(1);
    expect(r.out).toMatch(/::error::\d+ benchmark regressions/);
    expect(regressed(r.comparison)).toContain('BenchmarkWriteBlock/store=memory/size=64KB ns/op');
    expect(r.comparison.policy.threshold).toBe(0.05);
    expect(r.comparison.policy.directions).toEqual({});
    expect(r.comparison.rows.filter((row) => row.waived)).toEqual([]);
    // Said at the top of the report (whatever the template), with what would change.
    const notice = r.summary.split('\n').findIndex((l) => l.includes('applies after merge'));
    expect(notice).toBe(1);
    expect(r.summary).toContain(`This pull request changes .github/benchgate.yml: the base commit's version`);
    expect(r.summary).toContain(change);
  });

  it('renders the base commit’s comment template, not the one the PR rewrites', async () => {
    const r = await runAction(
      makePr('template', { '.github/comment.md.eta': '### PWNED <%= it.title %>\n' }),
    );
    expect(r.code, r.out).toBe(1);
    expect(r.summary).toContain('(base template)');
    expect(r.summary).not.toContain('PWNED');
    expect(r.summary).toContain('This pull request changes the comment template .github/comment.md.eta');
  });
});
