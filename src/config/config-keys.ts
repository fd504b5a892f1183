// How each top-level key of .github/benchgate.yml is read: one small parser
// per key, in the order the "known keys" message lists them. The selection
// keys (always-run, paths) are read by selection-config.ts. Every parser
// fails through the place it is given, so the error names the file and the
// line of the field (repo-config.ts's ConfigError).

import { makeFloorRule } from '../compare/floors.js';
import {
  ON_MISSING,
  TIERS,
  type FloorRule,
  type OnMissing,
  type RetiredBenchmark,
  type ThresholdRule,
  type Tier,
  type TierRule,
} from '../compare/policy.js';
import type { Waiver } from '../compare/waivers.js';
import { createPatternFormat, parsePatternSpecs } from '../formats/pattern/format.js';
import { parsePercent } from '../model/percent.js';
import { isRecord } from '../model/record.js';
import type { Direction } from '../model/results.js';
import { parseTrigger, TRIGGER_FORMS, type Trigger } from '../model/trigger.js';
import type { LineFormat } from '../formats/types.js';

/** Where a key's value came from, and how to fail there. */
export interface KeyPlace {
  /** The config's name in errors (a file, or "<commit>:<file>"). */
  path: string;
  /** Throws at the line of `field` ("thresholds[0].threshold"), with the whole message given. */
  failAt: (field: string, message: string) => never;
  /** Throws at the line of `field`, with the message "<field> <what>". */
  fail: (field: string, what: string) => never;
  /** Throws at the line of `field` with several messages (a nested parser's problems). */
  failAll: (field: string, messages: readonly string[]) => never;
}

/** What the keys of this file give: the config but for its selection (selection-config.ts). */
export interface KeyedConfig {
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
}

type Parsed = Partial<KeyedConfig>;
type KeyParser = (value: unknown, at: KeyPlace) => Parsed;

/** Every key this file reads, in the order the "known keys" message lists them. */
export const CONFIG_KEY_PARSERS: Readonly<Record<string, KeyParser>> = {
  threshold: (v, at) => ({ threshold: percent(v, 'threshold', at) }),
  alpha: (v, at) => {
    const a = Number(v);
    if (!(a > 0 && a < 1)) at.fail('alpha', 'must be between 0 and 1');
    return { alpha: a };
  },
  thresholds: (v, at) => ({ rules: list(v, 'thresholds', at).map((r, i) => thresholdRule(r, i, at)) }),
  directions: (v, at) => ({ directions: directions(v, at) }),
  'zero-floors': (v, at) => ({ zeroFloors: zeroFloors(v, at) }),
  floors: (v, at) => ({ floors: floors(v, at) }),
  tiers: (v, at) => ({ tiers: list(v, 'tiers', at).map((r, i) => tierRule(r, i, at)) }),
  patterns: (v, at) => {
    const { specs, problems } = parsePatternSpecs(v, at.path);
    if (problems.length)
      at.failAll(
        'patterns',
        problems.map((p) => p.message),
      );
    return { patternFormats: specs.map(createPatternFormat) };
  },
  waivers: (v, at) => ({ waivers: list(v, 'waivers', at).map((w, i) => waiver(w, i, at)) }),
  'on-missing': (v, at) => {
    const s = String(v);
    if (!ON_MISSING.includes(s as OnMissing))
      at.fail('on-missing', `"${s}" must be one of ${ON_MISSING.join(', ')}`);
    return { onMissing: s as OnMissing };
  },
  retired: (v, at) => ({ retired: list(v, 'retired', at).map((r, i) => retired(r, i, at)) }),
  trigger: (v, at) => ({ trigger: trigger(v, at) }),
  'two-humped-rounds': (v, at) => {
    if (typeof v !== 'boolean') at.fail('two-humped-rounds', `"${String(v)}" must be true or false`);
    return { twoHumpedRounds: v as boolean };
  },
};

function percent(v: unknown, field: string, at: KeyPlace): number {
  return parsePercent(String(v)) ?? at.fail(field, `"${String(v)}" is not a percentage like 5%`);
}

/** A list, or nothing; anything else is an error. */
function list(v: unknown, field: string, at: KeyPlace): unknown[] {
  if (v === null) return [];
  if (!Array.isArray(v)) at.fail(field, 'must be a list');
  return v as unknown[];
}

/** The benchmark and/or unit a rule of thresholds or tiers applies to (one of them is required). */
function ruleTarget(r: Record<string, unknown>, field: string, at: KeyPlace) {
  if (r.benchmark === undefined && r.unit === undefined) at.fail(field, 'needs benchmark or unit');
  return {
    ...(r.benchmark !== undefined ? { benchmark: String(r.benchmark) } : {}),
    ...(r.unit !== undefined ? { unit: String(r.unit) } : {}),
  };
}

function thresholdRule(r: unknown, i: number, at: KeyPlace): ThresholdRule {
  const field = `thresholds[${i}]`;
  if (!isRecord(r)) return at.fail(field, 'must be a mapping with benchmark and/or unit, and threshold');
  const target = ruleTarget(r, field, at);
  return { ...target, threshold: percent(r.threshold, `${field}.threshold`, at) };
}

