// The shaped first looks (src/stats/early-regions.ts) and their table
// (written by bench/sequential/early-regions.py): each region's error is
// computed here again, independently of the script, from the normal law of
// the rounds' mean and the chi-square law of their spread in closed form.
import { describe, expect, it } from 'vitest';
import {
  flagInterval,
  flagsChange,
  REGIONS,
  unchangedBound,
  type EarlyRegion,
} from '../../../src/stats/early-regions.js';
import { normalCdf, normalSf } from '../../../src/stats/normal.js';
import { erf } from '../../../src/stats/special.js';
import { mulberry32, normalFrom } from '../../support/seeded-random.js';

const unchanged = REGIONS.find((r) => r.kind === 'unchanged')!;
const flag = REGIONS.find((r) => r.kind === 'flag')!;

/** P(chi-square with df degrees of freedom ≤ x), closed form for 2 and 3. */
function chiSquareCdf(x: number, df: number): number {
  if (!(x > 0)) return 0;
  if (df === 2) return 1 - Math.exp(-x / 2);
  if (df === 3) return erf(Math.sqrt(x / 2)) - Math.sqrt((2 * x) / Math.PI) * Math.exp(-x / 2);
  throw new Error(`no closed form for ${df} degrees of freedom`);
}

/**
 * The region's chance of deciding when the true change is mu and the rounds'
 * spread sigma (both in units of the threshold's log): over the bands of s,
 * the chance s falls in the band times the chance the mean passes its bound.
 */
function decides(region: EarlyRegion, mu: number, sigma: number): number {
  const n = region.rounds;
  const df = n - 1;
  const se = sigma / Math.sqrt(n);
  const edges = region.spreadEdges;
  let total = 0;
  for (let j = 0; j < region.bounds.length; j++) {
    const inBand =
      chiSquareCdf((df * edges[j + 1]! ** 2) / sigma ** 2, df) -
      chiSquareCdf((df * edges[j]! ** 2) / sigma ** 2, df);
    const b = region.bounds[j];
    if (b === null || b === undefined || inBand === 0) continue;
    total +=
      inBand *
      (region.kind === 'unchanged'
        ? normalCdf((b - mu) / se) - normalCdf((-b - mu) / se)
        : normalSf((b - mu) / se));
  }
  return total;
}

const spreads = Array.from({ length: 400 }, (_, i) => 1e-4 * 10 ** ((7 * i) / 399));

