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
