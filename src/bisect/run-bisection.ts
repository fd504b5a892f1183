// One bisection, as the command line (`benchgate bisect`) and the action's
// bisect mode both run it: the commit range, a benchgate run per probe (its
// outputs kept in its own folder), the search, and bisect.json.

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toJsonText } from '../model/json-text.js';
import { runPipeline, type RunSettings } from '../pipeline/run-pipeline.js';
import { commitRange, type CommitInfo } from './commit-range.js';
import { probeVerdict, reproduceVerdict, type Target } from './probe-verdict.js';
import { DEFAULT_SEQUENTIAL } from '../stats/sequential.js';
import { bisectCommits, maxProbes, type Probe } from './search.js';

/** bisect.json: the range, every probe with its evidence, and the culprit. */
export interface BisectReport {
  good: string;
  bad: string;
  commits: CommitInfo[];
  probes: (Probe & { outDir: string })[];
  culprit?: CommitInfo & { confirmed: boolean };
}

/** Bisects good..bad in the repository at settings.cwd; writes bisect.json and each probe's outputs into outDir. */
export async function runBisection(
  good: string,
  bad: string,
  settings: RunSettings,
  outDir: string,
): Promise<BisectReport> {
  const range = await commitRange(good, bad, settings.cwd);
  let targets: Target[] = [];
  const dirs: string[] = [];
  const outcome = await bisectCommits(range.good, range.commits, async (base, head, role) => {
    const dir = join(outDir, `probe-${dirs.length + 1}-${head.slice(0, 12)}`);
    dirs.push(dir);
    settings.log(`probe ${dirs.length} (${role}): ${base.slice(0, 12)} against ${head.slice(0, 12)}`);
    const run = await runPipeline({
      ...settings,
      sequentialAlpha: probeAlpha(range.commits.length),
      mode: 'ab',
      baseRef: base,
      headRef: head,
      outDir: dir,
      // A probe compares two commits of main: every benchmark the filter names runs.
      select: settings.select ? { ...settings.select, mode: 'all' } : undefined,
    });
    const comparison = run.comparison!;
    if (role === 'reproduce') {
      const first = reproduceVerdict(comparison);
      targets = first.targets;
      return first.result;
    }
    return probeVerdict(comparison, targets);
  });
  const report: BisectReport = {
    good: range.good,
    bad: range.commits.at(-1)!.sha,
    commits: range.commits,
    probes: outcome.probes.map((p, i) => ({ ...p, outDir: dirs[i]! })),
    ...(outcome.culprit ? { culprit: { ...outcome.culprit, confirmed: outcome.confirmed === true } } : {}),
  };
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, 'bisect.json'), toJsonText(report));
  return report;
}

/** The summary a person reads: the culprit, then every probe with the rows that decided it. */
export function renderBisect(r: BisectReport): string {
  const short = (sha: string) => sha.slice(0, 12);
  const lines: string[] = [];
  if (r.culprit) {
    lines.push(
      `${r.culprit.confirmed ? 'culprit' : 'suspect'}: ${short(r.culprit.sha)} ${r.culprit.subject}`,
    );
    lines.push(
      r.culprit.confirmed
        ? '  slower than its parent as well: the slowdown arrives with this commit'
        : '  not clearly slower than its parent, so not confirmed: the slowdown may build up over the commits before it, or the runs were too noisy to place it',
    );
  } else {
    lines.push(`no culprit: ${short(r.bad)} is not slower than ${short(r.good)} in these runs`);
  }
  lines.push(`${r.commits.length} commits after ${short(r.good)}, ${r.probes.length} probes:`);
  r.probes.forEach((p, i) => {
    lines.push(
      `  ${i + 1}. ${short(p.base)} against ${short(p.head)} (${p.role}): ${p.result.slower ? 'slower' : 'not slower'}`,
    );
    for (const e of p.result.evidence) lines.push(`       ${e}`);
  });
  return `${lines.join('\n')}\n`;
}

/**
 * The sequential rule's alpha for each probe: the run's alpha shared by the
 * most probes the search makes (Bonferroni). Why: a bisection names the
 * right commit only when every probe is right, so a probe needs the error
 * rate a whole pull-request verdict has. Measured with probes judged from
 * real runs: at the pull request's alpha (0.01) 70 of 80 culprits were
 * right, at this one 76 of 80 (docs/performance.md, "The culprit commit
 * under real noise").
 */
export function probeAlpha(commits: number): number {
  return DEFAULT_SEQUENTIAL.alpha / maxProbes(commits);
}
