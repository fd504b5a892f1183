import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  GitError,
  PROCESS_TAG_VARIABLE,
  addWorktree,
  childEnv,
  defaultBase,
  git,
  repositoryRoot,
  resolveCommit
} from "./chunk-UZOVBNQL.js";
import {
  normaliseProfile,
  readJmhStack,
  readPerfScript,
  readPprof,
  renderFlameGraph,
  renderFolded
} from "./chunk-K77WQ4DZ.js";
import {
  COMPARISON_OPTIONS,
  CONFIG_OPTIONS,
  EMPTY_CONFIG,
  EXTRA_OUTPUT_USAGE,
  POLICY_USAGE,
  compareResults,
  compilePathGlob,
  confirmsEarlyFlags,
  judgeResults,
  judgementFromOptions,
  markConfirmation,
  regressionsToConfirm,
  renderComparisonText,
  rowKey,
  warnExpired,
  writeExtraOutputs,
  writeOutputs
} from "./chunk-WF5YW3NY.js";
import {
  readCalibration
} from "./chunk-SLKJS4U7.js";
import {
  placeProfileSection,
  renderProfileSection
} from "./chunk-VHANUZBK.js";
import {
  calibrationPrior
} from "./chunk-5O4KKQMM.js";
import {
  PROFILE_MAX_BYTES,
  ProfileError,
  boundStack,
  cleanFrame,
  diffProfiles,
  meanPaths
} from "./chunk-JQB2SWZ4.js";
import {
  fingerprintOf,
  machineOf,
  readStore
} from "./chunk-7UP3P5UV.js";
import {
  require_dist
} from "./chunk-6K47KAOL.js";
import {
  loadPatternFormats
} from "./chunk-CS7AYPXU.js";
import {
  isFormatName,
  isRecord,
  mergeResults,
  printProblems,
  readBenchmarkInput
} from "./chunk-X26KSBIJ.js";
import {
  toJsonText
} from "./chunk-UYHWYOKB.js";
import {
  parseCommandLine
} from "./chunk-WXK3QM3W.js";
import {
  EXIT,
  UsageError,
  exitCodeOf
} from "./chunk-7T5N4UNT.js";
import {
  renderMarkdownReport
} from "./chunk-QJTOIZZ5.js";
import {
  findShippedFile
} from "./chunk-WFKQU4CP.js";
import {
  formatDuration
} from "./chunk-7HVISSWX.js";
import {
  DEFAULT_SEQUENTIAL,
  fewestDecisiveRounds,
  firstDecisiveLook,
  priorKey
} from "./chunk-JYXA64RB.js";
import {
  formatChange
} from "./chunk-WDCRQVF2.js";
import {
  median
} from "./chunk-LNLQHGIY.js";
import {
  DEFAULTS,
  defaultRounds
} from "./chunk-BD2TBD5S.js";
import {
  benchmarkKey,
  benchmarkLabel,
  paramsBeyondName
} from "./chunk-UEKWDCHD.js";
import {
  __toESM
} from "./chunk-3FRE6W3I.js";

// src/cli/run-command.ts
import { join as join12, resolve as resolve3 } from "node:path";

// src/model/duration.ts
var PART = /(\d+(?:\.\d+)?)(h|m|s)/g;
var FACTOR = { h: 36e5, m: 6e4, s: 1e3 };
function parseDuration(text) {
  const t = text.trim();
  if (/^\d+(?:\.\d+)?$/.test(t)) return Number(t) * 1e3;
  if (!/^(?:\d+(?:\.\d+)?[hms])+$/.test(t)) return void 0;
  let ms = 0;
  for (const m of t.matchAll(PART)) ms += Number(m[1]) * FACTOR[m[2]];
  return ms > 0 ? ms : void 0;
}

// src/config/rounds-design.ts
function roundsDesign(asked, rounds) {
  if (asked === "fixed") return { design: "fixed" };
  const first = firstDecisiveLook(rounds);
  if (first !== Infinity) return { design: "sequential" };
  return {
    design: "fixed",
    note: `max-rounds ${rounds} is too few for the sequential design to flag a regression (it needs at least ${fewestDecisiveRounds()}): running the fixed design, every round for every benchmark`
  };
}

// src/config/env-pairs.ts
function parseEnvPair(text) {
  const eq = text.indexOf("=");
  const key = eq > 0 ? text.slice(0, eq).trim() : "";
  if (!key) return void 0;
  return [key, text.slice(eq + 1).trim()];
}

// src/pipeline/run-pipeline.ts
import { join as join9 } from "node:path";

// src/run/ab-run.ts
import { mkdtemp, rm as rm2 } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join as join4, resolve } from "node:path";

// src/run/fingerprint.ts
import { readFileSync as readFileSync2 } from "node:fs";
import os from "node:os";

// src/process/exec.ts
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";

// src/process/command-output.ts
import { createWriteStream } from "node:fs";
var TAIL_LINES = 30;
var CommandOutput = class {
  constructor(limit, stdoutFile, onOverLimit, onOutput) {
    this.limit = limit;
    this.onOverLimit = onOverLimit;
    this.onOutput = onOutput;
    this.file = stdoutFile ? createWriteStream(stdoutFile) : void 0;
  }
  limit;
  onOverLimit;
  onOutput;
  stdout = "";
  exceeded = false;
  bytes = 0;
  tail = new TailBuffer(TAIL_LINES);
  file;
  source;
  attach(child) {
    this.source = child.stdout;
    child.stdout.on("data", (chunk) => {
      if (!this.accept(chunk)) return;
      if (!this.file) this.stdout += chunk.toString("utf8");
      else if (!this.file.write(chunk)) {
        child.stdout.pause();
        this.file.once("drain", () => child.stdout.resume());
      }
    });
    child.stderr.on("data", (chunk) => void this.accept(chunk));
  }
  /** Whether stdout is held back until the file drains (output still on its way, not a hung pipe). */
  waitingForDisk() {
    return this.source?.isPaused() ?? false;
  }
  lines() {
    return this.tail.lines();
  }
  /** Flushes the file. */
  end() {
    return new Promise((resolve4) => this.file ? this.file.end(resolve4) : resolve4());
  }
  // Counts a chunk against the limit; false once it is over (the chunk is dropped).
  accept(chunk) {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) {
      if (!this.exceeded) {
        this.exceeded = true;
        this.onOverLimit();
      }
      return false;
    }
    const text = chunk.toString("utf8");
    this.tail.push(text);
    this.onOutput?.(text);
    return true;
  }
};
var TailBuffer = class {
  constructor(max) {
    this.max = max;
  }
  max;
  buffer = "";
  push(text) {
    this.buffer += text;
    if (this.buffer.length > 64 * 1024) this.buffer = this.buffer.slice(-32 * 1024);
  }
  lines() {
    return this.buffer.split("\n").filter((l) => l.trim() !== "").slice(-this.max);
  }
};

// src/process/process-scan.ts
import { readdirSync, readFileSync } from "node:fs";
function listProcesses() {
  let entries;
  try {
    entries = readdirSync("/proc");
  } catch {
    return void 0;
  }
  const out = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat3;
    try {
      stat3 = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue;
    }
    const fields = stat3.slice(stat3.lastIndexOf(")") + 2).split(" ");
    out.push({ pid: Number(entry), state: fields[0], pgrp: Number(fields[2]) });
  }
  return out;
}
function groupHasRunningMember(pgid) {
  const all = listProcesses();
  if (!all) return void 0;
  return all.some((p) => p.pgrp === pgid && p.state !== "Z");
}
function findTagged(name, tag) {
  const all = listProcesses();
  if (!all) return [];
  const needle = Buffer.from(`\0${name}=${tag}\0`);
  const pids = [];
  for (const p of all) {
    if (p.state === "Z" || p.pid === process.pid) continue;
    let environ;
    try {
      environ = readFileSync(`/proc/${p.pid}/environ`);
    } catch {
      continue;
    }
    if (Buffer.concat([Buffer.from([0]), environ]).includes(needle)) pids.push(p.pid);
  }
  return pids;
}
function signalTagged(name, tag, signal) {
  const pids = findTagged(name, tag);
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
    }
  }
  return pids.length;
}

// src/process/exec.ts
var MAX_ROUND_OUTPUT_BYTES = 256 * 1024 * 1024;
var MAX_CAPTURE_BYTES = 64 * 1024 * 1024;
var EXIT_GRACE_MS = 2e3;
var running = /* @__PURE__ */ new Set();
var refusal;
function refuseNewCommands(reason) {
  refusal = reason;
}
function execShell(command, options) {
  if (refusal !== void 0) return Promise.reject(new Error(`${refusal}: no further command is started`));
  const started = Date.now();
  const tag = `${process.pid}-${randomUUID()}`;
  const limit = options.maxOutputBytes ?? (options.stdoutFile ? MAX_ROUND_OUTPUT_BYTES : MAX_CAPTURE_BYTES);
  return new Promise((resolve4, reject) => {
    const child = spawn("bash", ["-o", "pipefail", "-c", command], {
      cwd: options.cwd,
      env: { ...childEnv(options.env), [PROCESS_TAG_VARIABLE]: tag },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"]
    });
    const job = child.pid !== void 0 ? { pid: child.pid, tag } : void 0;
    if (job) running.add(job);
    const stop = (signal) => job && stopJob(job, signal);
    const output = new CommandOutput(limit, options.stdoutFile, () => stop("SIGKILL"), options.onOutput);
    output.attach(child);
    let timedOut = false;
    const timer = options.timeoutMs !== void 0 ? setTimeout(() => {
      timedOut = true;
      stop("SIGKILL");
    }, options.timeoutMs) : void 0;
    let exited;
    let grace;
    let settled = false;
    const finish = (code, signal) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(grace);
      child.stdout.destroy();
      child.stderr.destroy();
      const result = {
        code,
        signal,
        timedOut,
        outputLimitExceeded: output.exceeded,
        outputLimit: limit,
        tail: output.lines(),
        stdout: output.stdout,
        elapsedMs: Date.now() - started
      };
      const stopped = job && !job.stopping ? allGone([job], 2e3, "SIGKILL") : Promise.resolve(true);
      void stopped.then(() => output.end()).then(() => {
        if (job) running.delete(job);
        resolve4(result);
      });
    };
    const graceMs = options.exitGraceMs ?? EXIT_GRACE_MS;
    const afterGrace = (code, signal) => {
      if (output.waitingForDisk()) grace = setTimeout(() => afterGrace(code, signal), graceMs);
      else finish(code, signal);
    };
    child.on("exit", (code, signal) => {
      exited = { code, signal };
      grace = setTimeout(() => afterGrace(code, signal), graceMs);
    });
    child.on("close", (code, signal) => finish(exited?.code ?? code, exited?.signal ?? signal));
    child.on("error", (err) => {
      clearTimeout(timer);
      if (job) running.delete(job);
      settled = true;
      reject(err);
    });
  });
}
async function stopAllRunning(signal = "SIGTERM", graceMs = 5e3) {
  const jobs = [...running];
  for (const job of jobs) {
    job.stopping = true;
    stopJob(job, signal);
  }
  if (await allGone(jobs, graceMs)) return;
  await allGone(jobs, 1e3, "SIGKILL");
}
var POLL_MS = 25;
async function allGone(jobs, withinMs, resignal) {
  const until = Date.now() + withinMs;
  for (; ; ) {
    if (resignal) for (const job of jobs) stopJob(job, resignal);
    if (jobs.every((job) => !jobAlive(job))) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve4) => setTimeout(resolve4, POLL_MS));
  }
}
function jobAlive(job) {
  return groupAlive(job.pid) || findTagged(PROCESS_TAG_VARIABLE, job.tag).length > 0;
}
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
  } catch (err) {
    return err.code === "EPERM";
  }
  return groupHasRunningMember(pgid) ?? true;
}
function stopJob(job, signal) {
  try {
    process.kill(-job.pid, signal);
  } catch {
  }
  signalTagged(PROCESS_TAG_VARIABLE, job.tag, signal);
}

// src/run/fingerprint.ts
function machineInfo() {
  const cpus = os.cpus();
  return {
    os: os.platform(),
    arch: os.arch(),
    cpu: cpus[0]?.model.trim() ?? "unknown",
    cores: cpus.length,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    kernel: `${os.type()} ${os.release()}`,
    ...governor() ? { governor: governor() } : {}
  };
}
function loadPerCore() {
  return os.loadavg()[0] / Math.max(1, os.cpus().length);
}
function governor() {
  try {
    return readFileSync2("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor", "utf8").trim();
  } catch {
    return void 0;
  }
}
async function toolchainVersions(tools, cwd) {
  const out = {};
  for (const tool of tools) {
    if (!tool.version) continue;
    const r = await execShell(`${tool.version} 2>&1`, { cwd, env: process.env, timeoutMs: 6e4 }).catch(
      () => void 0
    );
    const first = r?.stdout.split("\n").find((l) => l.trim() !== "");
    if (r && r.code === 0 && first) out[tool.command] = first.trim();
  }
  return out;
}
function fingerprintDifferences(a, b) {
  const diffs = [];
  for (const key of ["cpu", "cores", "memory", "kernel", "governor"]) {
    if (a.machine[key] !== b.machine[key])
      diffs.push(`${key}: ${a.machine[key] ?? "?"} vs ${b.machine[key] ?? "?"}`);
  }
  for (const tool of /* @__PURE__ */ new Set([...Object.keys(a.toolchain), ...Object.keys(b.toolchain)])) {
    if (a.toolchain[tool] !== b.toolchain[tool])
      diffs.push(`${tool}: ${a.toolchain[tool] ?? "?"} vs ${b.toolchain[tool] ?? "?"}`);
  }
  return diffs;
}

