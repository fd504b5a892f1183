// The studies' yardstick of what any test could do on rows of a given noise:
// checked against Wald's formulas worked by hand and against a seeded run of
// the sequential probability ratio test itself.

import { describe, expect, it } from 'vitest';
import {
  equivalenceLeastRounds,
  idealPowerWithin,
  sprtExpectedRounds,
} from '../../../bench/lib/ideal-test.js';
import { mulberry32 } from '../../support/seeded-random.js';

const DELTA = Math.log(1.1);

describe('sprtExpectedRounds', () => {
  it('is −ln A · ln B / information half way between the hypotheses', () => {
    // A = 0.95/0.001 = 950, B = 0.05/0.999; ln A = 6.856462, ln B = −2.994732;
    // with spread ln 1.1 the information per round is 1: 20.53 rounds.
    const half = Math.sqrt(1.1) - 1;
    expect(sprtExpectedRounds(half, DELTA)).toBeCloseTo(-Math.log(950) * Math.log(0.05 / 0.999), 9);
    expect(sprtExpectedRounds(half, DELTA)).toBeCloseTo(20.533, 3);
  });

  it('gives Wald’s expected rounds under no change and under the change to detect', () => {
    // No change: L = (A − 1)/(A − B), E[N] = (L ln B + (1 − L) ln A) / (−1/2) = 5.970.
    expect(sprtExpectedRounds(0, DELTA)).toBeCloseTo(5.97, 2);
    // +10%: h = −1, L = (1/A − 1)/(1/A − 1/B) = 0.05, E[N] = (0.05 ln B + 0.95 ln A) / (1/2) = 12.728.
    expect(sprtExpectedRounds(0.1, DELTA)).toBeCloseTo(12.728, 3);
    // Rounds grow with the square of the noise.
    expect(sprtExpectedRounds(0, 2 * DELTA)).toBeCloseTo(4 * 5.97, 1);
    expect(sprtExpectedRounds(0, 0.001)).toBe(1);
  });

  it('matches the test itself run on seeded normal rows', () => {
    const uniform = mulberry32(7);
    const normal = () => Math.sqrt(-2 * Math.log(uniform() + 1e-300)) * Math.cos(2 * Math.PI * uniform());
    // Small steps per round, where Wald's approximation (no overshoot) holds.
    const spread = DELTA * 3;
    const run = (change: number) => {
      let llr = 0;
      let n = 0;
      while (llr > Math.log(0.05 / 0.999) && llr < Math.log(950)) {
        const x = Math.log1p(change) + spread * normal();
        llr += (DELTA / spread ** 2) * (x - DELTA / 2);
        n++;
      }
      return { n, flagged: llr >= Math.log(950) };
    };
    for (const change of [0, 0.1]) {
      const runs = Array.from({ length: 4000 }, () => run(change));
      const mean = runs.reduce((s, r) => s + r.n, 0) / runs.length;
      // The overshoot past the boundaries makes the real test a little longer.
      expect(mean / sprtExpectedRounds(change, spread)).toBeGreaterThan(1);
      expect(mean / sprtExpectedRounds(change, spread)).toBeLessThan(1.15);
      const flagged = runs.filter((r) => r.flagged).length / runs.length;
      if (change === 0) expect(flagged).toBeLessThan(0.003);
      else expect(flagged).toBeGreaterThan(0.94);
    }
  });
});

describe('equivalenceLeastRounds', () => {
  it('is d(called ‖ wrong) / (ln(1 + margin)²/2σ²), worked by hand', () => {
    // d(0.8 ‖ 0.05) = 0.8 ln 16 + 0.2 ln(0.2/0.95) = 1.906442; at σ = 5% the
    // information per round is ln(1.05)²/0.005 = 0.476096: 4.004 rounds.
    expect(equivalenceLeastRounds(0.05, { called: 0.8 })).toBeCloseTo(4.00432, 4);
    // Called 95% of the time: d = 2.649995, 5.566 rounds; always: ln 20, 6.292.
    expect(equivalenceLeastRounds(0.05, { called: 0.95 })).toBeCloseTo(5.56609, 4);
    expect(equivalenceLeastRounds(0.05, { called: 1 })).toBeCloseTo(6.29229, 4);
    // Twice the noise, four times the rounds; a quiet row, the floor of one round.
    expect(equivalenceLeastRounds(0.1, { called: 0.8 })).toBeCloseTo(16.01729, 4);
    expect(equivalenceLeastRounds(0.02, { called: 0.8 })).toBe(1);
    // A test that calls no more often than it may be wrong needs no data.
    expect(equivalenceLeastRounds(0.05, { called: 0.05 })).toBe(1);
  });

  it('asks more of an unchanged row than the SPRT yardstick from 4% noise on', () => {
    // Executions (2 per round) at the 3–10% band's goal, 80% called unchanged:
    // the bound against 1.5 times the yardstick's.
    const asked = (spread: number) => 2 * equivalenceLeastRounds(spread, { called: 0.8 });
    const yardstick = (spread: number) => 2 * sprtExpectedRounds(0, spread);
    expect(asked(0.03) / yardstick(0.03)).toBeCloseTo(1.44, 2);
    expect(asked(0.04) / yardstick(0.04)).toBeCloseTo(2.44, 2);
    expect(asked(0.05) / yardstick(0.05)).toBeCloseTo(2.44, 2);
  });

  it('is met, not beaten, by a test that knows the noise, run on seeded normal rows', () => {
    const uniform = mulberry32(11);
    const normal = () => Math.sqrt(-2 * Math.log(uniform() + 1e-300)) * Math.cos(2 * Math.PI * uniform());
    const spread = 0.05;
    const delta = Math.log(1.05);
    // Calls the row unchanged once the rounds favour no change over both +δ
    // and −δ twentyfold: by Ville's inequality it does so with probability at
    // most 1/20 when the change is ±δ.
    const run = (shift: number) => {
      let up = 0;
      let down = 0;
      for (let n = 1; n <= 400; n++) {
        const x = shift + spread * normal();
        up += (delta * x - (delta * delta) / 2) / spread ** 2;
        down += (-delta * x - (delta * delta) / 2) / spread ** 2;
        if (up <= -Math.log(20) && down <= -Math.log(20)) return { n, called: true };
      }
      return { n: 400, called: false };
    };
    const unchanged = Array.from({ length: 4000 }, () => run(0));
    const mean = unchanged.reduce((s, r) => s + r.n, 0) / unchanged.length;
    const called = unchanged.filter((r) => r.called).length / unchanged.length;
    expect(called).toBe(1);
    expect(mean / equivalenceLeastRounds(spread, { called })).toBeGreaterThan(1);
    expect(mean / equivalenceLeastRounds(spread, { called })).toBeLessThan(2);
    const wrong = Array.from({ length: 4000 }, () => run(delta)).filter((r) => r.called).length / 4000;
    expect(wrong).toBeLessThan(0.05);
  });
});

describe('idealPowerWithin', () => {
  it('is 1 − Φ(z₀.₉₉₉ − ln 1.1·√k / spread)', () => {
    // 3.090232 − 0.0953102·√3/0.05 = −0.211410; Φ(0.211410) = 0.583716.
    expect(idealPowerWithin(3, 0.05)).toBeCloseTo(0.583716, 5);
    // A tenth of the noise: certain.
    expect(idealPowerWithin(3, 0.005)).toBeCloseTo(1, 12);
    // No commits after the step: only the false-alarm rate.
    expect(idealPowerWithin(0, 0.05)).toBeCloseTo(0.001, 12);
  });
});
