import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  detectChanges
} from "./chunk-AW2Z2WPW.js";
import {
  familySlug,
  seriesKey
} from "./chunk-5CKUSJGN.js";
import "./chunk-IBL4DMBC.js";
import "./chunk-7KBJNNDM.js";
import "./chunk-RBWFMI4E.js";
import {
  findShippedFile
} from "./chunk-WFKQU4CP.js";
import "./chunk-YSRIJKM7.js";
import "./chunk-3FRE6W3I.js";

// src/history/write-dashboard.ts
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// src/history/dashboard-data.ts
function metricOf(s) {
  return s.metric ?? s.unit;
}
function lineLabel(s, machines) {
  const slash = s.name.indexOf("/");
  const below = slash < 0 ? "" : s.name.slice(slash + 1);
  const params = Object.entries(s.params).map(([k, v]) => `${k}=${v}`);
  const label = [below, ...params].filter(Boolean).join(" ") || s.name;
  return machines > 1 && s.machine ? `${label} on ${s.machine}` : label;
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
  const commits = /* @__PURE__ */ new Set();
  const families = [];
  const byFamily = groupChanges(changes, (c) => c.family);
  for (const [family, list] of groupFamilies(series)) {
    let last = { commit: "", time: "" };
    for (const s of list)
      for (const p of s.points) {
        commits.add(p.commit);
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
  return {
    generated: o.generated,
    commits: commits.size,
    series: series.length,
    families,
    ...o.repositoryUrl ? { repositoryUrl: o.repositoryUrl } : {}
  };
}
function familyData(family, list, changes) {
  const time = /* @__PURE__ */ new Map();
  for (const s of list) for (const p of s.points) if (!time.has(p.commit)) time.set(p.commit, p.time);
  const commits = [...time].map(([sha, t]) => ({ sha, time: t }));
  commits.sort((a, b) => a.time.localeCompare(b.time));
  const at = new Map(commits.map((c, i) => [c.sha, i]));
  const bySeries = groupChanges(
    changes.filter((c) => c.family === family),
    seriesKey
  );
  const charts = /* @__PURE__ */ new Map();
  const machines = new Set(list.map((s) => s.machine)).size;
  for (const s of list) {
    const metric = metricOf(s);
    let chart = charts.get(metric);
    if (!chart) {
      chart = { metric, unit: s.unit, direction: s.direction, lines: [], changes: [] };
      charts.set(metric, chart);
    }
    const line = chart.lines.length;
    chart.lines.push({
      label: lineLabel(s, machines),
      ...s.machine ? { machine: s.machine } : {},
      points: s.points.map((p) => [at.get(p.commit), p.center, p.low ?? null, p.high ?? null])
    });
    for (const c of bySeries.get(seriesKey(s)) ?? []) {
      chart.changes.push({
        line,
        at: at.get(c.commit) ?? -1,
        commit: c.commit,
        previousCommit: c.previousCommit,
        change: c.change,
        kind: c.kind,
        ...c.machine ? { machine: c.machine } : {}
      });
    }
  }
  return { slug: familySlug(family), family, commits, charts: [...charts.values()] };
}

// src/history/write-dashboard.ts
function writeDashboard(dir, series, o = {}) {
  const page = findShippedFile(join("templates", "dashboard.html"));
  if (!page) throw new Error("templates/dashboard.html not found beside benchgate");
  const changes = detectChanges(series);
  mkdirSync(join(dir, "data"), { recursive: true });
  copyFileSync(page, join(dir, "index.html"));
  const index = dashboardIndex(series, changes, {
    generated: o.generated ?? (/* @__PURE__ */ new Date()).toISOString(),
    ...o.repositoryUrl ? { repositoryUrl: o.repositoryUrl } : {}
  });
  writeFileSync(join(dir, "data", "index.js"), `window.BG_INDEX = ${JSON.stringify(index)};
`);
  const written = ["index.html", "data/index.js"];
  const byFamily = groupChanges(changes, (c) => c.family);
  for (const [family, list] of groupFamilies(series)) {
    const data = familyData(family, list, byFamily.get(family) ?? []);
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