// src/run/regex-alternation.ts
function escapeRegex(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
var MAX_FILTER_CHARS = 64 * 1024;
function chunkAlternatives(items, limit) {
  const chunks = [];
  let current = [];
  let length = 0;
  for (const item of items) {
    const added = current.length === 0 ? item.length : length + 1 + item.length;
    if (current.length > 0 && added > limit) {
      chunks.push(current);
      current = [item];
      length = item.length;
    } else {
      current.push(item);
      length = added;
    }
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
function anchoredAlternations(names, limit = MAX_FILTER_CHARS) {
  const escaped = [...new Set(names)].sort().map(escapeRegex);
  return chunkAlternatives(escaped, limit - "^(?:)$".length).map((c) => `^(?:${c.join("|")})$`);
}

// src/run/go-bench-filter.ts
var GO_ALL_PACKAGES = /(^|\s)\.\/\.\.\.(?=\s|$)/;
function narrowGo(runCommand2, remaining, limit = MAX_FILTER_CHARS) {
  const byPackage = /* @__PURE__ */ new Map();
  for (const b of remaining) byPackage.set(b.suite, (byPackage.get(b.suite) ?? /* @__PURE__ */ new Set()).add(b.name));
  if (!GO_ALL_PACKAGES.test(runCommand2) || byPackage.has("")) {
    const note = byPackage.has("") ? 'some results carry no package (no "pkg:" line): the pattern runs in every package' : "the run command has no ./... to replace: the pattern runs in every package it names";
    return goBenchPatterns(
      remaining.map((b) => b.name),
      limit
    ).map((filter) => ({ filter, extraArgs: [], note }));
  }
  const byPatterns = /* @__PURE__ */ new Map();
  for (const [pkg, names] of [...byPackage].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)) {
    const filters = goBenchPatterns([...names], limit);
    const key = JSON.stringify(filters);
    const entry = byPatterns.get(key) ?? { filters, packages: [] };
    entry.packages.push(pkg);
    byPatterns.set(key, entry);
  }
  return [...byPatterns.values()].flatMap(
    ({ filters, packages }) => filters.map((filter) => ({ filter, packages, extraArgs: [] }))
  );
}
function goBenchPatterns(names, limit = MAX_FILTER_CHARS, { shareFirstLevels = true } = {}) {
  const paths = [...new Set(names)].map((n) => n.split("/"));
  const products = mergeProducts(factorLevels(paths));
  const share = shareFirstLevels && products.length > 1;
  const alternatives = products.flatMap((alt) => renderAlternative(alt, limit, share));
  return chunkAlternatives(alternatives, limit).map((c) => c.join("|"));
}
function factorLevels(paths) {
  const byFirst = /* @__PURE__ */ new Map();
  for (const [first = "", ...rest] of paths) byFirst.set(first, [...byFirst.get(first) ?? [], rest]);
  const groups = /* @__PURE__ */ new Map();
  for (const first of [...byFirst.keys()].sort()) {
    const rests = byFirst.get(first);
    const rest = rests.some((r) => r.length === 0) ? [[]] : factorLevels(rests);
    const key = JSON.stringify(rest);
    const group = groups.get(key) ?? { firsts: [], rest };
    group.firsts.push(first);
    groups.set(key, group);
  }
  return [...groups.values()].flatMap((g) => g.rest.map((alt) => [g.firsts, ...alt]));
}
function mergeProducts(alternatives) {
  let current = alternatives;
  for (let changed = true; changed; ) {
    changed = false;
    const depth = Math.max(...current.map((a) => a.length));
    for (let level = 0; level < depth; level++) {
      const buckets = /* @__PURE__ */ new Map();
      for (const alt of current) {
        const key = JSON.stringify([alt.length, ...alt.map((set, i) => i === level ? null : set)]);
        const seen = buckets.get(key);
        if (!seen)
          buckets.set(
            key,
            alt.map((set) => [...set])
          );
        else if (level < alt.length) {
          seen[level] = [.../* @__PURE__ */ new Set([...seen[level], ...alt[level]])].sort();
          changed = true;
        }
      }
      current = [...buckets.values()];
    }
  }
  return current.sort((a, b) => JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);
}
function renderAlternative(alt, limit, share) {
  const levels = alt.map(
    (set2) => set2.length === 1 ? anchor(set2[0]) : `^(?:${set2.map(escapeRegex).join("|")})$`
  );
  const shared = share ? sharedFirstLevels(alt) : void 0;
  if (shared) levels.splice(0, 2, shared, shared);
  const text = levels.join("/");
  const widest = alt.reduce((w, set2, i) => set2.length > alt[w].length ? i : w, 0);
  if (text.length <= limit || alt[widest].length < 2) return [text];
  const set = alt[widest];
  const half = Math.ceil(set.length / 2);
  return [set.slice(0, half), set.slice(half)].flatMap(
    (part) => renderAlternative(
      alt.map((s, i) => i === widest ? part : s),
      limit,
      share
    )
  );
}
function sharedFirstLevels(alt) {
  const [first, second] = alt;
  if (!first || !second || second.some((v) => v.startsWith("Benchmark"))) return void 0;
  return `^(?:${[...first, ...second].sort().map(escapeRegex).join("|")})$`;
}
function anchor(level) {
  return `^${escapeRegex(level)}$`;
}

// src/run/product-cover.ts
function productSize(product) {
  return product.reduce((n, values) => n * values.length, 1);
}
function distinct(combinations) {
  return [...new Map(combinations.map((c) => [JSON.stringify(c), c])).values()];
}
function enclosingProduct(combinations) {
  const width = combinations[0]?.length ?? 0;
  return Array.from({ length: width }, (_, d) => [...new Set(combinations.map((c) => c[d]))].sort());
}
function exactCover(combinations) {
  const unique = distinct(combinations);
  const width = unique[0]?.length ?? 0;
  if (unique.length === 0) return [];
  if (width === 0) return [[]];
  let best;
  for (let first = 0; first < width; first++) {
    const order = [first, ...Array.from({ length: width }, (_, d) => d).filter((d) => d !== first)];
    const permuted = unique.map((c) => order.map((d) => c[d]));
    const products = coverInOrder(permuted).map((p) => restoreOrder(p, order));
    if (best === void 0 || products.length < best.length) best = products;
  }
  return best;
}
function coverInOrder(combinations) {
  if (combinations[0].length === 0) return [[]];
  const rests = /* @__PURE__ */ new Map();
  for (const c of combinations) {
    const rest = rests.get(c[0]);
    if (rest) rest.push(c.slice(1));
    else rests.set(c[0], [c.slice(1)]);
  }
  const byRest = /* @__PURE__ */ new Map();
  for (const [value, rest] of rests) {
    const key = JSON.stringify(rest.map((r) => JSON.stringify(r)).sort());
    const group = byRest.get(key) ?? { values: [], rest };
    group.values.push(value);
    byRest.set(key, group);
  }
  return [...byRest.values()].flatMap(
    ({ values, rest }) => coverInOrder(rest).map((p) => [[...values].sort(), ...p])
  );
}
function restoreOrder(product, order) {
  const out = new Array(order.length);
  order.forEach((d, i) => out[d] = product[i]);
  return out;
}
function coverRuns(combinations) {
  if (combinations.length === 0) return { products: [], exact: true };
  const unique = distinct(combinations);
  const whole = enclosingProduct(unique);
  const extra = productSize(whole) - unique.length;
  if (extra === 0) return { products: [whole], exact: true };
  const exact = exactCover(unique);
  return exact.length - 1 <= extra ? { products: exact, exact: true } : { products: [whole], exact: false };
}

// src/process/shell-quote.ts
function shellQuote(value) {
  if (value !== "" && /^[\w@%+=:,./-]+$/.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}
function expandCommand(template, values) {
  return substitute(template, {
    filter: shellQuote(values.filter),
    count: String(values.count),
    out: shellQuote(values.out),
    args: values.args ?? ""
  });
}
function expandPlain(template, values) {
  return substitute(template, {
    filter: values.filter,
    count: String(values.count),
    out: values.out,
    args: values.args ?? ""
  });
}
var PLACEHOLDER = /\{(filter|count|out|args)\}/g;
function substitute(template, values) {
  return template.replace(PLACEHOLDER, (_, key) => values[key]);
}

// src/run/benchmark-filter.ts
function filterKind(preset) {
  switch (preset.name) {
    case "go":
      return "go";
    case "jmh-maven":
      return "jmh-cli";
    case "jmh-gradle":
      return "jmh-includes";
    case "criterion":
      return "criterion";
    case "libtest":
      return "libtest";
    case "pytest-benchmark":
      return "pytest";
    default:
      return preset.filter.join === "go-bench" ? "go" : "regex";
  }
}
function narrowRuns(preset, remaining) {
  if (remaining.length === 0) return [];
  const kind = filterKind(preset);
  switch (kind) {
    case "go":
      return narrowGo(preset.run, remaining);
    case "jmh-cli":
      return narrowJmh(remaining, true);
    case "jmh-includes":
      return narrowJmh(remaining, false);
    case "criterion":
      return anchoredAlternations(remaining.map(criterionId)).map((filter) => ({ filter, extraArgs: [] }));
    case "libtest":
      return [narrowLibtest(remaining)];
    case "pytest":
      return [narrowPytest(remaining)];
    case "regex":
      return anchoredAlternations(remaining.map((b) => qualifiedName(b, preset))).map((filter) => ({
        filter,
        extraArgs: []
      }));
    default: {
      const never = kind;
      throw new Error(`unhandled filter kind ${String(never)}`);
    }
  }
}
function narrowRound(preset, remaining) {
  return { runs: narrowRuns(preset, remaining), asked: remaining };
}
function applyNarrowedRun(preset, run) {
  let command = preset.run;
  if (run.packages) command = replacePackagePattern(command, run.packages.map(shellQuote).join(" "));
  if (run.toolArgs?.length) {
    const words = run.toolArgs.map(shellQuote).join(" ");
    const dashes = command.indexOf(" -- ");
    command = dashes < 0 ? `${command} ${words}` : `${command.slice(0, dashes)} ${words}${command.slice(dashes)}`;
  }
  if (run.extraArgs.length > 0) command = `${command} ${run.extraArgs.map(shellQuote).join(" ")}`;
  const args = preset.args && withoutNarrowedOptions(preset.args, run.extraArgs);
  return { ...preset, run: command, ...args !== preset.args ? { args } : {} };
}
function withoutNarrowedOptions(args, extraArgs) {
  let out = args;
  for (let i = 0; i + 1 < extraArgs.length; i += 2) {
    const [option, value] = [extraArgs[i], extraArgs[i + 1]];
    const word = option === "-p" ? `${escapeRegex(value.slice(0, value.indexOf("=") + 1))}\\S*` : option === "-bm" ? "\\S+" : void 0;
    if (word === void 0) continue;
    out = out.replace(new RegExp(`(?:^|\\s+)${escapeRegex(option)}\\s+(['"]?)${word}\\1(?=\\s|$)`, "g"), "");
  }
  return out === args ? args : out.trimStart();
}
function replacePackagePattern(command, packages) {
  return command.replace(GO_ALL_PACKAGES, (_m, lead) => `${lead}${packages}`);
}
function narrowJmh(remaining, cli) {
  const methods = /* @__PURE__ */ new Map();
  for (const b of remaining) {
    const full = b.suite ? `${b.suite}.${b.name}` : b.name;
    const method = methods.get(full);
    if (method) method.push(b);
    else methods.set(full, [b]);
  }
  if (!cli) {
    const note = remaining.some((b) => Object.keys(b.params).length > 0) ? "the Gradle JMH plugin takes no -p: every parameter value of these methods runs" : void 0;
    return anchoredAlternations([...methods.keys()]).map((filter) => ({
      filter,
      extraArgs: [],
      ...note ? { note } : {}
    }));
  }
  const groups = /* @__PURE__ */ new Map();
  for (const [full, rows] of [...methods].sort(([a], [b]) => a < b ? -1 : 1)) {
    for (const { args, note } of jmhSelections(rows)) {
      const signature = JSON.stringify(args);
      const g = groups.get(signature) ?? { methods: [], args, notes: /* @__PURE__ */ new Set() };
      g.methods.push(full);
      if (note) g.notes.add(note);
      groups.set(signature, g);
    }
  }
  return [...groups.values()].flatMap((g) => {
    const note = [...g.notes].join("; ");
    return anchoredAlternations(g.methods).map((filter) => ({
      filter,
      extraArgs: g.args,
      ...note ? { note } : {}
    }));
  });
}
function jmhSelections(rows) {
  const keys = [...new Set(rows.flatMap((b) => Object.keys(b.params)))].sort();
  const withComma = keys.filter((k) => rows.some((b) => b.params[k]?.includes(",")));
  const missing = keys.filter((k) => !withComma.includes(k) && rows.some((b) => b.params[k] === void 0));
  const named = keys.filter((k) => !withComma.includes(k) && !missing.includes(k));
  const modes = new Set(rows.map((b) => b.mode ?? ""));
  const modeDimension = modes.size > 1;
  const combinations = rows.map((b) => [
    ...named.map((k) => b.params[k]),
    ...modeDimension ? [b.mode ?? ""] : []
  ]);
  const { products, exact } = coverRuns(combinations);
  const notes = [
    ...withComma.map((k) => `a value of @Param ${k} contains ",": all of its values run`),
    ...missing.map((k) => `some results carry no @Param ${k}: all of its values run`),
    ...exact ? [] : ["the -p lists run as a cross product"]
  ];
  return products.map((product) => {
    const args = named.flatMap((k, d) => ["-p", `${k}=${product[d].join(",")}`]);
    const runModes = modeDimension ? product[named.length] : [...modes];
    if (runModes.length === 1 && runModes[0] !== "") args.push("-bm", runModes[0]);
    const note = [
      ...notes,
      ...runModes.length > 1 ? ["the run takes no -bm: every mode of the method runs"] : []
    ].join("; ");
    return { args, ...note ? { note } : {} };
  });
}
function criterionId(b) {
  const parts = [b.suite, b.name, b.params.input].filter((p) => p !== void 0 && p !== "");
  return parts.join("/");
}
function narrowLibtest(remaining) {
  const names = [...new Set(remaining.map((b) => b.name))].sort();
  return { filter: names[0], extraArgs: ["--exact", ...names.slice(1)] };
}
function narrowPytest(remaining) {
  const names = [...new Set(remaining.map((b) => b.name.replace(/\[.*$/s, "")))].sort();
  if (!names.every((n) => /^\w+$/.test(n))) {
    return { filter: "", extraArgs: [], note: "pytest -k cannot name these tests: all of them run" };
  }
  return {
    filter: names.join(" or "),
    extraArgs: [],
    note: "pytest -k matches substrings and runs every parameter of a test"
  };
}
function qualifiedName(b, preset) {
  return (preset.filter.qualify ?? "{name}").split("{suite}").join(b.suite).split("{name}").join(b.name);
}

// src/run/narrowed-run.ts
function selectionKey(b) {
  return benchmarkKey({ suite: b.suite, name: b.name, params: b.params, mode: b.mode });
}
function selectionIdentity(b) {
  return {
    suite: b.suite,
    name: b.name,
    params: b.params,
    ...b.mode !== void 0 ? { mode: b.mode } : {}
  };
}

// src/run/asked-only.ts
function askedOnly(round, asked) {
  const keys = new Set(asked.map(selectionKey));
  const kept = [];
  const besides = [];
  for (const b of round.benchmarks) (keys.has(selectionKey(b)) ? kept : besides).push(b);
  return { kept: besides.length === 0 ? round : { ...round, benchmarks: kept }, besides };
}

// src/run/prebuilt-cargo.ts
import { dirname } from "node:path";

// src/run/prebuild-step.ts
async function runPrebuildStep(c, what, command, cwd = c.projectDir) {
  const r = await execShell(command, { cwd, env: c.env, timeoutMs: c.timeoutMs });
  const doing = `building ${c.side}'s ${what}`;
  if (r.timedOut) throw new Error(`${doing} timed out after ${Math.round(c.timeoutMs / 1e3)}s: ${command}`);
  if (r.outputLimitExceeded || r.code !== 0) {
    const lines = r.tail.map((l) => `    ${l}`).join("\n");
    throw new Error(`${doing} failed (exit ${r.code ?? r.signal}): ${command}
${lines}`);
  }
  return r.stdout;
}

// src/run/prebuilt-cargo.ts
function parseCargoExecutables(jsonLines, command) {
  const found = [];
  for (const [i, line] of jsonLines.split("\n").entries()) {
    if (!line.startsWith("{")) continue;
    const m = parseMessage(line, `${command}: line ${i + 1} of its output`);
    if (m.reason !== "compiler-artifact" || !m.executable || !m.profile?.test) continue;
    const kind = m.target?.kind?.[0] ?? "";
    const rank = kind === "lib" ? 0 : kind === "bin" ? 1 : 2;
    const manifestPath = m.manifest_path ?? "";
    found.push({
      program: m.executable,
      manifestDir: dirname(manifestPath),
      manifestPath,
      order: `${manifestPath}\0${rank}\0${m.target?.name ?? ""}`
    });
  }
  return found.sort((a, b) => a.order < b.order ? -1 : a.order > b.order ? 1 : 0).map(({ order: _order, ...e }) => e);
}
function parseMessage(line, where) {
  try {
    return JSON.parse(line);
  } catch (err) {
    throw new Error(`${where} is not one of cargo's JSON messages: ${err.message}`);
  }
}
async function buildCargoExecutables(buildCommand, c) {
  const built = await runPrebuildStep(c, "bench executables", buildCommand);
  const cargo = (await runPrebuildStep(c, "bench executables", "command -v cargo")).trim();
  return { executables: parseCargoExecutables(built, buildCommand), cargo };
}
function cargoExecutablesPreset(preset, built, template) {
  const command = built.executables.map(
    (e) => `(cd ${shellQuote(e.manifestDir)} && CARGO=${shellQuote(built.cargo)} CARGO_MANIFEST_DIR=${shellQuote(e.manifestDir)} CARGO_MANIFEST_PATH=${shellQuote(e.manifestPath)} ${template.split("{program}").join(shellQuote(e.program))})`
  ).join(" && ");
  return { ...preset, run: command };
}

// src/run/prebuilt-go.ts
import { join } from "node:path";
var TEST_FLAGS = /* @__PURE__ */ new Map([
  ["bench", true],
  ["benchtime", true],
  ["count", true],
  ["cpu", true],
  ["list", true],
  ["parallel", true],
  ["run", true],
  ["skip", true],
  ["shuffle", true],
  ["timeout", true],
  ["benchmem", false],
  ["failfast", false],
  ["short", false],
  ["v", false]
]);
function goTestBinaryArgs(args) {
  const text = args.trim();
  if (text === "") return { words: [] };
  if (!/^[\w@%+=:,./\s-]+$/.test(text)) return { reason: `the arguments "${args}" are not plain words` };
  const words = [];
  const input = text.split(/\s+/);
  for (let i = 0; i < input.length; i++) {
    const word = input[i];
    const m = /^--?([\w.]+)(=.*)?$/.exec(word);
    const name = m?.[1]?.replace(/^test\./, "");
    const takesValue = name === void 0 ? void 0 : TEST_FLAGS.get(name);
    if (!m || takesValue === void 0)
      return { reason: `"${word}" is not a test flag go test passes on to the test binary` };
    words.push(`-test.${name}${m[2] ?? ""}`);
    if (takesValue && m[2] === void 0) {
      const value = input[++i];
      if (value === void 0) return { reason: `"${word}" has no value` };
      words.push(value);
    }
  }
  return { words };
}
async function buildGoTestBinaries(c) {
  const withoutBenchmarks = [];
  const listing = await runPrebuildStep(
    c,
    "test binaries",
    `go list -f '{{.ImportPath}}	{{.Dir}}	{{len .TestGoFiles}}	{{len .XTestGoFiles}}' ./...`
  );
  const binaries = [];
  for (const line of listing.split("\n").filter((l) => l.trim() !== "")) {
    const [importPath = "", dir = "", tests = "0", xtests = "0"] = line.split("	");
    if (Number(tests) + Number(xtests) === 0) {
      withoutBenchmarks.push(importPath);
      continue;
    }
    const program = join(c.programsDir, `${c.side}-${binaries.length + 1}.test`);
    await runPrebuildStep(
      c,
      "test binaries",
      `go test -c -o ${shellQuote(program)} ${shellQuote(importPath)}`
    );
    const names = await runPrebuildStep(
      c,
      "test binaries",
      `${shellQuote(program)} -test.list '^Benchmark'`,
      dir
    );
    if (names.split("\n").some((n) => n.startsWith("Benchmark"))) binaries.push({ importPath, dir, program });
    else withoutBenchmarks.push(importPath);
  }
  return { binaries, withoutBenchmarks };
}
function goBinariesPreset(preset, built, args, template, packages) {
  const chosen = packages ? packages.flatMap((p) => binaryOf(built, p)) : built.binaries;
  const command = chosen.map((b) => `(cd ${shellQuote(b.dir)} && ${template.split("{program}").join(shellQuote(b.program))})`).join(" && ");
  return { ...preset, run: command || "true", args: args.join(" ") };
}
function binaryOf(built, importPath) {
  const found = built.binaries.find((b) => b.importPath === importPath);
  if (found) return [found];
  if (built.withoutBenchmarks.includes(importPath)) return [];
  throw new Error(`no test binary for package ${importPath}: go list ./... did not name it`);
}

// src/run/prebuilt.ts
async function prebuildSide(preset, c) {
  const spec = preset.prebuilt;
  if (!spec) return { unused: "the run command is not the preset’s own" };
  switch (spec.programs) {
    case "go-test-binaries": {
      const args = goTestBinaryArgs(preset.args ?? "");
      if ("reason" in args) return { unused: args.reason };
      const built = await buildGoTestBinaries(c);
      const n = built.binaries.length;
      if (n === 0) return { unused: "no package lists a benchmark" };
      return {
        programs: {
          summary: `${n} Go test ${n === 1 ? "binary" : "binaries"} (go test -c)`,
          // The binaries stand for the run command's packages: the rest of the narrowing applies to each.
          presetFor: (run) => {
            if (!run) return goBinariesPreset(preset, built, args.words, spec.run);
            const { packages, ...rest } = run;
            return goBinariesPreset(preset, built, args.words, programRun(preset, rest), packages);
          }
        }
      };
    }
    case "cargo-bench-executables": {
      const built = await buildCargoExecutables(spec.build, c);
      const n = built.executables.length;
      if (n === 0) return { unused: `${spec.build} built no bench executable` };
      return {
        programs: {
          summary: `${n} bench ${n === 1 ? "executable" : "executables"} (${spec.build})`,
          // Note: a run of some crates (-p, a selection) goes through cargo bench, which knows them.
          presetFor: (run) => !run ? cargoExecutablesPreset(preset, built, spec.run) : run.toolArgs?.length ? applyNarrowedRun(preset, run) : cargoExecutablesPreset(preset, built, programRun(preset, run))
        }
      };
    }
    default: {
      const never = spec.programs;
      throw new Error(`unhandled prebuilt programs ${String(never)}`);
    }
  }
}
function programRun(preset, run) {
  return applyNarrowedRun({ ...preset, run: preset.prebuilt.run }, run).run;
}

// src/run/round.ts
import { existsSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { isAbsolute, join as join2 } from "node:path";
async function buildSide(preset, projectDir, side, env, timeoutMs) {
  if (!preset.build) return;
  const r = await execShell(preset.build, { cwd: projectDir, env, timeoutMs });
  if (r.outputLimitExceeded) throw new Error(`building ${side} stopped: ${overLimit(r.outputLimit)}`);
  if (r.timedOut)
    throw new Error(`building ${side} timed out after ${Math.round(timeoutMs / 1e3)}s: ${preset.build}`);
  if (r.code !== 0)
    throw new Error(`building ${side} failed (exit ${r.code}): ${preset.build}
${indent(r.tail)}`);
}
async function runRound(ctx) {
  const { preset } = ctx;
  const name = `${ctx.side}-round${ctx.round}${ctx.part ? `-part${ctx.part}` : ""}`;
  const out = join2(ctx.rawDir, name);
  await mkdir(out, { recursive: true });
  const values = {
    filter: ctx.filter,
    count: preset.repetitions.perRound,
    out,
    args: preset.args ?? ""
  };
  const resultsPath = preset.results.path ? expandPlain(preset.results.path, values) : void 0;
  const absoluteResults = resultsPath && (isAbsolute(resultsPath) ? resultsPath : join2(ctx.projectDir, resultsPath));
  if (preset.results.from === "dir" && absoluteResults)
    await rm(absoluteResults, { recursive: true, force: true });
  if (preset.results.from === "file" && absoluteResults) await rm(absoluteResults, { force: true });
  const command = expandCommand(preset.run, values);
  const stdoutFile = join2(ctx.rawDir, `${name}.txt`);
  const env = {
    ...ctx.env,
    ...Object.fromEntries(Object.entries(preset.env).map(([k, v]) => [k, expandPlain(v, values)]))
  };
  const r = await execShell(command, { cwd: ctx.projectDir, env, timeoutMs: ctx.timeoutMs, stdoutFile });
  if (r.outputLimitExceeded) {
    throw new Error(
      `round ${ctx.round} (${ctx.side}) stopped: ${overLimit(r.outputLimit)}; narrow --filter or make the benchmark print less.
Last output:
${indent(r.tail)}`
    );
  }
  if (r.timedOut) {
    throw new Error(
      `round ${ctx.round} (${ctx.side}) timed out after ${Math.round(ctx.timeoutMs / 1e3)}s; raise --round-timeout or narrow --filter.
Last output:
${indent(r.tail)}`
    );
  }
  if (r.code !== 0) {
    throw new Error(
      `the benchmark command failed on ${ctx.side} (exit ${r.code ?? r.signal}): ${command}
${indent(r.tail)}`
    );
  }
  const source = preset.results.from === "stdout" ? stdoutFile : absoluteResults;
  if (!existsSync(source)) throw new Error(`${ctx.side}: the run wrote no results at ${source}`);
  const read = await readBenchmarkInput(source, {
    format: preset.results.format,
    patternFormats: ctx.patternFormats
  });
  return mergeResults([read]);
}
function overLimit(limit) {
  return `it wrote more than ${limit / (1024 * 1024)} MiB of output (stdout and stderr together), the limit for one command`;
}
function indent(lines) {
  return lines.map((l) => `    ${l}`).join("\n");
}

// src/run/cargo-target-dir.ts
import { join as join3 } from "node:path";
async function separateCargoTargets(preset, sides, env, timeoutMs) {
  const none = { env: /* @__PURE__ */ new Map() };
  if (sides.length < 2 || !preset.toolchain.some((t) => t.command === "cargo")) return none;
  const folders = await Promise.all(sides.map((s) => targetDirectory(s.dir, env, timeoutMs)));
  const shared = folders[0];
  if (shared === void 0 || folders.some((f) => f !== shared)) return none;
  return {
    env: new Map(sides.map((s) => [s.side, { CARGO_TARGET_DIR: join3(shared, `benchgate-${s.side}`) }])),
    note: `base and head share Cargo's target folder ${shared}: each side builds in its own benchgate-<side> folder under it, or Cargo would take one side's build for the other's`
  };
}
async function targetDirectory(dir, env, timeoutMs) {
  const r = await execShell("cargo metadata --format-version 1 --no-deps", { cwd: dir, env, timeoutMs });
  if (r.code !== 0) return void 0;
  try {
    const target = JSON.parse(r.stdout).target_directory;
    return typeof target === "string" ? target : void 0;
  } catch {
    return void 0;
  }
}

// src/run/rounds.ts
function roundOrder(round, sides) {
  if (sides.length < 2) return [...sides];
  return round % 2 === 0 ? ["base", "head"] : ["head", "base"];
}
function estimateRemaining(doneRuns, totalRuns, elapsedMs) {
  if (doneRuns === 0) return Number.NaN;
  return elapsedMs / doneRuns * (totalRuns - doneRuns);
}

// src/run/filter-join.ts
function joinFilter(names, spec) {
  const unique = [...new Set(names)];
  if (unique.length === 0) return spec.default;
  if (spec.join === "go-bench") {
    const levels = [];
    for (const name of unique) {
      name.split("/").forEach((part, i) => (levels[i] ??= /* @__PURE__ */ new Set()).add(part));
    }
    return levels.map((set) => `^(?:${[...set].map(escapeRegex).join("|")})$`).join("/");
  }
  return `(?:${unique.map(escapeRegex).join("|")})`;
}

// src/run/shard.ts
function parseShard(text) {
  if (!text) return void 0;
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m) throw new Error(`shard "${text}" must look like i/n, e.g. 2/4`);
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1 || index < 1 || index > count) throw new Error(`shard "${text}": i must be between 1 and n`);
  return { index, count };
}
function stableHash(text) {
  let h = 2166136261;
  for (const byte of Buffer.from(text, "utf8")) {
    h ^= byte;
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}
function selectShard(names, shard) {
  return [...new Set(names)].filter((n) => stableHash(n) % shard.count === shard.index - 1);
}

// src/run/shard-filter.ts
async function listShardFilter(preset, projectDir, userFilter, shard, env) {
  if (!preset.list)
    throw new Error(`the ${preset.name} runner cannot list its benchmarks, so it cannot be sharded`);
  const r = await execShell(preset.list.command, { cwd: projectDir, env, timeoutMs: 10 * 6e4 });
  if (r.code !== 0)
    throw new Error(`listing benchmarks failed: ${preset.list.command}
${r.tail.join("\n")}`);
  const pattern = new RegExp(preset.list.pattern);
  const selectedByUser = userFilter && userFilter !== "." ? userFilterRegex(userFilter) : void 0;
  const names = r.stdout.split("\n").map((line) => pattern.exec(line.trim())?.groups?.name).filter((n) => n !== void 0 && (!selectedByUser || selectedByUser.test(n)));
  const mine = selectShard(names, shard);
  if (mine.length === 0) {
    return preset.filter.join === "go-bench" ? "^$" : "^benchgate-empty-shard$";
  }
  return joinFilter(mine, preset.filter);
}
function userFilterRegex(filter) {
  try {
    return new RegExp(filter);
  } catch (err) {
    throw new Error(
      `the filter "${filter}" is not a regular expression benchgate can apply to pick the shard's benchmarks: ${err.message}`
    );
  }
}

// src/run/toolchain.ts
async function requireToolchain(preset) {
  for (const tool of preset.toolchain) {
    const r = await execShell(`command -v ${tool.command}`, {
      cwd: process.cwd(),
      env: process.env,
      timeoutMs: 1e4
    });
    if (r.code !== 0) {
      throw new Error(`${tool.command} not found on PATH: the ${preset.name} runner needs ${tool.install}`);
    }
  }
}

// src/run/ab-run.ts
function benchmarksInLastRound(s) {
  return (s.rounds.at(-1)?.benchmarks.length ?? 0) + (s.besidesByRound?.[s.rounds.length - 1] ?? 0);
}
var AbSession = class _AbSession {
  constructor(o) {
    this.o = o;
    _AbSession.open.add(this);
  }
  o;
  /** Sessions not closed yet, for a signal handler (closeOpenSessions). */
  static open = /* @__PURE__ */ new Set();
  sides = [];
  /** The filter of the whole run (the user's, the preset's default, or the shard's). */
  filter = "";
  load = { before: 0, after: 0 };
  trees = [];
  started = Date.now();
  phaseStart = 0;
  env = {};
  /** What a side's commands get besides `env` (its own Cargo target folder: cargo-target-dir.ts). */
  sideEnv = /* @__PURE__ */ new Map();
  /** Each side's programs, built once (prebuilt.ts); a side without them runs the preset's command. */
  programs = /* @__PURE__ */ new Map();
  programsDir;
  /** Closes every session still open: for a shell's SIGINT/SIGTERM handler, which exits without finally. */
  static async closeAll() {
    await Promise.allSettled([..._AbSession.open].map((s) => s.close()));
  }
  /** Checks the sides out, fingerprints and builds them, and settles the filter. */
  async prepare() {
    await this.checkout();
    await this.build();
  }
  /** Checks the sides out (worktrees for commits): what a selection reads before anything is built. */
  async checkout() {
    await requireToolchain(this.o.preset);
    this.sides.push(...await this.prepareSides());
    this.env = { ...process.env };
  }
  /** The environment the benchmark commands get (the selection's go list and cargo metadata too). */
  get childEnv() {
    return this.env;
  }
  /** The environment of one side's builds and runs: childEnv with what that side needs of its own. */
  envOf(side) {
    const own = this.sideEnv.get(side);
    return own ? { ...this.env, ...own } : this.env;
  }
  /** Fingerprints and builds the checked-out sides, and settles the filter. */
  async build() {
    const o = this.o;
    this.load.before = loadPerCore();
    for (const s of this.sides) {
      s.fingerprint = {
        machine: { ...machineInfo(), ...o.machineLabel ? { label: o.machineLabel } : {} },
        toolchain: await toolchainVersions(o.preset.toolchain, s.dir)
      };
    }
    const targets = await separateCargoTargets(o.preset, this.sides, this.env, o.roundTimeoutMs);
    this.sideEnv = targets.env;
    if (targets.note) o.log(targets.note);
    for (const s of this.sides) {
      o.log(`building ${s.side} (${s.commit.slice(0, 12)})`);
      await buildSide(o.preset, s.dir, s.side, this.envOf(s.side), o.roundTimeoutMs);
      await this.prebuild(s);
    }
    this.filter = o.filter || o.preset.filter.default;
    const last = this.sides.at(-1);
    if (o.shard)
      this.filter = await listShardFilter(o.preset, last.dir, this.filter, o.shard, this.envOf(last.side));
  }
  /**
   * One round: each side once, in ABBA order, with the tool filter given, or
   * as the narrowed runs that together select the benchmarks still open
   * (benchmark-filter.ts: Go packages, JMH -p lists); their results are one
   * round. A NarrowedRound keeps only the benchmarks it asks for (askedOnly).
   */
  async runRound(what, phase) {
    if (phase.index === 0) this.phaseStart = Date.now();
    const order = roundOrder(
      phase.index,
      this.sides.map((s) => s.side)
    );
    for (const [i, sideName] of order.entries()) {
      const s = this.sides.find((x) => x.side === sideName);
      const t = Date.now();
      s.rounds.push(await this.runSide(s, what));
      const done = phase.index * order.length + i + 1;
      const total = phase.total * order.length;
      const left = estimateRemaining(done, total, Date.now() - this.phaseStart);
      this.o.log(
        `${phase.label} ${phase.index + 1}/${phase.total} ${s.side}: ${formatDuration(Date.now() - t)} · elapsed ${formatDuration(Date.now() - this.started)}` + (done < total ? ` · about ${formatDuration(left)} left` : "")
      );
    }
  }
  /** Builds the side's programs once, so that no round asks the tool to check its build again. */
  async prebuild(s) {
    const o = this.o;
    if (!o.preset.prebuilt) return;
    this.programsDir ??= await mkdtemp(join4(o.worktreeParent ?? tmpdir(), "benchgate-programs-"));
    const t = Date.now();
    const outcome = await prebuildSide(o.preset, {
      projectDir: s.dir,
      side: s.side,
      env: this.envOf(s.side),
      timeoutMs: o.roundTimeoutMs,
      programsDir: this.programsDir
    });
    if ("unused" in outcome) {
      o.log(`${s.side}: every round runs the preset's command: ${outcome.unused}`);
      return;
    }
    this.programs.set(s.side, outcome.programs);
    o.log(
      `built ${s.side}'s ${outcome.programs.summary} once in ${formatDuration(Date.now() - t)}: every round runs them`
    );
  }
  async runSide(s, what) {
    if (typeof what === "string" || !("asked" in what)) return this.runSelection(s, what);
    const { kept, besides } = askedOnly(await this.runSelection(s, what.runs), what.asked);
    if (besides.length > 0) {
      (s.besidesByRound ??= [])[s.rounds.length] = besides.length;
      const why = [...new Set(what.runs.flatMap((r) => r.note ? [r.note] : []))].join("; ");
      this.o.log(
        `${s.side} round ${s.rounds.length + 1}: left out ${besides.length} benchmarks the round did not ask for${why ? ` (${why})` : ""}, kept in raw/: ${namesOf(besides)}`
      );
    }
    return kept;
  }
  async runSelection(s, what) {
    const context = {
      projectDir: s.dir,
      side: s.side,
      round: s.rounds.length + 1,
      rawDir: this.o.rawDir,
      timeoutMs: this.o.roundTimeoutMs,
      patternFormats: this.o.patternFormats,
      env: this.envOf(s.side)
    };
    const programs = this.programs.get(s.side);
    if (typeof what === "string")
      return runRound({ ...context, preset: programs?.presetFor() ?? this.o.preset, filter: what });
    const parts = [];
    for (const [i, run] of what.entries()) {
      parts.push(
        await runRound({
          ...context,
          preset: programs ? programs.presetFor(run) : applyNarrowedRun(this.o.preset, run),
          filter: run.filter,
          ...what.length > 1 ? { part: i + 1 } : {}
        })
      );
    }
    return mergeResults(parts);
  }
  /**
   * Warnings about the conditions of the run so far. Note: only the load
   * before the run counts: the load after includes the benchmarks benchgate
   * itself just ran.
   */
  conditions() {
    this.load.after = loadPerCore();
    const warnings = [];
    const same = this.sameCommitWarning();
    if (same) warnings.push(same);
    if (this.load.before > 0.5) {
      warnings.push(
        `the machine was busy: load average per core ${this.load.before.toFixed(2)} before and ${this.load.after.toFixed(2)} after the run; results are noisier than they need to be`
      );
    }
    const [first, second] = this.sides;
    if (first?.fingerprint && second?.fingerprint) {
      const diffs = fingerprintDifferences(first.fingerprint, second.fingerprint);
      if (diffs.length) warnings.push(`base and head ran under different environments: ${diffs.join("; ")}`);
    }
    return warnings;
  }
  /**
   * Base and head at one commit: what follows is an A/A run, and says so.
   * Note: a head that is the working tree may differ by uncommitted changes
   * only; with select: affected such a run runs nothing and passes.
   */
  sameCommitWarning() {
    const base2 = this.side("base");
    const head = this.side("head");
    if (!base2 || !head || base2.commit !== head.commit || !/^[0-9a-f]{7,64}$/i.test(base2.commit)) return;
    if (this.o.baseDir !== void 0 && base2.dir !== head.dir) return;
    const tree = this.o.headRef ? "" : " (head is its working tree: only uncommitted changes can differ)";
    return `A/A run: base and head are the same commit ${base2.commit.slice(0, 12)}${tree}; every difference reported is noise`;
  }
  side(name) {
    return this.sides.find((s) => s.side === name);
  }
  /** The programs the side built once (prebuilt.ts), which its rounds ran; undefined where they ran the preset's command. */
  programsOf(name) {
    return this.programs.get(name);
  }
  /** The name the tool's filter matches for a benchmark ("{suite}.{name}" for JMH). */
  filterKey(b) {
    return (this.o.preset.filter.qualify ?? "{name}").replace("{suite}", b.suite).replace("{name}", b.name);
  }
  /** Removes every worktree this session made; safe to call twice. */
  async close() {
    _AbSession.open.delete(this);
    const trees = this.trees.splice(0);
    const programsDir = this.programsDir;
    this.programsDir = void 0;
    await Promise.allSettled([
      ...trees.map((t) => t.remove()),
      ...programsDir ? [rm2(programsDir, { recursive: true, force: true })] : []
    ]);
  }
  async prepareSides() {
    const o = this.o;
    let root;
    const repo = async () => root ??= await repositoryRoot(o.cwd);
    const commitOf = (dir) => git(["rev-parse", "HEAD"], dir).catch(() => "working tree");
    const checkout = async (ref) => {
      const tree2 = await addWorktree(await repo(), await resolveCommit(ref, await repo()), o.worktreeParent);
      this.trees.push(tree2);
      return tree2;
    };
    let head;
    if (o.headRef) {
      const tree2 = await checkout(o.headRef);
      head = { side: "head", dir: join4(tree2.dir, o.workingDirectory), commit: tree2.commit, rounds: [] };
    } else {
      const dir = resolve(o.headDir ?? join4(await repo(), o.workingDirectory));
      head = { side: "head", dir, commit: await commitOf(dir), rounds: [] };
    }
    if (o.mode === "record") return [head];
    if (o.baseDir) {
      const dir = resolve(o.baseDir);
      return [{ side: "base", dir, commit: await commitOf(dir), rounds: [] }, head];
    }
    const baseCommit = o.baseRef ? await resolveCommit(o.baseRef, await repo()) : await defaultBase(await repo());
    const tree = await checkout(baseCommit);
    return [{ side: "base", dir: join4(tree.dir, o.workingDirectory), commit: baseCommit, rounds: [] }, head];
  }
};
function closeOpenSessions() {
  return AbSession.closeAll();
}
function namesOf(benchmarks) {
  const shown = benchmarks.slice(0, 5).map((b) => benchmarkLabel(b));
  return benchmarks.length > shown.length ? `${shown.join(", ")} and ${benchmarks.length - shown.length} more` : shown.join(", ");
}

// src/stats/round-scheduler.ts
function shouldRunAnotherRound(elapsedMs, budgetMs, lastRoundMs) {
  if (budgetMs === Infinity) return true;
  if (Number.isNaN(lastRoundMs)) return elapsedMs < budgetMs;
  return elapsedMs + lastRoundMs <= budgetMs;
}

// src/pipeline/sequential-rounds.ts
function isOpenRow(row, roundsDone, maxRounds) {
  if (!row.primary || row.verdict === "added" || row.verdict === "removed") return false;
  if (row.modes?.onRounds) return false;
  if (row.paired) return row.paired.state === "open" || row.paired.lookingForModes === true;
  return roundsDone < maxRounds;
}
function openBenchmarks(base2, head, judgement, roundsDone, maxRounds) {
  const comparison = compareResults(base2, head, judgement.policy, { betweenRounds: true });
  const open = /* @__PURE__ */ new Map();
  for (const row of comparison.rows) {
    if (!isOpenRow(row, roundsDone, maxRounds)) continue;
    const key = selectionKey(row);
    if (!open.has(key)) open.set(key, selectionIdentity(row));
  }
  return [...open.values()];
}
function only(results, keys) {
  return { ...results, benchmarks: results.benchmarks.filter((b) => keys.has(selectionKey(b))) };
}
function sequentialRounds(judgement, maxRounds) {
  let open;
  return {
    afterRound(roundIndex, base2, head) {
      const done = roundIndex + 1;
      if (done >= maxRounds) return { remaining: "all", stop: true };
      if (done < DEFAULT_SEQUENTIAL.minRounds) return { remaining: "all", stop: false };
      const [b, h] = open ? [only(base2, open), only(head, open)] : [base2, head];
      const remaining = openBenchmarks(b, h, judgement, done, maxRounds);
      open = new Set(remaining.map(selectionKey));
      return { remaining, stop: remaining.length === 0 };
    }
  };
}

// src/pipeline/reopened-rounds.ts
function rowsToReopen(flagged, after) {
  const keys = new Set(flagged.map(rowKey));
  return after.filter(
    (r) => keys.has(rowKey(r)) && r.primary && r.paired?.state === "inconclusive" && r.paired.early === true && r.paired.confirmationRounds !== void 0
  );
}
async function reopenedRounds(session, rows, at) {
  const judge = sequentialRounds(at.judgement, at.maxRounds);
  let what = narrowRound(at.preset, rows);
  let lastMs = Number.NaN;
  let ran = 0;
  for (let round = at.done; round < at.maxRounds; round++) {
    if (!shouldRunAnotherRound(Date.now() - at.clock.started, at.clock.budgetMs, lastMs)) {
      at.clock.ranOut = true;
      return {
        ran,
        stop: `the time budget ran out after ${ran} of the rounds run on for rows flagged early and not confirmed: they are judged on the rounds that ran`
      };
    }
    const t = Date.now();
    await session.runRound(what, { label: "run on", index: round, total: at.maxRounds });
    lastMs = Date.now() - t;
    ran++;
    const { base: base2, head } = at.soFar();
    const decision = judge.afterRound(round, base2, head);
    if (decision.stop) break;
    if (decision.remaining === "all") continue;
    if (decision.remaining.length === 0) break;
    what = narrowRound(at.preset, decision.remaining);
  }
  return { ran };
}

// src/pipeline/round-judge.ts
function fixedRounds(rounds) {
  return {
    afterRound: (roundIndex) => ({ remaining: "all", stop: roundIndex + 1 >= rounds })
  };
}

// src/select/unit-selection.ts
function isDocumentation(path) {
  const base2 = path.slice(path.lastIndexOf("/") + 1);
  return /\.(?:md|markdown|rst|adoc)$/i.test(base2) || /^(?:LICENSE|COPYING|AUTHORS|NOTICE)(?:\..*)?$/i.test(base2);
}
function dependsOn(origin) {
  return `depends on ${origin}, which changed`;
}
function reachDependents(changed, dependents) {
  const reason = /* @__PURE__ */ new Map();
  const origin = /* @__PURE__ */ new Map();
  const queue = [];
  for (const c of changed) {
    if (reason.has(c)) continue;
    reason.set(c, "changed");
    origin.set(c, c);
    queue.push(c);
  }
  for (let i = 0; i < queue.length; i++) {
    const from = queue[i];
    for (const d of dependents(from)) {
      if (reason.has(d)) continue;
      origin.set(d, origin.get(from));
      reason.set(d, dependsOn(origin.get(from)));
      queue.push(d);
    }
  }
  return reason;
}
function deepestOwner(file, byDir) {
  let dir = file;
  for (; ; ) {
    const slash = dir.lastIndexOf("/");
    dir = slash < 0 ? "" : dir.slice(0, slash);
    const owner = byDir.get(dir);
    if (owner !== void 0) return owner;
    if (dir === "") return void 0;
  }
}

// src/select/affected.ts
var NOT_AFFECTED = "not affected by this change";
function planSelection(input) {
  const all = (reason) => ({
    mode: "all",
    reason,
    run: [],
    benchmarks: [],
    notRun: []
  });
  const none = (reason) => ({
    mode: "none",
    reason,
    run: [],
    benchmarks: [],
    notRun: [{ what: "all benchmarks", reason }]
  });
  if (input.select === "all") return all("select: all");
  const { changed, config } = input;
  if (changed.length === 0) {
    const outside = input.outside?.length ?? 0;
    return none(
      outside > 0 ? `no file in the project directory changed (${outside} outside it)` : "no file changed between base and head"
    );
  }
  const always = config.alwaysRun.map((glob) => ({ glob, re: compilePathGlob(glob) }));
  for (const file of changed) {
    const hit = always.find((g) => g.re.test(file));
    if (hit) return all(`${file} matches always-run "${hit.glob}"`);
  }
  if (input.units?.selection.runAll) return all(input.units.selection.runAll);
  const benchmarks = ruleBenchmarks(changed, config);
  const ruled = new Set(benchmarks.flatMap((b) => b.files));
  const plannedGlobs = benchmarks.map(({ glob, reason }) => ({ glob, reason }));
  if (!input.units) {
    const code = changed.find((f) => !isDocumentation(f) && !ruled.has(f));
    if (code)
      return all(`${code} changed, and the ${input.runner} runner's build describes no units to narrow to`);
    if (plannedGlobs.length === 0) return none(noCode(changed));
    return {
      mode: "affected",
      reason: globsReason(plannedGlobs.length),
      run: [],
      benchmarks: plannedGlobs,
      notRun: []
    };
  }
  return planFromUnits(input.units, changed, plannedGlobs);
}
function planFromUnits(units, changed, globs) {
  const { kind, selection } = units;
  const run = [...selection.affected].map(([unit, reason2]) => ({ unit, reason: reason2 }));
  const notRun = selection.candidates.filter((c) => !selection.affected.has(c)).map((unit) => ({ what: `${kind} ${unit}`, reason: NOT_AFFECTED, unit }));
  if (run.length === 0 && globs.length === 0) {
    const owned = changed.filter((f) => !selection.unowned.includes(f));
    const reason2 = owned.length === 0 ? noCode(changed) : `no benchmark depends on the changed code (${listFiles(owned)})`;
    return { mode: "none", reason: reason2, run: [], benchmarks: [], notRun: [{ what: "all benchmarks", reason: reason2 }] };
  }
  const reason = [
    run.length > 0 ? `${run.length} of ${selection.candidates.length} ${kind}s with benchmarks affected` : "",
    globs.length > 0 ? globsReason(globs.length) : ""
  ].filter(Boolean).join("; ");
  return { mode: "affected", reason, unitKind: kind, run, benchmarks: globs, notRun };
}
function globsReason(n) {
  return `${n} benchmark glob${n === 1 ? "" : "s"} from paths rules`;
}
function ruleBenchmarks(changed, config) {
  const out = /* @__PURE__ */ new Map();
  config.paths.forEach((rule) => {
    const res = rule.paths.map((p) => ({ p, re: compilePathGlob(p) }));
    for (const file of changed) {
      const hit = res.find((r) => r.re.test(file));
      if (!hit) continue;
      for (const glob of rule.benchmarks) {
        const entry = out.get(glob) ?? { glob, reason: `${file} matches paths rule "${hit.p}"`, files: [] };
        entry.files.push(file);
        out.set(glob, entry);
      }
    }
  });
  return [...out.values()];
}
function noCode(changed) {
  return `no code changed: only ${listFiles(changed)}`;
}
function listFiles(files) {
  const shown = files.slice(0, 3).join(", ");
  return files.length > 3 ? `${shown} and ${files.length - 3} more` : shown;
}
function summarizeNotRun(plan, listedBenchmarks) {
  if (plan.mode === "all") return void 0;
  if (plan.mode === "none") return `no benchmarks run: ${plan.reason}`;
  const units = plan.notRun.filter((n) => n.unit !== void 0).length;
  if (units === 0) return void 0;
  const unitWord = `${units} ${plan.unitKind ?? "unit"}${units === 1 ? "" : "s"}`;
  if (listedBenchmarks === void 0) return `${unitWord} not run: ${NOT_AFFECTED}`;
  const benchWord = `${listedBenchmarks} benchmark${listedBenchmarks === 1 ? "" : "s"}`;
  return `${benchWord} not run: ${NOT_AFFECTED} (${unitWord})`;
}

// src/select/not-run-benchmarks.ts
async function listNotRunBenchmarks(preset, plan, projectDir, env) {
  const idle = plan.notRun.flatMap((n) => n.unit !== void 0 ? [n.unit] : []);
  if (plan.mode !== "affected" || idle.length === 0) return plan.mode === "affected" ? [] : void 0;
  switch (plan.unitKind) {
    case "Go package":
      return parseGoTestList(
        await list(`go test -list '^Benchmark' ${idle.map(shellQuote).join(" ")}`, projectDir, env)
      );
    case "Cargo package": {
      const criterion = preset.name === "criterion";
      const out = [];
      for (const crate of idle) {
        const targets = criterion ? ` --bench '*'` : "";
        const stdout = await list(
          `cargo bench --quiet -p ${shellQuote(crate)}${targets} -- --list`,
          projectDir,
          env
        );
        for (const line of stdout.split("\n")) {
          const m = /^(.+): (?:benchmark|bench)$/.exec(line.trim());
          if (m) out.push({ unit: crate, name: m[1] });
        }
      }
      return out;
    }
    default:
      return void 0;
  }
}
async function list(command, cwd, env) {
  const r = await execShell(command, { cwd, env, timeoutMs: 10 * 6e4 });
  if (r.code !== 0)
    throw new Error(`listing the benchmarks not run failed: ${command}
${r.tail.join("\n")}`);
  return r.stdout;
}
function parseGoTestList(stdout) {
  const out = [];
  let pending = [];
  for (const raw of stdout.split("\n")) {
    const line = raw.trim();
    const done = /^(?:ok|\?)\s+(\S+)/.exec(line);
    if (done) {
      out.push(...pending.map((name) => ({ unit: done[1], name })));
      pending = [];
    } else if (/^Benchmark\S*$/.test(line)) {
      pending.push(line);
    }
  }
  return out;
}

// src/select/plan-runs.ts
function planRuns(preset, plan, userFilter) {
  if (plan.mode === "none") return [];
  if (plan.mode === "all") return "as-configured";
  const filter = userFilter || preset.filter.default;
  const units = plan.run.map((r) => r.unit);
  const idle = plan.notRun.flatMap((n) => n.unit !== void 0 ? [n.unit] : []);
  const globs = plan.benchmarks.map((b) => b.glob);
  const runs = [];
  switch (plan.unitKind) {
    case "Go package": {
      if (!/(^|\s)\.\/\.\.\.(\s|$)/.test(preset.run)) return "as-configured";
      if (units.length > 0) runs.push({ filter, packages: units, extraArgs: [] });
      if (globs.length > 0 && idle.length > 0)
        runs.push({ filter: goBenchGlobPattern(globs), packages: idle, extraArgs: [] });
      return runs;
    }
    case "Cargo package": {
      const dashP = (crates) => crates.flatMap((c) => ["-p", c]);
      if (units.length > 0) runs.push({ filter, extraArgs: [], toolArgs: dashP(units) });
      if (globs.length > 0 && idle.length > 0) {
        const exact = preset.name === "criterion";
        runs.push({
          filter: exact ? globAlternation(globs) : filter,
          extraArgs: [],
          toolArgs: dashP(idle),
          ...exact ? {} : { note: "libtest cannot match globs: every benchmark of these crates runs" }
        });
      }
      return runs;
    }
    case "module":
      if (units.length > 0) return "as-configured";
      return [{ filter: globAlternation(globs), extraArgs: [] }];
    case void 0:
      return [{ filter: globAlternation(globs), extraArgs: [] }];
    default: {
      const never = plan.unitKind;
      throw new Error(`unhandled unit kind ${String(never)}`);
    }
  }
}
function globRegex(glob) {
  return glob.split("*").map((part) => part.split("?").map(escapeRegex).join(".")).join(".*");
}
function globAlternation(globs) {
  return `^(?:${[...new Set(globs)].sort().map(globRegex).join("|")})$`;
}
function goBenchGlobPattern(globs) {
  return [...new Set(globs)].sort().map(
    (g) => g.split("/").map((level) => `^${globRegex(level)}$`).join("/")
  ).join("|");
}

// src/select/build-modules.ts
import { existsSync as existsSync2, readFileSync as readFileSync3 } from "node:fs";
import { join as join5 } from "node:path";
function readBuildModules(projectDir, kind) {
  return kind === "maven" ? readMavenModules(projectDir) : readGradleModules(projectDir);
}
function readMavenModules(projectDir) {
  const root = readPom(projectDir, "");
  if (root.modules.length === 0) return void 0;
  const modules = [];
  const visit = (dir, seen) => {
    const pom = readPom(projectDir, dir);
    if (dir !== "")
      modules.push({
        name: pom.artifactId,
        dir,
        dependsOn: pom.dependencies,
        hasBenches: pom.hasJmh || existsSync2(join5(projectDir, dir, "src/jmh"))
      });
    for (const m of pom.modules) {
      const child = normalize(dir === "" ? m : `${dir}/${m}`);
      if (!seen.has(child)) visit(child, seen.add(child));
    }
  };
  visit("", /* @__PURE__ */ new Set([""]));
  const names = new Set(modules.map((m) => m.name));
  return modules.map((m) => ({ ...m, dependsOn: m.dependsOn.filter((d) => names.has(d) && d !== m.name) }));
}
function readPom(projectDir, dir) {
  const file = join5(projectDir, dir, "pom.xml");
  if (!existsSync2(file)) throw new Error(`${file}: a module named in <modules> has no pom.xml`);
  const xml = readFileSync3(file, "utf8").replace(/<!--[\s\S]*?-->/g, "");
  const own = xml.replace(/<(parent|build|dependencyManagement|profiles|reporting)>[\s\S]*?<\/\1>/g, "");
  const artifactId = /<artifactId>\s*([^<\s]+)\s*<\/artifactId>/.exec(own)?.[1];
  if (!artifactId) throw new Error(`${file}: no <artifactId>`);
  const dependencies = [...own.matchAll(/<dependency>([\s\S]*?)<\/dependency>/g)].flatMap((d) => {
    const id = /<artifactId>\s*([^<\s]+)\s*<\/artifactId>/.exec(d[1])?.[1];
    return id ? [id] : [];
  });
  const modulesBlock = /<modules>([\s\S]*?)<\/modules>/.exec(own)?.[1] ?? "";
  const modules = [...modulesBlock.matchAll(/<module>\s*([^<]+?)\s*<\/module>/g)].map((m) => m[1]);
  return { artifactId, dependencies, modules, hasJmh: dependencies.includes("jmh-core") };
}
function readGradleModules(projectDir) {
  const settings = ["settings.gradle.kts", "settings.gradle"].map((f) => join5(projectDir, f)).find(existsSync2);
  if (!settings) return void 0;
  const text = readFileSync3(settings, "utf8").replace(/\/\/.*$/gm, "");
  const paths = /* @__PURE__ */ new Set();
  for (const stmt of text.matchAll(/\binclude\b\s*\(?([^\n)]*)/g))
    for (const q of stmt[1].matchAll(/["']([^"']+)["']/g))
      paths.add(q[1].startsWith(":") ? q[1] : `:${q[1]}`);
  if (paths.size === 0) return void 0;
  return [...paths].sort().map((name) => {
    const dir = name.slice(1).split(":").join("/");
    const script = ["build.gradle.kts", "build.gradle"].map((f) => join5(projectDir, dir, f)).find(existsSync2);
    const body = script ? readFileSync3(script, "utf8") : "";
    const deps = [...body.matchAll(/project\(\s*(?:path\s*[:=]\s*)?["'](:[^"']+)["']/g)].map((m) => m[1]);
    return {
      name,
      dir,
      dependsOn: [...new Set(deps)].filter((d) => paths.has(d) && d !== name).sort(),
      hasBenches: /\bjmh\b/.test(body) || existsSync2(join5(projectDir, dir, "src/jmh"))
    };
  });
}
var ROOT_BUILD_FILES = /^(?:pom\.xml|settings\.gradle(?:\.kts)?|build\.gradle(?:\.kts)?|gradle\.properties|gradle\/.*|\.mvn\/.*|gradlew(?:\.bat)?|mvnw(?:\.cmd)?)$/;
var JVM_SOURCE = /\.(?:java|kt|kts|scala|groovy|gradle)$/;
function selectBuildModules(changed, sides) {
  const modules = sides.flat();
  const byDir = new Map(modules.map((m) => [m.dir, m.name]));
  const withBenches = [...new Set(modules.filter((m) => m.hasBenches).map((m) => m.name))].sort();
  const candidates = withBenches.length > 0 ? withBenches : [...new Set(modules.map((m) => m.name))].sort();
  const changedModules = /* @__PURE__ */ new Set();
  const unowned = [];
  for (const file of changed) {
    if (ROOT_BUILD_FILES.test(file))
      return {
        runAll: `${file} changed: the build of every module`,
        candidates,
        affected: /* @__PURE__ */ new Map(),
        unowned: []
      };
    const owner = file.split("/").some((s) => s.startsWith(".")) ? void 0 : deepestOwner(file, byDir);
    if (owner !== void 0 && !isDocumentation(file)) changedModules.add(owner);
    else if (JVM_SOURCE.test(file))
      return {
        runAll: `${file} is source in no module the build describes`,
        candidates,
        affected: /* @__PURE__ */ new Map(),
        unowned: []
      };
    else unowned.push(file);
  }
  const dependents = /* @__PURE__ */ new Map();
  for (const m of modules)
    for (const d of m.dependsOn) dependents.set(d, (dependents.get(d) ?? /* @__PURE__ */ new Set()).add(m.name));
  const reached = reachDependents([...changedModules].sort(), (u) => [...dependents.get(u) ?? []].sort());
  return {
    candidates,
    affected: new Map(candidates.filter((c) => reached.has(c)).map((c) => [c, reached.get(c)])),
    unowned
  };
}
function normalize(path) {
  const out = [];
  for (const seg of path.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") out.pop();
    else out.push(seg);
  }
  return out.join("/");
}

// src/select/cargo-crates.ts
import { dirname as dirname2, relative } from "node:path";
async function listCargoCrates(projectDir, env) {
  const command = "cargo metadata --format-version 1 --no-deps --offline";
  const r = await execShell(command, { cwd: projectDir, env, timeoutMs: 5 * 6e4 });
  if (r.code !== 0) throw new Error(`reading the Cargo workspace failed: ${command}
${r.tail.join("\n")}`);
  return parseCargoMetadata(r.stdout, projectDir);
}
function parseCargoMetadata(stdout, projectDir) {
  let meta;
  try {
    meta = JSON.parse(stdout);
  } catch (err) {
    throw new Error(`cargo metadata printed no JSON: ${err.message}`);
  }
  if (!Array.isArray(meta.packages) || !Array.isArray(meta.workspace_members))
    throw new Error('cargo metadata: expected "packages" and "workspace_members"');
  const rel = (abs) => relative(projectDir, abs).split("\\").join("/");
  const members = new Set(meta.workspace_members);
  return meta.packages.filter((p) => members.has(p.id)).map((p) => ({
    name: p.name,
    dir: rel(dirname2(p.manifest_path)),
    dependsOnDirs: [...new Set(p.dependencies.flatMap((d) => d.path ? [rel(d.path)] : []))].sort(),
    hasBenches: p.targets.some((t) => t.kind.includes("bench"))
  })).sort((a, b) => a.name < b.name ? -1 : 1);
}
var WORKSPACE_FILES = /^(?:Cargo\.lock|rust-toolchain(?:\.toml)?|\.cargo\/config(?:\.toml)?)$/;
function selectCargoCrates(changed, sides) {
  const crates = sides.flat();
  const byDir = new Map(crates.map((c) => [c.dir, c.name]));
  const benchCrates = [...new Set(crates.filter((c) => c.hasBenches).map((c) => c.name))].sort();
  const candidates = benchCrates.length > 0 ? benchCrates : [...new Set(crates.map((c) => c.name))].sort();
  const changedCrates = /* @__PURE__ */ new Set();
  const unowned = [];
  for (const file of changed) {
    const base2 = file.slice(file.lastIndexOf("/") + 1);
    if (WORKSPACE_FILES.test(file) || base2 === "build.rs" || file === "Cargo.toml" && !byDir.has("")) {
      return {
        runAll: `${file} changed: it can change every crate's build`,
        candidates,
        affected: /* @__PURE__ */ new Map(),
        unowned: []
      };
    }
    const hidden = file.split("/").some((segment) => segment.startsWith("."));
    const owner = hidden ? void 0 : deepestOwner(file, byDir);
    if (owner !== void 0 && !isDocumentation(file)) changedCrates.add(owner);
    else if (file.endsWith(".rs"))
      return {
        runAll: `${file} is Rust source in no workspace member`,
        candidates,
        affected: /* @__PURE__ */ new Map(),
        unowned: []
      };
    else unowned.push(file);
  }
  const dependents = /* @__PURE__ */ new Map();
  for (const c of crates)
    for (const dir of c.dependsOnDirs) {
      const dep = byDir.get(dir);
      if (dep !== void 0) dependents.set(dep, (dependents.get(dep) ?? /* @__PURE__ */ new Set()).add(c.name));
    }
  const reached = reachDependents([...changedCrates].sort(), (u) => [...dependents.get(u) ?? []].sort());
  const affected = new Map(candidates.filter((c) => reached.has(c)).map((c) => [c, reached.get(c)]));
  return { candidates, affected, unowned };
}

// src/select/changed-paths.ts
async function listChangedPaths(repoDir, base2, head) {
  const out = await git(["diff", "--name-only", "--no-renames", "-z", `${base2}...${head}`, "--"], repoDir);
  return out.split("\0").filter((p) => p !== "");
}
function splitByProject(paths, workingDirectory) {
  const prefix = workingDirectory.replace(/^\.\/?/, "").replace(/\/+$/, "");
  if (prefix === "") return { inside: [...paths], outside: [] };
  const inside = [];
  const outside = [];
  for (const p of paths) {
    if (p.startsWith(`${prefix}/`)) inside.push(p.slice(prefix.length + 1));
    else outside.push(p);
  }
  return { inside, outside };
}

// src/select/go-affected.ts
var MODULE_FILES = /* @__PURE__ */ new Set(["go.mod", "go.sum", "go.work", "go.work.sum"]);
var BUILD_SOURCE = /\.(?:go|c|h|cc|cpp|cxx|hh|hpp|hxx|m|s|S|sx|f|F|for|f90|swig|swigcxx|syso)$/;
function selectGoPackages(changed, sides) {
  const packages = sides.flat();
  const changedPackages = /* @__PURE__ */ new Set();
  const unowned = [];
  for (const file of changed) {
    const name = base(file);
    if (MODULE_FILES.has(name) || file === "vendor/modules.txt") {
      return runAll(`${file} changed: the module's dependencies or Go version`, packages);
    }
    const owners = packages.filter((p) => ownsFile(p, file));
    if (owners.length > 0) {
      for (const p of owners) changedPackages.add(p.importPath);
    } else if (BUILD_SOURCE.test(file)) {
      return runAll(`${file} is Go source in no package that go list ./... shows`, packages);
    } else {
      unowned.push(file);
    }
  }
  const affected = /* @__PURE__ */ new Map();
  for (const p of packages) {
    if (!p.testDeps || affected.has(p.importPath)) continue;
    if (changedPackages.has(p.importPath)) affected.set(p.importPath, "changed");
    else {
      const origin = p.testDeps.find((d) => changedPackages.has(d));
      if (origin) affected.set(p.importPath, dependsOn(origin));
    }
  }
  return { candidates: candidatesOf(packages), affected: sortMap(affected), unowned };
}
function ownsFile(p, file) {
  const slash = file.lastIndexOf("/");
  const dir = slash < 0 ? "" : file.slice(0, slash);
  if (dir === p.dir) return p.embeds.includes(file) || !(isDocumentation(file) || base(file).startsWith("."));
  if (p.embeds.includes(file)) return true;
  const testdata = p.dir === "" ? "testdata/" : `${p.dir}/testdata/`;
  return file.startsWith(testdata);
}
function base(file) {
  return file.slice(file.lastIndexOf("/") + 1);
}
function runAll(reason, packages) {
  return { runAll: reason, candidates: candidatesOf(packages), affected: /* @__PURE__ */ new Map(), unowned: [] };
}
function candidatesOf(packages) {
  return [...new Set(packages.filter((p) => p.testDeps).map((p) => p.importPath))].sort();
}
function sortMap(m) {
  return new Map([...m].sort(([a], [b]) => a < b ? -1 : 1));
}

// src/select/go-packages.ts
import { relative as relative2 } from "node:path";
var SEP = ";";
var FIELD = "	";
var FORMAT = [
  "{{.ImportPath}}",
  "{{.Dir}}",
  `{{join .EmbedFiles "${SEP}"}}${SEP}{{join .TestEmbedFiles "${SEP}"}}${SEP}{{join .XTestEmbedFiles "${SEP}"}}`,
  `{{join .Deps "${SEP}"}}`
].join(FIELD);
async function listGoPackages(projectDir, env) {
  const command = `go list -e -test -f ${shellQuote(FORMAT)} ./...`;
  const r = await execShell(command, { cwd: projectDir, env, timeoutMs: 5 * 6e4 });
  if (r.code !== 0) throw new Error(`listing Go packages failed: ${command}
${r.tail.join("\n")}`);
  return parseGoList(r.stdout, projectDir);
}
function parseGoList(stdout, projectDir) {
  const plain = /* @__PURE__ */ new Map();
  const testMains = [];
  const variants = [];
  for (const line of stdout.split("\n")) {
    if (line.trim() === "") continue;
    const [importPath = "", dir = "", embeds = "", deps = ""] = line.split(FIELD);
    const rel = relative2(projectDir, dir).split("\\").join("/");
    const embedded = embeds.split(SEP).filter((e) => e !== "").map((e) => rel ? `${rel}/${e}` : e);
    if (importPath.endsWith(".test") && !importPath.includes(" ")) {
      testMains.push({ pkg: importPath.slice(0, -".test".length), deps: deps.split(SEP).map(stripVariant) });
    } else if (importPath.includes(" [")) {
      variants.push({ owner: stripVariant(importPath).replace(/_test$/, ""), embeds: embedded });
    } else {
      plain.set(importPath, { importPath, dir: rel, embeds: embedded });
    }
  }
  for (const { owner, embeds } of variants) {
    const p = plain.get(owner);
    if (p) p.embeds = [.../* @__PURE__ */ new Set([...p.embeds, ...embeds])].sort();
  }
  for (const { pkg, deps } of testMains) {
    const p = plain.get(pkg);
    if (p) p.testDeps = [.../* @__PURE__ */ new Set([pkg, ...deps.filter((d) => plain.has(d))])].sort();
  }
  return [...plain.values()].sort((a, b) => a.importPath < b.importPath ? -1 : 1);
}
function stripVariant(importPath) {
  const i = importPath.indexOf(" [");
  return i < 0 ? importPath : importPath.slice(0, i);
}

// src/select/select-affected.ts
async function selectAffected(o) {
  const base2 = { select: o.select, config: o.config, runner: o.runner };
  if (o.select === "all") return planSelection({ ...base2, changed: [] });
  let changed;
  try {
    changed = await listChangedPaths(o.repoDir, o.base, o.head);
  } catch (err) {
    if (!(err instanceof GitError)) throw err;
    return {
      mode: "all",
      reason: `the changed files are unknown: ${err.message}`,
      run: [],
      benchmarks: [],
      notRun: []
    };
  }
  const { inside, outside } = splitByProject(changed, o.workingDirectory);
  const input = { ...base2, changed: inside, outside };
  if (inside.length > 0) {
    const units = await analyzeUnits(o, inside);
    if (units) input.units = units;
  }
  return planSelection(input);
}
async function analyzeUnits(o, changed) {
  switch (o.runner) {
    case "go": {
      const sides = await Promise.all(o.sideDirs.map((d) => listGoPackages(d, o.env)));
      return { kind: "Go package", selection: selectGoPackages(changed, sides) };
    }
    case "criterion":
    case "libtest": {
      const sides = await Promise.all(o.sideDirs.map((d) => listCargoCrates(d, o.env)));
      return { kind: "Cargo package", selection: selectCargoCrates(changed, sides) };
    }
    case "jmh-maven":
    case "jmh-gradle": {
      const kind = o.runner === "jmh-maven" ? "maven" : "gradle";
      const sides = o.sideDirs.map((d) => readBuildModules(d, kind));
      if (sides.every((s) => s === void 0)) return void 0;
      return {
        kind: "module",
        selection: selectBuildModules(
          changed,
          sides.map((s) => s ?? [])
        )
      };
    }
    default:
      return void 0;
  }
}

// src/pipeline/select-benchmarks.ts
async function selectBenchmarks(session, o) {
  const base2 = session.side("base");
  const head = session.side("head");
  if (!o.select || o.mode === "record" || !base2 || o.baseDir || o.headDir) return { runs: "as-configured" };
  const plan = await selectAffected({
    repoDir: o.cwd,
    base: base2.commit,
    head: head.commit,
    workingDirectory: o.workingDirectory,
    sideDirs: [base2.dir, head.dir],
    runner: o.preset.name,
    select: o.select.mode,
    config: o.select.config,
    env: session.childEnv
  });
  const runs = planRuns(o.preset, plan, o.filter);
  if (plan.mode === "all") {
    if (o.select.mode === "affected") o.log(`selection: every benchmark runs: ${plan.reason}`);
    return { runs: "as-configured", ...o.select.mode === "affected" ? { summary: summaryOf(plan) } : {} };
  }
  const listed = await listNotRunBenchmarks(o.preset, plan, head.dir, session.childEnv);
  const summary = summaryOf(plan, listed);
  o.log(`selection: ${summary.line ?? plan.reason}`);
  return { runs: runs === "as-configured" ? runs : runs.length === 0 ? "nothing" : runs, summary };
}
function summaryOf(plan, listed) {
  const line = summarizeNotRun(plan, listed?.length);
  const notRun = listed ? [
    ...listed.map((b) => ({ unit: b.unit, name: b.name, reason: reasonOfUnit(plan, b.unit) })),
    ...plan.notRun.filter((n) => n.unit === void 0).map((n) => ({ reason: `${n.what}: ${n.reason}` }))
  ] : plan.notRun.map(
    (n) => n.unit !== void 0 ? { unit: n.unit, reason: n.reason } : { reason: `${n.what}: ${n.reason}` }
  );
  return {
    mode: plan.mode,
    reason: plan.reason,
    ...line ? { line } : {},
    ran: plan.run,
    notRun
  };
}
function reasonOfUnit(plan, unit) {
  return plan.notRun.find((n) => n.unit === unit)?.reason ?? plan.reason;
}

// src/pipeline/side-results.ts
function sideResults(s, preset, load, design) {
  const perRound = preset.repetitions.samples === "median" ? s.rounds.map(roundMedians) : s.rounds;
  const asSamples = perRound.length > 1 ? perRound.map(summariesAsSamples) : perRound;
  const merged = mergeResults(asSamples.map(tagRound));
  const {
    maxRounds: _m,
    confirmFrom: _c,
    reopenFrom: _o,
    sequentialAlpha: _a,
    runCost: _r,
    noisePrior: _p,
    earlyFlagsConfirmed: _e,
    ...measured
  } = merged.context;
  merged.context = {
    ...measured,
    commit: s.commit,
    ...s.fingerprint ? {
      machine: { ...hardwareOnly(measured.machine), ...s.fingerprint.machine },
      toolchain: s.fingerprint.toolchain
    } : {},
    runner: preset.name,
    rounds: s.rounds.length,
    ...design ? { maxRounds: design.maxRounds } : {},
    ...design?.confirmFrom !== void 0 ? { confirmFrom: design.confirmFrom } : {},
    ...design?.reopenFrom !== void 0 ? { reopenFrom: design.reopenFrom } : {},
    ...design?.alpha !== void 0 ? { sequentialAlpha: design.alpha } : {},
    ...design?.cost ? { runCost: design.cost } : {},
    ...design?.prior ? { noisePrior: design.prior } : {},
    ...design?.earlyFlagsConfirmed === false ? { earlyFlagsConfirmed: false } : {},
    repetitions: `${preset.repetitions.perRound} ${preset.repetitions.unit} per round`,
    load: { before: round2(load.before), after: round2(load.after) }
  };
  return merged;
}
function benchmarkRuns(sides) {
  let runs = 0;
  for (const side of sides) {
    for (const [i, round] of (side?.rounds ?? []).entries())
      runs += round.benchmarks.length + (side?.besidesByRound?.[i] ?? 0);
  }
  return runs;
}
function tagRound(r, index) {
  return {
    ...r,
    benchmarks: r.benchmarks.map((b) => ({
      ...b,
      metrics: b.metrics.map((m) => m.samples.length ? { ...m, rounds: m.samples.map(() => index) } : m)
    }))
  };
}
function roundMedians(r) {
  return {
    ...r,
    benchmarks: r.benchmarks.map((b) => ({
      ...b,
      metrics: b.metrics.map((m) => m.samples.length > 1 ? { ...m, samples: [median(m.samples)] } : m)
    }))
  };
}
function summariesAsSamples(r) {
  return {
    ...r,
    benchmarks: r.benchmarks.map((b) => ({
      ...b,
      metrics: b.metrics.map(
        (m) => m.samples.length === 0 && m.summary ? {
          unit: m.unit,
          ...m.name !== void 0 ? { name: m.name } : {},
          direction: m.direction,
          samples: [m.summary.center]
        } : m
      )
    }))
  };
}
function round2(x) {
  return Math.round(x * 100) / 100;
}
function hardwareOnly(machine) {
  const { label: _label, ...hardware } = machine ?? {};
  return hardware;
}

// src/pipeline/profile-step.ts
import { mkdir as mkdir5, writeFile as writeFile4 } from "node:fs/promises";
import { join as join8 } from "node:path";

// src/profile/run-profiles.ts
import { mkdir as mkdir4, writeFile as writeFile3 } from "node:fs/promises";
import { join as join7 } from "node:path";

// src/profile/capture.ts
function measureUnsupported(profiler, measure) {
  if ((profiler.measures ?? ["cpu"]).includes(measure)) return void 0;
  return `${profiler.name} samples CPU time, not allocations; an allocation profile for this harness is not built (docs/profiles.md)`;
}
var CaptureError = class extends Error {
};
var CaptureTimeout = class extends CaptureError {
  constructor(timeoutMs) {
    super(`the profiled run timed out after ${Math.round(timeoutMs / 1e3)}s`);
    this.timeoutMs = timeoutMs;
  }
  timeoutMs;
};

// src/profile/measure.ts
var MEMORY_UNITS = {
  "B/op": "alloc_space",
  "allocs/op": "alloc_objects"
};
var MEMORY_METRIC = /^gc\.(alloc\.rate|count|time)$/;
function isPerOperationAllocation(row) {
  return row.unit in MEMORY_UNITS;
}
function measureOf(row) {
  const byUnit = MEMORY_UNITS[row.unit];
  if (byUnit) return byUnit;
  return row.metric !== void 0 && MEMORY_METRIC.test(row.metric) ? "alloc_space" : "cpu";
}

// src/profile/plan.ts
function planProfiles(c, s, only2) {
  const judged = (r) => !r.waived && r.tier !== "shadow";
  const byChange = (a, b) => Math.abs(b.change ?? 0) - Math.abs(a.change ?? 0);
  const wanted = only2 ? c.rows.filter(only2).sort(byChange) : [
    ...c.rows.filter((r) => r.verdict === "regression" && judged(r)).sort(byChange),
    ...s.improvements ? c.rows.filter((r) => r.verdict === "improvement" && judged(r)).sort(byChange) : []
  ];
  const keyOf = (row) => JSON.stringify([row.suite, row.name, row.params, row.procs, row.mode, measureOf(row)]);
  const carriers = /* @__PURE__ */ new Map();
  for (const row of wanted) {
    const key = keyOf(row);
    const carrier = carriers.get(key);
    if (!carrier || isPerOperationAllocation(row) && !isPerOperationAllocation(carrier))
      carriers.set(key, row);
  }
  const rows = [];
  const skipped = [];
  const placed = /* @__PURE__ */ new Map();
  for (const row of wanted) {
    const key = keyOf(row);
    const carrier = carriers.get(key);
    if (!placed.has(key)) {
      placed.set(key, rows.length < s.maxRows);
      if (placed.get(key)) rows.push(carrier);
    }
    if (!placed.get(key))
      skipped.push({
        row,
        reason: `beyond profile-max-rows (${s.maxRows}): smaller changes than the rows profiled`
      });
    else if (row !== carrier) skipped.push({ row, reason: `profiled with ${rowTitle(carrier)}` });
  }
  return { rows, skipped };
}
function rowTitle(r) {
  const name = [r.name, ...paramsBeyondName(r)].join("/");
  return `${r.suite ? `${r.suite} ` : ""}${name} (${r.metric ?? r.unit})`;
}

// src/profile/time-per-op.ts
var TIME = /^(ps|ns|us|µs|ms|s|sec)(\/(op|iter))?$/;
var RATE = /^ops\/(ns|us|µs|ms|s|min)$/;
function timePerOpOf(c, row) {
  const siblings = [row, ...c.rows.filter((r) => r !== row && sameBenchmark(r, row) && !r.metric)];
  for (const r of siblings) {
    if (!r.base || !r.head || !(r.base.center > 0) || !(r.head.center > 0)) continue;
    if (TIME.test(r.unit)) return { unit: r.unit, base: r.base.center, head: r.head.center };
    const rate = RATE.exec(r.unit);
    if (rate) return { unit: `${rate[1]}/op`, base: 1 / r.base.center, head: 1 / r.head.center };
  }
  return void 0;
}
function sharesAsTime(p, timePerOp, unit) {
  if (p.unit !== "%") return p;
  return { ...p, unit, stacks: p.stacks.map((s) => ({ ...s, value: s.value / 100 * timePerOp })) };
}
function sameBenchmark(a, b) {
  return a.suite === b.suite && a.name === b.name && a.mode === b.mode && a.procs === b.procs && JSON.stringify(a.params) === JSON.stringify(b.params);
}

// src/profile/capture-go.ts
import { readFile, rm as rm3, stat } from "node:fs/promises";
import { resolve as resolve2 } from "node:path";

// src/process/shell-words.ts
function shellWords(text) {
  const words = [];
  let word;
  const refuse = (what, at) => ({
    reason: `${what} at character ${at + 1} of "${text}" is shell syntax, not a plain word`
  });
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (/\s/.test(c)) {
      if (word !== void 0) words.push(word);
      word = void 0;
    } else if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) return { reason: `the quote at character ${i + 1} of "${text}" is not closed` };
      word = (word ?? "") + text.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      let quoted = "";
      let j = i + 1;
      for (; j < text.length && text[j] !== '"'; j++) {
        const q = text[j];
        if (q === "`" || q === "$" && !literalDollar(text[j + 1])) return refuse(q, j);
        if (q === "\\" && j + 1 < text.length && '"\\$`\n'.includes(text[j + 1])) quoted += text[++j];
        else quoted += q;
      }
      if (j >= text.length) return { reason: `the quote at character ${i + 1} of "${text}" is not closed` };
      word = (word ?? "") + quoted;
      i = j;
    } else if (c === "\\") {
      if (i + 1 >= text.length) return { reason: `"${text}" ends in a backslash` };
      word = (word ?? "") + text[++i];
    } else if (c === "$" && literalDollar(text[i + 1])) {
      word = (word ?? "") + c;
    } else if ("$`;&|<>()*?[".includes(c) || (c === "#" || c === "~") && word === void 0) {
      return refuse(c, i);
    } else {
      word = (word ?? "") + c;
    }
  }
  if (word !== void 0) words.push(word);
  return { words };
}
function literalDollar(next) {
  return next === void 0 || /\s/.test(next) || next === '"';
}

// src/profile/go-profile-args.ts
var PROFILE_SETS = /* @__PURE__ */ new Map([
  ["bench", true],
  ["benchtime", true],
  ["count", true],
  ["cpu", true],
  ["run", true],
  ["skip", true],
  ["list", true],
  ["o", true],
  ["cpuprofile", true],
  ["memprofile", true],
  ["memprofilerate", true],
  ["blockprofile", true],
  ["blockprofilerate", true],
  ["mutexprofile", true],
  ["mutexprofilefraction", true],
  ["trace", true],
  ["coverprofile", true],
  ["outputdir", true],
  ["fuzz", true],
  ["fuzztime", true],
  ["fuzzminimizetime", true],
  ["benchmem", false],
  ["json", false],
  ["c", false]
]);
function goProfileArgs(args) {
  const split = shellWords(args ?? "");
  if ("reason" in split) return split;
  const flags = [];
  const words = split.words;
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const m = /^--?(?:test\.)?([\w.]+)(=.*)?$/.exec(word);
    if (m?.[1] === "args" && m[2] === void 0) return { flags, programArgs: words.slice(i + 1) };
    const takesValue = m ? PROFILE_SETS.get(m[1]) : void 0;
    if (takesValue === void 0) {
      flags.push(word);
      continue;
    }
    if (takesValue && m[2] === void 0) i++;
  }
  return { flags, programArgs: [] };
}

// src/profile/capture-go.ts
var MEMORY_MAX_OPS = 5e3;
var goProfiler = {
  name: "go test -cpuprofile / -memprofile",
  measures: ["cpu", "alloc_space", "alloc_objects"],
  // The report names the profile a row got, not both (-test.cpuprofile where the test binary ran is the same profile).
  toolFor: (measure) => measure === "cpu" ? "go test -cpuprofile" : "go test -memprofile",
  async capture(r) {
    const run = narrowRuns(r.preset, [r.benchmark])[0];
    if (!run?.packages || run.packages.length !== 1)
      throw new CaptureError(
        'the benchmark has no package ("pkg:" line): go test cannot profile every package at once'
      );
    const measure = measureOf(r);
    const memory = measure === "cpu" ? void 0 : measure;
    const benchtime = memory && !r.nsPerOp ? `${MEMORY_MAX_OPS}x` : r.nsPerOp && r.nsPerOp > 0 ? `${Math.max(1, Math.min(memory ? MEMORY_MAX_OPS : 1e9, Math.round(r.runMs * 1e6 / r.nsPerOp)))}x` : `${r.runMs}ms`;
    const file = resolve2(`${r.stem}.pprof`);
    const runFlags = [
      ...memory ? ["-memprofile", file, "-memprofilerate", "1"] : ["-cpuprofile", file],
      // The row's GOMAXPROCS: the rounds may have run it at several (-cpu 1,2).
      ...r.procs !== void 0 ? ["-cpu", String(r.procs)] : []
    ];
    const how = r.programs ? "the test binary" : "go test";
    const kept = goProfileArgs(r.programs ? r.programs.presetFor().args : r.preset.args);
    const userArgs = "reason" in kept ? { flags: [], programArgs: [] } : kept;
    const command = r.programs ? testBinaryCommand(r.programs, run, benchtime, userArgs.flags, runFlags) : goTestCommand(run, benchtime, userArgs, runFlags, `${r.stem}.test`);
    const result = await execShell(command, {
      cwd: r.dir,
      env: { ...r.env, ...r.preset.env },
      timeoutMs: r.timeoutMs
    }).finally(() => rm3(`${r.stem}.test`, { force: true }));
    if (result.timedOut) throw new CaptureTimeout(r.timeoutMs);
    if (result.code !== 0)
      throw new CaptureError(
        `${how} with a profile failed (exit ${result.code}): ${result.tail.slice(-3).join(" / ")}`
      );
    const ops = benchmarkN(result.stdout);
    if (ops === void 0) throw new CaptureError("the profiled run printed no benchmark line");
    const size = (await stat(file)).size;
    if (size > PROFILE_MAX_BYTES) throw new CaptureError(`${file} is larger than ${PROFILE_MAX_BYTES} bytes`);
    const profile = readPprof(await readFile(file), file, memory ?? "cpu");
    const notes = "reason" in kept ? [`the profiled run left out the run's arguments: ${kept.reason}`] : [];
    return { profile, ops, file, ...notes.length ? { notes } : {} };
  }
};
function goTestCommand(run, benchtime, user, runFlags, output) {
  const words = [
    "go",
    "test",
    ...user.flags,
    "-run",
    "^$",
    "-bench",
    run.filter,
    "-benchmem",
    "-count",
    "1",
    "-benchtime",
    benchtime,
    ...runFlags,
    "-o",
    output,
    run.packages[0],
    ...user.programArgs.length > 0 ? ["-args", ...user.programArgs] : []
  ];
  return words.map(shellQuote).join(" ");
}
function testBinaryCommand(programs, run, benchtime, userFlags, runFlags) {
  const testFlags = ["-benchtime", benchtime, ...runFlags].map(
    (w) => w.startsWith("-") ? `-test.${w.slice(1)}` : w
  );
  const preset = programs.presetFor({ ...run, extraArgs: testFlags });
  return expandCommand(preset.run, {
    filter: run.filter,
    count: 1,
    out: "",
    args: userFlags.map(shellQuote).join(" ")
  });
}
function benchmarkN(stdout) {
  for (const line of stdout.split("\n")) {
    const m = /^Benchmark\S*\s+(\d+)\s+\d/.exec(line);
    if (m) return Number(m[1]);
  }
  return void 0;
}

// src/profile/capture-jmh.ts
import { mkdir as mkdir2, readdir, writeFile } from "node:fs/promises";
import { join as join6 } from "node:path";

// src/profile/jfr-allocations.ts
function readJfrAllocations(text, file) {
  let doc;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    throw new ProfileError(file, `not the JSON of jfr print (${e.message})`);
  }
  const events = doc?.recording?.events;
  if (!Array.isArray(events)) throw new ProfileError(file, "not the JSON of jfr print: no recording.events");
  const problems = [];
  const stacks = [];
  let cut = 0;
  let skipped = 0;
  for (const event of events) {
    const sample = allocationOf(event);
    if (!sample) {
      skipped++;
      continue;
    }
    if (!sample.thread.includes("-jmh-worker-")) continue;
    stacks.push({ frames: boundStack(sample.frames.reverse(), () => cut++), value: sample.weight });
  }
  if (skipped)
    problems.push({
      file,
      line: 0,
      message: `${skipped} events are not allocation samples as JFR writes them`
    });
  if (cut) problems.push({ file, line: 0, message: `${cut} stacks cut to their outermost frames` });
  return { format: "jfr", unit: "bytes", stacks, samples: stacks.length, problems };
}
function allocationOf(event) {
  const e = event;
  if (e?.type !== "jdk.ObjectAllocationSample" || !e.values) return void 0;
  const { weight, eventThread, stackTrace } = e.values;
  const frames = stackTrace?.frames;
  if (typeof weight !== "number" || !(weight >= 0) || !Array.isArray(frames)) return void 0;
  const names = [];
  for (const f of frames) {
    const m = f?.method;
    if (typeof m?.name !== "string" || typeof m.type?.name !== "string") return void 0;
    names.push(cleanFrame(`${m.type.name.replace(/\//g, ".")}.${m.name}`));
  }
  const thread = typeof eventThread?.javaName === "string" ? eventThread.javaName : "";
  return { thread, weight, frames: names };
}

