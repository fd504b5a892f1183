/**
 * What a row's profile measures: where the time goes, or where the bytes and
 * objects are allocated (Go's B/op and allocs/op; JMH's -prof gc rows). Two
 * rows of one benchmark with the same measure share one profile.
 */
export type ProfileMeasure = 'cpu' | 'alloc_space' | 'alloc_objects';

const MEMORY_UNITS: Record<string, ProfileMeasure> = {
  'B/op': 'alloc_space',
  'allocs/op': 'alloc_objects',
};

/**
 * JMH's -prof gc rows other than gc.alloc.rate.norm (whose unit is B/op):
 * the allocation rate, and the collections and their time that allocation
 * drives. What explains them is where the bytes are allocated, not where the
 * CPU time goes.
 */
const MEMORY_METRIC = /^gc\.(alloc\.rate|count|time)$/;

/** A row in bytes or objects per operation (Go's B/op and allocs/op; JMH's gc.alloc.rate.norm is in B/op). */
export function isPerOperationAllocation(row: { unit: string }): boolean {
  return row.unit in MEMORY_UNITS;
}

export function measureOf(row: { unit: string; metric?: string }): ProfileMeasure {
  const byUnit = MEMORY_UNITS[row.unit];
  if (byUnit) return byUnit;
  return row.metric !== undefined && MEMORY_METRIC.test(row.metric) ? 'alloc_space' : 'cpu';
}
