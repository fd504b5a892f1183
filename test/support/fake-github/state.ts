// What the fake GitHub holds: plain JSON-able records that tests seed and
// inspect, and the functions that turn them into GitHub's response shapes.
// Ids come from one counter and times from a fake clock that advances one
// second per write, so a test can assert exact final state.

import {
  applyChanges,
  filesOfTree,
  historyOf,
  objectOf,
  writeBlob,
  writeCommit,
  type GitPerson,
  type GitRepo,
} from './git-objects.js';

export type Role = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

export interface FakeUser {
  login: string;
  id: number;
  type: 'Bot' | 'User';
}

export interface StoredComment {
  id: number;
  /** "owner/repo" */
  repo: string;
  issue_number: number;
  body: string;
  user: FakeUser;
  created_at: string;
  updated_at: string;
}

/** A plain issue created through the API (POST /repos/{owner}/{repo}/issues). */
export interface StoredIssue {
  repo: string;
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  labels: string[];
  user: FakeUser;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
}

export interface StoredCheckRun {
  id: number;
  repo: string;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  details_url: string | null;
  output: { title: string | null; summary: string | null; text: string | null };
  started_at: string;
  completed_at: string | null;
}

export interface StoredStatus {
  id: number;
  repo: string;
  sha: string;
  state: string;
  description: string | null;
  target_url: string | null;
  context: string;
  created_at: string;
}

export interface StoredReaction {
  id: number;
  repo: string;
  comment_id: number;
  content: string;
  user: FakeUser;
  created_at: string;
}

export interface StoredCommitComment {
  id: number;
  repo: string;
  commit_id: string;
  body: string;
  user: FakeUser;
  created_at: string;
  updated_at: string;
}

export interface StoredIssueEvent {
  id: number;
  repo: string;
  issue_number: number;
  event: 'labeled' | 'unlabeled';
  actor: FakeUser;
  label: string;
  created_at: string;
}

export interface StoredPull {
  repo: string;
  number: number;
  title: string;
  state: 'open' | 'closed';
  merged: boolean;
  draft: boolean;
  user: string;
  head: {
    ref: string;
    sha: string;
    /** owner/repo of the head; null: the fork was deleted */ repo: string | null;
  };
  base: { ref: string; sha: string };
}

/** A file (or a symbolic link) at a commit, for GET /repos/{owner}/{repo}/contents/{path}?ref=. */
export interface SeededContent {
  repo: string;
  ref: string;
  path: string;
  text?: string;
  symlinkTarget?: string;
}

/** JSON-able seed, accepted by startFakeGitHub({seed}) and by POST /_fake/seed. */
export interface FakeSeed {
  /** The files of commits; a ref with none is a commit GitHub does not know. */
  contents?: SeededContent[];
  pulls?: Array<{
    repo: string;
    number: number;
    headSha: string;
    headRef?: string;
    /** Defaults to `repo`; another value makes the PR come from a fork; null: deleted fork. */
    headRepo?: string | null;
    baseRef?: string;
    baseSha?: string;
    title?: string;
    user?: string;
    draft?: boolean;
    labels?: string[];
    /** Default "open"; "merged" is closed with merged: true. */
    state?: 'open' | 'closed' | 'merged';
  }>;
  /** Plain issues (PRs are issues too and need no entry here). */
  issues?: Array<{ repo: string; number: number }>;
  comments?: Array<{
    repo: string;
    issue_number: number;
    body: string;
    user?: string;
    type?: 'Bot' | 'User';
  }>;
  /** Labels of an issue or PR; each gets a `labeled` event by `addedBy` (default "octocat"). */
  labels?: Array<{ repo: string; issue_number: number; labels: string[]; addedBy?: string }>;
  /** `permission` defaults to what GitHub folds `role_name` into (maintain → write, triage → read). */
  permissions?: Array<{ repo: string; user: string; role_name: string; permission?: string }>;
  /** Branches with one commit holding `files` (path → UTF-8 text). */
  branches?: Array<{ repo: string; branch: string; files: Record<string, string>; message?: string }>;
  /** Repositories without any commit: the Git database API answers 409 "Git Repository is empty.". */
  emptyRepos?: string[];
}

export const BOT: FakeUser = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };

/** How GitHub signs a commit made with GITHUB_TOKEN through the Git database API. */
export function botPerson(date: string): GitPerson {
  return { name: BOT.login, email: `${BOT.id}+${BOT.login}@users.noreply.github.com`, date };
}

