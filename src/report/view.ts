import type { Comparison, ComparisonRow, SideSummary, Verdict } from '../compare/types.js';
import { benchmarkLabel } from '../model/identity.js';
import type { Context } from '../model/results.js';
import { escapeMarkdown } from './escape.js';
import { groupByFamily } from './family.js';
import { formatChange, formatP, formatSpeedup, formatSpread, formatValue } from './format-number.js';

/** A table whose cells are already escaped Markdown. */
export interface TableView {
  header: string[];
  /** 'l' | 'r' per column. */
  align: string[];
  rows: string[][];
}

export interface FamilyView {
  title: string;
  table: TableView;
}

/** Everything a report template needs, already formatted and escaped: templates only lay it out. */
export interface ReportView {
  title: string;
  headline: string;
  regressions: TableView;
  improvements: TableView;
  families: FamilyView[];
  rowCount: number;
  footnotes: string[];
  problems: string[];
  environment: string[];
  warnings: string[];
}

const VERDICT_MARK: Record<Verdict, string> = {
  regression: '❌ regression',
  improvement: '✅ improvement',
  unchanged: 'unchanged',
  inconclusive: '❔ inconclusive',
  added: '🆕 added',
  removed: '➖ removed',
};

export function buildReportView(c: Comparison, title = 'Benchmark results', warnings: readonly string[] = []): ReportView {
  const notes = new FootnoteIndex();
  const table = (rows: readonly ComparisonRow[], withName: boolean) => rowsTable(rows, withName, notes);
  const families = [...groupByFamily(c.rows)].map(([name, rows]) => ({
    title: escapeMarkdown(name),
    table: table(rows, true),
  }));
  return {
    title: escapeMarkdown(title),
    headline: headline(c),
    regressions: table(sortByMagnitude(c.rows.filter((r) => r.verdict === 'regression')), true),
    improvements: table(sortByMagnitude(c.rows.filter((r) => r.verdict === 'improvement')), true),
    families,
    rowCount: c.rows.length,
    footnotes: notes.list(),
    problems: c.problems.map((p) => escapeMarkdown(`${p.file}${p.line > 0 ? `:${p.line}` : ''}: ${p.message}`)),
    environment: environmentLines(c.base, c.head),
    warnings: warnings.map(escapeMarkdown),
  };
}

/** "❌ 2 regressions · ✅ 3 improvements · 41 unchanged · geomean −1.8%" */
export function headline(c: Comparison): string {
  const k = c.summary.counts;
  const parts: string[] = [];
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (k.regression) parts.push(`❌ ${plural(k.regression, 'regression')}`);
  if (k.improvement) parts.push(`✅ ${plural(k.improvement, 'improvement')}`);
  parts.push(`${k.unchanged} unchanged`);
  if (k.inconclusive) parts.push(`❔ ${k.inconclusive} inconclusive`);
  if (k.added) parts.push(`${k.added} added`);
  if (k.removed) parts.push(`${k.removed} removed`);
  const primary = c.summary.geomeans[0];
  if (primary) parts.push(`geomean ${formatChange(primary.change)} (${escapeMarkdown(primary.metric ?? primary.unit)})`);
  if (k.regression === 0 && k.improvement === 0 && parts.length > 0) parts.unshift('✅ no regressions');
  return parts.join(' · ');
}

function rowsTable(rows: readonly ComparisonRow[], withName: boolean, notes: FootnoteIndex): TableView {
  const header = [...(withName ? ['Benchmark'] : []), 'Metric', 'Base', 'Head', 'Change', 'Speedup', 'p', 'Verdict'];
  const align = [...(withName ? ['l'] : []), 'l', 'r', 'r', 'r', 'r', 'r', 'l'];
  return {
    header,
    align,
    rows: rows.map((r) => {
      const marks = r.notes.map((n) => notes.mark(n)).join('');
      return [
        ...(withName ? [escapeMarkdown(benchmarkLabel(r))] : []),
        escapeMarkdown(r.metric ? `${r.metric} (${r.unit})` : r.unit),
        side(r.base, r.unit),
        side(r.head, r.unit),
        formatChange(r.change),
        formatSpeedup(r.change, r.direction, r.unit),
        formatP(r.q ?? r.p),
        `${VERDICT_MARK[r.verdict]}${marks}`,
      ];
    }),
  };
}

function side(s: SideSummary | undefined, unit: string): string {
  if (!s) return '–';
  return `${escapeMarkdown(formatValue(s.center, unit))} ${formatSpread(s.center, s.low, s.high)}`;
}

function sortByMagnitude(rows: ComparisonRow[]): ComparisonRow[] {
  return rows.sort((a, b) => Math.abs(Math.log1p(b.change ?? 0)) - Math.abs(Math.log1p(a.change ?? 0)));
}

function environmentLines(base: Context, head: Context): string[] {
  const lines: string[] = [];
  const describe = (label: string, ctx: Context) => {
    const m = ctx.machine ?? {};
    const bits = [
      ctx.tool ? `${ctx.tool.name}${ctx.tool.version ? ` ${ctx.tool.version}` : ''}` : '',
      [m.os, m.arch].filter(Boolean).join('/'),
      m.cpu ? String(m.cpu) : '',
      m.cores ? `${m.cores} cores` : '',
      ctx.commit ? `commit ${String(ctx.commit).slice(0, 12)}` : '',
    ].filter(Boolean);
    if (bits.length) lines.push(`${label}: ${escapeMarkdown(bits.join(', '))}`);
  };
  describe('Base', base);
  describe('Head', head);
  return lines;
}

/** Numbers each distinct note once, so a caveat shared by 40 rows is one footnote. */
class FootnoteIndex {
  private readonly index = new Map<string, number>();
  mark(note: string): string {
    let n = this.index.get(note);
    if (n === undefined) {
      n = this.index.size + 1;
      this.index.set(note, n);
    }
    return ` <sup>${n}</sup>`;
  }
  list(): string[] {
    return [...this.index.keys()].map((note, i) => `<sup>${i + 1}</sup> ${escapeMarkdown(note)}`);
  }
}
