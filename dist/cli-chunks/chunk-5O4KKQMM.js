import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  fingerprintOf,
  machineOf
} from "./chunk-7UP3P5UV.js";
import {
  DEFAULT_SEQUENTIAL,
  priorKey,
  regressionDesign,
  roundPairs,
  roundValues
} from "./chunk-JYXA64RB.js";
import {
  detectableChange,
  median
} from "./chunk-LNLQHGIY.js";
import {
  benchmarkKey,
  metricKey,
  sortedParams
} from "./chunk-UEKWDCHD.js";

// src/history/calibration.ts
function calibrationLines(input) {
  const env = fingerprintOf(input.head);
  const machine = input.machine ?? machineOf(input.head);
  const metrics = (r) => new Map(
    r.benchmarks.flatMap(
      (b) => b.metrics.map((m) => [`${benchmarkKey(b)}\0${metricKey(m)}`, m])
    )
  );
  const base = metrics(input.base);
  const head = metrics(input.head);
  return input.comparison.rows.filter((r) => r.verdict !== "added" && r.verdict !== "removed").map((r) => {
    const key = `${benchmarkKey(r)}\0${metricKey({ unit: r.unit, name: r.metric })}`;
    const spread = noiseOf(base.get(key), head.get(key));
    return {
      commit: input.commit,
      time: input.time,
      env,
      machine,
      suite: r.suite,
      name: r.name,
      params: r.params,
      unit: r.unit,
      ...r.metric !== void 0 ? { metric: r.metric } : {},
      verdict: r.verdict,
      ...r.change !== void 0 && Number.isFinite(r.change) ? { change: r.change } : {},
      ...spread ? { noise: spread.sd } : {},
      rounds: spread?.n ?? 0,
      threshold: r.threshold
    };
  });
}
function noiseOf(base, head) {
  const pairs = base && head ? roundPairs(base, head) : void 0;
  if (!pairs) return void 0;
  const v = roundValues(pairs.map((p) => p.pair));
  const d = v.head.map((h, i) => h - v.base[i]);
  if (d.length < 2) return void 0;
  const mean = d.reduce((a, b) => a + b, 0) / d.length;
  const sd = Math.sqrt(d.reduce((a, x) => a + (x - mean) ** 2, 0) / (d.length - 1));
  return { sd, n: d.length };
}
var CALIBRATION_RUNS = 20;
function calibrationMachine(l) {
  return l.machine ?? l.env;
}
function calibrationOfMachine(lines, machine, envs) {
  return lines.filter((l) => l.machine !== void 0 ? l.machine === machine : envs.has(l.env));
}
function calibrationNoise(lines, machine) {
  const noise = /* @__PURE__ */ new Map();
  const mine = calibrationOfMachine(lines, machine.name, /* @__PURE__ */ new Set([machine.env]));
  for (const row of summarizeCalibration(mine).rows)
    if (row.noise !== void 0) noise.set(priorKey(row), row.noise);
  return noise;
}
function calibrationPrior(lines, machine, source) {
  const noise = calibrationNoise(lines, machine);
  return noise.size > 0 ? { source, rows: Object.fromEntries(noise) } : void 0;
}
var flagged = (v) => v === "regression" || v === "improvement";
function summarizeCalibration(lines, last = CALIBRATION_RUNS) {
  const { runs, inRuns } = lastRuns(lines, last);
  const groups = /* @__PURE__ */ new Map();
  for (const l of inRuns) {
    const key = JSON.stringify([
      l.suite,
      l.name,
      sortedParams(l.params),
      l.unit,
      l.metric ?? null,
      calibrationMachine(l)
    ]);
    const group = groups.get(key);
    if (group) group.push(l);
    else groups.set(key, [l]);
  }
  const design = regressionDesign(DEFAULT_SEQUENTIAL);
  const rows = [...groups.values()].map((g) => calibrationRowOf(g, design));
  const judged = runs.reduce((a, r) => a + r.rows, 0);
  const alarms = runs.reduce((a, r) => a + r.falseAlarms, 0);
  return {
    runs,
    rows,
    rowRate: judged > 0 ? alarms / judged : 0,
    runRate: runs.length > 0 ? runs.filter((r) => r.falseAlarms > 0).length / runs.length : 0
  };
}
function lastRuns(lines, last) {
  const runKey = (l) => `${l.time}\0${l.commit}`;
  const runKeys = [...new Set(lines.map(runKey))].sort().slice(-last);
  const kept = new Set(runKeys);
  const inRuns = lines.filter((l) => kept.has(runKey(l)));
  const byRun = new Map(runKeys.map((k) => [k, []]));
  for (const l of inRuns) byRun.get(runKey(l)).push(l);
  const runs = runKeys.map((k) => {
    const of = byRun.get(k);
    return {
      commit: of[0].commit,
      time: of[0].time,
      rows: of.length,
      falseAlarms: of.filter((l) => flagged(l.verdict)).length
    };
  });
  return { runs, inRuns };
}
function calibrationRowOf(g, design) {
  const first = g[0];
  const noises = g.flatMap((l) => l.noise !== void 0 ? [l.noise] : []);
  const noise = noises.length > 0 ? median(noises) : void 0;
  const n = DEFAULT_SEQUENTIAL.maxRounds;
  const detectable = noise === void 0 ? void 0 : detectableChange(design, { n, mean: 0, sd: noise, se: noise / Math.sqrt(n), df: n - 1 });
  return {
    suite: first.suite,
    name: first.name,
    params: first.params,
    unit: first.unit,
    ...first.metric !== void 0 ? { metric: first.metric } : {},
    env: first.env,
    machine: calibrationMachine(first),
    runs: g.length,
    falseAlarms: g.filter((l) => flagged(l.verdict)).length,
    ...noise !== void 0 ? { noise } : {},
    ...detectable !== void 0 ? { detectable } : {},
    threshold: first.threshold
  };
}
function unreachable(summary) {
  return summary.rows.filter((r) => r.detectable !== void 0 && r.detectable > r.threshold);
}

export {
  calibrationLines,
  CALIBRATION_RUNS,
  calibrationOfMachine,
  calibrationPrior,
  summarizeCalibration,
  unreachable
};
