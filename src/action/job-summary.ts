// The job summary of the step is limited to 1 MiB (JOB_SUMMARY_MAX_BYTES);
// past it the runner drops the whole summary, not just the end. So the report
// written there is fitted first, with the full report pointed at in the
// run's artifact (report.md beside report.html and the JSON results).

import { JOB_SUMMARY_MAX_BYTES, shrinkToBytes, truncateWithNote } from '../github/body-limit.js';

/** Room kept for what the step appends after the report (the commit-status notice, warnings). */
export const SUMMARY_RESERVE_BYTES = 16 * 1024;

/**
 * The report within the job summary's limit: as is when it fits, else `shrink`'s version
 * (which keeps every regression and says where the full report is), else cut with a note.
 * `shrink` budgets characters; the limit is bytes (see shrinkToBytes).
 */
export function fitJobSummary(
  report: string,
  shrink: (chars: number) => string,
  artifactName: string,
  limit = JOB_SUMMARY_MAX_BYTES - SUMMARY_RESERVE_BYTES,
): string {
  if (Buffer.byteLength(report, 'utf8') <= limit) return report;
  const note = `_… cut here: the report passed the job summary's 1 MiB limit; the full report is report.md in the artifact ${artifactName} of this run._`;
  return shrinkToBytes(shrink, limit) ?? truncateWithNote(report, limit, note, 'bytes');
}
