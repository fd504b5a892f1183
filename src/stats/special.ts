// Special functions behind the distributions: log-gamma, log-beta, the
// regularized incomplete beta function and erf/erfc. Written for relative
// accuracy in the tails, because p-values live there.

const LN_SQRT_2PI = 0.9189385332046728; // ln √(2π)
const SQRT_PI = 1.772453850905516; // √π
const EPS = 2.220446049250313e-16;
const TINY = 1e-300;

/**
 * Stirling-series remainder lgamma(x) - [(x-0.5)ln x - x + ln√(2π)], for x >= 10.
 * Note: the series is truncated after the x^-13 term; at x = 10 the next term is
 * below 1e-16 relative to lgamma(x).
 */
function stirlingCorrection(x: number): number {
  const r = 1 / x;
  const r2 = r * r;
  // Horner form of 1/12 r - 1/360 r³ + 1/1260 r⁵ - 1/1680 r⁷ + 1/1188 r⁹ - 691/360360 r¹¹ + 1/156 r¹³.
  const coefficients = [1 / 156, -691 / 360360, 1 / 1188, -1 / 1680, 1 / 1260, -1 / 360, 1 / 12];
  let sum = 0;
  for (const c of coefficients) sum = sum * r2 + c;
  return sum * r;
}

/** ln Γ(x) for x > 0. */
export function logGamma(x: number): number {
  if (Number.isNaN(x) || x <= 0) return Number.NaN;
  if (x === Infinity) return Infinity;
  if (x >= 10) return (x - 0.5) * Math.log(x) - x + LN_SQRT_2PI + stirlingCorrection(x);
  // Shift up with Γ(x) = Γ(x+k) / (x (x+1) ... (x+k-1)): the product of at most
  // ten factors keeps full precision, unlike a subtraction of large logs.
  let product = 1;
  let y = x;
  while (y < 10) {
    product *= y;
    y += 1;
  }
  return logGamma(y) - Math.log(product);
}

/** ln B(a, b) = ln Γ(a) + ln Γ(b) - ln Γ(a+b), without cancelling large terms. */
export function logBeta(a: number, b: number): number {
  if (Number.isNaN(a) || Number.isNaN(b) || a <= 0 || b <= 0) return Number.NaN;
  const p = Math.min(a, b);
  const q = Math.max(a, b);
  if (p >= 10) {
    // Both large: combine the Stirling forms so the (x-0.5)ln x terms cancel exactly.
    const corr = stirlingCorrection(p) + stirlingCorrection(q) - stirlingCorrection(p + q);
    return (
      -0.5 * Math.log(q) +
      LN_SQRT_2PI +
      corr +
      (p - 0.5) * Math.log(p / (p + q)) +
      q * Math.log1p(-p / (p + q))
    );
  }
  if (q >= 10) {
    const corr = stirlingCorrection(q) - stirlingCorrection(p + q);
    return logGamma(p) + corr + p - p * Math.log(p + q) + (q - 0.5) * Math.log1p(-p / (p + q));
  }
  return logGamma(p) + logGamma(q) - logGamma(p + q);
}

/** Binomial coefficient C(n, k) for integers; exact while the result is below 2^53. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const m = Math.min(k, n - k);
  let result = 1;
  for (let i = 1; i <= m; i++) {
    // Multiply before dividing: each partial result is itself a binomial
    // coefficient, so the division is exact while the product fits in 53 bits.
    result = (result * (n - m + i)) / i;
  }
  return result;
}

/**
 * Continued fraction for I_x(a, b) (modified Lentz), converging fast for
 * x < (a+1)/(a+b+2). Returns the fraction only; the caller multiplies by the
 * prefactor x^a y^b / (a B(a,b)).
 */
function betaContinuedFraction(x: number, a: number, b: number): number {
  const maxIterations = 100_000;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= maxIterations; m++) {
    const m2 = 2 * m;
    // Even step: d_{2m} = m (b-m) x / ((a+2m-1)(a+2m)).
    let num = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + num * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + num / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    // Odd step: d_{2m+1} = -(a+m)(a+b+m) x / ((a+2m)(a+2m+1)).
    num = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + num * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + num / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) return h;
  }
  throw new Error(`incomplete beta continued fraction did not converge for x=${x}, a=${a}, b=${b}`);
}

