// Triage of change issues by the repository's maintainers: a change is
// `expected` (its new level is the baseline), `invalid` (never reported
// again) or `investigating` (kept open). The state lives in the issue itself,
// as one of the labels below: GitHub lets only people with triage access or
// more set a label, so a label is a maintainer's word. A `/benchmark expected`
// (invalid, investigating) comment on the issue sets the label too, but only
// for someone with write, maintain or admin permission, read through the API
// as the `/benchmark` command on pull requests is (src/action/command.ts); every
// command gets one reply, whose hidden marker names the comment it answers,
// so no command is applied or answered twice. docs/history.md, "Triage".

import type { TriageState } from '../report/change-issue.js';
import { escapeMarkdown } from '../report/escape.js';
import type { GitHubClient } from './client.js';
import { callGitHub } from './errors.js';
import { canRunCommands, getCollaboratorPermission, type RepoTarget } from './pull-request.js';
import type { WriteBudget } from './write-budget.js';

/** The label of each state. */
export const TRIAGE_LABELS: Readonly<Record<TriageState, string>> = {
  expected: 'benchgate:expected',
  invalid: 'benchgate:invalid',
  investigating: 'benchgate:investigating',
};

/** Which state wins when an issue carries more than one label: the one that reports least. */
const PRECEDENCE: readonly TriageState[] = ['invalid', 'expected', 'investigating'];

/** The triage state an issue's labels set, if any. */
export function triageOf(labels: readonly string[]): TriageState | undefined {
  return PRECEDENCE.find((state) => labels.includes(TRIAGE_LABELS[state]));
}

/** The state a comment's first line asks for: "/benchmark expected", "/benchmark invalid", "/benchmark investigating". */
export function parseTriageCommand(body: string): TriageState | undefined {
  const first = body.trimStart().split(/\r?\n/, 1)[0] ?? '';
  const m = /^\/benchmark\s+(expected|invalid|investigating)\s*$/.exec(first.trim());
  return m ? (m[1] as TriageState) : undefined;
}

/** Hidden in a reply: the id of the command comment it answers. */
function replyMarker(commentId: number): string {
  return `<!-- benchgate-triage: ${commentId} -->`;
}

export interface TriagedIssue {
  number: number;
  /** Comments on the issue (GitHub's count): none, nothing to read. */
  comments: number;
  labels: string[];
}

export interface TriageLog {
  info(message: string): void;
  warning(message: string): void;
}

/**
 * Applies the `/benchmark <state>` comments on one of benchgate's issues not
 * answered yet, oldest first, and answers each; returns the issue's labels
 * afterwards. `me` is the token's login: its own comments are replies, never
 * commands.
 */
export async function applyTriageCommands(
  octokit: GitHubClient,
  target: RepoTarget,
  issue: TriagedIssue,
  me: string,
  budget: WriteBudget,
  log: TriageLog,
): Promise<string[]> {
  if (issue.comments === 0) return issue.labels;
  const comments = await callGitHub('list the comments of a change issue', () =>
    octokit.paginate(octokit.rest.issues.listComments, {
      ...target,
      issue_number: issue.number,
      per_page: 100,
    }),
  );
  const answered = new Set(
    comments
      .filter((c) => c.user?.login === me)
      .flatMap((c) =>
        [...(c.body ?? '').matchAll(/<!-- benchgate-triage: (\d+) -->/g)].map((m) => Number(m[1])),
      ),
  );
  let labels = issue.labels;
  for (const c of comments) {
    const state = parseTriageCommand(c.body ?? '');
    const author = c.user?.login;
    if (!state || !author || author === me || answered.has(c.id)) continue;
    const level = await getCollaboratorPermission(octokit, { ...target, username: author });
    const who = escapeMarkdown(author);
    if (!canRunCommands(level)) {
      log.warning(`#${issue.number}: /benchmark ${state} from ${author} (permission: ${level}) refused`);
      if (budget.take(`answer /benchmark ${state} on #${issue.number}`))
        await reply(
          octokit,
          target,
          issue.number,
          c.id,
          `\`/benchmark ${state}\` from ${who} needs write, maintain or admin permission on this repository (theirs: ${level}); nothing changed.`,
        );
      continue;
    }
    if (!budget.take(`apply /benchmark ${state} on #${issue.number}`, 2)) break;
    labels = [...labels.filter((l) => !Object.values(TRIAGE_LABELS).includes(l)), TRIAGE_LABELS[state]];
    await callGitHub('label a change issue', () =>
      octokit.rest.issues.update({ ...target, issue_number: issue.number, labels }),
    );
    log.info(`#${issue.number}: marked ${state} by ${author} (permission: ${level})`);
    await reply(
      octokit,
      target,
      issue.number,
      c.id,
      `Marked **${state}** (label \`${TRIAGE_LABELS[state]}\`) at the request of ${who}.`,
    );
  }
  return labels;
}

async function reply(
  octokit: GitHubClient,
  target: RepoTarget,
  issue_number: number,
  commentId: number,
  text: string,
): Promise<void> {
  await callGitHub('answer a triage command', () =>
    octokit.rest.issues.createComment({
      ...target,
      issue_number,
      body: `${replyMarker(commentId)}\n${text}`,
    }),
  );
}
