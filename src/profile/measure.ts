/**
 * What a row's profile measures: where the time goes, or (Go's B/op and
 * allocs/op) where the bytes and objects are allocated. Two rows of one
 * benchmark with the same measure share one profile.
 */
export type ProfileMeasure = 'cpu' | 'alloc_space' | 'alloc_objects';

const MEMORY_UNITS: Record<string, ProfileMeasure> = {
  'B/op': 'alloc_space',
  'allocs/op': 'alloc_objects',
};

export function measureOf(unit: string): ProfileMeasure {
  return MEMORY_UNITS[unit] ?? 'cpu';
}
