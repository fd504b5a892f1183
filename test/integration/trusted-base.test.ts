import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Comparison } from '../../src/compare/types.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github/index.js';
import type { SeededContent } from '../support/fake-github/state.js';
import { buildFreshBundle } from '../support/fresh-bundle.js';

// Issue 29, High: on a pull request the config and the comment template are
// the base commit's, read at the SHA GitHub names (the payload's or the API's
// base.sha, fetched into a depth-1 checkout), never the checkout's and never
// HEAD~1; when the base cannot be read, no repository config and the shipped
// template apply, and the report says so. Each test is the attack: the PR's
// head carries a template that steals the environment (to a file and into
// the comment) and a config whose 1000% threshold passes its real regression.

const root = new URL('../..', import.meta.url).pathname;
const outputs = join(root, 'examples/go-blockstore/outputs');
const REPO = 'acme/broker';
const BASE_CONFIG = 'threshold: 5%\n';
const BASE_TEMPLATE = '### <%= it.title %> (base template)\n\n<%= it.headline %>\n';
// Eta compiles this to JavaScript in the action's process.
const HOSTILE_TEMPLATE =
  "<% process.getBuiltinModule('fs').writeFileSync(process.env.RUNNER_TEMP + '/stolen-env.json', JSON.stringify(process.env)) %>" +
  "### PWNED <%= process.env['INPUT_GITHUB-TOKEN'] %>\n";
const HOSTILE_CONFIG = 'threshold: 1000%\n';

let bundle: ReturnType<typeof buildFreshBundle>;
let work: string;
let fake: FakeGitHub | undefined;

beforeAll(() => {
  bundle = buildFreshBundle();
  work = mkdtempSync(join(tmpdir(), 'benchgate-trusted-base-'));
});
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});
afterAll(() => {
  bundle.remove();
  rmSync(work, { recursive: true, force: true });
});

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
  }).trim();
}

interface Pr {
  /** The depth-1 checkout of the PR's head, as actions/checkout leaves it. */
  workspace: string;
  baseSha: string;
  headSha: string;
}

/**
 * The origin: main holds the base config and template and prints the Go
 * example's base output; the PR adds a commit (a fork's, on workflow_run the
 * checkout's HEAD~1) with the hostile files, then its head prints the head
 * output (real regressions). The workspace is a depth-1 clone of the head.
 */
function makePr(name: string, depth = 1): Pr {
  const origin = join(work, `${name}-origin`);
  mkdirSync(join(origin, '.github'), { recursive: true });
  mkdirSync(join(origin, 'results'), { recursive: true });
  writeFileSync(join(origin, '.github/benchgate.yml'), BASE_CONFIG);
  writeFileSync(join(origin, '.github/comment.md.eta'), BASE_TEMPLATE);
  cpSync(join(outputs, 'base.txt'), join(origin, 'bench.txt'));
  cpSync(join(outputs, 'base.txt'), join(origin, 'results/base.txt'));
  cpSync(join(outputs, 'head.txt'), join(origin, 'results/head.txt'));
  gitIn(origin, 'init', '-q', '-b', 'main');
  gitIn(origin, 'add', '-A');
  gitIn(origin, 'commit', '-q', '-m', 'base');
  const baseSha = gitIn(origin, 'rev-parse', 'HEAD');
  gitIn(origin, 'checkout', '-q', '-b', 'pr');
  writeFileSync(join(origin, '.github/benchgate.yml'), HOSTILE_CONFIG);
  writeFileSync(join(origin, '.github/comment.md.eta'), HOSTILE_TEMPLATE);
  gitIn(origin, 'commit', '-q', '-am', 'the fork sets its own gate');
  cpSync(join(outputs, 'head.txt'), join(origin, 'bench.txt'));
  gitIn(origin, 'commit', '-q', '-am', 'slower');
  const workspace = join(work, name);
  const shallow = depth > 0 ? [`--depth=${depth}`] : [];
  gitIn(work, 'clone', '-q', ...shallow, '--branch', 'pr', `file://${origin}`, workspace);
  return { workspace, baseSha, headSha: gitIn(workspace, 'rev-parse', 'HEAD') };
}

