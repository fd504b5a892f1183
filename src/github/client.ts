// The one place an Octokit is built. Every API call of benchgate goes through a
// client made here, so every call gets the same retry (5xx, network errors,
// timeouts), throttling (GitHub's pacing of writes, primary and secondary rate
// limits) and request timeout.

import { GitHub, defaults, getOctokitOptions } from '@actions/github/lib/utils';
import { retry } from '@octokit/plugin-retry';
import { throttling, type ThrottlingOptions } from '@octokit/plugin-throttling';

/** Where the GitHub modules write; src/action maps it to core.debug/info/warning. */
export interface GitHubLog {
  debug(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

export interface GitHubClientOptions {
  token: string;
  /** REST API root; default `GITHUB_API_URL` (set by the runner, also on GHES), else https://api.github.com. */
  baseUrl?: string;
  userAgent?: string;
  log: GitHubLog;
  /** Abort a request that has not answered after this long; it is then retried like a 5xx. Default 30 s. */
  timeoutMs?: number;
  /** Retries of 5xx, network errors and timeouts (plugin-retry). Default 3. */
  retries?: number;
  /** plugin-retry waits (retry number)² × this many ms. Default 1000; tests use ~1. */
  retryAfterBaseMs?: number;
  /** Retries after a primary or secondary rate limit. Default 2. */
  rateLimitRetries?: number;
  /** Do not wait longer than this for a rate limit to reset; give up with the 403 instead. Default 60 s. */
  maxRateLimitWaitSeconds?: number;
  /** plugin-throttling multiplies `retry-after` seconds by this many ms. Default 1000; tests use ~1. */
  throttleBaseMs?: number;
  /** Seconds to wait on a secondary rate limit without a `retry-after` header. Default 60. */
  fallbackSecondaryRateRetryAfter?: number;
  /**
   * GitHub asks integrations to leave 1 s between writes and 3 s between writes that notify
   * (plugin-throttling does this per `throttleId`). Default: true, except for an API on a
   * loopback address (writesArePaced).
   */
  spaceWrites?: boolean;
  /** Throttling key; clients with the same key share the pacing. Default "benchgate". */
  throttleId?: string;
}

const BenchgateOctokit = GitHub.plugin(retry, throttling);

/** The Octokit benchgate uses: REST methods, paginate, retry and throttling. */
export type GitHubClient = InstanceType<typeof BenchgateOctokit>;

type FetchLike = (input: string | URL, init?: Record<string, unknown>) => Promise<unknown>;

/** Adds a deadline to every request, combined with octokit's own abort signal when it has one. */
function withTimeout(fetchImpl: FetchLike, timeoutMs: number): FetchLike {
  return (input, init) => {
    const deadline = AbortSignal.timeout(timeoutMs);
    const own = init?.signal as AbortSignal | undefined;
    return fetchImpl(input, { ...init, signal: own ? AbortSignal.any([own, deadline]) : deadline });
  };
}

/**
 * A stand-in for a Bottleneck group that runs jobs at once: used for plugin-throttling's
 * `write` and `notifications` groups when `spaceWrites` is false.
 * Note: relies on plugin-throttling calling `group.key(id).schedule(options, job, ...args)`;
 * the test suite checks both the paced default and this unpaced mode.
 */
const UNPACED_GROUP = {
  key: () => ({
    schedule: (_options: unknown, job: (...args: unknown[]) => unknown, ...args: unknown[]) =>
      Promise.resolve().then(() => job(...args)),
  }),
} as unknown as NonNullable<ThrottlingOptions['write']>;

/**
 * Whether writes to the API at `baseUrl` are spaced by default. The spacing is GitHub's request to
 * spare its secondary rate limits; a server on a loopback address is not GitHub's (a local
 * GitHub-like server, as the test suite starts, or an emulator on the runner), and pacing it only
 * makes every run wait a second per write.
 */
export function writesArePaced(baseUrl: string): boolean {
  let host: string;
  try {
    host = new URL(baseUrl).hostname;
  } catch {
    return true;
  }
  return !(host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host));
}

function throttleOptions(options: GitHubClientOptions, baseUrl: string): ThrottlingOptions {
  const { log } = options;
  const allowed = options.rateLimitRetries ?? 2;
  const maxWait = options.maxRateLimitWaitSeconds ?? 60;
  const decide =
    (kind: string) =>
    (retryAfter: number, request: { method: string; url: string }, _o: unknown, count: number) => {
      const what = `${kind} rate limit on ${request.method} ${request.url}`;
      if (count < allowed && retryAfter <= maxWait) {
        log.warning(`GitHub ${what}: retrying in ${retryAfter} s (retry ${count + 1} of ${allowed})`);
        return true;
      }
      const why = count >= allowed ? `after ${count} retries` : `the limit resets in ${retryAfter} s`;
      log.warning(`GitHub ${what}: giving up (${why})`);
      return false;
    };
  const paced = options.spaceWrites ?? writesArePaced(baseUrl);
  const unpaced = paced ? {} : { write: UNPACED_GROUP, notifications: UNPACED_GROUP };
  return {
    id: options.throttleId ?? 'benchgate',
    retryAfterBaseValue: options.throttleBaseMs ?? 1000,
    fallbackSecondaryRateRetryAfter: options.fallbackSecondaryRateRetryAfter ?? 60,
    onRateLimit: decide('primary'),
    onSecondaryRateLimit: decide('secondary'),
    ...unpaced,
  };
}

/**
 * Builds the Octokit for `token`. The fetch of @actions/github is kept (it honours the
 * runner's proxy settings) and given a per-request timeout.
 * Note: @actions/github picks its proxy from GITHUB_API_URL when it is imported; a `baseUrl`
 * on another host (only tests do that, on loopback, which is never proxied) uses the same fetch.
 */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const { log } = options;
  const baseFetch = (defaults.request?.fetch ?? globalThis.fetch) as FetchLike;
  const baseUrl = options.baseUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com';
  const octokitOptions = getOctokitOptions(options.token, {
    baseUrl,
    userAgent: options.userAgent ?? 'benchgate',
    request: { ...defaults.request, fetch: withTimeout(baseFetch, options.timeoutMs ?? 30_000) },
    log: {
      debug: (message: string) => log.debug(message),
      info: (message: string) => log.debug(message),
      warn: (message: string) => log.warning(message),
      error: (message: string) => log.warning(message),
    },
    retry: {
      retries: options.retries ?? 3,
      retryAfterBaseValue: options.retryAfterBaseMs ?? 1000,
      // plugin-retry's own list plus 409: a conflict ("Git Repository is empty.")
      // does not go away by asking again.
      doNotRetry: [400, 401, 403, 404, 409, 410, 422, 451],
    },
    throttle: throttleOptions(options, baseUrl),
  });
  return new BenchgateOctokit(octokitOptions);
}
