// The fake GitHub itself: the shapes, limits and errors the other tests rely on.

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { faults, startFakeGitHub, type FakeGitHub } from '../../support/fake-github/index.js';
import { SHA_A } from './helpers.js';

let fake: FakeGitHub;

beforeEach(async () => {
  fake = await startFakeGitHub({ seed: { pulls: [{ repo: 'o/r', number: 7, headSha: SHA_A }] } });
});
afterEach(async () => {
  await fake.close();
});

async function call(path: string, init: { method?: string; body?: string; token?: string | null } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token !== null) headers.authorization = `token ${init.token ?? 'test-token'}`;
  const res = await fetch(`${fake.url}${path}`, { method: init.method ?? 'GET', body: init.body, headers });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    json: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
}

describe('fake GitHub', () => {
  it('paginates comments with Link headers like GitHub', async () => {
    fake.state.seed({
      comments: Array.from({ length: 250 }, (_, i) => ({ repo: 'o/r', issue_number: 7, body: `c${i}` })),
    });
    const base = `${fake.url}/repos/o/r/issues/7/comments`;
    const first = await call('/repos/o/r/issues/7/comments?per_page=100');
    expect(first.headers.get('link')).toBe(
      `<${base}?per_page=100&page=2>; rel="next", <${base}?per_page=100&page=3>; rel="last"`,
    );
    expect((first.json as unknown[]).length).toBe(100);
    const second = await call('/repos/o/r/issues/7/comments?per_page=100&page=2');
    expect(second.headers.get('link')).toBe(
      `<${base}?per_page=100&page=1>; rel="prev", <${base}?per_page=100&page=3>; rel="next", ` +
        `<${base}?per_page=100&page=3>; rel="last", <${base}?per_page=100&page=1>; rel="first"`,
    );
    const third = await call('/repos/o/r/issues/7/comments?per_page=100&page=3');
    expect((third.json as Array<{ body: string }>).map((c) => c.body)).toEqual(
      Array.from({ length: 50 }, (_, i) => `c${200 + i}`),
    );
    expect(third.headers.get('link')).toBe(
      `<${base}?per_page=100&page=2>; rel="prev", <${base}?per_page=100&page=1>; rel="first"`,
    );
    const defaults = await call('/repos/o/r/issues/7/comments');
    expect((defaults.json as unknown[]).length).toBe(30);
    const capped = await call('/repos/o/r/issues/7/comments?per_page=500');
    expect((capped.json as unknown[]).length).toBe(100);
  });

  it('answers comments in GitHub shape', async () => {
    const created = await call('/repos/o/r/issues/7/comments', {
      method: 'POST',
      body: JSON.stringify({ body: 'hello' }),
    });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({
      id: 1001,
      node_id: 'IC_kwDOMDoxMDAx',
      url: `${fake.url}/repos/o/r/issues/comments/1001`,
      html_url: 'https://github.com/o/r/pull/7#issuecomment-1001',
      issue_url: `${fake.url}/repos/o/r/issues/7`,
      body: 'hello',
      user: {
        login: 'github-actions[bot]',
        id: 41898282,
        node_id: 'BOT_kwDOMDo0MTg5ODI4Mg',
        avatar_url: 'https://avatars.githubusercontent.com/u/41898282?v=4',
        gravatar_id: '',
        url: `${fake.url}/users/github-actions%5Bbot%5D`,
        html_url: 'https://github.com/apps/github-actions',
        type: 'Bot',
        site_admin: false,
      },
      created_at: '2024-05-01T12:00:01Z',
      updated_at: '2024-05-01T12:00:01Z',
      author_association: 'NONE',
    });
    const deleted = await call('/repos/o/r/issues/comments/1001', { method: 'DELETE' });
    expect([deleted.status, deleted.json]).toEqual([204, undefined]);
  });

  it.each([
    ['no token', null, 401, 'Bad credentials'],
    ['a wrong token', 'nope', 401, 'Bad credentials'],
  ])('answers %s with 401', async (_case, token, status, message) => {
    const res = await call('/repos/o/r/pulls/7', { token });
    expect([res.status, res.json]).toEqual([
      status,
      { message, documentation_url: 'https://docs.github.com/rest', status: '401' },
    ]);
  });

  it('accepts a Bearer token', async () => {
    const res = await fetch(`${fake.url}/repos/o/r/pulls/7`, {
      headers: { authorization: 'Bearer test-token' },
    });
    expect(res.status).toBe(200);
  });

  it('answers validation errors, unknown routes and bad JSON as GitHub does', async () => {
    const missing = await call('/repos/o/r/issues/7/comments', { method: 'POST', body: '{}' });
    expect([missing.status, missing.json]).toEqual([
      422,
      {
        message: 'Invalid request.\n\n"body" wasn\'t supplied.',
        documentation_url: 'https://docs.github.com/rest/issues/comments#create-an-issue-comment',
        status: '422',
      },
    ]);
    const long = await call('/repos/o/r/issues/7/comments', {
      method: 'POST',
      body: JSON.stringify({ body: 'x'.repeat(65_537) }),
    });
    expect(long.json).toEqual({
      message: 'Validation Failed',
      documentation_url: 'https://docs.github.com/rest/issues/comments#create-an-issue-comment',
      status: '422',
      errors: [
        {
          resource: 'IssueComment',
          code: 'unprocessable',
          field: 'data',
          message: 'Body is too long (maximum is 65536 characters)',
        },
      ],
    });
    const atLimit = await call('/repos/o/r/issues/7/comments', {
      method: 'POST',
      body: JSON.stringify({ body: 'x'.repeat(65_536) }),
    });
    expect(atLimit.status).toBe(201);
    // Characters, not bytes: 65,536 "±" (131,072 UTF-8 bytes) are within a comment's limit.
    const wide = await call('/repos/o/r/issues/7/comments', {
      method: 'POST',
      body: JSON.stringify({ body: '±'.repeat(65_536) }),
    });
    expect(wide.status).toBe(201);
    const unknown = await call('/repos/o/r/releases');
    expect([unknown.status, unknown.json]).toEqual([
      404,
      { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' },
    ]);
    const noIssue = await call('/repos/o/r/issues/8/comments');
    expect(noIssue.status).toBe(404);
    const badJson = await call('/repos/o/r/check-runs', { method: 'POST', body: '{' });
    expect([badJson.status, (badJson.json as { message: string }).message]).toEqual([
      400,
      'Problems parsing JSON',
    ]);
  });

  it('plays queued faults in order, counts `times`, and records every request', async () => {
    const route = 'GET /repos/{owner}/{repo}/pulls/{pull_number}';
    fake.fail(route, faults.serverError(502, 2), faults.secondaryRateLimit(7));
    expect(fake.faults.pending()).toEqual({ [route]: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call('/repos/o/r/pulls/7?x=1')).status);
    expect(statuses).toEqual([502, 502, 403, 200]);
    expect(fake.faults.pending()).toEqual({});
    expect(fake.requests[2]).toMatchObject({
      method: 'GET',
      url: '/repos/o/r/pulls/7?x=1',
      path: '/repos/o/r/pulls/7',
      query: { x: '1' },
      route,
      status: 403,
    });
    expect(fake.requests[2]!.headers.authorization).toBe('token test-token');
    const limited = await fetch(`${fake.url}/repos/o/r/pulls/7`, {
      headers: { authorization: 'token test-token' },
    });
    expect(limited.status).toBe(200);
  });

  it('closes promptly with a request held by a delay', async () => {
    fake.fail('GET /repos/{owner}/{repo}/pulls/{pull_number}', faults.delay(60_000));
    const pending = call('/repos/o/r/pulls/7').catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await fake.close();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await pending).toBeInstanceOf(Error);
    fake = await startFakeGitHub(); // for afterEach
  });

  it('runs as its own process (serve.mjs), driven over HTTP', async () => {
    const script = fileURLToPath(new URL('../../support/fake-github/serve.mjs', import.meta.url));
    const child = spawn(process.execPath, [script, '--token', 'tok'], { stdio: ['pipe', 'pipe', 'inherit'] });
    try {
      const [line] = (await once(child.stdout!, 'data')) as [Buffer];
      const { url, token } = JSON.parse(line.toString()) as { url: string; token: string };
      expect(token).toBe('tok');
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const seed = { issues: [{ repo: 'o/r', number: 3 }] };
      expect((await fetch(`${url}/_fake/seed`, { method: 'POST', body: JSON.stringify(seed) })).status).toBe(
        204,
      );
      const post = await fetch(`${url}/repos/o/r/issues/3/comments`, {
        method: 'POST',
        headers: { authorization: 'token tok' },
        body: JSON.stringify({ body: 'from a child' }),
      });
      expect(post.status).toBe(201);
      const state = (await (await fetch(`${url}/_fake/state`)).json()) as {
        comments: Array<{ body: string; html_url?: string }>;
      };
      expect(state.comments.map((c) => c.body)).toEqual(['from a child']);
      const requests = (await (await fetch(`${url}/_fake/requests`)).json()) as Array<{
        method: string;
        url: string;
        status: number;
      }>;
      expect(requests.map((r) => `${r.method} ${r.url} ${r.status}`)).toEqual([
        'POST /repos/o/r/issues/3/comments 201',
      ]);
    } finally {
      child.stdin!.end();
      const [code] = (await once(child, 'exit')) as [number];
      expect(code).toBe(0);
    }
  });
});