// src/profile/capture-jmh.ts
var JFR_TOOL = "JMH -prof jfr (jdk.ObjectAllocationSample)";
var jmhProfiler = {
  name: "JMH -prof stack",
  measures: ["cpu", "alloc_space"],
  toolFor: (measure) => measure === "alloc_space" ? JFR_TOOL : "JMH -prof stack",
  async capture(r) {
    const alloc = measureOf(r) === "alloc_space";
    const run = narrowRuns(r.preset, [r.benchmark])[0];
    if (!run) throw new CaptureError("the benchmark cannot be selected on its own");
    const seconds = Math.max(1, Math.round(r.runMs / 2e3));
    const jfrDir = `${r.stem}.jfr`;
    const profiler = alloc ? `jfr:dir=${jfrDir};configName=profile` : "stack:lines=8;top=50;period=1";
    const extra = ["-prof", profiler, "-wi", "1", "-i", "2", "-w", "1s", "-r", `${seconds}s`];
    const preset = applyNarrowedRun(
      { ...r.preset, args: "" },
      { ...run, extraArgs: [...run.extraArgs, ...extra] }
    );
    const command = expandCommand(preset.run.replace(/\s-i\s+\{count\}/, "").replace(/\s-wi\s+\d+/, ""), {
      filter: run.filter,
      count: 2,
      out: `${r.stem}.out`,
      args: ""
    });
    await mkdir2(`${r.stem}.out`, { recursive: true });
    const result = await execShell(command, {
      cwd: r.dir,
      env: { ...r.env, ...r.preset.env },
      timeoutMs: r.timeoutMs,
      maxOutputBytes: PROFILE_MAX_BYTES
    });
    if (result.timedOut) throw new CaptureTimeout(r.timeoutMs);
    const flag = alloc ? "-prof jfr" : "-prof stack";
    if (result.code !== 0)
      throw new CaptureError(`JMH with ${flag} failed (exit ${result.code}): ${jmhError(result.tail)}`);
    const file = `${r.stem}.jmh.txt`;
    await writeFile(file, result.stdout);
    const name = r.benchmark.suite ? `${r.benchmark.suite}.${r.benchmark.name}` : r.benchmark.name;
    if (alloc) return readRecording(r, jfrDir, name);
    const profile = readJmhStack(result.stdout, file, name);
    if (profile.stacks.length === 0) throw new CaptureError(`JMH printed no stack profile for ${name}`);
    return { profile, file };
  }
};
async function readRecording(r, jfrDir, name) {
  const recordings = (await readdir(jfrDir, { recursive: true })).filter((f) => f.endsWith(".jfr"));
  if (recordings.length !== 1)
    throw new CaptureError(`JMH -prof jfr left ${recordings.length} recordings for ${name} in ${jfrDir}`);
  const recording = join6(jfrDir, recordings[0]);
  const printed = await execShell(
    `jfr print --json --events jdk.ObjectAllocationSample ${shellQuote(recording)}`,
    { cwd: r.dir, env: r.env, timeoutMs: r.timeoutMs, maxOutputBytes: PROFILE_MAX_BYTES }
  );
  if (printed.code !== 0 || printed.timedOut)
    throw new CaptureError(`jfr print could not read ${recording}: ${printed.tail.slice(-3).join(" / ")}`);
  const file = `${r.stem}.alloc.json`;
  await writeFile(file, printed.stdout);
  return { profile: readJfrAllocations(printed.stdout, file), file };
}
function jmhError(tail) {
  return tail.find((l) => l.startsWith("ERROR") || /Exception:/.test(l))?.trim() ?? tail.slice(-3).join(" / ");
}

