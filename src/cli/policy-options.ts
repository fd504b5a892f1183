import { ON_MISSING, type OnMissing } from '../compare/policy.js';
import { DEFAULTS } from '../model/defaults.js';
import { formatPercent, parsePercent } from '../model/percent.js';
import { loadCliConfig } from '../config/locate-config.js';
import type { RepoConfig } from '../config/repo-config.js';
import { CLI_FLAG_NAMES, resolvePolicy, type CallerPolicy } from '../config/resolve-policy.js';
import { todayUtc, type Judgement } from '../pipeline/judge.js';
import { UsageError } from './errors.js';

/** Where the policy comes from, for compare, run and merge. */
export const CONFIG_OPTIONS = {
  config: { type: 'string' },
  'no-config': { type: 'boolean' },
} as const;

export const POLICY_USAGE = `  --threshold P     smallest change that counts, e.g. 5% (default ${formatPercent(DEFAULTS.threshold)})
  --alpha A         significance level (default ${DEFAULTS.alpha})
  --no-fdr          no Benjamini-Hochberg correction across rows
  --on-missing M    a benchmark of base left unjudged (removed, or no result on a side):
                    fail, neutral (exit 4, default ${DEFAULTS.onMissing}) or pass
  --config FILE     the repository config (default ${DEFAULTS.configFile} of the repository
                    this runs in, as the action reads it)
  --no-config       read no config file
                    Precedence: a flag beats the config file, which beats the default;
                    threshold rules: the file's, first match wins (docs/configuration.md)`;

export interface PolicyValues {
  threshold?: string;
  alpha?: string;
  'no-fdr'?: boolean;
  'on-missing'?: string;
  config?: string;
  'no-config'?: boolean;
}

/**
 * The flags and the repository config, resolved by the one rule both shells
 * use (src/config/resolve-policy.ts); the config file is read from the
 * repository of cwd unless --config or --no-config say otherwise.
 */
export function judgementFromOptions(
  values: PolicyValues,
  cwd = process.cwd(),
): { judgement: Judgement; config?: RepoConfig } {
  if (values.config !== undefined && values['no-config'])
    throw new UsageError('--config and --no-config exclude each other');
  let file;
  try {
    file = loadCliConfig(cwd, values);
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const policy = resolvePolicy(file, callerPolicy(values), CLI_FLAG_NAMES);
  return {
    judgement: { policy, waivers: file?.config.waivers ?? [], today: todayUtc() },
    ...(file ? { config: file.config } : {}),
  };
}

export function warnExpired(
  expired: readonly { benchmark: string; expires: string; reason: string }[],
): void {
  for (const w of expired)
    process.stderr.write(
      `benchgate: warning: waiver for ${w.benchmark} expired on ${w.expires}: ${w.reason}\n`,
    );
}

function callerPolicy(values: PolicyValues): CallerPolicy {
  const caller: CallerPolicy = {};
  if (values.threshold !== undefined) {
    const t = parsePercent(values.threshold);
    if (t === undefined)
      throw new UsageError(`--threshold "${values.threshold}" is not a percentage like 5% or 0.05`);
    caller.threshold = t;
  }
  if (values.alpha !== undefined) {
    const a = Number(values.alpha);
    if (!(a > 0 && a < 1)) throw new UsageError(`--alpha "${values.alpha}" must be a number between 0 and 1`);
    caller.alpha = a;
  }
  if (values['no-fdr']) caller.fdr = false;
  const onMissing = values['on-missing'];
  if (onMissing !== undefined) {
    if (!ON_MISSING.includes(onMissing as OnMissing))
      throw new UsageError(`--on-missing "${onMissing}" must be one of ${ON_MISSING.join(', ')}`);
    caller.onMissing = onMissing as OnMissing;
  }
  return caller;
}
