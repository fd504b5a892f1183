import { describe, expect, it } from 'vitest';
import { roundValues } from '../../../src/stats/paired-rounds.js';

describe('roundValues', () => {
  it("is each side's median within the round on the log scale, paired by round", () => {
    // Of two, the mean of their logs: ln √(1·3); of one or three, the middle one's log.
    expect(
      roundValues([
        { base: [1, 3], head: [4] },
        { base: [5], head: [6, 7, 8] },
      ]),
    ).toEqual({
      base: [(Math.log(1) + Math.log(3)) / 2, Math.log(5)],
      head: [Math.log(4), Math.log(7)],
    });
    // A zero among positive values has no log: that round keeps the log of its median, ln 2.5.
    expect(roundValues([{ base: [0, 5], head: [4] }]).base).toEqual([Math.log(2.5)]);
  });

  it('gives a row and its reciprocal (time and throughput) exactly opposite values, even counts too', () => {
    // Criterion's 10 samples a round: throughput is bytes / time per sample.
    const time = [
      {
        base: [812, 790, 1203, 805, 799, 851, 777, 930, 802, 815],
        head: [1290, 1301, 1288, 2100, 1275, 1310, 1299, 1281, 1420, 1302],
      },
      { base: [640, 1650], head: [900, 3100] },
    ];
    const rate = time.map((r) => ({ base: r.base.map((t) => 4096 / t), head: r.head.map((t) => 4096 / t) }));
    const t = roundValues(time);
    const b = roundValues(rate);
    const ratios = (v: { base: number[]; head: number[] }) => v.head.map((h, i) => h - v.base[i]!);
    const [rt, rb] = [ratios(t), ratios(b)];
    for (const [i, x] of rt.entries()) expect(rb[i]!).toBeCloseTo(-x, 12);
    // The values' own median (their midpoint) gave the second round +0.558 in time and −0.414 in throughput.
    expect(rt[1]).toBeCloseTo((Math.log(900) + Math.log(3100) - Math.log(640) - Math.log(1650)) / 2, 12);
  });

  it('leaves out a round where a side has no samples or no positive median', () => {
    expect(
      roundValues([
        { base: [], head: [1] },
        { base: [0, 0], head: [1] },
        { base: [2], head: [3] },
      ]),
    ).toEqual({ base: [Math.log(2)], head: [Math.log(3)] });
  });
});
