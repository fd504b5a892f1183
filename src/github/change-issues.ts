// One GitHub issue per regression on main (and, when asked, per
// improvement): per alert group, the change points that are one change
// (src/history/alert-groups.ts). Kept in step with the detection: opened once
// (the body's hidden marker names the group's commit, kind and series, so a
// re-run never opens a second one, nor does the change moving by a few
// commits), updated when more series join it or it moves, closed only when
// the store shows its series back for RECOVERY_COMMITS commits
// (src/history/recovery.ts), reopened when the step is listed again.
// Only issues the token's own identity opened are adopted: an issue anyone
// else opens with our label and marker is ignored and logged. Maintainers
// triage issues (src/github/issue-triage.ts); a maintainer's close is final.
// A run opens at most maxOpened issues (the rest go to one overflow issue per
// kind) and makes at most maxWrites writes. docs/history.md.

import { assignGroups, type AlertGroup, type AssignedGroup } from '../history/alert-groups.js';
import { indexSeries, judgeRecovery } from '../history/recovery.js';
import type { ChangePoint, HistorySeries } from '../history/types.js';
import {
  isCommitId,
  markClosed,
  markersOf,
  renderChangeIssue,
  TRIAGE_NOTES,
  type ChangeIssueOptions,
  type ChangeMarker,
  type ClosedMark,
  type IssueKind,
  type TriageState,
} from '../report/change-issue.js';
import { renderIssueComment } from '../report/change-issue-comments.js';
import { isOverflowIssue, renderOverflowIssue } from '../report/change-overflow.js';
import type { GitHubClient } from './client.js';
import { callGitHub } from './errors.js';
import { resolveTokenIdentity } from './identity.js';
import { applyTriageCommands, triageOf, type TriageLog } from './issue-triage.js';
import type { RepoTarget } from './pull-request.js';
import { DEFAULT_MAX_WRITES, WriteBudget } from './write-budget.js';

/** New issues one run opens at most; further changes are listed in one overflow issue per kind. */
export const DEFAULT_MAX_OPENED = 10;

export interface SyncOptions extends ChangeIssueOptions {
  /** Labels every regression issue carries; the first is how benchgate finds its issues again. */
  labels: readonly string[];
  /** Report improvements too, as issues with these labels (the first finds them again). */
  improvements?: { labels: readonly string[] };
  /** Each measured commit's position (commitOrder of the store): a change that moves stays its issue. */
  order?: ReadonlyMap<string, number>;
  maxOpened?: number;
  maxWrites?: number;
  /** Write nothing: list what would be done in SyncResult.planned. */
  dryRun?: boolean;
  /** Where forged issues, refused commands and deferred writes are said. */
  log?: TriageLog;
}

export interface SyncResult {
  opened: number[];
  updated: number[];
  closed: number[];
  reopened: number[];
  /** Issues with benchgate's label and marker that the token's identity did not open. */
  ignored: number[];
  /** A dry run's actions, in the order a run would take them (none taken). */
  planned?: string[];
}

/** One of benchgate's own issues, as listed, with the changes its markers name. */
interface Tracked {
  issue: Issue;
  kind: IssueKind;
  overflow: boolean;
  markers: ChangeMarker[];
  labels: string[];
  triage: TriageState | undefined;
}

type Issue = Awaited<ReturnType<typeof listIssues>>[number];
type Group = AlertGroup & { tracked: Tracked };

function listIssues(octokit: GitHubClient, target: RepoTarget, label: string) {
  return callGitHub('list change issues', () =>
    octokit.paginate(octokit.rest.issues.listForRepo, {
      ...target,
      state: 'all',
      labels: label,
      per_page: 100,
    }),
  );
}

const SILENT: TriageLog = { info: () => undefined, warning: () => undefined };

export async function syncChangeIssues(
  octokit: GitHubClient,
  target: RepoTarget,
  changes: readonly ChangePoint[],
  o: SyncOptions,
): Promise<SyncResult> {
  const me = (await resolveTokenIdentity(octokit)).login;
  return new IssueSync(octokit, target, o, me).run(changes);
}

class IssueSync {
  readonly result: SyncResult = { opened: [], updated: [], closed: [], reopened: [], ignored: [] };
  private readonly budget: WriteBudget;
  private readonly log: TriageLog;
  private readonly labelsOf: Partial<Record<IssueKind, readonly string[]>>;
  private readonly order: ReadonlyMap<string, number>;
  private readonly byDigest: ReadonlyMap<string, HistorySeries>;

