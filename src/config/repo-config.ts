import { existsSync, readFileSync } from 'node:fs';
import {
  EMPTY_SELECTION_CONFIG,
  parseSelectionConfig,
  SELECTION_KEYS,
  yamlLineOf,
  type SelectionConfig,
} from './selection-config.js';
import { parseDocument } from 'yaml';
import { ON_MISSING, type OnMissing, type RetiredBenchmark, type ThresholdRule } from '../compare/policy.js';
import type { Waiver } from '../compare/waivers.js';
import { makeFloorRule } from '../compare/floors.js';
import { TIERS, type FloorRule, type Tier, type TierRule } from '../compare/policy.js';
import { createPatternFormat, parsePatternSpecs } from '../formats/pattern/format.js';
import type { LineFormat } from '../formats/types.js';
import { parsePercent } from '../model/percent.js';
import type { Direction } from '../model/results.js';
import { isRecord } from '../model/record.js';
import { parseTrigger, TRIGGER_FORMS, type Trigger } from '../model/trigger.js';

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
 *   floors: { ns/op: 5ns, B/op: 64 }   # or a list of { benchmark, unit, floor }
 *   tiers:                   # block | warn | shadow, first match wins; the rest block
 *     - { benchmark: "BenchmarkCore*", tier: block }
 *     - { benchmark: "*", tier: warn }
 *   on-missing: neutral      # fail | neutral | pass
 *   retired:
 *     - { benchmark: "BenchmarkOldCodec*", reason: "the codec was removed in #412" }
 *   trigger: "label: benchmark"   # always | comment | label: <name> | title: <keyword>
 *   two-humped-rounds: true  # judge two-humped rows on paired rounds by mode (default false)
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
  /** floors: the least absolute change per unit (and benchmark glob) that counts. */
  floors: FloorRule[];
  /** tiers: how much each benchmark's and unit's verdict weighs. */
  tiers: TierRule[];
  /** on-missing: what an unjudged benchmark of base does to the check. */
  onMissing?: OnMissing;
  /** retired: benchmarks removed on purpose, each with why. */
  retired: RetiredBenchmark[];
  /** trigger: which pull requests run the benchmarks (src/model/trigger.ts). */
  trigger?: Trigger;
  /** two-humped-rounds: rows on paired rounds that the paired rule finds too noisy are judged by mode when two-humped. */
  twoHumpedRounds?: boolean;
  /** always-run and paths: which changes run which benchmarks (select: affected, docs/selection.md). */
  selection: SelectionConfig;
}

