import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';

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

/** Stops every process group started by execShell (on SIGINT/SIGTERM). */
export function killAllRunning(signal: NodeJS.Signals = 'SIGTERM'): void {
  for (const pid of running) killGroup(pid, signal);
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
