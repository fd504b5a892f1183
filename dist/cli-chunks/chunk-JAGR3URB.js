import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  matchesBenchmark
} from "./chunk-BD2TBD5S.js";
import {
  compileGlob
} from "./chunk-3UTEBA6Q.js";

// src/model/percent.ts
function parsePercent(text) {
  const m = /^\s*([0-9]+(?:\.[0-9]+)?)\s*(%?)\s*$/.exec(text);
  if (!m) return void 0;
  const n = Number(m[1]);
  return m[2] === "%" || n > 1 ? n / 100 : n;
}
function formatPercent(fraction) {
  return `${Number((fraction * 100).toPrecision(4))}%`;
}

// src/report/coverage-lines.ts
var TITLE_NAMES = 3;
function incompleteLine(coverage) {
  const open = coverage.unseen.filter((u) => u.retired === void 0);
  const names = open.slice(0, TITLE_NAMES).map(unseenText);
  if (open.length > TITLE_NAMES) names.push(`and ${open.length - TITLE_NAMES} more`);
  const n = open.length;
  return `incomplete: ${n} benchmark${n === 1 ? "" : "s"} of base not compared (${names.join("; ")})`;
}
function coverageLines(coverage) {
  const lines = coverage.unseen.map(
    (u) => u.retired === void 0 ? unseenText(u) : `${unseenText(u)}: retired (${u.retired})`
  );
  for (const label of coverage.added) lines.push(`added: ${label}`);
  return lines;
}
function unseenText(u) {
  if (u.kind === "no-result") return `no result in ${u.side ?? "head"}: ${u.label}`;
  return u.renamedTo === void 0 ? `removed: ${u.label}` : `renamed?: ${u.label} → ${u.renamedTo}`;
}

// src/compare/floors.ts
var TIME_SCALE = { ps: 1e-3, ns: 1, us: 1e3, µs: 1e3, ms: 1e6, s: 1e9 };
function parseFloor(text, unit) {
  const m = /^\s*([0-9]+(?:\.[0-9]+)?)\s*([^\s0-9][^\s]*)?\s*$/.exec(text);
  if (!m) return void 0;
  const value = Number(m[1]);
  const suffix = m[2];
  if (suffix === void 0 || suffix === unit) return value;
  const numerator = unit.split("/")[0];
  if (suffix === numerator) return value;
  const from = TIME_SCALE[suffix];
  const to = TIME_SCALE[numerator];
  if (from === void 0 || to === void 0) return void 0;
  return value * from / to;
}
function makeFloorRule(key, value, where) {
  const parts = key.trim().split(/\s+/);
  if (parts.length > 2 || !parts[0]) throw new Error(`${where}: "${key}" must be a unit or "glob unit"`);
  const unit = parts[parts.length - 1];
  const floor = parseFloor(value, unit);
  if (floor === void 0)
    throw new Error(
      `${where}: "${value.trim()}" is not an amount of ${unit} (a number, optionally with ${unit.split("/")[0]} or a time unit like 5ns)`
    );
  return { ...parts.length === 2 ? { benchmark: parts[0] } : {}, unit, floor, text: value.trim() };
}
function floorRuleText(rule) {
  return `${rule.benchmark !== void 0 ? `${rule.benchmark} ` : ""}${rule.unit}: ${rule.text}`;
}
var FloorResolver = class {
  rules;
  constructor(rules, origins = []) {
    this.rules = rules.map((rule, i) => ({
      rule,
      ...rule.benchmark !== void 0 ? { match: compileGlob(rule.benchmark) } : {},
      ...origins[i] !== void 0 ? { origin: origins[i] } : {}
    }));
  }
  floorFor(bench, unit) {
    for (const { rule, match, origin } of this.rules) {
      if (rule.unit !== unit) continue;
      if (match && !matchesBenchmark(match, bench)) continue;
      return { floor: rule.floor, rule: floorRuleText(rule), ...origin !== void 0 ? { origin } : {} };
    }
    return void 0;
  }
};
function applyFloor(row, floor) {
  if (!floor || !row.base || !row.head) return;
  row.floor = floor;
  if (row.verdict !== "regression" && row.verdict !== "improvement") return;
  const delta = Math.abs(row.head.center - row.base.center);
  if (delta > floor.floor) return;
  row.notes.push(
    `a ${row.verdict} by the threshold, but its change of ${formatAmount(delta)} ${row.unit} is within the absolute floor ${floor.rule}${floor.origin ? ` (from ${floor.origin})` : ""}`
  );
  row.verdict = "unchanged";
}
function formatAmount(n) {
  return String(Number(n.toPrecision(4)));
}

export {
  parsePercent,
  formatPercent,
  makeFloorRule,
  floorRuleText,
  FloorResolver,
  applyFloor,
  incompleteLine,
  coverageLines
};
