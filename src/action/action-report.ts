// The pull request's report as the action renders it: the pipeline calls
// `render` once it has the comparison (and the profiles), and what went into
// the report (its options, the profile section, the calibration footer) is
// kept here for the job summary and the comment, which re-render it shorter
// when it does not fit (src/action/main.ts reportOutcome).

import type { Comparison } from '../compare/types.js';
import type { GitHubClient } from '../github/client.js';
import type { CalibrationLine } from '../history/calibration.js';
import type { RenderReport } from '../pipeline/compare-pipeline.js';
import type { ProfileReport } from '../profile/run-profiles.js';
import { renderMarkdownReport, type MarkdownOptions } from '../report/markdown.js';
import { placeProfileSection } from '../report/profile-section.js';
import { calibrationFooter } from './calibration-note.js';
import { prepareCharts } from './charts.js';
import type { EventContext } from './context.js';
import type { ActionSettings } from './inputs.js';
import { renderProfilesForComment } from './profiles.js';

/** The artifact holding the full report (report.md and .html) and the JSON results. */
export function reportArtifactName(settings: ActionSettings): string {
  return `benchgate-${settings.checkName.replace(/[^\w.-]+/g, '-')}`;
}

export interface ActionReportSources {
  octokit: GitHubClient | undefined;
  settings: ActionSettings;
  ctx: EventContext;
  outDir: string;
  /** Warnings placed above the report (fork code, files in force). */
  notices: string;
  /** The base's comment template, when it has one. */
  template: string | undefined;
  /** This runner's calibration runs: the footer's measured false-alarm rate. */
  calibration: readonly CalibrationLine[];
}

export class ActionReport {
  /** What the report was rendered with; undefined until it is. */
  options: MarkdownOptions | undefined;
  profiles: ProfileReport | undefined;
  profileSection = '';
  footer = '';
  readonly repositoryUrl: string;

  constructor(private readonly s: ActionReportSources) {
    this.repositoryUrl = `${s.ctx.serverUrl}/${s.ctx.owner}/${s.ctx.repo}`;
  }

  /** The run's warnings, as the report shows them. */
  get warnings(): readonly string[] {
    return this.options?.warnings ?? [];
  }

  readonly render: RenderReport = async (c: Comparison, runWarnings, profiled) => {
    const { octokit, settings, ctx, outDir } = this.s;
    this.profiles = profiled;
    this.profileSection = await renderProfilesForComment(octokit, settings, ctx, profiled, {
      outDir,
      artifactName: reportArtifactName(settings),
    });
    this.options = {
      title: `Benchmarks: ${settings.checkName}`,
      warnings: runWarnings,
      repositoryUrl: this.repositoryUrl,
      charts: await prepareCharts(octokit, settings, ctx, c, outDir),
      ...(ctx.runUrl ? { elsewhere: `the [job summary of this run](${ctx.runUrl})` } : {}),
      ...(this.s.template ? { template: this.s.template } : {}),
    };
    this.footer = calibrationFooter(this.s.calibration, c, settings.machine);
    return (
      this.s.notices +
      placeProfileSection(renderMarkdownReport(c, this.options), this.profileSection) +
      this.footer
    );
  };
}
