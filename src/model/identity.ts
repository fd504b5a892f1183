import type { Benchmark, Metric } from './results.js';

// Note: params are compared regardless of order ("size=1KB/op=read" and
// "op=read/size=1KB" are one benchmark), so the key sorts them.
export function benchmarkKey(b: Pick<Benchmark, 'suite' | 'name' | 'params' | 'procs' | 'mode'>): string {
  const params = Object.keys(b.params)
    .sort()
    .map((k) => [k, b.params[k]]);
  return JSON.stringify([b.suite, b.name, params, b.procs ?? null, b.mode ?? null]);
}

export function metricKey(m: Pick<Metric, 'unit' | 'name'>): string {
  return m.name === undefined ? m.unit : `${m.name}\u0000${m.unit}`;
}

/**
 * A readable one-line label: "suite.name k=v mode=… procs=…". Params already
 * spelled out in the name (Go's "/size=1KB" segments) are not repeated.
 */
export function benchmarkLabel(b: Pick<Benchmark, 'suite' | 'name' | 'params' | 'procs' | 'mode'>): string {
  const params = Object.entries(b.params)
    .filter(([k, v]) => !b.name.includes(`${k}=${v}`))
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  const parts = [b.suite ? `${b.suite}.${b.name}` : b.name];
  if (params) parts.push(params);
  if (b.mode) parts.push(`mode=${b.mode}`);
  if (b.procs !== undefined) parts.push(`procs=${b.procs}`);
  return parts.join(' ');
}
