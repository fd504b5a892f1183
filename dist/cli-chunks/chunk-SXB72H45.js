import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  createSample,
  mannWhitneyU,
  summarizeMedian,
  tQuantile,
  welchTest
} from "./chunk-LNLQHGIY.js";

// src/compare/side-stats.ts
var LEVEL = 0.95;
function summarizeSide(metric) {
  if (metric.samples.length > 0) {
    const sample = createSample(metric.samples);
    const s = summarizeMedian(sample, LEVEL);
    return {
      side: { center: s.center, low: s.low, high: s.high, n: s.n, source: "samples", confidence: LEVEL },
      caveats: s.caveats,
      sample
    };
  }
  const t = metric.summary;
  if (t && Number.isFinite(t.center)) {
    return {
      side: {
        center: t.center,
        low: t.low,
        high: t.high,
        n: t.n,
        source: "summary",
        confidence: t.confidence
      },
      caveats: []
    };
  }
  return { caveats: [{ kind: "empty-sample" }] };
}
function testSides(base, head, alpha, baseSide, headSide) {
  if (baseSide.sample && headSide.sample) {
    const r2 = mannWhitneyU(baseSide.sample, headSide.sample, { alpha });
    const allEqual = r2.caveats.some((c) => c.kind === "all-samples-equal");
    if (allEqual) return { p: 1, method: "mann-whitney", caveats: r2.caveats };
    return {
      p: r2.method ? r2.p : Number.NaN,
      method: r2.method ? "mann-whitney" : void 0,
      caveats: r2.caveats
    };
  }
  const b = intervalOf(base);
  const h = intervalOf(head);
  if (!b || !h) return { p: Number.NaN, caveats: [{ kind: "empty-sample" }] };
  const r = welchTest(b, h);
  return { p: r.p, method: Number.isNaN(r.p) ? void 0 : "welch", caveats: r.caveats };
}
function intervalOf(m) {
  if (m.summary) return m.summary;
  const n = m.samples.length;
  if (n === 0) return void 0;
  const mean = m.samples.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { center: mean, low: mean, high: mean, n, confidence: LEVEL };
  const variance = m.samples.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1);
  const half = -tQuantile((1 - LEVEL) / 2, n - 1) * Math.sqrt(variance / n);
  return { center: mean, low: mean - half, high: mean + half, n, confidence: LEVEL };
}
function relativeSpread(side) {
  if (!side || !Number.isFinite(side.low) || !Number.isFinite(side.high) || side.center === 0)
    return void 0;
  const r = Math.max(side.high - side.center, side.center - side.low) / Math.abs(side.center);
  return Number.isFinite(r) ? r : void 0;
}

export {
  summarizeSide,
  testSides,
  relativeSpread
};
