import { describe, expect, it } from 'vitest';
import { fitJobSummary, SUMMARY_RESERVE_BYTES } from '../../../src/action/job-summary.js';
import { JOB_SUMMARY_MAX_BYTES } from '../../../src/github/body-limit.js';
import { renderMarkdownReport, renderMarkdownWithin } from '../../../src/report/markdown.js';
import { matrixComparison } from '../report/support/matrix-comparison.js';

const c = matrixComparison();
const where = {
  title: 'Benchmarks',
  elsewhere: 'report.md in the artifact benchgate-benchmarks of this run',
};
const full = renderMarkdownReport(c, where);
const shrink = (chars: number) => renderMarkdownWithin(c, where, chars);
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const regressions = c.rows.filter((r) => r.verdict === 'regression').length;

describe('fitJobSummary', () => {
  it('keeps a report that fits as it is', () => {
    expect(fitJobSummary(full, shrink, 'benchgate-benchmarks')).toBe(full);
  });

  it('the attack: a report past the limit is shrunk under it, every regression kept, the artifact named', () => {
    const limit = 200_000;
    expect(bytes(full)).toBeGreaterThan(limit);
    const fitted = fitJobSummary(full, shrink, 'benchgate-benchmarks', limit);
    expect(bytes(fitted)).toBeLessThanOrEqual(limit);
    expect(fitted.split('\n').filter((l) => l.includes('❌ regression'))).toHaveLength(regressions);
    expect(fitted).toContain(
      '; the full report is in report.md in the artifact benchgate-benchmarks of this run.',
    );
  });

  it('the default limit is 1 MiB less the reserve; without a useful shrink the report is cut', () => {
    const huge = `${'| BenchmarkµWrite | ±3% |\n'.repeat(50_000)}`;
    expect(bytes(huge)).toBeGreaterThan(JOB_SUMMARY_MAX_BYTES);
    const fitted = fitJobSummary(huge, () => huge, 'benchgate-x');
    expect(bytes(fitted)).toBeLessThanOrEqual(JOB_SUMMARY_MAX_BYTES - SUMMARY_RESERVE_BYTES);
    expect(fitted.endsWith('the full report is report.md in the artifact benchgate-x of this run._')).toBe(
      true,
    );
  });
});
