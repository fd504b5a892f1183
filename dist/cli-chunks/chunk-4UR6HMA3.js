import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  detectableChange,
  firstBoundary,
  incompleteBeta,
  integrateGaussPieces,
  logGamma,
  lowerMedian,
  median,
  midranks,
  normalCdf,
  normalQuantile,
  normalSf,
  roundsNeeded,
  tQuantile,
  zBoundaryAt
} from "./chunk-LNLQHGIY.js";
import {
  sortedParams
} from "./chunk-UEKWDCHD.js";

// src/stats/threshold.ts
function thresholdEdges(threshold) {
  return { low: -threshold / (1 + threshold), high: threshold };
}
var ROUNDING = 1e-12;
function exceedsThreshold(change, threshold) {
  const edges = thresholdEdges(threshold);
  return change - edges.high > ROUNDING || edges.low - change > ROUNDING;
}
function insideThreshold(low, high, threshold) {
  const edges = thresholdEdges(threshold);
  return low > edges.low && high < edges.high;
}

// src/stats/exact-rows.ts
var NEAR_EXACT_SPREAD_SHARE = 0.1;
function rangeOf(rounds, side) {
  let min = Infinity;
  let max = -Infinity;
  for (const r of rounds) {
    for (const x of r[side]) {
      min = Math.min(min, x);
      max = Math.max(max, x);
    }
  }
  return min > 0 && min <= max ? { min, max } : void 0;
}
function judgeExact(row, rounds, policy) {
  if (rounds.length < policy.minRounds) return void 0;
  const base = rangeOf(rounds, "base");
  const head = rangeOf(rounds, "head");
  if (!base || !head) return void 0;
  const threshold = policy.threshold(row);
  const spread = Math.max(base.max / base.min, head.max / head.min) - 1;
  if (spread > 0 && (row.primary || spread > NEAR_EXACT_SPREAD_SHARE * threshold)) return void 0;
  const low = head.min / base.max - 1;
  const high = head.max / base.min - 1;
  const beyond = low > 0 && exceedsThreshold(low, threshold) || high < 0 && exceedsThreshold(high, threshold);
  if (!beyond && (exceedsThreshold(low, threshold) || exceedsThreshold(high, threshold))) return void 0;
  const estimate = Math.sqrt(head.min * head.max / (base.min * base.max)) - 1;
  const worse = row.direction === "smaller" ? estimate > 0 : estimate < 0;
  const decision = {
    key: row.key,
    benchmark: row.benchmark,
    primary: row.primary,
    state: !beyond ? "unchanged" : worse ? "regression" : "improvement",
    rounds: rounds.length,
    change: { estimate, low, high },
    significant: low > 0 || high < 0,
    detectable: 0,
    exact: true
  };
  if (spread > 0) decision.exactSpread = spread;
  return decision;
}

// src/stats/sequential-designs.ts
function rankPart(alpha, share) {
  return alpha * (1 - (share ?? 0));
}
var reachableDesigns = /* @__PURE__ */ new Map();
function reachableDesign(alpha, rho, policy) {
  const key = `${alpha}|${rho}|${policy.minRounds}|${policy.maxRounds}`;
  const known = reachableDesigns.get(key);
  if (known) return known;
  const at = (minRounds) => {
    const d = { alpha, minRounds, maxRounds: policy.maxRounds };
    if (rho !== void 0) d.rho = rho;
    return d;
  };
  let design = at(Math.max(2, policy.maxRounds));
  for (let m = Math.max(2, policy.minRounds); m < policy.maxRounds; m++) {
    if (Math.sqrt(m) >= firstBoundary(at(m))) {
      design = at(m);
      break;
    }
  }
  reachableDesigns.set(key, design);
  return design;
}
function regressionDesign(policy) {
  return reachableDesign(rankPart(policy.alpha, policy.early?.share), policy.regressionRho, policy);
}
function equivalenceDesign(policy) {
  return reachableDesign(
    rankPart(policy.equivalenceAlpha, policy.early?.equivalenceShare),
    policy.equivalenceRho,
    policy
  );
}
function earlyRegressionDesign(policy) {
  const e = policy.early;
  if (!e || !(e.share > 0)) return void 0;
  return {
    alpha: policy.alpha * e.share / 2,
    firstLook: e.firstLook,
    maxRounds: policy.maxRounds,
    decay: e.decay,
    ...e.front ? { front: e.front } : {}
  };
}
function earlyEquivalenceDesign(policy) {
  const e = policy.early;
  if (!e || !(e.equivalenceShare > 0)) return void 0;
  return {
    alpha: policy.equivalenceAlpha * e.equivalenceShare / 2,
    firstLook: e.firstLook,
    maxRounds: policy.maxRounds,
    decay: e.equivalenceDecay,
    ...e.equivalenceFront ? { front: e.equivalenceFront } : {},
    ...e.equivalenceTrim === false ? { trim: false } : {}
  };
}