type Trigger = 'pull_request' | 'pull_request_target' | 'workflow_run' | 'issue_comment';
type Mode = 'compare' | 'record' | 'ab';

function eventOf(trigger: Trigger, pr: Pr, commentId: number, withBaseSha: boolean): object {
  const repo = { full_name: REPO };
  switch (trigger) {
    case 'pull_request':
    case 'pull_request_target':
      return {
        action: 'synchronize',
        number: 7,
        pull_request: {
          number: 7,
          labels: [],
          head: { sha: pr.headSha, ref: 'pr', repo },
          base: { ref: 'main', ...(withBaseSha ? { sha: pr.baseSha } : {}), repo },
        },
        repository: repo,
      };
    case 'workflow_run':
      return {
        action: 'completed',
        workflow_run: { id: 99, head_sha: pr.headSha, head_repository: repo, conclusion: 'success' },
        repository: repo,
      };
    case 'issue_comment':
      return {
        action: 'created',
        issue: { number: 7, pull_request: {}, labels: [] },
        comment: { id: commentId, body: '/benchmark', user: { login: 'maintainer' } },
        repository: repo,
      };
  }
}

interface Ran {
  code: number | null;
  out: string;
  summary: string;
  temp: string;
  comparison: Comparison | undefined;
}

async function runAction(
  trigger: Trigger,
  mode: Mode,
  pr: Pr,
  extra: Record<string, string> = {},
  withBaseSha = true,
  contents: SeededContent[] = [],
): Promise<Ran> {
  fake = await startFakeGitHub({
    seed: {
      pulls: [
        { repo: REPO, number: 7, headSha: pr.headSha, headRef: 'pr', baseRef: 'main', baseSha: pr.baseSha },
      ],
      permissions: [{ repo: REPO, user: 'maintainer', role_name: 'maintain' }],
      comments: [{ repo: REPO, issue_number: 7, body: '/benchmark', user: 'maintainer', type: 'User' }],
      contents,
    },
  });
  const temp = `${pr.workspace}-temp`;
  mkdirSync(temp, { recursive: true });
  const event = join(temp, 'event.json');
  writeFileSync(event, JSON.stringify(eventOf(trigger, pr, fake.state.comments[0]!.id, withBaseSha)));
  writeFileSync(join(temp, 'summary.md'), '');
  writeFileSync(join(temp, 'output.txt'), '');
  const inputs: Record<string, string> = {
    'github-token': fake.token,
    mode,
    runner: 'command',
    command: 'cat bench.txt',
    format: 'go',
    rounds: '2',
    'confirm-rounds': '0',
    comment: 'always',
    'data-branch': '',
    'comment-template': '.github/comment.md.eta',
    ...(mode === 'compare' ? { 'base-results': 'results/base.txt', 'head-results': 'results/head.txt' } : {}),
    ...(trigger === 'workflow_run' ? { 'pull-request': '7' } : {}),
    ...extra,
  };
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: trigger,
    GITHUB_EVENT_PATH: event,
    GITHUB_REPOSITORY: REPO,
    GITHUB_SHA: pr.headSha,
    GITHUB_WORKSPACE: pr.workspace,
    GITHUB_OUTPUT: join(temp, 'output.txt'),
    GITHUB_STEP_SUMMARY: join(temp, 'summary.md'),
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: fake.url,
    RUNNER_TEMP: temp,
    RUNNER_ENVIRONMENT: 'github-hosted',
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bundle.action], { cwd: pr.workspace, env });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => {
      const comparisonPath = join(temp, 'benchgate-benchmarks/comparison.json');
      resolve({
        code,
        out,
        temp,
        summary: readFileSync(join(temp, 'summary.md'), 'utf8'),
        comparison: existsSync(comparisonPath)
          ? (JSON.parse(readFileSync(comparisonPath, 'utf8')) as Comparison)
          : undefined,
      });
    });
  });
}

