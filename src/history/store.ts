// The history store: a directory (the data branch's `history/`, or any local
// directory for the command line) holding every measured commit of main.
//
//   commits/<YYYY-MM>.jsonl              {commit, parent, time, env, machine, environment}, one line per append
//   series/<family>/<YYYY-MM>[-N].jsonl  one line per benchmark metric per commit
//
// Appending touches only the month files of the families the results hold
// (never a file that grows with the whole history, so an append costs the
// same at commit 10 and at commit 10,000), and a month file that would pass
// MAX_FILE_BYTES continues in "<YYYY-MM>-2.jsonl" and so on. Lines are
// self-contained JSON, so a reader needs no index and a damaged line costs
// only itself. Every line read is checked against the schema first
// (store-schema.ts) and every file against the store's caps (store-files.ts).
// docs/history.md describes the layout, machines and retention.

import { createHash } from 'node:crypto';
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { summarizeSide } from '../compare/side-stats.js';
import { functionOf, sortedParams } from '../model/identity.js';
import type { Results } from '../model/results.js';
import { jsonLines, monthFiles, newBudget, readMonthFile, refuseLink, storeFolders } from './store-files.js';
import {
  checkCommitLine,
  checkSeriesLine,
  COMMIT_PATTERN,
  MACHINE_LABEL_PATTERN,
  MAX_FILE_BYTES,
  MAX_MACHINE_CHARS,
  MAX_SERIES_PER_APPEND,
  STORE_SAMPLES_MAX,
  type SeriesLine,
} from './store-schema.js';
import type { HistoryPoint, HistorySeries } from './types.js';

export interface AppendInput {
  commit: string;
  parent?: string;
  /** ISO 8601; default now. */
  time?: string;
  /** The workflow's name for the machine (MACHINE_LABEL_PATTERN); default its hardware (machineOf). */
  machine?: string;
  results: Results;
}

/** What one append adds: per folder of the store (a family's series, the commits), the text for the month's file. */
export interface AppendPlan {
  month: string;
  files: { folder: string; text: string }[];
}

/** The commit, parent and machine label of an append, as the store's schema takes them; an Error naming the bad one. */
function checkAppendInput(input: AppendInput): void {
  if (!COMMIT_PATTERN.test(input.commit))
    throw new Error(
      `history append: commit "${input.commit}" is not a commit id (7 to 64 hexadecimal digits)`,
    );
  if (input.parent !== undefined && !COMMIT_PATTERN.test(input.parent))
    throw new Error(
      `history append: parent "${input.parent}" is not a commit id (7 to 64 hexadecimal digits)`,
    );
  if (input.machine !== undefined && !MACHINE_LABEL_PATTERN.test(input.machine))
    throw new Error(
      `history append: machine "${input.machine}" is not a label (letters, digits, ".", "-", "_", at most 64)`,
    );
}

/** The lines one commit's results add, grouped by the folder they go to; the commit list comes last. */
export function appendPlan(input: AppendInput): AppendPlan {
  checkAppendInput(input);
  const time = input.time ?? new Date().toISOString();
  const month = time.slice(0, 7);
  const env = fingerprintOf(input.results);
  const machine = input.machine ?? machineOf(input.results);
  const byFamily = new Map<string, string[]>();
  const series = input.results.benchmarks.reduce((n, b) => n + b.metrics.length, 0);
  if (series > MAX_SERIES_PER_APPEND)
    throw new Error(
      `history append: the results hold ${series} series (benchmark metrics), over the limit of ${MAX_SERIES_PER_APPEND} per append; nothing was appended`,
    );
  for (const b of input.results.benchmarks) {
    for (const m of b.metrics) {
      const { side } = summarizeSide(m);
      if (!side || !Number.isFinite(side.center)) continue;
      const line: SeriesLine = {
        commit: input.commit,
        time,
        env,
        machine,
        suite: b.suite,
        name: b.name,
        params: b.params,
        unit: m.unit,
        ...(m.name !== undefined ? { metric: m.name } : {}),
        direction: m.direction,
        center: side.center,
        ...(Number.isFinite(side.low) ? { low: side.low } : {}),
        ...(Number.isFinite(side.high) ? { high: side.high } : {}),
        n: side.n,
        ...(m.samples.length > 0 && m.samples.length <= STORE_SAMPLES_MAX ? { samples: m.samples } : {}),
      };
      const family = familyOf(b.suite, b.name);
      const lines = byFamily.get(family) ?? [];
      lines.push(JSON.stringify(line));
      byFamily.set(family, lines);
    }
  }
  const files = [...byFamily].map(([family, lines]) => ({
    folder: `series/${familySlug(family)}`,
    text: lines.join('\n') + '\n',
  }));
  const commitLine = JSON.stringify({
    commit: input.commit,
    parent: input.parent ?? null,
    time,
    env,
    machine,
    environment: environmentOf(input.results),
  });
  files.push({ folder: 'commits', text: commitLine + '\n' });
  return { month, files };
}

