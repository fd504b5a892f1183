import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readPtraceScope } from '../../src/action/fork-guard.js';
import { faults, startFakeGitHub, type FakeGitHub, type FakeSeed } from '../support/fake-github/index.js';

// The bundled action (dist/index.js) as the runner starts a JavaScript action:
// INPUT_* variables, an event payload file, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY
// files, and GITHUB_API_URL pointing at a local GitHub-like server.

const root = new URL('../..', import.meta.url).pathname;
const outputs = join(root, 'examples/go-blockstore/outputs');
const SHA = '5f1c0ffee0ddba11deadbeefcafe000000000001';
const REPO = 'acme/broker';

interface ActionRun {
  code: number | null;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
}

let work: string;
let fake: FakeGitHub;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'benchgate-action-'));
  mkdirSync(join(work, 'workspace/results'), { recursive: true });
  cpSync(join(outputs, 'base.txt'), join(work, 'workspace/results/base.txt'));
  cpSync(join(outputs, 'head.txt'), join(work, 'workspace/results/head.txt'));
});
afterEach(async () => {
  await fake?.close();
  rmSync(work, { recursive: true, force: true });
});

const pullSeed = (extra: Partial<FakeSeed> = {}, labels: string[] = []): FakeSeed => ({
  pulls: [{ repo: REPO, number: 7, headSha: SHA, baseRef: 'main', labels }],
  permissions: [
    { repo: REPO, user: 'maintainer', role_name: 'maintain' },
    { repo: REPO, user: 'passerby', role_name: 'read' },
  ],
  ...extra,
});

function pullRequestEvent(labels: string[] = [], fork = false) {
  return {
    action: 'synchronize',
    number: 7,
    pull_request: {
      number: 7,
      labels: labels.map((name) => ({ name })),
      head: { sha: SHA, ref: 'feature', repo: { full_name: fork ? 'stranger/broker' : REPO } },
      base: { ref: 'main', repo: { full_name: REPO } },
    },
    repository: { full_name: REPO },
  };
}

function runAction(eventName: string, payload: object, inputs: Record<string, string>): Promise<ActionRun> {
  const eventPath = join(work, 'event.json');
  const outputFile = join(work, 'output.txt');
  const summaryFile = join(work, 'summary.md');
  writeFileSync(eventPath, JSON.stringify(payload));
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const defaults: Record<string, string> = {
    mode: 'compare',
    'base-results': 'results/base.txt',
    'head-results': 'results/head.txt',
    'github-token': fake.token,
    'check-name': 'benchmarks',
    'allow-label': 'benchmark-regression-ok',
    comment: 'always',
    'fail-on-regression': 'true',
    // Charts as Mermaid unless a test turns the data branch on.
    'data-branch': '',
  };
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? work,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: REPO,
    GITHUB_SHA: SHA,
    GITHUB_WORKSPACE: join(work, 'workspace'),
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_API_URL: fake.url,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '1234',
    RUNNER_TEMP: join(work, 'runner-temp'),
    RUNNER_ENVIRONMENT: 'self-hosted',
  };
  // The runner names inputs INPUT_<NAME> in upper case, keeping hyphens.
  for (const [k, v] of Object.entries({ ...defaults, ...inputs })) env[`INPUT_${k.toUpperCase()}`] = v;
  mkdirSync(env.RUNNER_TEMP!, { recursive: true });
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'dist/index.js')], { env, cwd: env.GITHUB_WORKSPACE });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stdout += d.toString()));
    child.on('close', (code) =>
      resolve({
        code,
        stdout,
        outputs: parseOutputs(readFileSync(outputFile, 'utf8')),
        summary: readFileSync(summaryFile, 'utf8'),
      }),
    );
  });
}

/** GITHUB_OUTPUT holds name<<DELIMITER / value / DELIMITER blocks. */
function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) out[m[1]!] = m[3]!;
  return out;
}

