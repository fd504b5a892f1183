// The history of main: one point per benchmark row per measured commit, and the
// change points found in each series. Pure data; src/history/ reads and writes
// the store and finds the changes, nothing here touches GitHub.

import type { Direction } from '../model/results.js';

/** One measured commit of one series. */
export interface HistoryPoint {
  commit: string;
  /** ISO 8601. */
  time: string;
  /** Center (median of the samples, or the tool's summary) and its interval, when known. */
  center: number;
  low?: number;
  high?: number;
  n: number;
  /** The environment fingerprint (machine and toolchain): a change of it is a break, not a regression. */
  env: string;
  /** The raw samples, kept while they are few (see STORE_SAMPLES_MAX). */
  samples?: number[];
}

/** One benchmark metric over the commits, oldest first. */
export interface HistorySeries {
  suite: string;
  name: string;
  params: Record<string, string>;
  unit: string;
  /** For metrics their unit does not identify (JMH gc.alloc.rate.norm). */
  metric?: string;
  direction: Direction;
  /** The family key the report groups by (suite and function). */
  family: string;
  /**
   * The machine its points were measured on (a workflow's label, or the
   * hardware): a pool of runners gives each machine its own series. Absent
   * in a store written before machines were recorded.
   */
  machine?: string;
  points: HistoryPoint[];
}

/** A step in one series: the first commit after it, the levels on both sides, and how sure. */
export interface ChangePoint {
  suite: string;
  name: string;
  params: Record<string, string>;
  unit: string;
  metric?: string;
  family: string;
  /** The machine of the series (absent when unknown: a store written before machines were recorded). */
  machine?: string;
  /** The first commit measured after the change. */
  commit: string;
  /** The last commit measured before it: the most likely culprit is in previousCommit..commit. */
  previousCommit: string;
  /**
   * Where the noise leaves the change's place open, as git's range
   * rangeFrom..rangeTo (the commits after rangeFrom up to rangeTo): the
   * culprit is in it. Absent when that is previousCommit..commit.
   */
  rangeFrom?: string;
  rangeTo?: string;
  /**
   * Median of the segment before and after; for an environment change, of
   * the commits next to it on that machine (up to LEVEL_REACH each side):
   * the change's own measured effect on the benchmark.
   */
  before: number;
  after: number;
  /** after / before - 1. */
  change: number;
  /**
   * 95% interval of the change (after / before - 1): the Hodges–Lehmann
   * interval of the shift in log level between the commits on either side
   * (up to LEVEL_REACH each); for an environment change, the shift the
   * change itself brought on that machine. Absent where a side has a value
   * of zero or too few commits.
   */
  changeLow?: number;
  changeHigh?: number;
  /** Pettitt's p-value of the split, and after Benjamini–Hochberg across every series. */
  p: number;
  q: number;
  kind: 'regression' | 'improvement' | 'environment';
  /** For an environment change: what differs, "cpu: A -> B", "toolchain go: go1.22 -> go1.23" (when the store recorded it). */
  environmentChange?: string[];
}
