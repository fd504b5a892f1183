// Calibration: how often the gate is wrong on this runner, measured on the
// runner. A scheduled A/A run (head against itself, examples/workflows/
// calibration.yml) is recorded in the store, one line per row: its verdict
// (any regression or improvement is a false alarm, since nothing changed),
// and its per-round noise (the spread of the per-round log ratios of head to
// base: what the sequential test divides by). From the last runs: the
// false-alarm rate, and per benchmark and machine the noise and the
// smallest change a pull request's run could detect at it.
// docs/history.md, "Calibration", states it.

import { priorKey, roundPairs, type NoisePriors } from '../compare/paired-rounds.js';
import type { Comparison, Verdict } from '../compare/types.js';
import { benchmarkKey, metricKey, sortedParams } from '../model/identity.js';
import type { Metric, Results } from '../model/results.js';
import { detectableChange, median } from '../stats/index.js';
import { roundValues } from '../stats/paired-rounds.js';
import { regressionDesign } from '../stats/sequential-designs.js';
import { DEFAULT_SEQUENTIAL } from '../stats/sequential.js';
import { fingerprintOf, machineOf } from './store.js';

/** One row of one A/A run, as the store keeps it. */
export interface CalibrationLine {
  commit: string;
  /** ISO 8601: the runs are told apart and ordered by it. */
  time: string;
  /** The environment fingerprint of the run (machine and toolchain). */
  env: string;
  /**
   * The machine, named as the history's series name it (machineOf: the
   * workflow's label, else the hardware). Absent in lines recorded before
   * machines were named: those are told apart by `env`.
   */
  machine?: string;
  suite: string;
  name: string;
  params: Record<string, string>;
  unit: string;
  metric?: string;
  verdict: Verdict;
  change?: number;
  /** Spread of one round's log ratio head/base (standard deviation); absent with fewer than 2 paired rounds. */
  noise?: number;
  rounds: number;
  threshold: number;
}

/** The lines of one A/A run: every judged row of its comparison, with the noise its rounds showed. */
export function calibrationLines(input: {
  commit: string;
  time: string;
  base: Results;
  head: Results;
  comparison: Comparison;
  /** The workflow's name for the machine (`--machine`); default the one the results carry (machineOf). */
  machine?: string;
}): CalibrationLine[] {
  const env = fingerprintOf(input.head);
  const machine = input.machine ?? machineOf(input.head);
  const metrics = (r: Results) =>
    new Map<string, Metric>(
      r.benchmarks.flatMap((b) =>
        b.metrics.map((m): [string, Metric] => [`${benchmarkKey(b)}\u0000${metricKey(m)}`, m]),
      ),
    );
  const base = metrics(input.base);
  const head = metrics(input.head);
  return input.comparison.rows
    .filter((r) => r.verdict !== 'added' && r.verdict !== 'removed')
    .map((r) => {
      const key = `${benchmarkKey(r)}\u0000${metricKey({ unit: r.unit, name: r.metric })}`;
      const spread = noiseOf(base.get(key), head.get(key));
      return {
        commit: input.commit,
        time: input.time,
        env,
        machine,
        suite: r.suite,
        name: r.name,
        params: r.params,
        unit: r.unit,
        ...(r.metric !== undefined ? { metric: r.metric } : {}),
        verdict: r.verdict,
        ...(r.change !== undefined && Number.isFinite(r.change) ? { change: r.change } : {}),
        ...(spread ? { noise: spread.sd } : {}),
        rounds: spread?.n ?? 0,
        threshold: r.threshold,
      };
    });
}

/** The standard deviation of the per-round log ratios, over the rounds both sides measured. */
function noiseOf(base: Metric | undefined, head: Metric | undefined): { sd: number; n: number } | undefined {
  const pairs = base && head ? roundPairs(base, head) : undefined;
  if (!pairs) return undefined;
  const v = roundValues(pairs.map((p) => p.pair));
  const d = v.head.map((h, i) => h - v.base[i]!);
  if (d.length < 2) return undefined;
  const mean = d.reduce((a, b) => a + b, 0) / d.length;
  const sd = Math.sqrt(d.reduce((a, x) => a + (x - mean) ** 2, 0) / (d.length - 1));
  return { sd, n: d.length };
}