describe('the shaped regions of the first looks', () => {
  it('err at most their alpha at every spread from 1e-4 to 1e3 times the threshold, and use it', () => {
    // "Unchanged": a row whose change is at the threshold (mu = 1). The flag: an unchanged row (mu = 0),
    // one side. The largest error sits near a spread of the threshold itself, where Student's test at
    // the same alpha errs far less than its alpha (its region is empty past s = √3/q of the threshold).
    for (const [region, mu] of [
      [unchanged, 1],
      [flag, 0],
    ] as const) {
      const errors = spreads.map((s) => decides(region, mu, s));
      const worst = Math.max(...errors);
      expect(worst, region.kind).toBeLessThanOrEqual(region.alpha * (1 + 1e-9));
      expect(worst, region.kind).toBeGreaterThan(0.97 * region.alpha);
      expect(worst, region.kind).toBeCloseTo(region.worstError, 5);
      const at = spreads[errors.indexOf(worst)]!;
      expect(at, region.kind).toBeGreaterThan(0.3);
      expect(at, region.kind).toBeLessThan(3);
    }
    expect([unchanged.rounds, unchanged.alpha, flag.rounds, flag.alpha]).toEqual([
      3,
      expect.closeTo(0.66 * 0.035, 12),
      4,
      expect.closeTo(0.45 * 0.0025, 12),
    ]);
  });

  it("decide more often than Student's test where benchgate's rows are: 1.5–2.5% noise at a 5% threshold", () => {
    // The script's own figures (bench/out/sequential/early-regions.json), recomputed here.
    // "Unchanged" at round 3, no change, spreads 0.3, 0.4, 0.5 of the threshold: 0.8089, 0.5659, 0.3813
    // (Student's 0.7001, 0.4607, 0.3025). The flag at round 4, +10% (1.9535 of ln 1.05): 0.9314,
    // 0.7278, 0.5142 (Student's 0.8413, 0.5996, 0.4078). What it gives up: a change of 0.6 of the
    // threshold at 0.3 is called unchanged 0.2208 of the time (Student's 0.2501), and +6% (1.2) is
    // flagged at 0.3 0.2058 of the time (Student's 0.4265): the flag reads changes past the threshold.
    const at = (r: EarlyRegion, mu: number, list: number[]) =>
      list.map((s) => Number(decides(r, mu, s).toFixed(4)));
    expect(at(unchanged, 0, [0.3, 0.4, 0.5])).toEqual([0.8089, 0.5659, 0.3813]);
    expect(at(unchanged, 0.6, [0.3])).toEqual([0.2208]);
    expect(at(flag, Math.log(1.1) / Math.log(1.05), [0.3, 0.4, 0.5])).toEqual([0.9314, 0.7278, 0.5142]);
    expect(at(flag, 1.2, [0.3])).toEqual([0.2058]);
  });

  it('are monotone in the spread: a noisier row needs a smaller mean to be unchanged and a larger one to be flagged', () => {
    const bounds = (r: EarlyRegion) => r.bounds.map((b) => b ?? Infinity);
    const u = bounds(unchanged);
    const f = bounds(flag);
    expect(u.every((b, i) => i === 0 || b <= u[i - 1]!)).toBe(true);
    expect(f.every((b, i) => i === 0 || b >= f[i - 1]!)).toBe(true);
    expect([u[0], u.at(-1)]).toEqual([0.9999, 0]);
    // From 3 thresholds up the flag keeps Student's test at 90% of its alpha, so its last band (s up to
    // 20 thresholds) still flags a change of 105 thresholds: a row of any noise that moved that far.
    expect(f.at(-1)).toBeCloseTo(104.573, 3);
  });
});

describe('unchangedBound', () => {
  const delta = Math.log(1.05);
  /** The region scaled to margin d calls the rounds unchanged: |mean| below d times the band's bound. */
  const callsAt = (values: number[], d: number) => {
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((a, x) => a + (x - mean) ** 2, 0) / (values.length - 1));
    const u = sd / d;
    const j = unchanged.spreadEdges.findIndex((e, i) => e <= u && u < unchanged.spreadEdges[i + 1]!);
    return j >= 0 && Math.abs(mean) < d * unchanged.bounds[j]!;
  };

  it('is the least margin at which the region calls the rounds unchanged', () => {
    for (const values of [
      [0.004, -0.006, 0.002],
      [0.01, 0.03, 0.02],
      [-0.02, 0.01, 0.0],
      [0.04, 0.041, 0.039],
    ]) {
      const bound = unchangedBound(values, unchanged.alpha)!;
      expect(callsAt(values, bound * (1 + 1e-9)), values.join()).toBe(true);
      expect(callsAt(values, bound * (1 - 1e-6)), values.join()).toBe(false);
    }
    // Mean 0.04, s = 0.001 (0.0205 of the threshold): unchanged within ±5% only at the edge of the
    // region's first bands, whose bound is 0.92–0.9999: the least margin is just above the mean.
    const near = unchangedBound([0.04, 0.041, 0.039], unchanged.alpha)!;
    expect(near).toBeGreaterThan(0.04);
    expect(near).toBeLessThan(delta);
  });

  it('is the same for a row and its mirror image, and undefined where no region serves the look', () => {
    expect(unchangedBound([0.01, -0.02, 0.005], unchanged.alpha)).toBe(
      unchangedBound([-0.01, 0.02, -0.005], unchanged.alpha),
    );
    expect(unchangedBound([0.01, -0.02, 0.005, 0], unchanged.alpha)).toBeUndefined();
    expect(unchangedBound([0.01, -0.02, 0.005], 0.9 * unchanged.alpha)).toBeUndefined();
    expect(unchangedBound([0.01, 0.01, 0.01], unchanged.alpha)).toBeUndefined();
  });
});

