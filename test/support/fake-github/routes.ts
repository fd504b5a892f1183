// The REST endpoints benchgate calls, with GitHub's status codes, response
// shapes, validation errors (422 with message, errors, documentation_url) and
// Link-header pagination. Nothing else is implemented: an unknown route is a
// 404, as it would be for a misspelled path on GitHub.

import { errorBody } from './faults.js';
import {
  checkRunJson,
  commitCommentJson,
  issueCommentJson,
  labelJson,
  pullJson,
  reactionJson,
  statusJson,
} from './shapes.js';
import { BOT, type FakeState } from './state.js';

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

export const COMMENT_LIMIT = 65_536;
export const CHECK_OUTPUT_LIMIT = 65_535;
const REACTIONS = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'];
const CONCLUSIONS = ['action_required', 'cancelled', 'failure', 'neutral', 'success', 'skipped', 'stale', 'timed_out'];
const CHECK_STATUSES = ['queued', 'in_progress', 'completed', 'waiting', 'requested', 'pending'];
const STATUS_STATES = ['error', 'failure', 'pending', 'success'];
const DOCS = 'https://docs.github.com/rest';

const notFound = (doc = DOCS): Reply => ({ status: 404, body: errorBody(404, 'Not Found', doc) });

/** 422 for a request that does not match the endpoint's schema. */
function invalid(message: string, doc: string): Reply {
  return { status: 422, body: errorBody(422, `Invalid request.\n\n${message}`, doc) };
}

/** 422 "Validation Failed" with GitHub's `errors` array. */
function validationFailed(doc: string, ...errors: Array<Record<string, string>>): Reply {
  return { status: 422, body: { ...errorBody(422, 'Validation Failed', doc), errors } };
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

function repoOf(ctx: RouteContext): string {
  return `${ctx.params.owner}/${ctx.params.repo}`;
}

function num(value: string | undefined): number {
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
}

/** One page of `items` and GitHub's Link header (next/last, then prev/first). */
function paginate<T>(ctx: RouteContext, items: T[]): { page: T[]; headers: Record<string, string> } {
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
  const page_ = items.slice((page - 1) * perPage, page * perPage);
  return { page: page_, headers: links.length > 0 ? { link: links.join(', ') } : {} };
}

function checkBody(body: unknown, doc: string, resource: string): Reply | undefined {
  const text = field(body, 'body');
  if (typeof text !== 'string') return invalid('"body" wasn\'t supplied.', doc);
  if (text.length > COMMENT_LIMIT) {
    return validationFailed(doc, {
      resource,
      code: 'unprocessable',
      field: 'data',
      message: `Body is too long (maximum is ${COMMENT_LIMIT} characters)`,
    });
  }
  return undefined;
}

const ISSUE_COMMENT_DOC = 'https://docs.github.com/rest/issues/comments';

const issueRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
    handle(ctx) {
      const repo = repoOf(ctx);
      const number = num(ctx.params.issue_number);
      if (!ctx.state.issueExists(repo, number)) return notFound(`${ISSUE_COMMENT_DOC}#list-issue-comments`);
      const isPull = ctx.state.isPull(repo, number);
      const all = ctx.state.commentsOf(repo, number).map((c) => issueCommentJson(ctx.api, c, isPull));
      const { page, headers } = paginate(ctx, all);
      return { status: 200, body: page, headers };
    },
  },
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
    handle(ctx) {
      const repo = repoOf(ctx);
      const number = num(ctx.params.issue_number);
      const doc = `${ISSUE_COMMENT_DOC}#create-an-issue-comment`;
      if (!ctx.state.issueExists(repo, number)) return notFound(doc);
      const bad = checkBody(ctx.body, doc, 'IssueComment');
      if (bad) return bad;
      const comment = ctx.state.addComment(repo, number, field(ctx.body, 'body') as string);
      return { status: 201, body: issueCommentJson(ctx.api, comment, ctx.state.isPull(repo, number)) };
    },
  },
  {
    method: 'PATCH',
    template: '/repos/{owner}/{repo}/issues/comments/{comment_id}',
    handle(ctx) {
      const doc = `${ISSUE_COMMENT_DOC}#update-an-issue-comment`;
      const comment = ctx.state.comments.find((c) => c.repo === repoOf(ctx) && c.id === num(ctx.params.comment_id));
      if (!comment) return notFound(doc);
      const bad = checkBody(ctx.body, doc, 'IssueComment');
      if (bad) return bad;
      comment.body = field(ctx.body, 'body') as string;
      comment.updated_at = ctx.state.time();
      return { status: 200, body: issueCommentJson(ctx.api, comment, ctx.state.isPull(comment.repo, comment.issue_number)) };
    },
  },
  {
    method: 'DELETE',
    template: '/repos/{owner}/{repo}/issues/comments/{comment_id}',
    handle(ctx) {
      const index = ctx.state.comments.findIndex((c) => c.repo === repoOf(ctx) && c.id === num(ctx.params.comment_id));
      if (index < 0) return notFound(`${ISSUE_COMMENT_DOC}#delete-an-issue-comment`);
      ctx.state.comments.splice(index, 1);
      return { status: 204 };
    },
  },
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
    handle(ctx) {
      const doc = 'https://docs.github.com/rest/reactions/reactions#create-reaction-for-an-issue-comment';
      const repo = repoOf(ctx);
      const commentId = num(ctx.params.comment_id);
      if (!ctx.state.comments.some((c) => c.repo === repo && c.id === commentId)) return notFound(doc);
      const content = field(ctx.body, 'content');
      if (typeof content !== 'string' || !REACTIONS.includes(content)) {
        const list = REACTIONS.map((r) => `"${r}"`).join(', ');
        return invalid(`For 'properties/content', ${JSON.stringify(content ?? null)} is not one of [${list}].`, doc);
      }
      const same = ctx.state.reactions.find(
        (r) => r.repo === repo && r.comment_id === commentId && r.content === content && r.user.login === BOT.login,
      );
      if (same) return { status: 200, body: reactionJson(ctx.api, same) };
      const reaction = { id: ctx.state.nextId(), repo, comment_id: commentId, content, user: BOT, created_at: ctx.state.time() };
      ctx.state.reactions.push(reaction);
      return { status: 201, body: reactionJson(ctx.api, reaction) };
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/issues/{issue_number}/labels',
    handle(ctx) {
      const repo = repoOf(ctx);
      const number = num(ctx.params.issue_number);
      if (!ctx.state.issueExists(repo, number)) return notFound();
      const names = ctx.state.labels[`${repo}#${number}`] ?? [];
      const { page, headers } = paginate(ctx, names.map((name, i) => labelJson(ctx.api, repo, name, i)));
      return { status: 200, body: page, headers };
    },
  },
];

