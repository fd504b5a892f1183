// The guard against a fork's code on a machine it could keep: checked before
// anything is read from the checkout or run from it (docs/security.md).

import type { EventContext } from './context.js';
import type { ActionSettings } from './inputs.js';

/** Before anything is read from the checkout or run from it. */
export function refuseForkCode(settings: ActionSettings, ctx: EventContext): void {
  // A fork's code on a GitHub-hosted runner is contained; on a self-hosted one it is not.
  if (ctx.fromFork && process.env.RUNNER_ENVIRONMENT !== 'github-hosted' && !settings.allowForkCode) {
    throw new Error(
      'refusing to run code from a fork on a self-hosted runner: it would execute untrusted code on your machine. ' +
        'Use the two-workflow setup (docs/workflows.md, "Pull requests from forks"), or set allow-fork-code: true if you accept the risk.',
    );
  }
}
