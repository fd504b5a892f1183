// Gauss–Legendre quadrature, for integrals of smooth positive functions that
// must keep relative accuracy (Student's t tails at very large df).

const ORDER = 20;

/** Nodes and weights on [-1, 1], by Newton's method on the Legendre polynomial P_n. */
function legendreRule(n: number): { nodes: number[]; weights: number[] } {
  const nodes: number[] = [];
  const weights: number[] = [];
  for (let i = 1; i <= n; i++) {
    // Tricomi's starting point for the i-th root, then Newton to full precision.
    let x = Math.cos((Math.PI * (i - 0.25)) / (n + 0.5));
    let derivative = 0;
    for (let iteration = 0; iteration < 100; iteration++) {
      let p0 = 1;
      let p1 = x;
      for (let k = 2; k <= n; k++) {
        const p2 = ((2 * k - 1) * x * p1 - (k - 1) * p0) / k;
        p0 = p1;
        p1 = p2;
      }
      derivative = (n * (x * p1 - p0)) / (x * x - 1);
      const step = p1 / derivative;
      x -= step;
      if (Math.abs(step) < 1e-17) break;
    }
    nodes.push(x);
    weights.push(2 / ((1 - x * x) * derivative * derivative));
  }
  return { nodes, weights };
}

// Computed on first use: only Welch tests at very large df need it, and
// every command that merely loads the statistics should not pay for it.
let rule: { nodes: number[]; weights: number[] } | undefined;

/** ∫_a^b f with one 20-point Gauss–Legendre rule (exact for polynomials of degree 39). */
export function integrateGauss(f: (x: number) => number, a: number, b: number): number {
  const RULE = (rule ??= legendreRule(ORDER));
  const half = (b - a) / 2;
  const mid = (a + b) / 2;
  let sum = 0;
  for (let i = 0; i < ORDER; i++) sum += RULE.weights[i] * f(mid + half * RULE.nodes[i]);
  return sum * half;
}

/** ∫_a^b f in `pieces` equal panels of one Gauss–Legendre rule each: for integrands with a peak or a kink inside. */
export function integrateGaussPieces(f: (x: number) => number, a: number, b: number, pieces: number): number {
  let sum = 0;
  for (let i = 0; i < pieces; i++)
    sum += integrateGauss(f, a + ((b - a) * i) / pieces, a + ((b - a) * (i + 1)) / pieces);
  return sum;
}