// src/profile/capture-perf.ts
import { mkdir as mkdir3, stat as stat2, writeFile as writeFile2 } from "node:fs/promises";
function perfProfiler() {
  return {
    name: "perf record -e cpu-clock -g",
    async capture(r) {
      const run = narrowRuns(r.preset, [r.benchmark])[0];
      if (!run) throw new CaptureError("the benchmark cannot be selected on its own");
      const narrowed = { ...run, extraArgs: [...run.extraArgs, ...shortRun(r)] };
      const preset = r.programs ? r.programs.presetFor(narrowed) : applyNarrowedRun(r.preset, narrowed);
      await mkdir3(`${r.stem}.out`, { recursive: true });
      const command = expandCommand(preset.run, {
        filter: run.filter,
        count: preset.repetitions.perRound,
        out: `${r.stem}.out`,
        args: preset.args ?? ""
      });
      const data = `${r.stem}.perf.data`;
      const record = `perf record -e cpu-clock -g -q -o ${shellQuote(data)} -- bash -c ${shellQuote(command)}`;
      const env = { ...r.env, ...r.preset.env };
      const recorded = await execShell(record, { cwd: r.dir, env, timeoutMs: r.timeoutMs });
      if (recorded.timedOut) throw new CaptureTimeout(r.timeoutMs);
      if (recorded.code !== 0)
        throw new CaptureError(
          `perf record failed (exit ${recorded.code}): ${recorded.tail.slice(-3).join(" / ")}`
        );
      const text = `${r.stem}.perf.txt`;
      const script = await execShell(`perf script --no-inline -i ${shellQuote(data)}`, {
        cwd: r.dir,
        env,
        timeoutMs: r.timeoutMs,
        maxOutputBytes: PROFILE_MAX_BYTES
      });
      if (script.outputLimitExceeded)
        throw new CaptureError(`perf script wrote more than ${PROFILE_MAX_BYTES} bytes`);
      if (script.code !== 0)
        throw new CaptureError(
          `perf script failed (exit ${script.code}): ${script.tail.slice(-3).join(" / ")}`
        );
      await writeFile2(text, script.stdout);
      if ((await stat2(text)).size === 0) throw new CaptureError("perf recorded no samples");
      return { profile: benchmarkProcess(readPerfScript(script.stdout, text)), file: text };
    }
  };
}
var DRIVERS = /* @__PURE__ */ new Set([
  "bash",
  "sh",
  "perf",
  "go",
  "compile",
  "link",
  "asm",
  "cgo",
  "vet",
  "cargo",
  "rustc",
  "cc",
  "ld",
  "make"
]);
function benchmarkProcess(p) {
  const counts = /* @__PURE__ */ new Map();
  for (const s of p.stacks)
    if (s.process !== void 0) counts.set(s.process, (counts.get(s.process) ?? 0) + 1);
  const busiest = [...counts].filter(([name]) => !DRIVERS.has(name)).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
  if (busiest === void 0) return p;
  const stacks = p.stacks.filter((s) => s.process === busiest);
  return { ...p, stacks, samples: stacks.length };
}
function shortRun(r) {
  if (r.preset.name !== "criterion") return [];
  const seconds = Math.max(1, Math.round(r.runMs / 1e3));
  return ["--profile-time", String(seconds)];
}
async function perfUnavailable(cwd, env) {
  const probe = await execShell("perf record -e cpu-clock -g -q -o /dev/null -- true", {
    cwd,
    env,
    timeoutMs: 3e4
  });
  if (probe.code === 0) return void 0;
  if (probe.code === 127) return "perf is not installed (Debian: linux-perf)";
  const why = probe.tail.filter((l) => l.trim()).slice(-1)[0] ?? `exit ${probe.code}`;
  return `perf cannot sample here (kernel.perf_event_paranoid, or no permission): ${why.trim()}`;
}

