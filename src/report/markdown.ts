import type { Comparison } from '../compare/types.js';
import { renderTemplate } from './template.js';
import { buildReportView } from './view.js';

export interface MarkdownOptions {
  title?: string;
  /** A user's own template file instead of templates/report.md.eta. */
  template?: string;
  /** Warnings about the run (busy machine, different environments), shown above the tables. */
  warnings?: readonly string[];
}

/** The Markdown report of a comparison: the PR comment body and the job summary. */
export function renderMarkdownReport(c: Comparison, options: MarkdownOptions = {}): string {
  return renderTemplate(buildReportView(c, options.title, options.warnings), options.template);
}
