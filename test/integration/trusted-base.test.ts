import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SeededContent } from '../support/fake-github/state.js';
import {
  BASE_CONFIG,
  BASE_TEMPLATE,
  gitIn,
  REPO,
  TRIGGERS,
  usePrAttack,
  type Pr,
} from '../support/pr-attack.js';

// Issue 29, High: on a pull request the config and the comment template are
// the base commit's, read at the SHA GitHub names (the payload's or the API's
// base.sha, fetched into a depth-1 checkout), never the checkout's and never
// HEAD~1; when the base cannot be read, no repository config and the shipped
// template apply, and the report says so. Each test is the attack: the PR's
// head carries a template that steals the environment (to a file and into
// the comment) and a config whose 1000% threshold passes its real regression.

const h = usePrAttack();
const { makePr, runAction, expectNoTheft, reportComment } = h;

describe('a depth-1 checkout of a pull request: the base commit’s files, fetched', () => {
  it.each(TRIGGERS.flatMap((t) => [[t, 'compare'] as const, [t, 'ab'] as const]))(
    '%s, mode %s: the base config and template are in force, the PR’s hostile ones never run',
    async (trigger, mode) => {
      // An A/B run builds the base, so it needs the history (fetch-depth: 0); the rest reads the base's files at depth 1.
      const pr = makePr(`${trigger}-${mode}`, mode === 'ab' ? 0 : 1);
      const r = await runAction(trigger, mode, pr);
      expectNoTheft(r);
      expect(r.code, r.out).toBe(1);
      expect(r.comparison!.policy.threshold).toBe(0.05);
      expect(h.fake().state.checkRuns.map((c) => [c.head_sha, c.conclusion])).toEqual([
        [pr.headSha, 'failure'],
      ]);
      const [comment, ...more] = reportComment();
      expect(more).toEqual([]);
      expect(comment!.body).toContain('### Benchmarks: benchmarks (base template)');
      expect(comment!.body).toContain(
        `This pull request changes .github/benchgate.yml: the base commit's version (${pr.baseSha.slice(0, 12)}) is in force`,
      );
      expect(comment!.body).toContain('threshold 5% → 1000%');
      expect(comment!.body).toContain(
        'This pull request changes the comment template .github/comment.md.eta',
      );
    },
  );

  it.each(TRIGGERS)(
    '%s, mode record: the base config is in force, the PR’s is only reported',
    async (trigger) => {
      const pr = makePr(`${trigger}-record`);
      // An unknown key: the run fails if the PR's config is the one parsed.
      writeFileSync(join(pr.workspace, '.github/benchgate.yml'), 'hostile: 1\n');
      const r = await runAction(trigger, 'record', pr);
      expectNoTheft(r);
      expect(r.code, r.out).toBe(0);
      expect(r.out).toContain(
        `::warning::This pull request changes .github/benchgate.yml: the base commit's version (${pr.baseSha.slice(0, 12)}) is in force; the pull request's applies after merge, but it is invalid at .github/benchgate.yml, line 1 (the error is in the run's log).`,
      );
      expect(r.out).toMatch(/recorded \d+ benchmarks/);
    },
  );
});

