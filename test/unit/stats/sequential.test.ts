// The sequential decision of a row: stops on clear cases at the first look,
// stays open on noisy ones, says what it could have detected, and keeps its
// false alarms under the nominal rate on a seeded simulation.

import { describe, expect, it } from 'vitest';
import { detectableChange, roundsNeeded } from '../../../src/stats/detectable.js';
import type { RoundPair } from '../../../src/stats/paired-rounds.js';
import {
  confirmRegression,
  DEFAULT_SEQUENTIAL,
  judgeSequential,
  type PairedRow,
  type SequentialPolicy,
} from '../../../src/stats/sequential.js';
import { tQuantile } from '../../../src/stats/student-t.js';

const policy: SequentialPolicy = { ...DEFAULT_SEQUENTIAL, threshold: () => 0.05 };

/** A row whose round r has head/base = exp(d[r]). */
function row(d: number[], direction: 'smaller' | 'bigger' = 'smaller'): PairedRow {
  const rounds: RoundPair[] = d.map((x) => ({ base: [100], head: [100 * Math.exp(x)] }));
  return { key: 'k', benchmark: 'BenchmarkX', primary: true, direction, rounds };
}

describe('judgeSequential', () => {
  it('calls a quiet row unchanged at the first look', () => {
    // d = ±0.001, ±0.002, 0: mean 0, sd = sqrt(10e-6 / 4) = 0.00158, se = 0.000707;
    // the equivalence interval (t boundary about 3.1 at 4 df) is ±0.22%, inside ±5%.
    const [d] = judgeSequential([row([0.001, -0.001, 0.002, -0.002, 0])], policy, 5);
    expect(d!.state).toBe('unchanged');
    expect(d!.rounds).toBe(5);
    expect(d!.change.estimate).toBeCloseTo(0, 15);
    expect(d!.change.high).toBeLessThan(0.0025);
    expect(d!.change.low).toBeGreaterThan(-0.0025);
    expect(d!.significant).toBe(false);
    expect(d!.roundsNeeded).toBeUndefined();
  });

  it('flags a clear 22% slowdown at the first look, and an improvement when bigger is better', () => {
    // d = 0.2 ± 0.01: se = 0.00354, t = 56, far beyond the first boundary (about 11 at 4 df).
    const d = [0.2, 0.21, 0.19, 0.205, 0.195];
    const [slower] = judgeSequential([row(d)], policy, 5);
    expect(slower!.state).toBe('regression');
    expect(slower!.significant).toBe(true);
    expect(slower!.change.estimate).toBeCloseTo(Math.expm1(0.2), 12);
    expect(slower!.p).toBeLessThan(1e-6);
    const [faster] = judgeSequential([row(d, 'bigger')], policy, 5);
    expect(faster!.state).toBe('improvement');
  });

  it('keeps a noisy row open before the last look and calls it inconclusive at the last', () => {
    const noisy = [0.3, -0.25, 0.2, -0.1, 0.15, -0.2, 0.25, -0.3, 0.1, -0.05];
    const [early] = judgeSequential([row(noisy)], policy, 5);
    expect(early!.state).toBe('open');
    expect(early!.roundsNeeded).toBeGreaterThan(0);
    const last = { ...policy, maxRounds: 10 };
    const [end] = judgeSequential([row(noisy)], last, 10);
    expect(end!.state).toBe('inconclusive');
    expect(end!.detectable).toBeGreaterThan(0.05);
  });

  it('judges only the first `look` rounds and nothing before the minimum', () => {
    const [d] = judgeSequential([row([0.2, 0.21, 0.19, 0.205, 0.195])], policy, 4);
    expect(d!.state).toBe('open');
    expect(d!.rounds).toBe(4);
  });

  it("by the 'estimate' rule needs the point estimate beyond the threshold", () => {
    // d: mean 0.04 (estimate +4.08%, inside 5%), sd sqrt(10.5e-4 / 7) = 0.01225,
    // se 0.00433, t = 9.2: significant at alpha 0.05 (t boundary about 3.2 at
    // 7 df). The equivalence interval, about ±2.8·se = ±0.0121 on the log
    // scale, reaches exp(0.0521) - 1 = +5.35%: not shown to be within 5%.
    const d = [0.04, 0.06, 0.02, 0.05, 0.03, 0.045, 0.035, 0.04];
    const [byInterval] = judgeSequential([row(d)], { ...policy, alpha: 0.05, maxRounds: 8 }, 8);
    const [byEstimate] = judgeSequential(
      [row(d)],
      { ...policy, alpha: 0.05, maxRounds: 8, beyond: 'estimate' },
      8,
    );
    expect(byInterval!.significant).toBe(true);
    expect(byInterval!.change.high).toBeGreaterThan(0.05);
    expect(byInterval!.state).toBe('regression');
    expect(byEstimate!.state).toBe('inconclusive');
  });
});

