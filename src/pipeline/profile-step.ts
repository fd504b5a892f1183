import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Comparison } from '../compare/types.js';
import { toJsonText } from '../model/json-text.js';
import type { AbSession } from '../run/ab-run.js';
import type { RunnerPreset } from '../run/preset.js';
import { profileRows, type ProfileReport } from '../profile/run-profiles.js';
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
    log: (line: string) => void;
  },
): Promise<ProfileReport> {
  const report = await profileRows({
    comparison,
    preset: o.preset,
    base: { dir: session.side('base')!.dir },
    head: { dir: session.side('head')!.dir },
    env: session.childEnv,
    outDir: o.outDir,
    settings: o.profile,
    timeoutMs: o.roundTimeoutMs,
    log: o.log,
  });
  await writeFile(join(o.outDir, 'profiles.json'), toJsonText(report));
  return report;
}
