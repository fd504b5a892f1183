// Real-shaped benchmark noise for the sequential-rounds simulation. Every
// value is a time (smaller is better) around 1.0, built from:
// - a row's own noise level, log-uniform from 0.3% to 4% (quiet to noisy rows;
//   `noiseMax` raises the upper end, as on a loaded shared machine);
// - per process (one side of one round) a shared offset: the samples of one
//   process are correlated (layout, JIT, frequency), as Go's -count lines are;
// - heavy tails: Student-t with 3 degrees of freedom per sample;
// - outliers: 0.5% of samples are 2–5x slower;
// - drift between rounds, shared by both sides of a round (a random walk), and
//   a small drift within the round that the ABBA order cancels on average;
// - in the noisy-neighbour arm, a background CPU hog (times 1.1–1.6) switched
//   on and off between executions (a Markov chain: spells of `spell`
//   executions on average, ten by default, so mostly whole rounds, and one
//   round in ten split between the sides);
// - with `humps`, two-humped processes: each execution lands in the slow
//   hump (times 1 + humps) or the fast one with even odds, as JMH forks do
//   when the JIT compiles a benchmark one of two ways.

/** xorshift128+ seeded by splitmix64, as 32-bit halves in doubles: deterministic and fast. */
export function createRng(seed) {
  let s = BigInt.asUintN(64, BigInt(seed));
  const split = () => {
    s = BigInt.asUintN(64, s + 0x9e3779b97f4a7c15n);
    let z = s;
    z = BigInt.asUintN(64, (z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n);
    z = BigInt.asUintN(64, (z ^ (z >> 27n)) * 0x94d049bb133111ebn);
    return Number(BigInt.asUintN(32, z ^ (z >> 31n)));
  };
  // Four 32-bit words of xoshiro128**.
  const a = new Uint32Array([split(), split(), split(), split() | 1]);
  const rotl = (x, k) => ((x << k) | (x >>> (32 - k))) >>> 0;
  const next = () => {
    const result = Math.imul(rotl(Math.imul(a[1], 5) >>> 0, 7), 9) >>> 0;
    const t = (a[1] << 9) >>> 0;
    a[2] ^= a[0];
    a[3] ^= a[1];
    a[1] ^= a[2];
    a[0] ^= a[3];
    a[2] ^= t;
    a[3] = rotl(a[3], 11);
    return result;
  };
  const uniform = () => (next() + 0.5) / 4294967296;
  const normal = () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
  const studentT3 = () => {
    const z = normal();
    const chi = normal() ** 2 + normal() ** 2 + normal() ** 2;
    return z / Math.sqrt(chi / 3);
  };
  return { uniform, normal, studentT3 };
}

/** One simulated row: call round() for each round; it returns both sides' samples. */
export function createRow({
  seed,
  change,
  neighbour,
  perRound,
  noiseMax = 0.04,
  spell = 10,
  humps = 0,
  sigma: given,
}) {
  const rng = createRng(seed);
  const drawn = Math.exp(Math.log(0.003) + rng.uniform() * Math.log(noiseMax / 0.003));
  // `sigma` sets the level (a second row of the same noise, for a prior measured apart from the row judged).
  const sigma = given ?? drawn;
  let level = 0;
  // The hog's load: 0 when off, drawn once per spell when it comes on (a job's load is steady while it runs).
  let load = 0;
  const execution = (shift) => {
    // The neighbour's state is per execution: it can change between the sides of a round.
    if (neighbour && rng.uniform() < 1 / spell) load = load > 0 ? 0 : Math.log(1.1 + 0.5 * rng.uniform());
    const process = 0.6 * sigma * rng.normal() + (humps > 0 && rng.uniform() < 0.5 ? Math.log1p(humps) : 0);
    const out = [];
    for (let j = 0; j < perRound; j++) {
      // t(3) has variance 3: scaled to the row's sigma.
      let x = shift + load + process + (sigma * rng.studentT3()) / Math.sqrt(3);
      if (rng.uniform() < 0.005) x += Math.log(2 + 3 * rng.uniform());
      out.push(Math.exp(x));
    }
    return out;
  };
  let r = 0;
  return {
    sigma,
    round() {
      level += 0.5 * sigma * rng.normal();
      const within = 0.3 * sigma * rng.normal();
      const headFirst = r % 2 === 1; // base, head | head, base | …
      r++;
      const first = execution(level);
      const second = execution(level + within);
      const base = headFirst ? second : first;
      const head = (headFirst ? first : second).map((x) => x * (1 + change));
      return { base, head };
    },
  };
}
