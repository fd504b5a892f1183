import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gitIn } from '../support/git-fixture.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github/index.js';
import { pullRequestPayload, runBundledAction } from '../support/bundled-action.js';

// Budget honesty through the bundled action and the command line: a budget
// that runs out after the first round leaves BenchmarkB, 10% slower in head,
// open and leaning to a regression; the check is neutral and says so, and
// `benchgate run` exits 4. The benchmark is a script that prints Go's
// benchmark lines, each side its own value.

const root = new URL('../..', import.meta.url).pathname;
const SCRIPT = (ns: string) => `echo "BenchmarkA 1 10 ns/op"\necho "BenchmarkB 1 ${ns} ns/op"\n`;
const SHA_OF = { base: '', head: '' };

let work: string;
let fake: FakeGitHub | undefined;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'benchgate-budget-'));
  const dir = join(work, 'workspace');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'bench.sh'), SCRIPT('100'));
  gitIn(dir, 'init', '-q', '-b', 'main');
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-q', '-m', 'main');
  SHA_OF.base = gitIn(dir, 'rev-parse', 'HEAD');
  gitIn(dir, 'checkout', '-q', '-b', 'feature');
  writeFileSync(join(dir, 'bench.sh'), SCRIPT('110'));
  gitIn(dir, 'commit', '-q', '-am', 'slower B');
  SHA_OF.head = gitIn(dir, 'rev-parse', 'HEAD');
});
afterEach(async () => {
  await fake?.close();
  fake = undefined;
  rmSync(work, { recursive: true, force: true });
});

const LINE =
  'budget ran out with 1 row open (1 leans to a regression); the slowest lean +10.0% (BenchmarkB procs=1 ns/op)';

describe('a time budget that runs out with a row leaning to a regression', () => {
  it('makes the check neutral, titled with the open rows, through the bundled action', async () => {
    const REPO = 'acme/broker';
    fake = await startFakeGitHub({
      seed: {
        pulls: [{ repo: REPO, number: 7, headSha: SHA_OF.head, baseRef: 'main', baseSha: SHA_OF.base }],
      },
    });
    const r = await runBundledAction({
      work,
      repo: REPO,
      sha: SHA_OF.head,
      apiUrl: fake.url,
      eventName: 'pull_request',
      payload: pullRequestPayload(REPO, SHA_OF.head, { base: SHA_OF.base }),
      inputs: {
        mode: 'ab',
        runner: 'command',
        command: 'bash bench.sh',
        format: 'go',
        'time-budget': '0.001s',
        'github-token': fake.token,
        'check-name': 'benchmarks',
        'data-branch': '',
      },
    });
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs.verdict).toBe('inconclusive');
    // A workflow command escapes % as %25.
    expect(r.stdout.split('\n').filter((l) => l.startsWith('::warning::budget'))).toEqual([
      `::warning::${LINE.replace('%', '%25')}`,
    ]);
    expect(fake.state.checkRuns.map((c) => [c.head_sha, c.conclusion, c.output.title])).toEqual([
      [
        SHA_OF.head,
        'neutral',
        `Budget ran out with 1 row open (1 leans to a regression); the slowest lean +10.0% (BenchmarkB procs=1 ns/op); 0 regressions, 0 improvements, 1 unchanged, 1 inconclusive`,
      ],
    ]);
    expect(fake.state.comments[0]!.body).toContain(LINE);
  });

  it('exits 4 from benchgate run, and 0 when every round ran', () => {
    const dir = join(work, 'workspace');
    const run = (...extra: string[]) =>
      spawnSync(
        process.execPath,
        [
          join(root, 'dist/cli.js'),
          'run',
          '--base',
          SHA_OF.base,
          '--head',
          SHA_OF.head,
          '--runner',
          'command',
          '--command',
          'bash bench.sh',
          '--format',
          'go',
          '--out',
          join(work, 'out'),
          ...extra,
        ],
        { cwd: dir, encoding: 'utf8' },
      );
    const out = run('--time-budget', '0.001s');
    expect(out.status, out.stderr).toBe(4);
    expect(out.stdout).toContain(LINE);
    const all = run('--max-rounds', '1');
    expect(all.status, all.stderr).toBe(0);
  });
});
