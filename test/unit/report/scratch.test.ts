import { it } from 'vitest';
import { renderChartImages } from '../../../src/report/charts/png.js';
import { goStreamComparison, jmhComparison, criterionComparison } from './support/fixture-comparisons.js';
import { matrixComparison } from './support/matrix-comparison.js';
it('scratch', async () => {
  for (const [n, c] of [['go', await goStreamComparison()], ['jmh', await jmhComparison()], ['crit', await criterionComparison()], ['m', matrixComparison()]] as const) {
    const t = Date.now();
    const r = await renderChartImages(c, `/tmp/charts/${n}`);
    console.log(n, Date.now() - t, r.ok, r.images.map((i) => `${i.file} ${i.title}`).join('\n'));
  }
});
