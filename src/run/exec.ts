import { spawn } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';

/** The one place benchgate starts the benchmark tools: every child goes through here. */

export interface ExecOptions {
  cwd: string;
  env: Record<string, string | undefined>;
  /** Milliseconds; the whole process group is killed when it passes. */
  timeoutMs?: number;
  /** Standard output is written here (and kept in a tail buffer). */
  stdoutFile?: string;
  /** Called with each chunk of output, for live progress (optional). */
  onOutput?: (chunk: string) => void;
}

export interface ExecResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  /** The last lines of stdout and stderr together, for error messages. */
  tail: string[];
  /** Captured stdout when no stdoutFile was given (bounded to 64 MiB). */
  stdout: string;
  elapsedMs: number;
}

const TAIL_LINES = 30;
const MAX_CAPTURE = 64 * 1024 * 1024;
const running = new Set<number>();

/**
 * Runs a bash command line in its own process group, so a timeout or an
 * interrupt stops the benchmark and everything it started (go test's test
 * binary, Maven's forked JVMs), not just the shell.
 */
export function execShell(command: string, options: ExecOptions): Promise<ExecResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-o', 'pipefail', '-c', command], {
      cwd: options.cwd,
      env: options.env as NodeJS.ProcessEnv,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (child.pid !== undefined) running.add(child.pid);
    const out = options.stdoutFile ? createWriteStream(options.stdoutFile) : undefined;
    const tail = new TailBuffer(TAIL_LINES);
    let stdout = '';
    let timedOut = false;
    const timer =
      options.timeoutMs !== undefined
        ? setTimeout(() => {
            timedOut = true;
            killGroup(child.pid, 'SIGKILL');
          }, options.timeoutMs)
        : undefined;

    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      tail.push(text);
      options.onOutput?.(text);
      if (out) out.write(chunk);
      else if (stdout.length < MAX_CAPTURE) stdout += text;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      tail.push(text);
      options.onOutput?.(text);
    });
    child.on('error', (err) => {
      if (timer) clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      if (child.pid !== undefined) running.delete(child.pid);
      const finish = () =>
        resolve({ code, signal, timedOut, tail: tail.lines(), stdout, elapsedMs: Date.now() - started });
      if (out) out.end(finish);
      else finish();
    });
  });
}

/**
 * Stops every process group started by execShell (on SIGINT/SIGTERM) and
 * waits until they are gone: `signal` first, SIGKILL after `graceMs`. Waiting
 * matters: go test, for one, removes its temporary build directory after the
 * signal, and a worktree removed under a live benchmark is left half there.
 */
export async function stopAllRunning(signal: NodeJS.Signals = 'SIGTERM', graceMs = 5000): Promise<void> {
  const groups = [...running];
  for (const pid of groups) killGroup(pid, signal);
  if (await allGone(groups, graceMs)) return;
  for (const pid of groups) killGroup(pid, 'SIGKILL');
  await allGone(groups, 1000);
}

const POLL_MS = 25;

async function allGone(groups: readonly number[], withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  for (;;) {
    if (groups.every((pid) => !groupAlive(pid))) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Whether any process of the group is left (signal 0 only checks). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
  } catch (err) {
    // EPERM: a process is there, though not ours to signal.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // Note: a zombie answers signal 0 until whoever adopted it reaps it, which
  // some container inits do late; on Linux /proc tells finished from running.
  return process.platform === 'linux' ? hasRunningMember(pgid) : true;
}

function hasRunningMember(pgid: number): boolean {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return true;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // Gone meanwhile.
    }
    // "pid (comm) state ppid pgrp ...": comm may hold blanks and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid && fields[0] !== 'Z') return true;
  }
  return false;
}

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone: nothing to stop.
  }
}

/** Keeps the last N lines of a stream of chunks. */
class TailBuffer {
  private buffer = '';
  constructor(private readonly max: number) {}
  push(text: string): void {
    this.buffer += text;
    if (this.buffer.length > 64 * 1024) this.buffer = this.buffer.slice(-32 * 1024);
  }
  lines(): string[] {
    return this.buffer
      .split('\n')
      .filter((l) => l.trim() !== '')
      .slice(-this.max);
  }
}