describe('the bundled action', () => {
  it('posts one sticky comment and a failing check on a pull request with a regression, and fails the step', async () => {
    fake = await startFakeGitHub({ seed: pullSeed() });
    const r = await runAction('pull_request', pullRequestEvent(), {});
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`::add-mask::${fake.token}`);
    expect(r.stdout).toMatch(/::error::\d+ benchmark regressions/);
    expect(r.outputs.verdict).toBe('regression');
    expect(Number(r.outputs.regressions)).toBeGreaterThanOrEqual(4);
    expect(r.outputs.report).toMatch(/runner-temp\/benchgate-benchmarks\/report\.md$/);
    expect(readFileSync(r.outputs.comparison!, 'utf8')).toContain('"schema": "benchgate/comparison@1"');
    expect(r.summary).toContain('#### Regressions');
    expect(fake.log()).toEqual([
      // Who the token is (an installation token: GET /user is refused, GraphQL names the bot),
      // and whether the run's head is still the PR's head, before the comment is written.
      'GET /user 403',
      'POST /graphql 200',
      `GET /repos/${REPO}/pulls/7 200`,
      `GET /repos/${REPO}/issues/7/comments?per_page=100 200`,
      `POST /repos/${REPO}/issues/7/comments 201`,
      `GET /repos/${REPO}/issues/7/comments?per_page=100 200`,
      `POST /repos/${REPO}/check-runs 201`,
    ]);
    expect(fake.state.comments).toHaveLength(1);
    const comment = fake.state.comments[0]!;
    expect(comment.body).toContain('<!-- benchgate:benchmarks -->');
    expect(comment.body).toContain('BenchmarkWriteBlock/store=memory/size=1KB');
    expect(r.outputs['comment-url']).toBe(`https://github.com/${REPO}/pull/7#issuecomment-${comment.id}`);
    const check = fake.state.checkRuns[0]!;
    expect([check.name, check.head_sha, check.conclusion]).toEqual(['benchmarks', SHA, 'failure']);
    expect(check.output.title).toMatch(/^\d+ regressions, \d+ improvements?, \d+ unchanged/);
  });

  it('updates the same comment on the next run, keeping the earlier run collapsed', async () => {
    fake = await startFakeGitHub({ seed: pullSeed() });
    await runAction('pull_request', pullRequestEvent(), {});
    await runAction('pull_request', pullRequestEvent(), {});
    expect(fake.state.comments).toHaveLength(1);
    expect(fake.state.comments[0]!.body).toContain('<details><summary>Earlier run');
    expect(fake.state.checkRuns).toHaveLength(2);
  });

  it('concludes neutral and passes the step when a maintainer put the allow-label on the PR', async () => {
    const label = { repo: REPO, issue_number: 7, labels: ['benchmark-regression-ok'], addedBy: 'maintainer' };
    fake = await startFakeGitHub({ seed: pullSeed({ labels: [label] }) });
    const r = await runAction('pull_request', pullRequestEvent(['benchmark-regression-ok']), {});
    expect(r.code).toBe(0);
    expect(r.outputs.verdict).toBe('regression');
    expect(r.stdout).toContain('accepted by the "benchmark-regression-ok" label');
    expect(fake.state.checkRuns[0]!.conclusion).toBe('neutral');
  });

  it('ignores the allow-label when a user without write permission added it', async () => {
    const label = { repo: REPO, issue_number: 7, labels: ['benchmark-regression-ok'], addedBy: 'passerby' };
    fake = await startFakeGitHub({ seed: pullSeed({ labels: [label] }) });
    const r = await runAction('pull_request', pullRequestEvent(['benchmark-regression-ok']), {});
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      '::notice::the "benchmark-regression-ok" label is ignored: passerby added it, who has read permission (write, maintain or admin needed)',
    );
    expect(fake.state.checkRuns[0]!.conclusion).toBe('failure');
  });

  it('falls back to a commit status when the token may not create check runs', async () => {
    fake = await startFakeGitHub({ seed: pullSeed() });
    fake.fail(`POST /repos/{owner}/{repo}/check-runs`, faults.notAccessible());
    const r = await runAction('pull_request', pullRequestEvent(), {});
    expect(r.code).toBe(1);
    expect(fake.state.checkRuns).toHaveLength(0);
    expect(fake.state.statuses).toHaveLength(1);
    expect([fake.state.statuses[0]!.context, fake.state.statuses[0]!.state]).toEqual([
      'benchmarks',
      'failure',
    ]);
    expect(r.stdout).toMatch(/::notice::.*commit status/);
  });

  it('retries a 502 and a secondary rate limit and still ends with one comment', async () => {
    fake = await startFakeGitHub({ seed: pullSeed() });
    fake.fail(`POST /repos/{owner}/{repo}/issues/{issue_number}/comments`, faults.serverError(502));
    fake.fail(`POST /repos/{owner}/{repo}/check-runs`, faults.secondaryRateLimit(1));
    await runAction('pull_request', pullRequestEvent(), {});
    expect(fake.state.comments).toHaveLength(1);
    expect(fake.state.checkRuns).toHaveLength(1);
    expect(fake.log().filter((l) => l.startsWith('POST'))).toEqual([
      'POST /graphql 200',
      `POST /repos/${REPO}/issues/7/comments 502`,
      `POST /repos/${REPO}/issues/7/comments 201`,
      `POST /repos/${REPO}/check-runs 403`,
      `POST /repos/${REPO}/check-runs 201`,
    ]);
  });

  it('turns a 401 into warnings naming the calls and still reports the verdict', async () => {
    fake = await startFakeGitHub({ seed: pullSeed() });
    const r = await runAction('pull_request', pullRequestEvent(), { 'github-token': 'wrong-token' });
    expect(r.code).toBe(1);
    expect(r.outputs.verdict).toBe('regression');
    expect(r.stdout).toMatch(/::warning::could not update the pull request comment: .*401/);
    expect(r.stdout).toMatch(/::warning::could not publish the check: .*401/);
    expect(r.summary).toContain('#### Regressions');
  });

  it('runs a /benchmark command from a maintainer: 👀, the comparison in the sticky comment, 🚀', async () => {
    fake = await startFakeGitHub({
      seed: pullSeed({
        comments: [
          { repo: REPO, issue_number: 7, body: '/benchmark WriteBlock', user: 'maintainer', type: 'User' },
        ],
      }),
    });
    const r = await runAction(
      'issue_comment',
      commentEvent('maintainer', '/benchmark WriteBlock', fake.state.comments[0]!.id),
      {},
    );
    expect(r.outputs.verdict).toBe('regression');
    expect(fake.state.reactions.map((x) => x.content)).toEqual(['eyes', 'rocket']);
    expect(fake.state.comments.filter((c) => c.body.includes('<!-- benchgate:benchmarks -->'))).toHaveLength(
      1,
    );
  });

  it('refuses a /benchmark command from a user without write permission and runs nothing', async () => {
    fake = await startFakeGitHub({
      seed: pullSeed({
        comments: [{ repo: REPO, issue_number: 7, body: '/benchmark', user: 'passerby', type: 'User' }],
      }),
    });
    const r = await runAction(
      'issue_comment',
      commentEvent('passerby', '/benchmark', fake.state.comments[0]!.id),
      {},
    );
    expect(r.code).toBe(0);
    expect(r.outputs.verdict).toBeUndefined();
    expect(fake.state.reactions.map((x) => x.content)).toEqual(['confused']);
    const bodies = fake.state.comments.map((c) => c.body);
    expect(bodies).toEqual([
      '/benchmark',
      // The hidden first line finds the refusal again, so a retried run never posts it twice.
      `<!-- benchgate:refusal:${fake.state.comments[0]!.id} -->\n` +
        '/benchmark needs write, maintain or admin permission on this repository (yours: read); nothing was run.',
    ]);
    expect(fake.state.checkRuns).toHaveLength(0);
  });

  it('comments on the pushed commit when a push regresses', async () => {
    fake = await startFakeGitHub({ seed: {} });
    const r = await runAction('push', { before: 'a'.repeat(40), after: SHA }, {});
    expect(r.code).toBe(1);
    expect(fake.state.commitComments).toHaveLength(1);
    expect(fake.state.commitComments[0]!.commit_id).toBe(SHA);
    expect(fake.state.checkRuns[0]!.conclusion).toBe('failure');
  });

  it('refuses to run a fork’s code on a self-hosted runner', async () => {
    fake = await startFakeGitHub({ seed: pullSeed() });
    const r = await runAction('pull_request', pullRequestEvent([], true), { mode: 'ab', runner: 'go' });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('::error::refusing to run code from a fork on a self-hosted runner');
    expect(fake.requests).toHaveLength(0);
  });

  it('commits chart images to the data branch and links them from the comment', async () => {
    fake = await startFakeGitHub({ seed: pullSeed() });
    const r = await runAction('pull_request', pullRequestEvent(), { 'data-branch': 'benchmark-data' });
    expect(r.code).toBe(1);
    const files = fake.state.branchFiles(REPO, 'benchmark-data')!;
    const names = Object.keys(files).sort();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(name).toMatch(new RegExp(`^pr-7/${SHA}/[\\w.-]+\\.png$`));
      // PNG signature: the committed bytes are the image.
      expect(files[name]!.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    }
    const commit = fake.state.branchHistory(REPO, 'benchmark-data')[0]!;
    const body = fake.state.comments[0]!.body;
    expect(body).toContain(`https://github.com/${REPO}/raw/${commit}/pr-7/${SHA}/`);
    expect(body).not.toContain('xychart-beta');
  });

  it('draws Mermaid charts when the token may not push to the data branch', async () => {
    fake = await startFakeGitHub({ seed: pullSeed() });
    fake.fail('POST /repos/{owner}/{repo}/git/blobs', faults.notAccessible());
    const r = await runAction('pull_request', pullRequestEvent(), { 'data-branch': 'benchmark-data' });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      '::notice::charts drawn in Mermaid: the token may not push to benchmark-data (needs contents: write)',
    );
    expect(fake.state.branchFiles(REPO, 'benchmark-data')).toBeUndefined();
    expect(fake.state.comments[0]!.body).toContain('xychart-beta');
    expect(fake.state.checkRuns[0]!.conclusion).toBe('failure');
  });

  it('rejects a bad input with a message that quotes it', async () => {
    fake = await startFakeGitHub({ seed: pullSeed() });
    const r = await runAction('pull_request', pullRequestEvent(), { threshold: 'lots' });
    expect(r.code).toBe(1);
    // Workflow commands escape % as %25.
    expect(r.stdout).toContain('::error::input threshold: "lots" is not a percentage like 5%25 or 0.05');
  });
});

