import {
  DEFAULT_POLICY,
  type ComparePolicy,
  type FloorRule,
  type OnMissing,
  type TierRule,
  type PolicyOrigins,
  type ThresholdRule,
} from '../compare/policy.js';
import type { RepoConfig } from './repo-config.js';

/**
 * What the caller set explicitly: the action's inputs or the command line's
 * flags. An absent field was not set (so the config file or the default decides).
 */
export interface CallerPolicy {
  threshold?: number;
  alpha?: number;
  fdr?: boolean;
  rules?: readonly ThresholdRule[];
  floors?: readonly FloorRule[];
  tiers?: readonly TierRule[];
  /** fail-on-regression: false: every 'block' row is 'warn'. */
  advisory?: boolean;
  onMissing?: OnMissing;
}

/** How the caller's settings are named in the report: "input threshold", "--threshold". */
export type CallerNames = Record<
  'threshold' | 'alpha' | 'fdr' | 'rules' | 'floors' | 'tiers' | 'advisory' | 'onMissing',
  string
>;

export const ACTION_INPUT_NAMES: CallerNames = {
  threshold: 'input threshold',
  alpha: 'input alpha',
  fdr: 'the action',
  rules: 'input thresholds',
  floors: 'input floors',
  tiers: 'input tiers',
  advisory: 'input fail-on-regression: false',
  onMissing: 'input on-missing',
};

export const CLI_FLAG_NAMES: CallerNames = {
  threshold: '--threshold',
  alpha: '--alpha',
  fdr: '--no-fdr',
  rules: 'the command line',
  floors: 'the command line',
  tiers: 'the command line',
  advisory: 'the command line',
  onMissing: '--on-missing',
};

/** The repository's config in force and the path it is shown under. */
export interface ConfigInForce {
  config: RepoConfig;
  /** As the user names it, e.g. ".github/benchgate.yml". */
  label: string;
}

/**
 * The one precedence rule, used by the action and every command
 * (docs/configuration.md, "Precedence"):
 *
 * - threshold, alpha, fdr: the caller's explicit setting, else the config
 *   file's, else the built-in default (src/model/defaults.ts).
 * - threshold rules: the caller's rules first, then the file's; the first rule
 *   that matches a benchmark and unit wins.
 * - floors: as threshold rules, the caller's first; the first floor whose
 *   unit and glob match wins.
 * - tiers: as threshold rules, the caller's first; a row no rule matches is
 *   'block', and 'warn' when the caller is advisory (fail-on-regression: false).
 * - on-missing: as threshold; the default (DEFAULTS.onMissing) is left
 *   implicit in the policy (onMissingOf reads it).
 * - directions and retired benchmarks: the file's (the caller has no way to
 *   set them).
 *
 * Every setting that is not the default records where it came from, and the
 * report's environment section shows it.
 */
export function resolvePolicy(
  file: ConfigInForce | undefined,
  caller: CallerPolicy,
  names: CallerNames,
): ComparePolicy {
  const config = file?.config;
  const origins: PolicyOrigins = {};
  const pick = <K extends 'threshold' | 'alpha'>(key: K): number => {
    if (caller[key] !== undefined) {
      origins[key] = names[key];
      return caller[key];
    }
    if (config?.[key] !== undefined) {
      origins[key] = file!.label;
      return config[key];
    }
    return DEFAULT_POLICY[key];
  };
  const threshold = pick('threshold');
  const alpha = pick('alpha');
  let fdr = DEFAULT_POLICY.fdr;
  if (caller.fdr !== undefined && caller.fdr !== DEFAULT_POLICY.fdr) {
    fdr = caller.fdr;
    origins.fdr = names.fdr;
  }
  let onMissing: OnMissing | undefined;
  if (caller.onMissing !== undefined) {
    onMissing = caller.onMissing;
    origins.onMissing = names.onMissing;
  } else if (config?.onMissing !== undefined) {
    onMissing = config.onMissing;
    origins.onMissing = file!.label;
  }
  const rules = callerThenFile(caller.rules, config?.rules, names.rules, file?.label, origins, 'rules');
  const floors = callerThenFile(caller.floors, config?.floors, names.floors, file?.label, origins, 'floors');
  const tiers = callerThenFile(caller.tiers, config?.tiers, names.tiers, file?.label, origins, 'tiers');
  if (caller.advisory) origins.advisory = names.advisory;
  const directions = { ...(config?.directions ?? {}) };
  const units = Object.keys(directions);
  if (units.length) origins.directions = Object.fromEntries(units.map((u) => [u, file!.label]));
  return {
    alpha,
    threshold,
    rules,
    fdr,
    directions,
    ...(config?.zeroFloors ? { zeroFloors: { ...config.zeroFloors } } : {}),
    ...(floors.length ? { floors } : {}),
    ...(tiers.length ? { tiers } : {}),
    ...(caller.advisory ? { advisory: true as const } : {}),
    ...(onMissing !== undefined ? { onMissing } : {}),
    ...(config?.retired.length ? { retired: config.retired.map((r) => ({ ...r })) } : {}),
    ...(config?.twoHumpedRounds ? { twoHumpedRounds: true } : {}),
    ...(Object.keys(origins).length ? { origins } : {}),
  };
}

/**
 * A list setting: the caller's entries first, then the file's (the first
 * match wins), each entry's origin recorded when there are any.
 */
function callerThenFile<T>(
  fromCaller: readonly T[] | undefined,
  fromFile: readonly T[] | undefined,
  callerName: string,
  fileLabel: string | undefined,
  origins: PolicyOrigins,
  key: 'rules' | 'floors' | 'tiers',
): T[] {
  const callers = fromCaller ?? [];
  const files = fromFile ?? [];
  if (callers.length + files.length > 0)
    origins[key] = [...callers.map(() => callerName), ...files.map(() => fileLabel!)];
  return [...callers, ...files];
}
