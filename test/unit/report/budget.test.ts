// fitView's order of giving things up, on a small view and a renderer whose
// length is easy to count: quiet families before changed ones, then the
// smaller improvements, then problems, environment and footnotes, then the
// regressions' columns and, last, their rows; each cut with its note.
import { describe, expect, it } from 'vitest';
import { fitView } from '../../../src/report/budget.js';
import type { FamilyView, ReportView, TableView } from '../../../src/report/view.js';

function table(header: string[], rows: number, tag: string): TableView {
  return {
    header,
    align: header.map(() => 'l'),
    rows: Array.from({ length: rows }, (_, i) => header.map((h) => `${tag}${i}-${h}`)),
  };
}

function family(title: string, changed: boolean, rowCount: number): FamilyView {
  return { title, summary: title, rowCount, changed, table: table(['A'], 0, ''), matrices: [], charts: [] };
}

const REGRESSION_COLUMNS = ['Benchmark', 'Params', 'Metric', 'Base', 'Head', 'Change', 'CI', 'Verdict'];
const view: ReportView = {
  title: 't',
  headline: 'h',
  coverage: [],
  warnings: [],
  regressions: table(REGRESSION_COLUMNS, 3, 'r'),
  improvements: table(['Benchmark', 'Change'], 4, 'i'),
  families: [family('quiet1', false, 10), family('changed', true, 5), family('quiet2', false, 20)],
  rowCount: 35,
  benchmarkCount: 12,
  footnotes: ['f'.repeat(100)],
  problems: ['p'.repeat(100)],
  environment: ['e'.repeat(100)],
  legend: '',
  omitted: [],
};

/** Each family is 1,000 characters and each improvement 200 (longer than a note); every other line is as long as it is. */
function render(v: ReportView): string {
  const lines = [
    ...v.families.map((f) => f.title.padEnd(1000, '.')),
    ...v.improvements.rows.map((r) => r.join('|').padEnd(200, '~')),
    ...v.regressions.rows.map((r) => r.join('|')),
    ...v.problems,
    ...v.environment,
    ...v.footnotes,
    ...v.omitted,
  ];
  return lines.join('\n');
}

/** What fitView kept at `limit`, and its notes. */
function kept(limit: number) {
  const out = fitView(view, render, limit, { elsewhere: 'E' });
  expect(out.length).toBeLessThanOrEqual(limit);
  const lines = out.split('\n');
  return {
    families: lines.filter((l) => l.endsWith('...')).map((l) => l.replace(/\.+$/, '')),
    improvements: lines.filter((l) => l.startsWith('i')).length,
    regressions: lines.filter((l) => l.startsWith('r')).map((l) => l.split('|').length),
    rest: lines.filter((l) => /^[pef]{100}$/.test(l)).length,
    notes: lines.filter((l) => / E\.$/.test(l)),
  };
}

describe('fitView', () => {
  const full = render(view).length;

  it('returns the whole rendering when it fits', () => {
    expect(fitView(view, render, full)).toBe(render(view));
  });

  it('leaves out the quiet families from the end first, then the changed one', () => {
    expect(kept(full - 1)).toEqual({
      families: ['quiet1', 'changed'],
      improvements: 4,
      regressions: [8, 8, 8],
      rest: 3,
      notes: [
        `1 of 3 families (20 results) are left out to fit GitHub's size limit; the full report is in E.`,
      ],
    });
    expect(kept(full - 1500).families).toEqual(['changed']);
    expect(kept(full - 2500)).toMatchObject({
      families: [],
      improvements: 4,
      notes: [
        `3 of 3 families (35 results) are left out to fit GitHub's size limit; the full report is in E.`,
      ],
    });
  });

  const familiesNote = `3 of 3 families (35 results) are left out to fit GitHub's size limit; the full report is in E.`;
  const noFamilies = { ...view, families: [], omitted: [familiesNote] };
  const firstRows = (t: TableView, n: number) => ({ ...t, rows: t.rows.slice(0, n) });

  const bareNotes = [
    familiesNote,
    '4 smaller improvements are left out; the full report is in E.',
    'Input problems, environment and footnotes are left out; the full report is in E.',
  ];
  const bare = {
    ...noFamilies,
    improvements: firstRows(view.improvements, 0),
    problems: [],
    environment: [],
    footnotes: [],
    omitted: bareNotes,
  };

  it('then the smaller improvements, then problems, environment and footnotes', () => {
    const twoImprovements = {
      ...noFamilies,
      improvements: firstRows(view.improvements, 2),
      omitted: [familiesNote, '2 smaller improvements are left out; the full report is in E.'],
    };
    const limit = render(twoImprovements).length;
    expect(fitView(view, render, limit, { elsewhere: 'E' })).toBe(render(twoImprovements));
    expect(kept(limit)).toMatchObject({ families: [], improvements: 2, regressions: [8, 8, 8], rest: 3 });
    const noImprovements = kept(limit - 300);
    expect(noImprovements).toMatchObject({ improvements: 0, regressions: [8, 8, 8], rest: 3 });
    expect(noImprovements.notes).toEqual([familiesNote, bareNotes[1]]);
    expect(fitView(view, render, render(bare).length, { elsewhere: 'E' })).toBe(render(bare));
  });

  it('keeps every regression in fewer columns before it leaves any out, and says how many it left', () => {
    const wide = render(bare).length;
    expect(kept(wide - 1).regressions).toEqual([5, 5, 5]);
    const compact = ['Benchmark', 'Params', 'Metric', 'Change', 'Verdict'];
    const oneNote = '⚠️ 2 of 3 regressions do not fit in this comment; the full report is in E.';
    const one = { ...bare, regressions: table(compact, 1, 'r'), omitted: [...bareNotes, oneNote] };
    expect(fitView(view, render, render(one).length, { elsewhere: 'E' })).toBe(render(one));
    expect(kept(render(one).length + 40).regressions).toEqual([5]);
    // Past the last resort the notes stand alone, however long they are.
    expect(fitView(view, render, 1, { elsewhere: 'E' })).toBe(
      [...bareNotes, '⚠️ 3 of 3 regressions do not fit in this comment; the full report is in E.'].join('\n'),
    );
  });
});
