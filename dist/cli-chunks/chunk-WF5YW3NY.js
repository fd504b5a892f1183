import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  readWorkspaceFile
} from "./chunk-UCGBEI6S.js";
import {
  createPatternFormat,
  parsePatternSpecs,
  require_dist
} from "./chunk-6K47KAOL.js";
import {
  renderTextTable
} from "./chunk-EZSTNSRJ.js";
import {
  relativeSpread,
  summarizeSide,
  testSides
} from "./chunk-SXB72H45.js";
import {
  isRecord
} from "./chunk-X26KSBIJ.js";
import {
  toJsonText
} from "./chunk-UYHWYOKB.js";
import {
  UsageError
} from "./chunk-7T5N4UNT.js";
import {
  InputError
} from "./chunk-RBWFMI4E.js";
import {
  sideOverLimit
} from "./chunk-SNHWBNK5.js";
import {
  FloorResolver,
  applyFloor,
  coverageLines,
  formatPercent,
  incompleteLine,
  makeFloorRule,
  parsePercent
} from "./chunk-JAGR3URB.js";
import {
  DEFAULT_SEQUENTIAL,
  exceedsThreshold,
  judgePairedRounds,
  roundDesignOf
} from "./chunk-JYXA64RB.js";
import {
  formatChange,
  formatP,
  formatSide,
  formatValue
} from "./chunk-WDCRQVF2.js";
import {
  benjaminiHochberg,
  caveatMessage,
  normalQuantile,
  relativeChange,
  summarizeGeomean
} from "./chunk-LNLQHGIY.js";
import {
  DEFAULTS,
  DEFAULT_POLICY,
  ON_MISSING,
  TIERS,
  ThresholdResolver,
  TierResolver,
  matchesBenchmark,
  onMissingOf
} from "./chunk-BD2TBD5S.js";
import {
  compileGlob
} from "./chunk-3UTEBA6Q.js";
import {
  benchmarkKey,
  benchmarkLabel,
  functionOf,
  metricKey,
  sameBenchmark,
  sortedParams
} from "./chunk-UEKWDCHD.js";
import {
  __toESM
} from "./chunk-3FRE6W3I.js";

// src/config/repo-config.ts
var import_yaml2 = __toESM(require_dist(), 1);
import { existsSync, readFileSync } from "node:fs";

// src/model/trigger.ts
var TRIGGER_FORMS = ["always", "label: <name>", "title: <keyword>", "comment"];
var DEFAULT_TRIGGER = { kind: DEFAULTS.trigger };
function parseTrigger(text) {
  const t = text.trim();
  if (t === "always" || t === "comment") return { kind: t };
  const m = /^(label|title)\s*:\s*(\S.*)$/.exec(t);
  if (!m) return void 0;
  const value = m[2].trim();
  return m[1] === "label" ? { kind: "label", name: value } : { kind: "title", keyword: value };
}

// src/config/config-keys.ts
var CONFIG_KEY_PARSERS = {
  threshold: (v, at) => ({ threshold: percent(v, "threshold", at) }),
  alpha: (v, at) => {
    const a = Number(v);
    if (!(a > 0 && a < 1)) at.fail("alpha", "must be between 0 and 1");
    return { alpha: a };
  },
  thresholds: (v, at) => ({ rules: list(v, "thresholds", at).map((r, i) => thresholdRule(r, i, at)) }),
  directions: (v, at) => ({ directions: directions(v, at) }),
  "zero-floors": (v, at) => ({ zeroFloors: zeroFloors(v, at) }),
  floors: (v, at) => ({ floors: floors(v, at) }),
  tiers: (v, at) => ({ tiers: list(v, "tiers", at).map((r, i) => tierRule(r, i, at)) }),
  patterns: (v, at) => {
    const { specs, problems } = parsePatternSpecs(v, at.path);
    if (problems.length)
      at.failAll(
        "patterns",
        problems.map((p) => p.message)
      );
    return { patternFormats: specs.map(createPatternFormat) };
  },
  waivers: (v, at) => ({ waivers: list(v, "waivers", at).map((w, i) => waiver(w, i, at)) }),
  "on-missing": (v, at) => {
    const s = String(v);
    if (!ON_MISSING.includes(s))
      at.fail("on-missing", `"${s}" must be one of ${ON_MISSING.join(", ")}`);
    return { onMissing: s };
  },
  retired: (v, at) => ({ retired: list(v, "retired", at).map((r, i) => retired(r, i, at)) }),
  trigger: (v, at) => ({ trigger: trigger(v, at) }),
  "two-humped-rounds": (v, at) => {
    if (typeof v !== "boolean") at.fail("two-humped-rounds", `"${String(v)}" must be true or false`);
    return { twoHumpedRounds: v };
  }
};
function percent(v, field, at) {
  return parsePercent(String(v)) ?? at.fail(field, `"${String(v)}" is not a percentage like 5%`);
}
function list(v, field, at) {
  if (v === null) return [];
  if (!Array.isArray(v)) at.fail(field, "must be a list");
  return v;
}
function ruleTarget(r, field, at) {
  if (r.benchmark === void 0 && r.unit === void 0) at.fail(field, "needs benchmark or unit");
  return {
    ...r.benchmark !== void 0 ? { benchmark: String(r.benchmark) } : {},
    ...r.unit !== void 0 ? { unit: String(r.unit) } : {}
  };
}
function thresholdRule(r, i, at) {
  const field = `thresholds[${i}]`;
  if (!isRecord(r)) return at.fail(field, "must be a mapping with benchmark and/or unit, and threshold");
  const target = ruleTarget(r, field, at);
  return { ...target, threshold: percent(r.threshold, `${field}.threshold`, at) };
}
function tierRule(r, i, at) {
  const field = `tiers[${i}]`;
  if (!isRecord(r)) return at.fail(field, "must be a mapping with benchmark and/or unit, and tier");
  const target = ruleTarget(r, field, at);
  if (!TIERS.includes(r.tier))
    at.fail(`${field}.tier`, `"${String(r.tier)}" must be one of ${TIERS.join(", ")}`);
  return { ...target, tier: r.tier };
}
function directions(v, at) {
  if (!isRecord(v)) return at.fail("directions", "must map units to smaller or bigger");
  const out = {};
  for (const [unit, d] of Object.entries(v)) {
    if (d !== "smaller" && d !== "bigger") at.fail(`directions.${unit}`, "must be smaller or bigger");
    out[unit] = d;
  }
  return out;
}
function zeroFloors(v, at) {
  if (!isRecord(v)) return at.fail("zero-floors", "must map units to numbers, like {B/op: 1, allocs/op: 1}");
  const out = {};
  for (const [unit, n] of Object.entries(v)) {
    if (typeof n !== "number" || !(n >= 0)) at.fail(`zero-floors.${unit}`, "must be a number >= 0");
    out[unit] = n;
  }
  return out;
}
function floors(raw, at) {
  if (raw === null) return [];
  const rule = (key, value, where) => {
    try {
      return makeFloorRule(key, String(value), where);
    } catch (err) {
      return at.failAt(where, err.message);
    }
  };
  if (isRecord(raw)) return Object.entries(raw).map(([unit, v]) => rule(unit, v, `floors.${unit}`));
  if (!Array.isArray(raw)) return at.failAt("floors", "floors must map units to amounts, or be a list");
  return raw.map((r, i) => {
    if (!isRecord(r) || typeof r.unit !== "string" || r.floor === void 0)
      return at.failAt(
        `floors[${i}]`,
        `floors[${i}] must be a mapping with unit, floor and optionally benchmark`
      );
    if (r.benchmark !== void 0 && (typeof r.benchmark !== "string" || /\s/.test(r.benchmark)))
      return at.failAt(`floors[${i}]`, `floors[${i}].benchmark must be a glob without spaces`);
    const key = r.benchmark !== void 0 ? `${r.benchmark} ${r.unit}` : r.unit;
    return rule(key, r.floor, `floors[${i}]`);
  });
}
function waiver(w, i, at) {
  const field = `waivers[${i}]`;
  if (!isRecord(w)) return at.fail(field, "must be a mapping with benchmark, reason and expires");
  if (typeof w.benchmark !== "string" || !w.benchmark) at.fail(`${field}.benchmark`, "is required");
  if (typeof w.reason !== "string" || !w.reason.trim())
    at.fail(`${field}.reason`, "is required: say why the regression is accepted");
  const expires = w.expires instanceof Date ? w.expires.toISOString().slice(0, 10) : String(w.expires ?? "");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expires)) at.fail(`${field}.expires`, "must be a date like 2026-12-31");
  return {
    benchmark: w.benchmark,
    reason: w.reason.trim(),
    expires,
    ...w.unit !== void 0 ? { unit: String(w.unit) } : {}
  };
}
function retired(r, i, at) {
  const field = `retired[${i}]`;
  if (!isRecord(r)) return at.fail(field, "must be a mapping with benchmark and reason");
  if (typeof r.benchmark !== "string" || !r.benchmark) at.fail(`${field}.benchmark`, "is required");
  if (typeof r.reason !== "string" || !r.reason.trim())
    at.fail(`${field}.reason`, "is required: say why the benchmark was removed");
  return { benchmark: r.benchmark, reason: r.reason.trim() };
}
function trigger(raw, at) {
  const entries = isRecord(raw) ? Object.entries(raw) : [];
  const text = entries.length === 1 ? `${entries[0][0]}: ${String(entries[0][1])}` : isRecord(raw) ? "" : String(raw);
  return parseTrigger(text) ?? at.failAt(
    "trigger",
    `trigger "${text || JSON.stringify(raw)}" must be one of ${TRIGGER_FORMS.join(", ")}`
  );
}

