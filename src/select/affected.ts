import { isDocumentation, type UnitSelection } from './unit-selection.js';
import type { SelectionConfig } from './selection-rules.js';
import { compilePathGlob } from './path-glob.js';

/** The `select` input: only the benchmarks a change can affect, or all of them. */
export type SelectMode = 'affected' | 'all';

/** What the selected units are, as the report names them. */
export type UnitKind = 'Go package' | 'Cargo package' | 'module';

/**
 * Which benchmarks a pull request runs, and why; the report lists what did
 * not run with its reason, so nothing is silently absent.
 *   all:      every benchmark (select: all, an always-run path, a module-wide file)
 *   affected: the benchmarks of `run` units and of `benchmarks` globs
 *   none:     nothing: no code changed, or no benchmark depends on what did
 */
export interface SelectionPlan {
  mode: 'all' | 'affected' | 'none';
  reason: string;
  unitKind?: UnitKind;
  /** Units whose benchmarks all run, each with why. */
  run: { unit: string; reason: string }[];
  /** Benchmark-name globs from `paths` rules that run besides the units, each with why. */
  benchmarks: { glob: string; reason: string }[];
  /** What does not run, with why ("not affected by this change"); `unit` for a unit left out. */
  notRun: { what: string; reason: string; unit?: string }[];
}

export interface SelectionInput {
  select: SelectMode;
  /** Changed files relative to the project directory (splitByProject's `inside`). */
  changed: readonly string[];
  /** Changed files outside the project directory, repository-relative. */
  outside?: readonly string[];
  config: SelectionConfig;
  /** The ecosystem's analysis; absent for runners whose build describes no units. */
  units?: { kind: UnitKind; selection: UnitSelection };
  /** The runner's name, for the reason when it has no units ("the command runner"). */
  runner: string;
}

const NOT_AFFECTED = 'not affected by this change';

/** The plan for one pull request; pure over the changed files and the analysis. */
export function planSelection(input: SelectionInput): SelectionPlan {
  const all = (reason: string): SelectionPlan => ({
    mode: 'all',
    reason,
    run: [],
    benchmarks: [],
    notRun: [],
  });
  const none = (reason: string): SelectionPlan => ({
    mode: 'none',
    reason,
    run: [],
    benchmarks: [],
    notRun: [{ what: 'all benchmarks', reason }],
  });
  if (input.select === 'all') return all('select: all');
  const { changed, config } = input;
  if (changed.length === 0) {
    const outside = input.outside?.length ?? 0;
    return none(
      outside > 0
        ? `no file in the project directory changed (${outside} outside it)`
        : 'no file changed between base and head',
    );
  }
  const always = config.alwaysRun.map((glob) => ({ glob, re: compilePathGlob(glob) }));
  for (const file of changed) {
    const hit = always.find((g) => g.re.test(file));
    if (hit) return all(`${file} matches always-run "${hit.glob}"`);
  }
  if (input.units?.selection.runAll) return all(input.units.selection.runAll);

  const benchmarks = ruleBenchmarks(changed, config);
  const ruled = new Set(benchmarks.flatMap((b) => b.files));
  const plannedGlobs = benchmarks.map(({ glob, reason }) => ({ glob, reason }));
  if (!input.units) {
    const code = changed.find((f) => !isDocumentation(f) && !ruled.has(f));
    if (code)
      return all(`${code} changed, and the ${input.runner} runner's build describes no units to narrow to`);
    if (plannedGlobs.length === 0) return none(noCode(changed));
    return {
      mode: 'affected',
      reason: globsReason(plannedGlobs.length),
      run: [],
      benchmarks: plannedGlobs,
      notRun: [],
    };
  }

  return planFromUnits(input.units, changed, plannedGlobs);
}

/** The plan when the ecosystem names units: the affected ones run, the others are listed as not run. */
function planFromUnits(
  units: NonNullable<SelectionInput['units']>,
  changed: readonly string[],
  globs: SelectionPlan['benchmarks'],
): SelectionPlan {
  const { kind, selection } = units;
  const run = [...selection.affected].map(([unit, reason]) => ({ unit, reason }));
  const notRun = selection.candidates
    .filter((c) => !selection.affected.has(c))
    .map((unit) => ({ what: `${kind} ${unit}`, reason: NOT_AFFECTED, unit }));
  if (run.length === 0 && globs.length === 0) {
    const owned = changed.filter((f) => !selection.unowned.includes(f));
    const reason =
      owned.length === 0 ? noCode(changed) : `no benchmark depends on the changed code (${listFiles(owned)})`;
    return { mode: 'none', reason, run: [], benchmarks: [], notRun: [{ what: 'all benchmarks', reason }] };
  }
  const reason = [
    run.length > 0 ? `${run.length} of ${selection.candidates.length} ${kind}s with benchmarks affected` : '',
    globs.length > 0 ? globsReason(globs.length) : '',
  ]
    .filter(Boolean)
    .join('; ');
  return { mode: 'affected', reason, unitKind: kind, run, benchmarks: globs, notRun };
}

function globsReason(n: number): string {
  return `${n} benchmark glob${n === 1 ? '' : 's'} from paths rules`;
}

/** The benchmark globs of the `paths` rules the changed files match, with the first file per glob. */
function ruleBenchmarks(
  changed: readonly string[],
  config: SelectionConfig,
): { glob: string; reason: string; files: string[] }[] {
  const out = new Map<string, { glob: string; reason: string; files: string[] }>();
  config.paths.forEach((rule) => {
    const res = rule.paths.map((p) => ({ p, re: compilePathGlob(p) }));
    for (const file of changed) {
      const hit = res.find((r) => r.re.test(file));
      if (!hit) continue;
      for (const glob of rule.benchmarks) {
        const entry = out.get(glob) ?? { glob, reason: `${file} matches paths rule "${hit.p}"`, files: [] };
        entry.files.push(file);
        out.set(glob, entry);
      }
    }
  });
  return [...out.values()];
}

function noCode(changed: readonly string[]): string {
  return `no code changed: only ${listFiles(changed)}`;
}

function listFiles(files: readonly string[]): string {
  const shown = files.slice(0, 3).join(', ');
  return files.length > 3 ? `${shown} and ${files.length - 3} more` : shown;
}

/**
 * The report's one line on what did not run, or undefined when everything
 * ran: "212 benchmarks not run: not affected by this change" when the
 * benchmarks were listed (listNotRunBenchmarks), else by units.
 */
export function summarizeNotRun(plan: SelectionPlan, listedBenchmarks?: number): string | undefined {
  if (plan.mode === 'all') return undefined;
  if (plan.mode === 'none') return `no benchmarks run: ${plan.reason}`;
  const units = plan.notRun.filter((n) => n.unit !== undefined).length;
  if (units === 0) return undefined;
  const unitWord = `${units} ${plan.unitKind ?? 'unit'}${units === 1 ? '' : 's'}`;
  if (listedBenchmarks === undefined) return `${unitWord} not run: ${NOT_AFFECTED}`;
  const benchWord = `${listedBenchmarks} benchmark${listedBenchmarks === 1 ? '' : 's'}`;
  return `${benchWord} not run: ${NOT_AFFECTED} (${unitWord})`;
}
