// The history store: a directory (the data branch's `history/`, or any local
// directory for the command line) holding every measured commit of main.
//
//   commits/<YYYY-MM>.jsonl              {commit, parent, time, env}, one line per append
//   series/<family>/<YYYY-MM>[-N].jsonl  one line per benchmark metric per commit
//
// Appending touches only the month files of the families the results hold
// (never a file that grows with the whole history, so an append costs the
// same at commit 10 and at commit 10,000), and a month file that would pass
// MAX_FILE_BYTES continues in "<YYYY-MM>-2.jsonl" and so on. Lines are
// self-contained JSON, so a reader needs no index and a damaged line costs
// only itself. docs/history.md describes the layout, retention and compaction.

import { createHash } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { summarizeSide } from '../compare/side-stats.js';
import { functionOf, sortedParams } from '../model/identity.js';
import type { Results } from '../model/results.js';
import type { HistoryPoint, HistorySeries } from './types.js';

/** No store file passes this; GitHub refuses files over 100 MB and slows past 50. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Raw samples are kept for a point only up to this many (the center and interval always). */
const STORE_SAMPLES_MAX = 32;

export interface AppendInput {
  commit: string;
  parent?: string;
  /** ISO 8601; default now. */
  time?: string;
  results: Results;
}

interface Line {
  commit: string;
  time: string;
  env: string;
  suite: string;
  name: string;
  params: Record<string, string>;
  unit: string;
  metric?: string;
  direction: 'smaller' | 'bigger';
  center: number;
  low?: number;
  high?: number;
  n: number;
  samples?: number[];
}

/** What one append adds: per folder of the store (a family's series, the commits), the text for the month's file. */
export interface AppendPlan {
  month: string;
  files: { folder: string; text: string }[];
}

