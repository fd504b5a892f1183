import { describe, expect, it } from 'vitest';
import { detectChanges } from '../../../src/history/change-points.js';
import type { HistoryPoint, HistorySeries } from '../../../src/history/types.js';
import { BETTER_FROM, DRIFT_RATIO, storeDrift, withinStepP } from '../../../src/history/within-step.js';
import { summarizeMedian } from '../../../src/stats/index.js';
import { mulberry32 } from '../../support/seeded-random.js';

// The test of a young segment's newest commits against the rounds that
// measured them (src/history/within-step.ts): its level on flat stores by
// simulation, with drift from none to 4 times the rounds' error, and the
// steps it finds from the second commit of a store or of an environment.

/** A store's points as `history append` writes them: each commit 10 rounds (t3 noise), its center and interval their median's. */
function maker(seed: number) {
  const random = mulberry32(seed);
  const normal = () => Math.sqrt(-2 * Math.log(random() || 1e-12)) * Math.cos(2 * Math.PI * random());
  const t3 = () => normal() / Math.sqrt((normal() ** 2 + normal() ** 2 + normal() ** 2) / 3);
  /** One commit: `noise` the rounds' scale, `drift` the commit's own move in units of its center's error, 3% slow outliers when asked. */
  const point = (
    i: number,
    level: number,
    noise: number,
    drift: number,
    outliers: number,
    env = 'e',
  ): HistoryPoint => {
    const centerError = (1.2533 * Math.sqrt(3) * noise) / 2 / Math.sqrt(10);
    const c = level * Math.exp(drift * centerError * normal()) * (random() < outliers ? 2 + random() : 1);
    const samples = Array.from({ length: 10 }, () => c * Math.exp((noise / 2) * t3()));
    const s = summarizeMedian(samples);
    return {
      commit: `c${i}`,
      time: '2026-11-01T00:00:00Z',
      center: s.center,
      low: s.low,
      high: s.high,
      n: 10,
      env,
      samples,
    };
  };
  const series = (
    name: string,
    levels: readonly number[],
    opts: { noise?: number; drift?: number; outliers?: number; envs?: string[] } = {},
  ): HistorySeries => {
    const noise = opts.noise ?? Math.exp(Math.log(0.005) + random() * Math.log(8));
    return {
      suite: 'pkg',
      name,
      params: {},
      unit: 'ns/op',
      direction: 'smaller',
      family: `pkg.${name}`,
      points: levels.map((l, i) =>
        point(i, l, noise, opts.drift ?? 0, opts.outliers ?? 0.005, opts.envs?.[i]),
      ),
    };
  };
  return { series, random };
}

const upTo = (s: HistorySeries, n: number): HistorySeries => ({ ...s, points: s.points.slice(0, n) });
const centers = (s: HistorySeries) => s.points.map((p) => p.center);

describe('the rounds test on flat stores (seeded simulation)', () => {
  it('keeps its level with 1, 2, 5 and 14 commits before the newest 3, with drift of 0, 1 and 4 times the rounds error and 3% outlier commits', () => {
    const { series } = maker(40);
    const stores = 25;
    // [p <= 1%, p <= 0.1%] out of stores x 60 series, per drift and commits before.
    const rates = [0, 1, 4].map((drift) =>
      [1, 2, 5, 14].map((m) => {
        const hits = [0, 0];
        for (let t = 0; t < stores; t++) {
          const store = Array.from({ length: 60 }, (_, i) =>
            series(`B${i}`, Array(m + 3).fill(100), { drift, outliers: 0.03 }),
          );
          const storeMoves = storeDrift(store);
          for (const s of store) {
            const p = withinStepP(centers(s), 0, m, m + 3, s.points, { drift: storeMoves }) ?? 1;
            hits[0]! += p <= 0.01 ? 1 : 0;
            hits[1]! += p <= 0.001 ? 1 : 0;
          }
        }
        return hits;
      }),
    );
    // Out of 1,500 flat series each: at 1% about 15 may, at 0.1% about 1.5.
    expect(rates).toEqual([
      [
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
      ],
      [
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
      ],
      [
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
      ],
    ]);
    for (const row of rates)
      for (const [at1, at01] of row) expect([at1! <= 15, at01! <= 1.5]).toEqual([true, true]);
  });

  it('opens no change point in a store of 60 flat series analysed after every commit from the 2nd to the 20th, drifting twice the rounds error', () => {
    const { series } = maker(41);
    const store = Array.from({ length: 60 }, (_, i) => series(`B${i}`, Array(20).fill(100), { drift: 2 }));
    const found = [];
    for (let n = 2; n <= 20; n++) found.push(...detectChanges(store.map((s) => upTo(s, n))));
    expect(found).toEqual([]);
  });
});

