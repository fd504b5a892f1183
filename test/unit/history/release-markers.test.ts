import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseTagRefs, TAG_REF_FORMAT } from '../../../src/history/release-markers.js';
import type { HistorySeries } from '../../../src/history/types.js';
import { renderChangeIssue } from '../../../src/report/change-issue.js';
import { gitIn } from '../../support/git-fixture.js';

// Releases are the tags of a real repository, read with the command the CLI runs.
const dir = mkdtempSync(join(tmpdir(), 'benchgate-tags-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
gitIn(dir, 'init', '-q', '-b', 'main');
const commits: string[] = [];
for (const n of [1, 2, 3]) {
  writeFileSync(join(dir, 'f'), String(n));
  gitIn(dir, 'add', 'f');
  gitIn(dir, 'commit', '-q', '-m', `c${n}`);
  commits.push(gitIn(dir, 'rev-parse', 'HEAD'));
}
gitIn(dir, 'tag', 'v1.0.0', commits[0]!);
gitIn(dir, 'tag', '-a', '-m', 'release', 'v1.1.0', commits[1]!);
gitIn(dir, 'tag', 'nightly-3', commits[2]!);
const refs = gitIn(dir, 'for-each-ref', `--format=${TAG_REF_FORMAT}`, 'refs/tags');

describe('parseTagRefs', () => {
  it('reads lightweight and annotated tags at their commits, in git order', () => {
    expect(parseTagRefs(refs)).toEqual([
      { name: 'nightly-3', commit: commits[2] },
      { name: 'v1.0.0', commit: commits[0] },
      { name: 'v1.1.0', commit: commits[1] },
    ]);
  });

  it('keeps the tags the pattern matches', () => {
    expect(parseTagRefs(refs, 'v*').map((r) => r.name)).toEqual(['v1.0.0', 'v1.1.0']);
    expect(parseTagRefs(refs, 'v1.?.0').map((r) => r.name)).toEqual(['v1.0.0', 'v1.1.0']);
    expect(parseTagRefs(refs, 'release-*')).toEqual([]);
  });

  it('names the line that is not a tag', () => {
    expect(() => parseTagRefs(`${refs}\nnot a tag line`)).toThrow(
      'git for-each-ref refs/tags, line 4: not a tag and its object: "not a tag line"',
    );
  });
});

describe("the change issue's chart", () => {
  it('labels the commits that carry a release and names them under the chart, escaped', () => {
    const points = commits.map((commit, i) => ({
      commit,
      time: `2026-11-01T0${i}:00:00Z`,
      center: i < 2 ? 100 : 150,
      n: 10,
      env: 'e',
    }));
    const series: HistorySeries = {
      suite: 'go',
      name: 'BenchmarkWrite',
      params: {},
      unit: 'ns/op',
      direction: 'smaller',
      family: 'go.BenchmarkWrite',
      points,
    };
    const { body } = renderChangeIssue(
      {
        commit: commits[2]!,
        changes: [
          {
            ...series,
            commit: commits[2]!,
            previousCommit: commits[1]!,
            before: 100,
            after: 150,
            change: 0.5,
            p: 1e-6,
            q: 1e-5,
            kind: 'regression',
          },
        ],
      },
      {
        repositoryUrl: 'https://github.com/acme/broker',
        mentions: [],
        series: [series],
        releases: [
          { name: 'v1.1.0', commit: commits[1]! },
          { name: 'v1.1.0-*rc*', commit: commits[1]! },
        ],
      },
    );
    const c = (i: number) => commits[i]!.slice(0, 7);
    expect(body).toContain(`x-axis ["${c(0)}", "${c(1)} v1.1.0, v1.1.0- rc", "${c(2)}"]`);
    expect(body).toContain(`Releases in the chart: v1.1.0, v1.1.0-\\*rc\\* at ${c(1)}.`);
  });
});
