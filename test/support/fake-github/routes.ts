// The REST endpoints benchgate calls, with GitHub's status codes, response
// shapes, validation errors (422 with message, errors, documentation_url) and
// Link-header pagination. Nothing else is implemented: an unknown route is a
// 404, as it would be for a misspelled path on GitHub.

import type { Route } from './route-kit.js';
import { gitRoutes } from './routes-git.js';
import { issueRoutes } from './routes-issues.js';
import { plainIssueRoutes } from './routes-plain-issues.js';
import { contentRoutes } from './routes-contents.js';
import { checkRoutes, repoRoutes } from './routes-repo.js';

export type { Reply, Route, RouteContext } from './route-kit.js';

export const ROUTES: readonly Route[] = [
  ...issueRoutes,
  ...plainIssueRoutes,
  ...checkRoutes,
  ...repoRoutes,
  ...gitRoutes,
  ...contentRoutes,
];

/**
 * Finds the route of `method path`; parameters are URL-decoded segments, and a
 * last part `{name*}` takes the rest of the path (a file path, slashes and all).
 */
export function matchRoute(
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | undefined {
  const segments = path.split('/');
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const parts = route.template.split('/');
    const rest = parts.at(-1)!.endsWith('*}');
    if (rest ? segments.length < parts.length : parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    if (rest)
      params[parts.at(-1)!.slice(1, -2)] = segments
        .slice(parts.length - 1)
        .map(decodeURIComponent)
        .join('/');
    const ok = (rest ? parts.slice(0, -1) : parts).every((part, i) => {
      const segment = segments[i]!;
      if (part.startsWith('{')) {
        if (segment === '') return false;
        params[part.slice(1, -1)] = decodeURIComponent(segment);
        return true;
      }
      return part === segment;
    });
    if (ok) return { route, params };
  }
  return undefined;
}
