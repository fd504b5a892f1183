// The commit a report names must be the commit that was measured. The
// workspace holds whatever the workflow checked out: on pull_request_target
// the default checkout is the base branch, and a /benchmark comment's
// checkout of refs/pull/N/head may be older than the head the API reports.
// So before anything runs, the checkout is compared with the commit the
// report and the check will name.

import { git } from '../process/git.js';

/**
 * Throws unless the workspace's HEAD is `sha`, or a merge commit whose second
 * parent is `sha` (the refs/pull/N/merge checkout of pull_request).
 */
export async function requireMeasuredCommit(workspace: string, sha: string): Promise<void> {
  const line = await git(['rev-list', '--parents', '-n', '1', 'HEAD'], workspace).catch((err: Error) => {
    throw new Error(
      `cannot tell which commit the workspace holds (${err.message}); check out the commit to measure`,
    );
  });
  const [head = '', , second] = line.split(' ');
  if (head === sha || second === sha) return;
  throw new Error(
    `the workspace holds ${head.slice(0, 12)}, not ${sha.slice(0, 12)}, the commit this report would name: ` +
      `check out that commit (actions/checkout with ref: ${sha}; see examples/workflows/benchmark-command.yml)`,
  );
}
