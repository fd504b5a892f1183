// The attack on a pull request's config and template, through the bundle and
// the fake GitHub (test/integration/trusted-base.test.ts,
// trusted-config.test.ts, config-refusal.test.ts): an origin whose main holds
// the base config and template, a PR whose head carries hostile ones and a
// real regression, a depth-N clone of its head as the workspace, and the
// action run on each trigger that reports on a pull request.

import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Comparison } from '../../src/compare/types.js';
import { startFakeGitHub, type FakeGitHub } from './fake-github/index.js';
import type { SeededContent } from './fake-github/state.js';
import { buildFreshBundle } from './fresh-bundle.js';

export const REPO = 'acme/broker';
export const BASE_CONFIG = 'threshold: 5%\n';
export const BASE_TEMPLATE = '### <%= it.title %> (base template)\n\n<%= it.headline %>\n';
// Eta compiles this to JavaScript in the action's process.
export const HOSTILE_TEMPLATE =
  "<% process.getBuiltinModule('fs').writeFileSync(process.env.RUNNER_TEMP + '/stolen-env.json', JSON.stringify(process.env)) %>" +
  "### PWNED <%= process.env['INPUT_GITHUB-TOKEN'] %>\n";
export const HOSTILE_CONFIG = 'threshold: 1000%\n';
/** What the PR's head writes unless a test says otherwise: both files hostile. */
export const HOSTILE_FILES: Readonly<Record<string, string>> = {
  '.github/benchgate.yml': HOSTILE_CONFIG,
  '.github/comment.md.eta': HOSTILE_TEMPLATE,
};

export type Trigger = 'pull_request' | 'pull_request_target' | 'workflow_run' | 'issue_comment';
export type Mode = 'compare' | 'record' | 'ab';
export const TRIGGERS: Trigger[] = ['pull_request', 'pull_request_target', 'workflow_run', 'issue_comment'];

export interface Pr {
  /** The depth-N checkout of the PR's head, as actions/checkout leaves it. */
  workspace: string;
  baseSha: string;
  headSha: string;
}

export interface Ran {
  code: number | null;
  out: string;
  summary: string;
  temp: string;
  comparison: Comparison | undefined;
}

export function gitIn(dir: string, ...args: string[]): string {
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

/** Registers the hooks (a fresh bundle, a scratch folder, the fake closed after each test) and returns the helpers. */
export function usePrAttack() {
  const root = new URL('../..', import.meta.url).pathname;
  const outputs = join(root, 'examples/go-blockstore/outputs');
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

  /**
   * The origin: main holds the base config and template and prints the Go
   * example's base output; the PR adds a commit (a fork's, on workflow_run the
   * checkout's HEAD~1) with the hostile `files`, then its head prints the head
   * output (real regressions). The workspace is a depth-N clone of the head
   * (0: the whole history).
   */
  function makePr(name: string, depth = 1, files: Readonly<Record<string, string>> = HOSTILE_FILES): Pr {
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
    for (const [path, text] of Object.entries(files)) writeFileSync(join(origin, path), text);
    gitIn(origin, 'add', '-A');
    gitIn(origin, 'commit', '-q', '--allow-empty', '-m', 'the fork sets its own gate');
    cpSync(join(outputs, 'head.txt'), join(origin, 'bench.txt'));
    gitIn(origin, 'commit', '-q', '-am', 'slower');
    const workspace = join(work, name);
    const shallow = depth > 0 ? [`--depth=${depth}`] : [];
    gitIn(work, 'clone', '-q', ...shallow, '--branch', 'pr', `file://${origin}`, workspace);
    return { workspace, baseSha, headSha: gitIn(workspace, 'rev-parse', 'HEAD') };
  }

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
      // The attacks are the config and the template; profiling the regression after
      // the verdict (perf over `cat`, seconds a row) is test/integration/profile-action.test.ts's.
      profile: 'off',
      ...(mode === 'compare'
        ? { 'base-results': 'results/base.txt', 'head-results': 'results/head.txt' }
        : {}),
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

  return {
    makePr,
    runAction,
    runPush,
    expectNoTheft,
    reportComment,
    work: () => work,
    fake: () => fake!,
  };
}
