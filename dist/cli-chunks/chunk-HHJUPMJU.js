import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  benjaminiHochberg,
  integrateGaussPieces,
  logGamma,
  mannWhitneyU,
  median,
  midranks,
  normalCdf,
  tSf,
  twoSampleShift
} from "./chunk-LNLQHGIY.js";

// src/history/short-step.ts
var TAIL_DF = 3;
var SHAMOS = 1.0483;
function pointError(p, onLog) {
  if (p.low === void 0 || p.high === void 0 || !(p.high >= p.low)) return void 0;
  if (!onLog) return (p.high - p.low) / (2 * 1.96);
  if (!(p.low > 0)) return void 0;
  return (Math.log(p.high) - Math.log(p.low)) / (2 * 1.96);
}
function shortStepP(values, from, at, end, points = []) {
  const onLog = values.slice(from, end).every((v) => v > 0);
  const scaled = (i) => onLog ? Math.log(values[i]) : values[i];
  const before = range(from, at).map(scaled);
  const recent = range(at, end).map(scaled);
  const level = median(before);
  const within = range(from, end).flatMap((i) => {
    const e = points[i] && pointError(points[i], onLog);
    return e !== void 0 && Number.isFinite(e) ? [e] : [];
  });
  const scale = Math.max(shamosScale([before, recent]), within.length > 0 ? median(within) : 0);
  const up = Math.min(...recent) - level;
  const down = level - Math.max(...recent);
  const distance = Math.max(up, down);
  if (!(distance > 0)) return 1;
  if (scale === 0) return 0;
  const spread = scale * Math.sqrt(1 + Math.PI / (2 * before.length));
  const z = distance / spread;
  const k = recent.length;
  const known = Math.min(1, 2 * tSf(z, TAIL_DF) ** k);
  if (known > SCREEN) return known;
  const df = SHAMOS_EFFICIENCY * (before.length + k - 2);
  return Math.min(1, 2 * integrateScaleDoubt((w) => tSf(z * w, TAIL_DF) ** k, df));
}
var SCREEN = 0.05;
var SHAMOS_EFFICIENCY = 0.7;
function integrateScaleDoubt(g, df) {
  const logNorm = Math.log(2) + df / 2 * Math.log(df / 2) - logGamma(df / 2);
  const density = (w) => w <= 0 ? 0 : Math.exp(logNorm + (df - 1) * Math.log(w) - df * w * w / 2);
  const top = 1 + 10 / Math.sqrt(df);
  return integrateGaussPieces((w) => density(w) * g(w), 0, top, 8);
}
function range(from, to) {
  return Array.from({ length: to - from }, (_, i) => from + i);
}
function shamosScale(groups) {
  const distances = [];
  for (const g of groups)
    for (let i = 0; i < g.length; i++)
      for (let j = i + 1; j < g.length; j++) distances.push(Math.abs(g[i] - g[j]));
  return distances.length > 0 ? SHAMOS * median(distances) : 0;
}

