// What any test could spend on the detection study's rows, the yardsticks
// its report sets the designs against: Wald's SPRT told each row's noise,
// the same when unchanged rows must also be called unchanged as issue 28
// asks, and the bound for a test not told the noise (bench/lib/ideal-test.ts).
import { noiseBandOf, median } from '../lib/stats.mjs';

/** The goals of issue 17: at most 0.1% false alarms, at least 95% of 10% slowdowns caught. */
export const IDEAL = { detect: 0.1, alpha: 0.001, power: 0.95 };

/** benchgate's default threshold: a row is unchanged when its interval lies inside ±5%. */
export const THRESHOLD = 0.05;

/**
 * How often the goals of issue 28 ask an unchanged row to be called
 * unchanged, per noise band (on noisier rows "inconclusive" is the honest
 * answer, so none).
 */
export const CALLED_UNCHANGED = { '≤ 3%': 0.95, '3–10%': 0.8 };

/**
 * The fewest executions any test meeting IDEAL could spend on the rows this
 * study judges (judge.sprtExpectedRounds, one sample a side per round): per
 * window every benchmark's A/A row, and in each B variant its unchanged or
 * slowed row; over all `windows`, as the designs' totals are. `judge` is
 * the study's bundle of the compare engine and bench/lib/ideal-test.ts.
 */
export function idealCost(manifest, noise, judge, windows) {
  const slowed = new Set(manifest.slowed.map((b) => `Benchmark${b}`));
  const changes = manifest.roundVariants.filter((v) => v.factor > 1).map((v) => v.factor - 1);
  const executions = (change, name) => 2 * judge.sprtExpectedRounds(change, noise.get(name), IDEAL);
  // The same, where the row must also be called unchanged as often as the goals ask of its band.
  const asked = (change, name) => {
    const called = change === 0 ? CALLED_UNCHANGED[noiseBandOf(noise.get(name))] : undefined;
    const sprt = executions(change, name);
    return called === undefined
      ? sprt
      : Math.max(sprt, 2 * judge.equivalenceLeastRounds(noise.get(name), { margin: THRESHOLD, called }));
  };
  // The same for a test that reads the noise off the row's own rounds, as every real one does
  // (judge.unknownNoiseLeastRounds): no fewer than `asked`, and more on quiet rows. For the +3% and
  // +5% rows, the known-noise estimate.
  const unknown = (change, name) => {
    const spread = noise.get(name);
    const known = asked(change, name);
    if (Math.abs(change - IDEAL.detect) < 1e-9)
      return Math.max(known, 2 * judge.unknownNoiseLeastRounds('flag', spread, IDEAL.power));
    if (change !== 0) return known;
    const called = CALLED_UNCHANGED[noiseBandOf(spread)];
    return Math.max(
      known,
      2 * judge.unknownNoiseLeastRounds('accept', spread, 1 - IDEAL.alpha),
      called === undefined ? 0 : 2 * judge.unknownNoiseLeastRounds('unchanged', spread, called),
    );
  };
  let perWindow = 0;
  let askedPerWindow = 0;
  let unknownPerWindow = 0;
  let rows = 0;
  const bands = {};
  for (const name of manifest.benchmarks.map((b) => `Benchmark${b}`)) {
    for (const change of [0, ...changes.map((c) => (slowed.has(name) ? c : 0))]) {
      perWindow += executions(change, name);
      askedPerWindow += asked(change, name);
      unknownPerWindow += unknown(change, name);
      rows++;
    }
    const band = (bands[noiseBandOf(noise.get(name))] ??= {
      benchmarks: 0,
      unchanged: [],
      asked: [],
      slowed: [],
      unknownUnchanged: [],
      unknownSlowed: [],
    });
    band.benchmarks++;
    band.unchanged.push(executions(0, name));
    band.asked.push(asked(0, name));
    band.slowed.push(executions(IDEAL.detect, name));
    band.unknownUnchanged.push(unknown(0, name));
    band.unknownSlowed.push(unknown(IDEAL.detect, name));
  }
  for (const band of Object.values(bands))
    for (const key of ['unchanged', 'asked', 'slowed', 'unknownUnchanged', 'unknownSlowed'])
      band[key] = median(band[key]);
  return {
    perRow: perWindow / rows,
    total: perWindow * windows,
    askedPerRow: askedPerWindow / rows,
    askedTotal: askedPerWindow * windows,
    unknownPerRow: unknownPerWindow / rows,
    unknownTotal: unknownPerWindow * windows,
    bands,
  };
}
