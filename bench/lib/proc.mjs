// Running commands: checked runs for generating inputs, and wall-clock
// timing for the speed suite.
import { spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

/**
 * Runs a command to completion and returns its stdout; throws with the
 * command's stderr when it exits with a status not in `okStatus`.
 */
export function run(cmd, args, { cwd, env, okStatus = [0], stdoutFile } = {}) {
  const fd = stdoutFile ? openSync(stdoutFile, 'w') : undefined;
  try {
    const r = spawnSync(cmd, args, {
      cwd,
      env: env ?? process.env,
      encoding: 'utf8',
      maxBuffer: 1 << 30,
      stdio: ['ignore', fd ?? 'pipe', 'pipe'],
    });
    if (r.error) throw new Error(`${cmd}: ${r.error.message}`);
    if (!okStatus.includes(r.status)) {
      throw new Error(
        `${cmd} ${args.join(' ')} exited with ${r.status ?? r.signal}:\n${(r.stderr ?? '').slice(-4000)}`,
      );
    }
    return r.stdout ?? '';
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Wall time of one run, in seconds, with stdout sent to /dev/null (as in
 * `cmd > /dev/null`). Throws when the exit status is unexpected: a failing
 * command must not pass for a fast one.
 */
export function timeOnce({ cmd, args, okStatus = [0], env }) {
  const devnull = openSync('/dev/null', 'w');
  try {
    const start = process.hrtime.bigint();
    const r = spawnSync(cmd, args, {
      env: env ?? process.env,
      stdio: ['ignore', devnull, 'pipe'],
      encoding: 'utf8',
    });
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    if (r.error) throw new Error(`${cmd}: ${r.error.message}`);
    if (!okStatus.includes(r.status)) {
      throw new Error(
        `${cmd} ${args.join(' ')} exited with ${r.status ?? r.signal}:\n${(r.stderr ?? '').slice(-4000)}`,
      );
    }
    return seconds;
  } finally {
    closeSync(devnull);
  }
}
