// Plain issues: create, list (state, labels, pagination, newest first as
// GitHub's default sort is), update (title, body, state, labels), with
// GitHub's shapes and its 422 for a missing title.

import { field, invalid, notFound, num, paginate, repoOf, type Route } from './route-kit.js';
import { plainIssueJson } from './shapes.js';
import type { StoredIssue } from './state.js';

const DOC = 'https://docs.github.com/rest/issues/issues';

export const plainIssueRoutes: Route[] = [
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/issues',
    handle(ctx) {
      const title = field(ctx.body, 'title');
      if (typeof title !== 'string' || title === '')
        return invalid('"title" wasn\'t supplied.', `${DOC}#create-an-issue`);
      const body = field(ctx.body, 'body');
      const labels = field(ctx.body, 'labels');
      const issue = ctx.state.createIssue(repoOf(ctx), {
        title,
        body: typeof body === 'string' ? body : '',
        labels: Array.isArray(labels) ? labels.map(String) : [],
      });
      return { status: 201, body: plainIssueJson(ctx.api, issue) };
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/issues',
    handle(ctx) {
      const state = ctx.query.get('state') ?? 'open';
      const wanted = (ctx.query.get('labels') ?? '').split(',').filter(Boolean);
      const list = ctx.state.plainIssues
        .filter((i) => i.repo === repoOf(ctx))
        .filter((i) => state === 'all' || i.state === state)
        .filter((i) => wanted.every((l) => i.labels.includes(l)))
        .sort((a, b) => b.number - a.number)
        .map((i) => plainIssueJson(ctx.api, i, ctx.state.commentsOf(i.repo, i.number).length));
      const { page, headers } = paginate(ctx, list);
      return { status: 200, body: page, headers };
    },
  },
  {
    method: 'PATCH',
    template: '/repos/{owner}/{repo}/issues/{issue_number}',
    handle(ctx) {
      const issue = ctx.state.plainIssues.find(
        (i) => i.repo === repoOf(ctx) && i.number === num(ctx.params.issue_number),
      );
      if (!issue) return notFound(`${DOC}#update-an-issue`);
      const update = ctx.body as Partial<Pick<StoredIssue, 'title' | 'body' | 'state' | 'labels'>>;
      if (typeof update.title === 'string') issue.title = update.title;
      if (typeof update.body === 'string') issue.body = update.body;
      if (update.state === 'open' || update.state === 'closed') {
        issue.state = update.state;
        issue.closed_at = update.state === 'closed' ? ctx.state.time() : null;
      }
      if (Array.isArray(update.labels)) issue.labels = update.labels.map(String);
      issue.updated_at = ctx.state.time();
      return { status: 200, body: plainIssueJson(ctx.api, issue) };
    },
  },
];
