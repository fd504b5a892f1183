// The plumbing shared by the fake's routes: the handler contract, GitHub's
// error bodies for 404 and 422, body field access, and Link-header pagination.

import { errorBody } from './faults.js';
import type { FakeState } from './state.js';

export interface RouteContext {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  state: FakeState;
  /** The fake's base URL, for `url` fields and Link headers. */
  api: string;
  path: string;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Route {
  method: string;
  template: string;
  handle: (ctx: RouteContext) => Reply;
}

// GitHub's limits as GitHub counts them (sources in src/github/body-limit.ts). The fake
// keeps its own copy on purpose: it plays GitHub, so a wrong limit in src/ must fail here.
/** Comment bodies: characters (code points). */
export const COMMENT_LIMIT = 65_536;
/** Check run output.summary / output.text: UTF-8 bytes (the docs say "characters"; GitHub counts bytes). */
export const CHECK_OUTPUT_LIMIT = 65_535;
const DOCS = 'https://docs.github.com/rest';

export const notFound = (doc = DOCS): Reply => ({ status: 404, body: errorBody(404, 'Not Found', doc) });

/** 422 for a request that does not match the endpoint's schema. */
export function invalid(message: string, doc: string): Reply {
  return { status: 422, body: errorBody(422, `Invalid request.\n\n${message}`, doc) };
}

/** 422 "Validation Failed" with GitHub's `errors` array. */
export function validationFailed(doc: string, ...errors: Array<Record<string, string>>): Reply {
  return { status: 422, body: { ...errorBody(422, 'Validation Failed', doc), errors } };
}

export function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

export function repoOf(ctx: RouteContext): string {
  return `${ctx.params.owner}/${ctx.params.repo}`;
}

export function num(value: string | undefined): number {
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
}

/** One page of `items` and GitHub's Link header (next/last, then prev/first). */
export function paginate<T>(ctx: RouteContext, items: T[]): { page: T[]; headers: Record<string, string> } {
  const perPage = Math.min(Math.max(num(ctx.query.get('per_page') ?? undefined) || 30, 1), 100);
  const page = Math.max(num(ctx.query.get('page') ?? undefined) || 1, 1);
  const last = Math.max(Math.ceil(items.length / perPage), 1);
  const link = (p: number, rel: string) => {
    const query = new URLSearchParams(ctx.query);
    query.set('per_page', String(perPage));
    query.set('page', String(p));
    return `<${ctx.api}${ctx.path}?${query.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page > 1) links.push(link(page - 1, 'prev'));
  if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
  if (page > 1) links.push(link(1, 'first'));
  const slice = items.slice((page - 1) * perPage, page * perPage);
  return { page: slice, headers: links.length > 0 ? { link: links.join(', ') } : {} };
}

export function checkBody(body: unknown, doc: string, resource: string): Reply | undefined {
  const text = field(body, 'body');
  if (typeof text !== 'string') return invalid('"body" wasn\'t supplied.', doc);
  if ([...text].length > COMMENT_LIMIT) {
    return validationFailed(doc, {
      resource,
      code: 'unprocessable',
      field: 'data',
      message: `Body is too long (maximum is ${COMMENT_LIMIT} characters)`,
    });
  }
  return undefined;
}

export function asText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
