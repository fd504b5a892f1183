import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  COMPARISON_OPTIONS,
  CONFIG_OPTIONS,
  EXTRA_OUTPUT_USAGE,
  POLICY_USAGE,
  judgeResults,
  judgementFromOptions,
  markConfirmation,
  renderComparisonText,
  unwaivedRegressions,
  warnExpired,
  writeExtraOutputs,
  writeOutputs
} from "./chunk-G5HCVJFI.js";
import {
  require_dist
} from "./chunk-FVKMIN3X.js";
import {
  median
} from "./chunk-HCEDOODE.js";
import {
  loadPatternFormats
} from "./chunk-SXPIDI7C.js";
import {
  isFormatName,
  mergeResults,
  parseCommandLine,
  printProblems,
  readBenchmarkInput,
  toJsonText
} from "./chunk-55RDHDTE.js";
import {
  EXIT,
  UsageError
} from "./chunk-D7FX5J62.js";
import "./chunk-2AQNGJGB.js";
import {
  renderMarkdownReport
} from "./chunk-Q7BHIB66.js";
import {
  findShippedFile
} from "./chunk-JAJZXTBP.js";
import "./chunk-3GMVCNP2.js";
import {
  DEFAULTS
} from "./chunk-QYDQQ5LX.js";
import "./chunk-YFLGQWHP.js";
import "./chunk-UB4YXC6G.js";
import {
  __toESM
} from "./chunk-3FRE6W3I.js";

// src/cli/run-command.ts
import { join as join7, resolve as resolve2 } from "node:path";

// src/config/env-pairs.ts
function parseEnvPair(text) {
  const eq = text.indexOf("=");
  const key = eq > 0 ? text.slice(0, eq).trim() : "";
  if (!key) return void 0;
  return [key, text.slice(eq + 1).trim()];
}

// src/pipeline/run-pipeline.ts
import { join as join4 } from "node:path";

// src/run/ab-run.ts
import { join as join3, resolve } from "node:path";

// src/run/fingerprint.ts
import { readFileSync as readFileSync2 } from "node:fs";
import os from "node:os";

// src/run/exec.ts
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";

// src/run/child-env.ts
var DROPPED_NAMES = /* @__PURE__ */ new Set([
  "GITHUB_TOKEN",
  "GH_TOKEN",
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_RUNTIME_URL",
  "ACTIONS_CACHE_URL",
  "ACTIONS_CACHE_SERVICE_V2",
  "ACTIONS_RESULTS_URL",
  "GITHUB_ENV",
  "GITHUB_OUTPUT",
  "GITHUB_PATH",
  "GITHUB_STATE",
  "GITHUB_STEP_SUMMARY"
]);
var DROPPED_PREFIXES = ["INPUT_", "ACTIONS_ID_TOKEN_REQUEST_"];
var PROCESS_TAG_VARIABLE = "BENCHGATE_PROCESS_TAG";
function isDroppedVariable(name) {
  const upper = name.toUpperCase();
  return DROPPED_NAMES.has(upper) || DROPPED_PREFIXES.some((p) => upper.startsWith(p));
}
function childEnv(env) {
  const out = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== void 0 && !isDroppedVariable(name)) out[name] = value;
  }
  return out;
}

// src/run/command-output.ts
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
    return new Promise((resolve3) => this.file ? this.file.end(resolve3) : resolve3());
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

// src/run/process-scan.ts
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
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue;
    }
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
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

