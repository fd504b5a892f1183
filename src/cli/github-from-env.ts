// The GitHub client of the history commands that talk to GitHub (issues,
// calibration), from the environment as the action's runner sets it, and
// where its progress goes: standard error, so that standard output stays
// the command's result.

import type { GitHubClient } from '../github/client.js';
import { UsageError } from './errors.js';

/** Progress and warnings of the GitHub client, on standard error. */
export const STDERR_LOG = {
  debug: () => undefined,
  info: (l: string) => process.stderr.write(`benchgate: ${l}\n`),
  warning: (l: string) => process.stderr.write(`benchgate: warning: ${l}\n`),
};

/** The GitHub client of GITHUB_TOKEN (GITHUB_API_URL on Enterprise); a usage error naming the permission without one. */
export async function clientFromEnv(command: string, permission: string): Promise<GitHubClient> {
  const token = process.env.GITHUB_TOKEN;
  if (!token) throw new UsageError(`${command} needs a token in GITHUB_TOKEN (${permission})`);
  const { createGitHubClient } = await import('../github/client.js');
  return createGitHubClient({ token, log: STDERR_LOG });
}
