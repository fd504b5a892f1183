// Absolute floors beside the relative threshold: 5% of a 40 ns benchmark, or
// of 64 B/op, is a change nobody acts on. A row past its threshold counts as
// a regression or improvement only when its absolute change is also past the
// floor in force for its benchmark and unit (docs/configuration.md,
// "Absolute floors").

import { compileGlob } from './glob.js';
import { matchesBenchmark, type FloorRule } from './policy.js';
import type { Benchmark } from '../model/results.js';
import type { AppliedFloor, ComparisonRow } from './types.js';

const TIME_SCALE: Readonly<Record<string, number>> = { ps: 1e-3, ns: 1, us: 1e3, µs: 1e3, ms: 1e6, s: 1e9 };

/**
 * A floor's value in `unit`'s own scale: a number, optionally followed by the
 * unit itself, its part before "/" ("ns" of ns/op, "B" of B/op), or, for a
 * time unit, another time unit ("2us" on ns/op is 2000). Undefined when the
 * text is none of these.
 */
export function parseFloor(text: string, unit: string): number | undefined {
  const m = /^\s*([0-9]+(?:\.[0-9]+)?)\s*([^\s0-9][^\s]*)?\s*$/.exec(text);
  if (!m) return undefined;
  const value = Number(m[1]);
  const suffix = m[2];
  if (suffix === undefined || suffix === unit) return value;
  const numerator = unit.split('/')[0]!;
  if (suffix === numerator) return value;
  const from = TIME_SCALE[suffix];
  const to = TIME_SCALE[numerator];
  if (from === undefined || to === undefined) return undefined;
  return (value * from) / to;
}

/**
 * A floor rule from "UNIT" or "GLOB UNIT" and a value: the input's line form
 * ("BenchmarkTiny* ns/op: 20ns") and the config's. Throws a message naming
 * `where` when the value does not fit the unit.
 */
export function makeFloorRule(key: string, value: string, where: string): FloorRule {
  const parts = key.trim().split(/\s+/);
  if (parts.length > 2 || !parts[0]) throw new Error(`${where}: "${key}" must be a unit or "glob unit"`);
  const unit = parts[parts.length - 1]!;
  const floor = parseFloor(value, unit);
  if (floor === undefined)
    throw new Error(
      `${where}: "${value.trim()}" is not an amount of ${unit} (a number, optionally with ${unit.split('/')[0]} or a time unit like 5ns)`,
    );
  return { ...(parts.length === 2 ? { benchmark: parts[0] } : {}), unit, floor, text: value.trim() };
}

/** The rule's name as the report shows it. */
export function floorRuleText(rule: FloorRule): string {
  return `${rule.benchmark !== undefined ? `${rule.benchmark} ` : ''}${rule.unit}: ${rule.text}`;
}

/** The first floor rule whose unit and glob match a benchmark; rules compiled once. */
export class FloorResolver {
  private readonly rules: { rule: FloorRule; match?: RegExp; origin?: string }[];

  constructor(rules: readonly FloorRule[], origins: readonly string[] = []) {
    this.rules = rules.map((rule, i) => ({
      rule,
      ...(rule.benchmark !== undefined ? { match: compileGlob(rule.benchmark) } : {}),
      ...(origins[i] !== undefined ? { origin: origins[i] } : {}),
    }));
  }

  floorFor(bench: Pick<Benchmark, 'suite' | 'name'>, unit: string): AppliedFloor | undefined {
    for (const { rule, match, origin } of this.rules) {
      if (rule.unit !== unit) continue;
      if (match && !matchesBenchmark(match, bench)) continue;
      return { floor: rule.floor, rule: floorRuleText(rule), ...(origin !== undefined ? { origin } : {}) };
    }
    return undefined;
  }
}

/**
 * Holds a regression or improvement to its floor: one whose absolute change
 * (head − base of the centers) is not beyond the floor (the same strict edge
 * as the threshold) is unchanged, and says which floor held it.
 */
export function applyFloor(row: ComparisonRow, floor: AppliedFloor | undefined): void {
  if (!floor || !row.base || !row.head) return;
  row.floor = floor;
  if (row.verdict !== 'regression' && row.verdict !== 'improvement') return;
  const delta = Math.abs(row.head.center - row.base.center);
  if (delta > floor.floor) return;
  row.notes.push(
    `a ${row.verdict} by the threshold, but its change of ${formatAmount(delta)} ${row.unit} is within the absolute floor ${floor.rule}${floor.origin ? ` (from ${floor.origin})` : ''}`,
  );
  row.verdict = 'unchanged';
}

function formatAmount(n: number): string {
  return String(Number(n.toPrecision(4)));
}
