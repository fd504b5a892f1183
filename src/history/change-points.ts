// Change points in every series of the history: where a benchmark's level
// stepped, found by binary segmentation with Pettitt's rank test (Pettitt
// 1979, "A non-parametric approach to the change-point problem", Applied
// Statistics 28(2)) and, in the newest commits, by a rank test of the newest
// few against the ones before (recent-step.ts: Pettitt needs about 10 commits
// after a step), then a magnitude floor and the Benjamini–Hochberg
// false discovery rate across every candidate of every series. A rank test
// because benchmark series have heavy tails and outliers: one 3x sample moves
// a mean-based statistic (a t-test, E-Divisive on raw values) and not a rank.
// An environment change (another machine or toolchain: the fingerprint) is a
// break, never a regression: series are cut there first.
// docs/statistics.md, "Change points on main", states the method and its checks.

import { benjaminiHochberg, median } from '../stats/index.js';
import { RECENT_WINDOW, recentStep } from './recent-step.js';
import { changeInterval, LEVEL_REACH, locationRange, pettitt, refineSplit } from './step-location.js';
import type { ChangePoint, HistoryPoint, HistorySeries } from './types.js';
import { storeDrift, type WithinOptions } from './within-step.js';

export interface ChangeOptions {
  /** False discovery rate across every candidate of every series. */
  alpha: number;
  /** Smallest relative step that counts (0.05: 5%). */
  floor: number;
  /** Fewest points on each side of a change: a step is found this many commits after it. */
  minSegment: number;
  /** Pettitt p-value a split needs to be tried further (before the FDR decides). */
  screen: number;
  /**
   * How far the log-likelihood of a split may fall below the best one's and
   * still be where the change is (the location range, locationRange).
   * Calibrated on simulated series (bench/history/location-coverage.mjs)
   * so the range holds the true step of at least 95% of the change points found.
   */
  locationDrop: number;
}

export const DEFAULT_CHANGE_OPTIONS: ChangeOptions = {
  alpha: 0.01,
  floor: 0.05,
  minSegment: 3,
  screen: 0.05,
  locationDrop: 3,
};

interface Candidate {
  series: HistorySeries;
  /** Index of the first point after the change. */
  at: number;
  /** The segment on either side of it: [from, at) and [at, to). */
  from: number;
  to: number;
  p: number;
  before: number;
  after: number;
  /** Found by the newest-commits test (recentStep): judged in its own FDR family. */
  newest: boolean;
}

/** A test that found no step (Pettitt in a segment, or the newest commits), by the family of its hypothesis. */
interface Unsplit {
  p: number;
  newest: boolean;
}

/** Every change point of every series: steps past the floor that survive the FDR, and environment breaks. */
export function detectChanges(
  all: readonly HistorySeries[],
  options: ChangeOptions = DEFAULT_CHANGE_OPTIONS,
): ChangePoint[] {
  const candidates: Candidate[] = [];
  // Every series segment tested is a hypothesis of the FDR, a step found or
  // not: counting only the ones that passed the screen would understate m and
  // let noise through. (The further splits of a segment that had a step are
  // counted when they find one.)
  const tested: Unsplit[] = [];
  const breaks: ChangePoint[] = [];
  const drift = storeDrift(all);
  for (const s of all) {
    const segments = envSegments(s.points);
    for (let k = 1; k < segments.length; k++)
      breaks.push(environmentBreak(s, segments[k - 1]!, segments[k]!));
    segments.forEach((seg, k) =>
      candidates.push(...segmentCandidates(s, seg, options, tested, k === segments.length - 1, drift)),
    );
  }
  // A step below the floor is no finding: it enters the correction as a
  // hypothesis with nothing found (p 1). Why: counted as a discovery, a
  // real but small step (a stepped series' wobble after its step) raised
  // BH's bar q·R/m for every other series of its family; raising a p can
  // only remove discoveries, so the false discovery rate still holds.
  const pastFloor = (c: Candidate) => Math.abs(c.after / c.before - 1) >= options.floor;
  const qs = familyQValues(
    candidates.map((c) => (pastFloor(c) ? c : { ...c, p: 1 })),
    tested,
  );
  const found: ChangePoint[] = [];
  candidates.forEach((c, i) => {
    const q = qs[i] ?? 1;
    if (q > options.alpha || !pastFloor(c)) return;
    const change = c.after / c.before - 1;
    const worse = c.series.direction === 'smaller' ? change > 0 : change < 0;
    found.push({
      ...changePoint(c.series, c.at, c.before, c.after, c.p, q, worse ? 'regression' : 'improvement'),
      ...changeInterval(c),
      ...locationRange(c, options.locationDrop),
    });
  });
  return [...found, ...breaks];
}