// src/profile/profilers.ts
var PERF_PRESETS = /* @__PURE__ */ new Set(["criterion", "libtest", "google-benchmark", "catch2", "command"]);
async function chooseProfiler(preset, cwd, env) {
  if (preset.name === "go") return goProfiler;
  if (preset.name === "jmh-maven") return jmhProfiler;
  if (PERF_PRESETS.has(preset.name)) {
    const why = await perfUnavailable(cwd, env);
    return why ? { unavailable: why } : perfProfiler();
  }
  if (preset.name === "jmh-gradle")
    return {
      unavailable: "the Gradle JMH plugin takes its profilers from build.gradle (jmh { profilers }), not from benchgate"
    };
  return {
    unavailable: `no profiler for the ${preset.name} runner: its samples would show the interpreter, not the benchmark's functions`
  };
}

// src/profile/run-profiles.ts
async function profileRows(input) {
  const started = Date.now();
  const { settings } = input;
  const plan = planProfiles(input.comparison, settings, input.only);
  const report = {
    schema: "benchgate/profiles@1",
    profiled: [],
    notProfiled: plan.skipped.map(asNotProfiled),
    budgetMs: settings.budgetMs,
    spentMs: 0
  };
  if (plan.rows.length === 0) return report;
  const profiler = await chooseProfiler(input.preset, input.head.dir, input.env);
  if ("unavailable" in profiler) {
    report.notProfiled.unshift(
      ...plan.rows.map((row) => asNotProfiled({ row, reason: profiler.unavailable }))
    );
    return report;
  }
  if (input.base.programs && input.head.programs)
    input.log(
      `profiling runs the programs each side built once: base's ${input.base.programs.summary}, head's ${input.head.programs.summary}`
    );
  const folder = join7(input.outDir, "profiles");
  await mkdir4(folder, { recursive: true });
  let longestRowMs = 0;
  for (const [i, row] of plan.rows.entries()) {
    const unsupported = measureUnsupported(profiler, measureOf(row));
    if (unsupported) {
      report.notProfiled.push(asNotProfiled({ row, reason: unsupported }));
      continue;
    }
    const spent = Date.now() - started;
    const left = settings.budgetMs - spent;
    if (left <= 0 || longestRowMs > left) {
      report.notProfiled.push(asNotProfiled({ row, reason: budgetRanOut(settings.budgetMs) }));
      continue;
    }
    const t = Date.now();
    input.log(`profiling ${rowTitle(row)} with ${profiler.toolFor?.(measureOf(row)) ?? profiler.name}`);
    const budgetBound = left < input.timeoutMs;
    try {
      report.profiled.push(
        await profileRow(input, profiler, row, folder, i + 1, Math.min(left, input.timeoutMs))
      );
    } catch (e) {
      if (!(e instanceof CaptureError || e instanceof ProfileError)) throw e;
      const reason = e instanceof CaptureTimeout && budgetBound ? `${budgetRanOut(settings.budgetMs)} during the row` : `profiling failed: ${e.message}`;
      report.notProfiled.push(asNotProfiled({ row, reason }));
    }
    longestRowMs = Math.max(longestRowMs, Date.now() - t);
  }
  report.spentMs = Date.now() - started;
  return report;
}
async function profileRow(input, profiler, row, folder, index, timeoutMs) {
  const slug = `${index}-${row.name.replace(/[^\w.-]+/g, "_").slice(0, 60)}`;
  const runs = await captureInterleaved(
    input,
    profiler,
    row,
    (side, i) => join7(folder, `${slug}-${side}-${i}`),
    timeoutMs
  );
  const time = measureOf(row) === "cpu" ? timePerOpOf(input.comparison, row) : bytesPerOpOf(row);
  const asTime = (p, side) => time ? sharesAsTime(p, time[side], time.unit) : p;
  const base2 = runs.base.map((r) => asTime(normaliseProfile(r.profile, r.ops), "base"));
  const head = runs.head.map((r) => asTime(normaliseProfile(r.profile, r.ops), "head"));
  const diff = diffProfiles(base2, head);
  const title = rowTitle(row);
  const flameGraph = `profiles/${slug}.svg`;
  await writeFile3(
    join7(input.outDir, flameGraph),
    renderFlameGraph({
      title: `${title}: head against base`,
      unit: diff.unit,
      base: meanPaths(base2),
      head: meanPaths(head)
    })
  );
  await writeFile3(join7(folder, `${slug}-base.folded`), renderFolded(base2.flatMap((p) => p.stacks)));
  await writeFile3(join7(folder, `${slug}-head.folded`), renderFolded(head.flatMap((p) => p.stacks)));
  return {
    title,
    suite: row.suite,
    name: row.name,
    params: row.params,
    unit: row.unit,
    ...row.metric ? { metric: row.metric } : {},
    profiler: profiler.toolFor?.(measureOf(row)) ?? profiler.name,
    diff,
    flameGraph,
    problems: rowProblems([...runs.base, ...runs.head])
  };
}
function rowProblems(runs) {
  return [
    ...runs.flatMap(
      (r) => r.profile.problems.map((p) => `${p.file}${p.line ? `:${p.line}` : ""}: ${p.message}`)
    ),
    ...new Set(runs.flatMap((r) => r.notes ?? []))
  ];
}
async function captureInterleaved(input, profiler, row, stem, timeoutMs) {
  const runs = { base: [], head: [] };
  const deadline = Date.now() + timeoutMs;
  const time = timePerOpOf(input.comparison, row);
  const nsPerOp = time?.unit === "ns/op" ? time.head : void 0;
  for (let i = 0; i < input.settings.runsPerSide; i++) {
    const order = i % 2 === 0 ? ["base", "head"] : ["head", "base"];
    for (const side of order) {
      const left = deadline - Date.now();
      if (left <= 0) throw new CaptureTimeout(timeoutMs);
      runs[side].push(
        await profiler.capture({
          preset: input.preset,
          dir: input[side].dir,
          ...input[side].programs ? { programs: input[side].programs } : {},
          env: input[side].env ?? input.env,
          benchmark: {
            suite: row.suite,
            name: row.name,
            params: row.params,
            ...row.mode ? { mode: row.mode } : {}
          },
          ...row.procs !== void 0 ? { procs: row.procs } : {},
          unit: row.unit,
          ...row.metric ? { metric: row.metric } : {},
          ...nsPerOp !== void 0 ? { nsPerOp } : {},
          runMs: input.settings.runMs,
          stem: stem(side, i + 1),
          timeoutMs: left
        })
      );
    }
  }
  return runs;
}
function bytesPerOpOf(row) {
  if (row.unit !== "B/op" || !row.base || !row.head) return void 0;
  return { unit: "bytes/op", base: row.base.center, head: row.head.center };
}
function budgetRanOut(budgetMs) {
  return `the profile budget of ${budgetMs / 1e3}s ran out`;
}
function asNotProfiled(u) {
  return { title: rowTitle(u.row), reason: u.reason };
}

