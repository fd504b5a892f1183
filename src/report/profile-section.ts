import { LIST_FLOOR, type FunctionChange } from '../profile/diff.js';
import type { ProfiledRow, ProfileReport } from '../profile/run-profiles.js';
import { escapeHtml, escapeMarkdown } from './escape.js';
import { formatSignificant, formatValue } from './format-number.js';

/** Functions shown per profiled row; profiles.json has them all. */
export const PROFILE_TOP_FUNCTIONS = 10;
/** Characters of a function name shown in the comment. */
const NAME_CHARS = 100;
/**
 * The most characters the section takes in a comment: 5 rows of 10 functions
 * fit in well under it, so a report of any size keeps its own budget minus
 * this (renderMarkdownWithin's limit).
 */
export const PROFILE_SECTION_MAX_CHARS = 12_000;

export interface ProfileSectionOptions {
  /** The URL (or relative path) of a row's flame graph, from its path in the output folder; undefined: no link. */
  flameGraphUrl: (path: string) => string | undefined;
  /** Where the full diffs are, a noun phrase in trusted Markdown: "profiles.json in the run's artifact". */
  fullDiffs: string;
  maxChars?: number;
}

/**
 * "Where the time went": per profiled row a collapsed section with its top
 * functions (base, head and the change per operation, or in shares) and a
 * link to its differential flame graph; then the rows not profiled and why.
 * Every name is escaped: function names come from the benchmark process.
 * Rows that would pass maxChars are counted, not shown.
 */
export function renderProfileSection(report: ProfileReport, o: ProfileSectionOptions): string {
  if (report.profiled.length === 0 && report.notProfiled.length === 0) return '';
  const max = o.maxChars ?? PROFILE_SECTION_MAX_CHARS;
  let out = '\n#### Where the time went\n\n';
  let left = 0;
  for (const [i, row] of report.profiled.entries()) {
    const part = renderRow(row, o);
    if (out.length + part.length > max - 400) {
      left = report.profiled.length - i;
      break;
    }
    out += part;
  }
  if (left) out += `${left} more profiled rows are in ${o.fullDiffs}.\n\n`;
  const skipped = report.notProfiled.map(
    (n) => `- ${escapeMarkdown(cut(n.title))}: ${escapeMarkdown(n.reason)}\n`,
  );
  if (skipped.length) {
    out += 'Not profiled:\n';
    let shown = 0;
    for (const line of skipped) {
      if (out.length + line.length > max - 120) break;
      out += line;
      shown++;
    }
    if (shown < skipped.length) out += `- and ${skipped.length - shown} more, in ${o.fullDiffs}\n`;
    out += '\n';
  }
  return out;
}

function renderRow(row: ProfiledRow, o: ProfileSectionOptions): string {
  const { diff } = row;
  const top = diff.functions.filter((f) => f.delta > 0).slice(0, PROFILE_TOP_FUNCTIONS);
  const shown = top.length ? top : diff.functions.slice(0, PROFILE_TOP_FUNCTIONS);
  const lead = shown[0] ? `: ${cut(shortName(shown[0].name), 60)} ${signed(shown[0].delta, diff.unit)}` : '';
  const samples = (side: typeof diff.base) =>
    `${side.runs} runs${side.samples !== undefined ? `, ${formatSignificant(side.samples)} samples` : ''}`;
  const url = o.flameGraphUrl(row.flameGraph);
  const lines = [
    `<details><summary>${escapeHtml(cut(row.title))}${escapeHtml(lead)}</summary>`,
    '',
    `Profiled with ${escapeMarkdown(row.profiler)} after the verdict: base ${samples(diff.base)}, head ${samples(diff.head)}; ` +
      `self ${diff.unit === '%' ? 'share of the samples' : `${escapeMarkdown(diff.unit)}`} per function.`,
    '',
  ];
  if (shown.length) {
    lines.push('| Function | Base | Head | Δ |', '|---|--:|--:|--:|');
    for (const f of shown) lines.push(functionLine(f, diff.unit));
  } else lines.push('No function changed by more than the runs agree on.');
  lines.push(
    '',
    `${diff.notListed} changes within the runs' spread or under ${LIST_FLOOR * 100}% of the total are not listed.` +
      (url ? ` [Differential flame graph](${url})` : ''),
    '',
    ...problemLines(row, o),
    '</details>',
    '',
    '',
  );
  return lines.join('\n');
}

/** The first of the row's problems, and where the rest are: one line, whatever their number. */
function problemLines(row: ProfiledRow, o: ProfileSectionOptions): string[] {
  const [first] = row.problems;
  if (first === undefined) return [];
  const rest = row.problems.length - 1;
  return [
    `Problem: ${escapeMarkdown(cut(first, 300))}${rest > 0 ? ` (and ${rest} more in ${o.fullDiffs})` : ''}`,
    '',
  ];
}

function functionLine(f: FunctionChange, unit: string): string {
  const mark = f.kind === 'new' ? ' (new)' : f.kind === 'vanished' ? ' (gone)' : '';
  return `| ${escapeMarkdown(cut(f.name))}${mark} | ${value(f.base, unit)} | ${value(f.head, unit)} | ${signed(f.delta, unit)} |`;
}

/** Values in the report's units: ns/op rescaled, bytes/op as B/op, shares in %. */
function value(v: number, unit: string): string {
  if (unit === '%') return `${formatSignificant(v)}%`;
  if (unit === 'bytes/op') return formatValue(v, 'B/op');
  if (unit === 'objects/op') return formatValue(v, 'allocs/op');
  return formatValue(v, unit);
}

/** A change per operation as the profile section writes it: "+3 KiB/op", "+4.2 pts". */
export function signed(v: number, unit: string): string {
  const text = unit === '%' ? `${formatSignificant(v)} pts` : value(v, unit);
  return v > 0 ? `+${text}` : text;
}

/** "example.com/planted.scramble" -> "planted.scramble": the package path is in the table. */
function shortName(name: string): string {
  return name.replace(/^.*\//, '');
}

function cut(text: string, n = NAME_CHARS): string {
  return text.length > n ? `${text.slice(0, n - 1)}…` : text;
}

/**
 * The report with its profile section right under the tables of the rows it
 * profiled (the regressions, and improvements on request), so each row's
 * "Where the time went" reads next to the row, not after the whole report.
 * Note: a Markdown table cannot hold a block between its rows, so the
 * sections follow the tables, each titled with its row. A template without
 * those tables gets the section at its end.
 */
export function placeProfileSection(report: string, section: string): string {
  if (!section) return report;
  const headings = [...report.matchAll(/^#### (?:Regressions|Improvements)\n\n(?:\|.*\n)+/gm)];
  const last = headings.at(-1);
  if (!last) return report + section;
  const at = last.index + last[0].length;
  return `${report.slice(0, at)}${section}${report.slice(at).replace(/^\n/, '')}`;
}

/**
 * A comment with its profile section within `limit` characters: the section
 * (at most PROFILE_SECTION_MAX_CHARS) is rendered first and the report gets
 * what is left, shrunk by its own budget (renderMarkdownWithin); the section
 * goes under the rows' tables (placeProfileSection).
 */
export function withProfileSection(
  section: string,
  limit: number,
  renderWithin: (limit: number) => string,
): string {
  return placeProfileSection(renderWithin(limit - section.length), section);
}
