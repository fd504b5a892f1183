import type { Comparison } from '../compare/types.js';
import { chartFragmentsByFamily, type ChartEmbed } from './charts/embed.js';
import type { EnvLine } from './environment.js';
import { escapeHtml, escapeMarkdown } from './escape.js';
import { buildReportModel, type FamilyModel, type ReportModel, type ReportOptions } from './report-model.js';
import type { Cell, Table } from './table-model.js';

/** A table whose cells are already escaped Markdown. */
export interface TableView {
  header: string[];
  /** 'l' | 'r' per column. */
  align: string[];
  rows: string[][];
}

export interface MatrixView {
  /** "ns/op change: msg down, consumers across". */
  title: string;
  /** One table per value of the remaining params; a single untitled one when there are none. */
  sections: { title: string; table: TableView }[];
}

export interface FamilyView {
  /** Markdown-escaped family name. */
  title: string;
  /** HTML-escaped line for the family's <summary>: name and counts. */
  summary: string;
  rowCount: number;
  /** Any regression or improvement in the family. */
  changed: boolean;
  table: TableView;
  matrices: MatrixView[];
  /** Markdown fragments: linked images or ```mermaid blocks. */
  charts: string[];
}

/**
 * Everything a Markdown report template needs, already formatted and escaped:
 * templates only lay it out. Documented field by field in docs/reports.md.
 */
export interface ReportView {
  title: string;
  headline: string;
  /** How the verdicts were reached (paired sequential rounds); absent otherwise. */
  design?: string;
  /** What the selection left out; absent when every benchmark ran. */
  selection?: string;
  /** Benchmarks not judged on both sides, one line each ("removed: …", "renamed?: … → …", "added: …"). */
  coverage: string[];
  warnings: string[];
  regressions: TableView;
  improvements: TableView;
  families: FamilyView[];
  /** Metric rows in the comparison. */
  rowCount: number;
  benchmarkCount: number;
  /** "<sup>1</sup> note" lines. */
  footnotes: string[];
  problems: string[];
  /** "**Base**: [0123abcd](https://…/commit/…)" lines. */
  environment: string[];
  /** How to read the marks and numbers. */
  legend: string;
  /** What a size budget left out and where the rest is; empty when nothing was. */
  omitted: string[];
}

export interface ViewOptions extends ReportOptions {
  /** Linked PNGs, or Mermaid charts; no charts when absent. */
  charts?: ChartEmbed;
}

export function buildReportView(c: Comparison, options?: ViewOptions): ReportView;
/** @deprecated the (c, title, warnings) form; pass options. */
export function buildReportView(c: Comparison, title?: string, warnings?: readonly string[]): ReportView;
export function buildReportView(
  c: Comparison,
  second?: ViewOptions | string,
  warnings?: readonly string[],
): ReportView {
  const options: ViewOptions =
    typeof second === 'string' || second === undefined
      ? { ...(second !== undefined ? { title: second } : {}), ...(warnings ? { warnings } : {}) }
      : second;
  return viewOfModel(buildReportModel(c, options), options.charts);
}

/** The Markdown view of a model already built (the size budget renders one model several ways). */
export function viewOfModel(model: ReportModel, charts?: ChartEmbed): ReportView {
  const fragments = chartFragmentsByFamily(model, charts);
  return {
    title: escapeMarkdown(model.title),
    headline: escapeMarkdown(model.headline),
    ...(model.design !== undefined ? { design: escapeMarkdown(model.design) } : {}),
    ...(model.selection !== undefined ? { selection: escapeMarkdown(model.selection) } : {}),
    coverage: model.coverage.map(escapeMarkdown),
    warnings: model.warnings.map(escapeMarkdown),
    regressions: tableView(model.regressions),
    improvements: tableView(model.improvements),
    families: model.families.map((f) => familyView(f, fragments.get(f.key) ?? [])),
    rowCount: model.rowCount,
    benchmarkCount: model.benchmarkCount,
    footnotes: model.footnotes.map((n, i) => `<sup>${i + 1}</sup> ${escapeMarkdown(n)}`),
    problems: model.problems.map(escapeMarkdown),
    environment: model.environment.map(environmentLine),
    legend:
      'Change: head against base. Intervals: 95% confidence interval of the median, or the tool’s own interval. ' +
      '❌ regression · ✅ improvement · ❔ a change past the threshold that the samples cannot confirm.' +
      (model.pairedRows
        ? ' Rows judged on paired rounds: change from the per-round ratios of head to base; ≥ after p, the smallest change the rounds could detect (80% power).'
        : '') +
      (model.unboundedSidesNeed !== undefined
        ? ` ± ∞: fewer than ${model.unboundedSidesNeed} samples on that side, too few for a 95% interval of its median.`
        : ''),
    omitted: [],
  };
}

function familyView(f: FamilyModel, charts: string[]): FamilyView {
  const counts = [
    `${f.family.entries.length} benchmark${f.family.entries.length === 1 ? '' : 's'}`,
    f.counts.regression ? `❌ ${f.counts.regression}` : '',
    f.counts.improvement ? `✅ ${f.counts.improvement}` : '',
  ].filter(Boolean);
  return {
    title: escapeMarkdown(f.title),
    summary: escapeHtml(`${f.title} · ${counts.join(' · ')}`),
    rowCount: f.rowCount,
    changed: f.counts.regression + f.counts.improvement > 0,
    table: tableView(f.table),
    matrices: f.matrices.map((m) => ({
      title: escapeMarkdown(`${m.metric} change: ${m.down.join(', ')} down, ${m.across} across`),
      sections: m.sections.map((s) => ({ title: escapeMarkdown(s.title), table: tableView(s.table) })),
    })),
    charts,
  };
}

function tableView(t: Table): TableView {
  return {
    header: t.header.map(escapeMarkdown),
    align: [...t.align],
    rows: t.rows.map((r) => r.map(cellMarkdown)),
  };
}

function cellMarkdown(c: Cell): string {
  const text = escapeMarkdown(c.text);
  return c.notes?.length ? `${text} <sup>${c.notes.join(',')}</sup>` : text;
}

function environmentLine(line: EnvLine): string {
  const parts = line.parts.map((p) =>
    p.url ? `[${escapeMarkdown(p.text)}](${p.url})` : escapeMarkdown(p.text),
  );
  return `**${escapeMarkdown(line.label)}**: ${parts.join('')}`;
}