describe('confirmRegression', () => {
  const flagged = [0.2, 0.21, 0.19, 0.205, 0.195];

  it('confirms a slowdown that the extra rounds repeat, in the direction of the unit', () => {
    expect(confirmRegression(row([...flagged, 0.2, 0.2, 0.2]), policy, 8)).toBe('regression');
    // Bigger is better: a throughput that fell by the same ratio.
    expect(
      confirmRegression(
        row(
          [...flagged, 0.2, 0.2, 0.2].map((x) => -x),
          'bigger',
        ),
        policy,
        8,
      ),
    ).toBe('regression');
  });

  it('keeps a slowdown whose interval still lies above zero and reaches past the threshold', () => {
    // Three rounds at 0: mean 0.125, sd sqrt(0.07525 / 7) = 0.1037, se 0.0367;
    // the equivalence interval (t boundary 2.988 at look 8, 7 df) is
    // [0.0155, 0.2345] on the log scale: above zero, past 5%. Not a second
    // crossing of the regression boundary (t = 3.4 against 7.66).
    const d = judgeSequential([row([...flagged, 0, 0, 0])], policy, 8)[0]!;
    expect(d.state).toBe('open');
    expect(d.change.low).toBeCloseTo(Math.expm1(0.015467635), 8);
    expect(d.change.high).toBeCloseTo(Math.expm1(0.234532365), 8);
    expect(d.significant).toBe(false);
    expect(confirmRegression(row([...flagged, 0, 0, 0]), policy, 8)).toBe('regression');
  });

  it('drops a slowdown the extra rounds contradict', () => {
    // Three rounds at -0.2: mean 0.05, the interval spans zero.
    expect(confirmRegression(row([...flagged, -0.2, -0.2, -0.2]), policy, 8)).toBe('inconclusive');
  });
});

describe('detectableChange and roundsNeeded', () => {
  // A single look at 20 rounds, alpha 0.002: the boundary is t(0.999, df).
  const single = { alpha: 0.002, minRounds: 20, maxRounds: 20 };
  const z80 = 0.8416212335729143; // Φ⁻¹(0.8)

  it('is exp((t boundary + z_0.8)·se) - 1', () => {
    // se 0.01 at 20 rounds, 19 df: t(0.999, 19) = 3.5794; (3.5794 + 0.8416)·0.01 = 0.044210.
    const s = { n: 20, mean: 0, se: 0.01, df: 19, sd: 0.01 * Math.sqrt(20) };
    expect(detectableChange(single, s)).toBeCloseTo(Math.expm1((3.5794001489547167 + z80) * 0.01), 12);
    expect(detectableChange(single, s)).toBeCloseTo(0.0452018, 6);
    expect(detectableChange(single, { ...s, se: Number.NaN, df: Number.NaN })).toBe(Infinity);
  });

  it('projects the rounds a row needs to reach its threshold', () => {
    // sd 0.05 per round after 5 rounds (se 0.05/√5, df 4): detectable
    // exp((t(0.999, 4) + 0.8416)·0.02236) - 1 = 19.6% > 5%. Needed N: the least N with
    // (3.0902 + 0.8416)·0.05/√N <= ln 1.05 = 0.048790, N >= 16.24, so 17: 12 more.
    const s = { n: 5, mean: 0, se: 0.05 / Math.sqrt(5), df: 4, sd: 0.05 };
    expect(tQuantile(0.999, 4)).toBeCloseTo(7.173182219782302, 9);
    expect(detectableChange(single, s)).toBeCloseTo(
      Math.expm1(((7.173182219782302 + z80) * 0.05) / Math.sqrt(5)),
      9,
    );
    expect(roundsNeeded(single, s, 0.05)).toBe(12);
    expect(roundsNeeded(single, { ...s, se: 0.001, sd: 0.001 * Math.sqrt(5) }, 0.05)).toBe(0);
  });
});

/** mulberry32: a small deterministic generator for the seeded simulation. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('A/A simulation (seeded)', () => {
  it('raises no more false alarms than nominal on 2,000 unchanged rows', () => {
    // Normal noise, per-row level 0.5%–5%, 20 rounds at most. Nominal: the
    // regression boundary is crossed in the slower direction at most
    // alpha/2 = 0.05% of the time, 1 row in 2,000 on average; a false alarm
    // also needs the interval beyond the threshold. The seed makes the run deterministic.
    const rand = mulberry32(17);
    const normal = () => Math.sqrt(-2 * Math.log(rand() + 1e-300)) * Math.cos(2 * Math.PI * rand());
    let alarms = 0;
    let crossed = 0;
    let unchanged = 0;
    for (let i = 0; i < 2000; i++) {
      const sigma = 0.005 * Math.pow(10, rand());
      const r: PairedRow = {
        key: `r${i}`,
        benchmark: `b${i}`,
        primary: true,
        direction: 'smaller',
        rounds: [],
      };
      for (let look = 1; look <= policy.maxRounds; look++) {
        (r.rounds as RoundPair[]).push({
          base: [Math.exp(sigma * normal())],
          head: [Math.exp(sigma * normal())],
        });
        if (look < policy.minRounds) continue;
        const [d] = judgeSequential([r], policy, look);
        if (d!.significant && d!.change.estimate > 0) crossed++;
        if (d!.state === 'open') continue;
        if (d!.state === 'regression') alarms++;
        if (d!.state === 'unchanged') unchanged++;
        break;
      }
    }
    expect(alarms).toBe(0);
    expect(crossed).toBeLessThanOrEqual(2);
    expect(unchanged).toBeGreaterThan(1900);
  });
});
