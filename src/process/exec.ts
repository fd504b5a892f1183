import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { childEnv, PROCESS_TAG_VARIABLE } from './child-env.js';
import { CommandOutput } from './command-output.js';
import { findTagged, groupHasRunningMember, signalTagged } from './process-scan.js';

/** The one place benchgate starts the benchmark tools: every child goes through here. */

/** Bytes of output (stdout and stderr together) one round may write; past it the round is stopped. */
export const MAX_ROUND_OUTPUT_BYTES = 256 * 1024 * 1024;
/** The same limit when stdout is kept in memory (listings, version probes) rather than in a file. */
const MAX_CAPTURE_BYTES = 64 * 1024 * 1024;
/**
 * How long the output pipes may stay open after the command's main process
 * ended. A descendant that left the process group can hold them open forever
 * (`setsid sleep infinity &`); past this the pipes are destroyed and the round
 * ends anyway.
 */
const EXIT_GRACE_MS = 2000;

export interface ExecOptions {
  cwd: string;
  /** The caller's environment; the child gets childEnv() of it (no secrets, no runner files). */
  env: Record<string, string | undefined>;
  /** Milliseconds; the whole process group is killed when it passes. */
  timeoutMs?: number;
  /** Standard output is written here (and kept in a tail buffer). */
  stdoutFile?: string;
  /** Called with each chunk of output, for live progress (optional). */
  onOutput?: (chunk: string) => void;
  /** Overrides MAX_ROUND_OUTPUT_BYTES (or MAX_CAPTURE_BYTES without stdoutFile). */
  maxOutputBytes?: number;
  /** Overrides EXIT_GRACE_MS (the suite's tests of a held pipe need not wait two seconds each). */
  exitGraceMs?: number;
}

export interface ExecResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  /** The command wrote more than its output limit and was stopped; `outputLimit` says how much that is. */
  outputLimitExceeded: boolean;
  outputLimit: number;
  /** The last lines of stdout and stderr together, for error messages. */
  tail: string[];
  /** Captured stdout when no stdoutFile was given. */
  stdout: string;
  elapsedMs: number;
}

interface Job {
  pid: number;
  tag: string;
  /** stopAllRunning is stopping it gracefully: the end of the round must not SIGKILL what cleans up. */
  stopping?: boolean;
}
const running = new Set<Job>();
/**
 * Why no command may start any more (the run is stopping on a signal), or
 * undefined. Why: the round loop sees its killed benchmark end and goes on
 * to the next command while the worktrees are being removed; a go test
 * started then outlived benchgate.
 */
let refusal: string | undefined;

/** From now on execShell starts nothing and rejects with `reason`: the run is ending. */
export function refuseNewCommands(reason: string): void {
  refusal = reason;
}

/**
 * Runs a bash command line in its own process group, so a timeout or an
 * interrupt stops the benchmark and everything it started (go test's test
 * binary, Maven's forked JVMs), not just the shell. Whatever the command left
 * running when it ends is stopped too, so no round leaves a process behind.
 */
export function execShell(command: string, options: ExecOptions): Promise<ExecResult> {
  if (refusal !== undefined) return Promise.reject(new Error(`${refusal}: no further command is started`));
  const started = Date.now();
  const tag = `${process.pid}-${randomUUID()}`;
  const limit = options.maxOutputBytes ?? (options.stdoutFile ? MAX_ROUND_OUTPUT_BYTES : MAX_CAPTURE_BYTES);
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-o', 'pipefail', '-c', command], {
      cwd: options.cwd,
      env: { ...childEnv(options.env), [PROCESS_TAG_VARIABLE]: tag },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const job: Job | undefined = child.pid !== undefined ? { pid: child.pid, tag } : undefined;
    if (job) running.add(job);
    const stop = (signal: NodeJS.Signals) => job && stopJob(job, signal);
    const output = new CommandOutput(limit, options.stdoutFile, () => stop('SIGKILL'), options.onOutput);
    output.attach(child);
    let timedOut = false;
    const timer =
      options.timeoutMs !== undefined
        ? setTimeout(() => {
            timedOut = true;
            stop('SIGKILL');
          }, options.timeoutMs)
        : undefined;

    let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    let grace: NodeJS.Timeout | undefined;
    let settled = false;
    const finish = (code: number | null, signal: NodeJS.Signals | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(grace);
      child.stdout.destroy();
      child.stderr.destroy();
      const result: ExecResult = {
        code,
        signal,
        timedOut,
        outputLimitExceeded: output.exceeded,
        outputLimit: limit,
        tail: output.lines(),
        stdout: output.stdout,
        elapsedMs: Date.now() - started,
      };
      // What the command left running (in its group, or tagged outside it)
      // ends with it, and is gone before the round returns. (While
      // stopAllRunning stops it gracefully, that is its job.)
      const stopped = job && !job.stopping ? allGone([job], 2000, 'SIGKILL') : Promise.resolve(true);
      void stopped
        .then(() => output.end())
        .then(() => {
          if (job) running.delete(job);
          resolve(result);
        });
    };
    // Output still waiting for the disk is not a hung pipe: the grace period
    // starts over while the stream is held back for the file to drain.
    const graceMs = options.exitGraceMs ?? EXIT_GRACE_MS;
    const afterGrace = (code: number | null, signal: NodeJS.Signals | null) => {
      if (output.waitingForDisk()) grace = setTimeout(() => afterGrace(code, signal), graceMs);
      else finish(code, signal);
    };
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      grace = setTimeout(() => afterGrace(code, signal), graceMs);
    });
    child.on('close', (code, signal) => finish(exited?.code ?? code, exited?.signal ?? signal));
    child.on('error', (err) => {
      clearTimeout(timer);
      if (job) running.delete(job);
      settled = true;
      reject(err);
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
  const jobs = [...running];
  for (const job of jobs) {
    job.stopping = true;
    stopJob(job, signal);
  }
  if (await allGone(jobs, graceMs)) return;
  await allGone(jobs, 1000, 'SIGKILL');
}

const POLL_MS = 25;

/**
 * Whether every process of the jobs is gone within `withinMs`. With
 * `resignal`, what is left gets that signal again at every poll, not once:
 * one signal can miss a descendant that is leaving the group (setsid) while
 * the signal goes out. Under load a suite's run saw one: a `setsid sleep`
 * that a single SIGKILL missed was found alive at every poll for the 2 s the
 * round waited, and outlived it. Found again, it is stopped again.
 */
async function allGone(jobs: readonly Job[], withinMs: number, resignal?: NodeJS.Signals): Promise<boolean> {
  const until = Date.now() + withinMs;
  for (;;) {
    if (resignal) for (const job of jobs) stopJob(job, resignal);
    if (jobs.every((job) => !jobAlive(job))) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Whether any process of the job is left: its group, or a tagged descendant that left it. */
function jobAlive(job: Job): boolean {
  return groupAlive(job.pid) || findTagged(PROCESS_TAG_VARIABLE, job.tag).length > 0;
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
  return groupHasRunningMember(pgid) ?? true;
}

function stopJob(job: Job, signal: NodeJS.Signals): void {
  try {
    process.kill(-job.pid, signal);
  } catch {
    // Already gone: nothing to stop.
  }
  signalTagged(PROCESS_TAG_VARIABLE, job.tag, signal);
}
