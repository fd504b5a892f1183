import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  benjaminiHochberg,
  median
} from "./chunk-4D7MVP4R.js";

// src/history/change-points.ts
var DEFAULT_CHANGE_OPTIONS = {
  alpha: 0.01,
  floor: 0.05,
  minSegment: 3,
  screen: 0.05
};
function detectChanges(all, options = DEFAULT_CHANGE_OPTIONS) {
  const candidates = [];
  const tested = [];
  const breaks = [];
  for (const s of all) {
    const segments = envSegments(s.points);
    for (let k = 1; k < segments.length; k++) {
      const [prev, next] = [segments[k - 1], segments[k]];
      breaks.push(
        changePoint(s, next.start, centers(s.points, prev), centers(s.points, next), 0, 0, "environment")
      );
    }
    for (const seg of segments) candidates.push(...segmentCandidates(s, seg, options, tested));
  }
  const qs = benjaminiHochberg([...candidates.map((c) => c.p), ...tested]);
  const found = [];
  candidates.forEach((c, i) => {
    const q = qs[i] ?? 1;
    const change = c.after / c.before - 1;
    if (q > options.alpha || !(Math.abs(change) >= options.floor)) return;
    const worse = c.series.direction === "smaller" ? change > 0 : change < 0;
    found.push(changePoint(c.series, c.at, c.before, c.after, c.p, q, worse ? "regression" : "improvement"));
  });
  return [...found, ...breaks];
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
function centers(points, seg) {
  return median(points.slice(seg.start, seg.end).map((p) => p.center));
}
function segmentCandidates(s, seg, o, tested) {
  const values = s.points.map((p) => p.center);
  const cuts = [];
  const split = (start, end, depth) => {
    const best = pettitt(values, start, end, o.minSegment);
    if (!best) return;
    if (best.p > o.screen) {
      if (depth === 0) tested.push(best.p);
      return;
    }
    const at = refineSplit(values, start, end, best.at, o.minSegment);
    cuts.push({ at, p: best.p });
    split(start, at, depth + 1);
    split(at, end, depth + 1);
  };
  split(seg.start, seg.end, 0);
  cuts.sort((a, b) => a.at - b.at);
  const bounds = [seg.start, ...cuts.map((c) => c.at), seg.end];
  return cuts.map((c, i) => ({
    series: s,
    at: c.at,
    p: c.p,
    before: median(values.slice(bounds[i], c.at)),
    after: median(values.slice(c.at, bounds[i + 2]))
  }));
}
function pettitt(values, start, end, minSegment) {
  const n = end - start;
  if (n < 2 * minSegment) return void 0;
  const ranks = averageRanks(values.slice(start, end));
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
var REFINE_WITHIN = 10;
function refineSplit(values, start, end, at, minSegment) {
  const cost = (t) => {
    const left = values.slice(start, t);
    const right = values.slice(t, end);
    const ml = median(left);
    const mr = median(right);
    let c = 0;
    for (const x of left) c += Math.abs(x - ml);
    for (const x of right) c += Math.abs(x - mr);
    return c;
  };
  let best = at;
  let bestCost = cost(at);
  for (let t = Math.max(start + minSegment, at - REFINE_WITHIN); t <= Math.min(end - minSegment, at + REFINE_WITHIN); t++) {
    const c = cost(t);
    if (c < bestCost) {
      best = t;
      bestCost = c;
    }
  }
  return best;
}
function averageRanks(xs) {
  const order = xs.map((x, i) => [x, i]).sort((a, b) => a[0] - b[0]);
  const ranks = new Array(xs.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    const r = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) ranks[order[k][1]] = r;
    i = j + 1;
  }
  return ranks;
}
function changePoint(s, at, before, after, p, q, kind) {
  return {
    suite: s.suite,
    name: s.name,
    params: s.params,
    unit: s.unit,
    ...s.metric !== void 0 ? { metric: s.metric } : {},
    family: s.family,
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
