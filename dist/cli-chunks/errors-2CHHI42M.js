import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  GitHubApiError,
  callGitHub,
  describeGitHubError,
  isGitHubApiError,
  isNotFound,
  isPermissionError,
  isRateLimit,
  isServerError,
  isSizeError,
  isValidationError,
  toGitHubApiError
} from "./chunk-XXAW4QS6.js";
import "./chunk-3FRE6W3I.js";
export {
  GitHubApiError,
  callGitHub,
  describeGitHubError,
  isGitHubApiError,
  isNotFound,
  isPermissionError,
  isRateLimit,
  isServerError,
  isSizeError,
  isValidationError,
  toGitHubApiError
};
