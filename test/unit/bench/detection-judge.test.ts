// The detection study's settings for its judge (bench/detection/judge.ts):
// a design judged under --early must be the one asked for.
import { describe, expect, it } from 'vitest';
import { setEarlyBranch } from '../../../bench/detection/judge.js';
import { DEFAULT_SEQUENTIAL } from '../../../src/stats/sequential.js';

describe("the sequential study's --early", () => {
  it('refuses a setting the early branch does not have, naming it and the known ones, and changes nothing', () => {
    const before = JSON.stringify(DEFAULT_SEQUENTIAL.early);
    expect(() => setEarlyBranch({ region: false, share: 0.4 } as never)).toThrow(
      new Error(
        '--early: unknown setting "region" (known: share, equivalenceShare, firstLook, decay, front, equivalenceDecay, equivalenceTrim, equivalenceFront, regions, pooled, pooledGate, dropSlowest, dropSlowestUntil, dropSlowestShares)',
      ),
    );
    expect(JSON.stringify(DEFAULT_SEQUENTIAL.early)).toBe(before);
  });
});
