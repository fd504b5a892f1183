import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { execShell, stopAllRunning } from '../../../src/run/exec.js';

const dir = mkdtempSync(join(tmpdir(), 'benchgate-exec-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { PATH: process.env.PATH };

/** Whether a process with this pid is running (a zombie waiting to be reaped is not). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // Linux: the state after the command name, "Z" for a zombie.
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/** Waits until the file holds a line (the child wrote its pid). */
async function pidWrittenTo(file: string): Promise<number> {
  for (let i = 0; i < 400; i++) {
    try {
      const text = readFileSync(file, 'utf8').trim();
      if (text !== '') return Number(text);
    } catch {
      // Not written yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${file} never written`);
}

describe('execShell', () => {
  test('runs a command line in bash and keeps stdout and the last lines', async () => {
    const r = await execShell('echo one; echo two >&2; exit 3', { cwd: dir, env });
    expect(r.code).toBe(3);
    expect(r.stdout).toBe('one\n');
    expect(r.tail).toEqual(['one', 'two']);
    expect(r.timedOut).toBe(false);
  });

  test('a timeout kills the whole process group', async () => {
    const pidFile = join(dir, 'timeout.pid');
    const r = await execShell(`sleep 30 & echo $! > ${pidFile}; wait`, { cwd: dir, env, timeoutMs: 300 });
    expect(r.timedOut).toBe(true);
    expect(r.signal).toBe('SIGKILL');
    expect(running(await pidWrittenTo(pidFile))).toBe(false);
  });
});

describe('stopAllRunning', () => {
  test('returns only when the processes, grandchildren included, have finished their own clean-up', async () => {
    const pidFile = join(dir, 'graceful.pid');
    const doneFile = join(dir, 'graceful.done');
    // The grandchild, like go test on SIGTERM, takes a moment to clean up and then writes a file.
    const run = execShell(
      `bash -c 'trap "sleep 0.4; echo cleaned > ${doneFile}; exit 0" TERM; echo $$ > ${pidFile}; while :; do sleep 0.05; done' & wait`,
      { cwd: dir, env },
    );
    const grandchild = await pidWrittenTo(pidFile);
    await stopAllRunning('SIGTERM', 5000);
    expect(running(grandchild)).toBe(false);
    expect(readFileSync(doneFile, 'utf8')).toBe('cleaned\n');
    await run;
  });

  test('kills with SIGKILL what ignores the signal past the grace period', async () => {
    const pidFile = join(dir, 'stubborn.pid');
    const run = execShell(
      `bash -c 'trap "" TERM; echo $$ > ${pidFile}; while :; do sleep 0.05; done' & wait`,
      { cwd: dir, env },
    );
    const grandchild = await pidWrittenTo(pidFile);
    await stopAllRunning('SIGTERM', 300);
    expect(running(grandchild)).toBe(false);
    const r = await run;
    expect(r.code === null || r.code !== 0).toBe(true);
  });
});
