// The action's inputs that hold one rule or setting per line (thresholds,
// tiers, floors, env): blank lines and # comments are skipped, and a line
// that does not parse is an error naming the input and the line.

import { makeFloorRule } from '../compare/floors.js';
import { TIERS, type FloorRule, type ThresholdRule, type Tier, type TierRule } from '../compare/policy.js';
import { parseEnvPair } from '../config/env-pairs.js';
import { parsePercent } from '../model/percent.js';

/** "BenchmarkFile*: 20%" lines; "unit allocs/op: 0%" sets a threshold per unit. */
export function parseThresholdLines(text: string): ThresholdRule[] {
  const rules: ThresholdRule[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const colon = line.lastIndexOf(':');
    if (colon <= 0)
      throw new Error(`input thresholds, line ${i + 1}: "${line}" must look like "glob: percent"`);
    const key = line.slice(0, colon).trim();
    const threshold = parsePercent(line.slice(colon + 1));
    if (threshold === undefined) {
      throw new Error(
        `input thresholds, line ${i + 1}: "${line.slice(colon + 1).trim()}" is not a percentage`,
      );
    }
    const unit = /^unit\s+(.+)$/.exec(key);
    rules.push(unit ? { unit: unit[1]!, threshold } : { benchmark: key, threshold });
  });
  return rules;
}

/** "BenchmarkCore*: block" lines; "unit allocs/op: shadow" sets a tier per unit. */
export function parseTierLines(text: string): TierRule[] {
  const rules: TierRule[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const colon = line.lastIndexOf(':');
    const tier = line.slice(colon + 1).trim() as Tier;
    if (colon <= 0 || !TIERS.includes(tier))
      throw new Error(`input tiers, line ${i + 1}: "${line}" must look like "glob: ${TIERS.join('|')}"`);
    const key = line.slice(0, colon).trim();
    const unit = /^unit\s+(.+)$/.exec(key);
    rules.push(unit ? { unit: unit[1]!, tier } : { benchmark: key, tier });
  });
  return rules;
}

/** "ns/op: 5ns" and "BenchmarkTiny* ns/op: 20ns" lines; blank lines and # comments are skipped. */
export function parseFloorLines(text: string): FloorRule[] {
  const floors: FloorRule[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    // The unit may hold no ":", the amount none either: the last one splits them.
    const colon = line.lastIndexOf(':');
    const where = `input floors, line ${i + 1}`;
    if (colon <= 0)
      throw new Error(`${where}: "${line}" must look like "unit: amount" or "glob unit: amount"`);
    floors.push(makeFloorRule(line.slice(0, colon), line.slice(colon + 1), where));
  });
  return floors;
}

/** "KEY=VALUE" lines; blank lines and # comments are skipped. */
export function parseEnvLines(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const pair = parseEnvPair(line);
    if (!pair) throw new Error(`input env, line ${i + 1}: "${line}" must look like KEY=VALUE`);
    env[pair[0]] = pair[1];
  });
  return env;
}