// src/run/exec.ts
var MAX_ROUND_OUTPUT_BYTES = 256 * 1024 * 1024;
var MAX_CAPTURE_BYTES = 64 * 1024 * 1024;
var EXIT_GRACE_MS = 2e3;
var running = /* @__PURE__ */ new Set();
function execShell(command, options) {
  const started = Date.now();
  const tag = `${process.pid}-${randomUUID()}`;
  const limit = options.maxOutputBytes ?? (options.stdoutFile ? MAX_ROUND_OUTPUT_BYTES : MAX_CAPTURE_BYTES);
  return new Promise((resolve3, reject) => {
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
      const stopped = job && !job.stopping ? (stop("SIGKILL"), allGone([job], 2e3)) : Promise.resolve(true);
      void stopped.then(() => output.end()).then(() => {
        if (job) running.delete(job);
        resolve3(result);
      });
    };
    const afterGrace = (code, signal) => {
      if (output.waitingForDisk()) grace = setTimeout(() => afterGrace(code, signal), EXIT_GRACE_MS);
      else finish(code, signal);
    };
    child.on("exit", (code, signal) => {
      exited = { code, signal };
      grace = setTimeout(() => afterGrace(code, signal), EXIT_GRACE_MS);
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
  for (const job of jobs) stopJob(job, "SIGKILL");
  await allGone(jobs, 1e3);
}
var POLL_MS = 25;
async function allGone(jobs, withinMs) {
  const until = Date.now() + withinMs;
  for (; ; ) {
    if (jobs.every((job) => !jobAlive(job))) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve3) => setTimeout(resolve3, POLL_MS));
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

// src/run/git.ts
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
var GitError = class extends Error {
};
function git(args, cwd) {
  return new Promise((resolve3, reject) => {
    execFile(
      "git",
      args,
      // Git runs hooks and filters: they get the same environment as the benchmark.
      { cwd, env: childEnv(process.env), maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err) {
          const detail = (stderr || err.message).trim().split("\n").slice(-3).join(" ");
          reject(new GitError(`git ${args.join(" ")}: ${detail}`));
        } else {
          resolve3(stdout.trim());
        }
      }
    );
  });
}
async function repositoryRoot(dir) {
  return git(["rev-parse", "--show-toplevel"], dir).catch((err) => {
    throw new GitError(
      `${dir} is not in a git repository: benchgate run checks out base and head from git (or give both --base-dir and --head-dir to compare two directories as they are) (${err.message})`
    );
  });
}
async function resolveCommit(ref, cwd) {
  return git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], cwd).catch(() => {
    throw new GitError(
      `"${ref}" is not a commit in this repository (fetch it first, e.g. actions/checkout with fetch-depth: 0)`
    );
  });
}
async function defaultBase(cwd) {
  const candidates = ["origin/HEAD", "origin/main", "origin/master", "main", "master"];
  for (const ref of candidates) {
    const ok = await git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], cwd).then(
      () => true,
      () => false
    );
    if (!ok) continue;
    const base = await git(["merge-base", "HEAD", ref], cwd).catch(() => "");
    if (base) return base;
  }
  throw new GitError("no default branch found to take the merge-base with: pass --base REF");
}
function worktreeParent(env = process.env) {
  return env.RUNNER_TEMP || tmpdir();
}
async function addWorktree(repoDir, commit, parentDir = worktreeParent()) {
  const parent = await mkdtemp(join(parentDir, "benchgate-wt-"));
  const dir = join(parent, "tree");
  try {
    await git(["worktree", "add", "--detach", "--force", dir, commit], repoDir);
  } catch (err) {
    await rm(parent, { recursive: true, force: true });
    throw err;
  }
  let removed = false;
  return {
    dir,
    commit,
    async remove() {
      if (removed) return;
      removed = true;
      await git(["worktree", "remove", "--force", dir], repoDir).catch(() => void 0);
      await rm(parent, { recursive: true, force: true });
      await git(["worktree", "prune"], repoDir).catch(() => void 0);
    }
  };
}

// src/run/round.ts
import { existsSync } from "node:fs";
import { mkdir, rm as rm2 } from "node:fs/promises";
import { isAbsolute, join as join2 } from "node:path";

// src/run/shell-quote.ts
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