describe('a step from the second commit on', () => {
  it('a 10% step at commit 2 (one commit before it) under 2% rounds: found at c1 once 3 commits after it are in, not before, and listed again with 4, 6 and 7 after', () => {
    const { series } = maker(42);
    const levels = Array.from({ length: 10 }, (_, i) => (i < 1 ? 100 : 110));
    const store = [
      series('BenchmarkStep', levels, { noise: 0.02, outliers: 0 }),
      ...Array.from({ length: 20 }, (_, i) => series(`B${i}`, Array(10).fill(100))),
    ];
    const at = (n: number) =>
      detectChanges(store.map((s) => upTo(s, n))).map((c) => [c.name, c.commit, c.kind]);
    const found = [['BenchmarkStep', 'c1', 'regression']];
    // After each of commits 2 to 10: found with 3 commits after it (the newest 3 against the 1 before), and
    // with 4 (against the 2 before, one of them already stepped, placed back at c1), again with 6 and 7
    // (the newest 6); at 5, and from 8 on, the newest run holds commits from before and after the step, and
    // Pettitt needs 3 commits before it: not listed (docs/history.md, "Change points").
    expect(Array.from({ length: 9 }, (_, i) => at(i + 2))).toEqual([
      [],
      [],
      found,
      found,
      [],
      found,
      found,
      [],
      [],
    ]);
  });

  it('of 10% steps at every commit from the 2nd to the 20th in stores of 60 series drifting as far as their rounds error, finds 48 of 57 within 3 commits (3 stores)', () => {
    const { series } = maker(43);
    let found = 0;
    let steps = 0;
    for (let t = 0; t < 3; t++) {
      for (let at = 1; at <= 19; at++) {
        const levels = Array.from({ length: at + 3 }, (_, i) => (i < at ? 100 : 110));
        const store = [
          series('BenchmarkStep', levels, { drift: 1 }),
          ...Array.from({ length: 59 }, (_, i) => series(`B${i}`, Array(at + 3).fill(100), { drift: 1 })),
        ];
        steps++;
        const changes = detectChanges(store);
        if (changes.some((c) => c.name === 'BenchmarkStep' && Math.abs(Number(c.commit.slice(1)) - at) <= 3))
          found++;
      }
    }
    expect([found, steps]).toEqual([48, 57]);
  });

  it('in the first commits after an environment change: a 10% step at its 2nd commit is found 3 commits later, and the change of environment is no regression', () => {
    const { series } = maker(44);
    const envs = [...Array(12).fill('a'), ...Array(6).fill('b')];
    // The new environment is 20% slower; its second commit steps by another 10%.
    const levels = envs.map((e, i) => (e === 'a' ? 100 : i === 12 ? 120 : 132));
    const stepped = series('BenchmarkStep', levels, { noise: 0.02, envs });
    const flat = Array.from({ length: 20 }, (_, i) =>
      series(
        `B${i}`,
        envs.map(() => 100),
        { envs },
      ),
    );
    const at = (n: number) =>
      detectChanges([stepped, ...flat].map((s) => upTo(s, n)))
        .filter((c) => c.name === 'BenchmarkStep')
        .map((c) => [c.commit, c.kind]);
    expect(at(15)).toEqual([['c12', 'environment']]);
    expect(at(16)).toEqual([
      ['c13', 'regression'],
      ['c12', 'environment'],
    ]);
  });
});

