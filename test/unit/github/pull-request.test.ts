import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isNotFound, isPermissionError, isValidationError } from '../../../src/github/errors.js';
import {
  addCommentReaction,
  canRunCommands,
  getCollaboratorPermission,
  getPullRequest,
  type PermissionLevel,
  type Reaction,
} from '../../../src/github/pull-request.js';
import { faults, startFakeGitHub, type FakeGitHub } from '../../support/fake-github/index.js';
import { clientFor, rejectionOf, SHA_A, SHA_B } from './helpers.js';

let fake: FakeGitHub;

beforeEach(async () => {
  fake = await startFakeGitHub({
    seed: {
      pulls: [
        {
          repo: 'o/r',
          number: 1,
          headSha: SHA_A,
          baseSha: SHA_B,
          headRef: 'speedup',
          labels: ['benchmark-regression-ok'],
        },
        { repo: 'o/r', number: 2, headSha: SHA_A, headRepo: 'someone/r-fork', user: 'someone' },
        { repo: 'o/r', number: 3, headSha: SHA_A, headRepo: null },
      ],
      permissions: [
        { repo: 'o/r', user: 'alice', role_name: 'admin' },
        { repo: 'o/r', user: 'bob', role_name: 'maintain' },
        { repo: 'o/r', user: 'carol', role_name: 'write' },
        { repo: 'o/r', user: 'dave', role_name: 'triage' },
        { repo: 'o/r', user: 'erin', role_name: 'read' },
        { repo: 'o/r', user: 'frank', role_name: 'none' },
        { repo: 'o/r', user: 'grace', role_name: 'security-manager', permission: 'write' },
      ],
    },
  });
});
afterEach(async () => {
  await fake.close();
});

describe('getPullRequest', () => {
  it('reads head, base and labels of a same-repository PR', async () => {
    const { octokit } = clientFor(fake);
    expect(await getPullRequest(octokit, { owner: 'o', repo: 'r', pull_number: 1 })).toEqual({
      number: 1,
      state: 'open',
      merged: false,
      draft: false,
      headSha: SHA_A,
      headRef: 'speedup',
      headRepoFullName: 'o/r',
      baseRef: 'main',
      baseSha: SHA_B,
      baseRepoFullName: 'o/r',
      isFork: false,
      author: 'octocat',
      labels: ['benchmark-regression-ok'],
      // The fake's default title for a seeded pull request without one.
      title: 'Pull request 1',
    });
    expect(fake.log()).toEqual(['GET /repos/o/r/pulls/1 200']);
  });

  it.each([
    [2, 'someone/r-fork', true],
    [3, undefined, true],
  ])('PR %i from head repo %s is a fork: %s', async (pull_number, headRepo, isFork) => {
    const { octokit } = clientFor(fake);
    const pr = await getPullRequest(octokit, { owner: 'o', repo: 'r', pull_number });
    expect([pr.headRepoFullName, pr.isFork]).toEqual([headRepo, isFork]);
  });

  it('a missing PR is a typed 404, not a permission error (it was a read)', async () => {
    const { octokit } = clientFor(fake);
    const error = await rejectionOf(getPullRequest(octokit, { owner: 'o', repo: 'r', pull_number: 99 }));
    expect(error).toMatchObject({ operation: 'get pull request', status: 404, githubMessage: 'Not Found' });
    expect([isNotFound(error), isPermissionError(error)]).toEqual([true, false]);
  });
});

describe('getCollaboratorPermission', () => {
  it.each([
    ['alice', 'admin', true],
    ['bob', 'maintain', true],
    ['carol', 'write', true],
    ['dave', 'triage', false],
    ['erin', 'read', false],
    ['frank', 'none', false],
    // A custom role name is not a level: fall back to `permission`.
    ['grace', 'write', true],
    // No role on a public repository: read.
    ['stranger', 'read', false],
  ] as Array<[string, PermissionLevel, boolean]>)(
    '%s has %s (may run commands: %s)',
    async (username, level, may) => {
      const { octokit } = clientFor(fake);
      const got = await getCollaboratorPermission(octokit, { owner: 'o', repo: 'r', username });
      expect([got, canRunCommands(got)]).toEqual([level, may]);
      expect(fake.log()).toEqual([`GET /repos/o/r/collaborators/${username}/permission 200`]);
    },
  );

  it('treats a 404 (no such user) as none and escapes bot logins in the path', async () => {
    fake.fail('GET /repos/{owner}/{repo}/collaborators/{username}/permission', faults.notFound());
    const { octokit } = clientFor(fake);
    expect(
      await getCollaboratorPermission(octokit, { owner: 'o', repo: 'r', username: 'dependabot[bot]' }),
    ).toBe('none');
    expect(fake.log()).toEqual(['GET /repos/o/r/collaborators/dependabot%5Bbot%5D/permission 404']);
  });

  it('does not hide other failures', async () => {
    fake.fail('GET /repos/{owner}/{repo}/collaborators/{username}/permission', faults.notAccessible());
    const { octokit } = clientFor(fake);
    const error = await rejectionOf(
      getCollaboratorPermission(octokit, { owner: 'o', repo: 'r', username: 'alice' }),
    );
    expect(error).toMatchObject({ operation: 'get collaborator permission', status: 403 });
  });
});

describe('reactions and comments', () => {
  it('adds eyes, then rocket, and adding eyes again returns the existing reaction', async () => {
    const comment = fake.state.addComment('o/r', 1, '/benchmark', { login: 'carol', id: 7, type: 'User' });
    const { octokit } = clientFor(fake);
    const target = { owner: 'o', repo: 'r', comment_id: comment.id };
    const eyes = await addCommentReaction(octokit, { ...target, content: 'eyes' });
    const rocket = await addCommentReaction(octokit, { ...target, content: 'rocket' });
    const again = await addCommentReaction(octokit, { ...target, content: 'eyes' });
    expect([eyes.id, rocket.id, again.id]).toEqual([1002, 1003, 1002]);
    expect(fake.log()).toEqual([
      `POST /repos/o/r/issues/comments/${comment.id}/reactions 201`,
      `POST /repos/o/r/issues/comments/${comment.id}/reactions 201`,
      `POST /repos/o/r/issues/comments/${comment.id}/reactions 200`,
    ]);
    expect(fake.state.reactions.map((r) => [r.comment_id, r.content, r.user.login])).toEqual([
      [comment.id, 'eyes', 'github-actions[bot]'],
      [comment.id, 'rocket', 'github-actions[bot]'],
    ]);
  });

  it('rejects an unknown reaction with GitHub 422 and a missing comment with 404', async () => {
    const comment = fake.state.addComment('o/r', 1, '/benchmark');
    const { octokit } = clientFor(fake);
    const bad = await rejectionOf(
      addCommentReaction(octokit, {
        owner: 'o',
        repo: 'r',
        comment_id: comment.id,
        content: 'tada' as Reaction,
      }),
    );
    expect(isValidationError(bad)).toBe(true);
    expect(bad).toMatchObject({
      operation: 'add tada reaction',
      githubMessage:
        'Invalid request.\n\nFor \'properties/content\', "tada" is not one of ["+1", "-1", "laugh", "confused", "heart", "hooray", "rocket", "eyes"].',
    });
    const missing = await rejectionOf(
      addCommentReaction(octokit, { owner: 'o', repo: 'r', comment_id: 5, content: 'confused' }),
    );
    expect(missing).toMatchObject({ status: 404, method: 'POST' });
    expect(isPermissionError(missing)).toBe(true);
  });
});
