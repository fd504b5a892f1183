import { readFileSync } from 'node:fs';
import { parseBenchmarkCommand } from './benchmark-command.js';

/** The parts of the workflow event benchgate acts on, as plain data (no @actions/github globals). */
export interface EventContext {
  eventName: string;
  owner: string;
  repo: string;
  /** The commit measured as head. */
  sha: string;
  /** The PR number for pull_request events and /benchmark comments. */
  pullNumber?: number;
  /** Base branch of the PR, or the parent commit on push. */
  baseRef?: string;
  /**
   * The PR's base commit as GitHub names it (the payload's or the API's
   * base.sha): the commit whose config and template are trusted.
   */
  baseSha?: string;
  /** The PR's labels (from the payload). */
  labels: string[];
  /** The PR's title (from the payload, or the API on workflow_run); '' when there is none. */
  title: string;
  /** The PR comes from a fork: its code is untrusted. */
  fromFork: boolean;
  /**
   * For issue_comment: the comment, its author and the filter after /benchmark; `problem`
   * says why the command must be refused (see parseBenchmarkCommand).
   */
  command?: { commentId: number; author: string; filter: string; problem?: string };
  serverUrl: string;
  runUrl?: string;
  /**
   * For workflow_run: the commit and repository of the run that measured, from
   * the event (GitHub sets them; the measuring run's artifact cannot).
   */
  workflowRun?: { headSha: string; headRepo: string | undefined };
  /**
   * For merge_group: the queue's commit (measured as head, and where the
   * check goes) and the target branch's commit it was built on (the base).
   */
  mergeGroup?: { headSha: string; baseSha: string; baseRef: string };
}

type Env = Record<string, string | undefined>;

/** Reads GITHUB_EVENT_NAME, GITHUB_EVENT_PATH and friends into an EventContext. */
export function readEventContext(env: Env = process.env): EventContext {
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '/').split('/');
  const payload = env.GITHUB_EVENT_PATH
    ? (JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) as Payload)
    : {};
  const serverUrl = env.GITHUB_SERVER_URL ?? 'https://github.com';
  const ctx: EventContext = {
    eventName,
    owner,
    repo,
    sha: env.GITHUB_SHA ?? '',
    labels: [],
    title: '',
    fromFork: false,
    serverUrl,
    ...(env.GITHUB_RUN_ID
      ? { runUrl: `${serverUrl}/${owner}/${repo}/actions/runs/${env.GITHUB_RUN_ID}` }
      : {}),
  };
  if (payload.pull_request) readPullRequest(ctx, payload.pull_request);
  else if (eventName === 'push' && payload.before && !/^0+$/.test(payload.before))
    ctx.baseRef = payload.before;
  else if (eventName === 'merge_group' && payload.merge_group) readMergeGroup(ctx, payload.merge_group);
  if (eventName === 'workflow_run' && payload.workflow_run) readWorkflowRun(ctx, payload.workflow_run);
  if (eventName === 'issue_comment' && payload.issue?.pull_request && payload.comment)
    readBenchmarkComment(ctx, payload.issue, payload.comment);
  return ctx;
}

function readPullRequest(ctx: EventContext, pr: NonNullable<Payload['pull_request']>): void {
  ctx.pullNumber = pr.number;
  ctx.sha = pr.head?.sha ?? ctx.sha;
  if (pr.base?.ref) ctx.baseRef = pr.base.ref;
  if (pr.base?.sha) ctx.baseSha = pr.base.sha;
  ctx.labels = (pr.labels ?? []).map((l) => l.name);
  ctx.title = pr.title ?? '';
  // A head repository that is gone (a deleted fork: head.repo null) is a fork too.
  ctx.fromFork =
    !pr.head?.repo || !pr.base?.repo || !sameRepo(pr.head.repo.full_name, pr.base.repo.full_name);
}

/**
 * The queue tests head_sha, the target branch with the queued pull requests
 * merged; base_sha is that branch's commit under it. Both are commits of this
 * repository, made by GitHub from changes maintainers queued.
 */
function readMergeGroup(ctx: EventContext, group: NonNullable<Payload['merge_group']>): void {
  if (!group.head_sha || !group.base_sha) return;
  ctx.sha = group.head_sha;
  ctx.baseRef = group.base_sha;
  ctx.mergeGroup = {
    headSha: group.head_sha,
    baseSha: group.base_sha,
    baseRef: (group.base_ref ?? '').replace(/^refs\/heads\//, ''),
  };
}

function readWorkflowRun(ctx: EventContext, run: NonNullable<Payload['workflow_run']>): void {
  ctx.sha = run.head_sha ?? '';
  ctx.workflowRun = { headSha: ctx.sha, headRepo: run.head_repository?.full_name };
  // Until the pull request is looked up, a run from elsewhere counts as a fork's.
  ctx.fromFork = !run.head_repository || !sameRepo(run.head_repository.full_name, `${ctx.owner}/${ctx.repo}`);
}

function readBenchmarkComment(
  ctx: EventContext,
  issue: NonNullable<Payload['issue']>,
  comment: NonNullable<Payload['comment']>,
): void {
  const parsed = parseBenchmarkCommand(comment.body ?? '');
  ctx.pullNumber = issue.number;
  ctx.labels = (issue.labels ?? []).map((l) => l.name);
  ctx.title = issue.title ?? '';
  if (parsed)
    ctx.command = {
      commentId: comment.id,
      author: comment.user?.login ?? '',
      filter: parsed.filter,
      ...(parsed.problem === undefined ? {} : { problem: parsed.problem }),
    };
}

/** Repository names compare without case, as GitHub's do. */
export function sameRepo(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

interface Payload {
  before?: string;
  merge_group?: { head_sha?: string; base_sha?: string; head_ref?: string; base_ref?: string };
  workflow_run?: { head_sha?: string; head_repository?: { full_name: string } | null };
  pull_request?: {
    number: number;
    title?: string;
    labels?: { name: string }[];
    head?: { sha?: string; ref?: string; repo?: { full_name: string } | null };
    base?: { ref?: string; sha?: string; repo?: { full_name: string } };
  };
  issue?: { number: number; title?: string; pull_request?: unknown; labels?: { name: string }[] };
  comment?: { id: number; body?: string; user?: { login: string } };
}