// src/history/within-step.ts
var DRIFT_RATIO = 3;
var BETTER_FROM = 5;
var ROUNDS_DF_PER_POINT = 4;
var MEDIAN_EFFICIENCY = 1.2533;
var MIN_ROUNDS = 3;
function roundsError(p, onLog) {
  const fromInterval = pointError(p, onLog);
  if (fromInterval !== void 0 && Number.isFinite(fromInterval)) return fromInterval;
  const samples = p.samples ?? [];
  if (samples.length < MIN_ROUNDS || onLog && !samples.every((v) => v > 0)) return void 0;
  const scaled = onLog ? samples.map(Math.log) : samples;
  return MEDIAN_EFFICIENCY * shamosScale([scaled]) / Math.sqrt(scaled.length);
}
function withinStepP(values, from, at, end, points, { drift = 1, worse = "up" } = {}) {
  if (at - from < 1 || end - at < 1) return void 0;
  const onLog = values.slice(from, end).every((v) => v > 0);
  const errors = [];
  for (let i = from; i < end; i++) {
    const e = points[i] && roundsError(points[i], onLog);
    if (e === void 0) return void 0;
    errors.push(e);
  }
  const scaled = (i) => onLog ? Math.log(values[i]) : values[i];
  const before = range2(from, at).map(scaled);
  const recent = range2(at, end).map(scaled);
  const rounds = median(errors) * Math.max(1, drift);
  const commits = shamosScale([before, recent]);
  const level = median(before);
  const up = Math.min(...recent) - level;
  const down = level - Math.max(...recent);
  const distance = before.length >= BETTER_FROM ? Math.max(up, down) : worse === "up" ? up : down;
  if (!(distance > 0)) return 1;
  if (commits > DRIFT_RATIO * rounds) return void 0;
  const scale = Math.max(rounds, commits);
  if (scale === 0) return 0;
  const m = before.length;
  const k = recent.length;
  const z = distance / scale;
  const levelSd = Math.sqrt((m <= 2 ? 1 : Math.PI / 2) / m);
  const known = Math.min(1, 2 * allBeyond(z, levelSd, k));
  if (known > SCREEN2) return known;
  const df = ROUNDS_DF_PER_POINT * errors.length;
  return Math.min(1, 2 * integrateScaleDoubt((w) => allBeyond(z * w, levelSd, k), df));
}
var SPLITS = 48;
function allBeyond(z, levelSd, k) {
  let best = 1;
  for (let i = 0; i <= SPLITS; i++) {
    const a = z * i / SPLITS;
    best = Math.min(best, normalCdf(-a / levelSd) + tSf(z - a, TAIL_DF) ** k);
  }
  return best;
}
var SCREEN2 = 0.05;
var DRIFT_COMMITS = 20;
var DRIFT_MIN_MOVES = 5;
var HALF_NORMAL_MEDIAN = 0.6745;
function storeDrift(all) {
  const moves = [];
  for (const s of all) {
    const pts = s.points;
    const last = pts.at(-1);
    let from = pts.length - 1;
    while (from > 0 && pts.length - from < DRIFT_COMMITS && pts[from - 1].env === last?.env) from--;
    const window = pts.slice(from);
    const onLog = window.every((p) => p.center > 0);
    for (let i = 1; i < window.length; i++) {
      const [a, b] = [window[i - 1], window[i]];
      const ea = roundsError(a, onLog);
      const eb = roundsError(b, onLog);
      if (ea === void 0 || eb === void 0) continue;
      const error = Math.hypot(ea, eb);
      const move = onLog ? Math.log(b.center) - Math.log(a.center) : b.center - a.center;
      if (error > 0) moves.push(Math.abs(move) / error);
    }
  }
  return moves.length >= DRIFT_MIN_MOVES ? median(moves) / HALF_NORMAL_MEDIAN : void 0;
}
function range2(from, to) {
  return Array.from({ length: to - from }, (_, i) => from + i);
}

// src/history/recent-step.ts
var RECENT_LENGTHS = [3, 6];
var RECENT_WINDOW = 200;
var WITHIN_WINDOW = 30;
var MIN_BEFORE = 15;
var SHORT_MIN_BEFORE = 8;
function recentStep(values, start, end, points = [], rounds = {}) {
  let best;
  let tried = 0;
  for (const k of RECENT_LENGTHS) {
    const at = end - k;
    if (at - start < 1) break;
    const from = Math.max(start, at - RECENT_WINDOW);
    for (const p of newestRunPs(values, from, at, end, points, rounds)) {
      tried++;
      if (!best || p < best.p) best = { at, p };
    }
  }
  return best && { at: best.at, p: Math.min(1, best.p * tried) };
}
function newestRunPs(values, from, at, end, points, rounds) {
  const ps = [];
  if (at - from >= MIN_BEFORE) ps.push(rankTestP(values.slice(from, at), values.slice(at, end)));
  const within = withinStepP(values, Math.max(from, at - WITHIN_WINDOW), at, end, points, rounds);
  if (within !== void 0) ps.push(within);
  else if (at - from >= SHORT_MIN_BEFORE && at - from < MIN_BEFORE)
    ps.push(shortStepP(values, from, at, end, points));
  return ps;
}
var NORMAL_SUFFICES = 0.05;
function rankTestP(before, recent) {
  const approx = approximateP(before, recent);
  return approx > NORMAL_SUFFICES ? approx : mannWhitneyU(recent, before, { method: "exact" }).p;
}
function approximateP(before, recent) {
  let twoU = 0;
  for (const r of recent) for (const b of before) twoU += r > b ? 2 : r === b ? 1 : 0;
  const n1 = before.length;
  const n2 = recent.length;
  const sd = Math.sqrt(n1 * n2 * (n1 + n2 + 1) / 12);
  const z = Math.max(0, Math.abs(twoU / 2 - n1 * n2 / 2) - 0.5) / sd;
  return Math.min(1, 2 * normalCdf(-z));
}