/**
 * Regularized incomplete beta I_x(a, b) = P(X <= x) for X ~ Beta(a, b).
 * `y` is 1 - x; pass it when you computed it more accurately than 1 - x
 * (e.g. t²/(ν+t²) next to ν/(ν+t²)).
 */
export function incompleteBeta(x: number, a: number, b: number, y: number = 1 - x): number {
  if (Number.isNaN(x) || Number.isNaN(y)) return Number.NaN;
  if (x <= 0) return a > 0 && b > 0 ? 0 : Number.NaN;
  if (y <= 0) return a > 0 && b > 0 ? 1 : Number.NaN;
  // ln x from whichever of x and y is small, so x = 1 - 1e-12 keeps its digits.
  const lnX = x > 0.5 ? Math.log1p(-y) : Math.log(x);
  const lnY = y > 0.5 ? Math.log1p(-x) : Math.log(y);
  return incompleteBetaFromLogs(x, y, lnX, lnY, a, b);
}

/**
 * I_x(a, b) given x, y = 1 - x and their logarithms. For callers whose x
 * underflows while ln x does not (the far tail of Student's t).
 */
export function incompleteBetaFromLogs(
  x: number,
  y: number,
  lnX: number,
  lnY: number,
  a: number,
  b: number,
): number {
  if ([x, y, lnX, lnY].some(Number.isNaN) || !(a > 0) || !(b > 0)) return Number.NaN;
  if (lnX === -Infinity) return 0;
  if (lnY === -Infinity) return 1;
  const front = Math.exp(a * lnX + b * lnY - logBeta(a, b));
  if (x < (a + 1) / (a + b + 2)) return (front * betaContinuedFraction(x, a, b)) / a;
  return 1 - (front * betaContinuedFraction(y, b, a)) / b;
}

/** Upper tail 1 - I_x(a, b), computed without cancellation when it is small. */
export function incompleteBetaComplement(x: number, a: number, b: number, y: number = 1 - x): number {
  return incompleteBeta(y, b, a, x);
}

/** erfc(z) for z >= 0 given z² (passed separately so callers avoid an extra rounding). */
function erfcNonNegative(z: number, z2: number): number {
  if (z2 < 1.5) return 1 - erfSeries(z, z2);
  if (z2 > 750) return 0;
  // Legendre continued fraction for Q(1/2, z²) (modified Lentz).
  const a = 0.5;
  let b = z2 + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i <= 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) break;
  }
  return (Math.exp(-z2) * z * h) / SQRT_PI;
}

/** erf(z) for z >= 0 by the all-positive series of P(1/2, z²); no cancellation. */
function erfSeries(z: number, z2: number): number {
  let term = 1;
  let sum = 1;
  for (let n = 1; n < 500; n++) {
    term *= z2 / (n + 0.5);
    sum += term;
    if (term < sum * EPS) break;
  }
  return ((2 * z * Math.exp(-z2)) / SQRT_PI) * sum;
}

export function erf(z: number): number {
  if (Number.isNaN(z)) return Number.NaN;
  const a = Math.abs(z);
  const a2 = a * a;
  const v = a2 < 1.5 ? erfSeries(a, a2) : 1 - erfcNonNegative(a, a2);
  return z < 0 ? -v : v;
}

export function erfc(z: number): number {
  if (Number.isNaN(z)) return Number.NaN;
  if (z < 0) return 1 + erf(-z);
  return erfcNonNegative(z, z * z);
}

/** erfc(|x|/√2) with the square formed as x²/2, one rounding fewer than (x/√2)². */
export function erfcOfHalfSquare(x: number): number {
  const a = Math.abs(x);
  return erfcNonNegative(a / Math.SQRT2, (a * a) / 2);
}