describe('when the base commit cannot be read: fail closed, and say so in the report', () => {
  it.each(TRIGGERS)(
    '%s, mode compare: no repository config, the shipped template, one note',
    async (trigger) => {
      const pr = makePr(`${trigger}-unreachable`);
      gitIn(pr.workspace, 'remote', 'set-url', 'origin', join(h.work(), 'gone'));
      const r = await runAction(trigger, 'compare', pr);
      expectNoTheft(r);
      expect(r.code, r.out).toBe(1);
      // The default threshold, not the PR's 1000%.
      expect(r.comparison!.policy.threshold).toBe(0.05);
      expect(r.comparison!.policy.origins).toBeUndefined();
      expect(h.fake().state.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
      const [comment] = reportComment();
      expect(comment!.body).not.toContain('(base template)');
      expect(comment!.body).toContain(
        `> The base commit's .github/benchgate.yml and .github/comment.md.eta could not be read (the base commit ${pr.baseSha.slice(0, 12)} is not in the checkout and could not be fetched`,
      );
      expect(comment!.body).toContain(
        "this report applies no repository config and the shipped template, never the pull request's.",
      );
      expect(h.fake().state.checkRuns[0]!.output.summary).toContain('could not be read');
    },
  );

  it('a payload without base.sha and no token to ask the API: fail closed, never the checkout or HEAD~1', async () => {
    // Depth 2: HEAD~1 is the PR's own commit with the hostile files.
    const pr = makePr('no-base-sha', 2);
    const r = await runAction('pull_request_target', 'compare', pr, { 'github-token': '' }, false);
    expect(existsSync(join(r.temp, 'stolen-env.json'))).toBe(false);
    expect(r.summary).not.toContain('PWNED');
    expect(r.comparison!.policy.threshold).toBe(0.05);
    expect(r.code, r.out).toBe(1);
    expect(r.summary).toContain(
      "> The base commit's .github/benchgate.yml and .github/comment.md.eta could not be read (neither the event nor the API named the base commit)",
    );
  });
});

describe('when git cannot fetch the base commit: its files through the contents API', () => {
  const atBase = (pr: Pr, files: Omit<SeededContent, 'repo' | 'ref'>[]): SeededContent[] =>
    files.map((f) => ({ repo: REPO, ref: pr.baseSha, ...f }));

  it.each(TRIGGERS)(
    '%s, mode compare: the base config and template in force, read through the API',
    async (trigger) => {
      const pr = makePr(`${trigger}-api`);
      gitIn(pr.workspace, 'remote', 'set-url', 'origin', join(h.work(), 'gone'));
      const r = await runAction(
        trigger,
        'compare',
        pr,
        {},
        true,
        atBase(pr, [
          { path: '.github/benchgate.yml', text: BASE_CONFIG },
          { path: '.github/comment.md.eta', text: BASE_TEMPLATE },
        ]),
      );
      expectNoTheft(r);
      expect(r.code, r.out).toBe(1);
      expect(r.comparison!.policy.threshold).toBe(0.05);
      expect(r.comparison!.policy.origins).toEqual({ threshold: '.github/benchgate.yml' });
      const [comment] = reportComment();
      expect(comment!.body).toContain('### Benchmarks: benchmarks (base template)');
      expect(comment!.body).toContain('threshold 5% → 1000%');
      expect(comment!.body).not.toContain('could not be read');
      const reads = h.fake().requests.filter((q) => q.route === 'GET /repos/{owner}/{repo}/contents/{path*}');
      expect(reads.map((q) => q.path.split('?')[0])).toEqual([
        '/repos/acme/broker/contents/.github%2Fbenchgate.yml',
        '/repos/acme/broker/contents/.github%2Fcomment.md.eta',
      ]);
    },
  );

  it('a template that is a symbolic link at the base: fail closed, with the note', async () => {
    const pr = makePr('api-symlink');
    gitIn(pr.workspace, 'remote', 'set-url', 'origin', join(h.work(), 'gone'));
    const r = await runAction(
      'pull_request',
      'compare',
      pr,
      {},
      true,
      atBase(pr, [
        { path: '.github/benchgate.yml', text: BASE_CONFIG },
        { path: '.github/comment.md.eta', symlinkTarget: '/proc/self/environ' },
      ]),
    );
    expectNoTheft(r);
    expect(r.code, r.out).toBe(1);
    const [comment] = reportComment();
    expect(comment!.body).not.toContain('(base template)');
    expect(comment!.body).toContain(
      `, and the contents API failed: ${pr.baseSha.slice(0, 12)}:.github/comment.md.eta: is a symlink; benchgate reads only a regular file): this report applies no repository config and the shipped template`,
    );
  });
});
