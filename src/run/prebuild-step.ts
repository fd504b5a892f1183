import { execShell } from '../process/exec.js';

/** Where and how a side's programs are built (prebuilt.ts). */
export interface PrebuildContext {
  projectDir: string;
  side: string;
  env: Record<string, string | undefined>;
  timeoutMs: number;
  /** Where built programs are written (outside the project). */
  programsDir: string;
}

/**
 * One command of a side's build of its programs, returning its stdout; a
 * failure says what was being built, for which side, and the command.
 */
export async function runPrebuildStep(
  c: PrebuildContext,
  what: string,
  command: string,
  cwd = c.projectDir,
): Promise<string> {
  const r = await execShell(command, { cwd, env: c.env, timeoutMs: c.timeoutMs });
  const doing = `building ${c.side}'s ${what}`;
  if (r.timedOut) throw new Error(`${doing} timed out after ${Math.round(c.timeoutMs / 1000)}s: ${command}`);
  if (r.outputLimitExceeded || r.code !== 0) {
    const lines = r.tail.map((l) => `    ${l}`).join('\n');
    throw new Error(`${doing} failed (exit ${r.code ?? r.signal}): ${command}\n${lines}`);
  }
  return r.stdout;
}
