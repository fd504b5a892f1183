// A change from or to zero has no relative size: 0 -> 112 B/op is not "+∞%"
// and 112 -> 0 is not "-100%" of anything a threshold in percent can judge.
// Such a row is judged on its absolute change: significant by the usual test
// (so one noisy 0 -> 1 sample never alarms) and at least the unit's floor.
// docs/statistics.md, "Zero baselines".

import type { Direction } from '../model/results.js';
import type { Verdict } from './types.js';

/**
 * The smallest absolute change that counts when one side is zero, per unit;
 * a unit not listed: any change (floor 0). Note: a whole allocation and a
 * whole byte are the least a Go benchmark can report moving.
 */
const DEFAULT_ZERO_FLOORS: Readonly<Record<string, number>> = {
  'allocs/op': 1,
  'B/op': 1,
};

export function zeroFloorOf(unit: string, floors: Readonly<Record<string, number>> | undefined): number {
  return floors?.[unit] ?? DEFAULT_ZERO_FLOORS[unit] ?? 0;
}

/** True when exactly one side's center is zero: the relative change is undefined. */
export function isZeroBaseline(base: number, head: number): boolean {
  return (base === 0) !== (head === 0);
}

export interface ZeroBaselineInput {
  direction: Direction;
  /** head - base of the centers. */
  absoluteChange: number;
  /** p after the FDR correction; NaN when no test could run. */
  q: number;
  alpha: number;
  floor: number;
}

/** The verdict of a row with a zero side: significant and at least the floor, else unchanged or inconclusive. */
export function decideZeroBaseline(v: ZeroBaselineInput): Verdict {
  if (Number.isNaN(v.q)) return 'inconclusive';
  if (v.q > v.alpha) return 'inconclusive';
  if (Math.abs(v.absoluteChange) < v.floor) return 'unchanged';
  const worse = v.direction === 'smaller' ? v.absoluteChange > 0 : v.absoluteChange < 0;
  return worse ? 'regression' : 'improvement';
}

/** "new allocations", "no longer allocates", or how the value left or reached zero. */
export function zeroBaselineNote(unit: string, base: number, head: number): string {
  if (unit === 'allocs/op') return base === 0 ? 'new allocations: none in base' : 'no longer allocates';
  return base === 0
    ? `from zero in base: ${head} ${unit} in head`
    : `down to zero in head from ${base} ${unit}`;
}
