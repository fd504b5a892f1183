import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { execShell } from '../../../src/process/exec.js';
import { runWithCleanup, type CleanupSet } from '../../../src/run/run-lifecycle.js';

const dir = mkdtempSync(join(tmpdir(), 'benchgate-lifecycle-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  // The SIGTERM test leaves exec.ts refusing every new command, as a process
  // about to exit should; test files that share this worker (npm run
  // test:unit runs without isolation) get a fresh copy of the module instead.
  vi.resetModules();
});
const env = { PATH: process.env.PATH };

/** Running (not zombie) processes whose environment holds `text`, by the name of the program each runs. */
function processesWith(text: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) continue;
      if (readFileSync(`/proc/${entry}/environ`).includes(text))
        found.push(stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')));
    } catch {
      // Gone, or not ours.
    }
  }
  return found.sort();
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
}

describe('runWithCleanup', () => {
  test('clean-up runs in a finally, also when the run fails', async () => {
    const listeners = process.listenerCount('SIGTERM');
    const cleanup: CleanupSet = new Set();
    const done: string[] = [];
    await expect(
      runWithCleanup(
        cleanup,
        async () => {
          cleanup.add(async () => void done.push('worktree removed'));
          throw new Error('build failed');
        },
        { log: () => {} },
      ),
    ).rejects.toThrow('build failed');
    expect(done).toEqual(['worktree removed']);
    expect(process.listenerCount('SIGTERM')).toBe(listeners);
  });

  test('SIGTERM stops the benchmark (setsid descendants too), starts nothing after it, cleans up, and exits 143', async () => {
    const marker = `lifecycle-${process.pid}`;
    const worktree = mkdtempSync(join(dir, 'wt-'));
    const cleanup: CleanupSet = new Set();
    const logged: string[] = [];
    let exitCode: number | undefined;
    const started = join(dir, 'started');
    const next = join(dir, 'next-round');
    const run = runWithCleanup(
      cleanup,
      async () => {
        cleanup.add(async () => rmSync(worktree, { recursive: true, force: true }));
        await execShell(`setsid sleep 1000 & sleep 1000 & echo > ${started}; wait`, {
          cwd: dir,
          env: { ...env, TEST_MARKER: marker },
        });
        // Like the round loop: the killed round has ended, the next command would start now.
        return execShell(`echo > ${next}; sleep 1000`, { cwd: dir, env: { ...env, TEST_MARKER: marker } });
      },
      { log: (l) => logged.push(l), exit: (code) => (exitCode = code), graceMs: 1000 },
    );
    // Held from the start: the run rejects before the signal's clean-up has ended.
    const outcome = run.then(
      () => 'resolved',
      (err: Error) => err.message,
    );
    await until(() => existsSync(started));
    // The shell writes `started` once it has forked both children, which may not have become sleep
    // yet; a process in the middle of exec (a fork becoming setsid, setsid becoming sleep) cannot have
    // its environment read for a moment. So wait for both sleeps: from then on the three stay put.
    await until(() => processesWith(marker).join() === 'bash,sleep,sleep');
    expect(processesWith(marker)).toEqual(['bash', 'sleep', 'sleep']);
    process.emit('SIGTERM', 'SIGTERM');
    await until(() => exitCode !== undefined);
    expect(exitCode).toBe(143);
    expect(logged).toEqual(['benchgate: SIGTERM: stopping the benchmark and removing its worktrees']);
    expect(processesWith(marker)).toEqual([]);
    expect(existsSync(worktree)).toBe(false);
    expect(await outcome).toBe('stopped by SIGTERM: no further command is started');
    expect(existsSync(next)).toBe(false);
  }, 20_000);
});
