import type { Comparison, ComparisonRow, Verdict } from '../compare/types.js';
import { samplesNeededForMedianInterval } from '../stats/index.js';
import { coverageLines, incompleteLine } from './coverage-lines.js';
import { designLine, selectionLine } from './design-line.js';
import { describeEnvironment, type EnvLine } from './environment.js';
import { groupFamilies, type Family } from './family.js';
import { FootnoteIndex } from './footnotes.js';
import { formatChange } from './format-number.js';
import { Naming } from './labels.js';
import { buildGrids, gridTable, type Grid } from './matrix.js';
import { renderChangesTable, renderFamilyTable } from './verdict-tables.js';
import type { Table } from './table-model.js';

export interface ReportOptions {
  title?: string;
  /** Warnings about the run (busy machine, different environments), shown above the tables. */
  warnings?: readonly string[];
  /** https://github.com/owner/repo: base and head commits become links. */
  repositoryUrl?: string;
}

export interface MatrixModel {
  /** "ns/op" or "gc.alloc.rate.norm (B/op)". */
  metric: string;
  across: string;
  down: string[];
  sections: { title: string; table: Table }[];
  grid: Grid;
}

export interface FamilyModel {
  key: string;
  title: string;
  /** With the suite shortened, for chart titles. */
  shortTitle: string;
  counts: Record<Verdict, number>;
  /** Metric rows in the family (a benchmark with B/op and allocs/op counts 3). */
  rowCount: number;
  family: Family;
  table: Table;
  matrices: MatrixModel[];
}

/**
 * The report before it meets any output format: plain text in tables and
 * lines. The Markdown view escapes it for Markdown, the HTML report for HTML;
 * nothing here is markup.
 */
export interface ReportModel {
  title: string;
  headline: string;
  /** How the verdicts were reached, when the rounds were judged as pairs (designLine). */
  design?: string;
  /** What the selection left out ("212 benchmarks not run: …"). */
  selection?: string;
  /** Benchmarks not judged on both sides, by name (removed, renamed?, no result, retired, added); at most COVERAGE_LINES. */
  coverage: string[];
  /** Some rows were judged on paired rounds: the legend says how to read them. */
  pairedRows: boolean;
  /**
   * The samples a side needs before its median has a 95% interval, when some
   * Base or Head cell prints "± ∞" (a row stopped in its first rounds): the
   * legend says why the cell is unbounded. Undefined when none does.
   */
  unboundedSidesNeed?: number;
  warnings: string[];
  regressions: Table;
  improvements: Table;
  families: FamilyModel[];
  rowCount: number;
  benchmarkCount: number;
  footnotes: string[];
  problems: string[];
  environment: EnvLine[];
}

export function buildReportModel(c: Comparison, options: ReportOptions = {}): ReportModel {
  const notes = new FootnoteIndex();
  const naming = new Naming(c.rows);
  // Built first so that their footnotes get the low numbers a reader meets first.
  const regressions = renderChangesTable(sortByMagnitude(c.rows, 'regression'), naming, notes);
  const improvements = renderChangesTable(sortByMagnitude(c.rows, 'improvement'), naming, notes);
  const families = groupFamilies(c.rows).map((f) => buildFamily(f, naming, notes));
  return {
    title: options.title ?? 'Benchmark results',
    headline: headline(c),
    ...optional('design', designLine(c)),
    ...optional('selection', selectionLine(c)),
    coverage: cappedCoverage(c),
    pairedRows: c.rows.some((r) => r.paired !== undefined),
    ...unboundedSides(c),
    warnings: [...(options.warnings ?? [])],
    regressions,
    improvements,
    families,
    rowCount: c.rows.length,
    benchmarkCount: families.reduce((n, f) => n + f.family.entries.length, 0),
    footnotes: notes.list(),
    problems: c.problems.map((p) => `${p.file}${p.line > 0 ? `:${p.line}` : ''}: ${p.message}`),
    environment: describeEnvironment(c, options.repositoryUrl),
  };
}

