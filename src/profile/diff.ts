import { totalValue, type StackProfile } from './profile.js';

/**
 * The differential profile of one benchmark: base's runs against head's,
 * per function (self time: where the time is spent, not who called it) and
 * per call path. A change is listed only when it is larger than the spread of
 * that function between the runs of either side and at least LIST_FLOOR of
 * the larger side's total: a difference the runs do not agree on, or too
 * small to matter, is counted, not listed.
 */

/** The smallest change listed, as a fraction of the larger side's total. */
export const LIST_FLOOR = 0.01;
/** Call paths kept in a diff (functions are all kept). */
export const MAX_PATHS = 200;

export type ChangeKind = 'grew' | 'shrank' | 'new' | 'vanished';

export interface FunctionChange {
  name: string;
  /** Self value, the mean over the side's runs. */
  base: number;
  head: number;
  delta: number;
  /** Inclusive value (the function and what it calls), the mean over the side's runs. */
  baseTotal: number;
  headTotal: number;
  kind: ChangeKind;
}

export interface PathChange {
  /** Folded: frames from the outermost, joined by ";". */
  path: string;
  base: number;
  head: number;
  delta: number;
  kind: ChangeKind;
}

export interface SideOfDiff {
  runs: number;
  /** Samples over the side's runs (absent when the tool prints only shares). */
  samples?: number;
  /** The mean total value per run. */
  total: number;
}

export interface ProfileDiff {
  /** What the values are: ns/op, bytes/op, objects/op, or % (shares of each run's samples). */
  unit: string;
  base: SideOfDiff;
  head: SideOfDiff;
  /** Listed changes, the largest growth first and the largest shrink last. */
  functions: FunctionChange[];
  paths: PathChange[];
  /** Functions whose change was within the runs' spread or below LIST_FLOOR. */
  notListed: number;
}

/** Diffs base's runs against head's (each normalised alike: see normaliseProfile). */
export function diffProfiles(base: readonly StackProfile[], head: readonly StackProfile[]): ProfileDiff {
  if (base.length === 0 || head.length === 0) throw new Error('a profile diff needs at least one run a side');
  const unit = head[0]!.unit;
  const sides = { base: base.map(perFunction), head: head.map(perFunction) };
  const totals = { base: base.map(totalValue), head: head.map(totalValue) };
  const floor = LIST_FLOOR * Math.max(mean(totals.base), mean(totals.head));
  const names = new Set([...sides.base, ...sides.head].flatMap((m) => [...m.keys()]));
  const functions: FunctionChange[] = [];
  let notListed = 0;
  for (const name of names) {
    const selfB = sides.base.map((m) => m.get(name)?.self ?? 0);
    const selfH = sides.head.map((m) => m.get(name)?.self ?? 0);
    const delta = mean(selfH) - mean(selfB);
    if (!beyondNoise(delta, selfB, selfH, floor)) {
      if (delta !== 0) notListed++;
      continue;
    }
    functions.push({
      name,
      base: mean(selfB),
      head: mean(selfH),
      delta,
      baseTotal: mean(sides.base.map((m) => m.get(name)?.total ?? 0)),
      headTotal: mean(sides.head.map((m) => m.get(name)?.total ?? 0)),
      kind: kindOf(mean(selfB), mean(selfH)),
    });
  }
  return {
    unit,
    base: sideOf(base, totals.base),
    head: sideOf(head, totals.head),
    functions: functions.sort(byDelta),
    paths: diffPaths(base, head, floor),
    notListed,
  };
}

/** Each distinct call path's mean value over the runs: the flame graph's input. */
export function meanPaths(runs: readonly StackProfile[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const run of runs)
    for (const s of run.stacks) {
      const key = s.frames.map((f) => f.replaceAll(';', ':')).join(';');
      sums.set(key, (sums.get(key) ?? 0) + s.value);
    }
  for (const [k, v] of sums) sums.set(k, v / runs.length);
  return sums;
}

function diffPaths(
  base: readonly StackProfile[],
  head: readonly StackProfile[],
  floor: number,
): PathChange[] {
  const runsB = base.map((r) => meanPaths([r]));
  const runsH = head.map((r) => meanPaths([r]));
  const out: PathChange[] = [];
  for (const path of new Set([...runsB, ...runsH].flatMap((m) => [...m.keys()]))) {
    const b = runsB.map((m) => m.get(path) ?? 0);
    const h = runsH.map((m) => m.get(path) ?? 0);
    const delta = mean(h) - mean(b);
    if (!beyondNoise(delta, b, h, floor)) continue;
    out.push({ path, base: mean(b), head: mean(h), delta, kind: kindOf(mean(b), mean(h)) });
  }
  return out.sort(byDelta).slice(0, MAX_PATHS);
}

function perFunction(p: StackProfile): Map<string, { self: number; total: number }> {
  const out = new Map<string, { self: number; total: number }>();
  const entry = (name: string) => {
    let e = out.get(name);
    if (!e) out.set(name, (e = { self: 0, total: 0 }));
    return e;
  };
  for (const s of p.stacks) {
    if (s.frames.length === 0) continue;
    entry(s.frames.at(-1)!).self += s.value;
    // A recursive function counts once per stack in its inclusive value.
    for (const name of new Set(s.frames)) entry(name).total += s.value;
  }
  return out;
}

function beyondNoise(delta: number, base: number[], head: number[], floor: number): boolean {
  const spread = Math.max(range(base), range(head));
  return Math.abs(delta) > spread && Math.abs(delta) >= floor && delta !== 0;
}

function kindOf(base: number, head: number): ChangeKind {
  if (base === 0) return 'new';
  if (head === 0) return 'vanished';
  return head > base ? 'grew' : 'shrank';
}

function sideOf(runs: readonly StackProfile[], totals: number[]): SideOfDiff {
  const counted = runs.every((r) => r.samples !== undefined);
  return {
    runs: runs.length,
    ...(counted ? { samples: runs.reduce((n, r) => n + r.samples!, 0) } : {}),
    total: mean(totals),
  };
}

function byDelta(a: { delta: number; path?: string; name?: string }, b: typeof a): number {
  return b.delta - a.delta || String(a.name ?? a.path).localeCompare(String(b.name ?? b.path));
}

function mean(xs: readonly number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
}

function range(xs: readonly number[]): number {
  return xs.length < 2 ? 0 : Math.max(...xs) - Math.min(...xs);
}
