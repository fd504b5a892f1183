// The one line a pull request's report gives to this runner's measured
// false-alarm rate: the calibration runs (A/A, examples/workflows/
// calibration.yml) in the history store on the data branch, of the machine
// the run measured on (named as the history names it: the action's machine
// input, else the hardware). No calibration, no line.

import * as core from '@actions/core';
import type { Comparison } from '../compare/types.js';
import { readCalibrationOnBranch } from '../github/calibration-branch.js';
import type { GitHubClient } from '../github/client.js';
import { describeGitHubError } from '../github/errors.js';
import { calibrationOf, summarizeCalibration } from '../history/calibration.js';
import { createResults } from '../model/results.js';
import { renderCalibrationLine } from '../report/calibration-text.js';

/** The line, as Markdown to put under the report ('' without calibration runs of this machine, or when they cannot be read). */
export async function calibrationFooter(
  octokit: GitHubClient | undefined,
  target: { owner: string; repo: string; branch: string },
  comparison: Comparison,
  /** The action's machine input: names the machine where results compared from files carry no label. */
  machine?: string,
): Promise<string> {
  if (!octokit || !target.branch) return '';
  try {
    const { lines, problems } = await readCalibrationOnBranch(octokit, target);
    for (const p of problems) core.warning(`calibration: ${p}`);
    const mine = calibrationOf(lines, createResults({ context: comparison.head }), machine);
    if (mine.length === 0) return '';
    return `\n${renderCalibrationLine(summarizeCalibration(mine))}\n`;
  } catch (err) {
    // The report stands without it: say why in the log.
    core.warning(`could not read the calibration runs on ${target.branch}: ${describeGitHubError(err)}`);
    return '';
  }
}
