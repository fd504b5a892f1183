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
  let trimmed = view;
  for (const cut of CUTS) {
    // The search renders every count it tries, the one it settles on among them: kept, not rendered again.
    const renderings = new Map<number, string>();
    const fits = (keep: number) => {
      const text = render(cut.keep(trimmed, keep, elsewhere));
      renderings.set(keep, text);
      return text.length <= limit;
    };
    const kept = largestFitting(cut.size(trimmed), fits);
    if (kept !== undefined) return renderings.get(kept)!;
    trimmed = cut.keep(trimmed, 0, elsewhere);
  }
  return render(trimmed);
}

/**
 * One way of giving something up: keep the first `keep` of `size` things (a
 * prefix, so the most telling ones stay), with a note when any are left out.
 */
interface Cut {
  size(view: ReportView): number;
  keep(view: ReportView, keep: number, elsewhere: string): ReportView;
}

/** The cuts in the order fitView tries them: each starts from the previous one with nothing kept. */
const CUTS: readonly Cut[] = [
  // 1. Families, least interesting first.
  {
    size: (view) => view.families.length,
    keep(view, keep, elsewhere) {
      const kept = new Set(dropOrder(view.families).slice(0, keep));
      const families = view.families.filter((f) => kept.has(f));
      const left = view.families.length - families.length;
      const rows = view.families.filter((f) => !kept.has(f)).reduce((n, f) => n + f.rowCount, 0);
      const note = `${left} of ${view.families.length} families (${rows} results) are left out to fit GitHub's size limit; ${elsewhere}.`;
      return { ...view, families, omitted: withNote(view.omitted, left > 0, note) };
    },
  },
  // 2. Improvements beyond the largest ones (the table is sorted by size).
  {
    size: (view) => view.improvements.rows.length,
    keep(view, keep, elsewhere) {
      const left = view.improvements.rows.length - keep;
      const note = `${left} smaller improvements are left out; ${elsewhere}.`;
      return {
        ...view,
        improvements: firstRows(view.improvements, keep),
        omitted: withNote(view.omitted, left > 0, note),
      };
    },
  },
  // 3. Everything but the regressions, all or nothing.
  {
    size: () => 1,
    keep(view, keep, elsewhere) {
      if (keep > 0) return view;
      const note = `Input problems, environment and footnotes are left out; ${elsewhere}.`;
      return { ...view, problems: [], environment: [], footnotes: [], omitted: [...view.omitted, note] };
    },
  },
  // 4. The regressions in fewer columns, then (last resort) fewer rows.
  {
    size: (view) => view.regressions.rows.length,
    keep(view, keep, elsewhere) {
      const total = view.regressions.rows.length;
      const note = `⚠️ ${total - keep} of ${total} regressions do not fit in this comment; ${elsewhere}.`;
      return {
        ...view,
        regressions: firstRows(compactTable(view.regressions), keep),
        omitted: withNote(view.omitted, keep < total, note),
      };
    },
  },
];

function withNote(omitted: readonly string[], when: boolean, note: string): string[] {
  return when ? [...omitted, note] : [...omitted];
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
