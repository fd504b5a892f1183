// Issue 15 item 11, the /benchmark command and the allow-label: each attack is a real
// event payload read by readEventContext and handled against the fake GitHub.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseBenchmarkCommand } from '../../../src/action/benchmark-command.js';
import { acceptCommand, isAllowLabelTrusted } from '../../../src/action/command.js';
import { readEventContext, type EventContext } from '../../../src/action/context.js';
import { startFakeGitHub, type FakeGitHub, type FakeSeed } from '../../support/fake-github/index.js';
import { clientFor, SHA_A } from '../github/helpers.js';

const REPO = 'acme/broker';
let fake: FakeGitHub;
let dir: string | undefined;
afterEach(async () => {
  await fake?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const permissions: FakeSeed['permissions'] = [
  { repo: REPO, user: 'maintainer', role_name: 'maintain' },
  { repo: REPO, user: 'triager', role_name: 'triage' },
];

/** The context the action reads from an issue_comment event with this comment. */
function commentContext(author: string, body: string, id: number): EventContext {
  dir = mkdtempSync(join(tmpdir(), 'benchgate-command-'));
  const eventPath = join(dir, 'event.json');
  const payload = {
    action: 'created',
    issue: { number: 7, pull_request: { url: 'x' }, labels: [] },
    comment: { id, body, user: { login: author } },
  };
  writeFileSync(eventPath, JSON.stringify(payload));
  return readEventContext({
    GITHUB_EVENT_NAME: 'issue_comment',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: REPO,
  });
}

async function command(author: string, body: string, seed: Partial<FakeSeed> = {}) {
  fake = await startFakeGitHub({
    seed: {
      pulls: [{ repo: REPO, number: 7, headSha: SHA_A }],
      permissions,
      comments: [{ repo: REPO, issue_number: 7, body, user: author }],
      ...seed,
    },
  });
  const ctx = commentContext(author, body, fake.state.comments[0]!.id);
  const { octokit } = clientFor(fake);
  const decision = await acceptCommand(octokit, ctx);
  return { decision, ctx, replies: fake.state.comments.slice(1).map((c) => c.body) };
}

describe('parseBenchmarkCommand', () => {
  it.each([
    ['/benchmark', { filter: '' }],
    ['/benchmark WriteBlock', { filter: 'WriteBlock' }],
    ['/benchmark   Write.*Block  \r\nthanks!', { filter: 'Write.*Block' }],
    ['/benchmarks', undefined],
    ['/benchmark-all', undefined],
    [' /benchmark', undefined],
    ['Looks good.\n/benchmark WriteBlock', undefined],
    ['> /benchmark\nquoted', undefined],
  ])('%j', (body, expected) => {
    expect(parseBenchmarkCommand(body)).toEqual(expected);
  });

  it('refuses a filter that would pass as an option, or carries control characters', () => {
    expect(parseBenchmarkCommand('/benchmark -exec=/bin/sh')?.problem).toBe(
      'the filter "-exec=/bin/sh" starts with "-", which the benchmark tool would read as an option; give a name pattern instead (write "^-…" as "[-]…")',
    );
    expect(parseBenchmarkCommand('/benchmark --jvmArgs=-Dx')?.problem).toMatch(
      /^the filter "--jvmArgs=-Dx" starts with "-"/,
    );
    expect(parseBenchmarkCommand('/benchmark Write\u202eBlock')?.problem).toBe(
      'the filter contains control characters',
    );
  });
});

describe('acceptCommand', () => {
  it('the attack: "/benchmark -exec" from a maintainer is refused once and nothing runs', async () => {
    const { decision, replies } = await command('maintainer', '/benchmark -exec=/tmp/x');
    expect(decision).toBe('refused');
    expect(replies).toEqual([
      '<!-- benchgate:refusal:1001 -->\n/benchmark refused: the filter "-exec=/tmp/x" starts with "-", which the benchmark tool would read as an option; give a name pattern instead (write "^-…" as "[-]…"); nothing was run.',
    ]);
    expect(fake.state.reactions.map((r) => r.content)).toEqual(['confused']);
  });

  it('the attack: "/benchmark" in the middle of a comment is no command', async () => {
    const { decision, replies } = await command(
      'maintainer',
      'Could someone run\n/benchmark WriteBlock\nplease?',
    );
    expect(decision).toBe('ignored');
    expect(replies).toEqual([]);
    expect(fake.log()).toEqual([]);
  });

  it('refuses a merged pull request', async () => {
    const { decision, replies } = await command('maintainer', '/benchmark', {
      pulls: [{ repo: REPO, number: 7, headSha: SHA_A, state: 'merged' }],
    });
    expect(decision).toBe('refused');
    expect(replies).toEqual([
      '<!-- benchgate:refusal:1001 -->\n/benchmark runs on open pull requests only; this one is merged. Nothing was run.',
    ]);
  });

  it('refuses a closed pull request', async () => {
    const { decision, replies } = await command('maintainer', '/benchmark', {
      pulls: [{ repo: REPO, number: 7, headSha: SHA_A, state: 'closed' }],
    });
    expect(decision).toBe('refused');
    expect(replies[0]).toMatch(/this one is closed\. Nothing was run\.$/);
  });

  it('runs an open PR for a maintainer, 👀 and the head from the API', async () => {
    const { decision, ctx, replies } = await command('maintainer', '/benchmark WriteBlock');
    expect(decision).toBe('run');
    expect([ctx.sha, ctx.command?.filter, replies]).toEqual([SHA_A, 'WriteBlock', []]);
    expect(fake.state.reactions.map((r) => r.content)).toEqual(['eyes']);
  });
});

describe('isAllowLabelTrusted', () => {
  async function labelled(addedBy: string) {
    fake = await startFakeGitHub({
      seed: {
        pulls: [{ repo: REPO, number: 7, headSha: SHA_A }],
        permissions,
        labels: [{ repo: REPO, issue_number: 7, labels: ['benchmark-regression-ok'], addedBy }],
      },
    });
    const { octokit } = clientFor(fake);
    const ctx = { owner: 'acme', repo: 'broker', pullNumber: 7 } as EventContext;
    return isAllowLabelTrusted(octokit, ctx, 'benchmark-regression-ok');
  }

  it('the attack: a label added by a user with triage (or read) permission is not honoured', async () => {
    expect(await labelled('triager')).toBe(false);
    expect(fake.log()).toEqual([
      'GET /repos/acme/broker/issues/7/events?per_page=100 200',
      'GET /repos/acme/broker/collaborators/triager/permission 200',
    ]);
  });

  it('a read-only passer-by is not honoured either', async () => {
    expect(await labelled('passerby')).toBe(false);
  });

  it('a label added by a maintainer is honoured', async () => {
    expect(await labelled('maintainer')).toBe(true);
  });

  it('the newest labeled event decides: re-added by a triager after a maintainer is not honoured', async () => {
    fake = await startFakeGitHub({
      seed: {
        pulls: [{ repo: REPO, number: 7, headSha: SHA_A }],
        permissions,
        labels: [{ repo: REPO, issue_number: 7, labels: ['benchmark-regression-ok'], addedBy: 'maintainer' }],
      },
    });
    fake.state.setLabels(REPO, 7, ['benchmark-regression-ok'], 'triager');
    const { octokit } = clientFor(fake);
    const ctx = { owner: 'acme', repo: 'broker', pullNumber: 7 } as EventContext;
    expect(await isAllowLabelTrusted(octokit, ctx, 'benchmark-regression-ok')).toBe(false);
  });

  it('no labeled event for the label: not honoured', async () => {
    fake = await startFakeGitHub({
      seed: { pulls: [{ repo: REPO, number: 7, headSha: SHA_A }], permissions },
    });
    const { octokit } = clientFor(fake);
    const ctx = { owner: 'acme', repo: 'broker', pullNumber: 7 } as EventContext;
    expect(await isAllowLabelTrusted(octokit, ctx, 'benchmark-regression-ok')).toBe(false);
  });
});