// src/pipeline/profile-step.ts
async function profileAfterVerdict(session, comparison, o) {
  const report = await profileRows({
    comparison,
    preset: o.preset,
    base: profiledSide(session, "base"),
    head: profiledSide(session, "head"),
    env: session.childEnv,
    outDir: o.outDir,
    settings: o.profile,
    timeoutMs: o.roundTimeoutMs,
    ...o.only ? { only: o.only } : {},
    log: o.log
  });
  await mkdir5(o.outDir, { recursive: true });
  await writeFile4(join8(o.outDir, "profiles.json"), toJsonText(report));
  return report;
}
function profiledSide(session, side) {
  const programs = session.programsOf(side);
  return { dir: session.side(side).dir, env: session.envOf(side), ...programs ? { programs } : {} };
}
async function profileCommits(settings, at, comparison, o) {
  const session = new AbSession({
    ...settings,
    mode: "ab",
    baseRef: at.baseRef,
    headRef: at.headRef,
    rawDir: join8(at.outDir, "raw")
  });
  try {
    await session.checkout();
    await session.build();
    return await profileAfterVerdict(session, comparison, {
      ...settings,
      profile: o.profile,
      outDir: at.outDir,
      only: o.only
    });
  } finally {
    await session.close();
  }
}

// src/compare/open-rows.ts
function isLeftOpen(row) {
  if (row.verdict !== "inconclusive" || row.tier === "shadow") return false;
  return row.paired ? row.paired.state === "open" || row.paired.lookingForModes === true : true;
}
function leanToRegression(row) {
  const c = row.change;
  if (c === void 0 || Number.isNaN(c) || c <= -1) return 0;
  const log = Math.log1p(c);
  return row.direction === "bigger" ? -log : log;
}
function summarizeOpenRows(rows) {
  const open = rows.filter(isLeftOpen);
  const leaning = open.filter((r) => leanToRegression(r) > 0);
  const summary = { open: open.length, leaning: leaning.length };
  const slowest = leaning.reduce(
    (best, r) => best === void 0 || leanToRegression(r) > leanToRegression(best) ? r : best,
    void 0
  );
  if (slowest)
    summary.slowest = { label: benchmarkLabel(slowest), unit: slowest.unit, change: slowest.change };
  return summary;
}
function markBudgetRanOut(c) {
  const open = summarizeOpenRows(c.rows);
  c.summary.budget = open;
  if (open.leaning > 0 && c.summary.verdict === "pass") c.summary.verdict = "inconclusive";
  return open;
}
function rankOpenRows(rows, priority = {}) {
  const width = (r) => r.paired ? r.paired.high - r.paired.low : r.head && r.base ? spread(r.head) + spread(r.base) : Infinity;
  const first = (test, a, b) => test ? Number(test(b)) - Number(test(a)) : 0;
  return rows.filter((r) => r.primary && isLeftOpen(r)).sort(
    (a, b) => first(priority.affected, a, b) || leanToRegression(b) - leanToRegression(a) || first(priority.unstable, a, b) || width(b) - width(a)
  );
}
function spread(s) {
  return s.center > 0 ? (s.high - s.low) / s.center : Infinity;
}

