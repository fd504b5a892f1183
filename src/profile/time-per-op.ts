import type { Comparison, ComparisonRow } from '../compare/types.js';
import type { StackProfile } from './profile.js';

/** Time units a row's value per operation can be in (Criterion's ns, Go's ns/op, JMH's us/op). */
const TIME = /^(ps|ns|us|µs|ms|s|sec)(\/(op|iter))?$/;
/** Throughput units JMH prints, whose inverse is a time per operation. */
const RATE = /^ops\/(ns|us|µs|ms|s|min)$/;

export interface TimePerOp {
  unit: string;
  base: number;
  head: number;
}

/**
 * Each side's time per operation for a row's benchmark, as the rounds
 * measured it (the median), from the row itself or the benchmark's time or
 * throughput row: what turns a profile's shares into time per operation.
 */
export function timePerOpOf(c: Comparison, row: ComparisonRow): TimePerOp | undefined {
  const siblings = [row, ...c.rows.filter((r) => r !== row && sameBenchmark(r, row) && !r.metric)];
  for (const r of siblings) {
    if (!r.base || !r.head || !(r.base.center > 0) || !(r.head.center > 0)) continue;
    if (TIME.test(r.unit)) return { unit: r.unit, base: r.base.center, head: r.head.center };
    const rate = RATE.exec(r.unit);
    if (rate) return { unit: `${rate[1]}/op`, base: 1 / r.base.center, head: 1 / r.head.center };
  }
  return undefined;
}

/**
 * A profile in shares (%) as time per operation: each stack's share of the
 * run times the side's time per operation. Note: the shares are of the whole
 * profiled process, harness included, so a harness that spends a fixed part
 * of its run outside the benchmark adds that part to both sides alike.
 */
export function sharesAsTime(p: StackProfile, timePerOp: number, unit: string): StackProfile {
  if (p.unit !== '%') return p;
  return { ...p, unit, stacks: p.stacks.map((s) => ({ ...s, value: (s.value / 100) * timePerOp })) };
}

function sameBenchmark(a: ComparisonRow, b: ComparisonRow): boolean {
  return (
    a.suite === b.suite &&
    a.name === b.name &&
    a.mode === b.mode &&
    a.procs === b.procs &&
    JSON.stringify(a.params) === JSON.stringify(b.params)
  );
}
