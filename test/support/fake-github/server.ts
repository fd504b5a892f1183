// A GitHub-like REST server for tests: node:http on 127.0.0.1, port 0. It
// checks the token (401 "Bad credentials"), serves the routes of routes.ts
// from a FakeState, plays scripted faults per route, and records every
// request for assertions. Control endpoints under /_fake/ let a test drive a
// fake that runs in another process (serve.mjs); they are not recorded.
//
// Note: a child process (the bundled action) can talk to a fake started inside
// the test process as long as the test waits for the child asynchronously
// (spawn/execFile with a promise); execFileSync would block the event loop
// that answers the child's requests.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { errorBody, FaultQueue, type Fault } from './faults.js';
import { Holds } from './holds.js';
import { matchRoute, type Reply } from './routes.js';
import { FakeState, type FakeSeed } from './state.js';

export interface FakeGitHubOptions {
  /** The token clients must send (`Authorization: token X` or `Bearer X`). Default "test-token". */
  token?: string;
  seed?: FakeSeed;
  /** Clock for created_at/updated_at; default starts at 2024-05-01T12:00:00Z and ticks 1 s per read. */
  clock?: () => Date;
  /** Drop a request that has not been received completely after this long. Default 10 s. */
  requestTimeoutMs?: number;
  /** Largest request body accepted (413 beyond). Default 8 MiB. */
  maxBodyBytes?: number;
  /**
   * The token is this user's personal access token: GET /user answers the user, and comments
   * are theirs. Default: GITHUB_TOKEN, an installation token, whose writes are
   * github-actions[bot]'s and for which GET /user is 403 "Resource not accessible by integration".
   */
  tokenUser?: string;
  /** The token is an installation token of the GitHub App with this slug: it writes as `<slug>[bot]`. */
  tokenApp?: string;
}

export interface RecordedRequest {
  method: string;
  /** Path and query as received, e.g. "/repos/o/r/issues/1/comments?per_page=100". */
  url: string;
  path: string;
  query: Record<string, string>;
  /** Parsed JSON body, or the raw text when it is not JSON, or undefined when empty. */
  body: unknown;
  headers: Record<string, string>;
  /** Matched route, e.g. "POST /repos/{owner}/{repo}/check-runs". */
  route: string | undefined;
  /** Status answered; 0 when the connection was reset on purpose. */
  status: number;
}