describe('flagsChange', () => {
  const delta = Math.log(1.05);
  it("flags a mean past the band's bound on either side, and nothing where no region serves the look", () => {
    // s = 0.019976 (0.40943 of the threshold): the band's bound is 1.75, so a mean of 1.9533 of the
    // threshold (+10%) is flagged and one of 1.6 (+8.1%) is not.
    const ten = [0.078, 0.1126, 0.078, 0.1126];
    expect(flagsChange(ten, delta, flag.alpha)).toBe(true);
    expect(
      flagsChange(
        ten.map((x) => -x),
        delta,
        flag.alpha,
      ),
    ).toBe(true);
    const eight = ten.map((x) => x - 0.0953 + 1.6 * delta);
    expect(flagsChange(eight, delta, flag.alpha)).toBe(false);
    expect(flagsChange(ten.slice(0, 3), delta, flag.alpha)).toBeUndefined();
    expect(flagsChange(ten, delta, 0.5 * flag.alpha)).toBeUndefined();
    // Past the last band (s above 6 thresholds' logs) nothing is flagged.
    expect(flagsChange([1, -1, 1.2, -0.8], delta, flag.alpha)).toBe(false);
  });

  it('flags unchanged normal rows as often as its exact error says (100,000 seeded rows a spread)', () => {
    const rand = mulberry32(7);
    const normal = normalFrom(rand);
    const counts = [1, 2.5].map((sigma) => {
      let slower = 0;
      for (let i = 0; i < 100000; i++) {
        const values = Array.from({ length: 4 }, () => sigma * delta * normal());
        if (flagsChange(values, delta, flag.alpha) && values.reduce((a, b) => a + b, 0) > 0) slower++;
      }
      return slower;
    });
    // The exact errors at these spreads, 0.000210 and 0.001110 (near the worst, under alpha 0.001125),
    // give 21.0 and 111.0 expected flags on the slower side (standard deviations 4.6 and 10.5).
    expect([decides(flag, 0, 1), decides(flag, 0, 2.5)].map((e) => Number(e.toFixed(6)))).toEqual([
      0.00021, 0.00111,
    ]);
    // Seeded: 22 and 109, within a standard deviation of them.
    expect(counts).toEqual([22, 109]);
  });
});

describe('flagInterval', () => {
  const delta = Math.log(1.05);
  it("is the rounds' mean ± the band's bound in thresholds' logs, excluding zero exactly when the flag is raised", () => {
    // The rows of flagsChange's test: mean 0.0953, band bound 1.75, so 0.0953 ± 1.75 × 0.0487902.
    const ten = [0.078, 0.1126, 0.078, 0.1126];
    const i = flagInterval(ten, delta, flag.alpha)!;
    expect([i.low, i.high].map((x) => Number(x.toFixed(7)))).toEqual([0.0099172, 0.1806828]);
    const eight = flagInterval(
      ten.map((x) => x - 0.0953 + 1.6 * delta),
      delta,
      flag.alpha,
    )!;
    expect(eight.low).toBeLessThan(0);
    // 1.6 − 1.75 thresholds' logs: −0.15 × 0.0487902.
    expect(Number(eight.low.toFixed(7))).toBe(-0.0073185);
    expect(flagInterval(ten.slice(0, 3), delta, flag.alpha)).toBeUndefined();
    // Past the last band the region says nothing: an interval that bounds nothing.
    expect(flagInterval([1, -1, 1.2, -0.8], delta, flag.alpha)).toEqual({ low: -Infinity, high: Infinity });
  });

  it('misses a true change as often as the flag errs at no change: the same seeded rows, shifted (100,000 rows)', () => {
    const rand = mulberry32(7);
    const normal = normalFrom(rand);
    const shift = 0.7 * delta;
    let flagged = 0;
    let missed = 0;
    for (let i = 0; i < 100000; i++) {
      const noise = Array.from({ length: 4 }, () => 2.5 * delta * normal());
      const atZero = flagInterval(noise, delta, flag.alpha)!;
      if (atZero.low > 0) flagged++;
      const moved = flagInterval(
        noise.map((x) => x + shift),
        delta,
        flag.alpha,
      )!;
      if (moved.low > shift) missed++;
    }
    // At this spread the flag's exact slower-side error is 0.00111 (111.0 expected, standard deviation
    // 10.5): seeded, 122 flags at no change, and the shifted rows' lower end passes the truth as often.
    expect([flagged, missed]).toEqual([122, 122]);
  });
});
