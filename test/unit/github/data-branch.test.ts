// Publishing chart PNGs to the data branch, with the real client against the
// fake's Git database: the requests in order, what the branch holds after, races.

import { createCanvas } from '@napi-rs/canvas';
import { mkdtempSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  chartDirectory,
  publishChartImages,
  type ChartFile,
  type PublishChartImagesOptions,
  backoffDelay,
} from '../../../src/github/data-branch.js';
import {
  GitHubApiError,
  isPermissionError,
  isValidationError,
  type GitHubApiError as ApiError,
} from '../../../src/github/errors.js';
import { chartUrl } from '../../../src/report/charts/embed.js';
import { errorBody } from '../../support/fake-github/faults.js';
import { faults, startFakeGitHub, type FakeGitHub } from '../../support/fake-github/index.js';
import { clientFor, rejectionOf, SHA_A, SHA_B } from './helpers.js';

const BLOBS = 'POST /repos/{owner}/{repo}/git/blobs';
const GET_REF = 'GET /repos/{owner}/{repo}/git/ref/{ref}';
const CREATE_REF = 'POST /repos/{owner}/{repo}/git/refs';
const UPDATE_REF = 'PATCH /repos/{owner}/{repo}/git/refs/{ref}';
const REF_URL = '/repos/o/r/git/ref/heads%2Fbenchmark-data';
const HEX = /\b[0-9a-f]{40}\b/g;

// Made at load: the tables of it.each name files in it.
const dir = mkdtempSync(join(tmpdir(), 'data-branch-'));
const png: Record<string, Buffer> = {};
let fake: FakeGitHub;

/** A real PNG of one colour: distinct bytes per file. */
function drawPng(colour: string, width: number): Buffer {
  const canvas = createCanvas(width, 3);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, 3);
  return canvas.toBuffer('image/png');
}