// src/stats/futility.ts
function conditionalPower(z, n, last, bNow, bLast, eta) {
  const a = (bNow - z) * Math.sqrt(n);
  if (a <= 0) return 1;
  const rest = last - n;
  if (rest <= 0) return 0;
  const nu = eta - (bLast * Math.sqrt(last) - bNow * Math.sqrt(n)) / rest;
  const root = Math.sqrt(rest);
  const direct = normalCdf(-(a - nu * rest) / root);
  const x = (-a - nu * rest) / root;
  const logTail = x > -30 ? Math.log(normalCdf(x)) : -x * x / 2 - Math.log(-x * Math.sqrt(2 * Math.PI));
  return Math.min(1, direct + Math.exp(2 * a * nu + logTail));
}
function isFutile(policy, s, z, spread, threshold) {
  const rule = policy.futility;
  if (!rule || s.n < rule.fromRound || s.n >= policy.maxRounds) return false;
  if (!(spread > 0) || !Number.isFinite(z)) return false;
  const last = policy.maxRounds;
  const equ = equivalenceDesign(policy);
  const widthAtLast = zBoundaryAt(equ, last) * spread / Math.sqrt(last);
  if (widthAtLast < Math.log1p(threshold)) return false;
  const reg = regressionDesign(policy);
  const powered = Math.log1p(rule.effect * threshold);
  const eta = (direction) => Math.max(powered, direction * s.mean) / spread;
  const bNow = zBoundaryAt(reg, s.n);
  const bLast = zBoundaryAt(reg, last);
  const power = Math.max(
    conditionalPower(z, s.n, last, bNow, bLast, eta(1)),
    conditionalPower(-z, s.n, last, bNow, bLast, eta(-1))
  );
  return power < rule.power;
}

// src/stats/paired-rounds.ts
function roundValues(rounds) {
  const base = [];
  const head = [];
  for (const r of rounds) {
    if (r.base.length === 0 || r.head.length === 0) continue;
    const b = logMedian(r.base);
    const h = logMedian(r.head);
    if (!(Number.isFinite(b) && Number.isFinite(h))) continue;
    base.push(b);
    head.push(h);
  }
  return { base, head };
}
function logMedian(values) {
  return values.every((v) => v > 0) ? median(values.map(Math.log)) : Math.log(median(values));
}

