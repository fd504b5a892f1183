import type { ComparisonRow } from '../compare/types.js';
import type { Family } from './family.js';
import { subNameOf } from '../model/identity.js';

type Named = Pick<ComparisonRow, 'suite' | 'name' | 'params' | 'procs' | 'mode'>;

/**
 * How the report names benchmarks, decided once per comparison: suites are
 * shortened to their last segment ("example.com/x/stream" → "stream") unless
 * two suites would then read the same, and procs and mode are shown only when
 * they vary, since "procs=2" on every row says nothing.
 */
export class Naming {
  private readonly shortSuite = new Map<string, string>();
  private readonly showProcs: boolean;
  private readonly showMode: boolean;

  constructor(rows: readonly Named[]) {
    const suites = [...new Set(rows.map((r) => r.suite))];
    const shorts = suites.map(lastSegment);
    suites.forEach((suite, i) => {
      const unique = shorts.filter((s) => s === shorts[i]).length === 1;
      this.shortSuite.set(suite, unique ? shorts[i]! : suite);
    });
    this.showProcs = new Set(rows.map((r) => r.procs)).size > 1;
    this.showMode = new Set(rows.map((r) => r.mode)).size > 1;
  }

  /** "stream.BenchmarkRead/size=1KB": the name with its (short) suite. */
  benchmark(row: Pick<Named, 'suite' | 'name'>): string {
    const suite = this.shortSuite.get(row.suite) ?? row.suite;
    return suite ? `${suite}.${row.name}` : row.name;
  }

  /** The name within its family table: Go's sub-benchmark path, else the name. */
  withinFamily(row: Named): string {
    return subNameOf(row.name) || row.name;
  }

  /**
   * Params the name does not already spell out, then procs and mode where they
   * vary (not the mode within a family: families are per mode).
   */
  params(row: Named, withinFamily = false): string {
    const parts = Object.entries(row.params)
      .filter(([k, v]) => !row.name.includes(`${k}=${v}`))
      .map(([k, v]) => `${k}=${v}`);
    if (this.showMode && row.mode && !withinFamily) parts.push(`mode=${row.mode}`);
    if (this.showProcs && row.procs !== undefined) parts.push(`procs=${row.procs}`);
    return parts.join(' ');
  }

  /** The full name: "example.com/x/stream.BenchmarkRead", "com.example.Writer.write (thrpt)". */
  familyTitle(f: Pick<Family, 'suite' | 'fn' | 'mode'>): string {
    const name = f.fn ? (f.suite ? `${f.suite}.${f.fn}` : f.fn) : f.suite;
    return `${name}${f.mode ? ` (${f.mode})` : ''}`;
  }

  /** With the short suite, for chart titles: "stream.BenchmarkRead". */
  familyShortTitle(f: Pick<Family, 'suite' | 'fn' | 'mode'>): string {
    const name = f.fn
      ? this.benchmark({ suite: f.suite, name: f.fn })
      : (this.shortSuite.get(f.suite) ?? f.suite);
    return `${name}${f.mode ? ` (${f.mode})` : ''}`;
  }
}

/** "gc.alloc.rate.norm (B/op)" for named metrics, the unit otherwise. */
export function metricLabel(row: Pick<ComparisonRow, 'metric' | 'unit'>): string {
  return row.metric ? `${row.metric} (${row.unit})` : row.unit;
}

/** The short form used in column headers: the metric's name, else its unit. */
export function metricShortLabel(row: Pick<ComparisonRow, 'metric' | 'unit'>): string {
  return row.metric ?? row.unit;
}

function lastSegment(suite: string): string {
  const parts = suite.split(/[/.]/).filter(Boolean);
  return parts[parts.length - 1] ?? suite;
}
