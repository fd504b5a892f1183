import * as core from '@actions/core';
import { actionLog } from './action-log.js';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { GitHubClient } from '../github/client.js';
import { chartDirectory, publishChartImages } from '../github/data-branch.js';
import { describeGitHubError } from '../github/errors.js';
import type { ProfileReport } from '../profile/run-profiles.js';
import { renderProfileSection } from '../report/profile-section.js';
import type { EventContext } from './context.js';
import type { ActionSettings } from './inputs.js';

/**
 * The comment's "Where the time went" section: the flame graphs committed to
 * the data branch beside the charts and linked (GitHub's blob view draws an
 * SVG), or, without a data branch or the permission, left in the run's
 * artifact with profiles.json. Nothing here can change the verdict.
 */
export async function renderProfilesForComment(
  octokit: GitHubClient | undefined,
  settings: ActionSettings,
  ctx: EventContext,
  profiles: ProfileReport | undefined,
  o: { outDir: string; artifactName: string },
): Promise<string> {
  if (!profiles) return '';
  const links = await publishFlameGraphs(octokit, settings, ctx, profiles, o.outDir);
  return renderProfileSection(profiles, {
    flameGraphUrl: (path) => links.get(path),
    fullDiffs: `profiles.json in the artifact ${o.artifactName} of this run`,
  });
}

/** The files the run's artifact keeps besides the report: profiles.json and the flame graphs. */
export function profileArtifactFiles(outDir: string, profiles: ProfileReport | undefined): string[] {
  if (!profiles || !existsSync(join(outDir, 'profiles.json'))) return [];
  return [join(outDir, 'profiles.json'), ...profiles.profiled.map((p) => join(outDir, p.flameGraph))];
}

async function publishFlameGraphs(
  octokit: GitHubClient | undefined,
  settings: ActionSettings,
  ctx: EventContext,
  profiles: ProfileReport,
  outDir: string,
): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  if (!octokit || !settings.dataBranch || profiles.profiled.length === 0) return links;
  try {
    const published = await publishChartImages(octokit, {
      owner: ctx.owner,
      repo: ctx.repo,
      branch: settings.dataBranch,
      images: profiles.profiled.map((p) => ({
        file: basename(p.flameGraph),
        path: join(outDir, p.flameGraph),
      })),
      directory: `${chartDirectory({
        ...(ctx.pullNumber !== undefined ? { pullNumber: ctx.pullNumber } : {}),
        sha: ctx.sha,
        ...(settings.shard ? { shard: settings.shard } : {}),
      })}/profiles`,
      message: `benchgate: flame graphs for ${ctx.pullNumber !== undefined ? `#${ctx.pullNumber} ` : ''}${ctx.sha.slice(0, 12)}`,
      serverUrl: ctx.serverUrl,
      log: actionLog,
    });
    // The blob view draws the SVG; the raw URL serves it as text.
    const base = published.baseUrl.replace(/\/raw\/(?=[0-9a-f]{40}\/)/, '/blob/');
    for (const p of profiles.profiled)
      links.set(p.flameGraph, `${base}/${encodeURIComponent(basename(p.flameGraph))}`);
  } catch (err) {
    core.notice(`flame graphs only in the artifact: ${describeGitHubError(err)}`);
  }
  return links;
}
