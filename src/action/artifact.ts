import * as core from '@actions/core';
import { DefaultArtifactClient } from '@actions/artifact';
import { existsSync } from 'node:fs';
import { basename, dirname } from 'node:path';

/**
 * Uploads the HTML report and the JSON results as a workflow artifact. Only a
 * runner gives an action the artifact service (ACTIONS_RUNTIME_TOKEN,
 * ACTIONS_RESULTS_URL); elsewhere the files stay in the report's directory and
 * the step says so. Never essential: a failed upload is a warning.
 */
export async function uploadReportArtifact(name: string, files: readonly string[]): Promise<void> {
  const present = files.filter((f) => existsSync(f));
  if (present.length === 0) return;
  if (!process.env.ACTIONS_RUNTIME_TOKEN || !process.env.ACTIONS_RESULTS_URL) {
    core.info(`no artifact service here: the report files stay in ${dirname(present[0]!)}`);
    return;
  }
  try {
    const { id, size } = await new DefaultArtifactClient().uploadArtifact(
      name,
      present,
      dirname(present[0]!),
      {
        retentionDays: 30,
      },
    );
    core.info(
      `uploaded ${present.map((f) => basename(f)).join(', ')} as artifact ${name} (id ${id}, ${size} bytes)`,
    );
  } catch (err) {
    core.warning(`could not upload the report artifact: ${(err as Error).message}`);
  }
}
