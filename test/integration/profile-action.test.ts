import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runBundledAction } from '../support/bundled-action.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github/index.js';
import { gitIn } from '../support/git-fixture.js';

// The bundled action in A/B mode on the merge queue (the event that names both
// commits itself) over test/fixtures/profile/go-planted: after the verdict it
// profiles BenchmarkEncode, commits the flame graph to the data branch beside
// the charts, and the check's report says where the time went, linked.

const root = new URL('../..', import.meta.url).pathname;
const project = join(root, 'test/fixtures/profile/go-planted');
const event = JSON.parse(
  readFileSync(join(root, 'test/support/github-events/merge_group.checks_requested.json'), 'utf8'),
) as { merge_group: Record<string, string> };

let work: string;
let fake: FakeGitHub | undefined;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'benchgate-profile-action-'));
});
afterEach(async () => {
  await fake?.close();
  rmSync(work, { recursive: true, force: true });
});

function queueRepo(): { base: string; head: string } {
  const dir = join(work, 'workspace');
  mkdirSync(dir, { recursive: true });
  cpSync(join(project, 'base'), dir, { recursive: true });
  gitIn(dir, 'init', '-q', '-b', 'main');
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-q', '-m', 'main');
  const base = gitIn(dir, 'rev-parse', 'HEAD');
  gitIn(dir, 'checkout', '-q', '-b', 'gh-readonly-queue/main/pr-7');
  cpSync(join(project, 'head'), dir, { recursive: true });
  gitIn(dir, 'commit', '-q', '-am', 'Merge pull request #7');
  return { base, head: gitIn(dir, 'rev-parse', 'HEAD') };
}

describe('the bundled action with profiles', () => {
  it('links the flame graph it committed to the data branch and lists the slowed function first', async () => {
    const { base, head } = queueRepo();
    fake = await startFakeGitHub({ seed: {} });
    const r = await runBundledAction({
      work,
      repo: 'acme/broker',
      sha: head,
      apiUrl: fake.url,
      eventName: 'merge_group',
      payload: { ...event, merge_group: { ...event.merge_group, head_sha: head, base_sha: base } },
      inputs: {
        mode: 'ab',
        runner: 'go',
        filter: '^BenchmarkEncode$',
        args: '-benchtime 100ms',
        design: 'fixed',
        rounds: '3',
        'confirm-rounds': '0',
        'github-token': fake.token,
        'check-name': 'benchmarks',
        'data-branch': 'benchmark-data',
      },
    });
    expect(r.code, r.stdout).toBe(1);
    const files = Object.keys(fake.state.branchFiles('acme/broker', 'benchmark-data') ?? {});
    expect(files.filter((f) => f.endsWith('.svg'))).toEqual([
      `commits/${head}/profiles/1-BenchmarkEncode.svg`,
    ]);
    // The flame graphs' own commit on the data branch (the charts' commit follows it).
    const linked = new RegExp(
      `\\[Differential flame graph\\]\\(https://github\\.com/acme/broker/blob/([0-9a-f]{40})/commits/${head}/profiles/1-BenchmarkEncode\\.svg\\)`,
    ).exec(r.summary);
    // Under the table of the rows it profiled, before the results by family and the footer.
    const where = r.summary.indexOf('\n\n#### Where the time went\n\n');
    expect(r.summary.slice(0, where)).toMatch(/#### Regressions\n\n(\|.*\n)+\|.*$/);
    expect(r.summary.indexOf('#### All ')).toBeGreaterThan(where);
    expect(linked, r.summary.slice(r.summary.indexOf('### Where'))).not.toBeNull();
    expect(fake.state.branchHistory('acme/broker', 'benchmark-data')).toContain(linked![1]);
    const table = r.summary.slice(r.summary.indexOf('| Function |'));
    expect(table.split('\n')[2]).toMatch(/^\| example\.com\/planted\.scramble \| /);
  }, 600_000);
});