/** Nothing of the hostile files took effect: no stolen environment, no token anywhere GitHub holds. */
function expectNoTheft(r: Ran): void {
  expect(existsSync(join(r.temp, 'stolen-env.json'))).toBe(false);
  const posted = [
    ...fake!.state.comments.map((c) => c.body),
    ...fake!.state.checkRuns.map((c) => `${c.output.summary}\n${c.output.text}`),
  ].join('\n');
  expect(posted).not.toContain(fake!.token);
  expect(posted).not.toContain('PWNED');
  expect(r.summary).not.toContain('PWNED');
}

const reportComment = () =>
  fake!.state.comments.filter((c) => c.body.includes('<!-- benchgate:benchmarks -->'));

const TRIGGERS: Trigger[] = ['pull_request', 'pull_request_target', 'workflow_run', 'issue_comment'];

describe('a depth-1 checkout of a pull request: the base commit’s files, fetched', () => {
  it.each(TRIGGERS.flatMap((t) => [[t, 'compare'] as const, [t, 'ab'] as const]))(
    '%s, mode %s: the base config and template are in force, the PR’s hostile ones never run',
    async (trigger, mode) => {
      // An A/B run builds the base, so it needs the history (fetch-depth: 0); the rest reads the base's files at depth 1.
      const pr = makePr(`${trigger}-${mode}`, mode === 'ab' ? 0 : 1);
      const r = await runAction(trigger, mode, pr);
      expectNoTheft(r);
      expect(r.code, r.out).toBe(1);
      expect(r.comparison!.policy.threshold).toBe(0.05);
      expect(fake!.state.checkRuns.map((c) => [c.head_sha, c.conclusion])).toEqual([[pr.headSha, 'failure']]);
      const [comment, ...more] = reportComment();
      expect(more).toEqual([]);
      expect(comment!.body).toContain('### Benchmarks: benchmarks (base template)');
      expect(comment!.body).toContain(
        `This pull request changes .github/benchgate.yml: the base commit's version (${pr.baseSha.slice(0, 12)}) is in force`,
      );
      expect(comment!.body).toContain('threshold 5% → 1000%');
      expect(comment!.body).toContain(
        'This pull request changes the comment template .github/comment.md.eta',
      );
    },
  );

  it.each(TRIGGERS)(
    '%s, mode record: the base config is in force, the PR’s is only reported',
    async (trigger) => {
      const pr = makePr(`${trigger}-record`);
      // An unknown key: the run fails if the PR's config is the one parsed.
      writeFileSync(join(pr.workspace, '.github/benchgate.yml'), 'hostile: 1\n');
      const r = await runAction(trigger, 'record', pr);
      expectNoTheft(r);
      expect(r.code, r.out).toBe(0);
      expect(r.out).toContain(
        `::warning::This pull request changes .github/benchgate.yml: the base commit's version (${pr.baseSha.slice(0, 12)}) is in force; the pull request's applies after merge, but it is invalid at .github/benchgate.yml, line 1 (the error is in the run's log).`,
      );
      expect(r.out).toMatch(/recorded \d+ benchmarks/);
    },
  );
});

