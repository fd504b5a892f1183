import * as core from '@actions/core';
import { parseProfileMode, PROFILE_DEFAULTS, type ProfileSettings } from '../profile/settings.js';
import { parseDuration } from '../model/duration.js';
import {
  ON_MISSING,
  type FloorRule,
  type OnMissing,
  type ThresholdRule,
  type TierRule,
  TIERS,
  type Tier,
} from '../compare/policy.js';
import { makeFloorRule } from '../compare/floors.js';
import { DEFAULTS, defaultRounds } from '../model/defaults.js';
import { parsePercent } from '../model/percent.js';
import { roundsDesign } from '../config/rounds-design.js';
import { parseEnvPair } from '../config/env-pairs.js';
import { isFormatName } from '../formats/registry.js';
import type { FormatName } from '../formats/types.js';
import { MACHINE_LABEL_PATTERN } from '../history/store-schema.js';
import { parseShard } from '../run/shard.js';
import { parseTrigger, TRIGGER_FORMS, type Trigger } from '../model/trigger.js';

/** Every input of action.yml, read and validated here and nowhere else. */
export interface ActionSettings {
  runner: string;
  command: string;
  format: FormatName | 'auto';
  results: string;
  workingDirectory: string;
  mode: 'ab' | 'compare' | 'record' | 'bisect';
  /** Mode bisect: the last commit known to be fast, and one known to be slow. */
  good: string;
  bad: string;
  baseResults: string;
  headResults: string;
  baseRef: string;
  /** The most rounds per side (max-rounds, or its older name rounds). */
  rounds: number;
  /** Only the affected benchmarks, or all (/benchmark commands run all whatever this says). */
  select: 'affected' | 'all';
  /** How rounds are spent and judged (DEFAULTS.design). */
  design: 'fixed' | 'sequential';
  /** Why the run follows another design than the one asked for (src/config/rounds-design.ts). */
  designNote?: string;
  /** time-budget in milliseconds; absent: no budget. */
  timeBudgetMs?: number;
  filter: string;
  /**
   * Set only when the workflow sets it: action.yml declares no default for the
   * policy inputs, so the config file or the built-in default can decide
   * (src/config/resolve-policy.ts).
   */
  threshold?: number;
  thresholds: ThresholdRule[];
  /** Absolute floors, "UNIT: amount" or "GLOB UNIT: amount" lines; tried before the config file's. */
  floors: FloorRule[];
  /** Advisory tiers, "glob: tier" or "unit UNIT: tier" lines; tried before the config file's. */
  tiers: TierRule[];
  alpha?: number;
  /** Set only when the workflow sets it, as threshold (DEFAULTS.onMissing otherwise, or the config's). */
  onMissing?: OnMissing;
  failOnRegression: boolean;
  /** Set only when the workflow sets it, as threshold (the config's trigger otherwise, or DEFAULTS.trigger). */
  trigger?: Trigger;
  comment: 'always' | 'on-change' | 'on-regression' | 'never';
  checkName: string;
  allowLabel: string;
  token: string;
  shard?: { index: number; count: number };
  config: string;
  args: string;
  build: string;
  count?: number;
  env: Record<string, string>;
  confirmRounds: number;
  roundTimeoutSeconds: number;
  /** Overrides for events that do not carry the PR (workflow_run in the fork-safe setup). */
  pullRequest?: number;
  headSha: string;
  allowForkCode: boolean;
  commentTemplate: string;
  dataBranch: string;
  /** The workflow's name for this runner (input machine): the history's and the calibration's machine; default its hardware. */
  machine?: string;
  /** Profiles of the regressions after the verdict (docs/profiles.md). */
  profile: ProfileSettings;
  /** The early branch uses the calibration runs' per-round noise as its prior (input noise-prior; src/stats/noise-prior.ts). */
  noisePrior: boolean;
}

type Reader = (name: string) => string;

