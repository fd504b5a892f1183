// One bisection, as the command line (`benchgate bisect`) and the action's
// bisect mode both run it: the commit range, a benchgate run per probe (its
// outputs kept in its own folder), the search, and bisect.json.

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toJsonText } from '../model/json-text.js';
import { runPipeline, type RunSettings } from '../pipeline/run-pipeline.js';
import type { Comparison } from '../compare/types.js';
import { commitRange, type CommitInfo } from './commit-range.js';
import { culpritProfileDir, profileCulprit, type CulpritProfile } from './culprit-profile.js';
import { probeVerdict, reproduceVerdict, type Target } from './probe-verdict.js';
import { DEFAULT_SEQUENTIAL } from '../stats/sequential.js';
import { maxProbes, type Probe } from './search.js';
import { bisectWholeRange, type WholeRangeOutcome } from './whole-range.js';

/** bisect.json: the range, every probe with its evidence, and the culprit. */
export interface BisectReport {
  good: string;
  bad: string;
  commits: CommitInfo[];
  probes: (Probe & { outDir: string })[];
  /** The first search's culprit: the commit most of the rows that regressed point at. */
  culprit?: CommitInfo & { confirmed: boolean };
  /**
   * Every culprit the range holds, oldest first, each with the rows it
   * explains (src/bisect/whole-range.ts); more than one when the range
   * holds more than one change.
   */
  culprits?: (CommitInfo & { confirmed: boolean; explains: string[]; profile?: CulpritProfile })[];
  /** Rows that regressed and that no culprit explains: the range holds a change the bisection did not place. */
  unexplained?: string[];
  /** The first search's culprit's profiles against its parent, for the rows it explains (docs/profiles.md); absent: not profiled. Each culprit's are under culprits[].profile. */
  culpritProfile?: CulpritProfile;
}

/**
 * Bisects good..bad in the repository at settings.cwd; writes bisect.json and
 * each probe's outputs into outDir. With `profile` (not off), the culprit's
 * rows are profiled against its parent once the search is done; the probes
 * are never profiled.
 */
export async function runBisection(
  good: string,
  bad: string,
  settings: RunSettings,
  outDir: string,
  profile?: RunSettings['profile'],
): Promise<BisectReport> {
  const range = await commitRange(good, bad, settings.cwd);
  let targets: Target[] = [];
  const dirs: string[] = [];
  const comparisons = new Map<string, Comparison>();
  const outcome = await bisectWholeRange(range.good, range.commits, async (base, head, role, tracked) => {
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
    comparisons.set(`${base}..${head}`, comparison);
    if (role === 'reproduce') {
      const first = reproduceVerdict(comparison, tracked);
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
    ...culpritsOf(outcome),
  };
  if (profile && profile.mode !== 'off')
    await profileCulprits(report, outcome, { range, comparisons }, { ...settings, profile }, outDir);
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, 'bisect.json'), toJsonText(report));
  return report;
}

/**
 * Profiles each culprit against its parent, for the rows it explains, the
 * first search's culprit first (into culprit-profile/, the others into a
 * folder named with their sha): the budget and the row cap apply to each
 * culprit's profiling run.
 */
async function profileCulprits(
  report: BisectReport,
  outcome: WholeRangeOutcome,
  searched: {
    range: { good: string; commits: readonly CommitInfo[] };
    comparisons: ReadonlyMap<string, Comparison>;
  },
  settings: RunSettings & { profile: NonNullable<RunSettings['profile']> },
  outDir: string,
): Promise<void> {
  const { range, comparisons } = searched;
  const main = outcome.main;
  const order = main ? [main, ...outcome.findings.filter((f) => f !== main)] : outcome.findings;
  for (const f of order) {
    const at = range.commits.findIndex((c) => c.sha === f.culprit.sha);
    const profile = await profileCulprit(
      {
        culprit: f.culprit,
        parent: at > 0 ? range.commits[at - 1]!.sha : range.good,
        explains: f.explains,
        probes: outcome.probes,
        comparisons,
        dir: culpritProfileDir(f.culprit.sha, f === main),
      },
      settings,
      outDir,
    );
    if (!profile) continue;
    if (f === main) report.culpritProfile = profile;
    const entry = report.culprits?.find((c) => c.sha === f.culprit.sha);
    if (entry) entry.profile = profile;
  }
}

/** The first search's culprit (the one most rows point at), and every culprit with what it explains. */
function culpritsOf(outcome: WholeRangeOutcome): Pick<BisectReport, 'culprit' | 'culprits' | 'unexplained'> {
  const main = outcome.main;
  if (!main) return {};
  return {
    culprit: { ...main.culprit, confirmed: main.confirmed },
    culprits: outcome.findings.map((f) => ({ ...f.culprit, confirmed: f.confirmed, explains: f.explains })),
    unexplained: outcome.unexplained,
  };
}

/**
 * The summary a person reads: the culprit, where its profiles are (under
 * `outDir`, bisect.json's folder), then every probe with the rows that decided it.
 */
export function renderBisect(r: BisectReport, outDir = '.'): string {
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
  lines.push(...accountLines(r), ...profileLines(r, outDir));
  lines.push(`${r.commits.length} commits after ${short(r.good)}, ${r.probes.length} probes:`);
  r.probes.forEach((p, i) => {
    lines.push(
      `  ${i + 1}. ${short(p.base)} against ${short(p.head)} (${p.role}): ${p.result.slower ? 'slower' : 'not slower'}`,
    );
    for (const e of p.result.evidence) lines.push(`       ${e}`);
  });
  return `${lines.join('\n')}\n`;
}

/** Which rows each culprit explains, and which none does: the whole range accounted for. */
function accountLines(r: BisectReport): string[] {
  const short = (sha: string) => sha.slice(0, 12);
  const culprits = r.culprits ?? [];
  const lines: string[] = [];
  if (culprits.length > 1) lines.push(`the range holds ${culprits.length} changes:`);
  for (const c of culprits)
    lines.push(
      `  ${short(c.sha)}${culprits.length > 1 ? ` ${c.subject}${c.confirmed ? '' : ' (suspect)'}` : ''} explains ${c.explains.length > 0 ? c.explains.join(', ') : 'none of the rows on its own'}`,
    );
  if (r.unexplained && r.unexplained.length > 0)
    lines.push(
      `  not explained by ${culprits.length > 1 ? 'any of them' : 'it'}: ${r.unexplained.join(', ')}; the range holds another change for these rows that this bisection did not place`,
    );
  return lines;
}

/** Where each culprit's profiles against its parent are, and the rows that have none. */
function profileLines(r: BisectReport, outDir: string): string[] {
  // A bisect.json of a version that profiled the first culprit only has culpritProfile alone.
  const each = (r.culprits ?? []).filter((c) => c.profile);
  const profiled =
    each.length > 0 || !r.culpritProfile ? each : [{ sha: r.culpritProfile.head, profile: r.culpritProfile }];
  const several = profiled.length > 1;
  const lines: string[] = [];
  for (const c of profiled) {
    const p = c.profile!;
    const whose = several ? `culprit ${c.sha.slice(0, 12)}` : 'culprit';
    lines.push(`profiles of the ${whose} against its parent: ${join(outDir, p.profiles)}`);
    for (const f of p.flameGraphs)
      lines.push(`  ${f.title}${f.top ? `: ${f.top.name} grew most` : ''}: ${join(outDir, f.file)}`);
    for (const n of p.notProfiled) lines.push(`  ${n.title} not profiled: ${n.reason}`);
  }
  return lines;
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