/**
 * Benjamini–Hochberg q of each candidate, within the family of the test
 * that found it: the newest-commits test (recentStep) and Pettitt's
 * segmentation, each with the segments it tested and found no step in. Why two: the
 * store is analysed again after every append, and every older step found
 * before is found again, with a p near 0; pooled with them, a new candidate
 * was judged against a threshold those rediscoveries had raised (q·R/m with
 * R counting them), and a few commits of noise in one series opened issues
 * in stores with earlier regressions (none in flat stores). Separate
 * families for hypotheses of different kinds: Efron, *Simultaneous
 * inference: when should hypothesis testing problems be combined?*, Ann.
 * Appl. Stat. 2 (2008).
 */
function familyQValues(candidates: readonly Candidate[], tested: readonly Unsplit[]): number[] {
  const qs: number[] = new Array<number>(candidates.length).fill(1);
  for (const newest of [true, false]) {
    const members = candidates.flatMap((c, i) => (c.newest === newest ? [i] : []));
    const others = tested.filter((t) => t.newest === newest).map((t) => t.p);
    const q = benjaminiHochberg([...members.map((i) => candidates[i]!.p), ...others]);
    members.forEach((i, k) => (qs[i] = q[k] ?? 1));
  }
  return qs;
}

interface Segment {
  start: number;
  end: number;
}

/** Runs of consecutive points measured in one environment. */
function envSegments(points: readonly HistoryPoint[]): Segment[] {
  const out: Segment[] = [];
  let start = 0;
  for (let i = 1; i <= points.length; i++) {
    if (i === points.length || points[i]!.env !== points[start]!.env) {
      out.push({ start, end: i });
      start = i;
    }
  }
  return out.filter((s) => s.end > s.start);
}

/**
 * An environment change (a toolchain or hardware change of one machine) as an
 * event with its own measured effect: the levels of the commits next to it
 * on that machine (up to LEVEL_REACH each side) and the interval of the
 * shift, so an upgrade that made a benchmark 8% slower says so instead of
 * silently starting the series again.
 */
function environmentBreak(s: HistorySeries, prev: Segment, next: Segment): ChangePoint {
  const values = s.points.map((p) => p.center);
  const at = next.start;
  const before = median(values.slice(Math.max(prev.start, at - LEVEL_REACH), at));
  const after = median(values.slice(at, Math.min(next.end, at + LEVEL_REACH)));
  return {
    ...changePoint(s, at, before, after, 0, 0, 'environment'),
    ...changeInterval({ series: s, at, from: prev.start, to: next.end }),
  };
}

/** A split of a segment; newest: found by the newest-commits test (its FDR family), not Pettitt's. */
interface Cut {
  at: number;
  p: number;
  newest: boolean;
}

/**
 * Binary segmentation of one environment segment: the most likely split by
 * Pettitt's statistic, kept when its p passes the screen, then each side
 * split again. The newest segment of a series is also asked whether its last
 * few commits stepped (recentStep); where it is long enough for that, the
 * segment's two tests share its level (Bonferroni: each p doubled). The levels of a change are the medians of
 * the final segments on either side of it.
 */
