import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  DEFAULT_SEQUENTIAL,
  confirmRegression,
  firstDecisiveLook,
  judgeRow
} from "./chunk-YSRIJKM7.js";

// src/compare/paired-rounds.ts
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
  return design;
}
function sequentialPolicy(design, threshold) {
  const alpha = design.alpha ?? DEFAULT_SEQUENTIAL.alpha;
  return { ...DEFAULT_SEQUENTIAL, alpha, maxRounds: design.maxRounds, threshold: () => threshold };
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
function judgePairedRounds(base, head, row, design) {
  if (!design) return void 0;
  const policy = sequentialPolicy(design, row.threshold);
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
  let state = first.state;
  let shown = first;
  let confirmation;
  if (first.state === "regression" && pairs.length > main.length) {
    confirmation = pairs.length - main.length;
    state = confirmRegression(paired(pairs), policy, pairs.length);
    shown = judgeRow(paired(pairs), policy, pairs.length);
  }
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
  if (first.early) decision.early = true;
  if (shown.exact) decision.exact = true;
  if (shown.exactSpread !== void 0) decision.exactSpread = shown.exactSpread;
  return decision;
}

export {
  roundDesignOf,
  roundPairs,
  judgePairedRounds
};