// src/run/round.ts
var RunError = class extends Error {
};
async function buildSide(preset, projectDir, side, env, timeoutMs) {
  if (!preset.build) return;
  const r = await execShell(preset.build, { cwd: projectDir, env, timeoutMs });
  if (r.outputLimitExceeded) throw new RunError(`building ${side} stopped: ${overLimit(r.outputLimit)}`);
  if (r.timedOut)
    throw new RunError(`building ${side} timed out after ${Math.round(timeoutMs / 1e3)}s: ${preset.build}`);
  if (r.code !== 0)
    throw new RunError(`building ${side} failed (exit ${r.code}): ${preset.build}
${indent(r.tail)}`);
}
async function runRound(ctx) {
  const { preset } = ctx;
  const out = join2(ctx.rawDir, `${ctx.side}-round${ctx.round}`);
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
    await rm2(absoluteResults, { recursive: true, force: true });
  if (preset.results.from === "file" && absoluteResults) await rm2(absoluteResults, { force: true });
  const command = expandCommand(preset.run, values);
  const stdoutFile = join2(ctx.rawDir, `${ctx.side}-round${ctx.round}.txt`);
  const env = {
    ...ctx.env,
    ...Object.fromEntries(Object.entries(preset.env).map(([k, v]) => [k, expandPlain(v, values)]))
  };
  const r = await execShell(command, { cwd: ctx.projectDir, env, timeoutMs: ctx.timeoutMs, stdoutFile });
  if (r.outputLimitExceeded) {
    throw new RunError(
      `round ${ctx.round} (${ctx.side}) stopped: ${overLimit(r.outputLimit)}; narrow --filter or make the benchmark print less.
Last output:
${indent(r.tail)}`
    );
  }
  if (r.timedOut) {
    throw new RunError(
      `round ${ctx.round} (${ctx.side}) timed out after ${Math.round(ctx.timeoutMs / 1e3)}s; raise --round-timeout or narrow --filter.
Last output:
${indent(r.tail)}`
    );
  }
  if (r.code !== 0) {
    throw new RunError(
      `the benchmark command failed on ${ctx.side} (exit ${r.code ?? r.signal}): ${command}
${indent(r.tail)}`
    );
  }
  const source = preset.results.from === "stdout" ? stdoutFile : absoluteResults;
  if (!existsSync(source)) throw new RunError(`${ctx.side}: the run wrote no results at ${source}`);
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

// src/run/rounds.ts
var DEFAULT_ROUNDS = DEFAULTS.rounds;
function roundOrder(round, sides) {
  if (sides.length < 2) return [...sides];
  return round % 2 === 0 ? ["base", "head"] : ["head", "base"];
}
function formatDuration(ms) {
  const s = Math.round(ms / 1e3);
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m${String(s % 60).padStart(2, "0")}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, "0")}m`;
}
function estimateRemaining(doneRuns, totalRuns, elapsedMs) {
  if (doneRuns === 0) return Number.NaN;
  return elapsedMs / doneRuns * (totalRuns - doneRuns);
}

// src/run/regex-alternation.ts
function escapeRegex(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
var MAX_FILTER_CHARS = 64 * 1024;

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
    throw new RunError(`the ${preset.name} runner cannot list its benchmarks, so it cannot be sharded`);
  const r = await execShell(preset.list.command, { cwd: projectDir, env, timeoutMs: 10 * 6e4 });
  if (r.code !== 0)
    throw new RunError(`listing benchmarks failed: ${preset.list.command}