// src/pipeline/budget-rounds.ts
function rowPriority(selection, noise) {
  const priority = {};
  if (selection?.mode === "affected") {
    const units = new Set(selection.ran.map((r) => r.unit));
    priority.affected = (row) => units.has(row.suite);
  }
  if (noise && noise.size > 0) priority.unstable = (row) => (noise.get(priorKey(row)) ?? 0) > row.threshold;
  return priority;
}
function partialRound(o, soFar, leftMs, lastRound, priority = {}) {
  if (!(leftMs > 0) || lastRound.benchmarks === 0) return void 0;
  const fit = Math.floor(leftMs / (lastRound.ms / lastRound.benchmarks));
  if (fit < 1) return void 0;
  const ranked = distinctBenchmarks(
    rankOpenRows(judgeResults(soFar.base, soFar.head, o.judgement).comparison.rows, priority)
  );
  if (ranked.length === 0) return void 0;
  const chosen = ranked.slice(0, fit);
  return { runs: narrowRound(o.preset, chosen), chosen, count: chosen.length, open: ranked.length };
}
function distinctBenchmarks(rows) {
  const seen = /* @__PURE__ */ new Map();
  for (const r of rows) {
    const key = selectionKey(r);
    if (!seen.has(key)) seen.set(key, selectionIdentity(r));
  }
  return [...seen.values()];
}
async function confirmationRounds(session, runs, total, clock) {
  let lastMs = Number.NaN;
  for (let i = 0; i < total; i++) {
    if (!shouldRunAnotherRound(Date.now() - clock.started, clock.budgetMs, lastMs)) {
      clock.ranOut = true;
      return {
        ran: i,
        stop: `the time budget ran out before confirmation round ${i + 1} of ${total}: flagged rows are judged on ${i} extra rounds`
      };
    }
    const t = Date.now();
    await session.runRound(runs, { label: "confirm", index: i, total });
    lastMs = Date.now() - t;
  }
  return { ran: total };
}

// src/pipeline/run-pipeline.ts
async function runPipeline(o) {
  const started = Date.now();
  const clock = { started, budgetMs: o.timeBudgetMs ?? Infinity };
  const session = new AbSession({ ...o, rawDir: join9(o.outDir, "raw") });
  try {
    await session.checkout();
    const selected = await selectBenchmarks(session, o);
    if (selected.runs === "nothing") {
      o.log(`no benchmarks run: ${selected.summary.reason}`);
    } else {
      await session.build();
    }
    const priority = (head2) => rowPriority(selected.summary, o.rowNoise?.({ name: machineOf(head2), env: fingerprintOf(head2) }));
    const main = selected.runs === "nothing" ? {} : await runMainRounds(session, o, selected.runs, clock, priority);
    const warnings = [...o.notes ?? [], ...session.conditions()];
    if (main.stop) warnings.push(main.stop);
    const design = designToRecord(o, session);
    const resultsOf = (side) => sideResults(session.side(side), o.preset, session.load, design);
    if (!session.side("base")) {
      const head2 = resultsOf("head");
      await writeOutputs(o.outDir, { head: head2 });
      return { head: head2, expired: [], warnings };
    }
    const judgeNow = () => judgeWith(resultsOf("base"), resultsOf("head"), o, selected.summary);
    const soFar = () => ({ base: resultsOf("base"), head: resultsOf("head") });
    const judged = await confirmRegressions(session, o, { judgeNow, soFar, design, clock, warnings });
    if (clock.ranOut) {
      const open = markBudgetRanOut(judged.comparison);
      if (o.describeBudget) warnings.push(o.describeBudget(open));
    }
    if (design) recordCost(design, judged, session, started);
    const base2 = resultsOf("base");
    const head = resultsOf("head");
    const profiles = o.profile && o.profile.mode !== "off" ? await profileAfterVerdict(session, judged.comparison, { ...o, profile: o.profile }) : void 0;
    const report = o.render ? await o.render(judged.comparison, warnings, profiles) : void 0;
    await writeOutputs(o.outDir, {
      base: base2,
      head,
      comparison: judged.comparison,
      ...report !== void 0 ? { report } : {}
    });
    return {
      base: base2,
      head,
      ...judged,
      ...report !== void 0 ? { report } : {},
      warnings,
      ...profiles ? { profiles } : {}
    };
  } finally {
    await session.close();
  }
}
async function confirmRegressions(session, o, at) {
  const judged = at.judgeNow();
  const flagged = regressionsToConfirm(judged.comparison, {
    quickFlags: confirmsEarlyFlags(o.preset, o.judgement.policy)
  });
  if (o.confirmRounds === 0 || flagged.length === 0) return judged;
  o.log(`confirming ${flagged.length} regressed rows with ${o.confirmRounds} more rounds`);
  if (at.design) at.design.confirmFrom = session.side("head").rounds.length;
  const confirmed = await confirmationRounds(
    session,
    narrowRound(o.preset, flagged),
    o.confirmRounds,
    at.clock
  );
  if (confirmed.stop) at.warnings.push(confirmed.stop);
  const again = at.judgeNow();
  markConfirmation(flagged, again.comparison, confirmed.ran);
  const done = session.side("head").rounds.length;
  const reopen = at.design && confirmed.ran === o.confirmRounds ? rowsToReopen(flagged, again.comparison.rows) : [];
  if (reopen.length === 0 || done >= o.rounds || at.clock.ranOut) return again;
  o.log(`running on ${reopen.length} rows flagged early and not confirmed`);
  at.design.reopenFrom = done;
  const ranOn = await reopenedRounds(session, reopen, {
    preset: o.preset,
    judgement: o.judgement,
    maxRounds: o.rounds,
    done,
    clock: at.clock,
    soFar: at.soFar
  });
  if (ranOn.stop) at.warnings.push(ranOn.stop);
  return at.judgeNow();
}
function recordCost(design, judged, session, started) {
  design.cost = {
    benchmarkRuns: benchmarkRuns([session.side("base"), session.side("head")]),
    seconds: Math.round((Date.now() - started) / 100) / 10
  };
  judged.comparison.head = { ...judged.comparison.head, runCost: design.cost };
}
function judgeWith(base2, head, o, selection) {
  const judged = judgeResults(base2, head, o.judgement);
  if (selection) {
    judged.comparison.selection = selection;
    if (selection.mode === "none") judged.comparison.summary.verdict = "pass";
  }
  return judged;
}
async function runMainRounds(session, o, first, clock, priority) {
  const fixed = fixedRounds(o.rounds);
  const judge = o.roundJudge ?? (o.mode === "ab" && o.design === "sequential" ? sequentialRounds(o.judgement, o.rounds) : fixed);
  const selected = first === "as-configured" ? session.filter : first;
  let what = selected;
  let lastRoundMs = Number.NaN;
  const soFar = () => {
    const design = designToRecord(o, session);
    const head = sideResults(session.side("head"), o.preset, session.load, design);
    const base2 = session.side("base");
    return { base: base2 ? sideResults(base2, o.preset, session.load, design) : head, head };
  };
  for (let round = 0; round < o.rounds; round++) {
    if (round > 0 && !shouldRunAnotherRound(Date.now() - clock.started, clock.budgetMs, lastRoundMs)) {
      const over = await roundOverBudget(session, o, round, clock, lastRoundMs, soFar(), priority);
      if ("stop" in over) return over;
      what = over.runs;
    }
    const t = Date.now();
    await session.runRound(what, { label: "round", index: round, total: o.rounds });
    lastRoundMs = Date.now() - t;
    if (round + 1 >= o.rounds) break;
    if (!o.roundJudge && judge === fixed) continue;
    const { base: baseSoFar, head: headSoFar } = soFar();
    const decision = judge.afterRound(round, baseSoFar, headSoFar);
    if (decision.stop) break;
    if (decision.remaining === "all") what = selected;
    else if (decision.remaining.length === 0) break;
    else {
      what = narrowRound(o.preset, decision.remaining);
      o.log(`round ${round + 2}: ${decision.remaining.length} benchmarks still open`);
    }
  }
  return {};
}
async function roundOverBudget(session, o, round, clock, lastRoundMs, sides, priority) {
  const last = { ms: lastRoundMs, benchmarks: benchmarksInLastRound(session.side("head")) };
  const left = clock.budgetMs - (Date.now() - clock.started);
  const part = o.mode === "ab" ? partialRound(o, sides, left, last, priority(sides.head)) : void 0;
  if (part && part.count >= part.open) return { runs: part.runs };
  clock.ranOut = true;
  if (part) {
    const names = part.chosen.map((b) => benchmarkLabel(b)).join(", ");
    o.log(
      `round ${round + 1}: the time budget fits ${part.count} of ${part.open} open benchmarks, most likely to matter first: ${names}`
    );
    await session.runRound(part.runs, { label: "round", index: round, total: o.rounds });
  }
  const ran = round + (part ? 1 : 0);
  return {
    stop: `the time budget of ${formatDuration(clock.budgetMs)} (builds and confirmation rounds included) ran out after ${ran} of at most ${o.rounds} rounds${part ? ` (the last with ${part.count} of ${part.open} open benchmarks)` : ""}: benchmarks still open are inconclusive`
  };
}
function designToRecord(o, session) {
  if (o.design !== "sequential") return void 0;
  const design = o.sequentialAlpha === void 0 ? { maxRounds: o.rounds } : { maxRounds: o.rounds, alpha: o.sequentialAlpha };
  const prior = priorOf(o, session);
  if (prior) design.prior = prior;
  if (!confirmsEarlyFlags(o.preset, o.judgement.policy)) design.earlyFlagsConfirmed = false;
  return design;
}
var priors = /* @__PURE__ */ new WeakMap();
function priorOf(o, session) {
  if (priors.has(session)) return priors.get(session);
  const side = session.side("head");
  if (!side) return void 0;
  const head = sideResults(side, o.preset, session.load);
  const prior = o.noisePrior?.({ name: machineOf(head), env: fingerprintOf(head) });
  priors.set(session, prior);
  return prior;
}

// src/run/run-lifecycle.ts
async function runWithCleanup(cleanup, work, options) {
  const exit = options.exit ?? ((code) => process.exit(code));
  let stopping = false;
  const onSignal = (signal) => {
    if (stopping) return;
    stopping = true;
    options.log(`benchgate: ${signal}: stopping the benchmark and removing its worktrees`);
    refuseNewCommands(`stopped by ${signal}`);
    void stopAllRunning("SIGTERM", options.graceMs ?? 5e3).then(() => runCleanup(cleanup)).finally(() => exit(signal === "SIGINT" ? 130 : 143));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    return await work();
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    if (!stopping) await runCleanup(cleanup);
  }
}
async function runCleanup(cleanup) {
  const steps = [...cleanup];
  cleanup.clear();
  await Promise.allSettled(steps.map((step) => step()));
}

// src/run/detect-runner.ts
import { existsSync as existsSync3, readFileSync as readFileSync4 } from "node:fs";
import { join as join10 } from "node:path";
var DETECTION_ORDER = [
  "go",
  "criterion",
  "libtest",
  "jmh-maven",
  "jmh-gradle",
  "pytest-benchmark",
  "benchmarkjs"
];
function detectRunner(dir, presets) {
  for (const name of DETECTION_ORDER) {
    const preset = presets.find((p) => p.name === name);
    if (preset && preset.detect.some((rule) => ruleMatches(dir, rule))) return preset;
  }
  return void 0;
}
function ruleMatches(dir, rule) {
  const path = join10(dir, rule.file);
  if (!existsSync3(path)) return false;
  if (!rule.contains) return true;
  try {
    return new RegExp(rule.contains).test(readFileSync4(path, "utf8"));
  } catch {
    return false;
  }
}

// src/run/presets.ts
var import_yaml = __toESM(require_dist(), 1);
import { readdirSync as readdirSync2, readFileSync as readFileSync5 } from "node:fs";
import { dirname as dirname3, join as join11 } from "node:path";

// src/run/preset.ts
var PROCESS_MODES = ["one", "several"];
var PREBUILT_KINDS = [
  "go-test-binaries",
  "cargo-bench-executables"
];
function isPrebuiltKind(v) {
  return PREBUILT_KINDS.includes(v);
}

// src/run/validate-preset.ts
function fieldsOf(file) {
  const fail = (field, what) => {
    throw new Error(`${file}: ${field} ${what}`);
  };
  return {
    fail,
    string: (value, field) => typeof value === "string" ? value : fail(field, "must be a string"),
    mapping: (value, field) => isRecord(value) ? value : fail(field, "must be a mapping")
  };
}
function validatePreset(raw, file) {
  const f = fieldsOf(file);
  const preset = f.mapping(raw, "(top level)");
  return {
    name: f.string(preset.name, "name"),
    description: f.string(preset.description, "description"),
    detect: detectRules(preset.detect, f),
    ...preset.build ? { build: f.string(preset.build, "build") } : {},
    run: f.string(preset.run, "run"),
    ...preset.prebuilt !== void 0 ? { prebuilt: prebuiltSpec(preset.prebuilt, f) } : {},
    ...preset.args !== void 0 ? { args: f.string(preset.args, "args") } : {},
    ...isRecord(preset.list) ? {
      list: {
        command: f.string(preset.list.command, "list.command"),
        pattern: f.string(preset.list.pattern, "list.pattern")
      }
    } : {},
    filter: filterSpec(preset.filter, f),
    repetitions: repetitionSpec(preset.repetitions, f),
    results: resultsSpec(preset.results, f),
    ...preset.processModes !== void 0 ? { processModes: processModesOf(preset.processModes, f) } : {},
    env: isRecord(preset.env) ? Object.fromEntries(Object.entries(preset.env).map(([k, v]) => [k, String(v)])) : {},
    toolchain: toolchainOf(preset.toolchain, f)
  };
}
function detectRules(raw, f) {
  if (!Array.isArray(raw)) return f.fail("detect", "must be a list");
  return raw.map((d, i) => {
    const rule = f.mapping(d, `detect[${i}]`);
    return {
      file: f.string(rule.file, `detect[${i}].file`),
      ...rule.contains ? { contains: f.string(rule.contains, `detect[${i}].contains`) } : {}
    };
  });
}
function filterSpec(raw, f) {
  const filter = f.mapping(raw, "filter");
  if (filter.join !== "regex-alternation" && filter.join !== "go-bench")
    return f.fail("filter.join", "must be regex-alternation or go-bench");
  return {
    default: String(filter.default ?? ""),
    join: filter.join,
    ...filter.qualify ? { qualify: f.string(filter.qualify, "filter.qualify") } : {}
  };
}
function repetitionSpec(raw, f) {
  const reps = f.mapping(raw, "repetitions");
  const atLeastOne = (value, field) => typeof value === "number" && value >= 1 ? value : f.fail(field, "must be a number >= 1");
  const perRound = atLeastOne(reps.perRound, "repetitions.perRound");
  const sequentialPerRound = reps.sequentialPerRound === void 0 ? void 0 : atLeastOne(reps.sequentialPerRound, "repetitions.sequentialPerRound");
  if (reps.samples !== void 0 && reps.samples !== "each" && reps.samples !== "median")
    f.fail("repetitions.samples", "must be each or median");
  return {
    perRound,
    ...sequentialPerRound !== void 0 ? { sequentialPerRound } : {},
    unit: f.string(reps.unit, "repetitions.unit"),
    ...reps.samples === "median" || reps.samples === "each" ? { samples: reps.samples } : {}
  };
}
function resultsSpec(raw, f) {
  const results = f.mapping(raw, "results");
  if (results.from !== "stdout" && results.from !== "file" && results.from !== "dir")
    return f.fail("results.from", "must be stdout, file or dir");
  const format = f.string(results.format, "results.format");
  if (format !== "auto" && !isFormatName(format))
    f.fail("results.format", `"${format}" is not a known format`);
  return {
    from: results.from,
    ...results.path ? { path: f.string(results.path, "results.path") } : {},
    format
  };
}
function processModesOf(raw, f) {
  return PROCESS_MODES.includes(raw) ? raw : f.fail("processModes", `must be one of ${PROCESS_MODES.join(", ")}`);
}
function prebuiltSpec(raw, f) {
  const prebuilt = f.mapping(raw, "prebuilt");
  if (!isPrebuiltKind(prebuilt.programs))
    return f.fail("prebuilt.programs", `must be one of ${PREBUILT_KINDS.join(", ")}`);
  const run = f.string(prebuilt.run, "prebuilt.run");
  if (!run.includes("{program}")) f.fail("prebuilt.run", "must name the program as {program}");
  if (prebuilt.programs === "cargo-bench-executables" && prebuilt.build === void 0)
    f.fail("prebuilt.build", "must say how cargo builds the bench executables");
  return {
    programs: prebuilt.programs,
    run,
    ...prebuilt.build !== void 0 ? { build: f.string(prebuilt.build, "prebuilt.build") } : {}
  };
}
function toolchainOf(raw, f) {
  if (!Array.isArray(raw)) return [];
  return raw.map((t, i) => {
    const tool = f.mapping(t, `toolchain[${i}]`);
    return {
      command: f.string(tool.command, `toolchain[${i}].command`),
      install: f.string(tool.install, `toolchain[${i}].install`),
      ...tool.version ? { version: f.string(tool.version, `toolchain[${i}].version`) } : {}
    };
  });
}

