import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

// src/github/errors.ts
var GitHubApiError = class extends Error {
  name = "GitHubApiError";
  /** What benchgate was doing, e.g. "create check run". */
  operation;
  status;
  method;
  /** Path and query of the request, e.g. "/repos/o/r/check-runs". */
  path;
  /** GitHub's `message` (or the network error's message when there was no response). */
  githubMessage;
  documentationUrl;
  /** GitHub's `errors` array of a 422, as sent. */
  errors;
  /** Response headers (lower-case names); empty without a response. */
  headers;
  /** True when the request never got an HTTP response (connection refused, timeout). */
  network;
  constructor(fields) {
    const detail = fields.network ? `no response (${fields.githubMessage})` : `${fields.status} ${fields.githubMessage}`;
    super(`GitHub API: ${fields.operation} failed: ${fields.method} ${fields.path} returned ${detail}`, {
      cause: fields.cause
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
};
function isRequestErrorLike(error) {
  if (typeof error !== "object" || error === null) return false;
  const e = error;
  return typeof e.status === "number" && typeof e.request === "object" && e.request !== null;
}
function pathOf(url) {
  if (!url) return "(unknown path)";
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}
function stringHeaders(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== void 0 && value !== null) out[name.toLowerCase()] = String(value);
  }
  return out;
}
function toGitHubApiError(error, operation) {
  if (error instanceof GitHubApiError || !isRequestErrorLike(error)) return error;
  const data = error.response?.data;
  const body = typeof data === "object" && data !== null ? data : {};
  const message = typeof body.message === "string" ? body.message : typeof data === "string" && data !== "" ? data : error.message;
  return new GitHubApiError({
    operation,
    status: error.status,
    method: (error.request.method ?? "GET").toUpperCase(),
    path: pathOf(error.request.url),
    githubMessage: message,
    documentationUrl: typeof body.documentation_url === "string" ? body.documentation_url : void 0,
    errors: Array.isArray(body.errors) ? body.errors : [],
    headers: stringHeaders(error.response?.headers),
    network: error.response === void 0,
    cause: error
  });
}
async function callGitHub(operation, call) {
  try {
    return await call();
  } catch (error) {
    throw toGitHubApiError(error, operation);
  }
}
function isGitHubApiError(error) {
  return error instanceof GitHubApiError;
}
function isRateLimit(error) {
  if (!isGitHubApiError(error)) return false;
  if (error.status === 429) return true;
  return error.status === 403 && (error.headers["x-ratelimit-remaining"] === "0" || /\brate limit\b/i.test(error.githubMessage));
}
function isPermissionError(error) {
  if (!isGitHubApiError(error)) return false;
  if (error.status === 403) return !isRateLimit(error);
  return error.status === 404 && error.method !== "GET";
}
function isNotFound(error) {
  return isGitHubApiError(error) && error.status === 404;
}
function isValidationError(error) {
  return isGitHubApiError(error) && error.status === 422;
}
function isSizeError(error) {
  if (!isValidationError(error)) return false;
  const texts = [
    error.githubMessage,
    ...error.errors.map(
      (e) => typeof e === "object" && e !== null ? String(e.message) : ""
    )
  ];
  return texts.some((t) => /maximum bytesize|characters are allowed|is too long/i.test(t));
}
function isServerError(error) {
  return isGitHubApiError(error) && (error.network || error.status >= 500);
}
function describeGitHubError(error) {
  if (error instanceof Error) return error.message;
  return String(error);
}

export {
  GitHubApiError,
  toGitHubApiError,
  callGitHub,
  isGitHubApiError,
  isRateLimit,
  isPermissionError,
  isNotFound,
  isValidationError,
  isSizeError,
  isServerError,
  describeGitHubError
};
