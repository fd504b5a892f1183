import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gitIn } from '../support/git-fixture.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github/index.js';
import { runBundledAction } from '../support/bundled-action.js';

// Opt-in triggers through the bundled action and the fake GitHub, with
// GitHub's own pull_request payloads (test/support/github-events, see its
// PROVENANCE.md) whose commits, labels and title are this test's. The
// benchmark is `cat bench.txt` of each side: real go test output of the Go
// example, where head regresses.

const root = new URL('../..', import.meta.url).pathname;
const outputs = join(root, 'examples/go-blockstore/outputs');
const eventOf = (action: 'opened' | 'labeled') =>
  JSON.parse(readFileSync(join(root, `test/support/github-events/pull_request.${action}.json`), 'utf8')) as {
    repository: { full_name: string };
    pull_request: {
      number: number;
      title: string;
      labels: { name: string }[];
      head: { sha: string; repo: { full_name: string } };
      base: { sha: string; ref: string };
    };
  };

let work: string;
let fake: FakeGitHub | undefined;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'benchgate-trigger-'));
});
afterEach(async () => {
  await fake?.close();
  rmSync(work, { recursive: true, force: true });
});

/** main (base.txt, and the config when given) and the pull request's commit on it (head.txt). */
function pullRepo(config?: string, headConfig?: string): { base: string; head: string } {
  const dir = join(work, 'workspace');
  mkdirSync(join(dir, '.github'), { recursive: true });
  cpSync(join(outputs, 'base.txt'), join(dir, 'bench.txt'));
  if (config) writeFileSync(join(dir, '.github/benchgate.yml'), config);
  gitIn(dir, 'init', '-q', '-b', 'main');
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-q', '-m', 'main');
  const base = gitIn(dir, 'rev-parse', 'HEAD');
  gitIn(dir, 'checkout', '-q', '-b', 'feature');
  cpSync(join(outputs, 'head.txt'), join(dir, 'bench.txt'));
  if (headConfig) writeFileSync(join(dir, '.github/benchgate.yml'), headConfig);
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-q', '-m', 'copy blocks twice');
  return { base, head: gitIn(dir, 'rev-parse', 'HEAD') };
}

async function runOn(
  action: 'opened' | 'labeled',
  pr: { labels: string[]; title?: string; config?: string; headConfig?: string },
  inputs: Record<string, string>,
) {
  const { base, head } = pullRepo(pr.config, pr.headConfig);
  const event = eventOf(action);
  const repo = event.repository.full_name;
  const number = event.pull_request.number;
  const title = pr.title ?? event.pull_request.title;
  fake = await startFakeGitHub({
    seed: {
      pulls: [{ repo, number, headSha: head, baseRef: 'main', baseSha: base, title, labels: pr.labels }],
    },
  });
  const payload = {
    ...event,
    pull_request: {
      ...event.pull_request,
      title,
      labels: pr.labels.map((name) => ({ name })),
      head: { ...event.pull_request.head, sha: head },
      base: { ...event.pull_request.base, sha: base, ref: 'main' },
    },
  };
  const r = await runBundledAction({
    work,
    repo,
    sha: head,
    apiUrl: fake.url,
    eventName: 'pull_request',
    payload,
    inputs: {
      mode: 'ab',
      runner: 'command',
      command: 'cat bench.txt',
      format: 'go',
      rounds: '2',
      'confirm-rounds': '0',
      'github-token': fake.token,
      'check-name': 'benchmarks',
      'data-branch': '',
      // Profiling after the verdict is test/integration/profile-action.test.ts's: perf
      // over `cat` adds seconds per regressed row and says nothing here.
      profile: 'off',
      ...inputs,
    },
  });
  return { r, head, fake };
}

const LABEL_NOTE =
  '⏭️ Not run: benchmarks run on the pull requests that ask for them. To run them here, add the label **benchmark** to this pull request.';

describe('opt-in triggers', () => {
  it('skips a pull request without the label: a note on how to opt in, a neutral check, verdict skipped, nothing run', async () => {
    const { r, head, fake } = await runOn('opened', { labels: [] }, { trigger: 'label: benchmark' });
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs.verdict).toBe('skipped');
    expect(r.outputs.comparison).toBeUndefined();
    expect(existsSync(join(work, 'runner-temp/benchgate-benchmarks/base.json'))).toBe(false);
    expect(fake.state.comments.map((c) => c.body.includes(LABEL_NOTE))).toEqual([true]);
    expect(fake.state.comments[0]!.body).toContain(
      '<sub>trigger label: benchmark, set by input trigger</sub>',
    );
    expect(fake.state.checkRuns.map((c) => [c.head_sha, c.conclusion, c.output.title])).toEqual([
      [head, 'neutral', 'Skipped: not opted in; to run the benchmarks, add the label "benchmark"'],
    ]);
    expect(r.summary).toContain(LABEL_NOTE);
  });

  it('runs once the label is added (the labeled event) and judges as always', async () => {
    const { r, head, fake } = await runOn(
      'labeled',
      { labels: ['bug', 'benchmark'] },
      { trigger: 'label: benchmark' },
    );
    expect(r.code, r.stdout).toBe(1);
    expect(r.outputs.verdict).toBe('regression');
    expect(existsSync(join(work, 'runner-temp/benchgate-benchmarks/base.json'))).toBe(true);
    expect(fake.state.checkRuns.map((c) => [c.head_sha, c.conclusion])).toEqual([[head, 'failure']]);
    expect(fake.state.comments.map((c) => c.body.includes('Not run'))).toEqual([false]);
  });

  it('takes the trigger from the base commit’s config: a title keyword, any case', async () => {
    const config = 'trigger: { title: "[bench]" }\n';
    const skipped = await runOn('opened', { labels: [], title: 'Copy blocks twice', config }, {});
    expect(skipped.r.code, skipped.r.stdout).toBe(0);
    expect(skipped.r.outputs.verdict).toBe('skipped');
    expect(skipped.fake.state.comments[0]!.body).toContain(
      'To run them here, put **\\[bench\\]** in its title.\n\n<sub>trigger title: \\[bench\\], set by .github/benchgate.yml</sub>',
    );
    await fake!.close();
    rmSync(work, { recursive: true, force: true });
    mkdirSync(work);
    const ran = await runOn('opened', { labels: [], title: 'Copy blocks twice [BENCH]', config }, {});
    expect(ran.r.code, ran.r.stdout).toBe(1);
    expect(ran.r.outputs.verdict).toBe('regression');
  });

  it('is the base commit’s: a pull request that sets trigger: comment in its own config is still run and fails', async () => {
    const { r, fake } = await runOn('opened', { labels: [], headConfig: 'trigger: comment\n' }, {});
    expect(r.code, r.stdout).toBe(1);
    expect(r.outputs.verdict).toBe('regression');
    expect(fake.state.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
    expect(fake.state.comments[0]!.body).toContain('trigger default → comment');
  });

  it('never comments with comment: never, and still posts the neutral check', async () => {
    const { r, fake } = await runOn('opened', { labels: [] }, { trigger: 'comment', comment: 'never' });
    expect(r.code, r.stdout).toBe(0);
    expect(fake.state.comments).toEqual([]);
    expect(fake.state.checkRuns.map((c) => [c.conclusion, c.output.title])).toEqual([
      [
        'neutral',
        'Skipped: not opted in; to run the benchmarks, comment /benchmark (write permission needed)',
      ],
    ]);
  });
});