describe('when the base commit cannot be read: fail closed, and say so in the report', () => {
  it.each(TRIGGERS)(
    '%s, mode compare: no repository config, the shipped template, one note',
    async (trigger) => {
      const pr = makePr(`${trigger}-unreachable`);
      gitIn(pr.workspace, 'remote', 'set-url', 'origin', join(work, 'gone'));
      const r = await runAction(trigger, 'compare', pr);
      expectNoTheft(r);
      expect(r.code, r.out).toBe(1);
      // The default threshold, not the PR's 1000%.
      expect(r.comparison!.policy.threshold).toBe(0.05);
      expect(r.comparison!.policy.origins).toBeUndefined();
      expect(fake!.state.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
      const [comment] = reportComment();
      expect(comment!.body).not.toContain('(base template)');
      expect(comment!.body).toContain(
        `> The base commit's .github/benchgate.yml and .github/comment.md.eta could not be read (the base commit ${pr.baseSha.slice(0, 12)} is not in the checkout and could not be fetched`,
      );
      expect(comment!.body).toContain(
        "this report applies no repository config and the shipped template, never the pull request's.",
      );
      expect(fake!.state.checkRuns[0]!.output.summary).toContain('could not be read');
    },
  );

  it('a payload without base.sha and no token to ask the API: fail closed, never the checkout or HEAD~1', async () => {
    // Depth 2: HEAD~1 is the PR's own commit with the hostile files.
    const pr = makePr('no-base-sha', 2);
    const r = await runAction('pull_request_target', 'compare', pr, { 'github-token': '' }, false);
    expect(existsSync(join(r.temp, 'stolen-env.json'))).toBe(false);
    expect(r.summary).not.toContain('PWNED');
    expect(r.comparison!.policy.threshold).toBe(0.05);
    expect(r.code, r.out).toBe(1);
    expect(r.summary).toContain(
      "> The base commit's .github/benchgate.yml and .github/comment.md.eta could not be read (neither the event nor the API named the base commit)",
    );
  });
});

describe('when git cannot fetch the base commit: its files through the contents API', () => {
  const atBase = (pr: Pr, files: Omit<SeededContent, 'repo' | 'ref'>[]): SeededContent[] =>
    files.map((f) => ({ repo: REPO, ref: pr.baseSha, ...f }));

  it.each(TRIGGERS)(
    '%s, mode compare: the base config and template in force, read through the API',
    async (trigger) => {
      const pr = makePr(`${trigger}-api`);
      gitIn(pr.workspace, 'remote', 'set-url', 'origin', join(work, 'gone'));
      const r = await runAction(
        trigger,
        'compare',
        pr,
        {},
        true,
        atBase(pr, [
          { path: '.github/benchgate.yml', text: BASE_CONFIG },
          { path: '.github/comment.md.eta', text: BASE_TEMPLATE },
        ]),
      );
      expectNoTheft(r);
      expect(r.code, r.out).toBe(1);
      expect(r.comparison!.policy.threshold).toBe(0.05);
      expect(r.comparison!.policy.origins).toEqual({ threshold: '.github/benchgate.yml' });
      const [comment] = reportComment();
      expect(comment!.body).toContain('### Benchmarks: benchmarks (base template)');
      expect(comment!.body).toContain('threshold 5% → 1000%');
      expect(comment!.body).not.toContain('could not be read');
      const reads = fake!.requests.filter((q) => q.route === 'GET /repos/{owner}/{repo}/contents/{path*}');
      expect(reads.map((q) => q.path.split('?')[0])).toEqual([
        '/repos/acme/broker/contents/.github%2Fbenchgate.yml',
        '/repos/acme/broker/contents/.github%2Fcomment.md.eta',
      ]);
    },
  );

  it('a template that is a symbolic link at the base: fail closed, with the note', async () => {
    const pr = makePr('api-symlink');
    gitIn(pr.workspace, 'remote', 'set-url', 'origin', join(work, 'gone'));
    const r = await runAction(
      'pull_request',
      'compare',
      pr,
      {},
      true,
      atBase(pr, [
        { path: '.github/benchgate.yml', text: BASE_CONFIG },
        { path: '.github/comment.md.eta', symlinkTarget: '/proc/self/environ' },
      ]),
    );
    expectNoTheft(r);
    expect(r.code, r.out).toBe(1);
    const [comment] = reportComment();
    expect(comment!.body).not.toContain('(base template)');
    expect(comment!.body).toContain(
      `, and the contents API failed: ${pr.baseSha.slice(0, 12)}:.github/comment.md.eta: is a symlink; benchgate reads only a regular file): this report applies no repository config and the shipped template`,
    );
  });
});

describe('config files the action refuses (issue 29, item 6)', () => {
  it('a config that is a symbolic link is refused with an error naming it, on a push', async () => {
    const pr = makePr('symlink');
    rmSync(join(pr.workspace, '.github/benchgate.yml'));
    writeFileSync(join(work, 'secret.txt'), 'SECRET_VALUE: 1\n');
    symlinkSync(join(work, 'secret.txt'), join(pr.workspace, '.github/benchgate.yml'));
    const r = await runPush(pr);
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      '::error::config .github/benchgate.yml: is a symbolic link; benchgate reads only a regular file inside the workspace (docs/security.md)',
    );
    expect(r.out).not.toContain('SECRET_VALUE');
  });

  it('a config path that leads outside the workspace is refused', async () => {
    const pr = makePr('outside');
    writeFileSync(join(work, 'outside.yml'), 'threshold: 1000%\n');
    const r = await runPush(pr, { config: '../outside.yml' });
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      `::error::config ../outside.yml: is outside the workspace ${pr.workspace}; benchgate reads it only from the repository's checkout (docs/security.md)`,
    );
  });

  it('a pull request’s config that is a symbolic link is reported as refused, its target never read', async () => {
    const pr = makePr('pr-symlink');
    rmSync(join(pr.workspace, '.github/benchgate.yml'));
    writeFileSync(join(work, 'pr-secret.txt'), 'SECRET_VALUE: [\n');
    symlinkSync(join(work, 'pr-secret.txt'), join(pr.workspace, '.github/benchgate.yml'));
    const r = await runAction('pull_request', 'compare', pr);
    expect(r.code, r.out).toBe(1);
    const [comment] = reportComment();
    expect(comment!.body).toContain(
      'but benchgate refuses it: config .github/benchgate.yml: is a symbolic link; benchgate reads only a regular file inside the workspace (docs/security.md).',
    );
    expect(r.out).not.toContain('SECRET_VALUE');
    expect(comment!.body).not.toContain('SECRET_VALUE');
  });

  it('a pull request’s invalid config: the comment names the file and line, never its contents', async () => {
    const pr = makePr('pr-invalid');
    writeFileSync(
      join(pr.workspace, '.github/benchgate.yml'),
      'threshold: 5%\nalpha: 0.05\nthreshold-of: "SECRET_VALUE"\n',
    );
    const r = await runAction('pull_request', 'compare', pr);
    expect(r.code, r.out).toBe(1);
    const [comment] = reportComment();
    expect(comment!.body).toContain(
      'but it is invalid at .github/benchgate.yml, line 3 (the error is in the run',
    );
    expect(comment!.body).not.toContain('SECRET_VALUE');
    expect(comment!.body).not.toContain('threshold-of');
  });
});

