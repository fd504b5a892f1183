import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  seriesKey
} from "./chunk-MDZLR5Y6.js";
import {
  median
} from "./chunk-RY5FPL55.js";

// src/history/row-noise.ts
var NOISE_POINTS = 20;
function historyNoise(series, machine) {
  const noise = /* @__PURE__ */ new Map();
  const mine = series.some((s) => s.machine === machine);
  for (const s of series) {
    if (mine && s.machine !== void 0 && s.machine !== machine) continue;
    const widths = s.points.slice(-NOISE_POINTS).filter((p) => p.low !== void 0 && p.high !== void 0 && p.center > 0).map((p) => (p.high - p.low) / p.center);
    if (widths.length === 0) continue;
    const key = noiseKey(s);
    const own = mine && s.machine === machine;
    if (own || !noise.has(key) || !mine && median(widths) > noise.get(key)) noise.set(key, median(widths));
  }
  return noise;
}
function noiseKey(s) {
  return seriesKey({
    suite: s.suite,
    name: s.name,
    params: s.params,
    unit: s.unit,
    ...s.metric !== void 0 ? { metric: s.metric } : {}
  });
}

export {
  historyNoise,
  noiseKey
};
