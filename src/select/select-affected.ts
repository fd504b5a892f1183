import type { SelectionConfig } from './selection-rules.js';
import { GitError } from '../process/git.js';
import { planSelection, type SelectionInput, type SelectionPlan, type SelectMode } from './affected.js';
import { readBuildModules, selectBuildModules } from './build-modules.js';
import { listCargoCrates, selectCargoCrates } from './cargo-crates.js';
import { listChangedPaths, splitByProject } from './changed-paths.js';
import { selectGoPackages } from './go-affected.js';
import { listGoPackages } from './go-packages.js';

export interface SelectAffectedOptions {
  /** The repository (any directory in it). */
  repoDir: string;
  /** Commits or refs; the diff is base...head, since their merge-base. */
  base: string;
  head: string;
  /** The project inside the repository, relative to its root ("" or "."). */
  workingDirectory: string;
  /** The project directory in each side's checkout (the worktrees runAb makes). */
  sideDirs: readonly string[];
  /** The runner preset's name: go, criterion, libtest, jmh-maven, jmh-gradle, or any other. */
  runner: string;
  select: SelectMode;
  config: SelectionConfig;
  env: Record<string, string | undefined>;
}

/**
 * The selection plan for a pull request: the changed files from git, the
 * project's units from its own tool on both sides (go list, cargo metadata,
 * the Maven/Gradle build files), then planSelection.
 */
export async function selectAffected(o: SelectAffectedOptions): Promise<SelectionPlan> {
  const base: Omit<SelectionInput, 'changed'> = { select: o.select, config: o.config, runner: o.runner };
  if (o.select === 'all') return planSelection({ ...base, changed: [] });
  let changed: string[];
  try {
    changed = await listChangedPaths(o.repoDir, o.base, o.head);
  } catch (err) {
    // No merge-base (unrelated histories, a shallow clone): everything runs, and the plan says why.
    if (!(err instanceof GitError)) throw err;
    return {
      mode: 'all',
      reason: `the changed files are unknown: ${err.message}`,
      run: [],
      benchmarks: [],
      notRun: [],
    };
  }
  const { inside, outside } = splitByProject(changed, o.workingDirectory);
  const input: SelectionInput = { ...base, changed: inside, outside };
  if (inside.length > 0) {
    const units = await analyzeUnits(o, inside);
    if (units) input.units = units;
  }
  return planSelection(input);
}

async function analyzeUnits(o: SelectAffectedOptions, changed: string[]): Promise<SelectionInput['units']> {
  switch (o.runner) {
    case 'go': {
      const sides = await Promise.all(o.sideDirs.map((d) => listGoPackages(d, o.env)));
      return { kind: 'Go package', selection: selectGoPackages(changed, sides) };
    }
    case 'criterion':
    case 'libtest': {
      const sides = await Promise.all(o.sideDirs.map((d) => listCargoCrates(d, o.env)));
      return { kind: 'Cargo package', selection: selectCargoCrates(changed, sides) };
    }
    case 'jmh-maven':
    case 'jmh-gradle': {
      const kind = o.runner === 'jmh-maven' ? 'maven' : 'gradle';
      const sides = o.sideDirs.map((d) => readBuildModules(d, kind));
      // A build that describes no modules has nothing to narrow to: planSelection says so.
      if (sides.every((s) => s === undefined)) return undefined;
      return {
        kind: 'module',
        selection: selectBuildModules(
          changed,
          sides.map((s) => s ?? []),
        ),
      };
    }
    default:
      return undefined;
  }
}
