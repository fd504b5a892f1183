// Check runs, commit statuses, collaborator permissions, commit comments and pull requests.

import { errorBody } from './faults.js';
import {
  asText,
  CHECK_OUTPUT_LIMIT,
  checkBody,
  field,
  invalid,
  notFound,
  num,
  paginate,
  repoOf,
  validationFailed,
  type Reply,
  type Route,
} from './route-kit.js';
import { checkRunJson, commitCommentJson, pullJson, statusJson, userJson } from './shapes.js';

const CONCLUSIONS = [
  'action_required',
  'cancelled',
  'failure',
  'neutral',
  'success',
  'skipped',
  'stale',
  'timed_out',
];
const CHECK_STATUSES = ['queued', 'in_progress', 'completed', 'waiting', 'requested', 'pending'];
const STATUS_STATES = ['error', 'failure', 'pending', 'success'];

function checkRunProblem(body: unknown, doc: string): Reply | undefined {
  const name = field(body, 'name');
  const headSha = field(body, 'head_sha');
  const status = field(body, 'status') ?? 'queued';
  const conclusion = field(body, 'conclusion');
  const output = field(body, 'output');
  if (typeof name !== 'string' || name === '') return invalid('"name" wasn\'t supplied.', doc);
  if (typeof headSha !== 'string' || headSha === '') return invalid('"head_sha" wasn\'t supplied.', doc);
  if (typeof status !== 'string' || !CHECK_STATUSES.includes(status)) {
    return invalid(
      `For 'properties/status', ${JSON.stringify(status)} is not one of [${CHECK_STATUSES.join(', ')}].`,
      doc,
    );
  }
  if (conclusion !== undefined && (typeof conclusion !== 'string' || !CONCLUSIONS.includes(conclusion))) {
    return invalid(
      `For 'properties/conclusion', ${JSON.stringify(conclusion)} is not one of [${CONCLUSIONS.join(', ')}].`,
      doc,
    );
  }
  if (status === 'completed' && conclusion === undefined) {
    return validationFailed(doc, { resource: 'CheckRun', code: 'missing_field', field: 'conclusion' });
  }
  if (output === undefined) return undefined;
  if (typeof field(output, 'title') !== 'string') return invalid('"title" wasn\'t supplied.', doc);
  if (typeof field(output, 'summary') !== 'string') return invalid('"summary" wasn\'t supplied.', doc);
  // Two checks, two answers, as GitHub gives them: the schema's maxLength (characters)
  // first, then the model's byte size.
  for (const part of ['summary', 'text']) {
    const value = field(output, part);
    if (typeof value !== 'string') continue;
    if (value.length > CHECK_OUTPUT_LIMIT) {
      return invalid(
        `Only ${CHECK_OUTPUT_LIMIT} characters are allowed; ${value.length} were supplied.`,
        doc,
      );
    }
    if (Buffer.byteLength(value, 'utf8') > CHECK_OUTPUT_LIMIT) {
      return validationFailed(doc, {
        resource: 'CheckRun',
        code: 'custom',
        field: part,
        message: `${part} exceeds a maximum bytesize of ${CHECK_OUTPUT_LIMIT}`,
      });
    }
  }
  return undefined;
}

export const checkRoutes: Route[] = [
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
        return validationFailed(doc, {
          resource: 'Status',
          code: 'custom',
          field: 'state',
          message: 'state is not included in the list',
        });
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
      return { status: 201, body: statusJson(ctx.api, status, ctx.state.actor) };
    },
  },
];
export const repoRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/collaborators/{username}/permission',
    handle(ctx) {
      const login = ctx.params.username!;
      const { role_name, permission } = ctx.state.roleOf(repoOf(ctx), login);
      const user = { login, id: 600 + login.length, type: 'User' as const };
      return {
        status: 200,
        body: { permission, role_name, user: { login: user.login, id: user.id, type: user.type } },
      };
    },
  },
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/commits/{commit_sha}/comments',
    handle(ctx) {
      const bad = checkBody(
        ctx.body,
        'https://docs.github.com/rest/commits/comments#create-a-commit-comment',
        'CommitComment',
      );
      if (bad) return bad;
      const at = ctx.state.time();
      const comment = {
        id: ctx.state.nextId(),
        repo: repoOf(ctx),
        commit_id: ctx.params.commit_sha!,
        body: field(ctx.body, 'body') as string,
        user: ctx.state.actor,
        created_at: at,
        updated_at: at,
      };
      ctx.state.commitComments.push(comment);
      return { status: 201, body: commitCommentJson(ctx.api, comment) };
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/commits/{commit_sha}/comments',
    handle(ctx) {
      const repo = repoOf(ctx);
      const all = ctx.state.commitComments
        .filter((c) => c.repo === repo && c.commit_id === ctx.params.commit_sha)
        .map((c) => commitCommentJson(ctx.api, c));
      const { page, headers } = paginate(ctx, all);
      return { status: 200, body: page, headers };
    },
  },
  {
    method: 'PATCH',
    template: '/repos/{owner}/{repo}/comments/{comment_id}',
    handle(ctx) {
      const doc = 'https://docs.github.com/rest/commits/comments#update-a-commit-comment';
      const comment = ctx.state.commitComments.find(
        (c) => c.repo === repoOf(ctx) && c.id === num(ctx.params.comment_id),
      );
      if (!comment) return notFound(doc);
      const bad = checkBody(ctx.body, doc, 'CommitComment');
      if (bad) return bad;
      comment.body = field(ctx.body, 'body') as string;
      comment.updated_at = ctx.state.time();
      return { status: 200, body: commitCommentJson(ctx.api, comment) };
    },
  },
  {
    method: 'GET',
    template: '/user',
    handle(ctx) {
      // An installation token (GITHUB_TOKEN, a GitHub App's) is not a user.
      if (ctx.state.actor.type === 'Bot') {
        return {
          status: 403,
          body: errorBody(
            403,
            'Resource not accessible by integration',
            'https://docs.github.com/rest/users/users#get-the-authenticated-user',
          ),
        };
      }
      return { status: 200, body: userJson(ctx.api, ctx.state.actor) };
    },
  },
  {
    // GraphQL, only as far as benchgate uses it: the viewer's login, which GitHub answers
    // for user and installation tokens alike (an installation token's viewer is its bot).
    method: 'POST',
    template: '/graphql',
    handle(ctx) {
      const query = field(ctx.body, 'query');
      if (
        typeof query === 'string' &&
        /^\s*(?:query\s*)?\{\s*viewer\s*\{\s*login\s*\}\s*\}\s*$/.test(query)
      ) {
        return { status: 200, body: { data: { viewer: { login: ctx.state.actor.login } } } };
      }
      return {
        status: 200,
        body: { errors: [{ message: 'The fake GitHub answers only { viewer { login } }' }] },
      };
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
