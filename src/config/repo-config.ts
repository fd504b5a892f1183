import { existsSync, readFileSync } from 'node:fs';
import {
  EMPTY_SELECTION_CONFIG,
  parseSelectionConfig,
  SELECTION_KEYS,
  yamlLineOf,
  type SelectionConfig,
} from './selection-config.js';
import { parseDocument } from 'yaml';
import { parsePercent, type ThresholdRule } from '../compare/policy.js';
import type { Waiver } from '../compare/waivers.js';
import { createPatternFormat, parsePatternSpecs } from '../formats/pattern/format.js';
import type { LineFormat } from '../formats/types.js';
import type { Direction } from '../model/results.js';

/**
 * The repository's own benchmark policy, reviewed in PRs like code
 * (.github/benchgate.yml):
 *
 *   threshold: 5%
 *   alpha: 0.05
 *   thresholds:
 *     - { benchmark: "BenchmarkFile*", threshold: 20% }
 *     - { unit: allocs/op, threshold: 0% }
 *   directions: { consumed-msgs: bigger }
 *   patterns: [...]          # see docs/patterns.md
 *   waivers:
 *     - { benchmark: "BenchmarkWriteBlock/*", reason: "...", expires: 2026-12-31 }
 */
export interface RepoConfig {
  threshold?: number;
  alpha?: number;
  rules: ThresholdRule[];
  directions: Record<string, Direction>;
  /** zero-floors: the least absolute change per unit that counts when a side is zero. */
  zeroFloors?: Record<string, number>;
  patternFormats: LineFormat[];
  waivers: Waiver[];
  /** always-run and paths: which changes run which benchmarks (select: affected, docs/selection.md). */
  selection: SelectionConfig;
}

export const EMPTY_CONFIG: RepoConfig = {
  rules: [],
  directions: {},
  patternFormats: [],
  waivers: [],
  selection: EMPTY_SELECTION_CONFIG,
};

/** Reads the config; a missing file is the empty config, a malformed one is an error naming file and line. */
export function loadRepoConfig(path: string): RepoConfig {
  if (!existsSync(path)) return EMPTY_CONFIG;
  return parseRepoConfig(readFileSync(path, 'utf8'), path);
}

/**
 * A config that cannot be used, with the file and line it is at: a pull
 * request's report names the place only, since the message may quote the file.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    readonly file: string,
    readonly line: number,
    detail: string,
  ) {
    super(`${file}:${line}: ${detail}`);
  }
}

/** Parses a config's text; `path` names it in errors (a file, or "<commit>:<file>"). */
export function parseRepoConfig(text: string, path: string): RepoConfig {
  const doc = parseDocument(text, { uniqueKeys: true });
  const err = doc.errors[0];
  if (err)
    throw new ConfigError(path, err.linePos?.[0]?.line ?? 1, `invalid YAML: ${err.message.split('\n')[0]}`);
  const raw = doc.toJS() ?? {};
  if (!isObject(raw)) throw new ConfigError(path, 1, 'must be a mapping');
  const lineOf = yamlLineOf(text);
  const fail = (field: string, what: string): never => {
    throw new ConfigError(path, lineOf(fieldPath(field)) || 1, `${field} ${what}`);
  };
  const known = [
    'threshold',
    'alpha',
    'thresholds',
    'directions',
    'zero-floors',
    'patterns',
    'waivers',
    ...SELECTION_KEYS,
  ];
  for (const key of Object.keys(raw))
    if (!known.includes(key)) fail(key, `is not a known key (known: ${known.join(', ')})`);
  const pct = (v: unknown, field: string) =>
    parsePercent(String(v)) ?? fail(field, `"${String(v)}" is not a percentage like 5%`);

  const selection = parseSelectionConfig(raw, path, lineOf);
  const first = selection.problems[0];
  if (first)
    throw new ConfigError(
      first.file,
      first.line,
      selection.problems
        .map((p, i) => (i === 0 ? p.message : `${p.file}:${p.line}: ${p.message}`))
        .join('\n'),
    );
  const config: RepoConfig = {
    rules: [],
    directions: {},
    patternFormats: [],
    waivers: [],
    selection: selection.config,
  };
  if (raw.threshold !== undefined) config.threshold = pct(raw.threshold, 'threshold');
  if (raw.alpha !== undefined) {
    const a = Number(raw.alpha);
    if (!(a > 0 && a < 1)) fail('alpha', 'must be between 0 and 1');
    config.alpha = a;
  }
  asList(raw.thresholds, 'thresholds', fail).forEach((r, i) => {
    if (!isObject(r))
      return fail(`thresholds[${i}]`, 'must be a mapping with benchmark and/or unit, and threshold');
    if (r.benchmark === undefined && r.unit === undefined)
      fail(`thresholds[${i}]`, 'needs benchmark or unit');
    config.rules.push({
      ...(r.benchmark !== undefined ? { benchmark: String(r.benchmark) } : {}),
      ...(r.unit !== undefined ? { unit: String(r.unit) } : {}),
      threshold: pct(r.threshold, `thresholds[${i}].threshold`),
    });
  });
  if (raw.directions !== undefined) {
    if (!isObject(raw.directions)) fail('directions', 'must map units to smaller or bigger');
    for (const [unit, d] of Object.entries(raw.directions)) {
      if (d !== 'smaller' && d !== 'bigger') fail(`directions.${unit}`, 'must be smaller or bigger');
      config.directions[unit] = d as Direction;
    }
  }
  if (raw['zero-floors'] !== undefined) {
    const floors: unknown = raw['zero-floors'];
    if (!isObject(floors)) fail('zero-floors', 'must map units to numbers, like {B/op: 1, allocs/op: 1}');
    config.zeroFloors = {};
    for (const [unit, v] of Object.entries(floors as Record<string, unknown>)) {
      if (typeof v !== 'number' || !(v >= 0)) fail(`zero-floors.${unit}`, 'must be a number >= 0');
      config.zeroFloors[unit] = v as number;
    }
  }
  if (raw.patterns !== undefined) {
    const { specs, problems } = parsePatternSpecs(raw.patterns, path);
    if (problems.length)
      throw new ConfigError(path, lineOf(['patterns']) || 1, problems.map((p) => p.message).join('\n'));
    config.patternFormats = specs.map(createPatternFormat);
  }
  asList(raw.waivers, 'waivers', fail).forEach((w, i) => {
    if (!isObject(w)) return fail(`waivers[${i}]`, 'must be a mapping with benchmark, reason and expires');
    if (typeof w.benchmark !== 'string' || !w.benchmark) fail(`waivers[${i}].benchmark`, 'is required');
    if (typeof w.reason !== 'string' || !w.reason.trim())
      fail(`waivers[${i}].reason`, 'is required: say why the regression is accepted');
    const expires =
      w.expires instanceof Date ? w.expires.toISOString().slice(0, 10) : String(w.expires ?? '');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(expires)) fail(`waivers[${i}].expires`, 'must be a date like 2026-12-31');
    config.waivers.push({
      benchmark: w.benchmark as string,
      reason: (w.reason as string).trim(),
      expires,
      ...(w.unit !== undefined ? { unit: String(w.unit) } : {}),
    });
  });
  return config;
}

/** "thresholds[0].threshold" as the YAML path ['thresholds', 0, 'threshold']. */
function fieldPath(field: string): (string | number)[] {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
}

function asList(v: unknown, field: string, fail: (f: string, w: string) => never): unknown[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) fail(field, 'must be a list');
  return v as unknown[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untrusted YAML/JSON, narrowed field by field by the callers
function isObject(v: unknown): v is Record<string, any> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
}
