import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeGitHub } from '../support/fake-github/index.js';
import { gitIn } from '../support/git-fixture.js';

// Release markers on a change issue's chart, through the built command line and
// the fake GitHub: a real repository of 16 commits, tagged v1.0.0 (lightweight)
// at the 4th, v1.1.0 (annotated) at the 12th and nightly at the 14th; each
// commit's real go test output appended (test/fixtures/go-zero: the first 8
// before the change that makes BenchmarkSum allocate, the next 8 after it).

const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist/cli.js');
const fixture = (side: string) => join(root, `test/fixtures/go-zero/${side}.txt`);
const scratch = mkdtempSync(join(tmpdir(), 'benchgate-releases-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const repo = join(scratch, 'repo');
const store = join(scratch, 'store');

describe('benchgate history issues --tags-from', () => {
  mkdirSync(repo);
  gitIn(repo, 'init', '-q', '-b', 'main');
  const shas: string[] = [];
  for (let i = 1; i <= 16; i++) {
    gitIn(repo, 'commit', '-q', '--allow-empty', '-m', `commit ${i}`);
    shas.push(gitIn(repo, 'rev-parse', 'HEAD'));
  }
  gitIn(repo, 'tag', 'v1.0.0', shas[3]!);
  gitIn(repo, 'tag', '-a', '-m', 'release', 'v1.1.0', shas[11]!);
  gitIn(repo, 'tag', 'nightly', shas[13]!);
  for (let i = 1; i <= 16; i++) {
    const r = spawnSync(
      process.execPath,
      [
        cli,
        'history',
        'append',
        store,
        fixture(i <= 8 ? 'base' : 'head'),
        '--commit',
        shas[i - 1]!,
        '--time',
        new Date(Date.UTC(2026, 10, 1) + i * 3_600_000).toISOString(),
      ],
      { encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(r.stderr);
  }

  it("labels the chart's commits that carry a release the pattern keeps, and names them under it", async () => {
    const fake = await startFakeGitHub({});
    try {
      const env = { ...process.env, GITHUB_TOKEN: fake.token, GITHUB_API_URL: fake.url };
      const status = await new Promise<number | null>((done) => {
        const child = spawn(
          process.execPath,
          [
            cli,
            'history',
            'issues',
            store,
            '--repo',
            'acme/broker',
            '--tags-from',
            repo,
            '--tag-pattern',
            'v*',
          ],
          { env, stdio: 'ignore' },
        );
        child.on('close', done);
      });
      expect(status).toBe(0);
      const body = fake.state.plainIssues[0]!.body;
      const label = (i: number) => shas[i - 1]!.slice(0, 7);
      const axis = Array.from({ length: 16 }, (_, k) =>
        k + 1 === 4 ? `"${label(4)} v1.0.0"` : k + 1 === 12 ? `"${label(12)} v1.1.0"` : `"${label(k + 1)}"`,
      );
      expect(body).toContain(`    x-axis [${axis.join(', ')}]\n`);
      expect(body).toContain(`Releases in the chart: v1.0.0 at ${label(4)}; v1.1.0 at ${label(12)}.`);
    } finally {
      await fake.close();
    }
  });

  it('refuses a pattern without a checkout to read the tags of', () => {
    const r = spawnSync(
      process.execPath,
      [cli, 'history', 'dashboard', store, '--out', join(scratch, 'site'), '--tag-pattern', 'v*'],
      {
        encoding: 'utf8',
      },
    );
    expect([r.status, r.stderr.trim().split('\n')[0]]).toEqual([
      2,
      'benchgate history: --tag-pattern needs --tags-from DIR',
    ]);
  });
});