const FOLD: Record<string, string> = {
  admin: 'admin',
  maintain: 'write',
  write: 'write',
  triage: 'read',
  read: 'read',
  none: 'none',
};

/** GitHub prints times without milliseconds: 2024-05-01T12:00:00Z. */
export function githubTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export type FakeStateSnapshot = Pick<
  FakeState,
  | 'comments'
  | 'checkRuns'
  | 'statuses'
  | 'reactions'
  | 'commitComments'
  | 'pulls'
  | 'issues'
  | 'labels'
  | 'permissions'
  | 'git'
  | 'emptyRepos'
  | 'issueEvents'
>;

export class FakeState {
  comments: StoredComment[] = [];
  checkRuns: StoredCheckRun[] = [];
  statuses: StoredStatus[] = [];
  reactions: StoredReaction[] = [];
  commitComments: StoredCommitComment[] = [];
  pulls: StoredPull[] = [];
  issues: Array<{ repo: string; number: number }> = [];
  /** Issues created through the API, with their fields. */
  plainIssues: StoredIssue[] = [];
  /** "owner/repo#number" → label names */
  labels: Record<string, string[]> = {};
  /** "owner/repo" → login → {role_name, permission} */
  permissions: Record<string, Record<string, { role_name: string; permission: string }>> = {};
  /** "owner/repo" → its Git objects and refs. */
  git: Record<string, GitRepo> = {};
  emptyRepos: string[] = [];
  /**
   * The most entries GET .../git/trees/{sha} lists before it answers `truncated: true`
   * (GitHub's limit is 100,000 entries or 7 MB; tests lower it to truncate a small folder).
   */
  treeListingLimit = 100_000;
  contents: SeededContent[] = [];
  /**
   * Who the token is: GITHUB_TOKEN (an installation token) writes as github-actions[bot] and
   * may not call GET /user; a personal access token writes as its user (FakeGitHubOptions.tokenUser).
   */
  actor: FakeUser = BOT;
  /** Issue events (GET /repos/{owner}/{repo}/issues/{issue_number}/events), oldest first. */
  issueEvents: StoredIssueEvent[] = [];
  private lastId = 1000;
  private readonly now: () => Date;

  constructor(clock?: () => Date) {
    let tick = Date.UTC(2024, 4, 1, 12, 0, 0);
    this.now =
      clock ??
      (() => {
        tick += 1000;
        return new Date(tick);
      });
  }

  nextId(): number {
    this.lastId += 1;
    return this.lastId;
  }

  time(): string {
    return githubTime(this.now());
  }

  issueExists(repo: string, number: number): boolean {
    return (
      this.pulls.some((p) => p.repo === repo && p.number === number) ||
      this.issues.some((i) => i.repo === repo && i.number === number)
    );
  }

  /** A new issue numbered after every issue and pull request of the repository, as GitHub numbers them. */
  createIssue(repo: string, fields: { title: string; body: string; labels: string[] }): StoredIssue {
    const numbers = [
      ...this.pulls.filter((p) => p.repo === repo).map((p) => p.number),
      ...this.issues.filter((i) => i.repo === repo).map((i) => i.number),
    ];
    const number = Math.max(0, ...numbers) + 1;
    const at = this.time();
    const issue: StoredIssue = {
      repo,
      number,
      ...fields,
      state: 'open',
      user: this.actor,
      created_at: at,
      updated_at: at,
      closed_at: null,
    };
    this.issues.push({ repo, number });
    this.plainIssues.push(issue);
    return issue;
  }

  isPull(repo: string, number: number): boolean {
    return this.pulls.some((p) => p.repo === repo && p.number === number);
  }

  /** Comments of an issue in the order GitHub lists them (creation order). */
  commentsOf(repo: string, issue_number: number): StoredComment[] {
    return this.comments.filter((c) => c.repo === repo && c.issue_number === issue_number);
  }

  addComment(repo: string, issue_number: number, body: string, user: FakeUser = this.actor): StoredComment {
    const at = this.time();
    const comment = { id: this.nextId(), repo, issue_number, body, user, created_at: at, updated_at: at };
    this.comments.push(comment);
    return comment;
  }

  roleOf(repo: string, login: string): { role_name: string; permission: string } {
    // A user without a role on a public repository can read it.
    return this.permissions[repo]?.[login] ?? { role_name: 'read', permission: 'read' };
  }

  gitRepo(repo: string): GitRepo {
    return (this.git[repo] ??= { objects: {}, refs: {} });
  }

