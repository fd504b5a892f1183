// The culprits' flame graphs on the data branch, linked from the change issue
// that names them (`benchgate history issues --culprit`).

import { basename } from 'node:path';
import type { GitHubClient } from '../github/client.js';
import type { Culprit } from '../report/change-issue.js';
import type { CulpritFound } from './culprits-from-bisect.js';
import { STDERR_LOG } from './github-from-env.js';

/**
 * The culprits' flame graphs committed to the data branch
 * (bisect/<sha>/profiles/) and linked in GitHub's blob view, which draws an
 * SVG. Without the permission to push, the issue names them without a link
 * and a warning says why.
 */
export async function publishCulpritProfiles(
  octokit: GitHubClient,
  at: { owner: string; repo: string; branch: string; serverUrl: string },
  found: readonly CulpritFound[],
): Promise<Culprit[]> {
  const { publishChartImages } = await import('../github/data-branch.js');
  const { describeGitHubError } = await import('../github/errors.js');
  const out: Culprit[] = [];
  for (const { culprit, flameGraphs } of found) {
    if (!culprit.profiles || flameGraphs.length === 0) {
      out.push(culprit);
      continue;
    }
    try {
      const published = await publishChartImages(octokit, {
        owner: at.owner,
        repo: at.repo,
        branch: at.branch,
        images: flameGraphs.map((path) => ({ file: basename(path), path })),
        directory: `bisect/${culprit.sha}/profiles`,
        message: `benchgate: flame graphs of the culprit ${culprit.sha.slice(0, 12)}`,
        serverUrl: at.serverUrl,
        log: STDERR_LOG,
      });
      // The blob view draws the SVG; the raw URL serves it as text.
      const base = published.baseUrl.replace(/\/raw\/(?=[0-9a-f]{40}\/)/, '/blob/');
      const profiles = culprit.profiles.map((p, i) => ({
        ...p,
        url: `${base}/${encodeURIComponent(basename(flameGraphs[i]!))}`,
      }));
      out.push({ ...culprit, profiles });
    } catch (err) {
      STDERR_LOG.warning(
        `the flame graphs of ${culprit.sha.slice(0, 12)} are not linked: ${describeGitHubError(err)}`,
      );
      out.push(culprit);
    }
  }
  return out;
}
