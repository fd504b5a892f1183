import type { FamilyView, ReportView, TableView } from './view.js';

export interface BudgetOptions {
  /**
   * Where the full report is, as a noun phrase in trusted Markdown (it may link the job
   * summary), e.g. "the [job summary of this run](…)": each note ends "; the full report is
   * in <elsewhere>."
   */
  elsewhere: string;
}

const DEFAULT_ELSEWHERE = 'the job summary of this run';

/**
 * Shrinks a report until its rendering fits `limit` characters (JavaScript
 * string length, never fewer than GitHub counts), giving things up in order of
 * how little a reviewer loses: families without changes, then families with
 * changes (each from the end), then improvements beyond the largest ones,
 * then the problems, environment and footnotes. The regressions table stays
 * complete; only if it alone cannot fit are its columns cut down, and as the
 * very last resort its smallest rows, with a note counting them. Every cut is
 * said in a note. Note: each step is a binary search over a count, so a
 * 2,400-row report renders a dozen times at most per step.
 */
export function fitView(
  view: ReportView,
  render: (view: ReportView) => string,
  limit: number,
  options: Partial<BudgetOptions> = {},
): string {
  const elsewhere = `the full report is in ${options.elsewhere ?? DEFAULT_ELSEWHERE}`;
  const full = render(view);
  if (full.length <= limit) return full;

  // 1. Families, least interesting first.
  const order = dropOrder(view.families);
  const withFamilies = (keep: number) => {
    const kept = new Set(order.slice(0, keep));
    const families = view.families.filter((f) => kept.has(f));
    const left = view.families.length - families.length;
    const rows = view.families.filter((f) => !kept.has(f)).reduce((n, f) => n + f.rowCount, 0);
    const note =
      left > 0
        ? [
            `${left} of ${view.families.length} families (${rows} results) are left out to fit GitHub's size limit; ${elsewhere}.`,
          ]
        : [];
    return { ...view, families, omitted: [...view.omitted, ...note] };
  };
  let step = largestFitting(view.families.length, (k) => render(withFamilies(k)).length <= limit);
  if (step !== undefined) return render(withFamilies(step));
  let trimmed = withFamilies(0);

  // 2. Improvements beyond the largest ones (the table is sorted by size).
  const withImprovements = (keep: number) => {
    const total = trimmed.improvements.rows.length;
    const note = keep < total ? [`${total - keep} smaller improvements are left out; ${elsewhere}.`] : [];
    return {
      ...trimmed,
      improvements: firstRows(trimmed.improvements, keep),
      omitted: [...trimmed.omitted, ...note],
    };
  };
  step = largestFitting(trimmed.improvements.rows.length, (k) => render(withImprovements(k)).length <= limit);
  if (step !== undefined) return render(withImprovements(step));
  trimmed = withImprovements(0);

  // 3. Everything but the regressions.
  trimmed = {
    ...trimmed,
    problems: [],
    environment: [],
    footnotes: [],
    omitted: [...trimmed.omitted, `Input problems, environment and footnotes are left out; ${elsewhere}.`],
  };
  if (render(trimmed).length <= limit) return render(trimmed);

  // 4. The regressions in fewer columns, then (last resort) fewer rows.
  const compact = { ...trimmed, regressions: compactTable(trimmed.regressions) };
  const withRegressions = (keep: number) => {
    const total = compact.regressions.rows.length;
    const note =
      keep < total
        ? [`⚠️ ${total - keep} of ${total} regressions do not fit in this comment; ${elsewhere}.`]
        : [];
    return {
      ...compact,
      regressions: firstRows(compact.regressions, keep),
      omitted: [...compact.omitted, ...note],
    };
  };
  step = largestFitting(compact.regressions.rows.length, (k) => render(withRegressions(k)).length <= limit);
  return render(withRegressions(step ?? 0));
}

/**
 * The order in which families are kept: those with changes, then the quiet
 * ones, each in report order. Keeping a prefix drops quiet families from the
 * end first, and changed families only once no quiet one is left.
 */
function dropOrder(families: readonly FamilyView[]): FamilyView[] {
  return [...families.filter((f) => f.changed), ...families.filter((f) => !f.changed)];
}

/** The largest n in [0, max] for which fits(n) holds, assuming fits is monotone; undefined when even 0 does not fit. */
function largestFitting(max: number, fits: (n: number) => boolean): number | undefined {
  if (!fits(0)) return undefined;
  let lo = 0;
  let hi = max;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function firstRows(t: TableView, n: number): TableView {
  return { ...t, rows: t.rows.slice(0, n) };
}

/** Benchmark, params, metric, change and verdict: what a regression is, without the numbers behind it. */
function compactTable(t: TableView): TableView {
  const keep = ['Benchmark', 'Params', 'Metric', 'Change', 'Verdict'];
  const idx = keep.map((h) => t.header.indexOf(h)).filter((i) => i >= 0);
  return {
    header: idx.map((i) => t.header[i]!),
    align: idx.map((i) => t.align[i]!),
    rows: t.rows.map((r) => idx.map((i) => r[i]!)),
  };
}
