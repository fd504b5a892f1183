// This runner's calibration runs (A/A, examples/workflows/calibration.yml) in
// the history store on the data branch, read once per pull request run: the
// report's one line on the runner's measured false-alarm rate, and each
// benchmark's per-round noise for the order a time budget runs out in. The
// machine is named as the history names it: the action's machine input,
// else the hardware. No calibration, no line and no order.

import * as core from '@actions/core';
import type { Comparison } from '../compare/types.js';
import { readCalibrationOnBranch } from '../github/calibration-branch.js';
import type { GitHubClient } from '../github/client.js';
import { describeGitHubError } from '../github/errors.js';
import {
  calibrationNoise,
  calibrationOf,
  calibrationPrior,
  summarizeCalibration,
  type CalibrationLine,
} from '../history/calibration.js';
import { createResults } from '../model/results.js';
import { renderCalibrationLine } from '../report/calibration-text.js';
import type { PipelineOptions } from '../pipeline/run-pipeline.js';

/** The calibration lines on the data branch ([] without a client, a branch or lines, or when they cannot be read). */
export async function readCalibration(
  octokit: GitHubClient | undefined,
  target: { owner: string; repo: string; branch: string },
): Promise<CalibrationLine[]> {
  if (!octokit || !target.branch) return [];
  try {
    const { lines, problems } = await readCalibrationOnBranch(octokit, target);
    for (const p of problems) core.warning(`calibration: ${p}`);
    return lines;
  } catch (err) {
    // The run and its report stand without it: say why in the log.
    core.warning(`could not read the calibration runs on ${target.branch}: ${describeGitHubError(err)}`);
    return [];
  }
}

/** The line, as Markdown to put under the report ('' without calibration runs of this machine). */
export function calibrationFooter(
  lines: readonly CalibrationLine[],
  comparison: Comparison,
  /** The action's machine input: names the machine where results compared from files carry no label. */
  machine?: string,
): string {
  const mine = calibrationOf(lines, createResults({ context: comparison.head }), machine);
  if (mine.length === 0) return '';
  return `\n${renderCalibrationLine(summarizeCalibration(mine))}\n`;
}

/**
 * What the calibration runs lend the round loop: each row's noise, for the
 * order a budget runs out in, and (input noise-prior) the same noise as the
 * early branch's prior. Nothing without calibration runs.
 */
export function calibrationInForce(
  lines: readonly CalibrationLine[],
  settings: { machine?: string; noisePrior: boolean; dataBranch: string },
): Pick<PipelineOptions, 'rowNoise' | 'noisePrior'> {
  const rowNoise = calibrationRowNoise(lines, settings.machine);
  const noisePrior = settings.noisePrior
    ? calibrationPriorOf(lines, settings.machine, settings.dataBranch)
    : undefined;
  return { ...(rowNoise ? { rowNoise } : {}), ...(noisePrior ? { noisePrior } : {}) };
}

/** Each benchmark's per-round noise on the run's machine, for the budget's order (the machine input names it where set). */
function calibrationRowNoise(
  lines: readonly CalibrationLine[],
  machineInput: string | undefined,
): ((machine: { name: string; env: string }) => ReadonlyMap<string, number>) | undefined {
  if (lines.length === 0) return undefined;
  return (machine) => calibrationNoise(lines, { name: machineInput ?? machine.name, env: machine.env });
}

/** The same noise as the early branch's prior (input noise-prior), named by the branch it was read from. */
function calibrationPriorOf(
  lines: readonly CalibrationLine[],
  machineInput: string | undefined,
  branch: string,
): NonNullable<PipelineOptions['noisePrior']> | undefined {
  if (lines.length === 0) return undefined;
  return (machine) =>
    calibrationPrior(
      lines,
      { name: machineInput ?? machine.name, env: machine.env },
      `calibration runs on ${branch}`,
    );
}
