// Every octokit failure is wrapped exactly once, at the call site that knows
// what it was trying to do, into a GitHubApiError that keeps what a user needs
// to act on it: the status, the request (method and path, never headers, so no
// token), and GitHub's own message. Callers branch on the predicates below
// instead of on octokit's error classes, so nothing outside src/github knows
// about octokit (release-please does the same in src/errors/index.ts).

/** A failed GitHub API call. `status` is 500 with `network: true` when no response came back. */
export class GitHubApiError extends Error {
  override readonly name = 'GitHubApiError';
  /** What benchgate was doing, e.g. "create check run". */
  readonly operation: string;
  readonly status: number;
  readonly method: string;
  /** Path and query of the request, e.g. "/repos/o/r/check-runs". */
  readonly path: string;
  /** GitHub's `message` (or the network error's message when there was no response). */
  readonly githubMessage: string;
  readonly documentationUrl: string | undefined;
  /** GitHub's `errors` array of a 422, as sent. */
  readonly errors: readonly unknown[];
  /** Response headers (lower-case names); empty without a response. */
  readonly headers: Readonly<Record<string, string>>;
  /** True when the request never got an HTTP response (connection refused, timeout). */
  readonly network: boolean;

  constructor(fields: {
    operation: string;
    status: number;
    method: string;
    path: string;
    githubMessage: string;
    documentationUrl?: string;
    errors?: readonly unknown[];
    headers?: Record<string, string>;
    network?: boolean;
    cause?: unknown;
  }) {
    const detail = fields.network
      ? `no response (${fields.githubMessage})`
      : `${fields.status} ${fields.githubMessage}`;
    super(`GitHub API: ${fields.operation} failed: ${fields.method} ${fields.path} returned ${detail}`, {
      cause: fields.cause,
    });
    this.operation = fields.operation;
    this.status = fields.status;
    this.method = fields.method;
    this.path = fields.path;
    this.githubMessage = fields.githubMessage;
    this.documentationUrl = fields.documentationUrl;
    this.errors = fields.errors ?? [];
    this.headers = fields.headers ?? {};
    this.network = fields.network ?? false;
  }
}

/** The parts of @octokit/request-error's RequestError that we read (duck-typed: no import of octokit internals). */
interface RequestErrorLike {
  status: number;
  message: string;
  request: { method?: string; url?: string };
  response?: { headers?: Record<string, unknown>; data?: unknown };
}

function isRequestErrorLike(error: unknown): error is RequestErrorLike {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as Partial<RequestErrorLike>;
  return typeof e.status === 'number' && typeof e.request === 'object' && e.request !== null;
}

function pathOf(url: string | undefined): string {
  if (!url) return '(unknown path)';
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}

function stringHeaders(headers: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined && value !== null) out[name.toLowerCase()] = String(value);
  }
  return out;
}

/**
 * Wraps an octokit error into a GitHubApiError naming `operation`. A GitHubApiError is
 * returned as is (wrapped once); anything that is not an HTTP error (a bug, a TypeError)
 * is returned unchanged so it is not disguised as an API failure.
 */
export function toGitHubApiError(error: unknown, operation: string): unknown {
  if (error instanceof GitHubApiError || !isRequestErrorLike(error)) return error;
  const data = error.response?.data;
  const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const message =
    typeof body.message === 'string'
      ? body.message
      : typeof data === 'string' && data !== ''
        ? data
        : error.message;
  return new GitHubApiError({
    operation,
    status: error.status,
    method: (error.request.method ?? 'GET').toUpperCase(),
    path: pathOf(error.request.url),
    githubMessage: message,
    documentationUrl: typeof body.documentation_url === 'string' ? body.documentation_url : undefined,
    errors: Array.isArray(body.errors) ? body.errors : [],
    headers: stringHeaders(error.response?.headers),
    network: error.response === undefined,
    cause: error,
  });
}

/** Runs one API call and wraps its failure; `operation` says what it was for, in the error message. */
export async function callGitHub<T>(operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toGitHubApiError(error, operation);
  }
}

export function isGitHubApiError(error: unknown): error is GitHubApiError {
  return error instanceof GitHubApiError;
}

/** Primary (quota exhausted) or secondary rate limit, after the client's own bounded retries. */
export function isRateLimit(error: unknown): error is GitHubApiError {
  if (!isGitHubApiError(error)) return false;
  if (error.status === 429) return true;
  return (
    error.status === 403 &&
    (error.headers['x-ratelimit-remaining'] === '0' || /\brate limit\b/i.test(error.githubMessage))
  );
}

/**
 * The token may not do this: 403 that is not a rate limit ("Resource not accessible by
 * integration" on fork PRs or without the permission in `permissions:`), or a 404 on a write.
 * Note: GitHub answers 404 instead of 403 when the token cannot see a private repository;
 * for a GET that is indistinguishable from a real "not found", so only writes count here.
 */
export function isPermissionError(error: unknown): error is GitHubApiError {
  if (!isGitHubApiError(error)) return false;
  if (error.status === 403) return !isRateLimit(error);
  return error.status === 404 && error.method !== 'GET';
}

export function isNotFound(error: unknown): error is GitHubApiError {
  return isGitHubApiError(error) && error.status === 404;
}

/** 422: GitHub rejected the request's content (`errors` says which field). */
export function isValidationError(error: unknown): error is GitHubApiError {
  return isGitHubApiError(error) && error.status === 422;
}

/**
 * A 422 because a text was too long: "Only 65535 characters are allowed; … were supplied.",
 * "summary exceeds a maximum bytesize of 65535", "Body is too long (maximum is 65536 characters)".
 */
export function isSizeError(error: unknown): error is GitHubApiError {
  if (!isValidationError(error)) return false;
  const texts = [
    error.githubMessage,
    ...error.errors.map((e) =>
      typeof e === 'object' && e !== null ? String((e as { message?: unknown }).message) : '',
    ),
  ];
  return texts.some((t) => /maximum bytesize|characters are allowed|is too long/i.test(t));
}

/** 5xx or no response at all: GitHub's side or the network, after the client's retries. */
export function isServerError(error: unknown): error is GitHubApiError {
  return isGitHubApiError(error) && (error.network || error.status >= 500);
}

/** One line for a warning or a log: the message of a GitHubApiError, or of any other error. */
export function describeGitHubError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
