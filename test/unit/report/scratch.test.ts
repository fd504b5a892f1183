import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { renderHtmlReport } from '../../../src/report/html.js';
import { criterionComparison } from './support/fixture-comparisons.js';
import { matrixComparison } from './support/matrix-comparison.js';
it('scratch', async () => {
  let t = Date.now();
  writeFileSync('/tmp/crit.html', renderHtmlReport(await criterionComparison()));
  console.log('crit', Date.now() - t);
  t = Date.now();
  writeFileSync('/tmp/m.html', renderHtmlReport(matrixComparison()));
  console.log('m', Date.now() - t);
});
