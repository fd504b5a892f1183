import { BenchmarkCollector, type MetricValue } from '../model/collector.js';
import { explainInvalidJson } from './json/syntax.js';
import { finiteNumber } from './json/entries.js';
import { isRecord } from '../model/record.js';
import type { DocumentFormat, ParsedFile, Sniff } from './types.js';

// Julia BenchmarkTools' JSON (BenchmarkTools.save): [{"Julia": version,
// "BenchmarkTools": version}, [value...]] where a value is a tagged pair
// ["BenchmarkGroup", {"data": {key: value}, "tags": [...]}],
// ["Trial", {"times": [ns...], "gctimes", "memory", "allocs", "params"}] or
// ["TrialEstimate", {"time": ns, "gctime", "memory", "allocs", "params"}].
//
// Mapping: the name is the path of group keys ("fib/20"); a Trial's "times"
// are the samples in ns, a TrialEstimate's "time" one sample; memory (bytes)
// and allocs become the metrics "B" and "allocs". gctime is left out: it is
// part of the time.

export const juliaBenchmarkToolsFormat: DocumentFormat = {
  kind: 'document',
  name: 'julia-benchmarktools',
  detect,
  parse(text: string, file: string): ParsedFile {
    let root: unknown;
    try {
      root = JSON.parse(text);
    } catch (err) {
      const { line, message } = explainInvalidJson(text, err);
      return { context: {}, benchmarks: [], problems: [{ file, line, message: `invalid JSON: ${message}` }] };
    }
    const problems: string[] = [];
    const collector = new BenchmarkCollector();
    if (!Array.isArray(root) || root.length < 2 || !Array.isArray(root[1])) {
      problems.push('expected [header, [values...]]: not a BenchmarkTools JSON file');
    } else {
      for (const value of root[1] as unknown[]) walk(value, [], collector, problems);
      if (collector.size === 0 && problems.length === 0)
        problems.push('BenchmarkTools file with no benchmark results');
    }
    const header = Array.isArray(root) && isRecord(root[0]) ? root[0] : {};
    const version = typeof header.BenchmarkTools === 'string' ? header.BenchmarkTools : undefined;
    return {
      context: {
        tool: { name: 'julia-benchmarktools', ...(version ? { version } : {}) },
        ...(typeof header.Julia === 'string' ? { machine: { julia: header.Julia } } : {}),
      },
      ...collector.collected(
        file,
        problems.map((message) => ({ file, line: 0, message })),
      ),
    };
  },
};

function walk(value: unknown, path: string[], collector: BenchmarkCollector, problems: string[]): void {
  const where = path.length ? `"${path.join('/')}"` : 'the top level';
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string' || !isRecord(value[1])) {
    problems.push(`${where}: expected a ["Type", {...}] pair`);
    return;
  }
  const [type, body] = value as [string, Record<string, unknown>];
  if (type === 'BenchmarkGroup') {
    const data = isRecord(body.data) ? body.data : {};
    for (const [key, child] of Object.entries(data)) walk(child, [...path, key], collector, problems);
    return;
  }
  if (type !== 'Trial' && type !== 'TrialEstimate') {
    problems.push(
      `${where}: unknown type "${type.slice(0, 40)}" (expected BenchmarkGroup, Trial or TrialEstimate)`,
    );
    return;
  }
  const times =
    type === 'Trial' && Array.isArray(body.times)
      ? body.times.filter((t): t is number => finiteNumber(t) !== undefined)
      : finiteNumber(body.time) !== undefined
        ? [body.time as number]
        : [];
  if (times.length === 0) {
    problems.push(`${where}: a ${type} without ${type === 'Trial' ? '"times"' : 'a "time"'}`);
    return;
  }
  const metrics: MetricValue[] = [{ unit: 'ns', samples: times }];
  const memory = finiteNumber(body.memory);
  if (memory !== undefined) metrics.push({ unit: 'B', samples: [memory] });
  const allocs = finiteNumber(body.allocs);
  if (allocs !== undefined) metrics.push({ unit: 'allocs', samples: [allocs] });
  collector.add({ suite: '', name: path.join('/') || '(unnamed)', params: {} }, metrics);
}

function detect(sniff: Sniff): number {
  const head = sniff.head;
  if (!head.trimStart().startsWith('[')) return 0;
  if (head.includes('"BenchmarkTools"') && head.includes('"BenchmarkGroup"')) return 0.95;
  if (head.includes('"TrialEstimate"') || (head.includes('"Trial"') && head.includes('"times"'))) return 0.8;
  return 0;
}
