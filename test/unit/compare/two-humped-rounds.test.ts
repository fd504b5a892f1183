import { describe, expect, it } from 'vitest';
import { compareResults } from '../../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../../src/compare/policy.js';
import {
  MODE_LOOK_SAMPLES,
  MODE_SCREEN_SAMPLES,
  routeByModes,
  switchesEnough,
  twoHumpedRoundsSplit,
} from '../../../src/compare/two-humped-rounds.js';
import type { ComparisonRow } from '../../../src/compare/types.js';
import { createResults, type Metric, type Results } from '../../../src/model/results.js';
import { isOpenRow } from '../../../src/pipeline/sequential-rounds.js';
import { mulberry32 } from '../../support/seeded-random.js';

// Rows on paired rounds (the sequential design) that the paired rule leaves
// inconclusive are judged by mode when a side's samples are two-humped by the
// gap criterion of src/stats/modes.ts and its modes switch in round order as
// random draws do, not once as a level that moved in time; a futile row runs
// on to MODE_LOOK_SAMPLES only when its samples so far pass the same test
// (the pre-screen, from MODE_SCREEN_SAMPLES on).

const random = mulberry32(20261128);
const gauss = () => {
  let u = 0;
  while (u === 0) u = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
};
const studentT = (df: number) => {
  let chi2 = 0;
  for (let i = 0; i < df; i++) chi2 += gauss() ** 2;
  return gauss() / Math.sqrt(chi2 / df);
};

/** One sample per round, as the sequential design runs Go and JMH forks. */
const metric = (samples: number[]): Metric => ({
  unit: 'ns/op',
  direction: 'smaller',
  samples,
  rounds: samples.map((_, i) => i),
});
const results = (samples: number[], maxRounds = 40, confirmFrom?: number): Results =>
  createResults({
    context: { maxRounds, ...(confirmFrom !== undefined ? { confirmFrom } : {}) },
    benchmarks: [{ suite: 'p', name: 'BenchmarkX', params: {}, metrics: [metric(samples)] }],
  });
const ON = { ...DEFAULT_POLICY, twoHumpedRounds: true };

const UNIMODAL: Record<string, () => number> = {
  normal: () => 100 + 5 * gauss(),
  lognormal: () => 100 * Math.exp(0.3 * gauss()),
  'heavy-tailed (t, 3 df)': () => 100 * Math.exp(0.05 * studentT(3)),
  'Cauchy tails': () => 100 * Math.exp(0.02 * studentT(1)),
  'exponential tail': () => 100 - 5 * Math.log(1 - random()),
};
const DRAWS = 1000;

/** Rows of `n` rounds, each round's load shared by both sides (what pairing by round removes): the share split. */
function detections(family: string, n: number, minSamples?: number): number {
  let detected = 0;
  for (let i = 0; i < DRAWS; i++) {
    const load = Array.from({ length: n }, () => Math.exp(0.02 * gauss()));
    const side = () => metric(load.map((l) => l * UNIMODAL[family]!()));
    if (twoHumpedRoundsSplit({ threshold: 0.05 }, side(), side(), minSamples) !== undefined) detected++;
  }
  return detected / DRAWS;
}

describe('two-humped rows on paired rounds: false detections on unimodal rows', () => {
  it.each(Object.keys(UNIMODAL).flatMap((family) => [10, 20, 40].map((n) => [family, n] as const)))(
    '%s, %i rounds: under 1% of rows',
    (family, n) => {
      expect(detections(family, n)).toBeLessThan(0.01);
    },
  );

  it.each(Object.keys(UNIMODAL))(
    'the pre-screen at 8 rounds, %s: under 5% of rows (they only run on)',
    (family) => {
      expect(MODE_SCREEN_SAMPLES).toBe(8);
      expect(detections(family, MODE_SCREEN_SAMPLES, MODE_SCREEN_SAMPLES)).toBeLessThan(0.05);
    },
  );
});

