import type { NarrowedRun } from '../run/benchmark-filter.js';
import { escapeRegex } from '../run/regex-alternation.js';
import type { RunnerPreset } from '../run/preset.js';
import type { SelectionPlan } from './affected.js';

/**
 * How a selection plan becomes the runner's invocations (one per NarrowedRun,
 * each applied with applyNarrowedRun):
 *   none      → [] (run nothing; the check passes saying plan.reason)
 *   all       → 'as-configured' (the preset's own command and the user's filter)
 *   affected  → Go: the affected packages in place of ./...; Cargo: -p per
 *               affected package; the benchmark globs of paths rules as the
 *               tool's filter, in the units that do not run in full anyway.
 * JMH runs one jar holding every module's benchmarks: an affected module runs
 * it as configured.
 */
export function planRuns(
  preset: RunnerPreset,
  plan: SelectionPlan,
  userFilter?: string,
): NarrowedRun[] | 'as-configured' {
  if (plan.mode === 'none') return [];
  if (plan.mode === 'all') return 'as-configured';
  const filter = userFilter || preset.filter.default;
  const units = plan.run.map((r) => r.unit);
  const idle = plan.notRun.flatMap((n) => (n.unit !== undefined ? [n.unit] : []));
  const globs = plan.benchmarks.map((b) => b.glob);
  const runs: NarrowedRun[] = [];
  switch (plan.unitKind) {
    case 'Go package': {
      if (!/(^|\s)\.\/\.\.\.(\s|$)/.test(preset.run)) return 'as-configured';
      if (units.length > 0) runs.push({ filter, packages: units, extraArgs: [] });
      if (globs.length > 0 && idle.length > 0)
        runs.push({ filter: goBenchGlobPattern(globs), packages: idle, extraArgs: [] });
      return runs;
    }
    case 'Cargo package': {
      const dashP = (crates: string[]) => crates.flatMap((c) => ['-p', c]);
      if (units.length > 0) runs.push({ filter, extraArgs: [], toolArgs: dashP(units) });
      if (globs.length > 0 && idle.length > 0) {
        // libtest filters are substrings, not globs: the idle crates run whole.
        const exact = preset.name === 'criterion';
        runs.push({
          filter: exact ? globAlternation(globs) : filter,
          extraArgs: [],
          toolArgs: dashP(idle),
          ...(exact ? {} : { note: 'libtest cannot match globs: every benchmark of these crates runs' }),
        });
      }
      return runs;
    }
    case 'module':
      if (units.length > 0) return 'as-configured';
      return [{ filter: globAlternation(globs), extraArgs: [] }];
    case undefined:
      return [{ filter: globAlternation(globs), extraArgs: [] }];
    default: {
      const never: never = plan.unitKind;
      throw new Error(`unhandled unit kind ${String(never)}`);
    }
  }
}

/** A benchmark glob as a regex: `*` any run of characters, `?` one, like compare/glob.ts. */
function globRegex(glob: string): string {
  return glob
    .split('*')
    .map((part) => part.split('?').map(escapeRegex).join('.'))
    .join('.*');
}

/** Globs of whole names for JMH, Criterion and {filter} runners. */
function globAlternation(globs: readonly string[]): string {
  return `^(?:${[...new Set(globs)].sort().map(globRegex).join('|')})$`;
}

/** Go: each glob's "/" levels anchored separately, as go test -bench splits them. */
function goBenchGlobPattern(globs: readonly string[]): string {
  return [...new Set(globs)]
    .sort()
    .map((g) =>
      g
        .split('/')
        .map((level) => `^${globRegex(level)}$`)
        .join('/'),
    )
    .join('|');
}