// src/config/selection-config.ts
var import_yaml = __toESM(require_dist(), 1);

// src/select/path-glob.ts
function compilePathGlob(glob) {
  const anchored = glob.includes("/");
  const body = glob.replace(/^\/+/, "");
  let source = "";
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === "*" && body[i + 1] === "*") {
      let j = i;
      while (body[j] === "*") j++;
      const slashAfter = body[j] === "/";
      source += slashAfter ? "(?:[^/]*/)*" : ".*";
      i = slashAfter ? j : j - 1;
    } else if (ch === "*") {
      source += "[^/]*";
    } else if (ch === "?") {
      source += "[^/]";
    } else {
      source += ch.replace(/[.+^${}()|[\]\\]/g, "\\$&");
    }
  }
  return new RegExp(anchored ? `^${source}$` : `^(?:[^/]*/)*${source}$`, "s");
}

// src/config/selection-config.ts
var SELECTION_KEYS = ["always-run", "paths"];
var EMPTY_SELECTION_CONFIG = { alwaysRun: [], paths: [] };
function parseSelectionConfig(raw, file, lineOf = () => 0) {
  const problems = [];
  const problem = (path, message) => problems.push({ file, line: lineOf(path), message: `${dotted(path)} ${message}` });
  const config = { alwaysRun: [], paths: [] };
  const always = raw["always-run"];
  if (always !== void 0 && always !== null) {
    if (!Array.isArray(always)) problem(["always-run"], "must be a list of path globs");
    else
      always.forEach((g, i) => {
        const glob = checkGlob(g);
        if (typeof glob === "string") config.alwaysRun.push(glob);
        else problem(["always-run", i], glob.error);
      });
  }
  const rules = raw.paths;
  if (rules !== void 0 && rules !== null) {
    if (!Array.isArray(rules)) problem(["paths"], "must be a list of { path, benchmarks } rules");
    else rules.forEach((r, i) => parseRule(r, i, problem, config));
  }
  return { config, problems };
}
function parseRule(r, i, problem, config) {
  if (typeof r !== "object" || r === null || Array.isArray(r)) {
    problem(["paths", i], "must be a mapping with path and benchmarks");
    return;
  }
  const rule = r;
  for (const key of Object.keys(rule))
    if (key !== "path" && key !== "benchmarks")
      problem(["paths", i, key], "is not a known key (known: path, benchmarks)");
  const paths = listOfStrings(rule.path, ["paths", i, "path"], "path globs", problem);
  const benchmarks = listOfStrings(rule.benchmarks, ["paths", i, "benchmarks"], "benchmark globs", problem);
  paths.forEach((p, j) => {
    const glob = checkGlob(p);
    if (typeof glob !== "string") problem(["paths", i, "path", j], glob.error);
  });
  if (paths.length > 0 && benchmarks.length > 0 && paths.every((p) => typeof checkGlob(p) === "string"))
    config.paths.push({ paths, benchmarks });
}
function listOfStrings(v, path, what, problem) {
  const list2 = typeof v === "string" ? [v] : Array.isArray(v) ? v : void 0;
  if (!list2 || list2.length === 0) {
    problem(path, `is required: one or a list of ${what}`);
    return [];
  }
  const ok = list2.filter((x) => typeof x === "string" && x !== "");
  if (ok.length !== list2.length) problem(path, `must hold only non-empty ${what}`);
  return ok;
}
function checkGlob(g) {
  if (typeof g !== "string" || g.trim() === "") return { error: "must be a non-empty path glob" };
  if (g.startsWith("!")) return { error: `"${g}": negated globs are not supported` };
  if (g.includes("\\")) return { error: `"${g}": use "/" in paths, not "\\"` };
  compilePathGlob(g);
  return g;
}
function dotted(path) {
  return path.map((p, i) => typeof p === "number" ? `[${p}]` : i === 0 ? p : `.${p}`).join("");
}
function yamlLineOf(text) {
  const lineCounter = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, { lineCounter });
  return (path) => {
    for (let depth = path.length; depth > 0; depth--) {
      const node = doc.getIn(path.slice(0, depth), true);
      if (node && typeof node === "object" && node.range) return lineCounter.linePos(node.range[0]).line;
      const parent = depth > 1 ? doc.getIn(path.slice(0, depth - 1), true) : doc.contents;
      if ((0, import_yaml.isMap)(parent) || (0, import_yaml.isSeq)(parent)) {
        const key = path[depth - 1];
        const pair = (0, import_yaml.isMap)(parent) ? parent.items.find((it) => it.key?.value === key) : void 0;
        const keyNode = pair?.key;
        if (keyNode?.range) return lineCounter.linePos(keyNode.range[0]).line;
      }
    }
    return 0;
  };
}