/** How many of the newest A/A runs a summary looks at, by default. */
export const CALIBRATION_RUNS = 20;

/** One benchmark metric on one machine over the last runs. */
export interface CalibrationRow {
  suite: string;
  name: string;
  params: Record<string, string>;
  unit: string;
  metric?: string;
  env: string;
  /** The machine (calibrationMachine): its name, or the fingerprint of lines recorded before machines were named. */
  machine: string;
  runs: number;
  /** Runs whose verdict was a regression or an improvement: wrong, since nothing changed. */
  falseAlarms: number;
  /** Median per-round noise over the runs (log scale, ~ a fraction); undefined when no run had 2 paired rounds. */
  noise?: number;
  /**
   * Smallest change a pull request's run at the default design (its most
   * rounds) would detect at this noise, with 80% power (src/stats/detectable.ts).
   */
  detectable?: number;
  threshold: number;
}

export interface CalibrationSummary {
  /** The runs looked at, newest last, by their time. */
  runs: { commit: string; time: string; rows: number; falseAlarms: number }[];
  rows: CalibrationRow[];
  /** False alarms over rows judged, across the runs: the chance that an unchanged row is flagged. */
  rowRate: number;
  /** Runs with at least one false alarm over runs: the chance that an unchanged pull request is flagged. */
  runRate: number;
}

/** The machine a line was measured on: its name, or for a line recorded before machines were named, its fingerprint. */
export function calibrationMachine(l: CalibrationLine): string {
  return l.machine ?? l.env;
}

/**
 * The lines measured on the machine of `results` (`machine` where the
 * workflow names it, else machineOf, as the history's series name it): a pull request's or a change issue's citation
 * counts only these. A line recorded before machines were named is matched
 * by its fingerprint.
 */
export function calibrationOf(
  lines: readonly CalibrationLine[],
  results: Results,
  machine?: string,
): CalibrationLine[] {
  return calibrationOfMachine(lines, machine ?? machineOf(results), new Set([fingerprintOf(results)]));
}

/** The lines of the machine named `machine`, and the unnamed lines of its fingerprints `envs`. */
export function calibrationOfMachine(
  lines: readonly CalibrationLine[],
  machine: string | undefined,
  envs: ReadonlySet<string>,
): CalibrationLine[] {
  return lines.filter((l) => (l.machine !== undefined ? l.machine === machine : envs.has(l.env)));
}

/**
 * Each benchmark metric's per-round noise in the last calibration runs of one
 * machine (its name; its fingerprint for lines recorded before machines were
 * named), keyed as src/history/row-noise.ts keys a row: the action's budget
 * reads it as `benchgate run` reads a history store's noise, and a row
 * noisier than its threshold gets the last rounds first among rows that lean
 * as far (src/pipeline/budget-rounds.ts rowPriority).
 */
export function calibrationNoise(
  lines: readonly CalibrationLine[],
  machine: { name: string; env: string },
): Map<string, number> {
  const noise = new Map<string, number>();
  const mine = calibrationOfMachine(lines, machine.name, new Set([machine.env]));
  for (const row of summarizeCalibration(mine).rows)
    if (row.noise !== undefined) noise.set(priorKey(row), row.noise);
  return noise;
}

/**
 * The same noise as the early branch's prior (src/stats/noise-prior.ts),
 * named by `source` for the report; undefined when the machine has no
 * calibrated row. Both shells hand it to the pipeline as it is.
 */
