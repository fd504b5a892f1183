// The calibration runs of the history store on the data branch, read through
// the Git database API as appending reads the store (history-branch.ts): no
// clone, only the calibration folder and its newest month files, back until
// they hold the runs a summary looks at.

import { CALIBRATION_RUNS, type CalibrationLine } from '../history/calibration.js';
import { CALIBRATION_FOLDER, parseCalibration } from '../history/calibration-store.js';
import type { GitHubClient } from './client.js';
import { readTip, type Target } from './git-branch.js';
import { readBlob, TreeReader } from './history-branch.js';

/** The newest calibration lines on the branch's store at `path` (default "history"); none when there is no such branch or folder. */
export async function readCalibrationOnBranch(
  octokit: GitHubClient,
  target: Target,
  path = 'history',
  runs = CALIBRATION_RUNS,
): Promise<{ lines: CalibrationLine[]; problems: string[] }> {
  const out: { lines: CalibrationLine[]; problems: string[] } = { lines: [], problems: [] };
  const tip = await readTip(octokit, target);
  if (!tip) return out;
  const folder = `${path.replace(/^\/+|\/+$/g, '')}/${CALIBRATION_FOLDER}`;
  const entries = await new TreeReader(octokit, target, tip.tree).folder(folder);
  const months = [...(entries ?? [])]
    .filter(([name, e]) => e.type === 'blob' && name.endsWith('.jsonl'))
    .sort(([a], [b]) => b.localeCompare(a));
  for (const [name, e] of months) {
    const where = `${target.branch}:${folder}/${name}`;
    parseCalibration((await readBlob(octokit, target, e.sha, where)).toString('utf8'), where, out);
    if (new Set(out.lines.map((l) => `${l.time}\u0000${l.commit}`)).size >= runs) break;
  }
  return out;
}
