// What a collection records of the machine it ran on: the CPU time the
// hypervisor stole, and whether the machine was idle enough to start.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { idleEnough, stolenBetween, stolenPerSecond, stolenSeconds } from '../../../bench/lib/machine.mjs';

describe('CPU time stolen by the hypervisor', () => {
  // The kernel's own count, read by awk as an independent reader: the 8th number of /proc/stat's "cpu" line, in 1/100 s.
  const awkSteal = () =>
    Number(execFileSync('awk', ['NR == 1 { print $9 }', '/proc/stat'], { encoding: 'utf8' })) / 100;

  it("reads /proc/stat's steal in seconds, between two readings of the kernel's count", () => {
    const before = awkSteal();
    const read = stolenSeconds();
    const after = awkSteal();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(after);
  });

  it('takes the difference to the tick, and none when a reading is missing', () => {
    expect(stolenBetween(388.41, 388.74)).toBe(0.33);
    expect(stolenBetween(undefined, 388.74)).toBeUndefined();
  });

  it('gives the stolen time per second of running over a collection, and none when a run has no reading', () => {
    expect(
      stolenPerSecond([
        { seconds: 2.5, stolen: 0.05 },
        { seconds: 1.5, stolen: 0.03 },
      ]),
    ).toBe(0.02);
    expect(stolenPerSecond([{ seconds: 2.5, stolen: 0.05 }, { seconds: 1.5 }])).toBeUndefined();
    expect(stolenPerSecond([])).toBeUndefined();
  });
});

describe('an idle machine', () => {
  it('needs the 1-minute load at or below the limit and the 5-minute load at or below twice it', () => {
    expect(idleEnough([0.3, 0.6, 2], 0.3)).toBe(true);
    expect(idleEnough([0.31, 0.2, 0.1], 0.3)).toBe(false);
    // A lull in a long job: the minute is quiet, the five minutes are not.
    expect(idleEnough([0.25, 1.4, 2.1], 0.3)).toBe(false);
    expect(idleEnough([0.25, 0.61, 0.5], 0.3)).toBe(false);
  });
});
