import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  calibrationOfMachine,
  summarizeCalibration,
  unreachable
} from "./chunk-5O4KKQMM.js";
import {
  seriesKey
} from "./chunk-7UP3P5UV.js";
import {
  renderTextTable
} from "./chunk-EZSTNSRJ.js";

// src/history/alert-groups.ts
import { createHash } from "node:crypto";
var MOVED_WITHIN = 10;
var GROUP_SERIES_MAX = 100;
function seriesDigest(s) {
  const key = [s.suite, s.name, s.params ?? {}, s.unit, s.metric ?? null];
  const recorded = JSON.stringify(s.machine ? [...key, s.machine] : key);
  return createHash("sha256").update(recorded).digest("hex").slice(0, 12);
}
function commitOrder(series) {
  const seen = /* @__PURE__ */ new Map();
  for (const s of series) {
    for (const p of s.points) {
      if (!seen.has(p.commit)) seen.set(p.commit, { time: Date.parse(p.time), first: seen.size });
    }
  }
  const order = [...seen].sort((a, b) => a[1].time - b[1].time || a[1].first - b[1].first);
  return new Map(order.map(([commit], i) => [commit, i]));
}
function assignGroups(changes, existing, order) {
  const candidates = /* @__PURE__ */ new Map();
  for (const c of changes) {
    if (c.kind === "environment") continue;
    const key = `${c.kind} ${c.commit}`;
    const found = candidates.get(key);
    if (found) found.changes.push(c);
    else candidates.set(key, { kind: c.kind, commit: c.commit, changes: [c] });
  }
  const merged = /* @__PURE__ */ new Map();
  for (const [key, candidate] of candidates) {
    const target = continued(candidate, existing, order);
    const slot = target ?? key;
    const entry = merged.get(slot) ?? { kind: candidate.kind, existing: target, parts: [] };
    entry.parts.push(candidate);
    merged.set(slot, entry);
  }
  return [...merged.values()].map(({ kind, existing: group, parts }) => {
    const placed = [...parts].sort(
      (a, b) => b.changes.length - a.changes.length || Number(b.commit === group?.commit) - Number(a.commit === group?.commit) || (order.get(a.commit) ?? 0) - (order.get(b.commit) ?? 0)
    )[0];
    const found = parts.flatMap((p) => p.changes);
    const series = [.../* @__PURE__ */ new Set([...group?.series ?? [], ...found.map(seriesDigest)])].slice(
      0,
      GROUP_SERIES_MAX
    );
    return { existing: group, kind, commit: placed.commit, changes: found, series };
  });
}
function continued(candidate, existing, order) {
  const sameKind = existing.filter((g) => g.kind === candidate.kind);
  const exact = sameKind.find((g) => g.commit === candidate.commit);
  if (exact) return exact;
  const at = order.get(candidate.commit);
  if (at === void 0) return void 0;
  const digests = new Set(candidate.changes.map(seriesDigest));
  let best;
  let bestDistance = Infinity;
  for (const g of sameKind) {
    const there = order.get(g.commit);
    if (there === void 0 || !g.series.some((d) => digests.has(d))) continue;
    const distance = Math.abs(there - at);
    if (distance <= MOVED_WITHIN && distance < bestDistance) {
      best = g;
      bestDistance = distance;
    }
  }
  return best;
}

// src/report/calibration-text.ts
var percent = (x) => `${(x * 100).toFixed(x < 1e-3 && x > 0 ? 2 : 1)}%`;
function rowName(r) {
  const params = Object.entries(r.params).map(([k, v]) => `${k}=${v}`);
  const name = `${r.suite ? `${r.suite}.` : ""}${r.name}`;
  return `${params.length > 0 && !name.includes("/") ? `${name} ${params.join(" ")}` : name} ${r.metric ?? r.unit}`;
}
function renderCalibration(s) {
  if (s.runs.length === 0)
    return 'no calibration runs in the store (record one with --record: docs/history.md, "Calibration")\n';
  const machines = new Set(s.rows.map((r) => r.machine)).size;
  const alarms = s.runs.reduce((a, r) => a + r.falseAlarms, 0);
  const judged = s.runs.reduce((a, r) => a + r.rows, 0);
  const flaggedRuns = s.runs.filter((r) => r.falseAlarms > 0).length;
  const lines = [
    `${s.runs.length} A/A runs (${s.runs[0].time.slice(0, 10)} to ${s.runs.at(-1).time.slice(0, 10)}), ${machines} machine${machines === 1 ? "" : "s"}: ${alarms} false alarms in ${judged} rows (${percent(s.rowRate)}); ${flaggedRuns} of ${s.runs.length} runs flagged a row (${percent(s.runRate)})`,
    ""
  ];
  const table = renderTextTable(
    ["benchmark", "machine", "runs", "false alarms", "noise per round", "detectable"],
    [...s.rows].sort((a, b) => rowName(a).localeCompare(rowName(b)) || a.machine.localeCompare(b.machine)).map((r) => [
      rowName(r),
      r.machine,
      String(r.runs),
      String(r.falseAlarms),
      r.noise === void 0 ? "-" : percent(r.noise),
      r.detectable === void 0 ? "-" : percent(r.detectable)
    ])
  );
  lines.push(table.trimEnd());
  const cannot = unreachable(s).sort(
    (a, b) => rowName(a).localeCompare(rowName(b)) || a.machine.localeCompare(b.machine)
  );
  if (cannot.length > 0) {
    lines.push(
      "",
      `${cannot.length} cannot reach their threshold at this noise (a pull request's run at the most rounds):`
    );
    for (const r of cannot)
      lines.push(
        `  ${rowName(r)} on ${r.machine}: detects ${percent(r.detectable)} and more, threshold ${percent(r.threshold)}`
      );
  }
  lines.push(
    "",
    "noise per round: the spread of one round's head/base log ratio; detectable: the smallest change a run of the most rounds catches 80% of the time"
  );
  return `${lines.join("\n")}
`;
}
function renderCalibrationLine(s, where = "this runner") {
  const alarms = s.runs.reduce((a, r) => a + r.falseAlarms, 0);
  const judged = s.runs.reduce((a, r) => a + r.rows, 0);
  return `Calibration on ${where}: the last ${s.runs.length} A/A runs (head against itself) flagged ${alarms} of ${judged} rows (false-alarm rate ${percent(s.rowRate)} per row, ${percent(s.runRate)} per run).`;
}
function renderIssueCalibration(changes, series, lines) {
  const machines = [...new Set(changes.map((c) => c.machine))];
  return machines.flatMap((machine) => {
    const keys = new Set(changes.filter((c) => c.machine === machine).map(seriesKey));
    const envs = new Set(
      series.filter((s) => keys.has(seriesKey(s))).flatMap((s) => s.points.map((p) => p.env))
    );
    const mine = calibrationOfMachine(lines, machine, envs);
    if (mine.length === 0) return [];
    const where = machine === void 0 ? "this runner" : `\`${machine.replace(/`/g, "'")}\``;
    return [renderCalibrationLine(summarizeCalibration(mine), where)];
  });
}

export {
  seriesDigest,
  commitOrder,
  assignGroups,
  renderCalibration,
  renderIssueCalibration
};
