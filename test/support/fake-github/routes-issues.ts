// Issue (PR) comments, their reactions, and labels.

import { checkBody, field, invalid, notFound, num, paginate, repoOf, type Route } from './route-kit.js';
import { issueCommentJson, issueEventJson, labelJson, reactionJson } from './shapes.js';

const REACTIONS = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'];
const ISSUE_COMMENT_DOC = 'https://docs.github.com/rest/issues/comments';

export const issueRoutes: Route[] = [
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
      const comment = ctx.state.comments.find(
        (c) => c.repo === repoOf(ctx) && c.id === num(ctx.params.comment_id),
      );
      if (!comment) return notFound(doc);
      const bad = checkBody(ctx.body, doc, 'IssueComment');
      if (bad) return bad;
      comment.body = field(ctx.body, 'body') as string;
      comment.updated_at = ctx.state.time();
      return {
        status: 200,
        body: issueCommentJson(ctx.api, comment, ctx.state.isPull(comment.repo, comment.issue_number)),
      };
    },
  },
  {
    method: 'DELETE',
    template: '/repos/{owner}/{repo}/issues/comments/{comment_id}',
    handle(ctx) {
      const index = ctx.state.comments.findIndex(
        (c) => c.repo === repoOf(ctx) && c.id === num(ctx.params.comment_id),
      );
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
        return invalid(
          `For 'properties/content', ${JSON.stringify(content ?? null)} is not one of [${list}].`,
          doc,
        );
      }
      const same = ctx.state.reactions.find(
        (r) =>
          r.repo === repo &&
          r.comment_id === commentId &&
          r.content === content &&
          r.user.login === ctx.state.actor.login,
      );
      if (same) return { status: 200, body: reactionJson(ctx.api, same) };
      const reaction = {
        id: ctx.state.nextId(),
        repo,
        comment_id: commentId,
        content,
        user: ctx.state.actor,
        created_at: ctx.state.time(),
      };
      ctx.state.reactions.push(reaction);
      return { status: 201, body: reactionJson(ctx.api, reaction) };
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/issues/{issue_number}/events',
    handle(ctx) {
      const repo = repoOf(ctx);
      const number = num(ctx.params.issue_number);
      if (!ctx.state.issueExists(repo, number)) {
        return notFound('https://docs.github.com/rest/issues/events#list-issue-events');
      }
      const events = ctx.state.issueEvents
        .filter((e) => e.repo === repo && e.issue_number === number)
        .map((e) => issueEventJson(ctx.api, e));
      const { page, headers } = paginate(ctx, events);
      return { status: 200, body: page, headers };
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
      const { page, headers } = paginate(
        ctx,
        names.map((name, i) => labelJson(ctx.api, repo, name, i)),
      );
      return { status: 200, body: page, headers };
    },
  },
];
