// The two other ways the study's comparisons are judged, for contrast with
// benchgate's verdicts.
import { BENCHSTAT } from '../lib/paths.mjs';
import { run } from '../lib/proc.mjs';

/**
 * github-action-benchmark's alert rule (src/write/findAlerts.ts in
 * benchmark-action/github-action-benchmark): it stores one value per
 * benchmark per commit and, for a smaller-is-better tool such as Go,
 * alerts when current / previous > threshold, where the alert-threshold
 * input "200%" (the default) is the ratio 2.0. Here the one value per side
 * is the run's first ns/op sample, as a `go test -count 1` would give.
 */
export function gabAlert(baseSamples, headSamples, threshold) {
  const ratio = headSamples[0] / baseSamples[0];
  return ratio > threshold;
}

/**
 * benchstat's own significance test, no threshold: a regression is a row
 * whose "vs base" is not "~" (p < 0.05, benchstat's default alpha) and whose
 * change is an increase of sec/op. Returns benchmark name -> regression.
 */
export function benchstatRegressions(baseFile, headFile) {
  const csv = run(BENCHSTAT, ['-format', 'csv', baseFile, headFile]);
  const verdicts = new Map();
  for (const line of csv.split('\n')) {
    const cells = line.split(',');
    // Rows: name,sec/op,CI,sec/op,CI,vs base,P — headers and geomean skipped.
    if (cells.length !== 7 || cells[0] === '' || cells[0] === 'geomean') continue;
    const name = `Benchmark${cells[0].replace(/-\d+$/, '')}`;
    const vs = cells[5];
    if (vs !== '~' && !/^[+-]\d+(\.\d+)?%$/.test(vs))
      throw new Error(`benchstat: unexpected "vs base" cell ${JSON.stringify(vs)} in: ${line}`);
    verdicts.set(name, vs.startsWith('+'));
  }
  return verdicts;
}
