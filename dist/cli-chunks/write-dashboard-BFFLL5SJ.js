import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  detectChanges
} from "./chunk-HHJUPMJU.js";
import {
  releasesByCommit
} from "./chunk-HKXEBMI4.js";
import {
  familySlug,
  seriesKey
} from "./chunk-7UP3P5UV.js";
import "./chunk-SXB72H45.js";
import "./chunk-7KBJNNDM.js";
import "./chunk-RBWFMI4E.js";
import {
  findShippedFile
} from "./chunk-WFKQU4CP.js";
import "./chunk-LNLQHGIY.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-UEKWDCHD.js";
import "./chunk-3FRE6W3I.js";

// src/history/write-dashboard.ts
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// src/history/dashboard-panels.ts
var PANEL_LINES = 8;
var MACHINE_KEY = "@machine";
function lineKeysOf(s, byMachine = false) {
  const keys = [];
  const seen = /* @__PURE__ */ new Set();
  const add = (key, value) => {
    const id = `${key}\0${value}`;
    if (seen.has(id)) return;
    seen.add(id);
    keys.push([key, value]);
  };
  s.name.split("/").slice(1).forEach((part, i) => {
    const eq = part.indexOf("=");
    if (eq > 0) add(part.slice(0, eq), part.slice(eq + 1));
    else add(`#${i + 1}`, part);
  });
  for (const [k, v] of Object.entries(s.params)) add(k, v);
  if (byMachine && s.machine) add(MACHINE_KEY, s.machine);
  return keys;
}
function keyText([key, value]) {
  if (key === MACHINE_KEY) return `on ${value}`;
  return key.startsWith("#") ? value : `${key}=${value}`;
}
function planPanels(lines) {
  if (lines.length <= PANEL_LINES) return [{ title: "", items: lines.map((l) => l.item) }];
  const split = splitKey(lines);
  const groups = /* @__PURE__ */ new Map();
  for (const l of lines) {
    const entry = split === void 0 ? void 0 : l.keys.find(([k]) => k === split);
    const title = entry ? keyText(entry) : "";
    const list = groups.get(title);
    if (list) list.push(l);
    else groups.set(title, [l]);
  }
  const panels = [];
  for (const [title, group] of groups) {
    const parts = [...chunks(group.filter((l) => l.changed)), ...chunks(group.filter((l) => !l.changed))];
    parts.forEach((part, p) => {
      const of = parts.length > 1 ? `${p + 1} of ${parts.length}` : "";
      panels.push({
        title: title && of ? `${title} (${of})` : title || of,
        ...split !== void 0 ? { splitBy: split } : {},
        items: part.map((l) => l.item)
      });
    });
  }
  return panels;
}
function chunks(list) {
  const out = [];
  for (let i = 0; i < list.length; i += PANEL_LINES) out.push(list.slice(i, i + PANEL_LINES));
  return out;
}
function splitKey(lines) {
  const values = /* @__PURE__ */ new Map();
  for (const l of lines)
    for (const [k, v] of l.keys) {
      const counts = values.get(k) ?? /* @__PURE__ */ new Map();
      counts.set(v, (counts.get(v) ?? 0) + 1);
      values.set(k, counts);
    }
  let best;
  for (const [key, counts] of values) {
    if (counts.size < 2) continue;
    const without = lines.length - [...counts.values()].reduce((a, b) => a + b, 0);
    let panels = Math.ceil(without / PANEL_LINES);
    for (const n of counts.values()) panels += Math.ceil(n / PANEL_LINES);
    if (!best || panels < best.panels) best = { key, panels };
  }
  return best?.key;
}
function labelLines(keys, names, splitBy) {
  const shared = (k) => k[0] === splitBy || keys.length > 1 && keys.every((other) => other.some(([a, b]) => a === k[0] && b === k[1]));
  return keys.map((own, i) => {
    const telling = own.filter((k) => !shared(k));
    const chosen = telling.length > 0 ? telling : own;
    return chosen.map(keyText).join(" ") || names[i];
  });
}