// src/history/step-location.ts
function pettitt(values, start, end, minSegment) {
  const n = end - start;
  if (n < 2 * minSegment) return void 0;
  const ranks = midranks(values.slice(start, end));
  let sum = 0;
  let bestK = -1;
  let bestT = -1;
  for (let t = 1; t < n; t++) {
    sum += ranks[t - 1];
    if (t < minSegment || n - t < minSegment) continue;
    const u = Math.abs(2 * sum - t * (n + 1));
    if (u > bestK) {
      bestK = u;
      bestT = t;
    }
  }
  if (bestT < 0) return void 0;
  const p = Math.min(1, 2 * Math.exp(-6 * bestK * bestK / (n * n * n + n * n)));
  return { at: start + bestT, p };
}
var LEVEL_REACH = 100;
var REFINE_WITHIN = 30;
function refineSplit(values, start, end, at, minSegment, within = REFINE_WITHIN, minBefore = minSegment) {
  const lo = Math.max(start, at - within - LEVEL_REACH);
  const hi = Math.min(end, at + within + LEVEL_REACH);
  const cost = splitCost(values, lo, hi);
  let best = at;
  let bestCost = cost(at);
  for (let t = Math.max(start + minBefore, at - within); t <= Math.min(end - minSegment, at + within); t++) {
    const c = cost(t);
    if (c < bestCost) {
      best = t;
      bestCost = c;
    }
  }
  return best;
}
function changeInterval(c) {
  const values = c.series.points.map((p) => p.center);
  const before = values.slice(Math.max(c.from, c.at - LEVEL_REACH), c.at);
  const after = values.slice(c.at, Math.min(c.to, c.at + LEVEL_REACH));
  if (![...before, ...after].every((v) => v > 0)) return {};
  const shift = twoSampleShift(before.map(Math.log), after.map(Math.log));
  return shift ? { changeLow: Math.expm1(shift.low), changeHigh: Math.expm1(shift.high) } : {};
}
function locationRange(c, drop) {
  const values = c.series.points.map((p) => p.center);
  const lo = Math.max(c.from, c.at - REFINE_WITHIN - LEVEL_REACH);
  const hi = Math.min(c.to, c.at + REFINE_WITHIN + LEVEL_REACH);
  const cost = splitCost(values, lo, hi);
  const best = cost(c.at);
  const scale = best / (hi - lo);
  if (!(scale > 0)) return {};
  let first = c.at;
  let last = c.at;
  for (let t = Math.max(lo + 1, c.at - REFINE_WITHIN); t <= Math.min(hi - 1, c.at + REFINE_WITHIN); t++) {
    if ((cost(t) - best) / scale > drop) continue;
    first = Math.min(first, t);
    last = Math.max(last, t);
  }
  const points = c.series.points;
  if (first === c.at && last === c.at) return {};
  return { rangeFrom: points[first - 1].commit, rangeTo: points[last].commit };
}
function splitCost(values, lo, hi) {
  return (t) => absoluteDeviation(values.slice(lo, t)) + absoluteDeviation(values.slice(t, hi));
}
function absoluteDeviation(xs) {
  if (xs.length === 0) return 0;
  const m = median(xs);
  let sum = 0;
  for (const x of xs) sum += Math.abs(x - m);
  return sum;
}

