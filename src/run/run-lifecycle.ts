import { refuseNewCommands, stopAllRunning } from '../process/exec.js';

/** Clean-up steps a run registers as it goes (worktree removal); each runs once. */
export type CleanupSet = Set<() => Promise<void>>;

export interface LifecycleOptions {
  /** Where to say that a signal stopped the run. */
  log: (line: string) => void;
  /** Ends the process after a signal; process.exit unless a test replaces it. */
  exit?: (code: number) => void;
  /** How long the benchmark may take to stop on SIGTERM before SIGKILL (go test removes its temp dir). */
  graceMs?: number;
}

/**
 * Runs `work` (a benchmark run that adds its clean-up steps to `cleanup`) so
 * that nothing it started outlives it: the clean-up runs in a finally, and on
 * SIGINT/SIGTERM (a cancelled job, Ctrl-C) no further command starts, the
 * benchmark's process groups and their escaped descendants are stopped, the
 * clean-up runs, and the process exits 130/143. Note: the runner sends SIGINT, then SIGTERM 7.5 s
 * later, then kills; the 5 s default grace fits inside that.
 */
export async function runWithCleanup<T>(
  cleanup: CleanupSet,
  work: () => Promise<T>,
  options: LifecycleOptions,
): Promise<T> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    options.log(`benchgate: ${signal}: stopping the benchmark and removing its worktrees`);
    refuseNewCommands(`stopped by ${signal}`);
    void stopAllRunning('SIGTERM', options.graceMs ?? 5000)
      .then(() => runCleanup(cleanup))
      .finally(() => exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    return await work();
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (!stopping) await runCleanup(cleanup);
  }
}

/** Runs every clean-up step once, all of them even when one fails. */
async function runCleanup(cleanup: CleanupSet): Promise<void> {
  const steps = [...cleanup];
  cleanup.clear();
  await Promise.allSettled(steps.map((step) => step()));
}
