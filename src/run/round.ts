import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { readBenchmarkInput } from '../formats/read.js';
import type { LineFormat } from '../formats/types.js';
import type { Results } from '../model/results.js';
import { mergeResults } from '../model/merge.js';
import { execShell } from '../process/exec.js';
import type { RunnerPreset } from './preset.js';
import { expandCommand, expandPlain, type Placeholders } from '../process/shell-quote.js';

export interface RoundContext {
  preset: RunnerPreset;
  /** The side's project directory. */
  projectDir: string;
  side: string;
  round: number;
  /** Which of the round's narrowed runs this is (1-based), when the round has several. */
  part?: number;
  filter: string;
  /** Where raw outputs are kept (the --out directory's raw/). */
  rawDir: string;
  timeoutMs: number;
  patternFormats: readonly LineFormat[];
  env: Record<string, string | undefined>;
}

/** Builds one side before any timing; a failure stops the run with the build's last lines. */
export async function buildSide(
  preset: RunnerPreset,
  projectDir: string,
  side: string,
  env: RoundContext['env'],
  timeoutMs: number,
) {
  if (!preset.build) return;
  const r = await execShell(preset.build, { cwd: projectDir, env, timeoutMs });
  if (r.outputLimitExceeded) throw new Error(`building ${side} stopped: ${overLimit(r.outputLimit)}`);
  if (r.timedOut)
    throw new Error(`building ${side} timed out after ${Math.round(timeoutMs / 1000)}s: ${preset.build}`);
  if (r.code !== 0)
    throw new Error(`building ${side} failed (exit ${r.code}): ${preset.build}\n${indent(r.tail)}`);
}

/** Runs one side once and reads its results. */
export async function runRound(ctx: RoundContext): Promise<Results> {
  const { preset } = ctx;
  const name = `${ctx.side}-round${ctx.round}${ctx.part ? `-part${ctx.part}` : ''}`;
  const out = join(ctx.rawDir, name);
  await mkdir(out, { recursive: true });
  const values: Placeholders = {
    filter: ctx.filter,
    count: preset.repetitions.perRound,
    out,
    args: preset.args ?? '',
  };
  const resultsPath = preset.results.path ? expandPlain(preset.results.path, values) : undefined;
  const absoluteResults =
    resultsPath && (isAbsolute(resultsPath) ? resultsPath : join(ctx.projectDir, resultsPath));
  // Criterion keeps every benchmark it ever ran under target/criterion: start
  // each round empty so a filtered run reads only what it ran.
  if (preset.results.from === 'dir' && absoluteResults)
    await rm(absoluteResults, { recursive: true, force: true });
  if (preset.results.from === 'file' && absoluteResults) await rm(absoluteResults, { force: true });

  const command = expandCommand(preset.run, values);
  const stdoutFile = join(ctx.rawDir, `${name}.txt`);
  const env = {
    ...ctx.env,
    ...Object.fromEntries(Object.entries(preset.env).map(([k, v]) => [k, expandPlain(v, values)])),
  };
  const r = await execShell(command, { cwd: ctx.projectDir, env, timeoutMs: ctx.timeoutMs, stdoutFile });
  if (r.outputLimitExceeded) {
    throw new Error(
      `round ${ctx.round} (${ctx.side}) stopped: ${overLimit(r.outputLimit)}; narrow --filter or make the benchmark print less.\nLast output:\n${indent(r.tail)}`,
    );
  }
  if (r.timedOut) {
    throw new Error(
      `round ${ctx.round} (${ctx.side}) timed out after ${Math.round(ctx.timeoutMs / 1000)}s; raise --round-timeout or narrow --filter.\nLast output:\n${indent(r.tail)}`,
    );
  }
  if (r.code !== 0) {
    throw new Error(
      `the benchmark command failed on ${ctx.side} (exit ${r.code ?? r.signal}): ${command}\n${indent(r.tail)}`,
    );
  }
  const source = preset.results.from === 'stdout' ? stdoutFile : absoluteResults!;
  if (!existsSync(source)) throw new Error(`${ctx.side}: the run wrote no results at ${source}`);
  const read = await readBenchmarkInput(source, {
    format: preset.results.format,
    patternFormats: ctx.patternFormats,
  });
  return mergeResults([read]);
}

function overLimit(limit: number): string {
  return `it wrote more than ${limit / (1024 * 1024)} MiB of output (stdout and stderr together), the limit for one command`;
}

function indent(lines: readonly string[]): string {
  return lines.map((l) => `    ${l}`).join('\n');
}