  constructor(
    private readonly octokit: GitHubClient,
    private readonly target: RepoTarget,
    private readonly o: SyncOptions,
    private readonly me: string,
  ) {
    this.budget = new WriteBudget(o.maxWrites ?? DEFAULT_MAX_WRITES, o.dryRun);
    this.log = o.log ?? SILENT;
    this.order = o.order ?? new Map();
    this.byDigest = indexSeries(o.series ?? []);
    this.labelsOf = {
      regression: o.labels.length ? o.labels : ['benchmark-regression'],
      ...(o.improvements
        ? { improvement: o.improvements.labels.length ? o.improvements.labels : ['benchmark-improvement'] }
        : {}),
    };
  }

  async run(changes: readonly ChangePoint[]): Promise<SyncResult> {
    const tracked = await this.listTracked();
    const reported = this.checked(changes).filter((c) => c.kind !== 'environment' && this.labelsOf[c.kind]);
    const listed = new Map<Tracked, AssignedGroup<Group>[]>();
    const fresh: AssignedGroup<Group>[] = [];
    for (const g of assignGroups(reported, groupsOf(tracked), this.order)) {
      if (!g.existing) fresh.push(g);
      else listed.set(g.existing.tracked, [...(listed.get(g.existing.tracked) ?? []), g]);
    }
    for (const t of tracked) {
      if (t.issue.state !== 'open' && !listed.has(t)) continue;
      const issue = { number: t.issue.number, comments: t.issue.comments, labels: t.labels };
      t.labels = await applyTriageCommands(this.octokit, this.target, issue, this.me, this.budget, this.log);
      t.triage = triageOf(t.labels);
    }
    const [own, overflow] = this.splitFresh(fresh);
    for (const g of own) await this.open(g);
    for (const kind of ['regression', 'improvement'] as const) {
      const extra = overflow.filter((g) => g.kind === kind);
      const holder = tracked.find((t) => t.overflow && t.kind === kind && t.issue.state === 'open');
      if (holder) listed.set(holder, [...(listed.get(holder) ?? []), ...extra]);
      else if (extra.length) await this.openOverflow(kind, extra);
    }
    for (const [t, groups] of listed) await this.keepListed(t, groups);
    for (const t of tracked) {
      if (listed.has(t)) continue;
      if (t.issue.state === 'open') await this.keepUnlisted(t);
      else await this.reopenIfStepped(t);
    }
    if (this.budget.skipped.length)
      this.log.warning(
        `${this.budget.skipped.length} issue writes left for the next run (at most ${this.o.maxWrites ?? DEFAULT_MAX_WRITES} a run): ${this.budget.skipped.join('; ')}`,
      );
    return this.o.dryRun ? { ...this.result, planned: this.budget.planned } : this.result;
  }

  /** Benchgate's own issues: listed by their first label, with a marker, opened by the token's identity. */
  private async listTracked(): Promise<Tracked[]> {
    const tracked: Tracked[] = [];
    for (const [kind, labels] of Object.entries(this.labelsOf) as [IssueKind, readonly string[]][]) {
      for (const issue of await listIssues(this.octokit, this.target, labels[0]!)) {
        const markers = markersOf(issue.body).filter((m) => m.kind === kind);
        if (markers.length === 0 || issue.pull_request) continue;
        const author = issue.user?.login ?? '(unknown)';
        if (author !== this.me) {
          // Why: a forged issue took over one change, and a closed forged marker suppressed a real regression.
          this.log.warning(
            `#${issue.number} carries benchgate's label and change marker but was opened by ${author}, not by ${this.me}: ignored`,
          );
          if (!this.result.ignored.includes(issue.number)) this.result.ignored.push(issue.number);
          continue;
        }
        const labelNames = issue.labels.map((l) => (typeof l === 'string' ? l : (l.name ?? '')));
        tracked.push({
          issue,
          kind,
          overflow: isOverflowIssue(issue.body),
          markers,
          labels: labelNames,
          triage: undefined,
        });
      }
    }
    return tracked;
  }

  /** The change points whose commits are commit ids; any other is left out, and said (the store is untrusted). */
  private checked(changes: readonly ChangePoint[]): ChangePoint[] {
    return changes.filter((c) => {
      const ok = [c.commit, c.previousCommit, c.rangeFrom, c.rangeTo].every(isCommitId);
      if (!ok)
        this.log.warning(
          `a change point of ${JSON.stringify(c.name)} names a commit that is not a commit id (${JSON.stringify(c.commit).slice(0, 80)}): no issue for it`,
        );
      return ok;
    });
  }

