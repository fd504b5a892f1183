// The culprits a bisect.json names, as a change issue names them
// (src/report/change-issue.ts Culprit): every culprit the range holds, each
// with the rows it explains and its flame graphs on disk.
//
// Trust: bisect.json is written by `benchgate bisect` on the repository's own
// workflow, but its names (rows, titles, functions) come from benchmark
// processes and its subjects from commit messages, so it is read as
// untrusted: every field is checked for its type here, and the issue escapes
// every name it prints (docs/security.md, "Watching main: the store, the
// dashboard, bisection").

import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathInside } from '../config/workspace-file.js';
import { UsageError } from './errors.js';
import type { Culprit } from '../report/change-issue.js';
import type { BisectReport } from '../bisect/run-bisection.js';
import type { CulpritProfile } from '../bisect/culprit-profile.js';

/** A culprit as the issue names it, with its flame graphs on disk (parallel to culprit.profiles). */
export interface CulpritFound {
  culprit: Culprit;
  flameGraphs: string[];
}

const isString = (x: unknown): x is string => typeof x === 'string';

/** The field's value when it is a string; otherwise an error naming the field. */
function text(value: unknown, field: string): string {
  if (!isString(value)) throw new Error(`${field} is not a string`);
  return value;
}

/** The culprit's profile when it is one of this culprit (its head), with its flame graphs. */
function profileOf(
  profile: CulpritProfile | undefined,
  sha: string,
  field: string,
): CulpritProfile | undefined {
  if (profile === undefined || profile === null) return undefined;
  if (typeof profile !== 'object' || !Array.isArray(profile.flameGraphs))
    throw new Error(`${field} is not a culprit profile (no flameGraphs)`);
  return profile.head === sha ? profile : undefined;
}

/**
 * The flame graph's file on disk: inside the folder of bisect.json, and an
 * SVG. Why: the command commits these files to the data branch, and a
 * bisect.json whose paths point elsewhere (../../.ssh/id_rsa, or a link out
 * of the folder) would publish whatever they name.
 */
function flameGraphPath(folder: string, path: string, field: string): string {
  const full = resolve(folder, path);
  // A file that is not there publishes nothing (the command warns); one that is must stay inside once links are followed.
  const linkedOut = existsSync(full) && pathInside(realpathSync(folder), realpathSync(full)) === undefined;
  if (!full.endsWith('.svg') || pathInside(folder, full) === undefined || linkedOut)
    throw new Error(`${field} is not an SVG inside the bisection's folder (${path})`);
  return full;
}

/**
 * Every culprit of a parsed bisect.json at `file`, oldest first. A bisection
 * that found several changes in its range lists each under `culprits`, with
 * the rows it explains; a bisect.json written before that list existed has
 * only `culprit` and `culpritProfile`. None when the bisection found none.
 * Flame graph paths in bisect.json are relative to its folder. Throws an
 * Error naming the field when one is not what bisect writes.
 */
export function culpritsOfReport(report: Partial<BisectReport>, file: string): CulpritFound[] {
  const runs = Array.isArray(report.probes) ? report.probes.length : 0;
  const folder = resolve(dirname(file));
  const bad = text(report.bad, 'bad');
  const listed: { entry: unknown; profile: CulpritProfile | undefined; field: string }[] = Array.isArray(
    report.culprits,
  )
    ? report.culprits.map((c, i) => ({ entry: c, profile: c?.profile, field: `culprits[${i}]` }))
    : report.culprit
      ? [{ entry: report.culprit, profile: report.culpritProfile, field: 'culprit' }]
      : [];
  // Rows are named only when there is more than one commit to tell apart.
  const several =
    new Set(listed.map(({ entry }) => (entry as { sha?: unknown } | null)?.sha).filter(isString)).size > 1;
  const seen = new Set<string>();
  const out: CulpritFound[] = [];
  for (const { entry, profile, field } of listed) {
    if (typeof entry !== 'object' || entry === null) throw new Error(`${field} is not an object`);
    const c = entry as Record<string, unknown>;
    const sha = text(c.sha, `${field}.sha`);
    if (seen.has(sha)) continue;
    seen.add(sha);
    if (typeof c.confirmed !== 'boolean') throw new Error(`${field}.confirmed is not true or false`);
    const culprit: Culprit = {
      bad,
      sha,
      subject: text(c.subject, `${field}.subject`),
      confirmed: c.confirmed,
      runs,
    };
    if (several && c.explains !== undefined) {
      if (!Array.isArray(c.explains) || !c.explains.every(isString))
        throw new Error(`${field}.explains is not a list of row names`);
      culprit.explains = c.explains;
    }
    const graphs = profileOf(profile, sha, `${field}.profile`)?.flameGraphs ?? [];
    for (const [i, g] of graphs.entries()) {
      if (!isString(g?.title) || !isString(g?.file))
        throw new Error(`${field}.profile.flameGraphs[${i}] has no title or file`);
      const top = g.top as Record<string, unknown> | undefined;
      if (top !== undefined && !(isString(top?.name) && Number.isFinite(top?.delta) && isString(top?.unit)))
        throw new Error(`${field}.profile.flameGraphs[${i}].top is not a function, a number and a unit`);
    }
    if (graphs.length === 0) {
      out.push({ culprit, flameGraphs: [] });
      continue;
    }
    out.push({
      culprit: {
        ...culprit,
        profiles: graphs.map((g) => ({ title: g.title, file: g.file, ...(g.top ? { top: g.top } : {}) })),
      },
      flameGraphs: graphs.map((g, i) =>
        flameGraphPath(folder, g.file, `${field}.profile.flameGraphs[${i}].file`),
      ),
    });
  }
  return out;
}

/** The culprits a bisect.json names (none when the bisection found none); a file that is not one is an error naming it. */
export function readCulprits(file: string): CulpritFound[] {
  const notBisect = (why: string) =>
    new UsageError(`--culprit ${file}: not a bisect.json of benchgate bisect (${why})`);
  let report: Partial<BisectReport>;
  try {
    report = JSON.parse(readFileSync(file, 'utf8')) as Partial<BisectReport>;
  } catch (err) {
    throw notBisect((err as Error).message);
  }
  if (typeof report.bad !== 'string' || !Array.isArray(report.probes))
    throw notBisect('no bad commit or probes');
  try {
    return culpritsOfReport(report, file);
  } catch (err) {
    throw notBisect((err as Error).message);
  }
}
