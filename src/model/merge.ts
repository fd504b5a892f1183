import { BenchmarkCollector } from './collector.js';
import { createResults, type Context, type Problem, type Results } from './results.js';
import { isRecord } from './record.js';

interface Part {
  context: Context;
  benchmarks: Results['benchmarks'];
  problems: Problem[];
}

/**
 * Combines parsed inputs into one result set. The same benchmark seen in
 * several inputs (rounds of a runner, shards, files of one run) becomes one
 * benchmark whose metrics hold every sample. Context is merged field by field,
 * the first input that states a field wins.
 */
export function mergeResults(parts: readonly Part[]): Results {
  // One input is already merged by its parser: nothing to combine.
  if (parts.length === 1) {
    const [only] = parts;
    return createResults({
      context: { ...only!.context },
      benchmarks: only!.benchmarks,
      problems: [...only!.problems],
    });
  }
  // No limit here: each input was cut at MAX_BENCHMARKS as it was read, and
  // a side their sum brings over it is refused with its own error (judge.ts).
  const collector = new BenchmarkCollector(Number.POSITIVE_INFINITY);
  const problems: Problem[] = [];
  let context: Context = {};
  for (const part of parts) {
    context = mergeContext(context, part.context);
    for (const b of part.benchmarks) {
      collector.add(
        b,
        b.metrics.map((m) => ({
          unit: m.unit,
          name: m.name,
          direction: m.direction,
          samples: m.samples,
          rounds: m.rounds,
          summary: m.summary,
        })),
      );
    }
    problems.push(...part.problems);
  }
  return createResults({ context, ...collector.collected('', problems) });
}

function mergeContext(into: Context, from: Context): Context {
  const out: Context = { ...into };
  for (const [key, value] of Object.entries(from)) {
    if (value === undefined) continue;
    const existing = out[key];
    if (existing === undefined) out[key] = value;
    else if (isRecord(existing) && isRecord(value)) out[key] = { ...value, ...existing };
  }
  return out;
}
