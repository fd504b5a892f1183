// Shared setup of the GitHub tests: the real client pointed at the fake server,
// with retry and throttle waits scaled down to milliseconds.

import {
  createGitHubClient,
  type GitHubClient,
  type GitHubClientOptions,
} from '../../../src/github/client.js';
import type { FakeGitHub } from '../../support/fake-github/index.js';

export interface CapturedLog {
  log: GitHubClientOptions['log'];
  /** "warning: …" and "info: …" lines, in order (debug is dropped). */
  lines: string[];
}

export function captureLog(): CapturedLog {
  const lines: string[] = [];
  return {
    lines,
    log: {
      debug: () => undefined,
      info: (message) => lines.push(`info: ${message}`),
      warning: (message) => lines.push(`warning: ${message}`),
    },
  };
}

let clients = 0;

/** A fast client for `fake`: 1 ms retry bases, unpaced writes, its own throttle key. */
export function clientFor(
  fake: FakeGitHub,
  overrides: Partial<GitHubClientOptions> = {},
): { octokit: GitHubClient } & CapturedLog {
  const captured = captureLog();
  clients += 1;
  const octokit = createGitHubClient({
    token: fake.token,
    baseUrl: fake.url,
    log: captured.log,
    retryAfterBaseMs: 1,
    throttleBaseMs: 1,
    spaceWrites: false,
    throttleId: `test-${process.pid}-${clients}`,
    timeoutMs: 5_000,
    ...overrides,
  });
  return { octokit, ...captured };
}

/** Runs `promise` expecting it to reject, and returns the rejection (fails the test otherwise). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection, got a result');
}

export const SHA_A = 'a'.repeat(40);
export const SHA_B = 'b'.repeat(40);
export const SHA_C = 'c'.repeat(40);
