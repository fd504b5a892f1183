// The environment a benchmark process gets. The benchmark is the code under
// test: on a pull request it is the PR's code, and it must not reach what the
// action's own step holds. docs/security.md ("The process boundary") lists
// what is dropped and why.

/**
 * Variables dropped by exact name: tokens, the Actions service endpoints that
 * accept those tokens, and the files through which a step talks to the runner
 * (a benchmark that could append to them would set outputs, variables, PATH or
 * the job summary for the steps after it).
 */
const DROPPED_NAMES = new Set([
  'GITHUB_TOKEN',
  'GH_TOKEN',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RUNTIME_URL',
  'ACTIONS_CACHE_URL',
  'ACTIONS_CACHE_SERVICE_V2',
  'ACTIONS_RESULTS_URL',
  'GITHUB_ENV',
  'GITHUB_OUTPUT',
  'GITHUB_PATH',
  'GITHUB_STATE',
  'GITHUB_STEP_SUMMARY',
]);

/**
 * Prefixes dropped: INPUT_* are the action's inputs (INPUT_GITHUB-TOKEN among
 * them), ACTIONS_ID_TOKEN_REQUEST_* mint OIDC tokens for cloud logins.
 */
const DROPPED_PREFIXES = ['INPUT_', 'ACTIONS_ID_TOKEN_REQUEST_'];

/**
 * Set on every process benchgate starts, with a value unique to that start, so
 * that descendants which left the process group (setsid, a daemonizing server)
 * can still be found and stopped. The runner does the same with
 * RUNNER_TRACKING_ID, which is kept for its own orphan clean-up.
 */
export const PROCESS_TAG_VARIABLE = 'BENCHGATE_PROCESS_TAG';

/** Whether a variable of the step's environment stays out of the benchmark's. */
export function isDroppedVariable(name: string): boolean {
  // Note: upper-cased because Windows names are case-insensitive; on Linux a
  // lower-case "github_token" is dropped too, which costs nothing.
  const upper = name.toUpperCase();
  return DROPPED_NAMES.has(upper) || DROPPED_PREFIXES.some((p) => upper.startsWith(p));
}

/**
 * The environment for a build, round, listing or version probe: `env` without
 * the step's secrets and runner files. Every spawn of benchgate goes through
 * this (execShell and git).
 */
export function childEnv(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && !isDroppedVariable(name)) out[name] = value;
  }
  return out;
}
