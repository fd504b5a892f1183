// A second look at the first study's runs (one -count 10 run per variant
// and round), judged the way `benchgate run` judges by default: a round is
// the first -count 2 samples of a run (what `-count 2` would have printed
// first), 5 rounds per side, then 3 later rounds as confirmation of the
// flagged rows. No new runs. The first study has no second A variant, so
// A/A takes the A runs of even rounds as base and those of odd rounds as
// head (further apart in time than base and head of one `benchgate run`
// round, so if anything harder).
const PER_ROUND = 2;

/** A run cut to its first `PER_ROUND` samples per benchmark, as a round of `benchgate run` would print. */
function asRound(run) {
  const cut = (samples) => samples.slice(0, PER_ROUND);
  return {
    results: {
      ...run.results,
      benchmarks: run.results.benchmarks.map((b) => ({
        ...b,
        metrics: b.metrics.map((m) => ({ ...m, samples: cut(m.samples) })),
      })),
    },
    samples: Object.fromEntries(Object.entries(run.samples).map(([n, s]) => [n, cut(s)])),
  };
}

/**
 * The comparisons of a protocol of `rounds` + `confirm` rounds over the
 * first study's manifest; windows do not overlap, and confirmation rounds
 * are always later runs than the first rounds.
 */
export function loadedProtocolComparisons(manifest, runs, { rounds, confirm }) {
  const fileOf = new Map(manifest.files.map((f) => [`${f.variant}:${f.round}`, f.file]));
  const roundOf = (variant, r) => asRound(runs.get(fileOf.get(`${variant}:${r}`)));
  const seq = (from, n, step) => Array.from({ length: n }, (_, i) => from + i * step);
  const size = rounds + confirm;
  const out = [];
  const push = (kind, level, window, baseRounds, headRounds, baseVariant, headVariant) =>
    out.push({
      kind,
      level,
      window,
      base: baseRounds.slice(0, rounds).map((r) => roundOf(baseVariant, r)),
      head: headRounds.slice(0, rounds).map((r) => roundOf(headVariant, r)),
      confirmBase: baseRounds.slice(rounds).map((r) => roundOf(baseVariant, r)),
      confirmHead: headRounds.slice(rounds).map((r) => roundOf(headVariant, r)),
    });
  for (let w = 0; w + 2 * size <= manifest.rounds; w += 2 * size) {
    push('A/A', 'A', w, seq(w, size, 2), seq(w + 1, size, 2), 'A', 'A');
  }
  for (const v of manifest.variants.filter((x) => x.factor > 1)) {
    for (let w = 0; w + size <= manifest.rounds; w += size) {
      push('A/B', v.id, w, seq(w, size, 1), seq(w, size, 1), 'A', v.id);
    }
  }
  return out;
}

export const LOADED_PROTOCOLS = [
  {
    id: 'r5c3',
    short: '5+3',
    rounds: 5,
    confirm: 3,
    label: 'benchgate run default: 5 rounds × -count 2 per side, 3 confirmation rounds',
  },
];
