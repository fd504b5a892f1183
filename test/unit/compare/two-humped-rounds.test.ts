import { describe, expect, it } from 'vitest';
import { compareResults } from '../../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../../src/compare/policy.js';
import { switchesEnough, twoHumpedRoundsSplit } from '../../../src/compare/two-humped-rounds.js';
import { createResults, type Metric, type Results } from '../../../src/model/results.js';
import { mulberry32 } from '../../support/seeded-random.js';

// Rows judged on paired rounds (the sequential design) are two-humped when a
// side's pooled samples are, by the gap criterion of src/stats/modes.ts, and
// its modes switch in round order as random draws do, not once as a level
// that moved in time.

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

/** One sample per round, as the sequential design runs Go. */
const metric = (samples: number[]): Metric => ({
  unit: 'ns/op',
  direction: 'smaller',
  samples,
  rounds: samples.map((_, i) => i),
});
const results = (samples: number[]): Results =>
  createResults({
    context: { maxRounds: 40 },
    benchmarks: [{ suite: 'p', name: 'BenchmarkX', params: {}, metrics: [metric(samples)] }],
  });

const UNIMODAL: Record<string, () => number> = {
  normal: () => 100 + 5 * gauss(),
  lognormal: () => 100 * Math.exp(0.3 * gauss()),
  'heavy-tailed (t, 3 df)': () => 100 * Math.exp(0.05 * studentT(3)),
  'Cauchy tails': () => 100 * Math.exp(0.02 * studentT(1)),
  'exponential tail': () => 100 - 5 * Math.log(1 - random()),
};
const DRAWS = 1000;

describe('two-humped rows on paired rounds: false detections on unimodal rows', () => {
  it.each(Object.keys(UNIMODAL).flatMap((family) => [10, 20, 40].map((n) => [family, n] as const)))(
    '%s, %i rounds, each round’s load on both sides: under 1% of rows',
    (family, n) => {
      let detected = 0;
      for (let i = 0; i < DRAWS; i++) {
        // A round's load slows both sides alike: what pairing by round removes.
        const load = Array.from({ length: n }, () => Math.exp(0.02 * gauss()));
        const side = () => metric(load.map((l) => l * UNIMODAL[family]!()));
        if (twoHumpedRoundsSplit({ threshold: 0.05 }, side(), side()) !== undefined) detected++;
      }
      expect(detected / DRAWS).toBeLessThan(0.01);
    },
  );
});

describe('two-humped rows on paired rounds', () => {
  // The slow path (3x) on the rounds listed, 1% noise: base slow in 4 of 20 rounds, head in 12.
  const modes = (slow: ReadonlySet<number>, n = 20) =>
    Array.from({ length: n }, (_, i) => (slow.has(i) ? 300 : 100) * (1 + 0.01 * Math.sin(i)));
  const BASE = modes(new Set([2, 7, 11, 16]));
  const HEAD = modes(new Set([0, 2, 3, 5, 8, 9, 11, 13, 14, 16, 18, 19]));

  it('judges a row whose modes mix within the run by mode, not by the paired rule', () => {
    const row = compareResults(results(BASE), results(HEAD), DEFAULT_POLICY).rows[0]!;
    expect([row.verdict, row.test, row.paired, row.noisy]).toEqual([
      'regression',
      undefined,
      undefined,
      false,
    ]);
    expect([row.modes!.base.slowShare.estimate, row.modes!.head.slowShare.estimate]).toEqual([0.2, 0.6]);
    // Nothing of the paired rule's estimate is left in the notes: they would speak of ratios the modes make jump.
    expect(row.notes).toHaveLength(1);
    expect(row.notes[0]).toMatch(/^two-humped: the samples fall in two modes \(split at 173 ns\/op\)/);
    // Newcombe: Wilson 12/20 is 0.3866–0.7812 and 4/20 0.0807–0.4160, so 0.4 − √(0.2134² + 0.2160²) = 0.096
    // to 0.4 + √(0.1812² + 0.1193²) = 0.617.
    expect(row.notes[0]).toContain(
      'slow mode in 20% of base and 60% of head (+40 points, 95% CI +10 to +62)',
    );
  });

  it('leaves a level that moved once in the run to the paired rule', () => {
    // Both sides 3x slower from round 10 on: a machine that got busy, not a slow path.
    const level = (i: number) => (i < 10 ? 100 : 300) * (1 + 0.01 * Math.sin(i));
    const base = Array.from({ length: 20 }, (_, i) => level(i));
    const head = Array.from({ length: 20 }, (_, i) => level(i) * 1.2);
    const row = compareResults(results(base), results(head), DEFAULT_POLICY).rows[0]!;
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
