import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileAtCommit } from '../../../src/github/repo-contents.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/index.js';
import { clientFor, SHA_A } from './helpers.js';

const SHA_B = 'b'.repeat(40);
let fake: FakeGitHub;

beforeEach(async () => {
  fake = await startFakeGitHub({
    seed: {
      contents: [
        // Longer than one 60-character line of base64, so the fake's line breaks are decoded too.
        {
          repo: 'o/r',
          ref: SHA_A,
          path: '.github/benchgate.yml',
          text: `threshold: 5%\n# ${'é'.repeat(40)}\n`,
        },
        { repo: 'o/r', ref: SHA_A, path: '.github/comment.md.eta', symlinkTarget: '/proc/self/environ' },
      ],
    },
  });
});
afterEach(async () => {
  await fake.close();
});

describe('readFileAtCommit (GET /repos/{owner}/{repo}/contents/{path}?ref=)', () => {
  const read = (path: string, ref = SHA_A) =>
    readFileAtCommit(clientFor(fake).octokit, { owner: 'o', repo: 'r', path, ref });

  it('decodes a file at the commit', async () => {
    expect(await read('.github/benchgate.yml')).toBe(`threshold: 5%\n# ${'é'.repeat(40)}\n`);
  });

  it('is undefined for a path the commit lacks (404 Not Found)', async () => {
    expect(await read('.github/absent.yml')).toBeUndefined();
  });

  it('refuses a symbolic link, naming the commit and path', async () => {
    await expect(read('.github/comment.md.eta')).rejects.toThrow(
      `${SHA_A.slice(0, 12)}:.github/comment.md.eta: is a symlink; benchgate reads only a regular file`,
    );
  });

  it('is an error, not an absent file, for a commit GitHub does not know (404 No commit found)', async () => {
    await expect(read('.github/benchgate.yml', SHA_B)).rejects.toThrow(
      `No commit found for the ref ${SHA_B}`,
    );
  });
});
