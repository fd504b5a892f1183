import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { execShell, MAX_ROUND_OUTPUT_BYTES, stopAllRunning } from '../../../src/process/exec.js';

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

/** The running processes whose environment holds `text` (the test's own marker). */
function processesWith(text: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`).includes(text) && running(Number(entry)))
        found.push(Number(entry));
    } catch {
      // Gone, or not ours.
    }
  }
  return found;
}

describe('a round ends whatever its descendants do', () => {
  test('a descendant that leaves the group with setsid and keeps stdout open is stopped when the command exits', async () => {
    const marker = `leaver-${process.pid}-1`;
    const pidFile = join(dir, 'setsid-exit.pid');
    const r = await execShell(`setsid sleep 1000 & echo $! > ${pidFile}; echo done`, {
      cwd: dir,
      env: { ...env, TEST_MARKER: marker },
      exitGraceMs: 300,
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('done\n');
    expect(running(await pidWrittenTo(pidFile))).toBe(false);
    expect(processesWith(marker)).toEqual([]);
  }, 20_000);

  test('a setsid descendant is stopped at the timeout too', async () => {
    const marker = `leaver-${process.pid}-2`;
    const r = await execShell(`setsid sleep 1000 & sleep 1000`, {
      cwd: dir,
      env: { ...env, TEST_MARKER: marker },
      timeoutMs: 300,
    });
    expect(r.timedOut).toBe(true);
    expect(processesWith(marker)).toEqual([]);
  }, 20_000);

  test('pipes held by a descendant that also clears its environment are destroyed after the grace period', async () => {
    const marker = `leaver-${process.pid}-3`;
    // env -i: no tag to find it by; it keeps stdout open from another session.
    const r = await execShell(`setsid env -i TEST_MARKER=${marker} sleep 1000 & echo started`, {
      cwd: dir,
      env,
      exitGraceMs: 300,
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('started\n');
    // The pipes were held: the round waited out the grace period, no less.
    expect(r.elapsedMs).toBeGreaterThanOrEqual(300);
    // Not ours to find without a cgroup: the test cleans it up itself.
    for (const pid of processesWith(marker)) process.kill(pid, 'SIGKILL');
  }, 20_000);

  test('stopAllRunning stops a setsid descendant as well as the group', async () => {
    const marker = `leaver-${process.pid}-4`;
    const pidFile = join(dir, 'setsid-stop.pid');
    const run = execShell(`setsid sleep 1000 & echo $! > ${pidFile}; wait`, {
      cwd: dir,
      env: { ...env, TEST_MARKER: marker },
    });
    await pidWrittenTo(pidFile);
    await stopAllRunning('SIGTERM', 2000);
    expect(processesWith(marker)).toEqual([]);
    await run;
  }, 20_000);
});

describe('output limit', () => {
  test('a command writing past the limit is stopped and says so; the file holds no more than the limit', async () => {
    const file = join(dir, 'flood.txt');
    const r = await execShell('yes 0123456789abcdef', {
      cwd: dir,
      env,
      stdoutFile: file,
      maxOutputBytes: 1024 * 1024,
    });
    expect(r.outputLimitExceeded).toBe(true);
    expect(r.outputLimit).toBe(1024 * 1024);
    expect(r.signal).toBe('SIGKILL');
    expect(statSync(file).size).toBeLessThanOrEqual(1024 * 1024);
  }, 20_000);

  test('output under the limit reaches the file whole, however fast it is written before the exit', async () => {
    const file = join(dir, 'whole.txt');
    const r = await execShell('head -c 20000000 /dev/zero', { cwd: dir, env, stdoutFile: file });
    expect(r.code).toBe(0);
    expect(r.outputLimitExceeded).toBe(false);
    expect(statSync(file).size).toBe(20_000_000);
    rmSync(file);
  }, 20_000);

  test('the default limit for one round is 256 MiB', () => {
    expect(MAX_ROUND_OUTPUT_BYTES).toBe(256 * 1024 * 1024);
  });
});