// src/run/presets.ts
function defaultRunnersDir() {
  const found = findShippedFile(join11("runners", "go.yml"));
  if (!found) throw new Error("runners/go.yml not found beside benchgate");
  return dirname3(found);
}
function loadPresets(dir = defaultRunnersDir()) {
  return readdirSync2(dir).filter((f) => f.endsWith(".yml")).sort().map((f) => validatePreset((0, import_yaml.parse)(readFileSync5(join11(dir, f), "utf8")), join11(dir, f)));
}
function findPreset(name, presets) {
  const found = presets.find((p) => p.name === name);
  if (!found) {
    throw new Error(`unknown runner "${name}" (known: ${presets.map((p) => p.name).join(", ")}, or auto)`);
  }
  return found;
}
function applyOverrides(preset, o) {
  const out = structuredClone(preset);
  if (o.command) {
    out.run = o.command;
    delete out.prebuilt;
    delete out.processModes;
    if (!o.results && preset.name !== "command") out.results = { from: "stdout", format: out.results.format };
  }
  if (o.build !== void 0) out.build = o.build || void 0;
  if (o.results) out.results = { ...out.results, from: "file", path: o.results };
  if (o.format) {
    if (o.format !== "auto" && !isFormatName(o.format)) throw new Error(`unknown format "${o.format}"`);
    out.results.format = o.format;
  }
  if (o.count !== void 0) out.repetitions.perRound = o.count;
  else if (o.design === "sequential" && preset.repetitions.sequentialPerRound !== void 0)
    out.repetitions.perRound = preset.repetitions.sequentialPerRound;
  if (o.env) out.env = { ...out.env, ...o.env };
  if (o.args !== void 0) {
    if (!out.run.includes("{args}")) out.run = `${out.run} {args}`;
    if (out.prebuilt && !out.prebuilt.run.includes("{args}")) out.prebuilt.run = `${out.prebuilt.run} {args}`;
    out.args = o.args;
  }
  return out;
}

// src/run/resolve-preset.ts
var CLI_PRESET_NAMES = {
  chooseRunner: 'pass --runner R, or --command "..."',
  command: '--command "..."'
};
var PresetChoiceError = class extends Error {
};
function resolvePreset(request, presets = loadPresets()) {
  const { runner, overrides, names } = request;
  const chosen = runner === "auto" ? detectRunner(request.projectDir, presets) : findPreset(runner, presets);
  if (!chosen && !overrides.command)
    throw new PresetChoiceError(`no runner detected ${request.where}: ${names.chooseRunner}`);
  const preset = applyOverrides(chosen ?? findPreset("command", presets), overrides);
  if (preset.name === "command" && !overrides.command)
    throw new PresetChoiceError(`the command runner needs ${names.command}`);
  return preset;
}

// src/profile/settings.ts
var PROFILE_DEFAULTS = {
  mode: "auto",
  maxRows: 5,
  budgetMs: 3e5,
  runsPerSide: 2,
  runMs: 1e3,
  improvements: false
};
function parseProfileMode(text, where) {
  if (text === "auto" || text === "off") return text;
  throw new Error(`${where}: "${text}" is not a profile mode (expected auto or off)`);
}

// src/cli/profile-options.ts
var profileOptions = {
  profile: { type: "string" },
  "profile-max-rows": { type: "string" },
  "profile-budget": { type: "string" },
  "profile-improvements": { type: "boolean" }
};
var PROFILE_USAGE = `  --profile MODE        auto: after the verdict, profile the regressions where the
                        harness has a profiler (go, jmh-maven, perf); off: none (default ${PROFILE_DEFAULTS.mode})
  --profile-max-rows N  the most rows profiled, largest regressions first (default ${PROFILE_DEFAULTS.maxRows})
  --profile-budget DUR  time all profiling may take, like 5m (default ${PROFILE_DEFAULTS.budgetMs / 6e4}m)
  --profile-improvements  profile improvements too`;
function profileSettings(values) {
  const mode = (() => {
    try {
      return parseProfileMode(values.profile ?? PROFILE_DEFAULTS.mode, "--profile");
    } catch (e) {
      throw new UsageError(e.message);
    }
  })();
  const rows = values["profile-max-rows"] ?? String(PROFILE_DEFAULTS.maxRows);
  const maxRows = Number(rows);
  if (!Number.isInteger(maxRows) || maxRows < 0)
    throw new UsageError(`--profile-max-rows "${rows}" must be a whole number >= 0`);
  const budget = values["profile-budget"];
  const budgetMs = budget === void 0 ? PROFILE_DEFAULTS.budgetMs : parseDuration(budget);
  if (budgetMs === void 0)
    throw new UsageError(`--profile-budget "${budget}" is not a duration like 5m or 90s`);
  return {
    ...PROFILE_DEFAULTS,
    mode,
    maxRows,
    budgetMs,
    improvements: values["profile-improvements"] === true
  };
}

// src/report/budget-line.ts
function budgetLine(open) {
  const rows = `${open.open} row${open.open === 1 ? "" : "s"} open`;
  if (!open.slowest) return `budget ran out with ${rows}; none leans to a regression`;
  const { label, unit, change } = open.slowest;
  const leaning = open.leaning === 1 ? "1 leans to a regression" : `${open.leaning} lean to a regression`;
  return `budget ran out with ${rows} (${leaning}); the slowest lean ${formatChange(change)} (${label} ${unit})`;
}

// src/history/row-noise.ts
var NOISE_POINTS = 20;
function historyNoise(series, machine) {
  const noise = /* @__PURE__ */ new Map();
  const mine = series.some((s) => s.machine === machine);
  for (const s of series) {
    if (mine && s.machine !== void 0 && s.machine !== machine) continue;
    const widths = s.points.slice(-NOISE_POINTS).filter((p) => p.low !== void 0 && p.high !== void 0 && p.center > 0).map((p) => (p.high - p.low) / p.center);
    if (widths.length === 0) continue;
    const key = priorKey(s);
    const own = mine && s.machine === machine;
    if (own || !noise.has(key) || !mine && median(widths) > noise.get(key)) noise.set(key, median(widths));
  }
  return noise;
}

// src/cli/run-command.ts
var USAGE = `Usage: benchgate run [options]

Runs the benchmarks of the base commit and of head on this machine, in
interleaved rounds (base, head, head, base, ...), compares them and prints the report.

  --base REF            base commit (default: merge-base with the default branch)
  --head REF            head commit (default: the working tree as it is)
  --head-dir DIR        use DIR as head, as it is
  --base-dir DIR        use DIR as base, as it is (no git needed with --head-dir)
  -C, --working-directory DIR   the project inside the repository (default: .)
  --runner R            go, jmh-maven, jmh-gradle, criterion, libtest, benchmarkjs,
                        pytest-benchmark, google-benchmark, catch2, command, or auto (default)
  --command "..."       replaces the preset's run command ({filter} {count} {out})
  --build "..."         replaces the preset's build command ("" for none)
  --format F            format of the results (default: the preset's)
  --results PATH        where the command writes results (default: the preset's)
  --max-rounds N        rounds per side: with --design sequential the most (default ${DEFAULTS.rounds}),
                        settled benchmarks stop earlier; with fixed all (default ${DEFAULTS.fixedRounds});
                        below ${fewestDecisiveRounds()} the fixed design runs; --rounds is the older name
  --design D            fixed or sequential (default ${DEFAULTS.design}; docs/statistics.md)
  --time-budget DUR     time the whole run may take, builds and confirmation included, like 30m
                        or 1h30m; rows left open leaning to a regression exit 4 (default: none)
  --history-store DIR   a history store (benchgate history): a budget that runs out gives rows
                        it shows as noisier than their threshold the last rounds before rows
                        that lean as far (default: none)
  --noise-prior         the calibration runs in --history-store (benchgate history calibration)
                        choose the first looks of each row: rows of at most 5% noise pool
                        both sides' spreads at rounds 3 and 4, beside each side's rounds
                        less its slowest run, which also serve their looks up to round 9
                        (docs/configuration.md; on by default with
                        --history-store; this flag makes the store required)
  --no-noise-prior      the calibration runs' noise is not read
  --select S            affected: only the benchmarks the change between base and head
                        can reach; all: every benchmark (default ${DEFAULTS.select}; --head-dir and
                        --base-dir run all)
  --count N             repetitions per round (default: the preset's)
  --args "..."          extra arguments for the benchmark command (e.g. -benchtime 100ms)
  --env KEY=VALUE       extra environment for build and run (repeatable)
  --filter RE           benchmarks to run, in the tool's filter syntax
  --shard i/n           run a stable 1/n of the benchmarks (see benchgate merge)
  --confirm-rounds N    extra rounds for flagged regressions (default ${DEFAULTS.confirmRounds}, 0 = off)
  --round-timeout SEC   stop a round that takes longer (default ${DEFAULTS.roundTimeoutSeconds})
  --record              run head only and keep its results (max-rounds default ${DEFAULTS.recordRounds},
                        every benchmark every round: docs/history.md, "What a push costs")
  --out DIR             where to write base.json, head.json, comparison.json, report.md
                        (default: benchgate-out)
  --patterns FILE       YAML or JSON with "patterns:" for home-grown output
${PROFILE_USAGE}
${POLICY_USAGE}
  --text, --json, --template FILE   as for compare
${EXTRA_OUTPUT_USAGE}`;
var RUN_OPTIONS = {
  base: { type: "string" },
  head: { type: "string" },
  "head-dir": { type: "string" },
  "base-dir": { type: "string" },
  "working-directory": { type: "string", short: "C" },
  runner: { type: "string" },
  command: { type: "string" },
  build: { type: "string" },
  format: { type: "string" },
  results: { type: "string" },
  rounds: { type: "string" },
  "max-rounds": { type: "string" },
  design: { type: "string" },
  "time-budget": { type: "string" },
  "history-store": { type: "string" },
  "noise-prior": { type: "boolean" },
  "no-noise-prior": { type: "boolean" },
  select: { type: "string" },
  count: { type: "string" },
  args: { type: "string" },
  env: { type: "string", multiple: true },
  filter: { type: "string" },
  shard: { type: "string" },
  "confirm-rounds": { type: "string" },
  "round-timeout": { type: "string" },
  record: { type: "boolean" },
  out: { type: "string" },
  patterns: { type: "string" },
  ...profileOptions,
  ...COMPARISON_OPTIONS,
  ...CONFIG_OPTIONS
};
function parseRun(args) {
  return parseCommandLine(args, RUN_OPTIONS, USAGE);
}
async function runSettings(values, cwd) {
  const workingDirectory = values["working-directory"] ?? ".";
  const askedDesign = designOrThrow(values.design);
  const rounds = values.rounds ? positiveInt(values.rounds, "--rounds") : positiveInt(
    values["max-rounds"] ?? String(defaultRounds(askedDesign, values.record ? "record" : "ab")),
    "--max-rounds"
  );
  const { design, note: designNote } = roundsDesign(askedDesign, rounds);
  const preset = presetOrThrow({
    runner: values.runner ?? "auto",
    projectDir: resolve3(values["head-dir"] ?? join12(cwd, workingDirectory)),
    where: "here",
    overrides: {
      ...values.command ? { command: values.command } : {},
      ...values.build !== void 0 ? { build: values.build } : {},
      ...values.format ? { format: values.format } : {},
      ...values.results ? { results: values.results } : {},
      ...values.count ? { count: positiveInt(values.count, "--count") } : {},
      ...values.args !== void 0 ? { args: values.args } : {},
      ...values.env ? { env: parseEnvPairs(values.env) } : {},
      design
    },
    names: CLI_PRESET_NAMES
  });
  const { judgement, config } = judgementFromOptions(values, cwd);
  const patternFormats = [
    ...values.patterns ? await loadPatternFormats(values.patterns) : [],
    ...config?.patternFormats ?? []
  ];
  return {
    cwd,
    workingDirectory,
    preset,
    rounds,
    ...values["time-budget"] ? { timeBudgetMs: durationOrThrow(values["time-budget"]) } : {},
    ...values["history-store"] ? { rowNoise: noiseOf(resolve3(cwd, values["history-store"])) } : {},
    ...usesPrior(values) ? { noisePrior: priorOf2(values["history-store"], cwd) } : {},
    design,
    ...designNote ? { notes: [designNote] } : {},
    select: { mode: selectOrThrow(values.select), config: (config ?? EMPTY_CONFIG).selection },
    ...values.filter ? { filter: values.filter } : {},
    ...values.shard ? { shard: shardOrThrow(values.shard) } : {},
    roundTimeoutMs: positiveInt(values["round-timeout"] ?? String(DEFAULTS.roundTimeoutSeconds), "--round-timeout") * 1e3,
    confirmRounds: nonNegativeInt(
      values["confirm-rounds"] ?? String(DEFAULTS.confirmRounds),
      "--confirm-rounds"
    ),
    judgement,
    patternFormats,
    log: (line) => process.stderr.write(`benchgate: ${line}
`)
  };
}
async function runCommand(args) {
  const { values } = parseRun(args);
  if (values.help) {
    process.stdout.write(`${USAGE}
`);
    return EXIT.ok;
  }
  checkSides(values);
  const settings = await runSettings(values, process.cwd());
  const outDir = resolve3(values.out ?? "benchgate-out");
  const cleanup = /* @__PURE__ */ new Set([closeOpenSessions]);
  return runWithCleanup(
    cleanup,
    async () => {
      const outcome = await runPipeline({
        ...settings,
        mode: values.record ? "record" : "ab",
        ...values.base ? { baseRef: values.base } : {},
        ...values.head ? { headRef: values.head } : {},
        ...values["head-dir"] ? { headDir: values["head-dir"] } : {},
        ...values["base-dir"] ? { baseDir: values["base-dir"] } : {},
        outDir,
        profile: profileSettings(values),
        describeBudget: budgetLine,
        render: reportRenderer(values)
      });
      for (const w of outcome.warnings) process.stderr.write(`benchgate: warning: ${w}
`);
      warnExpired(outcome.expired);
      printProblems([...outcome.base?.problems ?? [], ...outcome.head.problems]);
      if (!outcome.comparison) {
        process.stderr.write(
          `benchgate: recorded ${outcome.head.benchmarks.length} benchmarks in ${join12(outDir, "head.json")}
`
        );
        return EXIT.ok;
      }
      await writeExtraOutputs(outcome.comparison, values);
      const shown = values.json ? toJsonText(outcome.comparison) : values.text ? renderComparisonText(outcome.comparison) : outcome.report;
      process.stdout.write(shown);
      return exitCodeOf(outcome.comparison);
    },
    { log: (line) => process.stderr.write(`
${line}
`) }
  );
}
function checkSides(values) {
  if (values.head && values["head-dir"]) throw new UsageError("--head and --head-dir exclude each other");
  if (values.base && values["base-dir"]) throw new UsageError("--base and --base-dir exclude each other");
  if (values.record && (values.base || values["base-dir"]))
    throw new UsageError("--record runs head only: drop --base/--base-dir");
}
function reportRenderer(values) {
  return (c, warnings, profiles) => placeProfileSection(
    renderMarkdownReport(c, {
      ...values.template ? { template: values.template } : {},
      ...values.repository ? { repositoryUrl: values.repository } : {},
      warnings
    }),
    // Links relative to report.md, which is in the output folder beside profiles/.
    profiles ? renderProfileSection(profiles, { flameGraphUrl: (p) => p, fullDiffs: "profiles.json" }) : ""
  );
}
function usesPrior(values) {
  if (values["noise-prior"] && values["no-noise-prior"])
    throw new UsageError("--noise-prior and --no-noise-prior contradict each other");
  if (values["no-noise-prior"]) return false;
  return values["noise-prior"] === true || values["history-store"] !== void 0;
}
function priorOf2(store, cwd) {
  if (!store)
    throw new UsageError("--noise-prior needs --history-store DIR (its calibration runs are the prior)");
  const dir = resolve3(cwd, store);
  const { lines, problems } = readCalibration(dir);
  for (const p of problems) process.stderr.write(`benchgate: warning: calibration: ${p}
`);
  return (machine) => calibrationPrior(lines, machine, `calibration runs in ${store}`);
}
function noiseOf(dir) {
  const { series, problems } = readStore(dir);
  for (const p of problems) process.stderr.write(`benchgate: warning: history store: ${p}
`);
  return (machine) => historyNoise(series, machine.name);
}
function durationOrThrow(text) {
  const ms = parseDuration(text);
  if (ms === void 0)
    throw new UsageError(`--time-budget "${text}" is not a duration like 30m, 1h30m or 90s`);
  return ms;
}
function designOrThrow(text) {
  const v = text ?? DEFAULTS.design;
  if (v !== "fixed" && v !== "sequential")
    throw new UsageError(`--design "${v}" must be fixed or sequential`);
  return v;
}
function selectOrThrow(text) {
  const v = text ?? DEFAULTS.select;
  if (v !== "affected" && v !== "all") throw new UsageError(`--select "${v}" must be affected or all`);
  return v;
}
function positiveInt(text, flag) {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${flag} "${text}" must be a whole number >= 1`);
  return n;
}
function nonNegativeInt(text, flag) {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`${flag} "${text}" must be a whole number >= 0`);
  return n;
}
function shardOrThrow(text) {
  try {
    return parseShard(text);
  } catch (err) {
    throw new UsageError(err.message);
  }
}
function parseEnvPairs(pairs) {
  const env = {};
  for (const pair of pairs) {
    const kv = parseEnvPair(pair);
    if (!kv) throw new UsageError(`--env "${pair}" must look like KEY=VALUE`);
    env[kv[0]] = kv[1];
  }
  return env;
}
function presetOrThrow(request) {
  try {
    return resolvePreset(request);
  } catch (err) {
    if (err instanceof PresetChoiceError) throw new UsageError(err.message);
    throw err;
  }
}

export {
  closeOpenSessions,
  profileCommits,
  runPipeline,
  runWithCleanup,
  profileSettings,
  RUN_OPTIONS,
  runSettings,
  runCommand
};