/** The lines one commit's results add, grouped by the folder they go to; the commit list comes last. */
export function appendPlan(input: AppendInput): AppendPlan {
  const time = input.time ?? new Date().toISOString();
  const month = time.slice(0, 7);
  const env = fingerprintOf(input.results);
  const byFamily = new Map<string, string[]>();
  for (const b of input.results.benchmarks) {
    for (const m of b.metrics) {
      const { side } = summarizeSide(m);
      if (!side || !Number.isFinite(side.center)) continue;
      const line: Line = {
        commit: input.commit,
        time,
        env,
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
  const commitLine = JSON.stringify({ commit: input.commit, parent: input.parent ?? null, time, env });
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

/** Appends one commit's results; returns the files it wrote (relative to the store). */
export function appendToStore(dir: string, input: AppendInput): string[] {
  const plan = appendPlan(input);
  return plan.files.map(({ folder, text }) => appendLines(dir, folder, plan.month, text));
}

/** Appends to the month's file in `folder`, continuing in the next part when it would pass MAX_FILE_BYTES. */
function appendLines(dir: string, folder: string, month: string, text: string): string {
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

/** Every series of the store, its points in commit order (the order of the commits files). */
export function readStore(dir: string): { series: HistorySeries[]; problems: string[] } {
  const problems: string[] = [];
  const order = new Map<string, number>();
  for (const { value } of readLines(join(dir, 'commits'), problems)) {
    const c = value as { commit?: unknown };
    if (typeof c.commit === 'string' && !order.has(c.commit)) order.set(c.commit, order.size);
  }
  const series = new Map<string, HistorySeries>();
  const seriesDir = join(dir, 'series');
  for (const family of existsSync(seriesDir) ? readdirSync(seriesDir).sort() : []) {
    for (const { value, where } of readLines(join(seriesDir, family), problems)) {
      const l = value as Line;
      if (typeof l.commit !== 'string' || typeof l.name !== 'string' || typeof l.center !== 'number') {
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
          ...(l.metric !== undefined ? { metric: l.metric } : {}),
          direction: l.direction,
          family: familyOf(l.suite, l.name),
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
  }
  const rank = (c: string) => order.get(c) ?? Number.MAX_SAFE_INTEGER;
  for (const s of series.values())
    s.points.sort((a, b) => rank(a.commit) - rank(b.commit) || a.time.localeCompare(b.time));
  return { series: [...series.values()], problems };
}

/**
 * Retention: month files older than `keepMonths` are deleted, and points
 * older than `keepSamplesMonths` lose their raw samples (their center and
 * interval stay). Returns the files it changed or removed.
 */
export function compactStore(
  dir: string,
  now: Date,
  policy: { keepMonths: number; keepSamplesMonths: number },
): string[] {
  const monthsAgo = (n: number) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1));
    return d.toISOString().slice(0, 7);
  };
  const dropBefore = monthsAgo(policy.keepMonths);
  const stripBefore = monthsAgo(policy.keepSamplesMonths);
  const changed: string[] = [];
  const folders = [join(dir, 'commits')];
  const seriesDir = join(dir, 'series');
  if (existsSync(seriesDir)) for (const f of readdirSync(seriesDir)) folders.push(join(seriesDir, f));
  for (const folder of folders) {
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder)) {
      const month = name.slice(0, 7);
      const file = join(folder, name);
      if (month < dropBefore) {
        rmSync(file);
        changed.push(file);
      } else if (month < stripBefore && folder !== join(dir, 'commits')) {
        const text = readFileSync(file, 'utf8');
        const stripped = text
          .split('\n')
          .map((l) => (l.includes('"samples"') ? withoutSamples(l) : l))
          .join('\n');
        if (stripped !== text) {
          writeFileSync(file, stripped);
          changed.push(file);
        }
      }
    }
  }
  return changed;
}

/** The line without its samples; a line that does not parse is left as it is (readStore names it). */
function withoutSamples(line: string): string {
  try {
    return JSON.stringify({ ...(JSON.parse(line) as object), samples: undefined });
  } catch {
    return line;
  }
}

function* readLines(folder: string, problems: string[]): Generator<{ value: unknown; where: string }> {
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder)
    .filter((n) => n.endsWith('.jsonl'))
    .sort(byMonthAndPart)) {
    const lines = readFileSync(join(folder, name), 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      if (lines[i] === '') continue;
      const where = `${join(folder, name)}:${i + 1}`;
      try {
        yield { value: JSON.parse(lines[i]!), where };
      } catch {
        problems.push(`${where}: not valid JSON; the line is skipped`);
      }
    }
  }
}

/** "2026-11.jsonl" < "2026-11-2.jsonl" < "2026-11-10.jsonl" < "2026-12.jsonl". */
function byMonthAndPart(a: string, b: string): number {
  const key = (n: string) => {
    const m = /^(\d{4}-\d{2})(?:-(\d+))?\.jsonl$/.exec(n);
    return m ? ([m[1]!, Number(m[2] ?? 1)] as const) : ([n, 0] as const);
  };
  const [am, ap] = key(a);
  const [bm, bp] = key(b);
  return am < bm ? -1 : am > bm ? 1 : ap - bp;
}

export function seriesKey(s: {
  suite: string;
  name: string;
  params?: Record<string, string>;
  unit: string;
  metric?: string;
}): string {
  return JSON.stringify([s.suite, s.name, sortedParams(s.params ?? {}), s.unit, s.metric ?? null]);
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

/** The machine and toolchain the results were measured with, as a short stable fingerprint. */
export function fingerprintOf(results: Results): string {
  const c = results.context;
  // Only what stays put between runs of one machine: not its load or time.
  const m = c.machine ?? {};
  const machine = { os: m.os, arch: m.arch, cpu: m.cpu, cores: m.cores };
  const parts = JSON.stringify([machine, c.toolchain ?? {}, c.tool?.name ?? '', c.tool?.version ?? '']);
  return createHash('sha256').update(parts).digest('hex').slice(0, 12);
}
