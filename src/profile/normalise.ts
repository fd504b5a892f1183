import { totalValue, type StackProfile } from './profile.js';

/**
 * A profile's values per operation (divided by the operations the profiled
 * run did: Go's N), or, where that count is unknown (perf over a whole
 * harness, JMH's shares), as percent of the run's total: then the diff
 * compares shares, and the report says so by the unit.
 */
export function normaliseProfile(p: StackProfile, ops: number | undefined): StackProfile {
  const perOp = ops !== undefined && ops > 0 && p.unit !== '%';
  const divisor = perOp ? ops : totalValue(p) / 100;
  const unit = perOp ? `${p.unit}/op` : '%';
  if (!(divisor > 0)) return { ...p, unit, stacks: [] };
  return {
    ...p,
    unit,
    stacks: p.stacks.map((s) => ({ frames: s.frames, value: s.value / divisor })),
  };
}