/** Part `part` (1-based) of a folder's month file: `<month>.jsonl`, then `<month>-2.jsonl`, ... */
export function partFile(folder: string, month: string, part: number): string {
  return `${folder}/${part === 1 ? `${month}.jsonl` : `${month}-${part}.jsonl`}`;
}

/** Whether `text` may go into a file of `size` bytes: no file passes MAX_FILE_BYTES (an empty one takes anything). */
export function fitsIn(size: number, text: string): boolean {
  return size === 0 || size + Buffer.byteLength(text) <= MAX_FILE_BYTES;
}

/**
 * The text to append after a file's `before` bytes: a file that does not end
 * its last line (cut short by hand or by a failed write) gets the line ended
 * first, so the damage stays in that line and the new lines parse.
 */
export function joinedText(before: Buffer | undefined, text: string): string {
  return before && before.length > 0 && before[before.length - 1] !== 0x0a ? `\n${text}` : text;
}

/** Appends one commit's results; returns the files it wrote (relative to the store). */
export function appendToStore(dir: string, input: AppendInput): string[] {
  const plan = appendPlan(input);
  // Every path is checked before anything is written: an append lands whole or not at all.
  for (const { folder } of plan.files) refuseLinks(dir, folder, plan.month);
  return plan.files.map(({ folder, text }) => appendLines(dir, folder, plan.month, text));
}

/**
 * Never through a link: a checkout of the data branch may hold one where a
 * folder or a month file belongs, and appending would write where it points.
 */
function refuseLinks(dir: string, folder: string, month: string): void {
  let path = dir;
  for (const part of folder.split('/')) {
    path = join(path, part);
    refuseLink(path);
  }
  for (let part = 1; part === 1 || existsSync(join(dir, partFile(folder, month, part - 1))); part++)
    refuseLink(join(dir, partFile(folder, month, part)));
}

/** Appends to the month's file in `folder`, continuing in the next part when it would pass MAX_FILE_BYTES. */
function appendLines(dir: string, folder: string, month: string, text: string): string {
  mkdirSync(join(dir, folder), { recursive: true });
  for (let part = 1; ; part++) {
    const rel = partFile(folder, month, part);
    const file = join(dir, rel);
    const size = existsSync(file) ? statSync(file).size : 0;
    if (!fitsIn(size, text)) continue;
    appendFileSync(file, size > 0 ? joinedText(lastByte(file, size), text) : text);
    return rel;
  }
}

function lastByte(file: string, size: number): Buffer {
  // Only the last byte decides; a month file may be 10 MB.
  const fd = openSync(file, 'r');
  try {
    const b = Buffer.alloc(1);
    readSync(fd, b, 0, 1, size - 1);
    return b;
  } finally {
    closeSync(fd);
  }
}

/**
 * Every series of the store, per machine, its points in commit order (the
 * order of the commits files). Every line is checked against the schema: a
 * line that breaks it is skipped and named in `problems`; a file past the
 * caps, or a link, stops the read with an InputError naming it.
 */
export function readStore(dir: string): {
  series: HistorySeries[];
  problems: string[];
  /** Fingerprint -> what it hashes, as the appends recorded it (environment-change.ts). */
  environments: Map<string, Record<string, string>>;
} {
  const problems: string[] = [];
  const budget = newBudget();
  const folders = storeFolders(dir, problems);
  const order = new Map<string, number>();
  const environments = new Map<string, Record<string, string>>();
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
  // Points go into their series as they are read: the store is held once, as points.
  const series = new Map<string, HistorySeries>();
  const machinesOf = new Map<string, Set<string>>();
  const legacy: SeriesLine[] = [];
  for (const folder of folders.series) {
    for (const { path } of monthFiles(folder, problems)) {
      for (const { value, where } of jsonLines(path, readMonthFile(path, budget), problems)) {
        const l = checkSeriesLine(value);
        if (!l.ok) problems.push(`${where}: ${l.why}; the line is skipped`);
        else if (l.value.machine === undefined) legacy.push(l.value);
        else {
          addPoint(series, l.value, l.value.machine);
          const set = machinesOf.get(l.value.env) ?? new Set<string>();
          machinesOf.set(l.value.env, set.add(l.value.machine));
        }
      }
    }
  }
  // A line written before machines were recorded takes the machine of the
  // newer lines with the same fingerprint (it hashes the hardware) when they
  // have one machine, so its series goes on instead of starting again.
  for (const l of legacy) {
    const known = machinesOf.get(l.env);
    addPoint(series, l, known?.size === 1 ? [...known][0]! : '');
  }
  const rank = (c: string) => order.get(c) ?? Number.MAX_SAFE_INTEGER;
  for (const s of series.values())
    s.points.sort((a, b) => rank(a.commit) - rank(b.commit) || a.time.localeCompare(b.time));
  return { series: [...series.values()], problems, environments };
}

