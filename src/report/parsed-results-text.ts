import { benchmarkLabel } from '../model/identity.js';
import type { Results } from '../model/results.js';
import { summarizeSide } from '../compare/side-stats.js';
import { formatSpread, formatValue } from './format-number.js';
import { renderTextTable } from './aligned-text.js';

/** The readable form of `benchgate parse`: one line per benchmark and metric. */
export function renderResultsTable(results: Results): string {
  const rows: string[][] = [];
  for (const b of results.benchmarks) {
    for (const m of b.metrics) {
      const { side } = summarizeSide(m);
      rows.push([
        benchmarkLabel(b),
        m.name ?? '',
        side ? formatValue(side.center, m.unit) : '?',
        side ? formatSpread(side.center, side.low, side.high) : '',
        String(side?.n ?? 0),
        side?.source === 'summary' ? 'tool summary' : 'median',
      ]);
    }
  }
  const tool = results.context.tool;
  const head = tool ? `${tool.name}${tool.version ? ` ${tool.version}` : ''}: ` : '';
  const title = `${head}${results.benchmarks.length} benchmarks, ${results.problems.length} problems\n\n`;
  return title + renderTextTable(['benchmark', 'metric', 'center', 'interval', 'n', 'from'], rows);
}
