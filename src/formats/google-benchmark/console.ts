import { BenchmarkCollector, type MetricValue } from '../../model/collector.js';
import type { Problem } from '../../model/results.js';
import { parseGoogleBenchmarkName } from './name.js';
import type { LineFormat, LineParser, ParsedFile, Sniff } from '../types.js';

// Google Benchmark's console table (its default output, --benchmark_format=console):
//   -------------------------------------------------------------------------
//   Benchmark                               Time             CPU   Iterations
//   -------------------------------------------------------------------------
//   BM_Sum/size:16/stride:1              3.95 ns         3.94 ns      3571057 bytes_per_second=15.1166G/s sum=16
//   BM_Sum/size:16/stride:1_mean         3.86 ns         3.86 ns            5 ...
//   BM_Err                  ERROR OCCURRED: 'message'
// Mapping, the same as the JSON reader's (json.ts): Time is the primary metric
// in its unit, CPU a metric named "cpu_time", counters metrics in their units
// (bytes_per_second B/s, items_per_second items/s, others by their name) with
// the k/M/G prefix applied. Repetitions are samples; the _mean/_median/_stddev/_cv
// rows are used only when no repetition rows are there
// (--benchmark_report_aggregates_only), as mean ± one stddev.

const HEADER = /^Benchmark\s+Time\s+CPU\s+Iterations\b/;
const ROW = /^(\S+)\s+([0-9.eE+-]+) (ns|us|ms|s|%)\s+([0-9.eE+-]+) (ns|us|ms|s|%)\s+([0-9]+)(.*)$/;
const ERROR_ROW = /^(\S+)\s+ERROR OCCURRED: (.*)$/;
const AGGREGATE = /_(mean|median|stddev|cv)$/;
const COUNTER = /^([A-Za-z_][\w.]*)=([0-9.eE+-]+)([kMGTPmunµ]?)(\/s|%)?$/;
const SI: Record<string, number> = {
  '': 1,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
  P: 1e15,
  m: 1e-3,
  u: 1e-6,
  µ: 1e-6,
  n: 1e-9,
};
const COUNTER_UNITS: Record<string, string> = { bytes_per_second: 'B/s', items_per_second: 'items/s' };

export const googleBenchmarkConsoleFormat: LineFormat = {
  kind: 'lines',
  name: 'google-benchmark-console',
  detect,
  start: (file) => new ConsoleParser(file),
};

function detect(sniff: Sniff): number {
  for (const line of sniff.head.split('\n', 200)) if (HEADER.test(line.trim())) return 0.97;
  return 0;
}

interface Row {
  name: string;
  aggregate?: string;
  metrics: MetricValue[];
  line: number;
}

class ConsoleParser implements LineParser {
  private readonly problems: Problem[] = [];
  private readonly rows: Row[] = [];
  private inTable = false;

  constructor(private readonly file: string) {}

  push(raw: string, lineNo: number): void {
    const line = raw.trimEnd();
    if (HEADER.test(line)) {
      this.inTable = true;
      return;
    }
    if (!this.inTable || line === '' || /^-+$/.test(line)) return;
    const error = ERROR_ROW.exec(line);
    if (error) return this.problem(lineNo, `benchmark ${error[1]}: ${error[2]}`);
    const m = ROW.exec(line);
    if (!m) return this.problem(lineNo, `not a row of the console table: ${line.slice(0, 80)}`);
    const [, fullName, real, realUnit, cpu, cpuUnit, , rest] = m;
    const aggregate = AGGREGATE.exec(fullName!)?.[1];
    // The coefficient of variation is a ratio of the others ("8.00 %"), not a measurement.
    if (aggregate === 'cv') return;
    const name = aggregate ? fullName!.slice(0, -aggregate.length - 1) : fullName!;
    const metrics: MetricValue[] = [
      { unit: realUnit!, samples: [Number(real)] },
      { unit: cpuUnit!, name: 'cpu_time', samples: [Number(cpu)] },
    ];
    for (const token of rest!.trim().split(/\s+/)) {
      const c = COUNTER.exec(token);
      // What is not a counter is the benchmark's label (SetLabel): text, not a measurement.
      if (!c) continue;
      const [, key, value, prefix, per] = c;
      const unit = COUNTER_UNITS[key!] ?? (per === '%' ? `${key}%` : key!);
      metrics.push({ unit, samples: [Number(value) * (SI[prefix!] ?? 1)] });
    }
    this.rows.push({ name, ...(aggregate ? { aggregate } : {}), metrics, line: lineNo });
  }

  finish(): ParsedFile {
    const collector = new BenchmarkCollector();
    const measured = new Set(this.rows.filter((r) => !r.aggregate).map((r) => r.name));
    for (const row of this.rows) if (!row.aggregate) collector.add(identityOf(row.name), row.metrics);
    const summarized = new Set<string>();
    for (const row of this.rows) {
      if (row.aggregate !== 'mean' || measured.has(row.name) || summarized.has(row.name)) continue;
      summarized.add(row.name);
      const stddev = this.rows.find((r) => r.name === row.name && r.aggregate === 'stddev');
      collector.add(
        identityOf(row.name),
        row.metrics.map((m, i) => {
          const center = m.samples![0]!;
          const sd = stddev?.metrics[i]?.samples?.[0];
          const low = sd === undefined ? Number.NaN : center - sd;
          const high = sd === undefined ? Number.NaN : center + sd;
          return {
            unit: m.unit,
            ...(m.name ? { name: m.name } : {}),
            summary: { center, low, high, n: Number.NaN, confidence: Number.NaN },
          };
        }),
      );
    }
    if (!this.inTable)
      this.problem(0, 'no Google Benchmark console table (a "Benchmark Time CPU Iterations" header)');
    else if (collector.size === 0)
      this.problem(0, 'Google Benchmark console output with no benchmark results');
    return {
      context: { tool: { name: 'google-benchmark' } },
      ...collector.collected(this.file, this.problems),
    };
  }

  private problem(line: number, message: string): void {
    this.problems.push({ file: this.file, line, message });
  }
}

function identityOf(runName: string) {
  const parsed = parseGoogleBenchmarkName(runName);
  return {
    suite: '',
    name: parsed.name,
    params: parsed.params,
    ...(parsed.threads !== undefined ? { procs: parsed.threads } : {}),
  };
}
