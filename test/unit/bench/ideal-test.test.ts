// The studies' yardstick of what any test could do on rows of a given noise:
// checked against Wald's formulas worked by hand and against a seeded run of
// the sequential probability ratio test itself.

import { describe, expect, it } from 'vitest';
import {
  equivalenceLeastRounds,
  idealPowerWithin,
  sprtExpectedRounds,
  unknownNoiseLeastRounds,
  type UnknownNoiseDecision,
} from '../../../bench/lib/ideal-test.js';
import TABLE from '../../../bench/lib/unknown-noise-power.json' with { type: 'json' };
import { normalCdf, normalQuantile } from '../../../src/stats/normal.js';
import { tQuantile } from '../../../src/stats/student-t.js';
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

describe('unknownNoiseLeastRounds', () => {
  // The table (bench/lib/unknown-noise-power.json) is the most any test whose
  // error holds whatever the noise decides within n rounds; two tests bracket
  // it on seeded normal rows: Student's t test holds whatever the noise, so it
  // decides no more often, and the z test told the noise decides at least as
  // often (it may break the error at other spreads, so it is not bounded).
  const uniform = mulberry32(11);
  const normal = () => Math.sqrt(-2 * Math.log(uniform() + 1e-300)) * Math.cos(2 * Math.PI * uniform());
  const rows = (n: number, mean: number, spread: number, count: number) =>
    Array.from({ length: count }, () => {
      const d = Array.from({ length: n }, () => mean + spread * normal());
      const m = d.reduce((a, b) => a + b, 0) / n;
      const sd = Math.sqrt(d.reduce((a, x) => a + (x - m) ** 2, 0) / (n - 1));
      return { m, se: sd / Math.sqrt(n) };
    });
  const power = (decision: UnknownNoiseDecision, spread: number, n: number) =>
    TABLE.rows.find((r) => r.kind === decision && r.spread === spread)!.power[n - 1]!;

  it('lies between Student’s t test and the z test told the noise, flagging a +10% row', () => {
    for (const [spread, n] of [
      [0.02, 3],
      [0.03, 5],
      [0.05, 8],
    ] as const) {
      const t = tQuantile(0.999, n - 1);
      const flagged = rows(n, DELTA, spread, 20000).filter((r) => r.m / r.se > t).length / 20000;
      const told = normalCdf((DELTA * Math.sqrt(n)) / spread - normalQuantile(0.999));
      expect(flagged).toBeLessThan(power('flag', spread, n));
      expect(told).toBeGreaterThan(power('flag', spread, n));
    }
  });

  it('lies between Student’s two one-sided tests and the z test told the noise, calling a row unchanged', () => {
    const margin = Math.log(1.05);
    for (const [spread, n] of [
      [0.02, 3],
      [0.03, 5],
    ] as const) {
      const t = tQuantile(0.95, n - 1);
      const called =
        rows(n, 0, spread, 20000).filter((r) => Math.abs(r.m) + t * r.se < margin).length / 20000;
      // Told the noise: |mean| < margin − z·σ/√n, wrong 5% at the margin.
      const c = margin - (normalQuantile(0.95) * spread) / Math.sqrt(n);
      const told = 2 * normalCdf((c * Math.sqrt(n)) / spread) - 1;
      expect(called).toBeLessThan(power('unchanged', spread, n));
      expect(told).toBeGreaterThan(power('unchanged', spread, n));
    }
  });

  it('falls as the noise grows, so the row of the spread below errs low', () => {
    for (const decision of ['accept', 'flag', 'unchanged'] as const) {
      const table = TABLE.rows.filter((r) => r.kind === decision).sort((a, b) => a.spread - b.spread);
      for (let i = 1; i < table.length; i++)
        table[i]!.power.forEach((p, n) => {
          if (n < table[i - 1]!.power.length) expect(p).toBeLessThanOrEqual(table[i - 1]!.power[n]!);
        });
    }
  });

  it('sums what is left undecided after each round, worked from the table', () => {
    // 'flag' at 2%: 0.95 + (0.95 − D₁) + … over the rounds where D < 0.95.
    const d = TABLE.rows.find((r) => r.kind === 'flag' && r.spread === 0.02)!.power;
    const byHand = 0.95 + d.reduce((s, p) => s + Math.max(0, 0.95 - p), 0);
    expect(unknownNoiseLeastRounds('flag', 0.02, 0.95)).toBeCloseTo(byHand, 12);
    expect(unknownNoiseLeastRounds('flag', 0.02, 0.95)).toBeCloseTo(3.56599, 4);
    // Between two rows of the table, the row below: 2.4% reads 2%.
    expect(unknownNoiseLeastRounds('flag', 0.024, 0.95)).toBe(unknownNoiseLeastRounds('flag', 0.02, 0.95));
    // Called unchanged 95% of the time at 1%, against the yardstick's single round.
    expect(unknownNoiseLeastRounds('unchanged', 0.01, 0.95)).toBeCloseTo(1.51392, 4);
    expect(sprtExpectedRounds(0, 0.01)).toBe(1);
    // Below the table, nothing is known: one round.
    expect(unknownNoiseLeastRounds('flag', 0.001, 0.95)).toBe(1);
  });
});
