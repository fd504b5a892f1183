import type { Benchmark, Metric } from './results.js';

// Note: params are compared regardless of order ("size=1KB/op=read" and
// "op=read/size=1KB" are one benchmark), so every key sorts them.
export function benchmarkKey(b: Pick<Benchmark, 'suite' | 'name' | 'params' | 'procs' | 'mode'>): string {
  return JSON.stringify([b.suite, b.name, sortedParams(b.params), b.procs ?? null, b.mode ?? null]);
}

/** Params as [name, value] pairs sorted by name: the form every key built from params uses. */
export function sortedParams(params: Readonly<Record<string, string>>): [string, string][] {
  return Object.keys(params)
    .sort()
    .map((k) => [k, params[k]!]);
}

type Identity = Pick<Benchmark, 'suite' | 'name' | 'params' | 'procs' | 'mode'>;

/**
 * Whether two benchmarks have equal benchmarkKey()s, decided field by field
 * without building the keys (which spell out every param, for thousands of
 * benchmarks). As in the key, params count in any order, and a missing procs
 * or mode equals one JSON writes as null.
 */
export function sameBenchmark(a: Identity, b: Identity): boolean {
  if (a.name !== b.name || a.suite !== b.suite) return false;
  if (jsonProcs(a.procs) !== jsonProcs(b.procs) || (a.mode ?? null) !== (b.mode ?? null)) return false;
  const keys = Object.keys(a.params);
  if (keys.length !== Object.keys(b.params).length) return false;
  for (const k of keys) if (!Object.hasOwn(b.params, k) || a.params[k] !== b.params[k]) return false;
  return true;
}

/** procs as JSON.stringify sees it: NaN and ±Infinity become null like a missing value. */
function jsonProcs(procs: number | undefined): number | null {
  return procs === undefined || (typeof procs === 'number' && !Number.isFinite(procs)) ? null : procs;
}

export function metricKey(m: Pick<Metric, 'unit' | 'name'>): string {
  return m.name === undefined ? m.unit : `${m.name}\u0000${m.unit}`;
}

/**
 * A readable one-line label: "suite.name k=v mode=… procs=…". Params already
 * spelled out in the name (Go's "/size=1KB" segments) are not repeated.
 */
export function benchmarkLabel(b: Pick<Benchmark, 'suite' | 'name' | 'params' | 'procs' | 'mode'>): string {
  const parts = [b.suite ? `${b.suite}.${b.name}` : b.name];
  const params = paramsBeyondName(b);
  if (params.length > 0) parts.push(params.join(' '));
  if (b.mode) parts.push(`mode=${b.mode}`);
  if (b.procs !== undefined) parts.push(`procs=${b.procs}`);
  return parts.join(' ');
}

/** The "k=v" params a name does not already spell out (Go's "/size=1KB" segments), in their order. */
export function paramsBeyondName(b: Pick<Benchmark, 'name' | 'params'>): string[] {
  return Object.entries(b.params)
    .map(([k, v]) => `${k}=${v}`)
    .filter((param) => !b.name.includes(param));
}

/** The benchmark function: the part of a name before its first "/" (Go's sub-benchmark path). */
export function functionOf(name: string): string {
  const slash = name.indexOf('/');
  return slash < 0 ? name : name.slice(0, slash);
}

/** What a name adds to its function: Go's "size=1KB" path after the first "/", or "" when the name is the function. */
export function subNameOf(name: string): string {
  const slash = name.indexOf('/');
  return slash < 0 ? '' : name.slice(slash + 1);
}