export function calibrationPrior(
  lines: readonly CalibrationLine[],
  machine: { name: string; env: string },
  source: string,
): NoisePriors | undefined {
  const noise = calibrationNoise(lines, machine);
  return noise.size > 0 ? { source, rows: Object.fromEntries(noise) } : undefined;
}

const flagged = (v: Verdict) => v === 'regression' || v === 'improvement';

/** The last `last` A/A runs of the store's calibration lines, per benchmark and machine. */
export function summarizeCalibration(
  lines: readonly CalibrationLine[],
  last = CALIBRATION_RUNS,
): CalibrationSummary {
  const { runs, inRuns } = lastRuns(lines, last);
  const groups = new Map<string, CalibrationLine[]>();
  for (const l of inRuns) {
    const key = JSON.stringify([
      l.suite,
      l.name,
      sortedParams(l.params),
      l.unit,
      l.metric ?? null,
      calibrationMachine(l),
    ]);
    const group = groups.get(key);
    if (group) group.push(l);
    else groups.set(key, [l]);
  }
  const design = regressionDesign(DEFAULT_SEQUENTIAL);
  const rows = [...groups.values()].map((g) => calibrationRowOf(g, design));
  const judged = runs.reduce((a, r) => a + r.rows, 0);
  const alarms = runs.reduce((a, r) => a + r.falseAlarms, 0);
  return {
    runs,
    rows,
    rowRate: judged > 0 ? alarms / judged : 0,
    runRate: runs.length > 0 ? runs.filter((r) => r.falseAlarms > 0).length / runs.length : 0,
  };
}

/** The last `last` runs (a run: one time and commit), each with its rows and false alarms, and their lines. */
function lastRuns(
  lines: readonly CalibrationLine[],
  last: number,
): { runs: CalibrationSummary['runs']; inRuns: CalibrationLine[] } {
  const runKey = (l: CalibrationLine) => `${l.time}\u0000${l.commit}`;
  const runKeys = [...new Set(lines.map(runKey))].sort().slice(-last);
  const kept = new Set(runKeys);
  const inRuns = lines.filter((l) => kept.has(runKey(l)));
  const byRun = new Map<string, CalibrationLine[]>(runKeys.map((k) => [k, []]));
  for (const l of inRuns) byRun.get(runKey(l))!.push(l);
  const runs = runKeys.map((k) => {
    const of = byRun.get(k)!;
    return {
      commit: of[0]!.commit,
      time: of[0]!.time,
      rows: of.length,
      falseAlarms: of.filter((l) => flagged(l.verdict)).length,
    };
  });
  return { runs, inRuns };
}

/** One benchmark's row on one machine: its runs, false alarms, median noise and the change a full run could detect at it. */
function calibrationRowOf(
  g: readonly CalibrationLine[],
  design: ReturnType<typeof regressionDesign>,
): CalibrationRow {
  const first = g[0]!;
  const noises = g.flatMap((l) => (l.noise !== undefined ? [l.noise] : []));
  const noise = noises.length > 0 ? median(noises) : undefined;
  const n = DEFAULT_SEQUENTIAL.maxRounds;
  const detectable =
    noise === undefined
      ? undefined
      : detectableChange(design, { n, mean: 0, sd: noise, se: noise / Math.sqrt(n), df: n - 1 });
  return {
    suite: first.suite,
    name: first.name,
    params: first.params,
    unit: first.unit,
    ...(first.metric !== undefined ? { metric: first.metric } : {}),
    env: first.env,
    machine: calibrationMachine(first),
    runs: g.length,
    falseAlarms: g.filter((l) => flagged(l.verdict)).length,
    ...(noise !== undefined ? { noise } : {}),
    ...(detectable !== undefined ? { detectable } : {}),
    threshold: first.threshold,
  };
}

/** Rows whose noise keeps a pull request's run from detecting a change of their threshold. */
export function unreachable(summary: CalibrationSummary): CalibrationRow[] {
  return summary.rows.filter((r) => r.detectable !== undefined && r.detectable > r.threshold);
}