describe('two-humped rows on paired rounds', () => {
  // The slow path (3x) on the rounds listed, 1% noise: base slow in 4 of 20 rounds, head in 12.
  const modes = (slow: ReadonlySet<number>, n = 20) =>
    Array.from({ length: n }, (_, i) => (slow.has(i) ? 300 : 100) * (1 + 0.01 * Math.sin(i)));
  const BASE = modes(new Set([2, 7, 11, 16]));
  const HEAD = modes(new Set([0, 2, 3, 5, 8, 9, 11, 13, 14, 16, 18, 19]));

  it('runs on a row the paired rule stops as futile when its samples so far fall in two modes', () => {
    const row = compareResults(results(BASE.slice(0, 8)), results(HEAD.slice(0, 8)), ON).rows[0]!;
    expect([
      row.verdict,
      row.test,
      row.paired!.state,
      row.paired!.futile,
      row.paired!.lookingForModes,
    ]).toEqual(['inconclusive', 'paired-rounds', 'inconclusive', true, true]);
    expect(row.notes).toEqual([
      'inconclusive after 8 rounds (could detect ≥ 925%): too noisy for the paired rule, but its samples so far fall in two modes: more rounds would judge it by mode',
    ]);
    expect(isOpenRow(row, 8, 40)).toBe(true);
  });

  it('judges it by mode at MODE_LOOK_SAMPLES a side, at the design’s alpha, and settles it', () => {
    expect(MODE_LOOK_SAMPLES).toBe(20);
    const row = compareResults(results(BASE, 20), results(HEAD, 20), ON).rows[0]!;
    expect([row.verdict, row.test, row.paired, row.noisy, row.modes!.onRounds]).toEqual([
      'regression',
      undefined,
      undefined,
      false,
      true,
    ]);
    expect([row.modes!.base.slowShare.estimate, row.modes!.head.slowShare.estimate]).toEqual([0.2, 0.6]);
    // Newcombe's interval at z = 2.576 (alpha 0.01, the sequential design's), not the pooled rows' 95%.
    expect(row.notes).toEqual([
      'two-humped: the samples fall in two modes (split at 173 ns/op), so the row is judged by mode, not by its median: slow mode in 20% of base and 60% of head (+40 points, 99% CI +0 to +66); fast mode −0.5%, slow mode −0%',
    ]);
    expect(isOpenRow(row, 20, 40)).toBe(false);
  });

  // Each side its own noise within a mode: the paired rule sees no exact ties between sides.
  const noisyModes = (slow: readonly number[], n: number, phase: number) =>
    Array.from(
      { length: n },
      (_, i) => (slow.includes(i) ? 300 : 100) * (1 + 0.01 * Math.sin(i * 7.3 + phase)),
    );

  it('leaves a row the paired rule flagged to it: the flag was made at its look, and a later look need not repeat it', () => {
    // Base slow in 3 of its first 20 rounds, head fast in 3: the rule's first flag comes at round 15.
    const base = noisyModes([2, 3, 9, 20], 20, 1);
    const head = noisyModes([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 18], 20, 2);
    const at = (n: number) =>
      compareResults(results(base.slice(0, n)), results(head.slice(0, n)), ON).rows[0]!;
    expect(at(14).paired!.state).toBe('open');
    const flagged = at(15);
    expect([
      flagged.verdict,
      flagged.test,
      flagged.paired!.lookingForModes,
      flagged.modes,
      isOpenRow(flagged, 15, 40),
    ]).toEqual(['regression', 'paired-rounds', undefined, undefined, false]);
  });

  it('judges by mode a flag the confirmation rounds did not confirm once it has MODE_LOOK_SAMPLES a side, not before', () => {
    const base = noisyModes([2, 3, 9, 20], 20, 1);
    const head = noisyModes([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 18], 20, 2);
    const unconfirmed = {
      state: 'inconclusive',
      rounds: 20,
      estimate: 1,
      low: -0.1,
      high: 3,
      detectable: 9,
      confirmationRounds: 3,
    } as const;
    const sides = (n: number) => ({ base: metric(base.slice(0, n)), head: metric(head.slice(0, n)) });
    expect([
      routeByModes({ threshold: 0.05 }, unconfirmed, sides(20), 40),
      routeByModes({ threshold: 0.05 }, { ...unconfirmed, rounds: 18 }, sides(18), 40),
      routeByModes(
        { threshold: 0.05 },
        { ...unconfirmed, confirmationRounds: undefined, rounds: 18 },
        sides(18),
        40,
      ),
      routeByModes({ threshold: 0.05 }, { ...unconfirmed, state: 'regression' }, sides(20), 40),
    ]).toEqual(['judge', 'paired', 'look', 'paired']);
  });

  it('calls an unchanged share unchanged', () => {
    const base = modes(new Set([1, 4, 6, 9, 12, 15, 17]));
    const head = modes(new Set([0, 3, 6, 8, 11, 13, 18]));
    const row = compareResults(results(base), results(head), ON).rows[0]!;
    expect([row.verdict, row.modes!.shareChange.estimate, row.modes!.onRounds]).toEqual([
      'unchanged',
      0,
      true,
    ]);
  });

  it('leaves the row to the paired rule without the setting, and says in one line that it is two-humped', () => {
    const row = compareResults(results(BASE, 20), results(HEAD, 20), DEFAULT_POLICY).rows[0]!;
    expect([row.verdict, row.test, row.paired!.state, row.paired!.lookingForModes, row.modes]).toEqual([
      'inconclusive',
      'paired-rounds',
      'inconclusive',
      undefined,
      undefined,
    ]);
    expect(row.notes.filter((n) => n.startsWith('two-humped'))).toEqual([
      'two-humped: the samples fall in two modes (split at 173 ns/op), which keeps the paired rule from settling it; two-humped-rounds: true in the repository config judges such rows by mode',
    ]);
    // A unimodal row that is as inconclusive says nothing of modes.
    const flat = Array.from({ length: 20 }, (_, i) => 100 * (1 + 0.3 * Math.sin(i * 1.7)));
    const unimodal = compareResults(
      results(flat, 20),
      results(
        flat.map((v) => v * 1.05),
        20,
      ),
      DEFAULT_POLICY,
    ).rows[0]!;
    expect(unimodal.notes.some((n) => n.startsWith('two-humped'))).toBe(false);
  });

  it('leaves a level that moved once in the run to the paired rule', () => {
    // Both sides 3x slower from round 10 on: a machine that got busy, not a slow path.
    const level = (i: number) => (i < 10 ? 100 : 300) * (1 + 0.01 * Math.sin(i));
    const base = Array.from({ length: 20 }, (_, i) => level(i));
    const head = Array.from({ length: 20 }, (_, i) => level(i) * 1.2);
    const row = compareResults(results(base), results(head), ON).rows[0]!;
    expect([row.verdict, row.test, row.modes]).toEqual(['regression', 'paired-rounds', undefined]);
  });

  it('counts the switches between modes in round order against half the number random draws give', () => {
    // 4 slow of 20: 2·4·16/20 = 6.4 switches expected, at least 4 needed.
    const cut = 200;
    expect(switchesEnough(modes(new Set([2, 7, 11, 16])), cut)).toBe(true); // 8 switches
    expect(switchesEnough(modes(new Set([2, 3, 11, 12])), cut)).toBe(true); // 4
    expect(switchesEnough(modes(new Set([2, 3, 4, 5])), cut)).toBe(false); // 2
    expect(switchesEnough(modes(new Set([16, 17, 18, 19])), cut)).toBe(false); // 1
  });
});

describe('isOpenRow and rows on paired rounds', () => {
  const row = (paired: object, modes?: object) =>
    ({
      primary: true,
      verdict: 'inconclusive',
      paired,
      ...(modes ? { modes } : {}),
    }) as unknown as ComparisonRow;

  it('keeps a futile row open only while it is looking for modes, and closes a row judged by mode', () => {
    expect([
      isOpenRow(row({ state: 'inconclusive', futile: true }), 8, 40),
      isOpenRow(row({ state: 'inconclusive', futile: true, lookingForModes: true }), 8, 40),
      isOpenRow(row({ state: 'open' }), 8, 40),
      isOpenRow(
        { primary: true, verdict: 'unchanged', modes: { onRounds: true } } as unknown as ComparisonRow,
        20,
        40,
      ),
    ]).toEqual([false, true, true, false]);
  });
});