${r.tail.join("\n")}`);
  const pattern = new RegExp(preset.list.pattern);
  let selectedByUser;
  try {
    selectedByUser = userFilter && userFilter !== "." ? new RegExp(userFilter) : void 0;
  } catch {
    selectedByUser = void 0;
  }
  const names = r.stdout.split("\n").map((line) => pattern.exec(line.trim())?.groups?.name).filter((n) => n !== void 0 && (!selectedByUser || selectedByUser.test(n)));
  const mine = selectShard(names, shard);
  if (mine.length === 0) {
    return preset.filter.join === "go-bench" ? "^$" : "^benchgate-empty-shard$";
  }
  return joinFilter(mine, preset.filter);
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
      throw new RunError(
        `${tool.command} not found on PATH: the ${preset.name} runner needs ${tool.install}`
      );
    }
  }
}

// src/run/ab-run.ts
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
  /** Closes every session still open: for a shell's SIGINT/SIGTERM handler, which exits without finally. */
  static async closeAll() {
    await Promise.allSettled([..._AbSession.open].map((s) => s.close()));
  }
  /** Checks the sides out, fingerprints and builds them, and settles the filter. */
  async prepare() {
    const o = this.o;
    await requireToolchain(o.preset);
    this.sides.push(...await this.prepareSides());
    this.env = { ...process.env };
    this.load.before = loadPerCore();
    for (const s of this.sides) {
      s.fingerprint = {
        machine: machineInfo(),
        toolchain: await toolchainVersions(o.preset.toolchain, s.dir)
      };
    }
    for (const s of this.sides) {
      o.log(`building ${s.side} (${s.commit.slice(0, 12)})`);
      await buildSide(o.preset, s.dir, s.side, this.env, o.roundTimeoutMs);
    }
    this.filter = o.filter || o.preset.filter.default;
    if (o.shard)
      this.filter = await listShardFilter(o.preset, this.sides.at(-1).dir, this.filter, o.shard, this.env);
  }
  /** One round: each side once, in ABBA order, with the tool filter given. */
  async runRound(filter, phase) {
    if (phase.index === 0) this.phaseStart = Date.now();
    const order = roundOrder(
      phase.index,
      this.sides.map((s) => s.side)
    );
    for (const [i, sideName] of order.entries()) {
      const s = this.sides.find((x) => x.side === sideName);
      const t = Date.now();
      s.rounds.push(
        await runRound({
          preset: this.o.preset,
          projectDir: s.dir,
          side: s.side,
          round: s.rounds.length + 1,
          filter,
          rawDir: this.o.rawDir,
          timeoutMs: this.o.roundTimeoutMs,
          patternFormats: this.o.patternFormats,
          env: this.env
        })
      );
      const done = phase.index * order.length + i + 1;
      const total = phase.total * order.length;
      const left = estimateRemaining(done, total, Date.now() - this.phaseStart);
      this.o.log(
        `${phase.label} ${phase.index + 1}/${phase.total} ${s.side}: ${formatDuration(Date.now() - t)} · elapsed ${formatDuration(Date.now() - this.started)}` + (done < total ? ` · about ${formatDuration(left)} left` : "")
      );
    }
  }
  /**
   * Warnings about the conditions of the run so far. Note: only the load
   * before the run counts: the load after includes the benchmarks benchgate
   * itself just ran.
   */
  conditions() {
    this.load.after = loadPerCore();
    const warnings = [];
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
  side(name) {
    return this.sides.find((s) => s.side === name);
  }
  /** The name the tool's filter matches for a benchmark ("{suite}.{name}" for JMH). */
  filterKey(b) {
    return (this.o.preset.filter.qualify ?? "{name}").replace("{suite}", b.suite).replace("{name}", b.name);
  }
  /** Removes every worktree this session made; safe to call twice. */
  async close() {
    _AbSession.open.delete(this);
    const trees = this.trees.splice(0);
    await Promise.allSettled(trees.map((t) => t.remove()));
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
      head = { side: "head", dir: join3(tree2.dir, o.workingDirectory), commit: tree2.commit, rounds: [] };
    } else {
      const dir = resolve(o.headDir ?? join3(await repo(), o.workingDirectory));
      head = { side: "head", dir, commit: await commitOf(dir), rounds: [] };
    }
    if (o.mode === "record") return [head];
    if (o.baseDir) {
      const dir = resolve(o.baseDir);
      return [{ side: "base", dir, commit: await commitOf(dir), rounds: [] }, head];
    }
    const baseCommit = o.baseRef ? await resolveCommit(o.baseRef, await repo()) : await defaultBase(await repo());
    const tree = await checkout(baseCommit);
    return [{ side: "base", dir: join3(tree.dir, o.workingDirectory), commit: baseCommit, rounds: [] }, head];
  }
};
function closeOpenSessions() {
  return AbSession.closeAll();
}

// src/pipeline/side-results.ts
function sideResults(s, preset, load) {
  const perRound = preset.repetitions.samples === "median" ? s.rounds.map(roundMedians) : s.rounds;
  const merged = mergeResults(perRound.length > 1 ? perRound.map(summariesAsSamples) : perRound);
  merged.context = {
    ...merged.context,
    commit: s.commit,
    ...s.fingerprint ? {
      machine: { ...merged.context.machine, ...s.fingerprint.machine },
      toolchain: s.fingerprint.toolchain
    } : {},
    runner: preset.name,
    rounds: s.rounds.length,
    repetitions: `${preset.repetitions.perRound} ${preset.repetitions.unit} per round`,
    load: { before: round2(load.before), after: round2(load.after) }
  };
  return merged;
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

// src/pipeline/run-pipeline.ts
async function runPipeline(o) {
  const session = new AbSession({ ...o, rawDir: join4(o.outDir, "raw") });
  try {
    await session.prepare();
    await runMainRounds(session, o);
    const warnings = session.conditions();
    const resultsOf = (side) => sideResults(session.side(side), o.preset, session.load);
    if (!session.side("base")) {
      const head2 = resultsOf("head");
      await writeOutputs(o.outDir, { head: head2 });
      return { head: head2, expired: [], warnings };
    }
    let judged = judgeResults(resultsOf("base"), resultsOf("head"), o.judgement);
    const flagged = unwaivedRegressions(judged.comparison);
    if (o.confirmRounds > 0 && flagged.length > 0) {
      o.log(`confirming ${flagged.length} regressed rows with ${o.confirmRounds} more rounds`);
      const filter = joinFilter(
        flagged.map((r) => session.filterKey(r)),
        o.preset.filter
      );
      for (let i = 0; i < o.confirmRounds; i++)
        await session.runRound(filter, { label: "confirm", index: i, total: o.confirmRounds });
      judged = judgeResults(resultsOf("base"), resultsOf("head"), o.judgement);
      markConfirmation(flagged, judged.comparison, o.confirmRounds);
    }
    const base = resultsOf("base");
    const head = resultsOf("head");
    const report = o.render ? await o.render(judged.comparison, warnings) : void 0;
    await writeOutputs(o.outDir, {
      base,
      head,
      comparison: judged.comparison,
      ...report !== void 0 ? { report } : {}
    });
    return { base, head, ...judged, ...report !== void 0 ? { report } : {}, warnings };
  } finally {
    await session.close();
  }
}
async function runMainRounds(session, o) {
  const judge = o.roundJudge;
  let filter = session.filter;
  for (let round = 0; round < o.rounds; round++) {
    await session.runRound(filter, { label: "round", index: round, total: o.rounds });
    if (round + 1 >= o.rounds || !judge) continue;
    const base = session.side("base");
    const head = session.side("head");
    const load = session.load;
    const headSoFar = sideResults(head, o.preset, load);
    const decision = judge.afterRound(round, base ? sideResults(base, o.preset, load) : headSoFar, headSoFar);
    if (decision.stop) return;
    if (decision.remaining === "all") filter = session.filter;
    else if (decision.remaining.size === 0) return;
    else filter = joinFilter([...decision.remaining], o.preset.filter);
  }
}

// src/run/run-lifecycle.ts
async function runWithCleanup(cleanup, work, options) {
  const exit = options.exit ?? ((code) => process.exit(code));
  let stopping = false;
  const onSignal = (signal) => {
    if (stopping) return;
    stopping = true;
    options.log(`benchgate: ${signal}: stopping the benchmark and removing its worktrees`);
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
import { existsSync as existsSync2, readFileSync as readFileSync3 } from "node:fs";
import { join as join5 } from "node:path";
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
  const path = join5(dir, rule.file);
  if (!existsSync2(path)) return false;
  if (!rule.contains) return true;
  try {
    return new RegExp(rule.contains).test(readFileSync3(path, "utf8"));
  } catch {
    return false;
  }
}

// src/run/presets.ts
var import_yaml = __toESM(require_dist(), 1);
import { readdirSync as readdirSync2, readFileSync as readFileSync4 } from "node:fs";
import { dirname, join as join6 } from "node:path";
var PresetError = class extends Error {
};
function defaultRunnersDir() {
  const found = findShippedFile(join6("runners", "go.yml"));
  if (!found) throw new PresetError("runners/go.yml not found beside benchgate");
  return dirname(found);
}
function loadPresets(dir = defaultRunnersDir()) {
  return readdirSync2(dir).filter((f) => f.endsWith(".yml")).sort().map((f) => validatePreset((0, import_yaml.parse)(readFileSync4(join6(dir, f), "utf8")), join6(dir, f)));
}
function findPreset(name, presets) {
  const found = presets.find((p) => p.name === name);
  if (!found) {
    throw new PresetError(
      `unknown runner "${name}" (known: ${presets.map((p) => p.name).join(", ")}, or auto)`
    );
  }
  return found;
}
function applyOverrides(preset, o) {
  const out = structuredClone(preset);
  if (o.command) {
    out.run = o.command;
    if (!o.results && preset.name !== "command") out.results = { from: "stdout", format: out.results.format };
  }
  if (o.build !== void 0) out.build = o.build || void 0;
  if (o.results) out.results = { ...out.results, from: "file", path: o.results };
  if (o.format) {
    if (o.format !== "auto" && !isFormatName(o.format)) throw new PresetError(`unknown format "${o.format}"`);
    out.results.format = o.format;
  }
  if (o.count !== void 0) out.repetitions.perRound = o.count;
  if (o.env) out.env = { ...out.env, ...o.env };
  if (o.args !== void 0) {
    if (!out.run.includes("{args}")) out.run = `${out.run} {args}`;
    out.args = o.args;
  }
  return out;
}
function validatePreset(raw, file) {
  const fail = (field, what) => {
    throw new PresetError(`${file}: ${field} ${what}`);
  };
  if (!isObject(raw)) return fail("(top level)", "must be a mapping");
  const str = (v, field) => typeof v === "string" ? v : fail(field, "must be a string");
  const name = str(raw.name, "name");
  if (!Array.isArray(raw.detect)) fail("detect", "must be a list");
  const filter = isObject(raw.filter) ? raw.filter : fail("filter", "must be a mapping");
  const reps = isObject(raw.repetitions) ? raw.repetitions : fail("repetitions", "must be a mapping");
  const results = isObject(raw.results) ? raw.results : fail("results", "must be a mapping");
  if (!["stdout", "file", "dir"].includes(String(results.from)))
    fail("results.from", "must be stdout, file or dir");
  const format = str(results.format, "results.format");
  if (format !== "auto" && !isFormatName(format)) fail("results.format", `"${format}" is not a known format`);
  if (!["regex-alternation", "go-bench"].includes(String(filter.join)))
    fail("filter.join", "must be regex-alternation or go-bench");
  if (typeof reps.perRound !== "number" || reps.perRound < 1)
    fail("repetitions.perRound", "must be a number >= 1");
  if (reps.samples !== void 0 && reps.samples !== "each" && reps.samples !== "median") {
    fail("repetitions.samples", "must be each or median");
  }
  return {
    name,
    description: str(raw.description, "description"),
    detect: raw.detect.map((d, i) => {
      if (!isObject(d)) return fail(`detect[${i}]`, "must be a mapping");
      return {
        file: str(d.file, `detect[${i}].file`),
        ...d.contains ? { contains: str(d.contains, `detect[${i}].contains`) } : {}
      };
    }),
    ...raw.build ? { build: str(raw.build, "build") } : {},
    run: str(raw.run, "run"),
    ...isObject(raw.list) ? {
      list: {
        command: str(raw.list.command, "list.command"),
        pattern: str(raw.list.pattern, "list.pattern")
      }
    } : {},
    filter: {
      default: String(filter.default ?? ""),
      join: filter.join,
      ...filter.qualify ? { qualify: str(filter.qualify, "filter.qualify") } : {}
    },
    repetitions: {
      perRound: reps.perRound,
      unit: str(reps.unit, "repetitions.unit"),
      ...reps.samples === "median" || reps.samples === "each" ? { samples: reps.samples } : {}
    },
    results: {
      from: results.from,
      ...results.path ? { path: str(results.path, "results.path") } : {},
      format
    },
    env: isObject(raw.env) ? Object.fromEntries(Object.entries(raw.env).map(([k, v]) => [k, String(v)])) : {},
    toolchain: Array.isArray(raw.toolchain) ? raw.toolchain.map((t, i) => {
      if (!isObject(t)) return fail(`toolchain[${i}]`, "must be a mapping");
      return {
        command: str(t.command, `toolchain[${i}].command`),
        install: str(t.install, `toolchain[${i}].install`),
        ...t.version ? { version: str(t.version, `toolchain[${i}].version`) } : {}
      };
    }) : []
  };
}
function isObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
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
                        pytest-benchmark, command, or auto (default)
  --command "..."       replaces the preset's run command ({filter} {count} {out})
  --build "..."         replaces the preset's build command ("" for none)
  --format F            format of the results (default: the preset's)
  --results PATH        where the command writes results (default: the preset's)
  --rounds N            rounds per side (default ${DEFAULTS.rounds}: see docs/performance.md)
  --count N             repetitions per round (default: the preset's)
  --args "..."          extra arguments for the benchmark command (e.g. -benchtime 100ms)
  --env KEY=VALUE       extra environment for build and run (repeatable)
  --filter RE           benchmarks to run, in the tool's filter syntax
  --shard i/n           run a stable 1/n of the benchmarks (see benchgate merge)
  --confirm-rounds N    extra rounds for flagged regressions (default ${DEFAULTS.confirmRounds}, 0 = off)
  --round-timeout SEC   stop a round that takes longer (default ${DEFAULTS.roundTimeoutSeconds})
  --record              run head only and keep its results
  --out DIR             where to write base.json, head.json, comparison.json, report.md
                        (default: benchgate-out)
  --patterns FILE       YAML or JSON with "patterns:" for home-grown output
${POLICY_USAGE}
  --text, --json, --template FILE   as for compare
${EXTRA_OUTPUT_USAGE}`;
async function runCommand(args) {
  const { values } = parseCommandLine(
    args,
    {
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
      ...COMPARISON_OPTIONS,
      ...CONFIG_OPTIONS
    },
    USAGE
  );
  if (values.help) {
    process.stdout.write(`${USAGE}
`);
    return EXIT.ok;
  }
  if (values.head && values["head-dir"]) throw new UsageError("--head and --head-dir exclude each other");
  if (values.base && values["base-dir"]) throw new UsageError("--base and --base-dir exclude each other");
  if (values.record && (values.base || values["base-dir"]))
    throw new UsageError("--record runs head only: drop --base/--base-dir");
  const cwd = process.cwd();
  const workingDirectory = values["working-directory"] ?? ".";
  const presets = loadPresets();
  const runnerName = values.runner ?? "auto";
  let preset = runnerName === "auto" ? detectRunner(resolve2(values["head-dir"] ?? join7(cwd, workingDirectory)), presets) : findPreset(runnerName, presets);
  if (!preset) {
    if (!values.command) throw new UsageError('no runner detected here: pass --runner R, or --command "..."');
    preset = findPreset("command", presets);
  }
  preset = applyOverrides(preset, {
    ...values.command ? { command: values.command } : {},
    ...values.build !== void 0 ? { build: values.build } : {},
    ...values.format ? { format: values.format } : {},
    ...values.results ? { results: values.results } : {},
    ...values.count ? { count: positiveInt(values.count, "--count") } : {},
    ...values.args !== void 0 ? { args: values.args } : {},
    ...values.env ? { env: parseEnvPairs(values.env) } : {}
  });
  if (preset.name === "command" && !values.command)
    throw new UsageError('the command runner needs --command "..."');
  const outDir = resolve2(values.out ?? "benchgate-out");
  const { judgement, config } = judgementFromOptions(values, cwd);
  const patternFormats = [
    ...values.patterns ? await loadPatternFormats(values.patterns) : [],
    ...config?.patternFormats ?? []
  ];
  const cleanup = /* @__PURE__ */ new Set([closeOpenSessions]);
  return runWithCleanup(
    cleanup,
    async () => {
      const outcome = await runPipeline({
        cwd,
        workingDirectory,
        mode: values.record ? "record" : "ab",
        ...values.base ? { baseRef: values.base } : {},
        ...values.head ? { headRef: values.head } : {},
        ...values["head-dir"] ? { headDir: values["head-dir"] } : {},
        ...values["base-dir"] ? { baseDir: values["base-dir"] } : {},
        preset,
        rounds: positiveInt(values.rounds ?? String(DEFAULTS.rounds), "--rounds"),
        ...values.filter ? { filter: values.filter } : {},
        ...values.shard ? { shard: shardOrThrow(values.shard) } : {},
        outDir,
        roundTimeoutMs: positiveInt(values["round-timeout"] ?? String(DEFAULTS.roundTimeoutSeconds), "--round-timeout") * 1e3,
        confirmRounds: nonNegativeInt(
          values["confirm-rounds"] ?? String(DEFAULTS.confirmRounds),
          "--confirm-rounds"
        ),
        judgement,
        patternFormats,
        render: (c, warnings) => renderMarkdownReport(c, {
          ...values.template ? { template: values.template } : {},
          ...values.repository ? { repositoryUrl: values.repository } : {},
          warnings
        }),
        log: (line) => process.stderr.write(`benchgate: ${line}
`)
      });
      for (const w of outcome.warnings) process.stderr.write(`benchgate: warning: ${w}
`);
      warnExpired(outcome.expired);
      printProblems([...outcome.base?.problems ?? [], ...outcome.head.problems]);
      if (!outcome.comparison) {
        process.stderr.write(
          `benchgate: recorded ${outcome.head.benchmarks.length} benchmarks in ${join7(outDir, "head.json")}
`
        );
        return EXIT.ok;
      }
      await writeExtraOutputs(outcome.comparison, values);
      const shown = values.json ? toJsonText(outcome.comparison) : values.text ? renderComparisonText(outcome.comparison) : outcome.report;
      process.stdout.write(shown);
      return outcome.comparison.summary.verdict === "regression" ? EXIT.regression : EXIT.ok;
    },
    { log: (line) => process.stderr.write(`
${line}
`) }
  );
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
export {
  runCommand
};