function addPoint(series: Map<string, HistorySeries>, l: SeriesLine, machine: string): void {
  const key = seriesKey({ ...l, machine });
  let s = series.get(key);
  if (!s) {
    s = {
      suite: l.suite,
      name: l.name,
      params: l.params,
      unit: l.unit,
      ...(l.metric !== undefined ? { metric: l.metric } : {}),
      direction: l.direction,
      family: familyOf(l.suite, l.name),
      ...(machine ? { machine } : {}),
      points: [],
    };
    series.set(key, s);
  }
  const point: HistoryPoint = { commit: l.commit, time: l.time, center: l.center, n: l.n, env: l.env };
  if (l.low !== undefined) point.low = l.low;
  if (l.high !== undefined) point.high = l.high;
  if (l.samples) point.samples = l.samples;
  s.points.push(point);
}

/**
 * The key of one series: a benchmark metric on one machine. The machine
 * joins the key only when known, so the keys (and the issue markers built
 * from them) of a store written before machines were recorded stay as they were.
 */
export function seriesKey(s: {
  suite: string;
  name: string;
  params?: Record<string, string>;
  unit: string;
  metric?: string;
  machine?: string;
}): string {
  const key = [s.suite, s.name, sortedParams(s.params ?? {}), s.unit, s.metric ?? null];
  return JSON.stringify(s.machine ? [...key, s.machine] : key);
}

/** The family a chart and an issue group by: the suite and the benchmark function (the name before "/"). */
function familyOf(suite: string, name: string): string {
  const fn = functionOf(name);
  return suite ? `${suite}.${fn}` : fn;
}

/** A file-name-safe folder for a family, unique by a short hash of the whole key. */
export function familySlug(family: string): string {
  const readable = family.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 60);
  return `${readable}-${createHash('sha256').update(family).digest('hex').slice(0, 8)}`;
}

/** What stays put between runs of one machine: its hardware, not its load or time. */
function hardwareOf(results: Results): { os?: string; arch?: string; cpu?: string; cores?: number } {
  const m = results.context.machine ?? {};
  return { os: m.os, arch: m.arch, cpu: m.cpu, cores: m.cores };
}

/** What the fingerprint hashes, as names an environment change can be told by. */
function environmentOf(results: Results): Record<string, string> {
  const c = results.context;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(hardwareOf(results))) if (v !== undefined) out[k] = String(v);
  for (const [k, v] of Object.entries(c.toolchain ?? {})) out[`toolchain ${k}`] = String(v);
  if (c.tool?.name) out.tool = c.tool.version ? `${c.tool.name} ${c.tool.version}` : c.tool.name;
  // Bounded as the schema bounds it: the text comes from the tool's output.
  return Object.fromEntries(
    Object.entries(out)
      .slice(0, 32)
      .map(([k, v]) => [k.slice(0, 200), v.slice(0, 200)]),
  );
}

/**
 * The machine a run without a label ran on, named by its hardware (OS,
 * architecture, CPU model, cores): a pool of two runner CPUs is two machines,
 * each with its own series, and a toolchain upgrade on one of them is an
 * environment change within its series.
 */
export function machineOf(results: Results): string {
  const h = hardwareOf(results);
  const platform = [h.os, h.arch].filter(Boolean).join('/');
  const text = [platform, h.cpu, h.cores !== undefined ? `${h.cores} cores` : undefined]
    .filter(Boolean)
    .join(' ')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim();
  return (text || 'unknown machine').slice(0, MAX_MACHINE_CHARS);
}

/** The machine and toolchain the results were measured with, as a short stable fingerprint. */
export function fingerprintOf(results: Results): string {
  const c = results.context;
  const h = hardwareOf(results);
  const machine = { os: h.os, arch: h.arch, cpu: h.cpu, cores: h.cores };
  const parts = JSON.stringify([machine, c.toolchain ?? {}, c.tool?.name ?? '', c.tool?.version ?? '']);
  return createHash('sha256').update(parts).digest('hex').slice(0, 12);
}