function checkRunProblem(body: unknown, doc: string): Reply | undefined {
  const name = field(body, 'name');
  const headSha = field(body, 'head_sha');
  const status = field(body, 'status') ?? 'queued';
  const conclusion = field(body, 'conclusion');
  const output = field(body, 'output');
  if (typeof name !== 'string' || name === '') return invalid('"name" wasn\'t supplied.', doc);
  if (typeof headSha !== 'string' || headSha === '') return invalid('"head_sha" wasn\'t supplied.', doc);
  if (typeof status !== 'string' || !CHECK_STATUSES.includes(status)) {
    return invalid(`For 'properties/status', ${JSON.stringify(status)} is not one of [${CHECK_STATUSES.join(', ')}].`, doc);
  }
  if (conclusion !== undefined && (typeof conclusion !== 'string' || !CONCLUSIONS.includes(conclusion))) {
    return invalid(`For 'properties/conclusion', ${JSON.stringify(conclusion)} is not one of [${CONCLUSIONS.join(', ')}].`, doc);
  }
  if (status === 'completed' && conclusion === undefined) {
    return validationFailed(doc, { resource: 'CheckRun', code: 'missing_field', field: 'conclusion' });
  }
  if (output === undefined) return undefined;
  if (typeof field(output, 'title') !== 'string') return invalid('"title" wasn\'t supplied.', doc);
  if (typeof field(output, 'summary') !== 'string') return invalid('"summary" wasn\'t supplied.', doc);
  for (const part of ['summary', 'text']) {
    const value = field(output, part);
    if (typeof value === 'string' && value.length > CHECK_OUTPUT_LIMIT) {
      return invalid(`Only ${CHECK_OUTPUT_LIMIT} characters are allowed; ${value.length} were supplied.`, doc);
    }
  }
  return undefined;
}

function asText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

