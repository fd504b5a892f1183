// Stored records → the JSON GitHub's REST API sends for them (the fields a
// client may read; GitHub sends more). `api` is the fake's own base URL so
// `url` fields point back at it; `html` is github.com as on the real thing.

import type {
  FakeUser,
  StoredCheckRun,
  StoredComment,
  StoredCommitComment,
  StoredIssueEvent,
  StoredPull,
  StoredReaction,
  StoredStatus,
} from './state.js';

const HTML = 'https://github.com';

function nodeId(prefix: string, id: number): string {
  return `${prefix}_kwDO${Buffer.from(`0:${id}`).toString('base64url')}`;
}

export function userJson(api: string, user: FakeUser) {
  const path = user.type === 'Bot' ? `apps/${user.login.replace(/\[bot\]$/, '')}` : user.login;
  return {
    login: user.login,
    id: user.id,
    node_id: nodeId(user.type === 'Bot' ? 'BOT' : 'U', user.id),
    avatar_url: `https://avatars.githubusercontent.com/u/${user.id}?v=4`,
    gravatar_id: '',
    url: `${api}/users/${encodeURIComponent(user.login)}`,
    html_url: `${HTML}/${path}`,
    type: user.type,
    site_admin: false,
  };
}

export function issueCommentJson(api: string, c: StoredComment, isPull: boolean) {
  const kind = isPull ? 'pull' : 'issues';
  return {
    id: c.id,
    node_id: nodeId('IC', c.id),
    url: `${api}/repos/${c.repo}/issues/comments/${c.id}`,
    html_url: `${HTML}/${c.repo}/${kind}/${c.issue_number}#issuecomment-${c.id}`,
    issue_url: `${api}/repos/${c.repo}/issues/${c.issue_number}`,
    body: c.body,
    user: userJson(api, c.user),
    created_at: c.created_at,
    updated_at: c.updated_at,
    author_association: c.user.type === 'Bot' ? 'NONE' : 'CONTRIBUTOR',
  };
}

export function checkRunJson(api: string, r: StoredCheckRun) {
  return {
    id: r.id,
    node_id: nodeId('CR', r.id),
    head_sha: r.head_sha,
    external_id: '',
    url: `${api}/repos/${r.repo}/check-runs/${r.id}`,
    html_url: `${HTML}/${r.repo}/runs/${r.id}`,
    details_url: r.details_url ?? `${HTML}/${r.repo}/runs/${r.id}`,
    status: r.status,
    conclusion: r.conclusion,
    started_at: r.started_at,
    completed_at: r.completed_at,
    output: {
      ...r.output,
      annotations_count: 0,
      annotations_url: `${api}/repos/${r.repo}/check-runs/${r.id}/annotations`,
    },
    name: r.name,
    check_suite: { id: r.id + 500_000 },
    app: { id: 15368, slug: 'github-actions', name: 'GitHub Actions' },
    pull_requests: [],
  };
}

export function statusJson(api: string, s: StoredStatus, creator: FakeUser) {
  return {
    url: `${api}/repos/${s.repo}/statuses/${s.sha}`,
    avatar_url: 'https://avatars.githubusercontent.com/in/15368?v=4',
    id: s.id,
    node_id: nodeId('SC', s.id),
    state: s.state,
    description: s.description,
    target_url: s.target_url,
    context: s.context,
    created_at: s.created_at,
    updated_at: s.created_at,
    creator: userJson(api, creator),
  };
}

export function reactionJson(api: string, r: StoredReaction) {
  return {
    id: r.id,
    node_id: nodeId('REA', r.id),
    user: userJson(api, r.user),
    content: r.content,
    created_at: r.created_at,
  };
}

export function commitCommentJson(api: string, c: StoredCommitComment) {
  return {
    html_url: `${HTML}/${c.repo}/commit/${c.commit_id}#commitcomment-${c.id}`,
    url: `${api}/repos/${c.repo}/comments/${c.id}`,
    id: c.id,
    node_id: nodeId('CC', c.id),
    body: c.body,
    path: null,
    position: null,
    line: null,
    commit_id: c.commit_id,
    user: userJson(api, c.user),
    author_association: 'NONE',
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

export function labelJson(api: string, repo: string, name: string, index: number) {
  return {
    id: 2000 + index,
    node_id: nodeId('LA', 2000 + index),
    url: `${api}/repos/${repo}/labels/${encodeURIComponent(name)}`,
    name,
    color: 'ededed',
    default: false,
    description: null,
  };
}

function repoJson(api: string, fullName: string, fork: boolean) {
  const [owner = '', name = ''] = fullName.split('/');
  return {
    id: 100 + fullName.length,
    node_id: nodeId('R', 100 + fullName.length),
    name,
    full_name: fullName,
    private: false,
    owner: userJson(api, { login: owner, id: 300 + owner.length, type: 'User' }),
    html_url: `${HTML}/${fullName}`,
    url: `${api}/repos/${fullName}`,
    fork,
  };
}

export function pullJson(api: string, p: StoredPull, labels: string[]) {
  const headRepo = p.head.repo;
  const owner = (repo: string | null) => (repo ?? 'ghost/deleted').split('/')[0]!;
  return {
    url: `${api}/repos/${p.repo}/pulls/${p.number}`,
    id: 900_000 + p.number,
    node_id: nodeId('PR', 900_000 + p.number),
    html_url: `${HTML}/${p.repo}/pull/${p.number}`,
    number: p.number,
    state: p.state,
    locked: false,
    title: p.title,
    user: userJson(api, { login: p.user, id: 400 + p.user.length, type: 'User' }),
    body: null,
    labels: labels.map((name, i) => labelJson(api, p.repo, name, i)),
    draft: p.draft,
    merged: p.merged,
    merged_at: p.merged ? '2024-05-01T11:00:00Z' : null,
    closed_at: p.state === 'closed' ? '2024-05-01T11:00:00Z' : null,
    head: {
      label: `${owner(headRepo)}:${p.head.ref}`,
      ref: p.head.ref,
      sha: p.head.sha,
      user: userJson(api, { login: owner(headRepo), id: 300, type: 'User' }),
      repo: headRepo === null ? null : repoJson(api, headRepo, headRepo !== p.repo),
    },
    base: {
      label: `${owner(p.repo)}:${p.base.ref}`,
      ref: p.base.ref,
      sha: p.base.sha,
      user: userJson(api, { login: owner(p.repo), id: 300, type: 'User' }),
      repo: repoJson(api, p.repo, false),
    },
  };
}

export function issueEventJson(api: string, e: StoredIssueEvent) {
  return {
    id: e.id,
    node_id: nodeId('LE', e.id),
    url: `${api}/repos/${e.repo}/issues/events/${e.id}`,
    actor: userJson(api, e.actor),
    event: e.event,
    commit_id: null,
    commit_url: null,
    created_at: e.created_at,
    label: { name: e.label, color: 'ededed' },
    performed_via_github_app: null,
  };
}

/** `comments`: how many comments the issue has, as GitHub counts them in its listing. */
export function plainIssueJson(api: string, i: import('./state.js').StoredIssue, comments = 0) {
  const html = `https://github.com/${i.repo}/issues/${i.number}`;
  return {
    url: `${api}/repos/${i.repo}/issues/${i.number}`,
    html_url: html,
    id: 5000 + i.number,
    number: i.number,
    title: i.title,
    body: i.body,
    state: i.state,
    labels: i.labels.map((name, index) => labelJson(api, i.repo, name, index)),
    user: userJson(api, i.user),
    comments,
    created_at: i.created_at,
    updated_at: i.updated_at,
    closed_at: i.closed_at,
  };
}