  /** The fresh groups that get issues of their own (the largest first), and those past maxOpened. */
  private splitFresh(fresh: AssignedGroup<Group>[]): [AssignedGroup<Group>[], AssignedGroup<Group>[]] {
    const max = this.o.maxOpened ?? DEFAULT_MAX_OPENED;
    const ranked = [...fresh].sort(
      (a, b) =>
        Number(a.kind === 'improvement') - Number(b.kind === 'improvement') ||
        b.changes.length - a.changes.length,
    );
    return [ranked.slice(0, max), ranked.slice(max)];
  }

  private async open(g: AssignedGroup<Group>): Promise<void> {
    const { title, body } = renderChangeIssue(g, this.o);
    if (!this.budget.take(`open the issue of ${g.kind} ${g.commit.slice(0, 12)}: ${title}`)) return;
    const { data } = await callGitHub('open a change issue', () =>
      this.octokit.rest.issues.create({ ...this.target, title, body, labels: [...this.labelsOf[g.kind]!] }),
    );
    this.result.opened.push(data.number);
  }

  private async openOverflow(kind: IssueKind, groups: AssignedGroup<Group>[]): Promise<void> {
    if (!this.budget.take(`open the issue of ${groups.length} more ${kind}s`)) return;
    const { title, body } = renderOverflowIssue(kind, groups, [], this.overflowOptions());
    const { data } = await callGitHub('open the overflow change issue', () =>
      this.octokit.rest.issues.create({ ...this.target, title, body, labels: [...this.labelsOf[kind]!] }),
    );
    this.result.opened.push(data.number);
  }

  private overflowOptions() {
    return { ...this.o, maxOpened: this.o.maxOpened ?? DEFAULT_MAX_OPENED };
  }

  /** The issue's title and body for the groups found now (closed: the mark it keeps). */
  private render(t: Tracked, groups: AssignedGroup<Group>[], closed?: ClosedMark) {
    if (t.overflow) {
      const found = new Set(groups.map((g) => g.existing?.commit));
      const kept = t.markers.filter((m) => !found.has(m.commit));
      return renderOverflowIssue(t.kind, groups, kept, {
        ...this.overflowOptions(),
        ...(closed ? { closed } : {}),
      });
    }
    return renderChangeIssue(groups[0]!, {
      ...this.o,
      ...(t.triage ? { triage: t.triage } : {}),
      ...(closed ? { closed } : {}),
    });
  }

  /**
   * An issue whose change is listed now: closed if its series are back,
   * else updated; reopened if benchgate closed it and the step is back for
   * RECOVERY_COMMITS commits; else left as a maintainer left it, said once.
   */
  private async keepListed(t: Tracked, groups: AssignedGroup<Group>[]): Promise<void> {
    const { issue } = t;
    if (t.triage === 'expected' || t.triage === 'invalid') return this.closeForTriage(t, t.triage);
    const state = judgeRecovery(groups, this.byDigest, this.order);
    const closedMark = markersOf(issue.body)[0]?.closed;
    if (issue.state === 'open') {
      if (state === 'recovered' && t.triage !== 'investigating') return this.closeRecovered(t, state);
      const { title, body } = this.render(t, groups);
      if (issue.body === body || !this.budget.take(`update #${issue.number}`)) return;
      await this.patch(issue.number, { title, body }, 'update a change issue');
      this.result.updated.push(issue.number);
    } else if (closedMark === 'recovered') {
      // Listed and not measured (no store given, or its series renamed): the listing is the evidence.
      if (state === 'recovered' || state === 'mixed' || !this.budget.take(`reopen #${issue.number}`, 2))
        return;
      const { title, body } = this.render(t, groups);
      await this.comment(
        issue.number,
        renderIssueComment({ kind: 'reopened', listedAt: groups[0]!.commit, stepped: state === 'stepped' }),
      );
      await this.patch(issue.number, { title, body, state: 'open' }, 'reopen a change issue');
      this.result.reopened.push(issue.number);
    } else if (closedMark !== 'noted') {
      if (!this.budget.take(`note the maintainer's close of #${issue.number}`, 2)) return;
      await this.comment(
        issue.number,
        renderIssueComment({ kind: 'left-closed', listedAt: groups[0]!.commit }),
      );
      await this.patch(
        issue.number,
        { body: markClosed(issue.body ?? '', 'noted') },
        'note a maintainer close',
      );
      this.result.updated.push(issue.number);
    }
  }