// src/config/repo-config.ts
function emptyConfig(selection) {
  return {
    rules: [],
    directions: {},
    patternFormats: [],
    waivers: [],
    floors: [],
    tiers: [],
    retired: [],
    selection
  };
}
var EMPTY_CONFIG = emptyConfig(EMPTY_SELECTION_CONFIG);
function loadRepoConfig(path) {
  if (!existsSync(path)) return EMPTY_CONFIG;
  return parseRepoConfig(readFileSync(path, "utf8"), path);
}
var ConfigError = class extends Error {
  constructor(file, line, detail) {
    super(`${file}:${line}: ${detail}`);
    this.file = file;
    this.line = line;
  }
  file;
  line;
  name = "ConfigError";
};
function parseRepoConfig(text, path) {
  const doc = (0, import_yaml2.parseDocument)(text, { uniqueKeys: true });
  const err = doc.errors[0];
  if (err)
    throw new ConfigError(path, err.linePos?.[0]?.line ?? 1, `invalid YAML: ${err.message.split("\n")[0]}`);
  const raw = doc.toJS() ?? {};
  if (!isRecord(raw)) throw new ConfigError(path, 1, "must be a mapping");
  const lineOf = yamlLineOf(text);
  const failAll = (field, messages) => {
    throw new ConfigError(path, lineOf(fieldPath(field)) || 1, messages.join("\n"));
  };
  const at = {
    path,
    failAll,
    failAt: (field, message) => failAll(field, [message]),
    fail: (field, what) => failAll(field, [`${field} ${what}`])
  };
  const known = [...Object.keys(CONFIG_KEY_PARSERS), ...SELECTION_KEYS];
  for (const key of Object.keys(raw))
    if (!known.includes(key)) at.fail(key, `is not a known key (known: ${known.join(", ")})`);
  const selection = parseSelectionConfig(raw, path, lineOf);
  const first = selection.problems[0];
  if (first)
    throw new ConfigError(
      first.file,
      first.line,
      selection.problems.map((p, i) => i === 0 ? p.message : `${p.file}:${p.line}: ${p.message}`).join("\n")
    );
  const config = emptyConfig(selection.config);
  for (const [key, parse] of Object.entries(CONFIG_KEY_PARSERS))
    if (raw[key] !== void 0) Object.assign(config, parse(raw[key], at));
  return config;
}
function fieldPath(field) {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => m[2] !== void 0 ? Number(m[2]) : m[1]);
}

// src/config/locate-config.ts
import { existsSync as existsSync2 } from "node:fs";
import { dirname, join, resolve } from "node:path";
function loadCliConfig(cwd, flags) {
  if (flags["no-config"]) return void 0;
  if (flags.config !== void 0) {
    const path = resolve(cwd, flags.config);
    if (!existsSync2(path)) throw new Error(`--config ${flags.config}: no such file`);
    return { config: loadRepoConfig(path), label: flags.config };
  }
  const root = repositoryRootOf(cwd);
  const text = readWorkspaceFile(root, DEFAULTS.configFile, "config");
  if (text === void 0) return void 0;
  const config = parseRepoConfig(text, join(root, DEFAULTS.configFile));
  return config === EMPTY_CONFIG ? void 0 : { config, label: DEFAULTS.configFile };
}
function repositoryRootOf(cwd) {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    if (existsSync2(join(dir, ".git"))) return dir;
    if (dirname(dir) === dir) return resolve(cwd);
  }
}

// src/config/resolve-policy.ts
var CLI_FLAG_NAMES = {
  threshold: "--threshold",
  alpha: "--alpha",
  fdr: "--no-fdr",
  rules: "the command line",
  floors: "the command line",
  tiers: "the command line",
  advisory: "the command line",
  onMissing: "--on-missing"
};
function resolvePolicy(file, caller, names) {
  const config = file?.config;
  const origins = {};
  const pick = (key) => {
    if (caller[key] !== void 0) {
      origins[key] = names[key];
      return caller[key];
    }
    if (config?.[key] !== void 0) {
      origins[key] = file.label;
      return config[key];
    }
    return DEFAULT_POLICY[key];
  };
  const threshold = pick("threshold");
  const alpha = pick("alpha");
  let fdr = DEFAULT_POLICY.fdr;
  if (caller.fdr !== void 0 && caller.fdr !== DEFAULT_POLICY.fdr) {
    fdr = caller.fdr;
    origins.fdr = names.fdr;
  }
  let onMissing;
  if (caller.onMissing !== void 0) {
    onMissing = caller.onMissing;
    origins.onMissing = names.onMissing;
  } else if (config?.onMissing !== void 0) {
    onMissing = config.onMissing;
    origins.onMissing = file.label;
  }
  const rules = callerThenFile(caller.rules, config?.rules, names.rules, file?.label, origins, "rules");
  const floors2 = callerThenFile(caller.floors, config?.floors, names.floors, file?.label, origins, "floors");
  const tiers = callerThenFile(caller.tiers, config?.tiers, names.tiers, file?.label, origins, "tiers");
  if (caller.advisory) origins.advisory = names.advisory;
  const directions2 = { ...config?.directions ?? {} };
  const units = Object.keys(directions2);
  if (units.length) origins.directions = Object.fromEntries(units.map((u) => [u, file.label]));
  return {
    alpha,
    threshold,
    rules,
    fdr,
    directions: directions2,
    ...config?.zeroFloors ? { zeroFloors: { ...config.zeroFloors } } : {},
    ...floors2.length ? { floors: floors2 } : {},
    ...tiers.length ? { tiers } : {},
    ...caller.advisory ? { advisory: true } : {},
    ...onMissing !== void 0 ? { onMissing } : {},
    ...config?.retired.length ? { retired: config.retired.map((r) => ({ ...r })) } : {},
    ...config?.twoHumpedRounds ? { twoHumpedRounds: true } : {},
    ...Object.keys(origins).length ? { origins } : {}
  };
}
function callerThenFile(fromCaller, fromFile, callerName, fileLabel, origins, key) {
  const callers = fromCaller ?? [];
  const files = fromFile ?? [];
  if (callers.length + files.length > 0)
    origins[key] = [...callers.map(() => callerName), ...files.map(() => fileLabel)];
  return [...callers, ...files];
}

// src/pipeline/judge.ts
import { mkdir, writeFile } from "node:fs/promises";
import { join as join2 } from "node:path";

// src/compare/match.ts
function matchBenchmarks(base, head) {
  const index = new BaseIndex(base);
  const pairs = [];
  const lone = [];
  for (const h of head) {
    const b = index.take(h);
    if (b) pairMetrics(b, h, pairs);
    else lone.push({ benchmark: h, side: "head" });
  }
  base.forEach((b, i) => {
    if (!index.taken[i]) lone.push({ benchmark: b, side: "base" });
  });
  return { pairs, lone };
}
var CROWDED = 16;
var BaseIndex = class {
  constructor(base) {
    this.base = base;
    this.taken = new Uint8Array(base.length);
    base.forEach((b, i) => {
      const same = this.byName.get(b.name);
      if (same) same.push(i);
      else this.byName.set(b.name, [i]);
    });
  }
  base;
  /** Per base benchmark: whether a head benchmark had its identity. */
  taken;
  byName = /* @__PURE__ */ new Map();
  byKey = /* @__PURE__ */ new Map();
  /** The base benchmark with h's identity, marking every one that has it as taken. */
  take(h) {
    const candidates = this.candidates(h);
    let found;
    for (const i of candidates) {
      if (!sameBenchmark(this.base[i], h)) continue;
      this.taken[i] = 1;
      found = i;
    }
    return found === void 0 ? void 0 : this.base[found];
  }
  candidates(h) {
    const named = this.byName.get(h.name);
    if (!named) return [];
    if (named.length <= CROWDED) return named;
    let keyed = this.byKey.get(h.name);
    if (!keyed) {
      keyed = /* @__PURE__ */ new Map();
      for (const i of named) {
        const key = benchmarkKey(this.base[i]);
        const same = keyed.get(key);
        if (same) same.push(i);
        else keyed.set(key, [i]);
      }
      this.byKey.set(h.name, keyed);
    }
    return keyed.get(benchmarkKey(h)) ?? [];
  }
};
function pairMetrics(base, head, out) {
  const baseKeys = base.metrics.map(metricKey);
  const headKeys = head.metrics.map(metricKey);
  head.metrics.forEach((m, i) => {
    const b = baseKeys.lastIndexOf(headKeys[i]);
    out.push({ benchmark: head, base: b < 0 ? void 0 : base.metrics[b], head: m, primary: i === 0 });
  });
  base.metrics.forEach((m, i) => {
    if (!headKeys.includes(baseKeys[i]))
      out.push({ benchmark: head, base: m, primary: i === 0 && head.metrics.length === 0 });
  });
}

