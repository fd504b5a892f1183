import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  compileGlob
} from "./chunk-3UTEBA6Q.js";

// src/model/defaults.ts
var DEFAULTS = {
  /** Smallest relative change that counts, as a fraction. */
  threshold: 0.05,
  /** Significance level, after the false discovery rate correction. */
  alpha: 0.05,
  /** Benjamini–Hochberg correction across rows. */
  fdr: true,
  /**
   * The most rounds per side (max-rounds) of the sequential design: it stops a
   * benchmark as soon as its verdict is settled, so most run far fewer
   * (docs/statistics.md, "Sequential rounds"); the rounds the settled ones
   * do not use go to the open ones (docs/performance.md, "Sequential
   * rounds on real runs").
   */
  rounds: 40,
  /**
   * Rounds per side of the fixed design: every benchmark runs all of them.
   * Note: fewer rounds missed a 10% slowdown far more often; these, plus the
   * confirmation rounds of flagged rows, met the detection goal
   * (docs/performance.md, "Detection study").
   */
  fixedRounds: 20,
  /**
   * Rounds of record mode (head only, every benchmark every round), where a
   * push is one point of the history and commits, not rounds, accumulate
   * the evidence: the change-point tests weigh the newest commits against
   * the noise between commits (docs/statistics.md, "Change points on
   * main"). Note: 10 because the point's 95% interval of the median needs
   * at least 6 samples to exist, and at 10 the center's own error is about
   * 0.4 of one round's spread (1.25 / sqrt(10)), so a 10% step stands 5 of
   * those errors clear up to 5% noise per round; beyond that the noise that
   * moves from minute to minute, between commits, dominates, and rounds on
   * one push cannot remove it. docs/history.md, "What a push costs".
   */
  recordRounds: 10,
  /**
   * How rounds are spent and judged. Note: 'sequential' judges rounds as
   * pairs, so load that moves between rounds does not pass for a change; it
   * catches more small slowdowns for fewer executions than the fixed design,
   * on this project's noisy machine and in simulation (docs/performance.md,
   * "Sequential rounds on real runs"; docs/statistics.md, "Simulation").
   */
  design: "sequential",
  /** Only the benchmarks a change can affect run (docs/selection.md); 'all' runs every one. */
  select: "affected",
  /** Extra rounds of both sides for rows flagged as regressions (0 turns it off). */
  confirmRounds: 3,
  /**
   * Seconds one round of one side may take. Note: the longer of the two values
   * the shells used to have (3600 in the action, 1800 on the command line): a
   * large JMH suite takes most of an hour per round, and a timeout that fires on
   * a healthy run costs more than one that fires late on a hung one.
   */
  roundTimeoutSeconds: 3600,
  /**
   * What a benchmark of base that went unjudged (removed, or without a result
   * on one side) does to the check: 'neutral' makes the run incomplete, so it
   * neither passes nor blocks; 'fail' fails it; 'pass' lets it through.
   */
  onMissing: "neutral",
  /** Which pull requests run the benchmarks: every one ('always'), or only those that opt in (src/model/trigger.ts). */
  trigger: "always",
  /** The repository's configuration file, relative to the repository root. */
  configFile: ".github/benchgate.yml"
};
function defaultRounds(design, mode = "ab") {
  if (mode === "record") return DEFAULTS.recordRounds;
  return design === "fixed" ? DEFAULTS.fixedRounds : DEFAULTS.rounds;
}

// src/compare/policy.ts
var ON_MISSING = ["fail", "neutral", "pass"];
var TIERS = ["block", "warn", "shadow"];
var DEFAULT_POLICY = {
  alpha: DEFAULTS.alpha,
  threshold: DEFAULTS.threshold,
  rules: [],
  fdr: DEFAULTS.fdr,
  directions: {}
};
function onMissingOf(policy) {
  return policy.onMissing ?? DEFAULTS.onMissing;
}
var TierResolver = class {
  constructor(policy) {
    this.policy = policy;
    this.rules = (policy.tiers ?? []).map((r) => ({
      ...r.benchmark !== void 0 ? { match: compileGlob(r.benchmark) } : {},
      ...r.unit !== void 0 ? { unit: r.unit } : {},
      tier: r.tier
    }));
  }
  policy;
  rules;
  /** Whether any row may be other than 'block': only then do rows record their tier. */
  get active() {
    return this.rules.length > 0 || this.policy.advisory === true;
  }
  tierFor(bench, unit) {
    let tier = "block";
    for (const rule of this.rules) {
      if (rule.unit !== void 0 && rule.unit !== unit) continue;
      if (rule.match && !matchesBenchmark(rule.match, bench)) continue;
      tier = rule.tier;
      break;
    }
    return tier === "block" && this.policy.advisory ? "warn" : tier;
  }
};
var ThresholdResolver = class {
  constructor(policy) {
    this.policy = policy;
    this.rules = policy.rules.map((r) => ({
      ...r.benchmark !== void 0 ? { match: compileGlob(r.benchmark) } : {},
      ...r.unit !== void 0 ? { unit: r.unit } : {},
      threshold: r.threshold
    }));
  }
  policy;
  rules;
  /** The first rule whose unit and glob (see matchesBenchmark) match; else the default threshold. */
  thresholdFor(bench, unit) {
    for (const rule of this.rules) {
      if (rule.unit !== void 0 && rule.unit !== unit) continue;
      if (rule.match && !matchesBenchmark(rule.match, bench)) continue;
      return rule.threshold;
    }
    return this.policy.threshold;
  }
};
function matchesBenchmark(glob, b) {
  if (glob.test(b.name)) return true;
  return Boolean(b.suite) && (glob.test(`${b.suite}.${b.name}`) || glob.test(`${b.suite}/${b.name}`));
}

export {
  DEFAULTS,
  defaultRounds,
  ON_MISSING,
  TIERS,
  DEFAULT_POLICY,
  onMissingOf,
  TierResolver,
  ThresholdResolver,
  matchesBenchmark
};
