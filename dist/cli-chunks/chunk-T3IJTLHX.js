import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  summarizeSide
} from "./chunk-F2QDOMIS.js";

// src/history/store.ts
import { createHash } from "node:crypto";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync
} from "node:fs";
import { join } from "node:path";
var MAX_FILE_BYTES = 10 * 1024 * 1024;
var STORE_SAMPLES_MAX = 32;
function appendPlan(input) {
  const time = input.time ?? (/* @__PURE__ */ new Date()).toISOString();
  const month = time.slice(0, 7);
  const env = fingerprintOf(input.results);
  const byFamily = /* @__PURE__ */ new Map();
  for (const b of input.results.benchmarks) {
    for (const m of b.metrics) {
      const { side } = summarizeSide(m);
      if (!side || !Number.isFinite(side.center)) continue;
      const line = {
        commit: input.commit,
        time,
        env,
        suite: b.suite,
        name: b.name,
        params: b.params,
        unit: m.unit,
        ...m.name !== void 0 ? { metric: m.name } : {},
        direction: m.direction,
        center: side.center,
        ...Number.isFinite(side.low) ? { low: side.low } : {},
        ...Number.isFinite(side.high) ? { high: side.high } : {},
        n: side.n,
        ...m.samples.length > 0 && m.samples.length <= STORE_SAMPLES_MAX ? { samples: m.samples } : {}
      };
      const family = familyOf(b.suite, b.name);
      const lines = byFamily.get(family) ?? [];
      lines.push(JSON.stringify(line));
      byFamily.set(family, lines);
    }
  }
  const files = [...byFamily].map(([family, lines]) => ({
    folder: `series/${familySlug(family)}`,
    text: lines.join("\n") + "\n"
  }));
  const commitLine = JSON.stringify({ commit: input.commit, parent: input.parent ?? null, time, env });
  files.push({ folder: "commits", text: commitLine + "\n" });
  return { month, files };
}
function partFile(folder, month, part) {
  return `${folder}/${part === 1 ? `${month}.jsonl` : `${month}-${part}.jsonl`}`;
}
function fitsIn(size, text) {
  return size === 0 || size + Buffer.byteLength(text) <= MAX_FILE_BYTES;
}
function appendToStore(dir, input) {
  const plan = appendPlan(input);
  return plan.files.map(({ folder, text }) => appendLines(dir, folder, plan.month, text));
}
function appendLines(dir, folder, month, text) {
  mkdirSync(join(dir, folder), { recursive: true });
  for (let part = 1; ; part++) {
    const rel = partFile(folder, month, part);
    const file = join(dir, rel);
    const size = existsSync(file) ? statSync(file).size : 0;
    if (!fitsIn(size, text)) continue;
    appendFileSync(file, text);
    return rel;
  }
}
function readStore(dir) {
  const problems = [];
  const order = /* @__PURE__ */ new Map();
  for (const { value } of readLines(join(dir, "commits"), problems)) {
    const c = value;
    if (typeof c.commit === "string" && !order.has(c.commit)) order.set(c.commit, order.size);
  }
  const series = /* @__PURE__ */ new Map();
  const seriesDir = join(dir, "series");
  for (const family of existsSync(seriesDir) ? readdirSync(seriesDir).sort() : []) {
    for (const { value, where } of readLines(join(seriesDir, family), problems)) {
      const l = value;
      if (typeof l.commit !== "string" || typeof l.name !== "string" || typeof l.center !== "number") {
        problems.push(`${where}: not a history line`);
        continue;
      }
      const key = seriesKey(l);
      let s = series.get(key);
      if (!s) {
        s = {
          suite: l.suite,
          name: l.name,
          params: l.params ?? {},
          unit: l.unit,
          ...l.metric !== void 0 ? { metric: l.metric } : {},
          direction: l.direction,
          family: familyOf(l.suite, l.name),
          points: []
        };
        series.set(key, s);
      }
      const point = { commit: l.commit, time: l.time, center: l.center, n: l.n, env: l.env };
      if (l.low !== void 0) point.low = l.low;
      if (l.high !== void 0) point.high = l.high;
      if (l.samples) point.samples = l.samples;
      s.points.push(point);
    }
  }
  const rank = (c) => order.get(c) ?? Number.MAX_SAFE_INTEGER;
  for (const s of series.values())
    s.points.sort((a, b) => rank(a.commit) - rank(b.commit) || a.time.localeCompare(b.time));
  return { series: [...series.values()], problems };
}
function* readLines(folder, problems) {
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder).filter((n) => n.endsWith(".jsonl")).sort(byMonthAndPart)) {
    const lines = readFileSync(join(folder, name), "utf8").split("\n");
    for (let i = 0; i < lines.length; i++) {
      if (lines[i] === "") continue;
      const where = `${join(folder, name)}:${i + 1}`;
      try {
        yield { value: JSON.parse(lines[i]), where };
      } catch {
        problems.push(`${where}: not valid JSON; the line is skipped`);
      }
    }
  }
}
function byMonthAndPart(a, b) {
  const key = (n) => {
    const m = /^(\d{4}-\d{2})(?:-(\d+))?\.jsonl$/.exec(n);
    return m ? [m[1], Number(m[2] ?? 1)] : [n, 0];
  };
  const [am, ap] = key(a);
  const [bm, bp] = key(b);
  return am < bm ? -1 : am > bm ? 1 : ap - bp;
}
function seriesKey(s) {
  return JSON.stringify([s.suite, s.name, s.params ?? {}, s.unit, s.metric ?? null]);
}
function familyOf(suite, name) {
  const slash = name.indexOf("/");
  const fn = slash < 0 ? name : name.slice(0, slash);
  return suite ? `${suite}.${fn}` : fn;
}
function familySlug(family) {
  const readable = family.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 60);
  return `${readable}-${createHash("sha256").update(family).digest("hex").slice(0, 8)}`;
}
function fingerprintOf(results) {
  const c = results.context;
  const m = c.machine ?? {};
  const machine = { os: m.os, arch: m.arch, cpu: m.cpu, cores: m.cores };
  const parts = JSON.stringify([machine, c.toolchain ?? {}, c.tool?.name ?? "", c.tool?.version ?? ""]);
  return createHash("sha256").update(parts).digest("hex").slice(0, 12);
}

export {
  appendPlan,
  partFile,
  fitsIn,
  appendToStore,
  readStore,
  seriesKey,
  familySlug
};
