import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  summarizeSide
} from "./chunk-SXB72H45.js";
import {
  MAX_NAME_CHARS
} from "./chunk-7KBJNNDM.js";
import {
  InputError
} from "./chunk-RBWFMI4E.js";
import {
  functionOf,
  sortedParams
} from "./chunk-UEKWDCHD.js";

// src/history/store-schema.ts
var MAX_FILE_BYTES = 10 * 1024 * 1024;
var STORE_SAMPLES_MAX = 32;
var MAX_STORE_FILES = 2e5;
var MAX_STORE_BYTES = 1024 * 1024 * 1024;
var MAX_SERIES_PER_APPEND = 1e5;
var MAX_LINE_CHARS = 64 * 1024;
var MAX_MACHINE_CHARS = 100;
var MAX_PARAMS = 64;
var COMMIT_PATTERN = /^[0-9a-f]{7,64}$/i;
var MACHINE_LABEL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
var MONTH_FILE_PATTERN = /^(\d{4}-\d{2})(?:-([1-9]\d{0,5}))?\.jsonl$/;
var ENV_PATTERN = /^[0-9a-f]{8,64}$/;
var TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;
var fail = (why) => ({ ok: false, why });
function isRecord(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
var boundedText = (v, max) => typeof v === "string" && v.length <= max;
var finite = (v) => typeof v === "number" && Number.isFinite(v);
function isStoreTime(v) {
  return typeof v === "string" && TIME_PATTERN.test(v) && !Number.isNaN(Date.parse(v));
}
function isMachineText(v) {
  if (typeof v !== "string" || v.length === 0 || v.length > MAX_MACHINE_CHARS) return false;
  return !/[\u0000-\u001f\u007f]/.test(v);
}
function stringRecord(v, maxEntries) {
  if (!isRecord(v)) return false;
  const entries = Object.entries(v);
  return entries.length <= maxEntries && entries.every(([k, x]) => k.length <= MAX_NAME_CHARS && boundedText(x, MAX_NAME_CHARS));
}
function checkWhere(v) {
  if (typeof v.commit !== "string" || !COMMIT_PATTERN.test(v.commit))
    return '"commit" is not a commit id (7 to 64 hexadecimal digits)';
  if (!isStoreTime(v.time)) return '"time" is not an ISO 8601 time';
  if (typeof v.env !== "string" || !ENV_PATTERN.test(v.env)) return '"env" is not an environment fingerprint';
  if (v.machine !== void 0 && !isMachineText(v.machine))
    return `"machine" is not a machine name (at most ${MAX_MACHINE_CHARS} characters, no control characters)`;
  return void 0;
}
function checkNumbers(v) {
  if (!finite(v.center)) return '"center" is not a finite number';
  if (v.low !== void 0 && !finite(v.low)) return '"low" is not a finite number';
  if (v.high !== void 0 && !finite(v.high)) return '"high" is not a finite number';
  if (!Number.isSafeInteger(v.n) || v.n < 1) return '"n" is not a positive integer';
  if (v.samples !== void 0) {
    const s = v.samples;
    if (!Array.isArray(s) || s.length === 0 || s.length > STORE_SAMPLES_MAX || !s.every(finite))
      return `"samples" is not a list of 1 to ${STORE_SAMPLES_MAX} finite numbers`;
  }
  return void 0;
}
function checkSeriesLine(v) {
  if (!isRecord(v)) return fail("not a JSON object");
  const where = checkWhere(v);
  if (where) return fail(where);
  if (!boundedText(v.suite, MAX_NAME_CHARS)) return fail('"suite" is not a name');
  if (!boundedText(v.name, MAX_NAME_CHARS) || v.name === "") return fail('"name" is not a name');
  if (!stringRecord(v.params, MAX_PARAMS)) return fail('"params" is not an object of names');
  if (!boundedText(v.unit, MAX_NAME_CHARS) || v.unit === "") return fail('"unit" is not a unit');
  if (v.metric !== void 0 && !boundedText(v.metric, MAX_NAME_CHARS)) return fail('"metric" is not a name');
  if (v.direction !== "smaller" && v.direction !== "bigger")
    return fail('"direction" is neither "smaller" nor "bigger"');
  const numbers = checkNumbers(v);
  if (numbers) return fail(numbers);
  return { ok: true, value: v };
}
function checkCommitLine(v) {
  if (!isRecord(v)) return fail("not a JSON object");
  const where = checkWhere(v);
  if (where) return fail(where);
  if (v.parent !== null && v.parent !== void 0 && (typeof v.parent !== "string" || !COMMIT_PATTERN.test(v.parent)))
    return fail('"parent" is neither null nor a commit id');
  if (v.environment !== void 0 && !stringRecord(v.environment, MAX_PARAMS))
    return fail('"environment" is not an object of names');
  return { ok: true, value: { parent: null, ...v } };
}

// src/history/store.ts
import { createHash } from "node:crypto";
import { appendFileSync, closeSync, existsSync as existsSync2, mkdirSync, openSync, readSync, statSync } from "node:fs";
import { join as join2 } from "node:path";

// src/history/store-files.ts
import { existsSync, lstatSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
var newBudget = () => ({ files: 0, bytes: 0 });
function kindOf(path) {
  if (!existsSync(path) && !isLink(path)) return void 0;
  const st = lstatSync(path);
  if (st.isFile()) return "file";
  if (st.isDirectory()) return "folder";
  throw new InputError(path, "is a link or a special file, not a file of the history store; refused");
}
function refuseLink(path) {
  kindOf(path);
}
function isLink(path) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
function storeFolders(dir, problems) {
  if (kindOf(dir) !== "folder")
    throw new InputError(dir, "is not a history store directory (it does not exist)");
  const out = { series: [] };
  const commits = join(dir, "commits");
  const kind = kindOf(commits);
  if (kind === "folder") out.commits = commits;
  else if (kind === "file")
    problems.push(`${commits}: a file where the commit list's folder belongs; ignored`);
  const seriesDir = join(dir, "series");
  const seriesKind = kindOf(seriesDir);
  if (seriesKind === "file") problems.push(`${seriesDir}: a file where the series' folder belongs; ignored`);
  if (seriesKind !== "folder") return out;
  for (const name of readdirSync(seriesDir).sort()) {
    const path = join(seriesDir, name);
    if (kindOf(path) === "folder") out.series.push(path);
    else problems.push(`${path}: not a family's folder; ignored`);
  }
  return out;
}
function monthFiles(folder, problems) {
  const out = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    const m = MONTH_FILE_PATTERN.exec(name);
    if (kindOf(path) !== "file" || !m) {
      problems.push(`${path}: not a month file of the store; ignored`);
      continue;
    }
    out.push({ name, month: m[1], part: Number(m[2] ?? 1), path });
  }
  out.sort((a, b) => a.month < b.month ? -1 : a.month > b.month ? 1 : a.part - b.part);
  return out;
}
function readMonthFile(path, budget) {
  const size = lstatSync(path).size;
  if (size > MAX_FILE_BYTES)
    throw new InputError(
      path,
      `is ${size} bytes, over the store's limit of ${MAX_FILE_BYTES} per file; refused`
    );
  budget.files += 1;
  budget.bytes += size;
  if (budget.files > MAX_STORE_FILES)
    throw new InputError(path, `the store holds more than ${MAX_STORE_FILES} files; refused`);
  if (budget.bytes > MAX_STORE_BYTES)
    throw new InputError(path, `the store holds more than ${MAX_STORE_BYTES} bytes; refused`);
  return readFileSync(path, "utf8");
}
function* jsonLines(path, text, problems) {
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line === "") continue;
    const where = `${path}:${i + 1}`;
    if (line.length > MAX_LINE_CHARS) {
      problems.push(
        `${where}: a line of ${line.length} characters, over ${MAX_LINE_CHARS}; the line is skipped`
      );
      continue;
    }
    try {
      yield { value: JSON.parse(line), where };
    } catch {
      problems.push(`${where}: not valid JSON; the line is skipped`);
    }
  }
}

