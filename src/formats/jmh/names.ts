// Benchmark names, modes and metric labels as JMH writes them; shared by the
// text and the JSON reader so both give one benchmark the same identity parts.

/** Short mode labels, as the table's Mode column and the JSON "mode" print them. */
export const JMH_MODES: ReadonlySet<string> = new Set(['thrpt', 'avgt', 'sample', 'ss']);

/** "# Benchmark mode: Throughput, ops/time" → thrpt (org.openjdk.jmh.annotations.Mode). */
const MODE_OF_LONG_LABEL: Readonly<Record<string, string>> = {
  'Throughput, ops/time': 'thrpt',
  'Average time, time/op': 'avgt',
  'Sampling time': 'sample',
  'Single shot invocation time': 'ss',
};

export function modeOfLongLabel(label: string): string | undefined {
  return MODE_OF_LONG_LABEL[label.trim()];
}

/** "com.example.Foo.bar" → suite "com.example.Foo", name "bar". */
export function splitBenchmarkName(full: string): { suite: string; name: string } {
  const dot = full.lastIndexOf('.');
  return dot < 0 ? { suite: '', name: full } : { suite: full.slice(0, dot), name: full.slice(dot + 1) };
}

/**
 * The metric name of a secondary result label. JMH 1.37 writes "gc.alloc.rate.norm"
 * and "p0.99"; 1.36 and older "·gc.alloc.rate.norm" and, for sample-mode
 * percentiles, "<method>·p0.99". Everything up to the last "·" is dropped so
 * both versions name one metric alike.
 */
export function metricNameOfLabel(label: string): string {
  const dot = label.lastIndexOf('·');
  return dot < 0 ? label : label.slice(dot + 1);
}

/**
 * Whether `dense`, a name from the summary table, is JMH's shortening of the
 * full name `full` (org.openjdk.jmh.util.ClassUtils.denseClassNames): the
 * package prefix that all benchmarks of the run share is either dropped
 * ("Foo.bar") or cut to first letters ("c.e.Foo.bar") when packages differ.
 */
export function isDenseNameOf(dense: string, full: string): boolean {
  if (dense === full) return true;
  const d = dense.split('.');
  const f = full.split('.');
  if (d.length < f.length) {
    const tail = f.slice(f.length - d.length);
    return tail.every((seg, i) => seg === d[i]);
  }
  if (d.length !== f.length) return false;
  return f.every((seg, i) => seg === d[i] || (d[i].length === 1 && seg.startsWith(d[i])));
}

/** The last two segments, "Foo.bar", which JMH never shortens: an index key. */
export function classAndMethod(name: string): string {
  const last = name.lastIndexOf('.');
  if (last < 0) return name;
  const before = name.lastIndexOf('.', last - 1);
  return name.slice(before + 1);
}

const PARAM_START = /, (?=[A-Za-z_$][\w$]{0,200} = )/;

/**
 * "# Parameters: (itemCount = 10, itemSize = 16)" → ordered params. A value
 * may itself hold ", "; a new parameter starts only where ", name = " follows.
 */
export function parseParameterList(inner: string): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const part of inner.split(PARAM_START)) {
    const eq = part.indexOf(' = ');
    if (eq <= 0) return undefined;
    params[part.slice(0, eq)] = part.slice(eq + 3);
  }
  return params;
}