function commentEvent(user: string, body: string, id: number) {
  return {
    action: 'created',
    issue: { number: 7, pull_request: { url: `https://api.github.com/repos/${REPO}/pulls/7` }, labels: [] },
    comment: { id, body, user: { login: user } },
    repository: { full_name: REPO },
  };
}

// Trust boundaries (docs/security.md): each test performs the attack through the bundle.
const OTHER_SHA = '5f1c0ffee0ddba11deadbeefcafe0000000000ff';

function workflowRunEvent(headSha: string, headRepo: string | null) {
  return {
    action: 'completed',
    workflow_run: {
      id: 99,
      head_sha: headSha,
      head_repository: headRepo === null ? null : { full_name: headRepo },
      conclusion: 'success',
    },
    repository: { full_name: REPO },
  };
}

/** A git repository in the workspace with two commits (base, head); returns both. */
function workspaceRepo(): { head: string; parent: string } {
  const ws = join(work, 'workspace');
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: ws,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@t',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@t',
      },
    }).trim();
  git('init', '-q', '-b', 'main');
  writeFileSync(join(ws, 'bench.sh'), 'echo "BenchmarkA 1 10 ns/op"\n');
  git('add', '-A');
  git('commit', '-qm', 'base');
  const parent = git('rev-parse', 'HEAD');
  writeFileSync(join(ws, 'bench.sh'), 'echo "BenchmarkA 1 11 ns/op"\n');
  git('commit', '-qam', 'head');
  return { head: git('rev-parse', 'HEAD'), parent };
}

