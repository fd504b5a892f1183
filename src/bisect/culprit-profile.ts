// Where the time went at each culprit (issue 31 item 5): once a bisection
// names its culprits, the rows each explains are profiled on it and its
// parent, after every probe's verdict, exactly as a pull request's
// regressions are (src/pipeline/profile-step.ts), so the change issue can
// link the diff.

import { join } from 'node:path';
import type { Comparison } from '../compare/types.js';
import { profileCommits, type ProfileReport } from '../pipeline/profile-step.js';
import type { RunSettings } from '../pipeline/run-pipeline.js';
import type { CommitInfo } from './commit-range.js';
import { rowKey } from './probe-verdict.js';
import type { Probe } from './search.js';

/** The folder in the bisection's output folder that the first culprit's profiles go to. */
export const CULPRIT_PROFILE_DIR = 'culprit-profile';

/** The folder of a culprit's profiles: the first culprit's CULPRIT_PROFILE_DIR, each later one's with its short sha. */
export function culpritProfileDir(sha: string, first: boolean): string {
  return first ? CULPRIT_PROFILE_DIR : `${CULPRIT_PROFILE_DIR}-${sha.slice(0, 12)}`;
}

/** In bisect.json: the culprit's profiles against its parent; paths relative to bisect.json's folder. */
export interface CulpritProfile {
  base: string;
  head: string;
  /** profiles.json: every profiled row's full diff, and the rows not profiled with the reason. */
  profiles: string;
  flameGraphs: {
    title: string;
    /** The differential flame graph (an SVG). */
    file: string;
    /** The function that grew most, and by how much per operation (in `unit`). */
    top?: { name: string; delta: number; unit: string };
  }[];
  notProfiled: { title: string; reason: string }[];
}

export interface CulpritToProfile {
  culprit: CommitInfo;
  /** The commit before it on the searched line: the last good one when the culprit is the first. */
  parent: string;
  /** The names of the rows the culprit explains (bisect.json's explains). */
  explains: readonly string[];
  probes: readonly Probe[];
  /** The comparison of each probe, by `${base}..${head}`. */
  comparisons: ReadonlyMap<string, Comparison>;
  /** The folder under the bisection's output folder (culpritProfileDir). */
  dir: string;
}

/**
 * Profiles the rows the culprit explains on it and its parent, judged by the
 * probe that compared the two; where it explains none on its own, the rows
 * that probe found slower. Undefined when no probe compared the two.
 */
export async function profileCulprit(
  c: CulpritToProfile,
  settings: RunSettings & { profile: NonNullable<RunSettings['profile']> },
  outDir: string,
): Promise<CulpritProfile | undefined> {
  const comparison = c.comparisons.get(`${c.parent}..${c.culprit.sha}`);
  const pair = c.probes.find((p) => p.base === c.parent && p.head === c.culprit.sha);
  if (!comparison || !pair) return undefined;
  const keyOfName = new Map(
    c.probes.flatMap((p) => (p.result.rows ?? []).map((r) => [r.row, r.key] as const)),
  );
  const explained = c.explains.flatMap((name) => {
    const key = keyOfName.get(name);
    return key ? [key] : [];
  });
  const keys = new Set(
    explained.length > 0 ? explained : (pair.result.rows ?? []).filter((r) => r.slower).map((r) => r.key),
  );
  const dir = join(outDir, c.dir);
  settings.log(
    `profiling the culprit ${c.culprit.sha.slice(0, 12)} against its parent ${c.parent.slice(0, 12)}`,
  );
  const report = await profileCommits(
    settings,
    { baseRef: c.parent, headRef: c.culprit.sha, outDir: dir },
    comparison,
    { profile: settings.profile, only: (row) => keys.has(rowKey(row)) },
  );
  return summarise(report, c.parent, c.culprit.sha, c.dir);
}

function summarise(report: ProfileReport, base: string, head: string, dir: string): CulpritProfile {
  return {
    base,
    head,
    profiles: `${dir}/profiles.json`,
    flameGraphs: report.profiled.map((p) => {
      const top = p.diff.functions.find((f) => f.delta > 0);
      return {
        title: p.title,
        file: `${dir}/${p.flameGraph}`,
        ...(top ? { top: { name: top.name, delta: top.delta, unit: p.diff.unit } } : {}),
      };
    }),
    notProfiled: report.notProfiled,
  };
}