function tierRule(r: unknown, i: number, at: KeyPlace): TierRule {
  const field = `tiers[${i}]`;
  if (!isRecord(r)) return at.fail(field, 'must be a mapping with benchmark and/or unit, and tier');
  const target = ruleTarget(r, field, at);
  if (!TIERS.includes(r.tier as Tier))
    at.fail(`${field}.tier`, `"${String(r.tier)}" must be one of ${TIERS.join(', ')}`);
  return { ...target, tier: r.tier as Tier };
}

function directions(v: unknown, at: KeyPlace): Record<string, Direction> {
  if (!isRecord(v)) return at.fail('directions', 'must map units to smaller or bigger');
  const out: Record<string, Direction> = {};
  for (const [unit, d] of Object.entries(v)) {
    if (d !== 'smaller' && d !== 'bigger') at.fail(`directions.${unit}`, 'must be smaller or bigger');
    out[unit] = d as Direction;
  }
  return out;
}

function zeroFloors(v: unknown, at: KeyPlace): Record<string, number> {
  if (!isRecord(v)) return at.fail('zero-floors', 'must map units to numbers, like {B/op: 1, allocs/op: 1}');
  const out: Record<string, number> = {};
  for (const [unit, n] of Object.entries(v)) {
    if (typeof n !== 'number' || !(n >= 0)) at.fail(`zero-floors.${unit}`, 'must be a number >= 0');
    out[unit] = n as number;
  }
  return out;
}

/** floors: a mapping of unit to amount, or a list of { benchmark?, unit, floor }. */
function floors(raw: unknown, at: KeyPlace): FloorRule[] {
  if (raw === null) return [];
  const rule = (key: string, value: unknown, where: string) => {
    try {
      return makeFloorRule(key, String(value), where);
    } catch (err) {
      return at.failAt(where, (err as Error).message);
    }
  };
  if (isRecord(raw)) return Object.entries(raw).map(([unit, v]) => rule(unit, v, `floors.${unit}`));
  if (!Array.isArray(raw)) return at.failAt('floors', 'floors must map units to amounts, or be a list');
  return raw.map((r: unknown, i) => {
    if (!isRecord(r) || typeof r.unit !== 'string' || r.floor === undefined)
      return at.failAt(
        `floors[${i}]`,
        `floors[${i}] must be a mapping with unit, floor and optionally benchmark`,
      );
    if (r.benchmark !== undefined && (typeof r.benchmark !== 'string' || /\s/.test(r.benchmark)))
      return at.failAt(`floors[${i}]`, `floors[${i}].benchmark must be a glob without spaces`);
    const key = r.benchmark !== undefined ? `${r.benchmark as string} ${r.unit}` : r.unit;
    return rule(key, r.floor, `floors[${i}]`);
  });
}

function waiver(w: unknown, i: number, at: KeyPlace): Waiver {
  const field = `waivers[${i}]`;
  if (!isRecord(w)) return at.fail(field, 'must be a mapping with benchmark, reason and expires');
  if (typeof w.benchmark !== 'string' || !w.benchmark) at.fail(`${field}.benchmark`, 'is required');
  if (typeof w.reason !== 'string' || !w.reason.trim())
    at.fail(`${field}.reason`, 'is required: say why the regression is accepted');
  const expires = w.expires instanceof Date ? w.expires.toISOString().slice(0, 10) : String(w.expires ?? '');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expires)) at.fail(`${field}.expires`, 'must be a date like 2026-12-31');
  return {
    benchmark: w.benchmark as string,
    reason: (w.reason as string).trim(),
    expires,
    ...(w.unit !== undefined ? { unit: String(w.unit) } : {}),
  };
}

function retired(r: unknown, i: number, at: KeyPlace): RetiredBenchmark {
  const field = `retired[${i}]`;
  if (!isRecord(r)) return at.fail(field, 'must be a mapping with benchmark and reason');
  if (typeof r.benchmark !== 'string' || !r.benchmark) at.fail(`${field}.benchmark`, 'is required');
  if (typeof r.reason !== 'string' || !r.reason.trim())
    at.fail(`${field}.reason`, 'is required: say why the benchmark was removed');
  return { benchmark: r.benchmark as string, reason: (r.reason as string).trim() };
}

/** trigger: a string ("label: benchmark") or a one-key mapping ({ label: benchmark }). */
function trigger(raw: unknown, at: KeyPlace) {
  const entries = isRecord(raw) ? Object.entries(raw) : [];
  const text =
    entries.length === 1 ? `${entries[0]![0]}: ${String(entries[0]![1])}` : isRecord(raw) ? '' : String(raw);
  return (
    parseTrigger(text) ??
    at.failAt(
      'trigger',
      `trigger "${text || JSON.stringify(raw)}" must be one of ${TRIGGER_FORMS.join(', ')}`,
    )
  );
}