// src/compare/hints.ts
var MORE_SAMPLES = {
  go: "raise -count (or benchgate rounds)",
  jmh: "more forks (-f) and iterations (-i)",
  criterion: "a larger sample_size or measurement_time",
  libtest: "more benchgate rounds",
  benchmarkjs: "a larger minSamples or maxTime"
};
function noiseHint(threshold, tool) {
  const more = (tool && MORE_SAMPLES[tool.split("-")[0]]) ?? "more rounds";
  return `too noisy to judge: the interval is wider than the ${formatPercent(threshold)} threshold; ${more}, pin the benchmark to idle CPUs, or stop other work on the machine`;
}

// src/compare/factor-edge-note.ts
function signed(fraction) {
  const pct = (Math.abs(fraction) * 100).toFixed(2);
  return `${fraction < 0 ? "−" : "+"}${pct}%`;
}
function noteFactorEdge(row) {
  if (row.verdict !== "regression" && row.verdict !== "improvement") return;
  const change = row.change;
  if (change === void 0 || !exceedsThreshold(change, row.threshold) || Math.abs(change) > row.threshold)
    return;
  row.notes.push(
    `${signed(change)} is ${signed(1 / (1 + change) - 1)} the other way up (a time for a rate, a rate for a time): past the ${formatPercent(row.threshold)} threshold, a factor either way (docs/configuration.md)`
  );
}

// src/compare/coverage.ts
function summarizeCoverage(rows, policy) {
  const removed = [];
  const added = [];
  const noResult = [];
  for (const r of rows) {
    if (!r.primary) continue;
    if (r.verdict === "removed") removed.push(r);
    else if (r.verdict === "added") added.push(r);
    else if (!r.base || !r.head) noResult.push(r);
  }
  const renamed = pairRenames(removed, added);
  const unseen = [
    ...removed.map((row, i) => {
      const to = renamed.get(i);
      const entry = { label: benchmarkLabel(row), kind: "removed" };
      if (to !== void 0) entry.renamedTo = benchmarkLabel(added[to]);
      return { row, entry };
    }),
    ...noResult.map((row) => ({
      row,
      entry: {
        label: benchmarkLabel(row),
        kind: "no-result",
        side: row.base ? "head" : "base"
      }
    }))
  ];
  const retired2 = (policy.retired ?? []).map((t) => ({ re: compileGlob(t.benchmark), reason: t.reason }));
  let incomplete = 0;
  for (const { row, entry } of unseen) {
    const hit = retired2.find((t) => matchesBenchmark(t.re, row));
    if (hit) entry.retired = hit.reason;
    else incomplete++;
  }
  const paired = new Set(renamed.values());
  return {
    added: added.filter((_, i) => !paired.has(i)).map((r) => benchmarkLabel(r)),
    unseen: unseen.map((u) => u.entry),
    incomplete
  };
}
function pairRenames(removed, added) {
  const pairs = /* @__PURE__ */ new Map();
  for (const keyOf of [familyKey, paramsKey]) {
    const taken = new Set(pairs.values());
    const groups = /* @__PURE__ */ new Map();
    const group = (key) => {
      let g = groups.get(key);
      if (!g) groups.set(key, g = { removed: [], added: [] });
      return g;
    };
    removed.forEach((r, i) => {
      if (!pairs.has(i)) group(keyOf(r)).removed.push(i);
    });
    added.forEach((r, i) => {
      if (!taken.has(i)) group(keyOf(r)).added.push(i);
    });
    for (const g of groups.values())
      if (g.removed.length === 1 && g.added.length === 1) pairs.set(g.removed[0], g.added[0]);
  }
  return pairs;
}
function paramsKey(r) {
  return JSON.stringify([r.suite, sortedParams(r.params), r.procs ?? null, r.mode ?? null]);
}
function familyKey(r) {
  return JSON.stringify([functionOf(r.name), paramsKey(r)]);
}

// src/compare/types.ts
var COMPARISON_SCHEMA = "benchgate/comparison@1";
var VERDICTS = [
  "regression",
  "improvement",
  "unchanged",
  "inconclusive",
  "added",
  "removed"
];

// src/compare/summary.ts
function summarizeComparison(rows, policy) {
  const counts = Object.fromEntries(VERDICTS.map((v) => [v, 0]));
  let waived = 0;
  let warned = 0;
  let shadowed = 0;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    if (r.tier === "shadow") {
      shadowed++;
      continue;
    }
    if (r.primary || r.verdict !== "added" && r.verdict !== "removed") counts[r.verdict]++;
    if (r.verdict === "regression" && r.waived) waived++;
    else if (r.verdict === "regression" && r.tier === "warn") warned++;
  }
  const coverage = summarizeCoverage(rows, policy);
  const summary = {
    verdict: counts.regression > waived + warned ? "regression" : coverage.incomplete > 0 && onMissingOf(policy) !== "pass" ? "incomplete" : warned > 0 ? "warning" : counts.unchanged + counts.improvement + waived > 0 ? "pass" : "inconclusive",
    counts,
    waived,
    warned,
    shadowed,
    geomeans: geomeansByUnit(rows),
    coverage
  };
  const worst = extreme(rows, "regression");
  const best = extreme(rows, "improvement");
  if (worst !== void 0) summary.worst = worst;
  if (best !== void 0) summary.best = best;
  return summary;
}
function geomeansByUnit(rows) {
  const groups = /* @__PURE__ */ new Map();
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    if (!r.base || !r.head) continue;
    const key = metricKey({ unit: r.unit, name: r.metric });
    let g = groups.get(key);
    if (!g) {
      g = { unit: r.unit, ...r.metric !== void 0 ? { metric: r.metric } : {}, rows: [] };
      groups.set(key, g);
    }
    g.rows.push({ base: r.base.center, head: r.head.center });
  }
  const lines = [];
  for (const g of groups.values()) {
    const s = summarizeGeomean(g.rows);
    if (s.pairs === 0) continue;
    lines.push({
      unit: g.unit,
      ...g.metric !== void 0 ? { metric: g.metric } : {},
      base: s.base,
      head: s.head,
      change: s.ratio - 1,
      pairs: s.pairs
    });
  }
  return lines;
}
function extreme(rows, verdict) {
  let found;
  let size = -Infinity;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    if (r.verdict !== verdict || r.change === void 0) continue;
    const magnitude = Math.abs(Math.log1p(r.change));
    if (magnitude > size) {
      size = magnitude;
      found = i;
    }
  }
  return found;
}

// src/compare/verdict.ts
function decideVerdict(v) {
  if (Number.isNaN(v.change)) return "inconclusive";
  const significant = v.q <= v.alpha;
  if (significant && exceedsThreshold(v.change, v.threshold)) {
    const worse = v.direction === "smaller" ? v.change > 0 : v.change < 0;
    return worse ? "regression" : "improvement";
  }
  if (significant) return "unchanged";
  if (Number.isNaN(v.q) || v.underpowered || v.noisy || !v.bounded) return "inconclusive";
  return "unchanged";
}

