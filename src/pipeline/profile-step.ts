import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Comparison, ComparisonRow } from '../compare/types.js';
import { toJsonText } from '../model/json-text.js';
import { AbSession, type AbRunOptions } from '../run/ab-run.js';
import type { RunnerPreset } from '../run/preset.js';
import { profileRows, type ProfiledSide, type ProfileReport } from '../profile/run-profiles.js';

export type { ProfileReport } from '../profile/run-profiles.js';
import type { ProfileSettings } from '../profile/settings.js';

/**
 * The profiles of the rows judged regressions, after the verdict (issue 31):
 * nothing here runs during the rounds or changes a verdict. Writes
 * profiles.json (every row's full diff) beside comparison.json; the flame
 * graphs and the profiles themselves go to profiles/.
 */
export async function profileAfterVerdict(
  session: AbSession,
  comparison: Comparison,
  o: {
    preset: RunnerPreset;
    profile: ProfileSettings;
    outDir: string;
    roundTimeoutMs: number;
    /** The rows to profile instead of the regressions (a bisection's culprit: the rows it explains). */
    only?: (row: ComparisonRow) => boolean;
    log: (line: string) => void;
  },
): Promise<ProfileReport> {
  const report = await profileRows({
    comparison,
    preset: o.preset,
    base: profiledSide(session, 'base'),
    head: profiledSide(session, 'head'),
    env: session.childEnv,
    outDir: o.outDir,
    settings: o.profile,
    timeoutMs: o.roundTimeoutMs,
    ...(o.only ? { only: o.only } : {}),
    log: o.log,
  });
  // A run that selected nothing has written nothing yet: its folder may not exist.
  await mkdir(o.outDir, { recursive: true });
  await writeFile(join(o.outDir, 'profiles.json'), toJsonText(report));
  return report;
}

/** A side's worktree, its environment and the programs its rounds ran, which its profiled runs run too. */
function profiledSide(session: AbSession, side: 'base' | 'head'): ProfiledSide {
  const programs = session.programsOf(side);
  return { dir: session.side(side)!.dir, env: session.envOf(side), ...(programs ? { programs } : {}) };
}

/**
 * The same profiles for two commits whose comparison is already judged (a
 * bisection's culprit against its parent, from the probe that compared
 * them): both checked out and built afresh, profiled after that verdict as a
 * pull request's rows are, then removed. Nothing here changes the verdict.
 */
export async function profileCommits(
  settings: Omit<AbRunOptions, 'mode' | 'baseRef' | 'headRef' | 'headDir' | 'baseDir' | 'rawDir'>,
  at: { baseRef: string; headRef: string; outDir: string },
  comparison: Comparison,
  o: { profile: ProfileSettings; only: (row: ComparisonRow) => boolean },
): Promise<ProfileReport> {
  const session = new AbSession({
    ...settings,
    mode: 'ab',
    baseRef: at.baseRef,
    headRef: at.headRef,
    rawDir: join(at.outDir, 'raw'),
  });
  try {
    await session.checkout();
    await session.build();
    return await profileAfterVerdict(session, comparison, {
      ...settings,
      profile: o.profile,
      outDir: at.outDir,
      only: o.only,
    });
  } finally {
    await session.close();
  }
}