  /** An open issue whose change is not listed now: closed once its series are back (or no longer measured), else kept. */
  private async keepUnlisted(t: Tracked): Promise<void> {
    if (t.triage === 'expected' || t.triage === 'invalid') return this.closeForTriage(t, t.triage);
    if (t.triage === 'investigating') return;
    if (t.markers[0]?.closed) {
      // Reopened by a person after benchgate closed it: drop the mark, so that a later close by a
      // person is not taken for benchgate's (which would let the step reopen it).
      if (!this.budget.take(`unmark #${t.issue.number}`)) return;
      t.issue.body = markClosed(t.issue.body ?? '', undefined);
      await this.patch(t.issue.number, { body: t.issue.body }, 'unmark a reopened change issue');
      this.result.updated.push(t.issue.number);
    }
    const state = judgeRecovery(t.markers, this.byDigest, this.order);
    if (state === 'recovered' || state === 'unmeasured') await this.closeRecovered(t, state);
  }

  /**
   * A closed issue whose change is not listed now: reopened if benchgate
   * closed it and one of its series is at the level after the change again
   * for RECOVERY_COMMITS commits (the rule that closed it, the other way).
   */
  private async reopenIfStepped(t: Tracked): Promise<void> {
    const { issue } = t;
    if (t.markers[0]?.closed !== 'recovered') return;
    if (judgeRecovery(t.markers, this.byDigest, this.order) !== 'stepped') return;
    const labels = await applyTriageCommands(
      this.octokit,
      this.target,
      { number: issue.number, comments: issue.comments, labels: t.labels },
      this.me,
      this.budget,
      this.log,
    );
    const triage = triageOf(labels);
    if (triage === 'expected' || triage === 'invalid') return;
    if (!this.budget.take(`reopen #${issue.number}`, 2)) return;
    await this.comment(issue.number, renderIssueComment({ kind: 'reopened', stepped: true }));
    await this.patch(
      issue.number,
      { body: markClosed(issue.body ?? '', undefined), state: 'open' },
      'reopen a change issue',
    );
    this.result.reopened.push(issue.number);
  }

  private async closeRecovered(t: Tracked, state: 'recovered' | 'unmeasured'): Promise<void> {
    if (!this.budget.take(`close #${t.issue.number}`, 2)) return;
    await this.comment(t.issue.number, renderIssueComment({ kind: state }));
    await this.patch(
      t.issue.number,
      { body: markClosed(t.issue.body ?? '', 'recovered'), state: 'closed', state_reason: 'completed' },
      'close a change issue',
    );
    this.result.closed.push(t.issue.number);
  }

  /** Expected and invalid changes are closed (once) with what the state means. */
  private async closeForTriage(t: Tracked, state: 'expected' | 'invalid'): Promise<void> {
    if (t.issue.state !== 'open' || !this.budget.take(`close #${t.issue.number} as ${state}`, 2)) return;
    await this.comment(t.issue.number, `${TRIAGE_NOTES[state]} Closing.`);
    const reason = state === 'expected' ? 'completed' : 'not_planned';
    await this.patch(
      t.issue.number,
      { state: 'closed', state_reason: reason },
      'close a triaged change issue',
    );
    this.result.closed.push(t.issue.number);
  }

  private async comment(issue_number: number, body: string): Promise<void> {
    await callGitHub('comment on a change issue', () =>
      this.octokit.rest.issues.createComment({ ...this.target, issue_number, body }),
    );
  }

  private async patch(
    issue_number: number,
    fields: {
      title?: string;
      body?: string;
      state?: 'open' | 'closed';
      state_reason?: 'completed' | 'not_planned';
    },
    operation: string,
  ): Promise<void> {
    await callGitHub(operation, () =>
      this.octokit.rest.issues.update({ ...this.target, issue_number, ...fields }),
    );
  }
}

/** Every change each tracked issue holds, as groups; of two issues for one change, the first listed (the newest) wins. */
function groupsOf(tracked: readonly Tracked[]): Group[] {
  const groups: Group[] = [];
  for (const t of tracked) {
    for (const m of t.markers) {
      if (groups.some((g) => g.kind === m.kind && g.commit === m.commit)) continue;
      groups.push({ kind: m.kind, commit: m.commit, series: m.series, tracked: t });
    }
  }
  return groups;
}