// src/compare/zero-baseline.ts
var DEFAULT_ZERO_FLOORS = {
  "allocs/op": 1,
  "B/op": 1
};
function zeroFloorOf(unit, floors2) {
  return floors2?.[unit] ?? DEFAULT_ZERO_FLOORS[unit] ?? 0;
}
function isZeroBaseline(base, head) {
  return base === 0 !== (head === 0);
}
function decideZeroBaseline(v) {
  if (Number.isNaN(v.q)) return "inconclusive";
  if (v.q > v.alpha) return "inconclusive";
  if (Math.abs(v.absoluteChange) < v.floor) return "unchanged";
  const worse = v.direction === "smaller" ? v.absoluteChange > 0 : v.absoluteChange < 0;
  return worse ? "regression" : "improvement";
}
function zeroBaselineNote(unit, base, head) {
  if (unit === "allocs/op") return base === 0 ? "new allocations: none in base" : "no longer allocates";
  return base === 0 ? `from zero in base: ${head} ${unit} in head` : `down to zero in head from ${base} ${unit}`;
}

// src/compare/paired-notes.ts
function detectableText(d) {
  return Number.isFinite(d.detectable) ? `could detect ≥ ${formatPercent(round3(d.detectable))}` : "noise unknown";
}
function pairedNotes(d) {
  const notes = [];
  if (d.state === "open" || d.state === "inconclusive") {
    const more = d.roundsNeeded !== void 0 && d.roundsNeeded > 0 ? `needs about ${d.roundsNeeded} more rounds` : "needs more rounds";
    const why = d.futile ? ": stopped early, too noisy to decide within max-rounds" : "";
    const tail = d.lookingForModes ? `: too noisy for the paired rule, but its samples so far fall in two modes: more rounds would judge it by mode` : `${why}: ${more}`;
    notes.push(`inconclusive after ${d.rounds} rounds (${detectableText(d)})${tail}`);
  }
  if (d.exact)
    notes.push(
      d.exactSpread === void 0 ? `exact: every sample the same on each side over ${d.rounds} rounds` : `exact within ${formatPercent(round3(d.exactSpread))}: each side's samples that close over ${d.rounds} rounds`
    );
  if (d.prior)
    notes.push(
      d.prior.used ? `judged with a noise prior of ${formatPercent(round3(d.prior.sd))} per round (${d.prior.source})` : `noise prior of ${formatPercent(round3(d.prior.sd))} per round (${d.prior.source}) not used: the rounds were noisier`
    );
  if (d.unconfirmedEarly)
    notes.push(
      `flagged at round ${d.settledAt ?? d.rounds} by the size of the change; no confirmation rounds: the runner's processes measure in one mode`
    );
  if (d.reopened)
    notes.push(
      `flagged at round ${d.reopened.flaggedAt} by the size of the change but not confirmed by ${d.reopened.confirmationRounds} extra rounds: ran on, judged over all ${d.rounds} rounds`
    );
  if (d.confirmationRounds !== void 0) {
    notes.push(
      d.state === "regression" ? `confirmed: still a regression after ${d.confirmationRounds} extra rounds of both sides` : `flagged in the first rounds but not confirmed by ${d.confirmationRounds} extra rounds`
    );
  }
  return notes;
}
function round3(x) {
  return Number(x.toPrecision(3));
}

// src/stats/modes.ts
var MODE_RULE = {
  /** Fewest samples on a side for the test to look at all. */
  minSamples: 10,
  /** Each mode holds at least this share of the samples, and at least minModeSamples. */
  minShare: 0.1,
  minModeSamples: 3,
  /** Most samples on a side the test looks at. */
  maxSamples: 500,
  /** The gap, in pooled robust standard deviations, past which the samples are two-humped. */
  gapThreshold: 10
};
function findModes(samples, minSeparation = 0, minSamples = MODE_RULE.minSamples) {
  const n = samples.length;
  const least = Math.max(minSamples, 2 * MODE_RULE.minModeSamples);
  if (n < least || n > MODE_RULE.maxSamples || samples.some((v) => !(v > 0))) return void 0;
  const ref = Math.min(...samples);
  const x = samples.map((v) => Math.log(v / ref)).sort((a, b) => a - b);
  const m = Math.max(MODE_RULE.minModeSamples, Math.ceil(MODE_RULE.minShare * n));
  let best = 0;
  let at = -1;
  for (let k = m; k <= n - m; k++) {
    const gap = x[k] - x[k - 1];
    if (gap <= 0) continue;
    const [lo, hi] = [robustScale(x, 0, k), robustScale(x, k, n)];
    const s = Math.sqrt(((k - 1) * lo * lo + (n - k - 1) * hi * hi) / (n - 2));
    const g = s > 0 ? gap / s : Infinity;
    if (g > best) [best, at] = [g, k];
  }
  if (at < 0 || !(best > MODE_RULE.gapThreshold)) return void 0;
  const lower = ref * Math.exp(medianOf(x, 0, at));
  const upper = ref * Math.exp(medianOf(x, at, n));
  if (!(upper / lower - 1 > minSeparation)) return void 0;
  return { cut: ref * Math.exp((x[at - 1] + x[at]) / 2), statistic: best, lower, upper };
}
function robustScale(sorted, from, to) {
  const centre = medianOf(sorted, from, to);
  const deviations = [];
  for (let i = from; i < to; i++) deviations.push(Math.abs(sorted[i] - centre));
  deviations.sort((a, b) => a - b);
  return 1.4826 * medianOf(deviations, 0, deviations.length);
}
function medianOf(sorted, from, to) {
  const mid = (from + to - 1) / 2;
  return (sorted[Math.floor(mid)] + sorted[Math.ceil(mid)]) / 2;
}

