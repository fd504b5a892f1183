// What a run judges by: the config file and comment template in force (the
// base commit's on a pull request, never the pull request's own: docs/security.md)
// and the policy the inputs and that file resolve to. The pull request's run and
// a bisection read them the same way.

import * as core from '@actions/core';
import { loadTrustedFiles, type TrustedFiles } from '../config/trusted-files.js';
import { EMPTY_CONFIG, type RepoConfig } from '../config/repo-config.js';
import { ACTION_INPUT_NAMES, resolvePolicy, type ConfigInForce } from '../config/resolve-policy.js';
import { todayUtc, type Judgement } from '../pipeline/judge.js';
import { escapeMarkdown } from '../report/escape.js';
import { trustedSource } from './base-commit.js';
import type { EventContext } from './context.js';
import type { GitHubClient } from '../github/client.js';
import type { ActionSettings } from './inputs.js';

/**
 * The config file and comment template in force (the base commit's on a pull
 * request, or none when it cannot be read), and the notices about them (a
 * PR's changes, or why no file applies) as Markdown for the top of the report. Note: before the report, not among its warnings: a
 * template may leave those out, and these must be read whatever the template.
 */
export async function filesInForce(
  settings: ActionSettings,
  ctx: EventContext,
  at: { workspace: string; outDir: string; baseRef: string | undefined; octokit?: GitHubClient | undefined },
): Promise<{ trusted: TrustedFiles; notices: string }> {
  const trusted = await loadTrustedFiles({
    workspace: at.workspace,
    configPath: settings.config,
    templatePath: settings.commentTemplate,
    source: await trustedSource(ctx, at.workspace, at.baseRef, at.octokit),
    scratchDir: at.outDir,
  });
  for (const n of [...trusted.notices, ...(trusted.logOnly ?? [])]) core.warning(n);
  return { trusted, notices: trusted.notices.map(warningBlock).join('') };
}

/** A notice at the top of the report, whatever the template. */
export function warningBlock(notice: string): string {
  return `> [!WARNING]\n> ${escapeMarkdown(notice)}\n\n`;
}

/** The policy and waivers in force: the inputs and the config file by the one rule (docs/configuration.md). */
export function actionJudgement(
  settings: ActionSettings,
  file: ConfigInForce | undefined,
): { config: RepoConfig; judgement: Judgement } {
  const config = file?.config ?? EMPTY_CONFIG;
  const policy = resolvePolicy(
    file,
    {
      ...(settings.threshold !== undefined ? { threshold: settings.threshold } : {}),
      ...(settings.alpha !== undefined ? { alpha: settings.alpha } : {}),
      ...(settings.onMissing !== undefined ? { onMissing: settings.onMissing } : {}),
      rules: settings.thresholds,
      floors: settings.floors,
      tiers: settings.tiers,
      // fail-on-regression: false is the warn tier for every row: the check is never failure.
      advisory: !settings.failOnRegression,
    },
    ACTION_INPUT_NAMES,
  );
  return { config, judgement: { policy, waivers: config.waivers, today: todayUtc() } };
}
