import { describe, expect, it } from 'vitest';
import { describeEnvironment } from '../../../src/report/environment.js';
import { renderHtmlReport } from '../../../src/report/html.js';
import { renderMarkdownReport, renderMarkdownWithin } from '../../../src/report/markdown.js';
import { headline } from '../../../src/report/report-model.js';
import { buildReportView } from '../../../src/report/view.js';
import { structuralProblems } from './support/gfm.js';
import { goBlockstoreComparison, goStreamComparison } from './support/fixture-comparisons.js';
import { matrixComparison } from './support/matrix-comparison.js';

describe('buildReportView', () => {
  it('still takes (comparison, title, warnings), as the CLI and action call it', async () => {
    const c = await goBlockstoreComparison();
    expect(buildReportView(c, 'T', ['w'])).toEqual(buildReportView(c, { title: 'T', warnings: ['w'] }));
    const view = buildReportView(c, 'T', ['w']);
    expect([view.title, view.warnings, view.rowCount, view.benchmarkCount, view.families.length]).toEqual([
      'T',
      ['w'],
      50,
      13,
      6,
    ]);
    expect(view.regressions.header).toEqual([
      'Benchmark',
      'Metric',
      'Base',
      'Head',
      'Change',
      'Speedup',
      'p',
      'Verdict',
    ]);
    expect(view.regressions.rows[0]).toEqual([
      'blockstore.BenchmarkWriteBlock/1KB',
      'B/op',
      '1124 B/op ± 0.0%',
      '1686 B/op ± 0.0%',
      '+50.0%',
      '1.50x more',
      '0.002',
      '❌ regression',
    ]);
  });
});

describe('headline', () => {
  it('counts verdicts, says how many regressions are waived, and gives the primary geomean', async () => {
    const c = await goBlockstoreComparison();
    expect(headline(c)).toBe('❌ 4 regressions · 21 unchanged · ❔ 25 inconclusive · geomean −2.5% (ns/op)');
    const waived = { ...c, summary: { ...c.summary, waived: 1 } };
    expect(headline(waived)).toBe(
      '❌ 4 regressions (1 waived) · 21 unchanged · ❔ 25 inconclusive · geomean −2.5% (ns/op)',
    );
  });
});

describe('describeEnvironment', () => {
  it('links commits only for a well-formed https repository URL', async () => {
    const c = await goStreamComparison();
    const linked = describeEnvironment(c, 'https://github.com/o/r');
    expect(linked[0]).toEqual({
      label: 'Base',
      parts: [
        {
          text: '3f9a1c27e4b0',
          url: 'https://github.com/o/r/commit/3f9a1c27e4b05d6a8c1e2f3b4a5d6e7f80912a3b',
        },
        { text: ' (main)' },
      ],
    });
    for (const bad of [
      'javascript:alert(1)',
      'http://github.com/o/r',
      'https://github.com/o/r) [x](y',
      undefined,
    ]) {
      expect(describeEnvironment(c, bad)[0]!.parts[0], String(bad)).toEqual({ text: '3f9a1c27e4b0' });
    }
  });

  it('shows a field once when both sides agree and per side when they differ', async () => {
    const c = await goStreamComparison();
    const differ = { ...c, head: { ...c.head, machine: { ...c.head.machine, cores: 4 } } };
    const machine = describeEnvironment(differ).find((l) => l.label === 'Machine')!;
    expect(machine.parts[0]!.text).toBe('base linux/amd64, AMD EPYC; head linux/amd64, AMD EPYC, 4 cores');
  });
});

describe('renderMarkdownWithin', () => {
  const c = matrixComparison();
  const full = renderMarkdownReport(c);
  const regressions = c.rows.filter((r) => r.verdict === 'regression').length;

  it('returns the whole report when it fits', () => {
    expect(renderMarkdownWithin(c, {}, full.length)).toBe(full);
  });

  it.each([200_000, 120_000, 65_536, 40_000, 20_000, 8_000])(
    'fits %i characters, keeps every regression it can, and says what it left out',
    (limit) => {
      const out = renderMarkdownWithin(
        c,
        { elsewhere: 'the [job summary](https://example.com/run/1)' },
        limit,
      );
      expect(out.length).toBeLessThanOrEqual(limit);
      expect(structuralProblems(out, (u) => u === 'https://example.com/run/1')).toEqual([]);
      expect(out).toContain('; the full report is in the [job summary](https://example.com/run/1).');
      const kept = out.split('\n').filter((l) => l.includes('❌ regression')).length;
      if (limit >= 65_536) expect(kept).toBe(regressions);
      else expect(out).toMatch(new RegExp(`${regressions - kept} of ${regressions} regressions do not fit`));
    },
  );
});

describe('renderHtmlReport', () => {
  it('is one page with sortable tables, open details for changed families, and the charts inline', async () => {
    const c = await goBlockstoreComparison();
    const html = renderHtmlReport(c, { title: 'Benchmarks', chartJs: '/* chart.js */' });
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html.match(/<table class="sortable">/g)).toHaveLength(1 + 6);
    expect(html.match(/<details open>/g)).toHaveLength(1);
    expect(html.match(/<canvas id="chart-\d+"/g)).toHaveLength(6);
    expect(html).toContain('/* chart.js */');
    expect(html).toContain("window.benchgatePlugin = { id: 'benchgate'");
    expect(renderHtmlReport(c, { chartJs: '' })).toContain('Charts are missing');
  });

  it('its inline scripts, Chart.js included, compile', async () => {
    const html = renderHtmlReport(await goBlockstoreComparison());
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toContain('Chart.js v4');
    // Compiled, not run: there is no DOM here.
    for (const body of scripts) expect(() => new Function(body)).not.toThrow();
  });
});