// src/stats/proportion.ts
function wilsonInterval(k, n, z) {
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = z / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
  return { estimate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
function shareDifference(k1, n1, k2, n2, z) {
  const a = wilsonInterval(k1, n1, z);
  const b = wilsonInterval(k2, n2, z);
  const d = a.estimate - b.estimate;
  return {
    estimate: d,
    low: d - Math.sqrt((a.estimate - a.low) ** 2 + (b.high - b.estimate) ** 2),
    high: d + Math.sqrt((a.high - a.estimate) ** 2 + (b.estimate - b.low) ** 2)
  };
}

// src/compare/two-humped.ts
function judgeTwoHumped(row, base, head, alpha) {
  const split = twoHumpedSplit(row, base, head);
  if (!split) return false;
  const z = normalQuantile(1 - alpha / 2);
  const slowAbove = row.direction !== "bigger";
  const isSlow = (v) => slowAbove ? v > split.cut : v < split.cut;
  const b = sideOf(base, isSlow, z);
  const h = sideOf(head, isSlow, z);
  const k = (s) => s.filter(isSlow).length;
  const d = shareDifference(k(head), head.length, k(base), base.length, z);
  const modes = {
    cut: split.cut,
    statistic: split.statistic,
    base: b.side,
    head: h.side,
    shareChange: d
  };
  if (b.side.fast !== void 0 && h.side.fast !== void 0)
    modes.fastChange = h.side.fast / b.side.fast - 1;
  if (b.side.slow !== void 0 && h.side.slow !== void 0)
    modes.slowChange = h.side.slow / b.side.slow - 1;
  const fast = [b.side.fast ?? h.side.fast, h.side.fast ?? b.side.fast];
  const slow = [b.side.slow ?? h.side.slow, h.side.slow ?? b.side.slow];
  const mean = (i, p) => (1 - p) * fast[i] + p * slow[i];
  row.change = mean(1, d.estimate + b.side.slowShare.estimate) / mean(0, b.side.slowShare.estimate) - 1;
  row.modes = modes;
  delete row.p;
  delete row.q;
  delete row.test;
  row.verdict = verdictByModes(row, modes);
  row.notes.unshift(modesNote(row, modes, alpha));
  return true;
}
function twoHumpedSplit(row, base, head) {
  return clearer(findModes(base, row.threshold), findModes(head, row.threshold));
}
function clearer(a, b) {
  if (!a || !b) return a ?? b;
  return a.statistic >= b.statistic ? a : b;
}
function sideOf(samples, isSlow, z) {
  const slow = samples.filter(isSlow);
  const fast = samples.filter((v) => !isSlow(v));
  const side = { n: samples.length, slowShare: wilsonInterval(slow.length, samples.length, z) };
  if (fast.length) side.fast = medianOf2(fast);
  if (slow.length) side.slow = medianOf2(slow);
  return { side };
}
function verdictByModes(row, m) {
  const worse = (c) => row.direction === "bigger" ? -c : c;
  const shareMoved = m.shareChange.low > 0 || m.shareChange.high < 0;
  const beyond = (c) => c !== void 0 && exceedsThreshold(c, row.threshold);
  const change = row.change;
  if (shareMoved && beyond(change)) return worse(change) > 0 ? "regression" : "improvement";
  if (!shareMoved && !beyond(change) && !beyond(m.fastChange) && !beyond(m.slowChange)) return "unchanged";
  return "inconclusive";
}
function modesNote(row, m, alpha) {
  const pct = (v) => formatPercent(Math.round(v * 1e3) / 1e3);
  const points = (v) => `${v >= 0 ? "+" : "−"}${Math.round(Math.abs(v) * 100)}`;
  const moves = [
    m.fastChange !== void 0 ? `fast mode ${signed2(m.fastChange)}` : "",
    m.slowChange !== void 0 ? `slow mode ${signed2(m.slowChange)}` : ""
  ].filter(Boolean);
  return `two-humped: the samples fall in two modes (split at ${formatCut(m.cut)} ${row.unit}), so the row is judged by mode, not by its median: slow mode in ${pct(m.base.slowShare.estimate)} of base and ${pct(m.head.slowShare.estimate)} of head (${points(m.shareChange.estimate)} points, ${formatPercent(1 - alpha)} CI ${points(m.shareChange.low)} to ${points(m.shareChange.high)})` + (moves.length ? `; ${moves.join(", ")}` : "");
}
function signed2(c) {
  return `${c >= 0 ? "+" : "−"}${formatPercent(Math.round(Math.abs(c) * 1e3) / 1e3)}`;
}
function twoHumpedHint(cut, unit) {
  return `two-humped: the samples fall in two modes (split at ${formatCut(cut)} ${unit}), which keeps the paired rule from settling it; two-humped-rounds: true in the repository config judges such rows by mode`;
}
function formatCut(v) {
  return String(Number(v.toPrecision(3)));
}
function medianOf2(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = (s.length - 1) / 2;
  return (s[Math.floor(mid)] + s[Math.ceil(mid)]) / 2;
}

// src/compare/two-humped-rounds.ts
var MIN_MODE_SWITCHES = 2;
var MODE_LOOK_SAMPLES = 2 * MODE_RULE.minSamples;
var MODE_SCREEN_SAMPLES = DEFAULT_SEQUENTIAL.futility.fromRound;
function routeByModes(row, d, sides, maxRounds) {
  if (d.state !== "inconclusive") return "paired";
  const n = Math.min(sides.base.samples.length, sides.head.samples.length);
  const last = n >= MODE_LOOK_SAMPLES || d.rounds >= maxRounds;
  if (last) return twoHumpedRoundsSplit(row, sides.base, sides.head) ? "judge" : "paired";
  if (d.confirmationRounds !== void 0 || d.reopened) return "paired";
  return twoHumpedRoundsSplit(row, sides.base, sides.head, MODE_SCREEN_SAMPLES) ? "look" : "paired";
}
function twoHumpedRoundsSplit(row, base, head, minSamples = MODE_RULE.minSamples) {
  for (const m of [base, head]) {
    const split = findModes(m.samples, row.threshold, minSamples);
    if (split && m.rounds && switchesEnough(inRoundOrder(m), split.cut)) return split;
  }
  return void 0;
}
function switchesEnough(ordered, cut) {
  const n = ordered.length;
  const k = ordered.filter((v) => v > cut).length;
  let switches = 0;
  for (let i = 1; i < n; i++) if (ordered[i] > cut !== ordered[i - 1] > cut) switches++;
  const expected = 2 * k * (n - k) / n;
  return switches >= Math.max(MIN_MODE_SWITCHES, Math.ceil(expected / 2));
}
function inRoundOrder(m) {
  const rounds = m.rounds;
  return m.samples.map((v, i) => ({ v, r: rounds[i], i })).sort((a, b) => a.r - b.r || a.i - b.i).map((s) => s.v);
}

// src/compare/compare.ts
function compareResults(base, head, policy, options = {}) {
  const context = {
    betweenRounds: options.betweenRounds ?? false,
    policy,
    thresholds: new ThresholdResolver(policy),
    hints: /* @__PURE__ */ new Map(),
    tool: head.context.tool?.name ?? base.context.tool?.name,
    design: roundDesignOf(head.context)
  };
  const { pairs, lone } = matchBenchmarks(base.benchmarks, head.benchmarks);
  const pending = pairs.map((pair) => measurePair(pair, context));
  const humped = pending.map(
    ({ row, samples, paired }) => paired || !samples || row.change === void 0 || row.absoluteChange !== void 0 ? false : twoHumpedSplit(row, samples.base, samples.head) !== void 0
  );
  decidePooledRows(pending, humped, policy);
  judgeTwoHumpedRows(pending, humped, context);
  const rows = pending.map((p) => p.row);
  const floors2 = new FloorResolver(policy.floors ?? [], policy.origins?.floors);
  for (const row of rows) {
    applyFloor(row, floors2.floorFor(row, row.unit));
    noteFactorEdge(row);
  }
  for (const { benchmark, side } of lone) rows.push(...loneRows(benchmark, side, context));
  const tiers = new TierResolver(policy);
  if (tiers.active) for (const row of rows) row.tier = tiers.tierFor(row, row.unit);
  return {
    schema: COMPARISON_SCHEMA,
    policy,
    base: base.context,
    head: head.context,
    rows,
    summary: summarizeComparison(rows, policy),
    problems: [...base.problems, ...head.problems]
  };
}
function decidePooledRows(pending, humped, policy) {
  const ps = pending.map((r, i) => r.paired || humped[i] ? void 0 : r.row.p);
  const qs = policy.fdr ? benjaminiHochberg(ps) : ps;
  pending.forEach(({ row, underpowered, bounded, paired }, i) => {
    if (row.change === void 0 || paired) return;
    const q = qs[i] ?? Number.NaN;
    if (!Number.isNaN(q)) row.q = q;
    row.verdict = row.absoluteChange !== void 0 ? decideZeroBaseline({
      direction: row.direction,
      absoluteChange: row.absoluteChange,
      q,
      alpha: policy.alpha,
      floor: zeroFloorOf(row.unit, policy.zeroFloors)
    }) : decideVerdict({
      direction: row.direction,
      change: row.change,
      q,
      alpha: policy.alpha,
      threshold: row.threshold,
      underpowered,
      noisy: row.noisy,
      bounded
    });
  });
}
function judgeTwoHumpedRows(pending, humped, context) {
  pending.forEach(({ row, samples }, i) => {
    if (!humped[i] || !judgeTwoHumped(row, samples.base, samples.head, context.policy.alpha) || !row.noisy)
      return;
    row.notes = row.notes.filter((n) => n !== context.hints.get(row.threshold));
    row.noisy = false;
  });
}
function measurePair(pair, context) {
  const metric = pair.head ?? pair.base;
  const row = startRow(pair.benchmark, metric, pair.primary, context);
  row.threshold = context.thresholds.thresholdFor(pair.benchmark, metric.unit);
  row.noisy = false;
  row.verdict = "inconclusive";
  row.notes = [];
  if (!pair.base || !pair.head) {
    row.notes.push(`metric ${metric.name ?? metric.unit} is only in ${pair.base ? "base" : "head"}`);
    return { row, underpowered: false, bounded: false };
  }
  const baseSide = summarizeSide(pair.base);
  const headSide = summarizeSide(pair.head);
  if (baseSide.side) row.base = baseSide.side;
  if (headSide.side) row.head = headSide.side;
  if (!row.base || !row.head) {
    pushMessages(row.notes, baseSide.caveats, headSide.caveats);
    return { row, underpowered: false, bounded: false };
  }
  const samples = { base: pair.base.samples, head: pair.head.samples };
  const paired = judgePairedRounds(pair.base, pair.head, row, context.design, {
    settledAt: !context.betweenRounds
  });
  if (paired) return pairedOrModes(row, paired, { base: pair.base, head: pair.head }, context);
  row.change = relativeChange(row.base.center, row.head.center);
  if (isZeroBaseline(row.base.center, row.head.center)) {
    row.absoluteChange = row.head.center - row.base.center;
    row.notes.push(zeroBaselineNote(row.unit, row.base.center, row.head.center));
  }
  const test = testSides(pair.base, pair.head, context.policy.alpha, baseSide, headSide);
  if (test.method) {
    row.test = test.method;
    row.p = test.p;
    if (!context.policy.fdr) row.q = test.p;
  }
  const spread = Math.max(relativeSpread(row.base) ?? 0, relativeSpread(row.head) ?? 0);
  row.noisy = spread > row.threshold;
  if (row.noisy) row.notes.push(hintFor(row.threshold, context));
  pushMessages(row.notes, baseSide.caveats, headSide.caveats, test.caveats);
  const bounded = isBounded(row.base) && isBounded(row.head) || hasCaveat(test.caveats, "all-samples-equal");
  return { row, underpowered: hasCaveat(test.caveats, "too-few-samples-for-alpha"), bounded, samples };
}
function pairedOrModes(row, d, sides, context) {
  const design = context.design;
  const route = context.policy.twoHumpedRounds ? routeByModes(row, d, sides, design.maxRounds) : "paired";
  const alpha = design.alpha ?? DEFAULT_SEQUENTIAL.alpha;
  if (route === "judge" && judgeTwoHumped(row, sides.base.samples, sides.head.samples, alpha)) {
    row.modes.onRounds = true;
    return { row, underpowered: false, bounded: true, paired: true };
  }
  if (route === "look") d.lookingForModes = true;
  const pending = pairedRow(row, d);
  if (!context.policy.twoHumpedRounds && d.state === "inconclusive") {
    const split = twoHumpedRoundsSplit(row, sides.base, sides.head);
    if (split) row.notes.push(twoHumpedHint(split.cut, row.unit));
  }
  return pending;
}
function pairedRow(row, d) {
  row.change = d.estimate;
  if (d.p !== void 0) {
    row.p = d.p;
    row.q = d.p;
  }
  row.test = "paired-rounds";
  row.noisy = d.detectable > row.threshold;
  row.verdict = d.state === "open" ? "inconclusive" : d.state;
  row.paired = d;
  row.notes.push(...pairedNotes(d));
  return { row, underpowered: false, bounded: true, paired: true };
}
function loneRows(b, side, context) {
  return b.metrics.map((metric, i) => {
    const { side: summary, caveats } = summarizeSide(metric);
    const row = startRow(b, metric, i === 0, context);
    if (summary) row[side] = summary;
    row.threshold = context.thresholds.thresholdFor(b, metric.unit);
    row.noisy = false;
    row.verdict = side === "head" ? "added" : "removed";
    row.notes = [];
    pushMessages(row.notes, caveats);
    return row;
  });
}
function startRow(b, metric, primary, context) {
  const row = { suite: b.suite, name: b.name, params: b.params };
  if (b.procs !== void 0) row.procs = b.procs;
  if (b.mode !== void 0) row.mode = b.mode;
  row.unit = metric.unit;
  if (metric.name !== void 0) row.metric = metric.name;
  row.direction = context.policy.directions[metric.unit] ?? metric.direction;
  row.primary = primary;
  return row;
}
function hintFor(threshold, context) {
  let hint = context.hints.get(threshold);
  if (hint === void 0) context.hints.set(threshold, hint = noiseHint(threshold, context.tool));
  return hint;
}
function pushMessages(notes, ...groups) {
  const start = notes.length;
  for (const caveats of groups) {
    for (const c of caveats) {
      const message = caveatMessage(c);
      if (notes.indexOf(message, start) === -1) notes.push(message);
    }
  }
}
function isBounded(side) {
  return Number.isFinite(side.low) && Number.isFinite(side.high);
}
function hasCaveat(caveats, kind) {
  for (const c of caveats) if (c.kind === kind) return true;
  return false;
}

// src/compare/waivers.ts
function applyWaivers(c, waivers, today) {
  const live = waivers.filter((w) => w.expires >= today);
  const expired = waivers.filter((w) => w.expires < today);
  const compiled = live.map((w) => ({ w, re: compileGlob(w.benchmark) }));
  const rows = c.rows.map((row) => {
    if (row.verdict !== "regression") return row;
    const hit = compiled.find(({ w, re }) => (!w.unit || w.unit === row.unit) && matchesBenchmark(re, row));
    return hit ? { ...row, waived: { reason: hit.w.reason, expires: hit.w.expires } } : row;
  });
  return { comparison: { ...c, rows, summary: summarizeComparison(rows, c.policy) }, expired };
}

// src/pipeline/judge.ts
function todayUtc() {
  return (/* @__PURE__ */ new Date()).toISOString().slice(0, 10);
}
function judgeResults(base, head, j) {
  for (const [side, results] of [
    ["base", base],
    ["head", head]
  ]) {
    const over = sideOverLimit(side, results.benchmarks.length);
    if (over) throw new InputError(side, over);
  }
  return applyWaivers(compareResults(base, head, j.policy), j.waivers, j.today);
}
function regressionsToConfirm(c, { quickFlags = true } = {}) {
  return c.rows.filter(
    (r) => r.verdict === "regression" && !r.waived && r.tier !== "shadow" && (quickFlags || !(r.paired?.early || r.paired?.exact))
  );
}
function confirmsEarlyFlags(preset, policy) {
  return preset.processModes !== "one" || policy.twoHumpedRounds === true;
}
function markConfirmation(flagged, final, extra) {
  const keys = new Set(flagged.map(rowKey));
  for (const row of final.rows) {
    if (!keys.has(rowKey(row)) || row.paired) continue;
    row.notes.unshift(
      row.verdict === "regression" ? `confirmed: still a regression after ${extra} extra rounds of both sides` : `flagged in the first rounds but not confirmed by ${extra} extra rounds`
    );
  }
}
function rowKey(r) {
  return JSON.stringify([benchmarkKey(r), r.unit, r.metric ?? null]);
}
async function writeOutputs(dir, out) {
  await mkdir(dir, { recursive: true });
  if (out.base) await writeFile(join2(dir, "base.json"), toJsonText(out.base));
  await writeFile(join2(dir, "head.json"), toJsonText(out.head));
  if (out.comparison) await writeFile(join2(dir, "comparison.json"), toJsonText(out.comparison));
  if (out.report !== void 0) await writeFile(join2(dir, "report.md"), out.report);
}

// src/cli/policy-options.ts
var CONFIG_OPTIONS = {
  config: { type: "string" },
  "no-config": { type: "boolean" }
};
var POLICY_USAGE = `  --threshold P     smallest change that counts, e.g. 5% (default ${formatPercent(DEFAULTS.threshold)})
  --alpha A         significance level (default ${DEFAULTS.alpha})
  --no-fdr          no Benjamini-Hochberg correction across rows
  --on-missing M    a benchmark of base left unjudged (removed, or no result on a side):
                    fail, neutral (exit 4, default ${DEFAULTS.onMissing}) or pass
  --config FILE     the repository config (default ${DEFAULTS.configFile} of the repository
                    this runs in, as the action reads it)
  --no-config       read no config file
                    Precedence: a flag beats the config file, which beats the default;
                    threshold rules: the file's, first match wins (docs/configuration.md)`;
function judgementFromOptions(values, cwd = process.cwd()) {
  if (values.config !== void 0 && values["no-config"])
    throw new UsageError("--config and --no-config exclude each other");
  let file;
  try {
    file = loadCliConfig(cwd, values);
  } catch (err) {
    throw new UsageError(err.message);
  }
  const policy = resolvePolicy(file, callerPolicy(values), CLI_FLAG_NAMES);
  return {
    judgement: { policy, waivers: file?.config.waivers ?? [], today: todayUtc() },
    ...file ? { config: file.config } : {}
  };
}
function warnExpired(expired) {
  for (const w of expired)
    process.stderr.write(
      `benchgate: warning: waiver for ${w.benchmark} expired on ${w.expires}: ${w.reason}
`
    );
}
function callerPolicy(values) {
  const caller = {};
  if (values.threshold !== void 0) {
    const t = parsePercent(values.threshold);
    if (t === void 0)
      throw new UsageError(`--threshold "${values.threshold}" is not a percentage like 5% or 0.05`);
    caller.threshold = t;
  }
  if (values.alpha !== void 0) {
    const a = Number(values.alpha);
    if (!(a > 0 && a < 1)) throw new UsageError(`--alpha "${values.alpha}" must be a number between 0 and 1`);
    caller.alpha = a;
  }
  if (values["no-fdr"]) caller.fdr = false;
  const onMissing = values["on-missing"];
  if (onMissing !== void 0) {
    if (!ON_MISSING.includes(onMissing))
      throw new UsageError(`--on-missing "${onMissing}" must be one of ${ON_MISSING.join(", ")}`);
    caller.onMissing = onMissing;
  }
  return caller;
}

// src/report/comparison-text.ts
function renderComparisonText(c) {
  const marks = /* @__PURE__ */ new Map();
  const mark = (n) => {
    let m = marks.get(n);
    if (m === void 0) marks.set(n, m = `(${marks.size + 1})`);
    return m;
  };
  const labelOf = benchmarkLabeller();
  const rows = c.rows.map((r) => [
    labelOf(r),
    r.metric ? `${r.metric} ${r.unit}` : r.unit,
    r.base ? formatSide(r.base, r.unit, r.paired?.exact === true) : "-",
    r.head ? formatSide(r.head, r.unit, r.paired?.exact === true) : "-",
    r.absoluteChange !== void 0 ? `${r.absoluteChange > 0 ? "+" : "−"}${formatValue(Math.abs(r.absoluteChange), r.unit)}` : formatChange(r.change),
    formatP(r.q ?? r.p),
    r.notes.length ? `${r.verdict} ${r.notes.length === 1 ? mark(r.notes[0]) : r.notes.map(mark).join("")}` : r.verdict
  ]);
  const k = c.summary.counts;
  const head = `${k.regression} regressions, ${k.improvement} improvements, ${k.unchanged} unchanged, ${k.inconclusive} inconclusive, ${k.added} added, ${k.removed} removed
`;
  const geo = c.summary.geomeans.map((g) => `geomean ${g.metric ?? g.unit}: ${formatChange(g.change)} over ${g.pairs} benchmarks`).join("\n");
  const footnotes = [...marks].map(([n, m]) => `${m} ${n}`).join("\n");
  const unseen = coverageLines(c.summary.coverage);
  const incomplete = c.summary.verdict === "incomplete" ? `${incompleteLine(c.summary.coverage)}
` : "";
  return [
    incomplete + head,
    unseen.map((l) => `  ${l}`).join("\n"),
    renderTextTable(["benchmark", "unit", "base", "head", "change", "p", "verdict"], rows),
    geo,
    footnotes
  ].filter(Boolean).join("\n").concat("\n");
}
function benchmarkLabeller() {
  let last;
  let label = "";
  return (r) => {
    const same = last !== void 0 && r.params === last.params && r.name === last.name && r.suite === last.suite && r.procs === last.procs && r.mode === last.mode;
    if (!same) label = benchmarkLabel(r);
    last = r;
    return label;
  };
}

// src/cli/extra-outputs.ts
import { writeFileSync } from "node:fs";
var EXTRA_OUTPUT_OPTIONS = {
  html: { type: "string" },
  charts: { type: "string" },
  repository: { type: "string" }
};
var COMPARISON_OPTIONS = {
  threshold: { type: "string" },
  alpha: { type: "string" },
  "no-fdr": { type: "boolean" },
  "on-missing": { type: "string" },
  markdown: { type: "boolean" },
  text: { type: "boolean" },
  json: { type: "boolean" },
  template: { type: "string" },
  ...EXTRA_OUTPUT_OPTIONS,
  help: { type: "boolean", short: "h" }
};
var EXTRA_OUTPUT_USAGE = `  --html FILE       also write a standalone HTML report (interactive charts, sortable tables)
  --charts DIR      also draw the charts as PNG files into DIR (needs @napi-rs/canvas)
  --repository URL  link commits in the report, e.g. https://github.com/owner/repo`;
async function writeExtraOutputs(c, values, title) {
  if (values.html) {
    const { renderHtmlReport } = await import("./html-DEPXOMXF.js");
    const html = renderHtmlReport(c, {
      ...title ? { title } : {},
      ...values.repository ? { repositoryUrl: values.repository } : {}
    });
    writeFileSync(values.html, html);
  }
  if (values.charts) {
    const { renderChartImages } = await import("./png-5VWU7A4J.js");
    const charts = await renderChartImages(c, values.charts);
    if (charts.ok)
      process.stderr.write(`benchgate: ${charts.images.length} charts written to ${values.charts}
`);
    else process.stderr.write(`benchgate: no PNG charts: ${charts.reason} (npm install @napi-rs/canvas)
`);
  }
}

export {
  compareResults,
  judgeResults,
  regressionsToConfirm,
  confirmsEarlyFlags,
  markConfirmation,
  rowKey,
  writeOutputs,
  compilePathGlob,
  EMPTY_CONFIG,
  CONFIG_OPTIONS,
  POLICY_USAGE,
  judgementFromOptions,
  warnExpired,
  renderComparisonText,
  COMPARISON_OPTIONS,
  EXTRA_OUTPUT_USAGE,
  writeExtraOutputs
};