describe('what a point carries', () => {
  /** Points whose center has a standard error of exactly `error` on the log scale (a 95% interval of ±1.96 errors). */
  const exact = (logs: readonly number[], error: number): HistoryPoint[] =>
    logs.map((x, i) => ({
      commit: `c${i}`,
      time: '2026-11-01T00:00:00Z',
      center: 100 * Math.exp(x),
      low: 100 * Math.exp(x - 1.96 * error),
      high: 100 * Math.exp(x + 1.96 * error),
      n: 10,
      env: 'e',
    }));
  const valuesOf = (ps: readonly HistoryPoint[]) => ps.map((p) => p.center);

  it("the store's drift: the median move between commits over the rounds' error of the move, over 0.6745", () => {
    // Moves 0.01, 0.02, 0.03, 0.01, 0.01, 0.02 in log, each point's error 0.01: the error of a move is
    // 0.01 * sqrt(2); the median |move| is 0.015, so 0.015 / 0.0141421 / 0.6745 = 1.572545.
    const logs = [0, 0.01, -0.01, 0.02, 0.03, 0.02, 0.04];
    const s: HistorySeries = {
      suite: '',
      name: 'B',
      params: {},
      unit: 'ns/op',
      direction: 'smaller',
      family: 'B',
      points: exact(logs, 0.01),
    };
    expect(storeDrift([s])).toBeCloseTo(0.015 / (0.01 * Math.SQRT2) / 0.6745, 9);
    expect(storeDrift([{ ...s, points: s.points.slice(0, 5) }])).toBeUndefined();
    expect(storeDrift([{ ...s, points: s.points.map(({ low: _l, high: _h, ...p }) => p) }])).toBeUndefined();
  });

  it('a point with neither an interval nor samples leaves the test without an answer; samples alone give one', () => {
    const points = exact([0, 0, 0.2, 0.2, 0.2], 0.01);
    const bare = points.map(({ low: _l, high: _h, ...p }) => p);
    expect(withinStepP(valuesOf(points), 0, 2, 5, bare)).toBeUndefined();
    const sampled = bare.map((p) => ({ ...p, samples: [0.99, 1, 1.01].map((f) => f * p.center) }));
    expect(withinStepP(valuesOf(points), 0, 2, 5, sampled)).toBeLessThan(1e-6);
  });

  it(`a series whose commits spread more than ${DRIFT_RATIO} times its rounds' error gets no answer; widened by the store's drift, it gets one`, () => {
    // Rounds' error 0.01; the newest three spread by 0.05 (Shamos's scale about 0.05 > 3 * 0.01).
    const points = exact([0, 0.3, 0.35, 0.4], 0.01);
    expect(withinStepP(valuesOf(points), 0, 1, 4, points)).toBeUndefined();
    expect(withinStepP(valuesOf(points), 0, 1, 4, points, { drift: 2 })).toBeLessThan(0.05);
  });

  it(`with fewer than ${BETTER_FROM} commits before, only a step for the worse is asked`, () => {
    const faster = exact([0, 0, -0.3, -0.3, -0.3], 0.01);
    expect(withinStepP(valuesOf(faster), 0, 2, 5, faster)).toBe(1);
    expect(withinStepP(valuesOf(faster), 0, 2, 5, faster, { worse: 'down' })).toBeLessThan(1e-6);
    const later = exact([0, 0, 0, 0, 0, -0.3, -0.3, -0.3], 0.01);
    expect(withinStepP(valuesOf(later), 0, 5, 8, later)).toBeLessThan(1e-6);
  });

  it('the newest commits must all be beyond: one commit back at the level is no step', () => {
    const points = exact([0, 0, 0.3, 0, 0.3], 0.01);
    expect(withinStepP(valuesOf(points), 0, 2, 5, points)).toBe(1);
  });

  it('rounds that all gave one value and moved (0 to 112 B/op) are a step; ones that did not move are none', () => {
    const bytes = (vs: readonly number[]): HistoryPoint[] =>
      vs.map((v, i) => ({
        commit: `c${i}`,
        time: '2026-11-01T00:00:00Z',
        center: v,
        low: v,
        high: v,
        n: 6,
        env: 'e',
        samples: Array(6).fill(v),
      }));
    expect(withinStepP([0, 112, 112, 112], 0, 1, 4, bytes([0, 112, 112, 112]))).toBe(0);
    expect(withinStepP([112, 112, 112, 112], 0, 1, 4, bytes([112, 112, 112, 112]))).toBe(1);
  });
});
