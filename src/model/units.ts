import type { Direction } from './results.js';

// Which direction is better belongs to the unit, not to the tool: MB/s is
// bigger-is-better in Go output as anywhere else.

/**
 * One spelling per unit: "μs" with the Greek mu (U+03BC) is "µs" with the
 * micro sign (U+00B5); tools print either, and a unit is compared, grouped
 * and given a direction by its one spelling, the micro sign's.
 */
export function spellUnit(unit: string): string {
  return unit.includes('\u03bc') ? unit.replaceAll('\u03bc', '\u00b5') : unit;
}

const SMALLER_EXACT = new Set([
  'ns/op',
  'us/op',
  'µs/op',
  'ms/op',
  's/op',
  'sec/op',
  'ps/op',
  'min/op',
  'B/op',
  'allocs/op',
  'ns',
  'us',
  'µs',
  'ms',
  's',
  'ps',
  'sec',
  'min',
  'ns/iter',
  'B',
  'KB',
  'MB',
  'GB',
  'bytes',
]);

const BIGGER_EXACT = new Set(['ops/s', 'ops/sec', 'ops', 'hz', 'Hz', 'x']);

/**
 * Direction of a unit by convention:
 * - per-second rates and throughput (MB/s, ops/ms, msgs/sec, 1/s) are bigger-is-better;
 * - times, sizes and counts per operation are smaller-is-better;
 * - anything else defaults to smaller-is-better, and can be overridden by configuration.
 */
export function directionOfUnit(unit: string): Direction {
  const u = unit.trim();
  if (SMALLER_EXACT.has(u)) return 'smaller';
  if (BIGGER_EXACT.has(u)) return 'bigger';
  const lower = u.toLowerCase();
  if (/^ops\//.test(lower)) return 'bigger';
  if (/\/(s|sec|second|ms|us|µs|ns|min|m|h|hr)$/.test(lower)) return 'bigger';
  if (/(^|[^a-z])(throughput|rate|speedup|hits?)([^a-z]|$)/.test(lower)) return 'bigger';
  return 'smaller';
}

/**
 * Direction of a named metric. A name can override its unit: JMH's
 * gc.alloc.rate is in MB/sec, a rate, yet more allocation is worse; the same
 * holds for gc.count and gc.time and for allocation and memory metrics.
 */
export function directionOfMetric(unit: string, name?: string): Direction {
  if (name !== undefined && /^(·)?(gc|alloc|mem|heap)[.\w-]*$/i.test(name)) return 'smaller';
  return directionOfUnit(unit);
}
