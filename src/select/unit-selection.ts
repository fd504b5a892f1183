/**
 * What one ecosystem's analysis of the changed files gives the plan: either
 * a file that makes everything run, or the units (Go packages, Cargo
 * packages, build modules) whose benchmarks a change can reach.
 */
export interface UnitSelection {
  /** Set when a change makes every benchmark run: the reason, naming the file. */
  runAll?: string;
  /** The units that have benchmarks, sorted. */
  candidates: string[];
  /** Affected candidates, each with why ("changed", "depends on x"). */
  affected: Map<string, string>;
  /** Changed files no unit owns and no rule makes code (docs, CI files). */
  unowned: string[];
}

/**
 * Documentation, which no build reads: a change to it alone runs nothing.
 * Note: a test that reads such a file at run time is not seen (docs/selection.md);
 * *.txt is left out on purpose, since tests read data from text files.
 */
export function isDocumentation(path: string): boolean {
  const base = path.slice(path.lastIndexOf('/') + 1);
  return (
    /\.(?:md|markdown|rst|adoc)$/i.test(base) || /^(?:LICENSE|COPYING|AUTHORS|NOTICE)(?:\..*)?$/i.test(base)
  );
}

/** The reason a unit reached from the changed unit `origin` runs. */
export function dependsOn(origin: string): string {
  return `depends on ${origin}, which changed`;
}

/**
 * The units reachable backwards along `dependents` (unit -> units that depend
 * on it), starting from the changed units; each with the first reason found.
 */
export function reachDependents(
  changed: Iterable<string>,
  dependents: (unit: string) => Iterable<string>,
): Map<string, string> {
  const reason = new Map<string, string>();
  const origin = new Map<string, string>();
  const queue: string[] = [];
  for (const c of changed) {
    if (reason.has(c)) continue;
    reason.set(c, 'changed');
    origin.set(c, c);
    queue.push(c);
  }
  for (let i = 0; i < queue.length; i++) {
    const from = queue[i]!;
    for (const d of dependents(from)) {
      if (reason.has(d)) continue;
      origin.set(d, origin.get(from)!);
      reason.set(d, dependsOn(origin.get(from)!));
      queue.push(d);
    }
  }
  return reason;
}

/** The unit whose directory is the deepest one holding `file` (byDir: directory -> unit, "" the project). */
export function deepestOwner(file: string, byDir: ReadonlyMap<string, string>): string | undefined {
  let dir = file;
  for (;;) {
    const slash = dir.lastIndexOf('/');
    dir = slash < 0 ? '' : dir.slice(0, slash);
    const owner = byDir.get(dir);
    if (owner !== undefined) return owner;
    if (dir === '') return undefined;
  }
}
