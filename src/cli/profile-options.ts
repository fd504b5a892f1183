import { parseDuration } from '../model/duration.js';
import { parseProfileMode, PROFILE_DEFAULTS, type ProfileSettings } from '../profile/settings.js';
import { UsageError } from './errors.js';

/** The profile flags of `benchgate run` (docs/profiles.md). */
export const profileOptions = {
  profile: { type: 'string' },
  'profile-max-rows': { type: 'string' },
  'profile-budget': { type: 'string' },
  'profile-improvements': { type: 'boolean' },
} as const;

export const PROFILE_USAGE = `  --profile MODE        auto: after the verdict, profile the regressions where the
                        harness has a profiler (go, jmh-maven, perf); off: none (default ${PROFILE_DEFAULTS.mode})
  --profile-max-rows N  the most rows profiled, largest regressions first (default ${PROFILE_DEFAULTS.maxRows})
  --profile-budget DUR  time all profiling may take, like 5m (default ${PROFILE_DEFAULTS.budgetMs / 60_000}m)
  --profile-improvements  profile improvements too`;

export function profileSettings(values: {
  profile?: string | undefined;
  'profile-max-rows'?: string | undefined;
  'profile-budget'?: string | undefined;
  'profile-improvements'?: boolean | undefined;
}): ProfileSettings {
  const mode = (() => {
    try {
      return parseProfileMode(values.profile ?? PROFILE_DEFAULTS.mode, '--profile');
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
  })();
  const rows = values['profile-max-rows'] ?? String(PROFILE_DEFAULTS.maxRows);
  const maxRows = Number(rows);
  if (!Number.isInteger(maxRows) || maxRows < 0)
    throw new UsageError(`--profile-max-rows "${rows}" must be a whole number >= 0`);
  const budget = values['profile-budget'];
  const budgetMs = budget === undefined ? PROFILE_DEFAULTS.budgetMs : parseDuration(budget);
  if (budgetMs === undefined)
    throw new UsageError(`--profile-budget "${budget}" is not a duration like 5m or 90s`);
  return {
    ...PROFILE_DEFAULTS,
    mode,
    maxRows,
    budgetMs,
    improvements: values['profile-improvements'] === true,
  };
}