function segmentCandidates(
  s: HistorySeries,
  seg: Segment,
  o: ChangeOptions,
  tested: Unsplit[],
  newest: boolean,
  drift: number | undefined,
): Candidate[] {
  const values = s.points.map((p) => p.center);
  const rounds: WithinOptions = { drift, worse: s.direction === 'smaller' ? 'up' : 'down' };
  // The newest run is asked first: a weak split Pettitt finds elsewhere
  // must not hide a clear step in the last few commits. Where it can be
  // asked, the segment's two tests share its level.
  const recent = newest ? recentStep(values, seg.start, seg.end, s.points, rounds) : undefined;
  const tests = recent ? 2 : 1;
  const cuts: Cut[] = [];
  let unsplit: number | undefined;
  const split = (start: number, end: number, depth: number, known?: ReturnType<typeof pettitt>) => {
    const best = known ?? pettitt(values, start, end, o.minSegment);
    if (!best) return;
    const p = depth === 0 ? Math.min(1, best.p * tests) : best.p;
    if (p > o.screen) {
      if (depth === 0) unsplit = p;
      return;
    }
    // Only a split that passed the screen is refined: flat series do not pay for it.
    const at = refineSplit(values, start, end, best.at, o.minSegment);
    cuts.push({ at, p, newest: false });
    split(start, at, depth + 1);
    split(at, end, depth + 1);
  };
  const recentP = recent ? Math.min(1, recent.p * tests) : 1;
  // Once a step is older than the newest run, Pettitt's split of the whole
  // segment is the surer test of it: the newest run decides only where it
  // is the stronger evidence.
  const whole = recent ? pettitt(values, seg.start, seg.end, o.minSegment) : undefined;
  const wholeP = whole ? Math.min(1, whole.p * tests) : 1;
  if (recent && recentP <= o.screen && recentP < wholeP) {
    // The length with the smallest p is where the step is only when it is
    // shorter than the longest tried; the least-deviation split over the
    // whole window finds it (or an older step the window still holds).
    // A newest run within the segment's first commits (within-step.ts judges from 1 before) may
    // hold the step's first commits: it may be placed from the segment's second commit on there.
    const minBefore = recent.at - seg.start < o.minSegment ? 1 : o.minSegment;
    const at = refineSplit(values, seg.start, seg.end, recent.at, o.minSegment, RECENT_WINDOW, minBefore);
    cuts.push({ at, p: recentP, newest: true });
    split(seg.start, at, 0);
    unsplit = undefined;
  } else {
    split(seg.start, seg.end, 0, whole);
    // The newest commits were asked and did not step: a hypothesis of their family.
    if (recent) tested.push({ p: recentP, newest: true });
    // A step in the newest commits after an older change: asked again after the last split.
    if (newest && cuts.length > 0) {
      const later = stepAfterLastCut(values, Math.max(...cuts.map((c) => c.at)), seg.end, s, rounds, o);
      if (later?.cut) cuts.push(later.cut);
      else if (later) tested.push({ p: later.p, newest: true });
    }
  }
  // A segment Pettitt found no split in is still a hypothesis of the FDR.
  if (unsplit !== undefined) tested.push({ p: unsplit, newest: false });
  return candidatesOf(s, values, seg, cuts);
}

/**
 * The newest commits asked again after the last split (an older change was
 * found): the step there, placed by the least-deviation split, when its p
 * (doubled: the segment's two tests) passes the screen; else its p alone.
 */
function stepAfterLastCut(
  values: number[],
  last: number,
  end: number,
  s: HistorySeries,
  rounds: WithinOptions,
  o: ChangeOptions,
): { p: number; cut?: Cut } | undefined {
  const later = recentStep(values, last, end, s.points, rounds);
  if (!later) return undefined;
  const p = Math.min(1, later.p * 2);
  if (p > o.screen) return { p };
  const minBefore = later.at - last < o.minSegment ? 1 : o.minSegment;
  const at = refineSplit(values, last, end, later.at, o.minSegment, RECENT_WINDOW, minBefore);
  return { p, cut: { at, p, newest: true } };
}

/** Each cut as a candidate change: its levels are the medians of the segments on either side of it. */
function candidatesOf(s: HistorySeries, values: number[], seg: Segment, cuts: Cut[]): Candidate[] {
  cuts.sort((a, b) => a.at - b.at);
  const bounds = [seg.start, ...cuts.map((c) => c.at), seg.end];
  return cuts.map((c, i) => ({
    series: s,
    at: c.at,
    from: bounds[i]!,
    to: bounds[i + 2]!,
    p: c.p,
    before: median(values.slice(bounds[i]!, c.at)),
    after: median(values.slice(c.at, bounds[i + 2]!)),
    newest: c.newest,
  }));
}

function changePoint(
  s: HistorySeries,
  at: number,
  before: number,
  after: number,
  p: number,
  q: number,
  kind: ChangePoint['kind'],
): ChangePoint {
  return {
    suite: s.suite,
    name: s.name,
    params: s.params,
    unit: s.unit,
    ...(s.metric !== undefined ? { metric: s.metric } : {}),
    family: s.family,
    ...(s.machine ? { machine: s.machine } : {}),
    commit: s.points[at]!.commit,
    previousCommit: s.points[at - 1]!.commit,
    before,
    after,
    change: before === 0 ? (after === 0 ? 0 : Infinity) : after / before - 1,
    p,
    q,
    kind,
  };
}
