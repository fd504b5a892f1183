/**
 * The profile settings and their defaults, written once: the action's
 * inputs, the CLI's flags and docs/profiles.md read them from here
 * (test/unit/profile/settings.test.ts keeps the docs equal to them).
 */
export interface ProfileSettings {
  /** auto: profile the confirmed regressions where the harness has a profiler; off: never. */
  mode: 'auto' | 'off';
  /** The most rows profiled, the largest confirmed regressions first. */
  maxRows: number;
  /** Milliseconds all profiled runs together may take; no row starts that would not fit. */
  budgetMs: number;
  /** Profiled runs per side and row, interleaved base/head. */
  runsPerSide: number;
  /** How long one profiled run measures (Go: N chosen from head's ns/op to take about this long). */
  runMs: number;
  /** Profile improvements too (after the regressions, within the same row cap). */
  improvements: boolean;
}

export const PROFILE_DEFAULTS: ProfileSettings = {
  mode: 'auto',
  maxRows: 5,
  budgetMs: 300_000,
  runsPerSide: 2,
  runMs: 1000,
  improvements: false,
};

/** Fewer runs a side than this cannot tell a change from the runs' own spread. */
export const MIN_RUNS_PER_SIDE = 2;

export function parseProfileMode(text: string, where: string): ProfileSettings['mode'] {
  if (text === 'auto' || text === 'off') return text;
  throw new Error(`${where}: "${text}" is not a profile mode (expected auto or off)`);
}