beforeAll(async () => {
  for (const [file, colour, width] of [
    ['a.png', '#d62728', 4],
    ['b.png', '#1f77b4', 5],
    ['c d.png', '#2ca02c', 6],
  ] as const) {
    png[file] = drawPng(colour, width);
    await writeFile(join(dir, file), png[file]);
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  fake = await startFakeGitHub();
});
afterEach(async () => {
  await fake.close();
});

const image = (file: string): ChartFile => ({ file, path: join(dir, file) });

function options(extra: Partial<PublishChartImagesOptions> = {}): PublishChartImagesOptions {
  return {
    owner: 'o',
    repo: 'r',
    branch: 'benchmark-data',
    images: [image('a.png'), image('b.png')],
    directory: `pr-7/${SHA_A}`,
    message: 'benchgate: charts for #7',
    // No real waits between retries (no timed unit tests); the waits themselves are tested below.
    backoff: { sleep: async () => undefined },
    ...extra,
  };
}

const tip = () => fake.state.git['o/r']!.refs['refs/heads/benchmark-data'];
const bodyOf = (method: string, path: string) =>
  fake.requests.filter((r) => r.method === method && r.path === path).map((r) => r.body);

describe('publishChartImages', () => {
  it('creates the branch as an orphan holding the PNGs under the directory', async () => {
    const { octokit, lines, log } = clientFor(fake);
    const result = await publishChartImages(octokit, options({ log }));

    expect(fake.log()).toEqual([
      'POST /repos/o/r/git/blobs 201',
      'POST /repos/o/r/git/blobs 201',
      `GET ${REF_URL} 404`,
      'POST /repos/o/r/git/trees 201',
      'POST /repos/o/r/git/commits 201',
      'POST /repos/o/r/git/refs 201',
    ]);
    const blobs = bodyOf('POST', '/repos/o/r/git/blobs') as Array<{ content: string; encoding: string }>;
    expect(blobs.map((b) => [b.encoding, Buffer.from(b.content, 'base64')])).toEqual([
      ['base64', png['a.png']],
      ['base64', png['b.png']],
    ]);
    const [tree] = bodyOf('POST', '/repos/o/r/git/trees') as Array<Record<string, unknown>>;
    expect(tree).toEqual({
      tree: [
        {
          path: `pr-7/${SHA_A}/a.png`,
          mode: '100644',
          type: 'blob',
          sha: expect.stringMatching(/^[0-9a-f]{40}$/),
        },
        {
          path: `pr-7/${SHA_A}/b.png`,
          mode: '100644',
          type: 'blob',
          sha: expect.stringMatching(/^[0-9a-f]{40}$/),
        },
      ],
    });
    const [commit] = bodyOf('POST', '/repos/o/r/git/commits') as Array<Record<string, unknown>>;
    expect(commit).toMatchObject({ message: 'benchgate: charts for #7', parents: [] });
    expect(bodyOf('POST', '/repos/o/r/git/refs')).toEqual([
      { ref: 'refs/heads/benchmark-data', sha: result.commitSha },
    ]);

    expect(result).toEqual({
      commitSha: tip(),
      baseUrl: `https://github.com/o/r/raw/${tip()}/pr-7/${SHA_A}`,
      createdBranch: true,
      rebuilt: 0,
    });
    expect(fake.state.branchFiles('o/r', 'benchmark-data')).toEqual({
      [`pr-7/${SHA_A}/a.png`]: png['a.png'],
      [`pr-7/${SHA_A}/b.png`]: png['b.png'],
    });
    expect(fake.state.branchHistory('o/r', 'benchmark-data')).toEqual([result.commitSha]);
    expect(lines).toEqual([
      `info: Published 2 chart image(s) to benchmark-data:pr-7/${SHA_A} in commit ${result.commitSha}`,
    ]);
  });

  it('adds a commit on top of the previous one, keeping what the branch held', async () => {
    fake.state.seed({
      branches: [{ repo: 'o/r', branch: 'benchmark-data', files: { 'README.md': 'data\n' } }],
    });
    const seeded = tip()!;
    const { octokit } = clientFor(fake);
    const first = await publishChartImages(octokit, options());
    const second = await publishChartImages(
      octokit,
      options({ images: [image('c d.png')], directory: `pr-8/${SHA_B}` }),
    );

    expect(fake.log()).toEqual([
      'POST /repos/o/r/git/blobs 201',
      'POST /repos/o/r/git/blobs 201',
      `GET ${REF_URL} 200`,
      `GET /repos/o/r/git/commits/${seeded} 200`,
      'POST /repos/o/r/git/trees 201',
      'POST /repos/o/r/git/commits 201',
      'PATCH /repos/o/r/git/refs/heads%2Fbenchmark-data 200',
      'POST /repos/o/r/git/blobs 201',
      `GET ${REF_URL} 200`,
      `GET /repos/o/r/git/commits/${first.commitSha} 200`,
      'POST /repos/o/r/git/trees 201',
      'POST /repos/o/r/git/commits 201',
      'PATCH /repos/o/r/git/refs/heads%2Fbenchmark-data 200',
    ]);
    const store = fake.state.git['o/r']!;
    const treeOf = (sha: string) => (store.objects[sha] as { tree: string }).tree;
    const trees = bodyOf('POST', '/repos/o/r/git/trees') as Array<{ base_tree?: string }>;
    expect(trees.map((t) => t.base_tree)).toEqual([treeOf(seeded), treeOf(first.commitSha)]);
    const commits = bodyOf('POST', '/repos/o/r/git/commits') as Array<{ parents: string[] }>;
    expect(commits.map((c) => c.parents)).toEqual([[seeded], [first.commitSha]]);
    expect(bodyOf('PATCH', '/repos/o/r/git/refs/heads%2Fbenchmark-data')).toEqual([
      { sha: first.commitSha, force: false },
      { sha: second.commitSha, force: false },
    ]);

    expect([first.createdBranch, second.createdBranch]).toEqual([false, false]);
    expect(second.baseUrl).toBe(`https://github.com/o/r/raw/${second.commitSha}/pr-8/${SHA_B}`);
    expect(chartUrl(second.baseUrl, 'c d.png')).toBe(`${second.baseUrl}/c%20d.png`);
    expect(fake.state.branchHistory('o/r', 'benchmark-data')).toEqual([
      second.commitSha,
      first.commitSha,
      seeded,
    ]);
    expect(fake.state.branchFiles('o/r', 'benchmark-data')).toEqual({
      'README.md': Buffer.from('data\n'),
      [`pr-7/${SHA_A}/a.png`]: png['a.png'],
      [`pr-7/${SHA_A}/b.png`]: png['b.png'],
      [`pr-8/${SHA_B}/c d.png`]: png['c d.png'],
    });
  });

  it('loses no commit when two runs create the branch at once', async () => {
    fake.fail(GET_REF, faults.barrier(2));
    const a = clientFor(fake);
    const b = clientFor(fake);
    const results = await Promise.all([
      publishChartImages(a.octokit, options({ images: [image('a.png')], directory: 'pr-1/x', log: a.log })),
      publishChartImages(b.octokit, options({ images: [image('b.png')], directory: 'pr-2/y', log: b.log })),
    ]);

    expect(
      fake
        .log()
        .map((l) => l.replace(HEX, '<sha>'))
        .sort(),
    ).toEqual(
      [
        'POST /repos/o/r/git/blobs 201',
        'POST /repos/o/r/git/blobs 201',
        `GET ${REF_URL} 404`,
        `GET ${REF_URL} 404`,
        'POST /repos/o/r/git/trees 201',
        'POST /repos/o/r/git/trees 201',
        'POST /repos/o/r/git/commits 201',
        'POST /repos/o/r/git/commits 201',
        'POST /repos/o/r/git/refs 201',
        'POST /repos/o/r/git/refs 422',
        // The loser reads the winner's tip and commits on top of it.
        `GET ${REF_URL} 200`,
        'GET /repos/o/r/git/commits/<sha> 200',
        'POST /repos/o/r/git/trees 201',
        'POST /repos/o/r/git/commits 201',
        'PATCH /repos/o/r/git/refs/heads%2Fbenchmark-data 200',
      ].sort(),
    );
    const [winner, loser] = results[0].rebuilt === 0 ? results : [results[1], results[0]];
    expect([winner.rebuilt, loser.rebuilt, winner.createdBranch, loser.createdBranch]).toEqual([
      0,
      1,
      true,
      false,
    ]);
    expect(fake.state.branchHistory('o/r', 'benchmark-data')).toEqual([loser.commitSha, winner.commitSha]);
    expect(fake.state.branchFiles('o/r', 'benchmark-data')).toEqual({
      'pr-1/x/a.png': png['a.png'],
      'pr-2/y/b.png': png['b.png'],
    });
    expect([...a.lines, ...b.lines].filter((l) => l.includes('moved'))).toEqual([
      'info: The benchmark-data branch moved while publishing charts (Reference already exists); ' +
        `committing again on top of ${winner.commitSha} (retry 1 of 4)`,
    ]);
  });

  it('rebases onto the other run when both update the branch at once', async () => {
    fake.state.seed({
      branches: [{ repo: 'o/r', branch: 'benchmark-data', files: { 'README.md': 'data\n' } }],
    });
    const seeded = tip()!;
    fake.fail(GET_REF, faults.barrier(2));
    const a = clientFor(fake);
    const b = clientFor(fake);
    const results = await Promise.all([
      publishChartImages(a.octokit, options({ images: [image('a.png')], directory: 'pr-1/x' })),
      publishChartImages(b.octokit, options({ images: [image('b.png')], directory: 'pr-2/y' })),
    ]);

    const patches = fake.requests.filter((r) => r.route === UPDATE_REF);
    expect(patches.map((r) => r.status).sort()).toEqual([200, 200, 422]);
    expect(patches.map((r) => r.body)).toEqual(patches.map(() => expect.objectContaining({ force: false })));
    const [winner, loser] = results[0].rebuilt === 0 ? results : [results[1], results[0]];
    expect([winner.rebuilt, loser.rebuilt]).toEqual([0, 1]);
    expect(fake.state.branchHistory('o/r', 'benchmark-data')).toEqual([
      loser.commitSha,
      winner.commitSha,
      seeded,
    ]);
    expect(Object.keys(fake.state.branchFiles('o/r', 'benchmark-data')!).sort()).toEqual([
      'README.md',
      'pr-1/x/a.png',
      'pr-2/y/b.png',
    ]);
  });

  it('waits with full jitter under an exponential bound between retries', async () => {
    fake.state.seed({
      branches: [{ repo: 'o/r', branch: 'benchmark-data', files: { 'README.md': 'data\n' } }],
    });
    fake.fail(UPDATE_REF, {
      kind: 'status',
      status: 422,
      body: errorBody(
        422,
        'Update is not a fast forward',
        'https://docs.github.com/rest/git/refs#update-a-reference',
      ),
      times: 3,
    });
    const waits: number[] = [];
    const draws = [0.5, 0.25, 0.999];
    const { octokit } = clientFor(fake);
    const result = await publishChartImages(
      octokit,
      options({
        backoff: { baseMs: 100, random: () => draws.shift()!, sleep: async (ms) => void waits.push(ms) },
      }),
    );
    // Bounds 100, 200, 400 ms; the draws pick 50 %, 25 % and 99.9 % of them.
    expect(waits).toEqual([50, 50, 399]);
    expect(result.rebuilt).toBe(3);
    expect(backoffDelay(4, { random: () => 0.5 })).toBe(4000);
  });

  it('gives up with the 422 after its retries when the branch keeps moving', async () => {
    fake.state.seed({
      branches: [{ repo: 'o/r', branch: 'benchmark-data', files: { 'README.md': 'data\n' } }],
    });
    const seeded = tip();
    const notFastForward = {
      kind: 'status' as const,
      status: 422,
      body: errorBody(
        422,
        'Update is not a fast forward',
        'https://docs.github.com/rest/git/refs#update-a-reference',
      ),
      times: 2,
    };
    fake.fail(UPDATE_REF, notFastForward);
    const { octokit } = clientFor(fake);
    const error = await rejectionOf(publishChartImages(octokit, options({ retries: 1 })));

    expect(isValidationError(error)).toBe(true);
    expect((error as ApiError).message).toBe(
      'GitHub API: update data branch failed: PATCH /repos/o/r/git/refs/heads%2Fbenchmark-data returned 422 ' +
        'Update is not a fast forward',
    );
    expect(fake.log().filter((l) => l.startsWith('PATCH'))).toEqual([
      'PATCH /repos/o/r/git/refs/heads%2Fbenchmark-data 422',
      'PATCH /repos/o/r/git/refs/heads%2Fbenchmark-data 422',
    ]);
    expect(tip()).toBe(seeded);
  });

  it('takes a ref creation whose answer was lost as done, without a second commit', async () => {
    fake.fail(CREATE_REF, faults.lostResponse(502));
    const { octokit } = clientFor(fake);
    const result = await publishChartImages(octokit, options());

    expect(fake.log().slice(2)).toEqual([
      `GET ${REF_URL} 404`,
      'POST /repos/o/r/git/trees 201',
      'POST /repos/o/r/git/commits 201',
      'POST /repos/o/r/git/refs 502',
      'POST /repos/o/r/git/refs 422',
      `GET ${REF_URL} 200`,
      `GET /repos/o/r/git/commits/${result.commitSha} 200`,
    ]);
    expect(result).toMatchObject({ commitSha: tip(), createdBranch: true, rebuilt: 0 });
    expect(fake.state.branchHistory('o/r', 'benchmark-data')).toEqual([result.commitSha]);
  });

  it.each([
    ['403 without contents: write', faults.notAccessible(), 403, 'Resource not accessible by integration'],
    ['404 on a private repository', faults.notFound(), 404, 'Not Found'],
  ])('lets a permission error on the first blob propagate (%s)', async (_case, fault, status, message) => {
    fake.fail(BLOBS, fault);
    const { octokit } = clientFor(fake);
    const error = await rejectionOf(publishChartImages(octokit, options()));

    expect(error).toBeInstanceOf(GitHubApiError);
    expect(isPermissionError(error)).toBe(true);
    expect([
      (error as ApiError).status,
      (error as ApiError).githubMessage,
      (error as ApiError).operation,
    ]).toEqual([status, message, 'upload chart image a.png']);
    expect(fake.log()).toEqual([`POST /repos/o/r/git/blobs ${status}`]);
    expect(fake.state.git['o/r']?.refs ?? {}).toEqual({});
  });

  it('reports a repository without commits as a 409, not as missing permission', async () => {
    fake.state.seed({ emptyRepos: ['o/r'] });
    const { octokit } = clientFor(fake);
    const error = await rejectionOf(publishChartImages(octokit, options()));

    expect([(error as ApiError).status, (error as ApiError).githubMessage]).toEqual([
      409,
      'Git Repository is empty.',
    ]);
    expect(isPermissionError(error)).toBe(false);
    // The client does not retry a 409 (client.ts doNotRetry): one attempt.
    expect(fake.log()).toEqual(['POST /repos/o/r/git/blobs 409']);
  });

  it('links the GHES host and escapes directory segments', async () => {
    const { octokit } = clientFor(fake);
    const result = await publishChartImages(
      octokit,
      options({ serverUrl: 'https://ghe.example.com/', directory: '/pr 7/run#2/' }),
    );
    expect(result.baseUrl).toBe(`https://ghe.example.com/o/r/raw/${result.commitSha}/pr%207/run%232`);
    expect(Object.keys(fake.state.branchFiles('o/r', 'benchmark-data')!)).toEqual([
      'pr 7/run#2/a.png',
      'pr 7/run#2/b.png',
    ]);
  });

  it.each([
    [{ directory: '' }, 'chart directory "" is not a relative path without "." or ".."'],
    [{ directory: 'pr-7/../x' }, 'chart directory "pr-7/../x" is not a relative path without "." or ".."'],
    [{ directory: 'a//b' }, 'chart directory "a//b" is not a relative path without "." or ".."'],
    [{ images: [] }, 'publishChartImages: no images to publish'],
    [{ images: [{ file: 'x/a.png', path: 'a' }] }, 'chart file name "x/a.png" is not a plain file name'],
    [{ images: [{ file: '..', path: 'a' }] }, 'chart file name ".." is not a plain file name'],
    [{ images: [image('a.png'), image('a.png')] }, 'chart file name "a.png" is given twice'],
  ])('refuses %j before any request', async (extra, message) => {
    const { octokit } = clientFor(fake);
    await expect(publishChartImages(octokit, options(extra))).rejects.toThrow(message);
    expect(fake.log()).toEqual([]);
  });

  it('fails on an unreadable image file before any request', async () => {
    const { octokit } = clientFor(fake);
    const missing = { file: 'gone.png', path: join(dir, 'gone.png') };
    await expect(publishChartImages(octokit, options({ images: [missing] }))).rejects.toThrow(/ENOENT/);
    expect(fake.log()).toEqual([]);
  });
});

describe('chartDirectory', () => {
  it.each([
    [{ pullNumber: 7, sha: SHA_A }, `pr-7/${SHA_A}`],
    [{ sha: SHA_B }, `commits/${SHA_B}`],
    [{ pullNumber: 7, sha: SHA_A, shard: { index: 2, count: 3 } }, `pr-7/${SHA_A}/shard-2-of-3`],
  ])('%j → %s', (at, expected) => {
    expect(chartDirectory(at)).toBe(expected);
  });
});
