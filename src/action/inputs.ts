import * as core from '@actions/core';
import {
  ON_MISSING,
  type FloorRule,
  type OnMissing,
  type ThresholdRule,
  type TierRule,
} from '../compare/policy.js';
import { roundsDesign } from '../config/rounds-design.js';
import { isFormatName } from '../formats/registry.js';
import { DEFAULTS, defaultRounds } from '../model/defaults.js';
import { parseProfileMode, PROFILE_DEFAULTS, type ProfileSettings } from '../profile/settings.js';
import { InputReader, type Reader } from './input-reader.js';
import { parseEnvLines, parseFloorLines, parseThresholdLines, parseTierLines } from './input-lines.js';
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
  /**
   * The early branch reads the calibration runs' per-round noise as each row's
   * prior (input noise-prior, on by default): it chooses the pooled first looks
   * for the quiet rows (src/stats/pooled-gate.ts). Nothing without calibration runs.
   */
  noisePrior: boolean;
}

/** Reads the inputs through @actions/core (INPUT_* variables), validating each with a message that quotes it. */
export function readSettings(read: Reader = (n) => core.getInput(n)): ActionSettings {
  const input = new InputReader(read);
  const format = input.text('format', 'auto');
  if (format !== 'auto' && !isFormatName(format)) throw new Error(`input format: unknown format "${format}"`);
  const mode = input.choice('mode', ['ab', 'compare', 'record', 'bisect'] as const);
  const { rounds, design, designNote } = readRounds(input, mode);
  const settings: ActionSettings = {
    runner: input.text('runner', 'auto'),
    command: input.text('command'),
    format,
    results: input.text('results'),
    workingDirectory: input.text('working-directory', '.'),
    mode,
    good: input.text('good'),
    bad: input.text('bad'),
    baseResults: input.text('base-results'),
    headResults: input.text('head-results'),
    baseRef: input.text('base-ref'),
    rounds,
    select: input.has('select') ? input.choice('select', ['affected', 'all'] as const) : DEFAULTS.select,
    design,
    ...(designNote ? { designNote } : {}),
    filter: input.text('filter'),
    thresholds: parseThresholdLines(read('thresholds')),
    floors: parseFloorLines(read('floors')),
    tiers: parseTierLines(read('tiers')),
    failOnRegression: input.bool('fail-on-regression', 'true'),
    noisePrior: input.bool('noise-prior', 'true'),
    comment: input.choice('comment', ['always', 'on-change', 'on-regression', 'never'] as const),
    checkName: input.text('check-name', 'benchmarks'),
    allowLabel: input.text('allow-label'),
    token: input.text('github-token'),
    config: input.text('config', DEFAULTS.configFile),
    args: input.text('args'),
    build: input.text('build'),
    env: parseEnvLines(read('env')),
    confirmRounds: input.wholeNumber('confirm-rounds', String(DEFAULTS.confirmRounds), 0),
    roundTimeoutSeconds: input.wholeNumber('round-timeout', String(DEFAULTS.roundTimeoutSeconds), 1),
    headSha: input.text('head-sha'),
    allowForkCode: input.bool('allow-fork-code', 'false'),
    commentTemplate: input.text('comment-template'),
    // Empty turns image publishing off (Mermaid charts); the runner passes action.yml's default otherwise.
    dataBranch: input.text('data-branch'),
    profile: readProfile(input),
    ...readOptional(input),
  };
  if (settings.headSha && !/^[0-9a-f]{7,40}$/i.test(settings.headSha)) {
    throw new Error(`input head-sha: "${settings.headSha}" is not a commit hash`);
  }
  if (settings.mode === 'compare' && (!settings.baseResults || !settings.headResults)) {
    throw new Error('mode compare needs base-results and head-results');
  }
  return settings;
}

/** max-rounds (or its older name rounds) and the design they allow (src/config/rounds-design.ts). */
function readRounds(input: InputReader, mode: ActionSettings['mode']) {
  const asked = input.has('design')
    ? input.choice('design', ['fixed', 'sequential'] as const)
    : DEFAULTS.design;
  // `rounds` is the older name: set, it wins over max-rounds' default.
  const rounds = input.has('rounds')
    ? input.wholeNumber('rounds', '', 1)
    : input.wholeNumber('max-rounds', String(defaultRounds(asked, mode === 'record' ? 'record' : 'ab')), 1);
  const { design, note } = roundsDesign(asked, rounds);
  return { rounds, design, designNote: note };
}

function readProfile(input: InputReader): ProfileSettings {
  const budgetMs = input.duration('profile-budget', '5m or 90s');
  return {
    ...PROFILE_DEFAULTS,
    mode: input.has('profile')
      ? parseProfileMode(input.text('profile'), 'input profile')
      : PROFILE_DEFAULTS.mode,
    maxRows: input.wholeNumber('profile-max-rows', String(PROFILE_DEFAULTS.maxRows), 0),
    ...(budgetMs !== undefined ? { budgetMs } : {}),
  };
}

/**
 * The inputs that are absent from the settings unless the workflow sets
 * them: the policy inputs among them leave the decision to the config file
 * or the built-in default (src/config/resolve-policy.ts).
 */
function readOptional(input: InputReader): Partial<ActionSettings> {
  const out: Partial<ActionSettings> = {};
  let shard;
  try {
    shard = parseShard(input.text('shard'));
  } catch (err) {
    throw new Error(`input shard: ${(err as Error).message}`);
  }
  if (shard) out.shard = shard;
  const threshold = input.percent('threshold');
  if (threshold !== undefined) out.threshold = threshold;
  const alpha = input.fraction('alpha');
  if (alpha !== undefined) out.alpha = alpha;
  if (input.has('on-missing')) out.onMissing = input.choice('on-missing', ON_MISSING);
  const trigger = input.text('trigger');
  if (trigger) {
    out.trigger =
      parseTrigger(trigger) ?? fail(`input trigger: "${trigger}" is not one of ${TRIGGER_FORMS.join(', ')}`);
  }
  const machine = input.text('machine');
  if (machine) {
    if (!MACHINE_LABEL_PATTERN.test(machine))
      fail(
        `input machine: "${machine}" is not a label: letters, digits, ".", "-" and "_", at most 64, starting with a letter or digit`,
      );
    out.machine = machine;
  }
  if (input.has('pull-request')) out.pullRequest = input.wholeNumber('pull-request', '', 1);
  if (input.has('count')) out.count = input.wholeNumber('count', '', 1);
  const timeBudgetMs = input.duration('time-budget', '30m, 1h30m or 90s');
  if (timeBudgetMs !== undefined) out.timeBudgetMs = timeBudgetMs;
  return out;
}

function fail(message: string): never {
  throw new Error(message);
}