/**
 * The samples a side's median needs for its interval (6 at 95%), when some
 * side cell the tables print is unbounded for want of samples; an exact row's
 * sides print their value alone (formatSide), and a tool's own summary
 * without bounds is not a count of samples, so neither counts.
 */
function unboundedSides(c: Comparison): Pick<ReportModel, 'unboundedSidesNeed'> {
  for (const r of c.rows) {
    if (r.paired?.exact === true) continue;
    const side = [r.base, r.head].find(
      (s) => s?.source === 'samples' && !(Number.isFinite(s.low) && Number.isFinite(s.high)),
    );
    if (side) return { unboundedSidesNeed: samplesNeededForMedianInterval(side.confidence).n };
  }
  return {};
}

/** Lines of names the report lists; the rest are counted (comparison.json has every name). */
const COVERAGE_LINES = 30;

function cappedCoverage(c: Comparison): string[] {
  const lines = coverageLines(c.summary.coverage);
  if (lines.length <= COVERAGE_LINES) return lines;
  const rest = lines.length - COVERAGE_LINES;
  return [...lines.slice(0, COVERAGE_LINES), `and ${rest} more, listed in comparison.json`];
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}

function buildFamily(family: Family, naming: Naming, notes: FootnoteIndex): FamilyModel {
  const counts = { regression: 0, improvement: 0, unchanged: 0, inconclusive: 0, added: 0, removed: 0 };
  let rowCount = 0;
  for (const e of family.entries) {
    for (const r of [e.primary, ...e.secondary]) {
      if (r.tier !== 'shadow') counts[r.verdict]++;
      rowCount++;
    }
  }
  const matrices = buildGrids(family).map((grid) => ({
    metric: grid.metric,
    across: grid.axes.across.name,
    down: grid.axes.down.map((d) => d.name),
    sections: grid.sections.map((s) => ({ title: s.title, table: gridTable(grid, s) })),
    grid,
  }));
  return {
    key: family.key,
    title: naming.familyTitle(family),
    shortTitle: naming.familyShortTitle(family),
    counts,
    rowCount,
    family,
    table: renderFamilyTable(family, naming, notes),
    matrices,
  };
}

/** "❌ 2 regressions · ✅ 3 improvements · 41 unchanged · geomean −1.8% (ns/op)" */
export function headline(c: Comparison): string {
  const k = c.summary.counts;
  const parts: string[] = [];
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (k.regression) {
    const aside = [
      c.summary.waived ? `${c.summary.waived} waived` : '',
      c.summary.warned ? `${c.summary.warned} at tier warn` : '',
    ].filter(Boolean);
    parts.push(`❌ ${plural(k.regression, 'regression')}${aside.length ? ` (${aside.join(', ')})` : ''}`);
  }
  if (k.improvement) parts.push(`✅ ${plural(k.improvement, 'improvement')}`);
  parts.push(`${k.unchanged} unchanged`);
  if (k.inconclusive) parts.push(`❔ ${k.inconclusive} inconclusive`);
  if (c.summary.shadowed) parts.push(`${c.summary.shadowed} shadow rows not judged`);
  if (k.added) parts.push(`${k.added} added`);
  if (k.removed) parts.push(`${k.removed} removed`);
  const primary = c.summary.geomeans[0];
  if (primary) parts.push(`geomean ${formatChange(primary.change)} (${primary.metric ?? primary.unit})`);
  if (c.summary.verdict === 'incomplete') parts.unshift(`⚠️ ${incompleteLine(c.summary.coverage)}`);
  else if (k.regression === 0 && k.improvement === 0) parts.unshift('✅ no regressions');
  return parts.join(' · ');
}

/** Rows of one verdict, largest effect first (as a log ratio, so 2x faster and 2x slower weigh the same). */
function sortByMagnitude(rows: readonly ComparisonRow[], verdict: Verdict): ComparisonRow[] {
  const size = (r: ComparisonRow) =>
    r.change === undefined || r.change <= -1 ? Infinity : Math.abs(Math.log1p(r.change));
  return rows
    .filter((r) => r.verdict === verdict && r.tier !== 'shadow')
    .map((r, i) => ({ r, i, s: size(r) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.r);
}