describe('the bundled action at its trust boundaries', () => {
  it('workflow_run: refuses a pull request whose head is not the commit the measuring run measured, and posts nothing', async () => {
    fake = await startFakeGitHub({ seed: pullSeed() });
    // The fork's artifact names PR 7 and a head-sha; the event says the run measured another commit.
    const r = await runAction('workflow_run', workflowRunEvent(OTHER_SHA, REPO), {
      'pull-request': '7',
      'head-sha': SHA,
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      `::error::refusing to report on pull request #7: its head is ${SHA.slice(0, 12)}, but the measuring run was for ${OTHER_SHA.slice(0, 12)}`,
    );
    expect(fake.state.checkRuns).toHaveLength(0);
    expect(fake.state.statuses).toHaveLength(0);
    expect(fake.state.comments).toHaveLength(0);
  });

  it('workflow_run: refuses when the measuring run came from another repository than the pull request head', async () => {
    fake = await startFakeGitHub({ seed: pullSeed() });
    const r = await runAction('workflow_run', workflowRunEvent(SHA, 'stranger/broker'), {
      'pull-request': '7',
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      `its head repository is ${REPO}, but the measuring run came from stranger/broker`,
    );
    expect(fake.state.checkRuns).toHaveLength(0);
    expect(fake.state.comments).toHaveLength(0);
  });

  it('workflow_run: reports on the event’s commit, never on the head-sha the artifact supplies', async () => {
    const seed = pullSeed();
    seed.pulls![0]!.headRepo = 'stranger/broker';
    fake = await startFakeGitHub({ seed });
    const r = await runAction('workflow_run', workflowRunEvent(SHA, 'stranger/broker'), {
      'pull-request': '7',
      'head-sha': OTHER_SHA,
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      `input head-sha ${OTHER_SHA} is ignored on workflow_run: the event's commit is ${SHA}`,
    );
    expect(fake.state.checkRuns.map((c) => [c.head_sha, c.conclusion])).toEqual([[SHA, 'failure']]);
  });

  it('treats a pull request whose head repository was deleted as a fork: its code never runs on a self-hosted runner', async () => {
    fake = await startFakeGitHub({ seed: pullSeed() });
    const event = pullRequestEvent();
    (event.pull_request.head as { repo: unknown }).repo = null;
    const r = await runAction('pull_request', event, { mode: 'ab', runner: 'command', command: 'touch ran' });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('::error::refusing to run code from a fork on a self-hosted runner');
    expect(existsSync(join(work, 'workspace/ran'))).toBe(false);
  });

  it('refuses a fork before reading anything from its checkout: a config with too many patterns is never parsed', async () => {
    fake = await startFakeGitHub({ seed: pullSeed() });
    const patterns = Array.from(
      { length: 400 },
      (_, i) => `  - name: p${i}\n    regex: '^(a|aa)*${'x'.repeat(900)}$'\n`,
    );
    mkdirSync(join(work, 'workspace/.github'), { recursive: true });
    writeFileSync(join(work, 'workspace/.github/benchgate.yml'), `patterns:\n${patterns.join('')}`);
    const r = await runAction('pull_request', pullRequestEvent([], true), {
      mode: 'ab',
      runner: 'command',
      command: 'true',
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('::error::refusing to run code from a fork on a self-hosted runner');
    expect(r.stdout).not.toContain('patterns');
  });

  it('runs a fork’s code with allow-fork-code, and says at the top of the report when the kernel lets it trace the action', async () => {
    const { head, parent } = workspaceRepo();
    fake = await startFakeGitHub({ seed: pullSeed() });
    const event = pullRequestEvent([], true);
    event.pull_request.head.sha = head;
    const r = await runAction('pull_request', event, {
      mode: 'ab',
      runner: 'command',
      command: 'bash bench.sh',
      format: 'go',
      'base-ref': parent,
      'allow-fork-code': 'true',
      'max-rounds': '2',
    });
    // This machine's own policy decides which report is right (docs/security.md).
    const scope = readPtraceScope();
    const traceable = scope === undefined || scope === 0;
    const body = fake.state.comments[0]!.body;
    expect([
      r.stdout.includes("could read the job's token"),
      body.includes('> [!WARNING]\n> this runner '),
    ]).toEqual([traceable, traceable]);
    if (traceable)
      expect(body).toContain(
        `this runner ${scope === undefined ? 'has no Yama ptrace policy' : 'has kernel.yama.ptrace\\_scope 0'}: a process may trace any other`,
      );
  });

  it('refuses to measure a checkout that is not the commit it would report on (pull_request_target’s base checkout)', async () => {
    const { parent } = workspaceRepo();
    fake = await startFakeGitHub({ seed: pullSeed() });
    execFileSync('git', ['checkout', '-q', parent], { cwd: join(work, 'workspace') });
    const r = await runAction('pull_request_target', pullRequestEvent(), {
      mode: 'ab',
      runner: 'command',
      command: 'bash bench.sh',
      format: 'go',
      'base-ref': parent,
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      `::error::the workspace holds ${parent.slice(0, 12)}, not ${SHA.slice(0, 12)}, the commit this report would name`,
    );
    expect(fake.state.checkRuns).toHaveLength(0);
  });
});
