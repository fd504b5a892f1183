// The guard against a fork's code on a machine it could keep: checked before
// anything is read from the checkout or run from it (docs/security.md).

import { readFileSync } from 'node:fs';
import type { EventContext } from './context.js';
import type { ActionSettings } from './inputs.js';

/** Where Yama keeps the kernel's ptrace policy: 0 lets a process trace any other of its user. */
export const PTRACE_SCOPE_FILE = '/proc/sys/kernel/yama/ptrace_scope';

/** Before anything is read from the checkout or run from it. */
export function refuseForkCode(settings: ActionSettings, ctx: EventContext): void {
  if (runsForkCodeOnOwnMachine(ctx) && !settings.allowForkCode) {
    throw new Error(
      'refusing to run code from a fork on a self-hosted runner: it would execute untrusted code on your machine. ' +
        'Use the two-workflow setup (docs/workflows.md, "Pull requests from forks"), or set allow-fork-code: true if you accept the risk.',
    );
  }
}

/**
 * What the report must say when allow-fork-code lets a fork's code run on a
 * self-hosted runner whose kernel lets it trace any process of its user: no
 * action can keep the job's token from it then, since the runner's own
 * worker process holds it too (docs/security.md, "What allow-fork-code: true
 * hands to a fork"). `scope` is the machine's ptrace_scope, undefined without Yama.
 */
export function forkCodeNotices(
  settings: ActionSettings,
  ctx: EventContext,
  scope: number | undefined = readPtraceScope(),
): string[] {
  if (!runsForkCodeOnOwnMachine(ctx) || !settings.allowForkCode || (scope !== undefined && scope >= 1))
    return [];
  const policy = scope === undefined ? 'has no Yama ptrace policy' : 'has kernel.yama.ptrace_scope 0';
  return [
    `this runner ${policy}: a process may trace any other of the runner's user, so this fork's benchmark could read the job's token ` +
      `from the memory of benchgate's process or the runner's own. Set kernel.yama.ptrace_scope=1 (docs/security.md, "What allow-fork-code: true hands to a fork").`,
  ];
}

/** The machine's ptrace_scope, or undefined when the kernel has no Yama (nothing then limits tracing beyond the user). */
export function readPtraceScope(file: string = PTRACE_SCOPE_FILE): number | undefined {
  try {
    const value = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

// A fork's code on a GitHub-hosted runner is contained; on a self-hosted one it is not.
function runsForkCodeOnOwnMachine(ctx: EventContext): boolean {
  return ctx.fromFork && process.env.RUNNER_ENVIRONMENT !== 'github-hosted';
}
