// Keeps the step's secrets out of every environment block a benchmark can
// read. A benchmark runs as the same user as the action, so it can read
// /proc/<pid>/environ of each of its ancestors, and the action's node process
// is one: its block, fixed when the runner started it, holds
// INPUT_GITHUB-TOKEN and ACTIONS_RUNTIME_TOKEN. Changing process.env does not
// touch that block. So before anything else runs, the action replaces its own
// process image (same pid, process.execve) with one whose block holds none of
// them, and hands them over in a file only this user can read, in a folder of
// its own, which the new image reads and removes before it starts any
// process. docs/security.md, "The process boundary", states what holds.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { isDroppedVariable } from '../process/child-env.js';

/** Names the hand-over file in the re-executed image's environment; nothing secret. */
export const HANDOVER_VARIABLE = 'BENCHGATE_SECRETS_HANDOVER';

type Execve = (file: string, args: string[], env: Record<string, string>) => never;

export type CleanOutcome =
  /** This image started without the secrets in its block; they are in process.env only. */
  | 'clean'
  /** The platform has no process.execve (Node before 22.15 / 23.11, Windows): the block still holds them. */
  | 'unsupported'
  /** Nothing to hide: no variable of the step's secrets was set. */
  | 'nothing';

/**
 * Called first by the action's entry. In the first image it re-executes the
 * process without the secrets and does not return; in the re-executed image
 * it takes the secrets back into process.env (memory only) and returns
 * 'clean'.
 */
export function reexecWithoutSecrets(
  env: NodeJS.ProcessEnv = process.env,
  execve: Execve | undefined = (process as unknown as { execve?: Execve }).execve?.bind(process),
): CleanOutcome {
  const handover = env[HANDOVER_VARIABLE];
  if (handover) {
    delete env[HANDOVER_VARIABLE];
    const secrets = JSON.parse(readFileSync(handover, 'utf8')) as Record<string, string>;
    rmSync(dirname(handover), { recursive: true, force: true });
    Object.assign(env, secrets);
    return 'clean';
  }
  const secrets: Record<string, string> = {};
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    if (isDroppedVariable(name)) secrets[name] = value;
    else kept[name] = value;
  }
  if (Object.keys(secrets).length === 0) return 'nothing';
  if (!execve || process.platform === 'win32') return 'unsupported';
  // Note: RUNNER_TEMP is the job's own folder on a runner; the folder is 0700
  // and the file 0600, and both are gone before any benchmark starts.
  const dir = mkdtempSync(join(env.RUNNER_TEMP || tmpdir(), 'benchgate-handover-'));
  const file = join(dir, 'secrets.json');
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  kept[HANDOVER_VARIABLE] = file;
  return execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], kept);
}
