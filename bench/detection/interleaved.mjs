// A second look at the same runs, shaped like `benchgate run` collects its
// data: interleaved rounds of both sides (default 5 rounds, -count 2 per
// round) instead of one long run per side. For each window of rounds, a
// side's samples are the first two ns/op samples of each of its runs in the
// window; A and B runs of one round ran next to each other, so a burst of
// load on the machine lands on both sides instead of on one. No new runs:
// only benchgate's verdicts (github-action-benchmark keeps one value per
// side whatever the design, and benchstat reads files, not samples).
const PER_ROUND = 2;
const ROUNDS = 5;

/** A run's Results with each benchmark's ns/op samples replaced. */
function withSamples(template, samplesOf) {
  return {
    ...template.results,
    benchmarks: template.results.benchmarks.map((b) => ({
      ...b,
      metrics: b.metrics.map((m) => (m.unit === 'ns/op' ? { ...m, samples: samplesOf(b.name) } : m)),
    })),
  };
}

function pooledSide(runs) {
  const samplesOf = (name) => runs.flatMap((r) => r.samples[name].slice(0, PER_ROUND));
  return {
    results: withSamples(runs[0], samplesOf),
    samples: Object.fromEntries(Object.keys(runs[0].samples).map((n) => [n, samplesOf(n)])),
  };
}

/**
 * The comparisons: A/B over each window of ROUNDS rounds (A and B of the
 * same rounds); A/A over windows of 2*ROUNDS rounds, A runs of even rounds
 * against A runs of odd rounds (further apart in time than A and B of one
 * round, so if anything harder).
 */
export function interleavedPairs(manifest, runs) {
  const run = (variant, round) =>
    runs.get(manifest.files.find((f) => f.variant === variant && f.round === round).file);
  const range = (from, n, step = 1) => Array.from({ length: n }, (_, i) => from + i * step);
  const pairs = [];
  for (let w = 0; w + 2 * ROUNDS <= manifest.rounds; w += 2 * ROUNDS) {
    pairs.push({
      kind: 'A/A',
      level: 'A',
      round: w,
      base: pooledSide(range(w, ROUNDS, 2).map((r) => run('A', r))),
      head: pooledSide(range(w + 1, ROUNDS, 2).map((r) => run('A', r))),
    });
  }
  for (const v of manifest.variants.filter((x) => x.factor > 1)) {
    for (let w = 0; w + ROUNDS <= manifest.rounds; w += ROUNDS) {
      pairs.push({
        kind: 'A/B',
        level: v.id,
        round: w,
        base: pooledSide(range(w, ROUNDS).map((r) => run('A', r))),
        head: pooledSide(range(w, ROUNDS).map((r) => run(v.id, r))),
      });
    }
  }
  return pairs;
}

export const INTERLEAVED_DESIGN = { rounds: ROUNDS, perRound: PER_ROUND };