/** The action on a push to main: the checkout is the branch's own, so its files are read (and checked). */
function runPush(pr: Pr, extra: Record<string, string> = {}): Promise<Ran> {
  return new Promise((resolve) => {
    const temp = `${pr.workspace}-temp`;
    mkdirSync(temp, { recursive: true });
    writeFileSync(join(temp, 'summary.md'), '');
    writeFileSync(join(temp, 'output.txt'), '');
    writeFileSync(join(temp, 'event.json'), JSON.stringify({ ref: 'refs/heads/main' }));
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'push',
      GITHUB_EVENT_PATH: join(temp, 'event.json'),
      GITHUB_REPOSITORY: REPO,
      GITHUB_WORKSPACE: pr.workspace,
      GITHUB_OUTPUT: join(temp, 'output.txt'),
      GITHUB_STEP_SUMMARY: join(temp, 'summary.md'),
      RUNNER_TEMP: temp,
      INPUT_MODE: 'compare',
      'INPUT_BASE-RESULTS': 'results/base.txt',
      'INPUT_HEAD-RESULTS': 'results/head.txt',
      ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    };
    const child = spawn(process.execPath, [bundle.action], { cwd: pr.workspace, env });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) =>
      resolve({
        code,
        out,
        temp,
        summary: readFileSync(join(temp, 'summary.md'), 'utf8'),
        comparison: undefined,
      }),
    );
  });
}
