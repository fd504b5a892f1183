import * as core from '@actions/core';
import { actionLog } from './action-log.js';
import { join } from 'node:path';
import type { Comparison } from '../compare/types.js';
import type { GitHubClient } from '../github/client.js';
import { chartDirectory, publishChartImages } from '../github/data-branch.js';
import { describeGitHubError, isPermissionError } from '../github/errors.js';
import type { ChartEmbed } from '../report/charts/embed.js';
import { renderChartImages } from '../report/charts/png.js';
import type { EventContext } from './context.js';
import type { ActionSettings } from './inputs.js';

/**
 * Charts for the comment: PNGs drawn on the runner and committed to the data
 * branch when both are possible, else Mermaid, which GitHub draws itself.
 * Nothing here can change the verdict: every failure falls back to Mermaid.
 */
export async function prepareCharts(
  octokit: GitHubClient | undefined,
  settings: ActionSettings,
  ctx: EventContext,
  comparison: Comparison,
  outDir: string,
): Promise<ChartEmbed> {
  const mermaid: ChartEmbed = { kind: 'mermaid' };
  if (!octokit || !settings.dataBranch) return mermaid;
  let drawn;
  try {
    drawn = await renderChartImages(comparison, join(outDir, 'charts'));
  } catch (err) {
    core.warning(`could not draw the charts, using Mermaid: ${(err as Error).message}`);
    return mermaid;
  }
  if (!drawn.ok) {
    core.notice(
      `charts drawn in Mermaid: ${drawn.reason} (see docs/reports.md for installing @napi-rs/canvas on the runner)`,
    );
    return mermaid;
  }
  if (drawn.images.length === 0) return mermaid;
  try {
    const published = await publishChartImages(octokit, {
      owner: ctx.owner,
      repo: ctx.repo,
      branch: settings.dataBranch,
      images: drawn.images,
      directory: chartDirectory({
        ...(ctx.pullNumber !== undefined ? { pullNumber: ctx.pullNumber } : {}),
        sha: ctx.sha,
        ...(settings.shard ? { shard: settings.shard } : {}),
      }),
      message: `benchgate: charts for ${ctx.pullNumber !== undefined ? `#${ctx.pullNumber} ` : ''}${ctx.sha.slice(0, 12)}`,
      serverUrl: ctx.serverUrl,
      log: actionLog,
    });
    return { kind: 'images', baseUrl: published.baseUrl, images: drawn.images };
  } catch (err) {
    if (isPermissionError(err)) {
      core.notice(
        `charts drawn in Mermaid: the token may not push to ${settings.dataBranch} (needs contents: write)`,
      );
    } else {
      core.warning(`could not publish the chart images, using Mermaid: ${describeGitHubError(err)}`);
    }
    return mermaid;
  }
}