/** Reads the inputs through @actions/core (INPUT_* variables), validating each with a message that quotes it. */
export function readSettings(read: Reader = (n) => core.getInput(n)): ActionSettings {
  const choice = <T extends string>(name: string, allowed: readonly T[]): T => {
    const v = read(name).trim() || allowed[0]!;
    if (!(allowed as readonly string[]).includes(v)) {
      throw new Error(`input ${name}: "${v}" is not one of ${allowed.join(', ')}`);
    }
    return v as T;
  };
  const percent = (name: string): number | undefined => {
    const text = read(name).trim();
    if (!text) return undefined;
    const v = parsePercent(text);
    if (v === undefined) throw new Error(`input ${name}: "${text}" is not a percentage like 5% or 0.05`);
    return v;
  };
  const format = read('format').trim() || 'auto';
  if (format !== 'auto' && !isFormatName(format)) throw new Error(`input format: unknown format "${format}"`);
  const alphaText = read('alpha').trim();
  const alpha = alphaText ? Number(alphaText) : undefined;
  if (alpha !== undefined && !(alpha > 0 && alpha < 1))
    throw new Error(`input alpha: "${alphaText}" must be between 0 and 1`);
  const bool = (name: string, fallback: 'true' | 'false') => {
    const text = (read(name).trim() || fallback).toLowerCase();
    if (!['true', 'false'].includes(text)) throw new Error(`input ${name}: "${text}" must be true or false`);
    return text === 'true';
  };
  const wholeNumber = (name: string, fallback: string, min: number) => {
    const text = read(name).trim() || fallback;
    const n = Number(text);
    if (!Number.isInteger(n) || n < min)
      throw new Error(`input ${name}: "${text}" must be a whole number >= ${min}`);
    return n;
  };
  let shard;
  try {
    shard = parseShard(read('shard').trim());
  } catch (err) {
    throw new Error(`input shard: ${(err as Error).message}`);
  }
  const asked = read('design').trim() ? choice('design', ['fixed', 'sequential'] as const) : DEFAULTS.design;
  // `rounds` is the older name: set, it wins over max-rounds' default.
  const rounds = read('rounds').trim()
    ? wholeNumber('rounds', '', 1)
    : wholeNumber(
        'max-rounds',
        String(defaultRounds(asked, read('mode').trim() === 'record' ? 'record' : 'ab')),
        1,
      );
  const { design, note: designNote } = roundsDesign(asked, rounds);
  const settings: ActionSettings = {
    runner: read('runner').trim() || 'auto',
    command: read('command').trim(),
    format,
    results: read('results').trim(),
    workingDirectory: read('working-directory').trim() || '.',
    mode: choice('mode', ['ab', 'compare', 'record', 'bisect'] as const),
    good: read('good').trim(),
    bad: read('bad').trim(),
    baseResults: read('base-results').trim(),
    headResults: read('head-results').trim(),
    baseRef: read('base-ref').trim(),
    rounds,
    select: read('select').trim() ? choice('select', ['affected', 'all'] as const) : DEFAULTS.select,
    design,
    ...(designNote ? { designNote } : {}),
    filter: read('filter').trim(),
    thresholds: parseThresholdLines(read('thresholds')),
    floors: parseFloorLines(read('floors')),
    tiers: parseTierLines(read('tiers')),
    failOnRegression: bool('fail-on-regression', 'true'),
    noisePrior: bool('noise-prior', 'false'),
    comment: choice('comment', ['always', 'on-change', 'on-regression', 'never'] as const),
    checkName: read('check-name').trim() || 'benchmarks',
    allowLabel: read('allow-label').trim(),
    token: read('github-token').trim(),
    config: read('config').trim() || DEFAULTS.configFile,
    args: read('args').trim(),
    build: read('build').trim(),
    env: parseEnvLines(read('env')),
    confirmRounds: wholeNumber('confirm-rounds', String(DEFAULTS.confirmRounds), 0),
    roundTimeoutSeconds: wholeNumber('round-timeout', String(DEFAULTS.roundTimeoutSeconds), 1),
    headSha: read('head-sha').trim(),
    allowForkCode: bool('allow-fork-code', 'false'),
    commentTemplate: read('comment-template').trim(),
    // Empty turns image publishing off (Mermaid charts); the runner passes action.yml's default otherwise.
    dataBranch: read('data-branch').trim(),
    profile: {
      ...PROFILE_DEFAULTS,
      mode: read('profile').trim()
        ? parseProfileMode(read('profile').trim(), 'input profile')
        : PROFILE_DEFAULTS.mode,
      maxRows: wholeNumber('profile-max-rows', String(PROFILE_DEFAULTS.maxRows), 0),
    },
  };
  const threshold = percent('threshold');
  if (threshold !== undefined) settings.threshold = threshold;
  if (alpha !== undefined) settings.alpha = alpha;
  if (read('on-missing').trim()) settings.onMissing = choice('on-missing', ON_MISSING);
  const trigger = read('trigger').trim();
  if (trigger) {
    const parsed = parseTrigger(trigger);
    if (!parsed) throw new Error(`input trigger: "${trigger}" is not one of ${TRIGGER_FORMS.join(', ')}`);
    settings.trigger = parsed;
  }
  const machine = read('machine').trim();
  if (machine) {
    if (!MACHINE_LABEL_PATTERN.test(machine))
      throw new Error(
        `input machine: "${machine}" is not a label: letters, digits, ".", "-" and "_", at most 64, starting with a letter or digit`,
      );
    settings.machine = machine;
  }
  if (read('pull-request').trim()) settings.pullRequest = wholeNumber('pull-request', '', 1);
  if (read('count').trim()) settings.count = wholeNumber('count', '', 1);
  const budget = read('time-budget').trim();
  if (budget) {
    const ms = parseDuration(budget);
    if (ms === undefined)
      throw new Error(`input time-budget: "${budget}" is not a duration like 30m, 1h30m or 90s`);
    settings.timeBudgetMs = ms;
  }
  const profileBudget = read('profile-budget').trim();
  if (profileBudget) {
    const ms = parseDuration(profileBudget);
    if (ms === undefined)
      throw new Error(`input profile-budget: "${profileBudget}" is not a duration like 5m or 90s`);
    settings.profile.budgetMs = ms;
  }
  if (settings.headSha && !/^[0-9a-f]{7,40}$/i.test(settings.headSha)) {
    throw new Error(`input head-sha: "${settings.headSha}" is not a commit hash`);
  }
  if (shard) settings.shard = shard;
  if (settings.mode === 'compare' && (!settings.baseResults || !settings.headResults)) {
    throw new Error('mode compare needs base-results and head-results');
  }
  return settings;
}

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