// src/history/change-points.ts
var DEFAULT_CHANGE_OPTIONS = {
  alpha: 0.01,
  floor: 0.05,
  minSegment: 3,
  screen: 0.05,
  locationDrop: 3
};
function detectChanges(all, options = DEFAULT_CHANGE_OPTIONS) {
  const candidates = [];
  const tested = [];
  const breaks = [];
  const drift = storeDrift(all);
  for (const s of all) {
    const segments = envSegments(s.points);
    for (let k = 1; k < segments.length; k++)
      breaks.push(environmentBreak(s, segments[k - 1], segments[k]));
    segments.forEach(
      (seg, k) => candidates.push(...segmentCandidates(s, seg, options, tested, k === segments.length - 1, drift))
    );
  }
  const pastFloor = (c) => Math.abs(c.after / c.before - 1) >= options.floor;
  const qs = familyQValues(
    candidates.map((c) => pastFloor(c) ? c : { ...c, p: 1 }),
    tested
  );
  const found = [];
  candidates.forEach((c, i) => {
    const q = qs[i] ?? 1;
    if (q > options.alpha || !pastFloor(c)) return;
    const change = c.after / c.before - 1;
    const worse = c.series.direction === "smaller" ? change > 0 : change < 0;
    found.push({
      ...changePoint(c.series, c.at, c.before, c.after, c.p, q, worse ? "regression" : "improvement"),
      ...changeInterval(c),
      ...locationRange(c, options.locationDrop)
    });
  });
  return [...found, ...breaks];
}
function familyQValues(candidates, tested) {
  const qs = new Array(candidates.length).fill(1);
  for (const newest of [true, false]) {
    const members = candidates.flatMap((c, i) => c.newest === newest ? [i] : []);
    const others = tested.filter((t) => t.newest === newest).map((t) => t.p);
    const q = benjaminiHochberg([...members.map((i) => candidates[i].p), ...others]);
    members.forEach((i, k) => qs[i] = q[k] ?? 1);
  }
  return qs;
}
function envSegments(points) {
  const out = [];
  let start = 0;
  for (let i = 1; i <= points.length; i++) {
    if (i === points.length || points[i].env !== points[start].env) {
      out.push({ start, end: i });
      start = i;
    }
  }
  return out.filter((s) => s.end > s.start);
}
function environmentBreak(s, prev, next) {
  const values = s.points.map((p) => p.center);
  const at = next.start;
  const before = median(values.slice(Math.max(prev.start, at - LEVEL_REACH), at));
  const after = median(values.slice(at, Math.min(next.end, at + LEVEL_REACH)));
  return {
    ...changePoint(s, at, before, after, 0, 0, "environment"),
    ...changeInterval({ series: s, at, from: prev.start, to: next.end })
  };
}
function segmentCandidates(s, seg, o, tested, newest, drift) {
  const values = s.points.map((p) => p.center);
  const rounds = { drift, worse: s.direction === "smaller" ? "up" : "down" };
  const recent = newest ? recentStep(values, seg.start, seg.end, s.points, rounds) : void 0;
  const tests = recent ? 2 : 1;
  const cuts = [];
  let unsplit;
  const split = (start, end, depth, known) => {
    const best = known ?? pettitt(values, start, end, o.minSegment);
    if (!best) return;
    const p = depth === 0 ? Math.min(1, best.p * tests) : best.p;
    if (p > o.screen) {
      if (depth === 0) unsplit = p;
      return;
    }
    const at = refineSplit(values, start, end, best.at, o.minSegment);
    cuts.push({ at, p, newest: false });
    split(start, at, depth + 1);
    split(at, end, depth + 1);
  };
  const recentP = recent ? Math.min(1, recent.p * tests) : 1;
  const whole = recent ? pettitt(values, seg.start, seg.end, o.minSegment) : void 0;
  const wholeP = whole ? Math.min(1, whole.p * tests) : 1;
  if (recent && recentP <= o.screen && recentP < wholeP) {
    const minBefore = recent.at - seg.start < o.minSegment ? 1 : o.minSegment;
    const at = refineSplit(values, seg.start, seg.end, recent.at, o.minSegment, RECENT_WINDOW, minBefore);
    cuts.push({ at, p: recentP, newest: true });
    split(seg.start, at, 0);
    unsplit = void 0;
  } else {
    split(seg.start, seg.end, 0, whole);
    if (recent) tested.push({ p: recentP, newest: true });
    if (newest && cuts.length > 0) {
      const later = stepAfterLastCut(values, Math.max(...cuts.map((c) => c.at)), seg.end, s, rounds, o);
      if (later?.cut) cuts.push(later.cut);
      else if (later) tested.push({ p: later.p, newest: true });
    }
  }
  if (unsplit !== void 0) tested.push({ p: unsplit, newest: false });
  return candidatesOf(s, values, seg, cuts);
}
function stepAfterLastCut(values, last, end, s, rounds, o) {
  const later = recentStep(values, last, end, s.points, rounds);
  if (!later) return void 0;
  const p = Math.min(1, later.p * 2);
  if (p > o.screen) return { p };
  const minBefore = later.at - last < o.minSegment ? 1 : o.minSegment;
  const at = refineSplit(values, last, end, later.at, o.minSegment, RECENT_WINDOW, minBefore);
  return { p, cut: { at, p, newest: true } };
}
function candidatesOf(s, values, seg, cuts) {
  cuts.sort((a, b) => a.at - b.at);
  const bounds = [seg.start, ...cuts.map((c) => c.at), seg.end];
  return cuts.map((c, i) => ({
    series: s,
    at: c.at,
    from: bounds[i],
    to: bounds[i + 2],
    p: c.p,
    before: median(values.slice(bounds[i], c.at)),
    after: median(values.slice(c.at, bounds[i + 2])),
    newest: c.newest
  }));
}
function changePoint(s, at, before, after, p, q, kind) {
  return {
    suite: s.suite,
    name: s.name,
    params: s.params,
    unit: s.unit,
    ...s.metric !== void 0 ? { metric: s.metric } : {},
    family: s.family,
    ...s.machine ? { machine: s.machine } : {},
    commit: s.points[at].commit,
    previousCommit: s.points[at - 1].commit,
    before,
    after,
    change: before === 0 ? after === 0 ? 0 : Infinity : after / before - 1,
    p,
    q,
    kind
  };
}

export {
  detectChanges
};