const checkRoutes: Route[] = [
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/check-runs',
    handle(ctx) {
      const doc = 'https://docs.github.com/rest/checks/runs#create-a-check-run';
      const problem = checkRunProblem(ctx.body, doc);
      if (problem) return problem;
      const output = field(ctx.body, 'output');
      const status = (field(ctx.body, 'status') as string | undefined) ?? 'queued';
      const at = ctx.state.time();
      const run = {
        id: ctx.state.nextId(),
        repo: repoOf(ctx),
        name: field(ctx.body, 'name') as string,
        head_sha: field(ctx.body, 'head_sha') as string,
        status,
        conclusion: asText(field(ctx.body, 'conclusion')),
        details_url: asText(field(ctx.body, 'details_url')),
        output: {
          title: asText(field(output, 'title')),
          summary: asText(field(output, 'summary')),
          text: asText(field(output, 'text')),
        },
        started_at: at,
        completed_at: status === 'completed' ? at : null,
      };
      ctx.state.checkRuns.push(run);
      return { status: 201, body: checkRunJson(ctx.api, run) };
    },
  },
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/statuses/{sha}',
    handle(ctx) {
      const doc = 'https://docs.github.com/rest/commits/statuses#create-a-commit-status';
      const state = field(ctx.body, 'state');
      const description = field(ctx.body, 'description');
      if (typeof state !== 'string' || !STATUS_STATES.includes(state)) {
        return validationFailed(doc, { resource: 'Status', code: 'custom', field: 'state', message: 'state is not included in the list' });
      }
      if (typeof description === 'string' && description.length > 140) {
        const message = 'description is too long (maximum is 140 characters)';
        return validationFailed(doc, { resource: 'Status', code: 'custom', field: 'description', message });
      }
      const status = {
        id: ctx.state.nextId(),
        repo: repoOf(ctx),
        sha: ctx.params.sha!,
        state,
        description: asText(description),
        target_url: asText(field(ctx.body, 'target_url')),
        context: asText(field(ctx.body, 'context')) ?? 'default',
        created_at: ctx.state.time(),
      };
      ctx.state.statuses.push(status);
      return { status: 201, body: statusJson(ctx.api, status, BOT) };
    },
  },
];

const repoRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/collaborators/{username}/permission',
    handle(ctx) {
      const login = ctx.params.username!;
      const { role_name, permission } = ctx.state.roleOf(repoOf(ctx), login);
      const user = { login, id: 600 + login.length, type: 'User' as const };
      return { status: 200, body: { permission, role_name, user: { login: user.login, id: user.id, type: user.type } } };
    },
  },
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/commits/{commit_sha}/comments',
    handle(ctx) {
      const bad = checkBody(ctx.body, 'https://docs.github.com/rest/commits/comments#create-a-commit-comment', 'CommitComment');
      if (bad) return bad;
      const at = ctx.state.time();
      const comment = {
        id: ctx.state.nextId(),
        repo: repoOf(ctx),
        commit_id: ctx.params.commit_sha!,
        body: field(ctx.body, 'body') as string,
        user: BOT,
        created_at: at,
        updated_at: at,
      };
      ctx.state.commitComments.push(comment);
      return { status: 201, body: commitCommentJson(ctx.api, comment) };
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}',
    handle(ctx) {
      const repo = repoOf(ctx);
      const pull = ctx.state.pulls.find((p) => p.repo === repo && p.number === num(ctx.params.pull_number));
      if (!pull) return notFound('https://docs.github.com/rest/pulls/pulls#get-a-pull-request');
      return { status: 200, body: pullJson(ctx.api, pull, ctx.state.labels[`${repo}#${pull.number}`] ?? []) };
    },
  },
];

export const ROUTES: readonly Route[] = [...issueRoutes, ...checkRoutes, ...repoRoutes];

/** Finds the route of `method path`; parameters are URL-decoded segments. */
export function matchRoute(method: string, path: string): { route: Route; params: Record<string, string> } | undefined {
  const segments = path.split('/');
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const parts = route.template.split('/');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = parts.every((part, i) => {
      const segment = segments[i]!;
      if (part.startsWith('{')) {
        if (segment === '') return false;
        params[part.slice(1, -1)] = decodeURIComponent(segment);
        return true;
      }
      return part === segment;
    });
    if (ok) return { route, params };
  }
  return undefined;
}