export const EMPTY_CONFIG: RepoConfig = {
  rules: [],
  directions: {},
  patternFormats: [],
  waivers: [],
  floors: [],
  tiers: [],
  retired: [],
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
  if (!isRecord(raw)) throw new ConfigError(path, 1, 'must be a mapping');
  const lineOf = yamlLineOf(text);
  /** A ConfigError at the line of `field`, with the whole message given. */
  const failAt = (field: string, message: string): never => {
    throw new ConfigError(path, lineOf(fieldPath(field)) || 1, message);
  };
  const fail = (field: string, what: string): never => failAt(field, `${field} ${what}`);
  const known = [
    'threshold',
    'alpha',
    'thresholds',
    'directions',
    'zero-floors',
    'floors',
    'tiers',
    'patterns',
    'waivers',
    'on-missing',
    'retired',
    'trigger',
    'two-humped-rounds',
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
    floors: parseFloors(raw.floors, failAt),
    tiers: [],
    retired: [],
    selection: selection.config,
  };
  if (raw.threshold !== undefined) config.threshold = pct(raw.threshold, 'threshold');
  if (raw.alpha !== undefined) {
    const a = Number(raw.alpha);
    if (!(a > 0 && a < 1)) fail('alpha', 'must be between 0 and 1');
    config.alpha = a;
  }
  asList(raw.thresholds, 'thresholds', fail).forEach((r, i) => {
    if (!isRecord(r))
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
    const directions = isRecord(raw.directions)
      ? raw.directions
      : fail('directions', 'must map units to smaller or bigger');
    for (const [unit, d] of Object.entries(directions)) {
      if (d !== 'smaller' && d !== 'bigger') fail(`directions.${unit}`, 'must be smaller or bigger');
      config.directions[unit] = d as Direction;
    }
  }
  if (raw['zero-floors'] !== undefined) {
    const floors: unknown = raw['zero-floors'];
    if (!isRecord(floors)) fail('zero-floors', 'must map units to numbers, like {B/op: 1, allocs/op: 1}');
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
    if (!isRecord(w)) return fail(`waivers[${i}]`, 'must be a mapping with benchmark, reason and expires');
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
  if (raw['on-missing'] !== undefined) {
    const v = String(raw['on-missing']);
    if (!ON_MISSING.includes(v as OnMissing))
      fail('on-missing', `"${v}" must be one of ${ON_MISSING.join(', ')}`);
    config.onMissing = v as OnMissing;
  }
  asList(raw.tiers, 'tiers', fail).forEach((r, i) => {
    if (!isRecord(r)) return fail(`tiers[${i}]`, 'must be a mapping with benchmark and/or unit, and tier');
    if (r.benchmark === undefined && r.unit === undefined) fail(`tiers[${i}]`, 'needs benchmark or unit');
    if (!TIERS.includes(r.tier as Tier))
      fail(`tiers[${i}].tier`, `"${String(r.tier)}" must be one of ${TIERS.join(', ')}`);
    config.tiers.push({
      ...(r.benchmark !== undefined ? { benchmark: String(r.benchmark) } : {}),
      ...(r.unit !== undefined ? { unit: String(r.unit) } : {}),
      tier: r.tier as Tier,
    });
  });
  if (raw.trigger !== undefined) config.trigger = parseTriggerKey(raw.trigger, failAt);
  if (raw['two-humped-rounds'] !== undefined) {
    if (typeof raw['two-humped-rounds'] !== 'boolean')
      fail('two-humped-rounds', `"${String(raw['two-humped-rounds'])}" must be true or false`);
    config.twoHumpedRounds = raw['two-humped-rounds'] as boolean;
  }
  asList(raw.retired, 'retired', fail).forEach((r, i) => {
    if (!isRecord(r)) return fail(`retired[${i}]`, 'must be a mapping with benchmark and reason');
    if (typeof r.benchmark !== 'string' || !r.benchmark) fail(`retired[${i}].benchmark`, 'is required');
    if (typeof r.reason !== 'string' || !r.reason.trim())
      fail(`retired[${i}].reason`, 'is required: say why the benchmark was removed');
    config.retired.push({ benchmark: r.benchmark as string, reason: (r.reason as string).trim() });
  });
  return config;
}

/** "thresholds[0].threshold" as the YAML path ['thresholds', 0, 'threshold']. */
function fieldPath(field: string): (string | number)[] {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
}

/** floors: a mapping of unit to amount, or a list of { benchmark?, unit, floor }. */
function parseFloors(raw: unknown, failAt: (field: string, message: string) => never): FloorRule[] {
  if (raw === undefined || raw === null) return [];
  const rule = (key: string, value: unknown, where: string) => {
    try {
      return makeFloorRule(key, String(value), where);
    } catch (err) {
      return failAt(where, (err as Error).message);
    }
  };
  if (isRecord(raw)) return Object.entries(raw).map(([unit, v]) => rule(unit, v, `floors.${unit}`));
  if (!Array.isArray(raw)) return failAt('floors', 'floors must map units to amounts, or be a list');
  return raw.map((r: unknown, i) => {
    if (!isRecord(r) || typeof r.unit !== 'string' || r.floor === undefined)
      return failAt(
        `floors[${i}]`,
        `floors[${i}] must be a mapping with unit, floor and optionally benchmark`,
      );
    if (r.benchmark !== undefined && (typeof r.benchmark !== 'string' || /\s/.test(r.benchmark)))
      return failAt(`floors[${i}]`, `floors[${i}].benchmark must be a glob without spaces`);
    const key = r.benchmark !== undefined ? `${r.benchmark as string} ${r.unit}` : r.unit;
    return rule(key, r.floor, `floors[${i}]`);
  });
}

/** trigger: a string ("label: benchmark") or a one-key mapping ({ label: benchmark }). */
function parseTriggerKey(raw: unknown, failAt: (field: string, message: string) => never): Trigger {
  const entries = isRecord(raw) ? Object.entries(raw) : [];
  const text =
    entries.length === 1 ? `${entries[0]![0]}: ${String(entries[0]![1])}` : isRecord(raw) ? '' : String(raw);
  return (
    parseTrigger(text) ??
    failAt('trigger', `trigger "${text || JSON.stringify(raw)}" must be one of ${TRIGGER_FORMS.join(', ')}`)
  );
}

function asList(v: unknown, field: string, fail: (f: string, w: string) => never): unknown[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) fail(field, 'must be a list');
  return v as unknown[];
}