// src/history/store.ts
function checkAppendInput(input) {
  if (!COMMIT_PATTERN.test(input.commit))
    throw new Error(
      `history append: commit "${input.commit}" is not a commit id (7 to 64 hexadecimal digits)`
    );
  if (input.parent !== void 0 && !COMMIT_PATTERN.test(input.parent))
    throw new Error(
      `history append: parent "${input.parent}" is not a commit id (7 to 64 hexadecimal digits)`
    );
  if (input.machine !== void 0 && !MACHINE_LABEL_PATTERN.test(input.machine))
    throw new Error(
      `history append: machine "${input.machine}" is not a label (letters, digits, ".", "-", "_", at most 64)`
    );
}
function appendPlan(input) {
  checkAppendInput(input);
  const time = input.time ?? (/* @__PURE__ */ new Date()).toISOString();
  const month = time.slice(0, 7);
  const env = fingerprintOf(input.results);
  const machine = input.machine ?? machineOf(input.results);
  const byFamily = /* @__PURE__ */ new Map();
  const series = input.results.benchmarks.reduce((n, b) => n + b.metrics.length, 0);
  if (series > MAX_SERIES_PER_APPEND)
    throw new Error(
      `history append: the results hold ${series} series (benchmark metrics), over the limit of ${MAX_SERIES_PER_APPEND} per append; nothing was appended`
    );
  for (const b of input.results.benchmarks) {
    for (const m of b.metrics) {
      const { side } = summarizeSide(m);
      if (!side || !Number.isFinite(side.center)) continue;
      const line = {
        commit: input.commit,
        time,
        env,
        machine,
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
  const commitLine = JSON.stringify({
    commit: input.commit,
    parent: input.parent ?? null,
    time,
    env,
    machine,
    environment: environmentOf(input.results)
  });
  files.push({ folder: "commits", text: commitLine + "\n" });
  return { month, files };
}
function partFile(folder, month, part) {
  return `${folder}/${part === 1 ? `${month}.jsonl` : `${month}-${part}.jsonl`}`;
}
function fitsIn(size, text) {
  return size === 0 || size + Buffer.byteLength(text) <= MAX_FILE_BYTES;
}
function joinedText(before, text) {
  return before && before.length > 0 && before[before.length - 1] !== 10 ? `
${text}` : text;
}
function appendToStore(dir, input) {
  const plan = appendPlan(input);
  for (const { folder } of plan.files) refuseLinks(dir, folder, plan.month);
  return plan.files.map(({ folder, text }) => appendLines(dir, folder, plan.month, text));
}
function refuseLinks(dir, folder, month) {
  let path = dir;
  for (const part of folder.split("/")) {
    path = join2(path, part);
    refuseLink(path);
  }
  for (let part = 1; part === 1 || existsSync2(join2(dir, partFile(folder, month, part - 1))); part++)
    refuseLink(join2(dir, partFile(folder, month, part)));
}
function appendLines(dir, folder, month, text) {
  mkdirSync(join2(dir, folder), { recursive: true });
  for (let part = 1; ; part++) {
    const rel = partFile(folder, month, part);
    const file = join2(dir, rel);
    const size = existsSync2(file) ? statSync(file).size : 0;
    if (!fitsIn(size, text)) continue;
    appendFileSync(file, size > 0 ? joinedText(lastByte(file, size), text) : text);
    return rel;
  }
}
function lastByte(file, size) {
  const fd = openSync(file, "r");
  try {
    const b = Buffer.alloc(1);
    readSync(fd, b, 0, 1, size - 1);
    return b;
  } finally {
    closeSync(fd);
  }
}
function readStore(dir) {
  const problems = [];
  const budget = newBudget();
  const folders = storeFolders(dir, problems);
  const order = /* @__PURE__ */ new Map();
  const environments = /* @__PURE__ */ new Map();
  for (const { path } of folders.commits ? monthFiles(folders.commits, problems) : []) {
    for (const { value, where } of jsonLines(path, readMonthFile(path, budget), problems)) {
      const c = checkCommitLine(value);
      if (!c.ok) problems.push(`${where}: ${c.why}; the line is skipped`);
      else {
        if (!order.has(c.value.commit)) order.set(c.value.commit, order.size);
        if (c.value.environment) environments.set(c.value.env, c.value.environment);
      }
    }
  }
  const series = /* @__PURE__ */ new Map();
  const machinesOf = /* @__PURE__ */ new Map();
  const legacy = [];
  for (const folder of folders.series) {
    for (const { path } of monthFiles(folder, problems)) {
      for (const { value, where } of jsonLines(path, readMonthFile(path, budget), problems)) {
        const l = checkSeriesLine(value);
        if (!l.ok) problems.push(`${where}: ${l.why}; the line is skipped`);
        else if (l.value.machine === void 0) legacy.push(l.value);
        else {
          addPoint(series, l.value, l.value.machine);
          const set = machinesOf.get(l.value.env) ?? /* @__PURE__ */ new Set();
          machinesOf.set(l.value.env, set.add(l.value.machine));
        }
      }
    }
  }
  for (const l of legacy) {
    const known = machinesOf.get(l.env);
    addPoint(series, l, known?.size === 1 ? [...known][0] : "");
  }
  const rank = (c) => order.get(c) ?? Number.MAX_SAFE_INTEGER;
  for (const s of series.values())
    s.points.sort((a, b) => rank(a.commit) - rank(b.commit) || a.time.localeCompare(b.time));
  return { series: [...series.values()], problems, environments };
}
function addPoint(series, l, machine) {
  const key = seriesKey({ ...l, machine });
  let s = series.get(key);
  if (!s) {
    s = {
      suite: l.suite,
      name: l.name,
      params: l.params,
      unit: l.unit,
      ...l.metric !== void 0 ? { metric: l.metric } : {},
      direction: l.direction,
      family: familyOf(l.suite, l.name),
      ...machine ? { machine } : {},
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
function seriesKey(s) {
  const key = [s.suite, s.name, sortedParams(s.params ?? {}), s.unit, s.metric ?? null];
  return JSON.stringify(s.machine ? [...key, s.machine] : key);
}
function familyOf(suite, name) {
  const fn = functionOf(name);
  return suite ? `${suite}.${fn}` : fn;
}
function familySlug(family) {
  const readable = family.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 60);
  return `${readable}-${createHash("sha256").update(family).digest("hex").slice(0, 8)}`;
}
function hardwareOf(results) {
  const m = results.context.machine ?? {};
  return { os: m.os, arch: m.arch, cpu: m.cpu, cores: m.cores };
}
function environmentOf(results) {
  const c = results.context;
  const out = {};
  for (const [k, v] of Object.entries(hardwareOf(results))) if (v !== void 0) out[k] = String(v);
  for (const [k, v] of Object.entries(c.toolchain ?? {})) out[`toolchain ${k}`] = String(v);
  if (c.tool?.name) out.tool = c.tool.version ? `${c.tool.name} ${c.tool.version}` : c.tool.name;
  return Object.fromEntries(
    Object.entries(out).slice(0, 32).map(([k, v]) => [k.slice(0, 200), v.slice(0, 200)])
  );
}
function machineOf(results) {
  const label = results.context.machine?.label;
  if (typeof label === "string" && MACHINE_LABEL_PATTERN.test(label)) return label;
  const h = hardwareOf(results);
  const platform = [h.os, h.arch].filter(Boolean).join("/");
  const text = [platform, h.cpu, h.cores !== void 0 ? `${h.cores} cores` : void 0].filter(Boolean).join(" ").replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  return (text || "unknown machine").slice(0, MAX_MACHINE_CHARS);
}
function fingerprintOf(results) {
  const c = results.context;
  const h = hardwareOf(results);
  const machine = { os: h.os, arch: h.arch, cpu: h.cpu, cores: h.cores };
  const parts = JSON.stringify([machine, c.toolchain ?? {}, c.tool?.name ?? "", c.tool?.version ?? ""]);
  return createHash("sha256").update(parts).digest("hex").slice(0, 12);
}

export {
  MAX_FILE_BYTES,
  COMMIT_PATTERN,
  MACHINE_LABEL_PATTERN,
  MONTH_FILE_PATTERN,
  newBudget,
  kindOf,
  storeFolders,
  monthFiles,
  readMonthFile,
  jsonLines,
  appendPlan,
  partFile,
  fitsIn,
  joinedText,
  appendToStore,
  readStore,
  seriesKey,
  familySlug,
  machineOf,
  fingerprintOf
};
