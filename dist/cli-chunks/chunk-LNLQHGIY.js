import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

// src/stats/special.ts
var LN_SQRT_2PI = 0.9189385332046728;
var SQRT_PI = 1.772453850905516;
var EPS = 2220446049250313e-31;
var TINY = 1e-300;
function stirlingCorrection(x) {
  const r = 1 / x;
  const r2 = r * r;
  const coefficients = [1 / 156, -691 / 360360, 1 / 1188, -1 / 1680, 1 / 1260, -1 / 360, 1 / 12];
  let sum = 0;
  for (const c of coefficients) sum = sum * r2 + c;
  return sum * r;
}
function logGamma(x) {
  if (Number.isNaN(x) || x <= 0) return Number.NaN;
  if (x === Infinity) return Infinity;
  if (x >= 10) return (x - 0.5) * Math.log(x) - x + LN_SQRT_2PI + stirlingCorrection(x);
  let product = 1;
  let y = x;
  while (y < 10) {
    product *= y;
    y += 1;
  }
  return logGamma(y) - Math.log(product);
}
function logBeta(a, b) {
  if (Number.isNaN(a) || Number.isNaN(b) || a <= 0 || b <= 0) return Number.NaN;
  const p = Math.min(a, b);
  const q = Math.max(a, b);
  if (p >= 10) {
    const corr = stirlingCorrection(p) + stirlingCorrection(q) - stirlingCorrection(p + q);
    return -0.5 * Math.log(q) + LN_SQRT_2PI + corr + (p - 0.5) * Math.log(p / (p + q)) + q * Math.log1p(-p / (p + q));
  }
  if (q >= 10) {
    const corr = stirlingCorrection(q) - stirlingCorrection(p + q);
    return logGamma(p) + corr + p - p * Math.log(p + q) + (q - 0.5) * Math.log1p(-p / (p + q));
  }
  return logGamma(p) + logGamma(q) - logGamma(p + q);
}
function choose(n, k) {
  if (k < 0 || k > n) return 0;
  const m = Math.min(k, n - k);
  let result = 1;
  for (let i = 1; i <= m; i++) {
    result = result * (n - m + i) / i;
  }
  return result;
}
function betaContinuedFraction(x, a, b) {
  const maxIterations = 1e5;
  let c = 1;
  let d = 1 - (a + b) * x / (a + 1);
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= maxIterations; m++) {
    const m2 = 2 * m;
    let num = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
    d = 1 + num * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + num / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    num = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
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
function incompleteBeta(x, a, b, y = 1 - x) {
  if (Number.isNaN(x) || Number.isNaN(y)) return Number.NaN;
  if (x <= 0) return a > 0 && b > 0 ? 0 : Number.NaN;
  if (y <= 0) return a > 0 && b > 0 ? 1 : Number.NaN;
  const lnX = x > 0.5 ? Math.log1p(-y) : Math.log(x);
  const lnY = y > 0.5 ? Math.log1p(-x) : Math.log(y);
  return incompleteBetaFromLogs(x, y, lnX, lnY, a, b);
}
function incompleteBetaFromLogs(x, y, lnX, lnY, a, b) {
  if ([x, y, lnX, lnY].some(Number.isNaN) || !(a > 0) || !(b > 0)) return Number.NaN;
  if (lnX === -Infinity) return 0;
  if (lnY === -Infinity) return 1;
  const front = Math.exp(a * lnX + b * lnY - logBeta(a, b));
  if (x < (a + 1) / (a + b + 2)) return front * betaContinuedFraction(x, a, b) / a;
  return 1 - front * betaContinuedFraction(y, b, a) / b;
}
function erfcNonNegative(z, z2) {
  if (z2 < 1.5) return 1 - erfSeries(z, z2);
  if (z2 > 750) return 0;
  const a = 0.5;
  let b = z2 + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i <= 1e4; i++) {
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
  return Math.exp(-z2) * z * h / SQRT_PI;
}
function erfSeries(z, z2) {
  let term = 1;
  let sum = 1;
  for (let n = 1; n < 500; n++) {
    term *= z2 / (n + 0.5);
    sum += term;
    if (term < sum * EPS) break;
  }
  return 2 * z * Math.exp(-z2) / SQRT_PI * sum;
}
function erfcOfHalfSquare(x) {
  const a = Math.abs(x);
  return erfcNonNegative(a / Math.SQRT2, a * a / 2);
}

// src/stats/normal.ts
var LN_SQRT_2PI2 = 0.9189385332046728;
function normalPdf(x) {
  return Math.exp(-(x * x) / 2 - LN_SQRT_2PI2);
}
function normalCdf(x) {
  if (Number.isNaN(x)) return Number.NaN;
  const tail = erfcOfHalfSquare(x) / 2;
  return x < 0 ? tail : 1 - tail;
}
function normalSf(x) {
  return normalCdf(-x);
}
var A = [
  -39.69683028665376,
  220.9460984245205,
  -275.9285104469687,
  138.357751867269,
  -30.66479806614716,
  2.506628277459239
];
var B = [
  -54.47609879822406,
  161.5858368580409,
  -155.6989798598866,
  66.80131188771972,
  -13.28068155288572
];
var C = [
  -0.007784894002430293,
  -0.3223964580411365,
  -2.400758277161838,
  -2.549732539343734,
  4.374664141464968,
  2.938163982698783
];
var D = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
var P_LOW = 0.02425;
function acklamLowerHalf(p) {
  if (p < P_LOW) {
    const q2 = Math.sqrt(-2 * Math.log(p));
    return (((((C[0] * q2 + C[1]) * q2 + C[2]) * q2 + C[3]) * q2 + C[4]) * q2 + C[5]) / ((((D[0] * q2 + D[1]) * q2 + D[2]) * q2 + D[3]) * q2 + 1);
  }
  const q = p - 0.5;
  const r = q * q;
  return (((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q / (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1);
}
function normalQuantile(p) {
  if (Number.isNaN(p) || p < 0 || p > 1) return Number.NaN;
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  if (p === 0.5) return 0;
  if (p > 0.5) return -normalQuantile(1 - p);
  let x = acklamLowerHalf(p);
  for (let i = 0; i < 3; i++) {
    const e = normalCdf(x) - p;
    if (e === 0) break;
    const u = Math.sign(e) * Math.exp(Math.log(Math.abs(e)) + x * x / 2 + LN_SQRT_2PI2);
    const next = x - u / (1 + x * u / 2);
    if (!Number.isFinite(next)) break;
    if (Math.abs(next - x) <= 1e-16 * Math.abs(x)) {
      x = next;
      break;
    }
    x = next;
  }
  return x;
}

// src/stats/binomial.ts
var MIN_NORMAL = 22250738585072014e-324;
function binomialPmf(k, n, p) {
  const ki = Math.floor(k);
  if (Number.isNaN(k) || Number.isNaN(p) || ki < 0 || ki > n) return 0;
  if (p === 0) return ki === 0 ? 1 : 0;
  if (p === 1) return ki === n ? 1 : 0;
  const coefficient = choose(n, ki);
  const powers = Math.pow(p, ki) * Math.pow(1 - p, n - ki);
  if (Number.isFinite(coefficient) && powers >= MIN_NORMAL && coefficient * powers >= MIN_NORMAL) {
    return coefficient * powers;
  }
  const logPmf = logGamma(n + 1) - logGamma(ki + 1) - logGamma(n - ki + 1) + ki * Math.log(p) + (n - ki) * Math.log1p(-p);
  return Math.exp(logPmf);
}

// src/stats/median-ci.ts
var EXACT_LIMIT = 30;
function quantileInterval(n, q, confidence) {
  const byN = intervalsFor(q, confidence);
  const known = byN.get(n);
  if (known) return known;
  const found = Object.freeze(computeQuantileInterval(n, q, confidence));
  if (byN.size >= 1024) byN.clear();
  byN.set(n, found);
  return found;
}
var intervalMemo = /* @__PURE__ */ new Map();
function intervalsFor(q, confidence) {
  let byConfidence = intervalMemo.get(q);
  if (!byConfidence) {
    if (intervalMemo.size >= 64) intervalMemo.clear();
    intervalMemo.set(q, byConfidence = /* @__PURE__ */ new Map());
  }
  let byN = byConfidence.get(confidence);
  if (!byN) {
    if (byConfidence.size >= 64) byConfidence.clear();
    byConfidence.set(confidence, byN = /* @__PURE__ */ new Map());
  }
  return byN;
}
function computeQuantileInterval(n, q, confidence) {
  const base = { quantile: q, n };
  if (confidence >= 1) return { ...base, confidence: 1, loOrder: 0, hiOrder: n + 1, ambiguous: false };
  const found = n <= EXACT_LIMIT ? exactBand(n, q, confidence) : approximateBand(n, q, confidence);
  return {
    ...base,
    confidence: found.confidence,
    loOrder: Math.max(found.l, 0),
    hiOrder: Math.min(found.r, n + 1),
    ambiguous: found.ambiguous
  };
}
function exactBand(n, q, confidence) {
  const pmf = (k) => binomialPmf(k, n, q);
  const preferLeft = (lp2, rp2, left, right) => q === 0.5 && left + right === n && n in GO_CHOOSE_TIES ? goPrefersLeft(n, left, right) : lp2 >= rp2;
  const mode = q === 0 ? 0 : Math.ceil((n + 1) * q) - 1;
  let accum = pmf(mode);
  let l = mode;
  let r = mode + 1;
  let lp = pmf(l - 1);
  let rp = pmf(r);
  let ambiguous = rp === accum;
  while (accum < confidence && (lp > 0 || rp > 0)) {
    ambiguous = lp === rp;
    if (preferLeft(lp, rp, l - 1, r)) {
      accum += lp;
      l--;
      lp = pmf(l - 1);
    } else {
      accum += rp;
      r++;
      rp = pmf(r);
    }
  }
  return { l, r, confidence: accum, ambiguous };
}
var GO_CHOOSE_TIES = {
  21: "==<=<=><>==",
  22: "==<=<=><>=<",
  23: "==<=<=><>=>=",
  24: "==<=<=><>=><",
  25: "==<=<=><>=<=>",
  26: "==<=<=><>=<==",
  27: "==<=<=><>=<<=<",
  28: "==<=<=><>=<=<<",
  29: "==<=<<<<>=<==<=",
  30: "==<=<<<<<=<==<<"
};
function goPrefersLeft(n, left, right) {
  const k = Math.min(left, right);
  const relation = GO_CHOOSE_TIES[n][k];
  return left === k ? relation !== "<" : relation !== ">";
}
function approximateBand(n, q, confidence) {
  const mu = n * q;
  const sigma = Math.sqrt(n * q * (1 - q));
  const l1 = mu + sigma * normalQuantile((1 - confidence) / 2);
  const r1 = 2 * mu - l1;
  const l = Math.floor(l1 - 0.5) + 1;
  let r = Math.ceil(r1 - 0.5) + 1;
  const coverage = (lo, hi) => normalCdf((hi - 0.5 - mu) / sigma) - normalCdf((lo - 0.5 - mu) / sigma);
  let achieved = coverage(l, r);
  let ambiguous = false;
  const biased = coverage(l, r - 1);
  if (biased >= confidence && biased < achieved) {
    achieved = biased;
    ambiguous = true;
    r -= 1;
  }
  if (l <= 0 && r >= n + 1) {
    achieved = 1;
    ambiguous = false;
  }
  return { l, r, confidence: achieved, ambiguous };
}
function samplesNeededForMedianInterval(confidence) {
  const limit = 50;
  for (let n = 2; n <= limit; n++) {
    const ci = quantileInterval(n, 0.5, confidence);
    if (ci.loOrder > 0 && ci.hiOrder <= n) return { op: ">=", n };
  }
  return { op: ">", n: limit };
}

// src/stats/sample.ts
function createSample(values) {
  const kept = values.includes(Number.NaN) ? values.filter((v) => !Number.isNaN(v)) : values.slice();
  sortAscending(kept);
  return { values: kept, nanCount: values.length - kept.length };
}
var INSERTION_SORT_LIMIT = 32;
function sortAscending(xs) {
  if (xs.length > INSERTION_SORT_LIMIT) {
    xs.sort((a, b) => a - b);
    return;
  }
  for (let i = 1; i < xs.length; i++) {
    const v = xs[i];
    let j = i;
    for (; j > 0 && xs[j - 1] > v; j--) xs[j] = xs[j - 1];
    xs[j] = v;
  }
}
function asSample(input) {
  return isSortedSample(input) ? input : createSample(input);
}
function isSortedSample(input) {
  return !Array.isArray(input);
}
function quantile(input, q) {
  const xs = asSample(input).values;
  if (xs.length === 0 || Number.isNaN(q)) return Number.NaN;
  if (q <= 0) return xs[0];
  if (q >= 1) return xs[xs.length - 1];
  const h = 1 / 3 + q * (xs.length + 1 / 3);
  const k = Math.floor(h);
  if (k <= 0) return xs[0];
  if (k >= xs.length) return xs[xs.length - 1];
  return xs[k - 1] + (h - k) * (xs[k] - xs[k - 1]);
}
function median(input) {
  return quantile(input, 0.5);
}
function lowerMedian(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
function summarizeMedian(input, level = 0.95) {
  if (!(level >= 0 && level <= 1)) throw new RangeError(`confidence level must be in [0, 1], got ${level}`);
  const sample = asSample(input);
  const xs = sample.values;
  const n = xs.length;
  const caveats = [];
  if (sample.nanCount > 0) caveats.push({ kind: "nan-values", count: sample.nanCount });
  if (n === 0) caveats.push({ kind: "empty-sample" });
  const ci = quantileInterval(n, 0.5, level);
  const low = ci.loOrder < 1 ? -Infinity : xs[ci.loOrder - 1];
  const high = ci.hiOrder - 1 >= n ? Infinity : xs[ci.hiOrder - 1];
  if (n > 0 && (low === -Infinity || high === Infinity)) {
    const needed = samplesNeededForMedianInterval(level);
    caveats.push({ kind: "too-few-samples", op: needed.op, need: needed.n, have: n, level });
  }
  return { center: median(sample), low, high, level, confidence: ci.confidence, n, caveats };
}

// src/stats/u-distribution.ts
function lowerTailProbability(groupSizes, m, cap) {
  let items = 0;
  let tied = false;
  for (let i = 0; i < groupSizes.length; i++) {
    items += groupSizes[i];
    if (groupSizes[i] !== 1) tied = true;
  }
  if (m < 0 || m > items) throw new RangeError(`cannot choose ${m} of ${items} items`);
  if (!(cap >= 0)) return 0;
  const limit = Math.floor(cap);
  const key = tied ? `${m}|${groupSizes.join(",")}` : `${m}|${items}`;
  const { cumulative, total } = distributionOf(key, groupSizes, items, m, limit);
  return Math.min(1, cumulative[Math.min(limit, cumulative.length - 1)] / total);
}
function distributionOf(key, groupSizes, items, m, cap) {
  const known = memo.get(key);
  if (known && (known.complete || cap < known.cumulative.length)) return known;
  const center = m * (items - m);
  const found = computeDistribution(groupSizes, items, m, cap <= center ? center : 2 * center);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, found);
  return found;
}
var MEMO_LIMIT = 1024;
var memo = /* @__PURE__ */ new Map();
function computeDistribution(groupSizes, total, m, limit) {
  const width = limit + 1;
  const ways = new Float64Array((m + 1) * width);
  ways[0] = 1;
  let before = 0;
  for (const size of groupSizes) {
    const weights = binomialRow(size);
    const after = total - before - size;
    const jMax = Math.min(m, before);
    const jMin = Math.max(0, m - after - size);
    for (let j = jMax; j >= jMin; j--) {
      const row = j * width;
      const unchosenBefore = before - j;
      const sMax = 2 * j * unchosenBefore;
      const rMax = Math.min(size, m - j);
      for (let r = Math.max(1, m - after - j); r <= rMax; r++) {
        const step = r * (2 * unchosenBefore + (size - r));
        if (step > limit) continue;
        const target = (j + r) * width;
        const weight = weights[r];
        for (let s = 0; s <= sMax && s + step <= limit; s++) {
          const v = ways[row + s];
          if (v !== 0) ways[target + s + step] += v * weight;
        }
      }
    }
    before += size;
  }
  const cumulative = new Float64Array(width);
  let count = 0;
  const last = m * width;
  for (let s = 0; s <= limit; s++) cumulative[s] = count += ways[last + s];
  return { cumulative, complete: limit >= 2 * m * (total - m), total: choose(total, m) };
}
function binomialRow(n) {
  const row = [1];
  for (let r = 1; r <= n; r++) row.push(row[r - 1] * (n - r + 1) / r);
  return row;
}

// src/stats/mann-whitney.ts
var EXACT_LIMIT2 = 50;
var EXACT_TIES_LIMIT = 25;
function rank(x1, x2) {
  let rankSum1 = 0;
  const groups = [];
  let i = 0;
  let j = 0;
  let start = 0;
  while (i < x1.length || j < x2.length) {
    const v = j >= x2.length || i < x1.length && x1[i] <= x2[j] ? x1[i] : x2[j];
    let fromFirst = 0;
    for (; i < x1.length && x1[i] === v; i++) fromFirst++;
    let fromSecond = 0;
    for (; j < x2.length && x2[j] === v; j++) fromSecond++;
    const end = start + fromFirst + fromSecond;
    rankSum1 += fromFirst * (start + 1 + end) / 2;
    groups.push(end - start);
    start = end;
  }
  const n1 = x1.length;
  return { u1: rankSum1 - n1 * (n1 + 1) / 2, groups, hasTies: groups.length < start };
}
function mannWhitneyU(base, head, options = {}) {
  const alpha = options.alpha ?? 0.05;
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  const caveats = [];
  const s1 = asSample(base);
  const s2 = asSample(head);
  const x1 = s1.values;
  const x2 = s2.values;
  const nanCount = s1.nanCount + s2.nanCount;
  if (nanCount > 0) caveats.push({ kind: "nan-values", count: nanCount });
  const n1 = x1.length;
  const n2 = x2.length;
  if (n1 === 0 || n2 === 0) {
    return { p: 1, u: Number.NaN, n1, n2, alpha, caveats: [...caveats, { kind: "empty-sample" }] };
  }
  const ranked = rank(x1, x2);
  if (ranked.groups.length === 1) {
    return { p: 1, u: ranked.u1, n1, n2, alpha, caveats: [...caveats, { kind: "all-samples-equal" }] };
  }
  const limit = ranked.hasTies ? EXACT_TIES_LIMIT : EXACT_LIMIT2;
  const method = options.method === "exact" || options.method !== "normal" && n1 <= limit && n2 <= limit ? "exact" : "normal";
  const p = method === "exact" ? exactP(ranked, n1, n2) : normalP(ranked, n1, n2);
  if (p > alpha) {
    const minP = minimumP(n1, n2);
    if (minP > alpha) {
      caveats.push({
        kind: "too-few-samples-for-alpha",
        need: samplesNeededForAlpha(alpha),
        alpha,
        n1,
        n2,
        minP
      });
    }
  }
  return { p, u: ranked.u1, n1, n2, alpha, method, caveats };
}
function exactP(ranked, n1, n2) {
  const u1 = ranked.u1;
  const u2 = n1 * n2 - u1;
  if (u1 === u2) return 1;
  if (!ranked.hasTies || n1 === n2) {
    return Math.min(1, 2 * lowerTailProbability(ranked.groups, n1, 2 * Math.min(u1, u2)));
  }
  const lower = lowerTailProbability(ranked.groups, n1, 2 * u1);
  const upper = lowerTailProbability(ranked.groups, n2, 2 * u2);
  return Math.min(1, 2 * Math.min(lower, upper));
}
function normalP(ranked, n1, n2) {
  const n = n1 + n2;
  const tieSum = ranked.groups.reduce((acc, t) => acc + (t * t * t - t), 0);
  const mean = n1 * n2 / 2;
  const sd = Math.sqrt(n1 * n2 * (n + 1 - tieSum / (n * (n - 1))) / 12);
  let numerator = ranked.u1 - mean;
  numerator -= Math.sign(numerator) * 0.5;
  const z = numerator / sd;
  return Math.min(1, 2 * normalCdf(-Math.abs(z)));
}
function minimumP(n1, n2) {
  return Math.min(1, 2 / choose(n1 + n2, n1));
}
function samplesNeededForAlpha(alpha) {
  let n = 1;
  while (minimumP(n, n) > alpha) n++;
  return n;
}

// src/stats/quadrature.ts
var ORDER = 20;
function legendreRule(n) {
  const nodes = [];
  const weights = [];
  for (let i = 1; i <= n; i++) {
    let x = Math.cos(Math.PI * (i - 0.25) / (n + 0.5));
    let derivative = 0;
    for (let iteration = 0; iteration < 100; iteration++) {
      let p0 = 1;
      let p1 = x;
      for (let k = 2; k <= n; k++) {
        const p2 = ((2 * k - 1) * x * p1 - (k - 1) * p0) / k;
        p0 = p1;
        p1 = p2;
      }
      derivative = n * (x * p1 - p0) / (x * x - 1);
      const step = p1 / derivative;
      x -= step;
      if (Math.abs(step) < 1e-17) break;
    }
    nodes.push(x);
    weights.push(2 / ((1 - x * x) * derivative * derivative));
  }
  return { nodes, weights };
}
var rule;
function integrateGauss(f, a, b) {
  const RULE = rule ??= legendreRule(ORDER);
  const half = (b - a) / 2;
  const mid = (a + b) / 2;
  let sum = 0;
  for (let i = 0; i < ORDER; i++) sum += RULE.weights[i] * f(mid + half * RULE.nodes[i]);
  return sum * half;
}
function integrateGaussPieces(f, a, b, pieces) {
  let sum = 0;
  for (let i = 0; i < pieces; i++)
    sum += integrateGauss(f, a + (b - a) * i / pieces, a + (b - a) * (i + 1) / pieces);
  return sum;
}

// src/stats/student-t.ts
function betaArguments(t, df) {
  const a = Math.abs(t);
  if (a > 1e150) {
    const lnX = Math.log(df) - 2 * Math.log(a);
    const x2 = Math.exp(lnX);
    return { x: x2, y: 1, lnX, lnY: Math.log1p(-x2) };
  }
  const t2 = a * a;
  const x = df / (df + t2);
  const y = t2 / (df + t2);
  return { x, y, lnX: -Math.log1p(t2 / df), lnY: y > 0.5 ? Math.log1p(-x) : Math.log(y) };
}
var LARGE_DF = 1e5;
function lowerTail(t, df) {
  if (t === 0) return 0.5;
  if (df > LARGE_DF) return integrateTail(Math.abs(t), df);
  const { x, y, lnX, lnY } = betaArguments(t, df);
  return incompleteBetaFromLogs(x, y, lnX, lnY, df / 2, 0.5) / 2;
}
function centralMass(t, df) {
  if (df > LARGE_DF) return integrateCenter(Math.abs(t), df);
  const { x, y, lnX, lnY } = betaArguments(t, df);
  return incompleteBetaFromLogs(y, x, lnY, lnX, 0.5, df / 2);
}
function log1pSquare(t, df) {
  const r = t * t / df;
  return r === Infinity ? 2 * Math.log(Math.abs(t)) - Math.log(df) : Math.log1p(r);
}
function logPdf(t, df) {
  return -0.5 * Math.log(df) - logBeta(df / 2, 0.5) - (df + 1) / 2 * log1pSquare(t, df);
}
function integrateTail(a, df) {
  const density = Math.exp(logPdf(a, df));
  if (density === 0) return 0;
  const h = (v) => Math.exp(-((df + 1) / 2) * Math.log1p((2 * a * v + v * v) / (df + a * a)));
  let sum = 0;
  let lo = 0;
  let width = 1 / (a + 1);
  for (let i = 0; i < 200; i++) {
    const hi = lo + width;
    sum += integrateGauss(h, lo, hi);
    if (h(hi) * width < 1e-18 * sum) break;
    lo = hi;
    width *= 2;
  }
  return density * sum;
}
function integrateCenter(a, df) {
  if (a > 1) return 1 - 2 * integrateTail(a, df);
  return 2 * integrateGauss((s) => Math.exp(logPdf(s, df)), 0, a);
}
function tPdf(t, df) {
  if (Number.isNaN(t) || !(df > 0)) return Number.NaN;
  if (df === Infinity) return normalPdf(t);
  return Math.exp(logPdf(t, df));
}
function tCdf(t, df) {
  if (Number.isNaN(t) || !(df > 0)) return Number.NaN;
  if (df === Infinity) return normalCdf(t);
  const tail = lowerTail(t, df);
  return t < 0 ? tail : 1 - tail;
}
function tSf(t, df) {
  return tCdf(-t, df);
}
function tTwoSidedP(t, df) {
  if (Number.isNaN(t) || !(df > 0)) return Number.NaN;
  if (df === Infinity) return 2 * normalCdf(-Math.abs(t));
  return Math.min(1, 2 * lowerTail(t, df));
}
function tQuantile(p, df) {
  if (Number.isNaN(p) || p < 0 || p > 1 || !(df > 0)) return Number.NaN;
  if (df === Infinity) return normalQuantile(p);
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  if (p === 0.5) return 0;
  if (p > 0.5) return -tQuantile(1 - p, df);
  return -solveMagnitude(p, df);
}
function solveMagnitude(p, df) {
  const useTail = p < 0.25;
  const target = Math.log(useTail ? p : 1 - 2 * p);
  const g = (u2) => {
    const t = Math.exp(u2);
    const density = t * tPdf(t, df);
    if (useTail) {
      const tail = lowerTail(t, df);
      return { value: target - Math.log(tail), slope: density / tail };
    }
    const mass = centralMass(t, df);
    return { value: Math.log(mass) - target, slope: 2 * density / mass };
  };
  let lo = -60;
  let hi = 709;
  if (g(hi).value < 0) return Infinity;
  if (g(lo).value > 0) return (0.5 - p) / tPdf(0, df);
  const z = -normalQuantile(p);
  let u = Math.log(Math.max(z * (1 + (z * z + 1) / (4 * df)), 1e-20));
  for (let i = 0; i < 400; i++) {
    const { value, slope } = g(u);
    if (value === 0) return Math.exp(u);
    if (value > 0) hi = u;
    else lo = u;
    let next = u - value / slope;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (Math.abs(next - u) <= 1e-15 * Math.max(1, Math.abs(u)) || hi - lo <= 1e-15 * Math.max(1, Math.abs(u))) {
      return Math.exp(next);
    }
    u = next;
  }
  return Math.exp(u);
}

// src/stats/welch.ts
function standardErrorFromInterval(halfWidth, n, confidence) {
  if (!(n >= 2) || !(confidence > 0 && confidence < 1) || !(halfWidth >= 0)) return Number.NaN;
  return halfWidth / -tQuantile((1 - confidence) / 2, n - 1);
}
function checkSide(s) {
  const caveats = [];
  if (!(s.n >= 2)) caveats.push({ kind: "welch-too-few-samples", have: s.n, need: 2 });
  const halfWidth = (s.high - s.low) / 2;
  if (!Number.isFinite(halfWidth) || halfWidth < 0) caveats.push({ kind: "missing-error" });
  if (!(s.confidence > 0 && s.confidence < 1)) caveats.push({ kind: "unknown-confidence" });
  return caveats;
}
function distinct(caveats) {
  const seen = /* @__PURE__ */ new Set();
  return caveats.filter((c) => {
    const key = JSON.stringify(c);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
function welchTest(base, head) {
  const caveats = distinct([...checkSide(base), ...checkSide(head)]);
  const failed = (seBase2 = Number.NaN, seHead2 = Number.NaN) => ({
    p: Number.NaN,
    t: Number.NaN,
    df: Number.NaN,
    seBase: seBase2,
    seHead: seHead2,
    caveats
  });
  if (caveats.length > 0) return failed();
  const seBase = standardErrorFromInterval((base.high - base.low) / 2, base.n, base.confidence);
  const seHead = standardErrorFromInterval((head.high - head.low) / 2, head.n, head.confidence);
  if (seBase === 0 || seHead === 0) caveats.push({ kind: "zero-error" });
  const vBase = seBase * seBase;
  const vHead = seHead * seHead;
  const v = vBase + vHead;
  if (v === 0) return failed(seBase, seHead);
  const t = (head.center - base.center) / Math.sqrt(v);
  const df = v * v / (vBase * vBase / (base.n - 1) + vHead * vHead / (head.n - 1));
  return { p: tTwoSidedP(t, df), t, df, seBase, seHead, caveats };
}

// src/stats/fdr.ts
function benjaminiHochberg(pValues) {
  let m = 0;
  pValues.forEach((p, index) => {
    if (!isTested(p)) return;
    if (!(p >= 0 && p <= 1)) throw new RangeError(`p-value #${index} is outside [0, 1]: ${p}`);
    m++;
  });
  const sorted = new Float64Array(m);
  let k = 0;
  for (const p of pValues) if (isTested(p)) sorted[k++] = p;
  sorted.sort();
  const qByRank = new Float64Array(m);
  let running = 1;
  for (let rank2 = m; rank2 >= 1; rank2--) {
    running = Math.min(running, m * sorted[rank2 - 1] / rank2);
    qByRank[rank2 - 1] = running;
  }
  return pValues.map((p) => isTested(p) ? Math.max(qByRank[rankOf(sorted, p)], p) : p);
}
function isTested(p) {
  return p !== void 0 && p !== null && !Number.isNaN(p);
}
function rankOf(sorted, p) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (sorted[mid] < p) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// src/stats/group-sequential.ts
function pocockSpending(alpha, t) {
  if (t <= 0) return 0;
  if (t >= 1) return alpha;
  return alpha * Math.log(1 + (Math.E - 1) * t);
}
function powerSpending(alpha, t, rho) {
  if (t <= 0) return 0;
  if (t >= 1) return alpha;
  return alpha * t ** rho;
}
function spentBy(design, n) {
  const t = n / design.maxRounds;
  return design.rho === void 0 ? pocockSpending(design.alpha, t) : powerSpending(design.alpha, t, design.rho);
}
function firstBoundary(design) {
  return -normalQuantile(spentBy(design, design.minRounds) / 2);
}
var STEP = 0.04;
function grid(bound) {
  const n = Math.max(3, Math.ceil(2 * bound / STEP) + 1);
  const h = 2 * bound / (n - 1);
  const s = new Float64Array(n);
  const w = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    s[i] = -bound + i * h;
    w[i] = i === 0 || i === n - 1 ? h / 2 : h;
  }
  return { s, w };
}
var REACH = 10;
function within(s, x, reach) {
  const h = s.length > 1 ? s[1] - s[0] : 1;
  const from = Math.max(0, Math.floor((x - reach - s[0]) / h));
  const to = Math.min(s.length - 1, Math.ceil((x + reach - s[0]) / h));
  return [from, to];
}
function crossing(prev, delta, bound) {
  const sd = Math.sqrt(delta);
  const [from, to] = within(prev.s, bound, REACH * sd);
  let p = 0;
  for (let i = from; i <= to; i++) p += prev.w[i] * prev.f[i] * normalCdf((prev.s[i] - bound) / sd);
  for (let i = to + 1; i < prev.s.length; i++) p += prev.w[i] * prev.f[i];
  return 2 * p;
}
function propagate(prev, delta, bound) {
  const { s, w } = grid(bound);
  const f = new Float64Array(s.length);
  const sd = Math.sqrt(delta);
  const weighted = prev.f.map((fi, i) => prev.w[i] * fi);
  for (let j = 0; j < Math.ceil(s.length / 2); j++) {
    const [from, to] = within(prev.s, s[j], REACH * sd);
    let sum = 0;
    for (let i = from; i <= to; i++) sum += weighted[i] * normalPdf((s[j] - prev.s[i]) / sd);
    f[j] = sum / sd;
    f[s.length - 1 - j] = f[j];
  }
  return { s, f, w };
}
function solveBound(prev, delta, target, n) {
  let lo = 0;
  let hi = 40 * Math.sqrt(n);
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    if (mid === lo || mid === hi) break;
    if (crossing(prev, delta, mid) > target) lo = mid;
    else hi = mid;
  }
  return hi;
}
function zBoundaries(design) {
  const { minRounds, maxRounds } = design;
  if (!(minRounds >= 2 && maxRounds >= minRounds)) {
    throw new Error(`sequential design: need 2 <= minRounds <= maxRounds, got ${minRounds}, ${maxRounds}`);
  }
  const spent = (n) => spentBy(design, n);
  const first = firstBoundary(design);
  const out = [first];
  const bound0 = first * Math.sqrt(minRounds);
  const g = grid(bound0);
  const f = new Float64Array(g.s.length);
  for (let i = 0; i < f.length; i++) f[i] = normalPdf(g.s[i] / Math.sqrt(minRounds)) / Math.sqrt(minRounds);
  let density = { ...g, f };
  for (let n = minRounds + 1; n <= maxRounds; n++) {
    const target = spent(n) - spent(n - 1);
    const bound = solveBound(density, 1, target, n);
    out.push(bound / Math.sqrt(n));
    if (n < maxRounds) density = propagate(density, 1, bound);
  }
  return out;
}
var cache = /* @__PURE__ */ new Map();
function cachedBoundaries(design) {
  const key = `${design.alpha}|${design.minRounds}|${design.maxRounds}|${design.rho}`;
  let b = cache.get(key);
  if (!b) {
    b = zBoundaries(design);
    cache.set(key, b);
  }
  return b;
}
function zBoundaryAt(design, n) {
  const b = cachedBoundaries(design);
  const i = Math.min(Math.max(n, design.minRounds), design.maxRounds) - design.minRounds;
  return b[i];
}

// src/stats/detectable.ts
var DETECTION_POWER = 0.8;
function detectableChange(design, s) {
  if (!(s.n >= 2) || !Number.isFinite(s.se)) return Infinity;
  const c = zBoundaryAt(design, s.n);
  return Math.expm1((c + normalQuantile(DETECTION_POWER)) * s.se);
}
function roundsNeeded(design, s, threshold) {
  if (detectableChange(design, s) <= threshold) return 0;
  if (Number.isNaN(s.sd)) return Math.max(1, design.minRounds - s.n);
  const b = zBoundaryAt(design, design.maxRounds);
  const needed = Math.ceil(((b + normalQuantile(DETECTION_POWER)) * s.sd / Math.log1p(threshold)) ** 2);
  return Math.max(1, needed - s.n);
}

// src/stats/caveats.ts
function caveatMessage(c) {
  switch (c.kind) {
    case "too-few-samples":
      return `need ${c.op} ${c.need} samples for confidence interval at level ${formatGoFloat(c.level)}`;
    case "too-few-samples-for-alpha":
      return `need >= ${c.need} samples to detect a difference at alpha level ${formatGoFloat(c.alpha)}`;
    case "all-samples-equal":
      return "all samples are equal";
    case "empty-sample":
      return "sample is empty";
    case "nan-values":
      return `ignored ${c.count} NaN ${c.count === 1 ? "value" : "values"}`;
    case "welch-too-few-samples":
      return `need >= ${c.need} measurements per side for a t-test, have ${c.have}`;
    case "missing-error":
      return "no error interval reported; cannot derive a standard error";
    case "zero-error":
      return "error interval is zero; the t-test is degenerate";
    case "unknown-confidence":
      return "confidence level of the error interval is unknown";
    case "non-positive-centers":
      return `summaries must be >0 to compute geomean; left out ${c.count} ${c.count === 1 ? "row" : "rows"}`;
    case "benchmark-set-differs":
      return "benchmark set differs from baseline; geomeans may not be comparable";
  }
}
function formatGoFloat(x) {
  if (Number.isNaN(x)) return "NaN";
  if (x === Infinity) return "+Inf";
  if (x === -Infinity) return "-Inf";
  if (x === 0) return Object.is(x, -0) ? "-0" : "0";
  const [mantissa, exponentText] = x.toExponential().split("e");
  const exponent = Number(exponentText);
  if (exponent < -4 || exponent >= 6) {
    const sign = exponent < 0 ? "-" : "+";
    return `${mantissa}e${sign}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  return String(x);
}

// src/stats/geomean.ts
function geomean(values) {
  if (values.length === 0) return Number.NaN;
  let meanLog = 0;
  for (let i = 0; i < values.length; i++) {
    const x = values[i];
    if (!(x > 0)) return Number.NaN;
    meanLog += (Math.log(x) - meanLog) / (i + 1);
  }
  return Math.exp(meanLog);
}
var usable = (x) => x === void 0 || Number.isFinite(x) && x > 0;
function summarizeGeomean(rows) {
  const caveats = [];
  const bases = [];
  const heads = [];
  const ratios = [];
  let dropped = 0;
  let setDiffers = false;
  for (let i = 0; i < rows.length; i++) {
    const { base, head } = rows[i];
    if (base === void 0 !== (head === void 0)) setDiffers = true;
    if (!(usable(base) && usable(head))) {
      dropped++;
      continue;
    }
    if (base !== void 0) bases.push(base);
    if (head !== void 0) heads.push(head);
    if (base !== void 0 && head !== void 0) ratios.push(base === head ? 1 : head / base);
  }
  if (dropped > 0) caveats.push({ kind: "non-positive-centers", count: dropped });
  if (setDiffers) caveats.push({ kind: "benchmark-set-differs" });
  return {
    base: geomean(bases),
    head: geomean(heads),
    ratio: geomean(ratios),
    pairs: ratios.length,
    caveats
  };
}

// src/stats/change.ts
function relativeChange(base, head) {
  if (base === head) return 0;
  if (base === 0) return Number.NaN;
  return head / base - 1;
}

// src/stats/midranks.ts
function midranks(values) {
  const order = values.map((_, i) => i).sort((a, b) => values[a] - values[b]);
  const ranks = new Float64Array(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && values[order[j + 1]] === values[order[i]]) j++;
    const rank2 = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) ranks[order[k]] = rank2;
    i = j + 1;
  }
  return ranks;
}

// src/stats/two-sample-shift.ts
var EXACT_SMALLER_SIDE = 20;
function twoSampleShift(before, after, level = 0.95) {
  const n1 = before.length;
  const n2 = after.length;
  if (n1 === 0 || n2 === 0) return void 0;
  const c = criticalCount(n1, n2, (1 - level) / 2);
  if (c < 0) return void 0;
  const diffs = new Float64Array(n1 * n2);
  let k = 0;
  for (const y of after) for (const x of before) diffs[k++] = y - x;
  diffs.sort();
  const m = diffs.length;
  const estimate = m % 2 ? diffs[(m - 1) / 2] : (diffs[m / 2 - 1] + diffs[m / 2]) / 2;
  return { estimate, low: diffs[c], high: diffs[m - 1 - c] };
}
function criticalCount(n1, n2, tail) {
  const small = Math.min(n1, n2);
  if (small > EXACT_SMALLER_SIDE) {
    const mean = n1 * n2 / 2;
    const sd = Math.sqrt(n1 * n2 * (n1 + n2 + 1) / 12);
    return Math.max(-1, Math.floor(mean + normalQuantile(tail) * sd - 0.5));
  }
  const groups = new Array(n1 + n2).fill(1);
  let c = -1;
  while (c + 1 <= n1 * n2 / 2 && lowerTailProbability(groups, small, 2 * (c + 1)) <= tail) c++;
  return c;
}

export {
  caveatMessage,
  logGamma,
  incompleteBeta,
  normalCdf,
  normalSf,
  normalQuantile,
  samplesNeededForMedianInterval,
  createSample,
  median,
  lowerMedian,
  summarizeMedian,
  mannWhitneyU,
  integrateGaussPieces,
  tSf,
  tQuantile,
  welchTest,
  benjaminiHochberg,
  summarizeGeomean,
  relativeChange,
  firstBoundary,
  zBoundaryAt,
  detectableChange,
  roundsNeeded,
  midranks,
  twoSampleShift
};