  /** Files at the tip of `branch`, path → bytes; undefined when the branch does not exist. */
  branchFiles(repo: string, branch: string): Record<string, Buffer> | undefined {
    const store = this.git[repo];
    const tip = store?.refs[`refs/heads/${branch}`];
    const commit = objectOf(store, tip, 'commit');
    return commit ? filesOfTree(store!, commit.tree) : undefined;
  }

  /** Commits reachable from the tip of `branch`, tip first; [] when it does not exist. */
  branchHistory(repo: string, branch: string): string[] {
    const store = this.git[repo];
    const tip = store?.refs[`refs/heads/${branch}`];
    return store && tip ? historyOf(store, tip) : [];
  }

  private seedBranch(b: NonNullable<FakeSeed['branches']>[number]): void {
    const store = this.gitRepo(b.repo);
    const changes = Object.entries(b.files).map(([path, text]) => ({
      path,
      mode: '100644',
      type: 'blob' as const,
      sha: writeBlob(store, Buffer.from(text, 'utf8')),
    }));
    const tree = applyChanges(store, undefined, changes)!;
    const person = botPerson(this.time());
    const message = b.message ?? 'Initial commit';
    const commit = writeCommit(store, { tree, parents: [], message, author: person, committer: person });
    store.refs[`refs/heads/${b.branch}`] = commit;
  }

  /** A user of the fake (not the token's): ids derived from the login, as in seeded comments. */
  user(login: string): FakeUser {
    return { login, id: 5000 + login.length, type: login.endsWith('[bot]') ? 'Bot' : 'User' };
  }

  /**
   * Sets the issue's labels to `names`, each with a `labeled` event by `by`. Events have their
   * own ids and a fixed time, so seeding labels shifts no other id or timestamp.
   */
  setLabels(repo: string, issue_number: number, names: string[], by: string): void {
    this.labels[`${repo}#${issue_number}`] = [...names];
    for (const label of names) {
      this.issueEvents.push({
        id: 9_000_000 + this.issueEvents.length,
        repo,
        issue_number,
        event: 'labeled',
        actor: this.user(by),
        label,
        created_at: '2024-05-01T11:00:00Z',
      });
    }
  }

  seed(seed: FakeSeed): void {
    for (const p of seed.pulls ?? []) {
      this.pulls.push({
        repo: p.repo,
        number: p.number,
        title: p.title ?? `Pull request ${p.number}`,
        state: p.state === 'merged' ? 'closed' : (p.state ?? 'open'),
        merged: p.state === 'merged',
        draft: p.draft ?? false,
        user: p.user ?? 'octocat',
        head: {
          ref: p.headRef ?? 'feature',
          sha: p.headSha,
          repo: p.headRepo === undefined ? p.repo : p.headRepo,
        },
        base: { ref: p.baseRef ?? 'main', sha: p.baseSha ?? '0'.repeat(40) },
      });
      if (p.labels) this.setLabels(p.repo, p.number, p.labels, p.user ?? 'octocat');
    }
    for (const issue of seed.issues ?? []) this.issues.push({ ...issue });
    for (const l of seed.labels ?? [])
      this.setLabels(l.repo, l.issue_number, l.labels, l.addedBy ?? 'octocat');
    for (const c of seed.comments ?? []) {
      const user =
        c.user === undefined ? BOT : { login: c.user, id: 5000 + c.user.length, type: c.type ?? 'User' };
      this.addComment(c.repo, c.issue_number, c.body, user);
    }
    for (const p of seed.permissions ?? []) {
      const repoRoles = (this.permissions[p.repo] ??= {});
      repoRoles[p.user] = { role_name: p.role_name, permission: p.permission ?? FOLD[p.role_name] ?? 'read' };
    }
    for (const b of seed.branches ?? []) this.seedBranch(b);
    this.contents.push(...(seed.contents ?? []));
    for (const repo of seed.emptyRepos ?? []) if (!this.emptyRepos.includes(repo)) this.emptyRepos.push(repo);
  }

  /** A JSON copy of everything, for GET /_fake/state and for deep equality in tests. */
  snapshot(): FakeStateSnapshot {
    const { comments, checkRuns, statuses, reactions, commitComments, pulls, issues, labels, permissions } =
      this;
    const { git, emptyRepos, issueEvents } = this;
    return structuredClone({
      git,
      emptyRepos,
      issueEvents,
      comments,
      checkRuns,
      statuses,
      reactions,
      commitComments,
      pulls,
      issues,
      labels,
      permissions,
    });
  }
}
