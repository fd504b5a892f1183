// Who the token is, so that only benchgate's own comments are ever adopted,
// updated or counted as already posted (a passer-by's comment that carries
// our marker must never receive the report, or its author could later edit
// the report under benchgate's name).
//
// A personal access token is a user: GET /user answers its login. GITHUB_TOKEN
// and any GitHub App installation token are not users: GitHub answers
// GET /user with 403 "Resource not accessible by integration", and their
// writes are authored by the app's bot. GET /app needs the app's JWT, but the
// GraphQL `viewer` answers an installation token with the bot's login
// (`<app-slug>[bot]`); should that fail too, the login is `botLogin`,
// `github-actions[bot]` (GITHUB_TOKEN's) unless the caller says otherwise.

import type { GitHubClient } from './client.js';
import { callGitHub, isGitHubApiError } from './errors.js';

/** The author of GITHUB_TOKEN's comments, check runs and commits. */
const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

export interface TokenIdentity {
  login: string;
  /** `user`: a personal access token; `app`: an installation token (GITHUB_TOKEN or an app's). */
  kind: 'user' | 'app';
}

const resolved = new WeakMap<GitHubClient, Promise<TokenIdentity>>();

/**
 * The token's login, asked once per client (later calls share the answer). A 403 on
 * GET /user means an installation token: its login is `botLogin`, default github-actions[bot].
 * Any other failure (401 bad credentials, 5xx after retries) is thrown: without knowing who
 * we are, no comment may be adopted.
 */
export function resolveTokenIdentity(
  octokit: GitHubClient,
  botLogin: string = ACTIONS_BOT_LOGIN,
): Promise<TokenIdentity> {
  let identity = resolved.get(octokit);
  if (!identity) {
    identity = askGitHub(octokit, botLogin);
    resolved.set(octokit, identity);
    identity.catch(() => resolved.delete(octokit));
  }
  return identity;
}

async function askGitHub(octokit: GitHubClient, botLogin: string): Promise<TokenIdentity> {
  try {
    const { data } = await callGitHub('read the token identity', () => octokit.rest.users.getAuthenticated());
    return { login: data.login, kind: 'user' };
  } catch (error) {
    if (
      isGitHubApiError(error) &&
      error.status === 403 &&
      /not accessible by integration/i.test(error.githubMessage)
    ) {
      return { login: (await viewerLogin(octokit)) ?? botLogin, kind: 'app' };
    }
    throw error;
  }
}

/** The GraphQL viewer's login, or undefined when GraphQL does not answer it. */
async function viewerLogin(octokit: GitHubClient): Promise<string | undefined> {
  try {
    const data = await octokit.graphql<{ viewer?: { login?: unknown } }>('query { viewer { login } }');
    const login = data.viewer?.login;
    return typeof login === 'string' && login !== '' ? login : undefined;
  } catch {
    // Note: a failure here only loses the app's own name; the default login stands in for it.
    return undefined;
  }
}
