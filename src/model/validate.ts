import { RESULTS_SCHEMA, type Benchmark, type Metric, type Problem, type Results } from './results.js';
import { isRecord } from './record.js';

/**
 * Checks a parsed JSON value against the results@1 schema. Used when benchgate
 * reads its own normalized JSON back (compare BASE HEAD with .json inputs), so a
 * corrupt baseline fails loudly instead of being treated as "no results".
 */
export function validateResults(value: unknown, file: string): { results?: Results; problems: Problem[] } {
  const problems: Problem[] = [];
  const fail = (message: string) => ({ problems: [...problems, { file, line: 0, message }] });
  if (!isRecord(value)) return fail('not a JSON object');
  if (value.schema !== RESULTS_SCHEMA)
    return fail(`schema is ${JSON.stringify(value.schema)}, expected "${RESULTS_SCHEMA}"`);
  if (!Array.isArray(value.benchmarks)) return fail('"benchmarks" must be an array');
  const benchmarks: Benchmark[] = [];
  value.benchmarks.forEach((b: unknown, i: number) => {
    const why = benchmarkError(b);
    if (why) problems.push({ file, line: 0, message: `benchmarks[${i}]: ${why}` });
    else benchmarks.push(withNaNRestored(b as Benchmark));
  });
  const carried = Array.isArray(value.problems) ? (value.problems as Problem[]) : [];
  return {
    results: {
      schema: RESULTS_SCHEMA,
      context: isRecord(value.context) ? value.context : {},
      benchmarks,
      problems: [...carried, ...problems],
    },
    problems,
  };
}

// JSON has no NaN: JSON.stringify writes an unknown summary field (libtest's n,
// an unknown confidence) as null; reading back turns it into NaN again.
function withNaNRestored(b: Benchmark): Benchmark {
  for (const m of b.metrics) {
    if (!m.summary) continue;
    for (const k of ['center', 'low', 'high', 'n', 'confidence'] as const) {
      if (m.summary[k] === null) m.summary[k] = Number.NaN;
    }
  }
  return b;
}

function benchmarkError(b: unknown): string | undefined {
  if (!isRecord(b)) return 'not an object';
  if (typeof b.suite !== 'string') return '"suite" must be a string';
  if (typeof b.name !== 'string') return '"name" must be a string';
  if (!isRecord(b.params) || Object.values(b.params).some((v) => typeof v !== 'string')) {
    return '"params" must be an object of strings';
  }
  if (b.procs !== undefined && typeof b.procs !== 'number') return '"procs" must be a number';
  if (!Array.isArray(b.metrics)) return '"metrics" must be an array';
  for (let i = 0; i < b.metrics.length; i++) {
    const why = metricError(b.metrics[i]);
    if (why) return `metrics[${i}]: ${why}`;
  }
  return undefined;
}

function metricError(m: unknown): string | undefined {
  if (!isRecord(m)) return 'not an object';
  if (typeof m.unit !== 'string') return '"unit" must be a string';
  if (m.direction !== 'smaller' && m.direction !== 'bigger')
    return '"direction" must be "smaller" or "bigger"';
  if (!Array.isArray(m.samples) || m.samples.some((s) => typeof s !== 'number')) {
    return '"samples" must be an array of numbers';
  }
  if (m.rounds !== undefined) {
    const rounds: unknown = m.rounds;
    if (
      !Array.isArray(rounds) ||
      rounds.length !== (m.samples as unknown[]).length ||
      rounds.some((r) => !Number.isInteger(r) || (r as number) < 0)
    )
      return '"rounds" must be an array of round numbers (whole, >= 0), one per sample';
  }
  const summary = (m as Partial<Metric>).summary;
  if (summary !== undefined) {
    if (!isRecord(summary)) return '"summary" must be an object';
    for (const k of ['center', 'low', 'high', 'n', 'confidence'] as const) {
      if (typeof summary[k] !== 'number' && summary[k] !== null) return `"summary.${k}" must be a number`;
    }
  }
  return undefined;
}