// src/history/dashboard-data.ts
var OPEN_LIST_MAX = 1e3;
function metricOf(s) {
  return s.metric ?? s.unit;
}
function groupFamilies(series) {
  const byFamily = /* @__PURE__ */ new Map();
  for (const s of [...series].sort((a, b) => a.family.localeCompare(b.family))) {
    const list = byFamily.get(s.family);
    if (list) list.push(s);
    else byFamily.set(s.family, [s]);
  }
  return byFamily;
}
function groupChanges(changes, key) {
  const out = /* @__PURE__ */ new Map();
  for (const c of changes) {
    const list = out.get(key(c));
    if (list) list.push(c);
    else out.set(key(c), [c]);
  }
  return out;
}
function dashboardIndex(series, changes, o) {
  const commits = /* @__PURE__ */ new Map();
  const families = [];
  const byFamily = groupChanges(changes, (c) => c.family);
  for (const [family, list] of groupFamilies(series)) {
    let last = { commit: "", time: "" };
    for (const s of list)
      for (const p of s.points) {
        commits.set(p.commit, p.time);
        if (p.time >= last.time) last = { commit: p.commit, time: p.time };
      }
    const mine = byFamily.get(family) ?? [];
    families.push({
      slug: familySlug(family),
      family,
      suite: list[0].suite,
      series: list.length,
      metrics: [...new Set(list.map(metricOf))],
      regressions: mine.filter((c) => c.kind === "regression").length,
      improvements: mine.filter((c) => c.kind === "improvement").length,
      lastCommit: last.commit,
      lastTime: last.time
    });
  }
  const open = openChanges(changes, commits, new Set(series.map((s) => s.machine)).size > 1);
  return {
    generated: o.generated,
    commits: commits.size,
    series: series.length,
    families,
    open: open.slice(0, OPEN_LIST_MAX),
    openTotal: open.length,
    ...o.repositoryUrl ? { repositoryUrl: o.repositoryUrl } : {}
  };
}
function openChanges(changes, timeOf, byMachine = false) {
  const newest = /* @__PURE__ */ new Map();
  for (const c of changes) {
    if (c.kind === "environment") continue;
    const key = seriesKey(c);
    const held = newest.get(key);
    if (!held || (timeOf.get(c.commit) ?? "") > (timeOf.get(held.commit) ?? "")) newest.set(key, c);
  }
  const size = (c) => Number.isFinite(c.change) && c.change > -1 ? Math.abs(Math.log1p(c.change)) : Infinity;
  return [...newest.values()].sort((a, b) => a.kind === b.kind ? size(b) - size(a) : a.kind === "regression" ? -1 : 1).map((c) => ({
    slug: familySlug(c.family),
    family: c.family,
    series: lineKeysOf(c, byMachine).map(keyText).join(" ") || c.name,
    metric: metricOf(c),
    unit: c.unit,
    commit: c.commit,
    previousCommit: c.previousCommit,
    before: c.before,
    after: c.after,
    change: c.change,
    kind: c.kind
  }));
}
function familyData(family, list, changes, releases = []) {
  const time = /* @__PURE__ */ new Map();
  for (const s of list) for (const p of s.points) if (!time.has(p.commit)) time.set(p.commit, p.time);
  const commits = [...time].map(([sha, t]) => ({ sha, time: t }));
  commits.sort((a, b) => a.time.localeCompare(b.time));
  const at = new Map(commits.map((c, i) => [c.sha, i]));
  const bySeries = groupChanges(
    changes.filter((c) => c.family === family),
    seriesKey
  );
  const byMetric = /* @__PURE__ */ new Map();
  const machines = new Set(list.map((s) => s.machine)).size;
  for (const s of list) {
    const same = byMetric.get(metricOf(s));
    if (same) same.push(s);
    else byMetric.set(metricOf(s), [s]);
  }
  const charts = [];
  for (const [metric, same] of byMetric) {
    const keyed = same.map((s) => ({
      item: s,
      keys: lineKeysOf(s, machines > 1),
      changed: bySeries.has(seriesKey(s))
    }));
    const keysOf = new Map(keyed.map((k) => [k.item, k.keys]));
    for (const panel of planPanels(keyed)) {
      const labels = labelLines(
        panel.items.map((s) => keysOf.get(s)),
        panel.items.map((s) => s.name),
        panel.splitBy
      );
      charts.push(panelChart(metric, panel.title, panel.items, labels, at, bySeries));
    }
  }
  return {
    slug: familySlug(family),
    family,
    commits,
    releases: [...releasesByCommit(releases)].flatMap(
      ([commit, name]) => at.has(commit) ? [{ at: at.get(commit), name }] : []
    ),
    charts
  };
}
function panelChart(metric, panel, items, labels, at, bySeries) {
  const first = items[0];
  const chart = {
    metric,
    unit: first.unit,
    direction: first.direction,
    panel,
    changed: false,
    lines: [],
    changes: []
  };
  items.forEach((s, line) => {
    chart.lines.push({
      label: labels[line],
      ...s.machine ? { machine: s.machine } : {},
      points: s.points.map((p) => [at.get(p.commit), p.center, p.low ?? null, p.high ?? null])
    });
    for (const c of bySeries.get(seriesKey(s)) ?? []) {
      chart.changed = true;
      chart.changes.push({
        line,
        at: at.get(c.commit) ?? -1,
        commit: c.commit,
        previousCommit: c.previousCommit,
        before: c.before,
        after: c.after,
        change: c.change,
        kind: c.kind,
        ...c.machine ? { machine: c.machine } : {}
      });
    }
  });
  return chart;
}

// src/history/write-dashboard.ts
var PAGE_FILES = [
  [join("templates", "dashboard.html"), "index.html"],
  [join("templates", "dashboard.css"), "dashboard.css"],
  [join("dist", "dashboard.js"), "dashboard.js"]
];
function writeDashboard(dir, series, o = {}) {
  const page = PAGE_FILES.map(([shipped, written2]) => {
    const path = findShippedFile(shipped);
    if (!path) throw new Error(`${shipped} not found beside benchgate`);
    return [path, written2];
  });
  const changes = detectChanges(series);
  mkdirSync(join(dir, "data"), { recursive: true });
  for (const [path, written2] of page) copyFileSync(path, join(dir, written2));
  const index = dashboardIndex(series, changes, {
    generated: o.generated ?? (/* @__PURE__ */ new Date()).toISOString(),
    ...o.repositoryUrl ? { repositoryUrl: o.repositoryUrl } : {}
  });
  writeFileSync(join(dir, "data", "index.js"), `window.BG_INDEX = ${JSON.stringify(index)};
`);
  const written = [...page.map(([, w]) => w), "data/index.js"];
  const byFamily = groupChanges(changes, (c) => c.family);
  for (const [family, list] of groupFamilies(series)) {
    const data = familyData(family, list, byFamily.get(family) ?? [], o.releases ?? []);
    writeFileSync(
      join(dir, "data", `${data.slug}.js`),
      `window.BG_FAMILY[${JSON.stringify(data.slug)}] = ${JSON.stringify(data)};
`
    );
    written.push(`data/${data.slug}.js`);
  }
  return written;
}
export {
  writeDashboard
};
