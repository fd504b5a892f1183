import { describe, expect, it } from 'vitest';
import { detectChanges } from '../../../src/history/change-points.js';
import { shortStepP } from '../../../src/history/short-step.js';
import type { HistoryPoint, HistorySeries } from '../../../src/history/types.js';
import { mulberry32 } from '../../support/seeded-random.js';

// The size test of a young segment's newest commits (src/history/short-step.ts):
// its level on flat histories by simulation, and what it finds.

/** Multiplicative noise shaped like benchmark histories: heavy tails (a tenth at 3x the scale) and 3% of 3x outlier commits. */
function noisy(random: () => number, noise: number): number {
  const z = (random() + random() + random() - 1.5) * 2 * noise * (random() < 0.1 ? 3 : 1);
  return (1 + z) * (random() < 0.03 ? 3 : 1);
}

function series(name: string, levels: readonly number[], random: () => number, noise = 0.02): HistorySeries {
  return {
    suite: 'pkg',
    name,
    params: {},
    unit: 'ns/op',
    direction: 'smaller',
    family: `pkg.${name}`,
    points: levels.map((level, i) => ({
      commit: `c${i}`,
      time: '2026-11-01T00:00:00Z',
      center: level * noisy(random, noise),
      n: 10,
      env: 'e',
    })),
  };
}

const upTo = (s: HistorySeries, n: number): HistorySeries => ({ ...s, points: s.points.slice(0, n) });

describe('the size test on flat young histories (seeded simulation)', () => {
  it('keeps its level: p <= alpha no more often than alpha, with 8, 10 and 14 commits before the newest 3', () => {
    const random = mulberry32(30);
    const trials = 10_000;
    const alphas = [0.01, 0.001];
    const rates = [8, 10, 14].map((before) => {
      const hits = alphas.map(() => 0);
      for (let t = 0; t < trials; t++) {
        const values = Array.from({ length: before + 3 }, () => 100 * noisy(random, 0.02));
        const p = shortStepP(values, 0, before, before + 3);
        alphas.forEach((a, i) => (hits[i]! += p <= a ? 1 : 0));
      }
      return hits;
    });
    // Out of 10,000 flat histories each: at 1% about 100 are expected, at 0.1% about 10.
    expect(rates).toEqual([
      [94, 10],
      [72, 6],
      [58, 1],
    ]);
    for (const [at1, at01] of rates) expect([at1! <= 100, at01! <= 10]).toEqual([true, true]);
  });

  it('opens no change point in a store of 200 flat series analysed after every commit from the 11th to the 20th', () => {
    const random = mulberry32(31);
    const store = Array.from({ length: 200 }, (_, i) =>
      series(`BenchmarkFlat${i}`, Array(20).fill(100), random),
    );
    const found = [];
    for (let n = 11; n <= 20; n++) found.push(...detectChanges(store.map((s) => upTo(s, n))));
    expect(found).toEqual([]);
  });
});

describe('a young store finds its first step within 3 commits', () => {
  it('a 5x step with 1% noise and 8 commits before it: found at its commit 3 commits after it, beside 200 flat series', () => {
    const random = mulberry32(32);
    const levels = Array.from({ length: 20 }, (_, i) => (i < 8 ? 100 : 500));
    const stepped = series('BenchmarkStep', levels, random, 0.01);
    // One outlier-free history for the stepped series: the test is of the step, not of a 3x commit among 8.
    stepped.points.forEach((p, i) => (p.center = levels[i]! * (1 + ((i * 7) % 5) / 500)));
    const flat = Array.from({ length: 200 }, (_, i) =>
      series(`BenchmarkFlat${i}`, Array(20).fill(100), random),
    );
    const at = (n: number) =>
      detectChanges([upTo(stepped, n), ...flat.map((s) => upTo(s, n))]).map((c) => [
        c.name,
        c.commit,
        c.kind,
      ]);
    expect(at(10)).toEqual([]);
    expect(at(11)).toEqual([['BenchmarkStep', 'c8', 'regression']]);
    for (let n = 12; n <= 20; n++) expect(at(n)).toEqual([['BenchmarkStep', 'c8', 'regression']]);
  });

  it('of 100 young series with a step after 8 to 14 commits under 2% noise, finds at its commit within 3 commits: 93 of the 25% steps, 73 of the 10% steps', () => {
    const found = (step: number, seed: number) => {
      const random = mulberry32(seed);
      let n = 0;
      for (let i = 0; i < 100; i++) {
        const before = 8 + (i % 7);
        const levels = Array.from({ length: before + 3 }, (_, j) => (j < before ? 100 : 100 * (1 + step)));
        const changes = detectChanges([series(`BenchmarkStep${i}`, levels, random)]);
        if (changes.some((c) => c.commit === `c${before}` && c.kind === 'regression')) n++;
      }
      return n;
    };
    expect([found(0.25, 33), found(0.1, 34)]).toEqual([93, 73]);
  });
});

describe('a point is never surer than the rounds that measured it', () => {
  const points = (centers: readonly number[], halfWidth?: number): HistoryPoint[] =>
    centers.map((center, i) => ({
      commit: `c${i}`,
      time: '2026-11-01T00:00:00Z',
      center,
      n: 10,
      env: 'e',
      ...(halfWidth === undefined ? {} : { low: center * (1 - halfWidth), high: center * (1 + halfWidth) }),
    }));
  // Eight commits at one level then three 20% above it, with almost no spread between commits.
  const centers = [...[100, 100.1, 99.9, 100, 100.2, 99.8, 100, 100.1], 120, 120.1, 119.9];

  it('a 20% step is sure when the points carry no interval, or a narrow one', () => {
    expect(shortStepP(centers, 0, 8, 11)).toBeLessThan(1e-6);
    expect(shortStepP(centers, 0, 8, 11, points(centers, 0.01))).toBeLessThan(1e-6);
  });

  it('but not when each point is known only to within ±50%: the rounds said the level is that uncertain', () => {
    expect(shortStepP(centers, 0, 8, 11, points(centers, 0.5))).toBeGreaterThan(0.05);
  });

  it('a metric that does not vary and moved (0 to 112 B/op) is a step; one that did not move is none', () => {
    const bytes = [...Array(8).fill(0), 112, 112, 112];
    expect(shortStepP(bytes, 0, 8, 11)).toBe(0);
    expect(shortStepP(Array(11).fill(112), 0, 8, 11)).toBe(1);
  });

  it('an outlier among the newest three is no step: every one of them must be beyond', () => {
    const spiked = [...centers.slice(0, 8), 300, 100.1, 99.9];
    expect(shortStepP(spiked, 0, 8, 11)).toBe(1);
  });
});