export interface FakeGitHub {
  /** API base URL, e.g. http://127.0.0.1:40123 (give it to the client as baseUrl / GITHUB_API_URL). */
  url: string;
  token: string;
  state: FakeState;
  requests: RecordedRequest[];
  faults: FaultQueue;
  /** Queues faults for a route, e.g. fail('POST /repos/{owner}/{repo}/check-runs', faults.notAccessible()). */
  fail(route: string, ...list: Fault[]): void;
  /** "METHOD url status" per request, in order: the usual assertion. */
  log(): string[];
  close(): Promise<void>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

function readBody(req: IncomingMessage, limit: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        resolve(undefined);
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, reply: Reply): void {
  if (res.destroyed) return;
  const headers: Record<string, string> = {
    'x-github-request-id': `FAKE:${Math.random().toString(16).slice(2, 10)}`,
    'x-github-api-version-selected': '2022-11-28',
    'x-ratelimit-limit': '5000',
    'x-ratelimit-remaining': '4999',
    'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 3600),
    'x-ratelimit-used': '1',
    'x-ratelimit-resource': 'core',
    ...reply.headers,
  };
  if (reply.status === 204 || reply.body === undefined) {
    res.writeHead(reply.status, headers).end();
    return;
  }
  res.writeHead(reply.status, { ...headers, 'content-type': JSON_TYPE }).end(JSON.stringify(reply.body));
}

function authorized(req: IncomingMessage, token: string): boolean {
  const header = req.headers.authorization ?? '';
  const match = /^(?:token|bearer) (\S+)$/i.exec(header);
  return match?.[1] === token;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** What the request handlers share. */
interface Runtime {
  token: string;
  api: string;
  state: FakeState;
  faults: FaultQueue;
  requests: RecordedRequest[];
  holds: Holds;
  maxBodyBytes: number;
}

function control(rt: Runtime, method: string, path: string, body: unknown): Reply {
  if (method === 'GET' && path === '/_fake/state') return { status: 200, body: rt.state.snapshot() };
  if (method === 'GET' && path === '/_fake/requests') return { status: 200, body: rt.requests };
  if (method === 'GET' && path === '/_fake/faults') return { status: 200, body: rt.faults.pending() };
  if (method === 'POST' && path === '/_fake/seed') {
    rt.state.seed(body as FakeSeed);
    return { status: 204 };
  }
  if (method === 'POST' && path === '/_fake/faults') {
    const { route, faults } = body as { route: string; faults: Fault[] };
    rt.faults.add(route, ...faults);
    return { status: 204 };
  }
  return { status: 404, body: errorBody(404, 'Not Found') };
}

function matchSafely(method: string, path: string): ReturnType<typeof matchRoute> {
  try {
    return matchRoute(method, path);
  } catch {
    return undefined; // a malformed %-escape in the path: no route
  }
}

async function handle(rt: Runtime, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = req.method ?? 'GET';
  const target = new URL(req.url ?? '/', 'http://127.0.0.1');
  const text = await readBody(req, rt.maxBodyBytes);
  if (text === undefined) return send(res, { status: 413, body: errorBody(413, 'Payload Too Large') });
  const parsed = parseJson(text);
  if (target.pathname.startsWith('/_fake/')) {
    return send(res, control(rt, method, target.pathname, parsed.ok ? parsed.value : undefined));
  }
  const match = matchSafely(method, target.pathname);
  const record: RecordedRequest = {
    method,
    url: target.pathname + target.search,
    path: target.pathname,
    query: Object.fromEntries(target.searchParams),
    body: parsed.ok ? parsed.value : text,
    headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
    route: match ? `${method} ${match.route.template}` : undefined,
    status: 0,
  };
  rt.requests.push(record);
  const reply = await answer(rt, req, record, match, parsed);
  if (reply === 'reset') {
    req.socket.destroy();
    return;
  }
  record.status = reply.status;
  send(res, reply);
}

async function answer(
  rt: Runtime,
  req: IncomingMessage,
  record: RecordedRequest,
  match: ReturnType<typeof matchRoute>,
  parsed: ReturnType<typeof parseJson>,
): Promise<Reply | 'reset'> {
  if (!authorized(req, rt.token)) return { status: 401, body: errorBody(401, 'Bad credentials') };
  if (!match) return { status: 404, body: errorBody(404, 'Not Found') };
  if (!parsed.ok) return { status: 400, body: errorBody(400, 'Problems parsing JSON') };
  const { state, api } = rt;
  const ctx = {
    params: match.params,
    query: new URLSearchParams(record.query),
    body: parsed.value,
    state,
    api,
    path: record.path,
  };
  // One fault per request: holding faults (delay, barrier) then let the request through.
  const fault = rt.faults.take(record.route!);
  if (fault?.kind === 'reset') return 'reset';
  if (fault?.kind === 'status') {
    if (fault.applyFirst) match.route.handle(ctx);
    return { status: fault.status, body: fault.body, headers: fault.headers };
  }
  if (fault?.kind === 'delay') await rt.holds.wait(fault.ms);
  if (fault?.kind === 'barrier') await rt.holds.barrier(fault);
  if (rt.holds.closed) return { status: 503, body: errorBody(503, 'Fake GitHub is shutting down') };
  return match.route.handle(ctx);
}

/** Starts the fake on 127.0.0.1 with an OS-chosen port. */
export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const rt: Runtime = {
    token: options.token ?? 'test-token',
    api: '',
    state: new FakeState(options.clock),
    faults: new FaultQueue(),
    requests: [],
    holds: new Holds(),
    maxBodyBytes: options.maxBodyBytes ?? 8 * 1024 * 1024,
  };
  if (options.tokenUser !== undefined) rt.state.actor = { login: options.tokenUser, id: 7000, type: 'User' };
  if (options.tokenApp !== undefined)
    rt.state.actor = { login: `${options.tokenApp}[bot]`, id: 7001, type: 'Bot' };
  if (options.seed) rt.state.seed(options.seed);
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    handle(rt, req, res).catch((error: unknown) => {
      if (!res.headersSent)
        send(res, { status: 500, body: errorBody(500, `Fake GitHub bug: ${String(error)}`) });
    });
  });
  server.requestTimeout = options.requestTimeoutMs ?? 10_000;
  server.headersTimeout = Math.min(server.requestTimeout, 10_000);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  rt.api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: rt.api,
    token: rt.token,
    state: rt.state,
    requests: rt.requests,
    faults: rt.faults,
    fail: (route, ...list) => rt.faults.add(route, ...list),
    log: () => rt.requests.map((r) => `${r.method} ${r.url} ${r.status}`),
    close: () =>
      new Promise<void>((resolve, reject) => {
        rt.holds.releaseAll();
        server.close((error) => (error ? reject(error) : resolve()));
        for (const socket of sockets) socket.destroy();
      }),
  };
}