// src/stats/noise-prior.ts
var DEFAULT_PRIOR_RULE = { df: 20, guardLevel: 0.2, shift: 3 };
function chiSquareOverDf(u, d) {
  if (u <= 0) return d === 2 ? 1 : 0;
  const k = d / 2;
  return Math.exp(k * Math.log(k) + (k - 1) * Math.log(u) - k * u - logGamma(k));
}
function fQuantile(p, d, d0) {
  const cdf = (x) => incompleteBeta(d * x / (d * x + d0), d / 2, d0 / 2);
  let low = 0;
  let high = 1;
  while (cdf(high) < p) high *= 2;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (cdf(mid) < p) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
var cuts = /* @__PURE__ */ new Map();
function priorCut(d, rule) {
  const key = `${d}|${rule.df}|${rule.guardLevel}`;
  let cut = cuts.get(key);
  if (cut === void 0) {
    cut = fQuantile(1 - rule.guardLevel, d, rule.df);
    cuts.set(key, cut);
  }
  return cut;
}
var U_MAX = 40;
function priorMissRate(q, alpha, d, rule, r) {
  const t = tQuantile(1 - alpha, d);
  const cut = Math.min(priorCut(d, rule) / (r * r), U_MAX);
  const d0 = rule.df;
  const extra = (u) => chiSquareOverDf(u, d) * (normalSf(q * Math.sqrt((d0 / (r * r) + d * u) / (d0 + d))) - normalSf(t * Math.sqrt(u)));
  return alpha + integrateGaussPieces(extra, 0, cut, 8);
}
var SPREAD_STEPS = 24;
var quantiles = /* @__PURE__ */ new Map();
function priorQuantile(alpha, d, rule) {
  const key = `${alpha}|${d}|${rule.df}|${rule.guardLevel}|${rule.shift}`;
  const known = quantiles.get(key);
  if (known !== void 0) return known;
  const spreads = [];
  for (let i = 0; i <= SPREAD_STEPS; i++)
    spreads.push(Math.exp(-1 + (Math.log(rule.shift) + 1) * i / SPREAD_STEPS));
  const worst = (q) => Math.max(...spreads.map((r) => priorMissRate(q, alpha, d, rule, r)));
  const z = normalQuantile(1 - alpha);
  let low = z;
  let high = 3 * tQuantile(1 - alpha, d);
  if (worst(low) <= alpha) high = low;
  for (let i = 0; i < 40 && high - low > 1e-4 * z; i++) {
    const mid = (low + high) / 2;
    if (worst(mid) > alpha) low = mid;
    else high = mid;
  }
  quantiles.set(key, high);
  return high;
}
function moderate(own, prior, alpha, rule) {
  const se0 = prior / Math.sqrt(own.kept);
  if (!(se0 > 0) || !(own.df >= 1)) return void 0;
  if (own.se * own.se / (se0 * se0) > priorCut(own.df, rule)) return void 0;
  const se = Math.sqrt((rule.df * se0 * se0 + own.df * own.se * own.se) / (rule.df + own.df));
  return { se, quantile: priorQuantile(alpha, own.df, rule) };
}

// src/stats/t-looks.ts
var sharesByDesign = /* @__PURE__ */ new Map();
function sharesOf(design) {
  const front = design.front ?? [];
  const key = `${design.firstLook}|${design.maxRounds}|${design.decay}|${front.join(",")}`;
  const known = sharesByDesign.get(key);
  if (known) return known;
  const looks = design.maxRounds - design.firstLook + 1;
  const tail = Array.from(
    { length: Math.max(0, looks - front.length) },
    (_, i) => (front.length + i + 1) ** -design.decay
  );
  const tailTotal = tail.reduce((a, b) => a + b, 0);
  const rest = 1 - front.reduce((a, b) => a + b, 0);
  const raw = [...front.slice(0, looks), ...tail.map((w) => rest * w / tailTotal)];
  const total = raw.reduce((a, b) => a + b, 0);
  const shares = raw.map((w) => w / total);
  sharesByDesign.set(key, shares);
  return shares;
}
function tLookAlpha(design, n) {
  if (n < design.firstLook || n > design.maxRounds) return 0;
  return design.alpha * sharesOf(design)[n - design.firstLook];
}
var TRIM = 0.2;
function trimmedMean(values, share = TRIM) {
  const n = values.length;
  const sorted = [...values].sort((a, b) => a - b);
  const g = Math.floor(share * n);
  const h = n - 2 * g;
  let kept = 0;
  for (let i = g; i < n - g; i++) kept += sorted[i];
  const mean = kept / h;
  const w = sorted.map((x, i) => i < g ? sorted[g] : i >= n - g ? sorted[n - g - 1] : x);
  const wMean = w.reduce((a, b) => a + b, 0) / n;
  const ssd = w.reduce((a, x) => a + (x - wMean) ** 2, 0);
  return { mean, se: h > 1 ? Math.sqrt(ssd / (n - 1)) * Math.sqrt(n) / h : Number.NaN, df: h - 1 };
}
function lookEstimate(values, design) {
  return trimmedMean(values, design.trim === false ? 0 : TRIM);
}
function tLookInterval(values, design, prior) {
  const n = values.length;
  const a = tLookAlpha(design, n);
  if (!(a > 0)) return { low: -Infinity, high: Infinity };
  const { mean, se, df } = lookEstimate(values, design);
  if (!(se > 1e-12)) return { low: -Infinity, high: Infinity };
  const m = prior && moderate({ se, df, kept: df + 1 }, prior.sd, a, prior.rule);
  if (m) return { low: mean - m.quantile * m.se, high: mean + m.quantile * m.se, prior: true };
  const half = tQuantile(1 - a, df) * se;
  return { low: mean - half, high: mean + half, ...prior ? { prior: false } : {} };
}

// src/stats/within-round-rank.ts
function withinRoundRankZ(v, shift = 0) {
  const n = Math.min(v.base.length, v.head.length);
  const joint = [];
  for (let i = 0; i < n; i++) joint.push(v.base[i]);
  for (let i = 0; i < n; i++) joint.push(v.head[i] - shift);
  const r = midranks(joint);
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < n; i++) {
    const t = (r[n + i] - r[i]) / 2;
    sum += t;
    squares += t * t;
  }
  return squares === 0 ? 0 : sum / Math.sqrt(squares);
}
function candidateShifts(v) {
  const n = Math.min(v.base.length, v.head.length);
  const d = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) d[i * n + j] = v.head[i] - v.base[j];
  return d.sort();
}
function insideGap(d, k) {
  if (k === 0) return d[0] - 1;
  if (k === d.length) return d[d.length - 1] + 1;
  return (d[k - 1] + d[k]) / 2;
}
function firstGapAtOrBelow(v, d, level) {
  let lo = 0;
  let hi = d.length + 1;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (withinRoundRankZ(v, insideGap(d, mid)) <= level) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
var RankShifts = class {
  constructor(v) {
    this.v = v;
    this.d = candidateShifts(v);
  }
  v;
  d;
  /**
   * The interval of shifts (log scale) the test at critical value c does not
   * reject: Hodges–Lehmann inversion of the test (Lehmann 1975, ch. 4); its
   * ends are differences of a head and a base value. -Infinity / Infinity on a
   * side where no shift reaches c: with few rounds |z| is at most sqrt(n), so a
   * strict boundary cannot be met yet.
   */
  interval(c) {
    const { v, d } = this;
    if (d.length === 0) return { low: -Infinity, high: Infinity };
    const k = firstGapAtOrBelow(v, d, c);
    const low = k === 0 ? -Infinity : k > d.length ? Infinity : d[k - 1];
    const j = firstGapAtOrBelow(v, d, -c - Number.EPSILON * 8) - 1;
    const high = j >= d.length ? Infinity : j < 0 ? -Infinity : d[j];
    return { low, high };
  }
  /**
   * The shift at which z crosses zero: the Hodges–Lehmann estimate of the test
   * (the middle of the shifts it finds least surprising). NaN without rounds.
   */
  estimate() {
    const { v, d } = this;
    if (d.length === 0) return Number.NaN;
    const below = firstGapAtOrBelow(v, d, 0);
    const negative = firstGapAtOrBelow(v, d, -Number.EPSILON * 8);
    const from = d[Math.min(Math.max(below - 1, 0), d.length - 1)];
    const to = d[Math.min(Math.max(negative - 1, 0), d.length - 1)];
    return (from + to) / 2;
  }
};

// src/stats/sequential.ts
var DEFAULT_SEQUENTIAL = {
  alpha: 0.01,
  equivalenceAlpha: 0.1,
  minRounds: 2,
  maxRounds: 40,
  beyond: "interval",
  futility: { fromRound: 8, effect: 2, power: 0.1 },
  regressionRho: 2,
  equivalenceRho: 2,
  early: {
    share: 0.5,
    equivalenceShare: 0.7,
    firstLook: 3,
    decay: 1,
    front: [0.2, 0.45, 5e-3, 5e-3, 0.12, 5e-3, 0.08],
    equivalenceFront: [0.66, 5e-3, 0.14, 5e-3, 0.1, 5e-3, 0.06],
    equivalenceDecay: 2
  }
};
function relative(i) {
  return { low: Math.expm1(i.low), high: Math.expm1(i.high) };
}
function stateOf(s, policy, threshold, direction, eq, significant) {
  if (s.n < policy.minRounds) return "open";
  const change = Math.expm1(s.mean);
  const end = policy.beyond === "estimate" ? change : change > 0 ? eq.high : eq.low;
  const beyond = (change > 0 ? end > 0 : end < 0) && exceedsThreshold(end, threshold);
  if (significant && beyond) {
    const worse = direction === "smaller" ? change > 0 : change < 0;
    return worse ? "regression" : "improvement";
  }
  if (insideThreshold(eq.low, eq.high, threshold)) return "unchanged";
  return s.n >= policy.maxRounds ? "inconclusive" : "open";
}
function summarize(rounds) {
  const values = roundValues(rounds);
  const ratios = values.head.map((h, i) => h - values.base[i]);
  const shifts = new RankShifts(values);
  const n = values.base.length;
  const mean = shifts.estimate();
  const spread = roundSpread(values);
  if (n < 2)
    return {
      s: { n, mean, se: Number.NaN, df: Number.NaN, sd: Number.NaN },
      z: Number.NaN,
      shifts,
      spread,
      ratios
    };
  const one = shifts.interval(1);
  const se = (one.high - one.low) / 2;
  return {
    s: { n, mean, se, df: n - 1, sd: se * Math.sqrt(n) },
    z: withinRoundRankZ(values),
    shifts,
    spread,
    ratios
  };
}
function roundSpread(v) {
  const d = v.head.map((h, i) => h - v.base[i]);
  if (d.length < 2) return Number.NaN;
  const center = median(d);
  return 1.4826 * median(d.map((x) => Math.abs(x - center)));
}
function firstDecisiveLook(maxRounds, policy = DEFAULT_SEQUENTIAL) {
  if (maxRounds < policy.minRounds) return Infinity;
  const early = policy.early && policy.early.share > 0 ? policy.early.firstLook : Infinity;
  if (early <= maxRounds) return Math.max(early, policy.minRounds);
  const reg = regressionDesign({ ...policy, maxRounds });
  return Math.sqrt(reg.minRounds) >= firstBoundary(reg) ? reg.minRounds : Infinity;
}
function fewestDecisiveRounds(policy = DEFAULT_SEQUENTIAL) {
  let m = policy.minRounds;
  while (firstDecisiveLook(m, policy) === Infinity) m++;
  return m;
}
function judgeRow(row, policy, look) {
  const rounds = row.rounds.slice(0, look);
  const exact = judgeExact(row, rounds, policy);
  if (exact) return exact;
  const { s, z, shifts, spread, ratios } = summarize(rounds);
  const threshold = policy.threshold(row);
  const reg = regressionDesign(policy);
  const equ = equivalenceDesign(policy);
  const known = !Number.isNaN(z);
  const rankSignificant = known && Math.abs(z) >= zBoundaryAt(reg, s.n);
  const rankEq = known ? shifts.interval(zBoundaryAt(equ, s.n)) : UNBOUNDED;
  const early = earlyIntervals(ratios, policy, priorOf(row, policy));
  const significant = rankSignificant || early.significant;
  const eq = relative(intersect(rankEq, early.equivalence));
  let state = stateOf(s, policy, threshold, row.direction, eq, significant);
  const rankAlone = early.significant || early.equivalence.low > -Infinity ? stateOf(s, policy, threshold, row.direction, relative(rankEq), rankSignificant) : state;
  const futile = state === "open" && isFutile(policy, s, z, spread, threshold);
  if (futile) state = "inconclusive";
  const detectable = detectableChange(reg, s);
  const decision = {
    key: row.key,
    benchmark: row.benchmark,
    primary: row.primary,
    state,
    rounds: s.n,
    change: { estimate: Math.expm1(s.mean), ...eq },
    significant,
    detectable
  };
  if (detectable > threshold && (state === "open" || state === "inconclusive")) {
    decision.roundsNeeded = roundsNeeded(reg, s, threshold);
  }
  if (known) decision.p = 2 * normalCdf(-Math.abs(z));
  if (futile) decision.futile = true;
  if (state !== "open" && state !== "inconclusive" && rankAlone === "open") decision.early = true;
  if (early.prior !== void 0) decision.prior = early.prior;
  return decision;
}
var UNBOUNDED = { low: -Infinity, high: Infinity };
function intersect(a, b) {
  const low = Math.max(a.low, b.low);
  const high = Math.min(a.high, b.high);
  return low <= high ? { low, high } : { low: Math.min(a.low, b.low), high: Math.max(a.high, b.high) };
}
function priorOf(row, policy) {
  const sd = policy.prior?.sd(row);
  return policy.prior && sd !== void 0 && sd > 0 ? { sd, rule: policy.prior.rule } : void 0;
}
function earlyIntervals(ratios, policy, prior) {
  const regDesign = earlyRegressionDesign(policy);
  const eqDesign = earlyEquivalenceDesign(policy);
  const reg = regDesign ? tLookInterval(ratios, regDesign, prior) : UNBOUNDED;
  const equivalence = eqDesign ? tLookInterval(ratios, eqDesign, prior) : UNBOUNDED;
  const out = {
    significant: reg.low > 0 || reg.high < 0,
    equivalence: { low: equivalence.low, high: equivalence.high }
  };
  const used = [reg, equivalence].flatMap((i) => "prior" in i && i.prior !== void 0 ? [i.prior] : []);
  if (used.length > 0) out.prior = used.includes(true);
  return out;
}
function confirmRegression(row, policy, look) {
  const d = judgeRow(row, policy, look);
  if (d.state === "regression" || d.state === "unchanged") return d.state;
  const threshold = policy.threshold(row);
  const { low, high } = d.change;
  const slower = row.direction === "smaller" ? low > 0 && exceedsThreshold(high, threshold) : high < 0 && exceedsThreshold(low, threshold);
  return slower ? "regression" : "inconclusive";
}
function confirmEarlyRegression(row, flaggedAt, policy) {
  const all = confirmRegression(row, policy, row.rounds.length);
  if (all === "regression") return all;
  const { base, head } = roundValues(row.rounds.slice(flaggedAt));
  if (base.length === 0) return all;
  const slower = head.map((h, i) => row.direction === "smaller" ? h - base[i] : base[i] - h);
  return lowerMedian(slower) > Math.log1p(policy.threshold(row)) ? "regression" : all;
}

// src/compare/paired-rounds.ts
function priorKey(row) {
  return JSON.stringify([row.suite, row.name, sortedParams(row.params), row.unit, row.metric ?? null]);
}
function roundDesignOf(context) {
  const maxRounds = context.maxRounds;
  if (typeof maxRounds !== "number" || !Number.isInteger(maxRounds)) return void 0;
  const design = { maxRounds };
  if (typeof context.confirmFrom === "number") design.confirmFrom = context.confirmFrom;
  const alpha = context.sequentialAlpha;
  if (typeof alpha === "number" && alpha > 0 && alpha < 1) design.alpha = alpha;
  const cost = context.runCost;
  if (cost && typeof cost.benchmarkRuns === "number" && typeof cost.seconds === "number")
    design.cost = { benchmarkRuns: cost.benchmarkRuns, seconds: cost.seconds };
  const prior = priorsOf(context.noisePrior);
  if (prior) design.prior = prior;
  if (context.earlyFlagsConfirmed === false) design.earlyFlagsConfirmed = false;
  return design;
}
function priorsOf(value) {
  const p = value;
  if (!p || typeof p !== "object" || typeof p.source !== "string" || !p.rows || typeof p.rows !== "object")
    return void 0;
  const rows = {};
  for (const [key, sd] of Object.entries(p.rows))
    if (typeof sd === "number" && Number.isFinite(sd) && sd > 0) rows[key] = sd;
  return { source: p.source, rows };
}
function sequentialPolicy(design, threshold, prior) {
  const alpha = design.alpha ?? DEFAULT_SEQUENTIAL.alpha;
  const policy = {
    ...DEFAULT_SEQUENTIAL,
    alpha,
    maxRounds: design.maxRounds,
    threshold: () => threshold
  };
  if (prior !== void 0) policy.prior = { rule: DEFAULT_PRIOR_RULE, sd: () => prior };
  return policy;
}
function roundPairs(base, head) {
  if (!base.rounds || !head.rounds) return void 0;
  const b = byRound(base.samples, base.rounds);
  const h = byRound(head.samples, head.rounds);
  const out = [];
  for (const [round, samples] of [...b].sort((x, y) => x[0] - y[0])) {
    const other = h.get(round);
    if (other) out.push({ round, pair: { base: samples, head: other } });
  }
  return out;
}
function byRound(samples, rounds) {
  const m = /* @__PURE__ */ new Map();
  for (let i = 0; i < samples.length; i++) {
    const list = m.get(rounds[i]);
    if (list) list.push(samples[i]);
    else m.set(rounds[i], [samples[i]]);
  }
  return m;
}
function judgePairedRounds(base, head, row, design, {
  settledAt = true
} = {}) {
  if (!design) return void 0;
  const prior = design.prior?.rows[priorKey(row)];
  const policy = sequentialPolicy(design, row.threshold, prior);
  if (firstDecisiveLook(design.maxRounds, policy) === Infinity) return void 0;
  const pairs = roundPairs(base, head);
  if (!pairs) return void 0;
  const main = pairs.filter((p) => design.confirmFrom === void 0 || p.round < design.confirmFrom);
  const paired = (list) => ({
    key: "",
    benchmark: "",
    primary: row.primary,
    direction: row.direction,
    rounds: list.map((p) => p.pair)
  });
  const first = judgeRow(paired(main), policy, main.length);
  if (first.rounds < DEFAULT_SEQUENTIAL.minRounds) return void 0;
  const { state, shown, confirmation } = afterConfirmation(first, paired(pairs), main.length, policy);
  const decision = describeDecision(state, shown, confirmation);
  if (SETTLED.has(state) && (row.primary || settledAt))
    decision.settledAt = state !== first.state ? pairs.length : row.primary ? first.rounds : settledRound(state, paired(main), policy, first.rounds);
  if (first.early) decision.early = true;
  if (state === "regression" && first.early && confirmation === void 0 && design.earlyFlagsConfirmed === false)
    decision.unconfirmedEarly = true;
  if (shown.exact) decision.exact = true;
  if (shown.exactSpread !== void 0) decision.exactSpread = shown.exactSpread;
  if (prior !== void 0 && design.prior && first.prior !== void 0)
    decision.prior = { sd: prior, source: design.prior.source, used: first.prior };
  return decision;
}
function afterConfirmation(first, all, mainRounds, policy) {
  const rounds = all.rounds.length;
  if (first.state !== "regression" || rounds <= mainRounds) return { state: first.state, shown: first };
  return {
    state: first.early ? confirmEarlyRegression(all, mainRounds, policy) : confirmRegression(all, policy, rounds),
    shown: judgeRow(all, policy, rounds),
    confirmation: rounds - mainRounds
  };
}
function describeDecision(state, shown, confirmation) {
  const decision = {
    state,
    rounds: shown.rounds,
    estimate: shown.change.estimate,
    low: shown.change.low,
    high: shown.change.high,
    detectable: shown.detectable
  };
  if (shown.p !== void 0) decision.p = shown.p;
  if (shown.roundsNeeded !== void 0 && (state === "open" || state === "inconclusive"))
    decision.roundsNeeded = shown.roundsNeeded;
  if (confirmation !== void 0) decision.confirmationRounds = confirmation;
  if (shown.futile && state === "inconclusive") decision.futile = true;
  return decision;
}
var SETTLED = /* @__PURE__ */ new Set(["unchanged", "regression", "improvement"]);
function settledRound(state, row, policy, last) {
  let before = DEFAULT_SEQUENTIAL.minRounds;
  if (last <= before || judgeRow(row, policy, before).state === state) return Math.min(before, last);
  let at = last;
  while (at - before > 1) {
    const mid = Math.floor((before + at) / 2);
    if (judgeRow(row, policy, mid).state === state) at = mid;
    else before = mid;
  }
  return at;
}

export {
  exceedsThreshold,
  regressionDesign,
  roundValues,
  DEFAULT_SEQUENTIAL,
  firstDecisiveLook,
  fewestDecisiveRounds,
  priorKey,
  roundDesignOf,
  roundPairs,
  judgePairedRounds
};
