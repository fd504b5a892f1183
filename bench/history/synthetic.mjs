// Synthetic benchmark series shaped like real ones, for the history studies:
// Student-t noise (3 degrees of freedom) of a scale drawn from 0.5–4%, and
// 0.5% outliers 2–3x slower. One home for measure.mjs and location-coverage.mjs.

/** A series maker drawing from `random` (a seeded generator). */
export function seriesMaker(random) {
  const normal = () => Math.sqrt(-2 * Math.log(random() || 1e-12)) * Math.cos(2 * Math.PI * random());
  const t3 = () => normal() / Math.sqrt((normal() ** 2 + normal() ** 2 + normal() ** 2) / 3);
  /** `length` commits c0, c1, ..., the level 1 + step from commit `stepAt` on. */
  return function makeSeries(length, stepAt, step, id) {
    const noise = Math.exp(Math.log(0.005) + random() * Math.log(8));
    const points = [];
    for (let i = 0; i < length; i++) {
      const level = i >= stepAt ? 1 + step : 1;
      const outlier = random() < 0.005 ? 2 + random() : 1;
      points.push({
        commit: `c${i}`,
        time: '2026-11-01T00:00:00Z',
        center: 100 * level * (1 + noise * t3() * 0.5) * outlier,
        n: 10,
        env: 'e',
      });
    }
    return {
      suite: '',
      name: `B${id}`,
      params: {},
      unit: 'ns/op',
      direction: 'smaller',
      family: `B${id}`,
      points,
    };
  };
}

/**
 * A series maker whose points carry their rounds, as `history append` stores
 * them: each commit is `rounds` samples (Student-t noise, 3 degrees of
 * freedom, of a scale drawn from 0.5–4% per series) around the commit's
 * level, the point's center and 95% interval those of their median
 * (`summarizeMedian`, the store's own). Between commits the level drifts by
 * a normal of `drift` times the center's own error (a push on a busier or
 * quieter machine moves every round of it), and 0.5% of commits are outliers
 * 2–3x slower in every round. `steps` is [{ at, size }]: the level is
 * multiplied by 1 + size from commit `at` on.
 */
export function roundsSeriesMaker(random, summarizeMedian, { rounds = 10 } = {}) {
  const normal = () => Math.sqrt(-2 * Math.log(random() || 1e-12)) * Math.cos(2 * Math.PI * random());
  const t3 = () => normal() / Math.sqrt((normal() ** 2 + normal() ** 2 + normal() ** 2) / 3);
  return function makeSeries(length, steps, drift, id) {
    const noise = Math.exp(Math.log(0.005) + random() * Math.log(8));
    // The standard error of the median of `rounds` t3 samples of scale noise/2: 1.2533 sigma / sqrt(n), sigma = sqrt(3) noise/2.
    const centerError = (1.2533 * Math.sqrt(3) * noise) / 2 / Math.sqrt(rounds);
    const points = [];
    for (let i = 0; i < length; i++) {
      const stepped = steps.filter((s) => i >= s.at).reduce((l, s) => l * (1 + s.size), 1);
      const outlier = random() < 0.005 ? 2 + random() : 1;
      const level = 100 * stepped * outlier * Math.exp(drift * centerError * normal());
      const samples = Array.from({ length: rounds }, () => level * Math.max(0.05, 1 + (noise / 2) * t3()));
      const s = summarizeMedian(samples);
      points.push({
        commit: `c${i}`,
        time: '2026-11-01T00:00:00Z',
        center: s.center,
        low: s.low,
        high: s.high,
        n: rounds,
        env: 'e',
        samples,
      });
    }
    return {
      suite: '',
      name: `B${id}`,
      params: {},
      unit: 'ns/op',
      direction: 'smaller',
      family: `B${id}`,
      points,
    };
  };
}
