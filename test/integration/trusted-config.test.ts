import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../src/compare/types.js';
import { BASE_CONFIG, usePrAttack } from '../support/pr-attack.js';

// Issue 15, item 2: a pull request must not set its own gate. The config and
// the comment template in force are the base commit's; the PR's version is
// reported ("applies after merge") and not applied. Each test is an attack: the
// PR's head adds a config that would turn its real regression green.

const { makePr, runAction, reportComment, fake } = usePrAttack();

const regressed = (c: Comparison | undefined) =>
  (c?.rows ?? []).filter((r) => r.verdict === 'regression' && !r.waived).map((r) => `${r.name} ${r.unit}`);

describe('a pull request cannot set its own gate', () => {
  it('without an attack, the regression fails the step (the baseline for the attacks below)', async () => {
    const r = await runAction('pull_request', 'ab', makePr('plain', 0, {}));
    expect(r.code, r.out).toBe(1);
    expect(regressed(r.comparison)).toContain('BenchmarkWriteBlock/store=memory/size=64KB ns/op');
    expect(r.summary).not.toContain('applies after merge');
  });

  it.each<[string, string, string]>([
    [
      'a waiver for *',
      'waivers:\n  - { benchmark: "*", reason: "trust me", expires: 2999-12-31 }\n',
      'waiver added: \\* until 2999-12-31', // escaped Markdown
    ],
    ['threshold: 1000%', 'threshold: 1000%\n', 'threshold 5% → 1000%'],
    [
      'tiers: shadow for everything, floors past any change, on-missing: pass',
      'tiers:\n  - { benchmark: "*", tier: shadow }\nfloors: { ns/op: 1s }\non-missing: pass\n',
      'tier rule added: \\*: shadow', // escaped Markdown
    ],
    [
      'directions: {ns/op: bigger}',
      `${BASE_CONFIG}directions: { ns/op: bigger }\n`,
      'direction of ns/op: by unit → bigger is better',
    ],
  ])('%s in the PR head still gets a failing check on the real regression', async (_, prConfig, change) => {
    const pr = makePr(`attack-${Math.random().toString(36).slice(2)}`, 0, {
      '.github/benchgate.yml': prConfig,
    });
    const r = await runAction('pull_request', 'ab', pr);
    expect(fake().state.checkRuns.map((c) => [c.name, c.head_sha, c.conclusion])).toEqual([
      ['benchmarks', pr.headSha, 'failure'],
    ]);
    expect(reportComment()).toHaveLength(1);
    expect(reportComment()[0]!.body).toContain('applies after merge');
    expect(r.code, r.out).toBe(1);
    expect(r.out).toMatch(/::error::\d+ benchmark regressions/);
    expect(regressed(r.comparison)).toContain('BenchmarkWriteBlock/store=memory/size=64KB ns/op');
    expect(r.comparison!.policy.threshold).toBe(0.05);
    expect(r.comparison!.policy.directions).toEqual({});
    expect(r.comparison!.rows.filter((row) => row.waived)).toEqual([]);
    // Said at the top of the report (whatever the template), with what would change.
    const notice = r.summary.split('\n').findIndex((l) => l.includes('applies after merge'));
    expect(notice).toBe(1);
    expect(r.summary).toContain(`This pull request changes .github/benchgate.yml: the base commit's version`);
    expect(r.summary).toContain(change);
  });

  it('renders the base commit’s comment template, not the one the PR rewrites', async () => {
    const pr = makePr('template', 0, { '.github/comment.md.eta': '### PWNED <%= it.title %>\n' });
    const r = await runAction('pull_request', 'ab', pr);
    expect(r.code, r.out).toBe(1);
    expect(r.summary).toContain('(base template)');
    expect(r.summary).not.toContain('PWNED');
    expect(r.summary).toContain('This pull request changes the comment template .github/comment.md.eta');
  });
});
