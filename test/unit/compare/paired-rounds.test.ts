import { describe, expect, it } from 'vitest';
import { compareResults } from '../../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../../src/compare/policy.js';
import { roundPairs } from '../../../src/compare/paired-rounds.js';
import { designLine } from '../../../src/report/design-line.js';
import { benchgateJsonFormat } from '../../../src/formats/benchgate-json.js';
import { toJsonText } from '../../../src/model/json-text.js';
import { createResults, type Metric, type Results } from '../../../src/model/results.js';

// Rows whose samples carry their rounds are judged on paired rounds by the
// sequential rule; the decision is a function of the samples, their rounds
// and the design in the context, so the files alone give the run's verdict.

/** One benchmark with one sample per round; `maxRounds`/`confirmFrom` as sideResults records them. */
function side(
  values: number[],
  design: {
    maxRounds?: number;
    confirmFrom?: number;
    reopenFrom?: number;
    sequentialAlpha?: number;
    earlyFlagsConfirmed?: false;
  } = {
    maxRounds: 20,
  },
  tagged = true,
): Results {
  const metric: Metric = { unit: 'ns/op', direction: 'smaller', samples: values };
  if (tagged) metric.rounds = values.map((_, i) => i);
  return createResults({
    context: { ...design },
    benchmarks: [{ suite: 'p', name: 'BenchmarkX', params: {}, metrics: [metric] }],
  });
}

// 14 rounds: the paired rank test can reach its boundary from about 13 (docs/statistics.md).
const BASE14 = [100, 102, 99, 101, 100, 98, 100, 101, 99, 102, 100, 98, 101, 100];
const SLOWER14 = BASE14.map((b) => b * 1.2);

describe('paired rounds in the comparison', () => {
  it('pairs samples by round, in round order, only rounds both sides ran', () => {
    const base: Metric = { unit: 'ns/op', direction: 'smaller', samples: [1, 2, 3, 4], rounds: [0, 0, 2, 1] };
    const head: Metric = { unit: 'ns/op', direction: 'smaller', samples: [5, 6], rounds: [1, 0] };
    expect(roundPairs(base, head)).toEqual([
      { round: 0, pair: { base: [1, 2], head: [6] } },
      { round: 1, pair: { base: [4], head: [5] } },
    ]);
  });

  it('judges a 20% slowdown over 14 paired rounds as a regression by the paired rule', () => {
    const c = compareResults(side(BASE14), side(SLOWER14), DEFAULT_POLICY);
    const row = c.rows[0]!;
    expect([row.verdict, row.test, row.paired?.state, row.paired?.rounds]).toEqual([
      'regression',
      'paired-rounds',
      'regression',
      14,
    ]);
    // Every head is its base times 1.2: the shift where the rank test crosses zero.
    expect(row.change).toBeCloseTo(0.2, 12);
  });

  it('says at which round each row settled: the primary row where its benchmark stopped, a secondary row when it reached its state', () => {
    const rounds = BASE14.map((_, i) => i);
    const results = (ns: number[], bytes: number, allocs: number) =>
      createResults({
        context: { maxRounds: 20 },
        benchmarks: [
          {
            suite: 'p',
            name: 'BenchmarkX',
            params: {},
            metrics: [
              { unit: 'ns/op', direction: 'smaller', samples: ns, rounds },
              { unit: 'B/op', direction: 'smaller', samples: ns.map(() => bytes), rounds },
              { unit: 'allocs/op', direction: 'smaller', samples: ns.map(() => allocs), rounds },
            ],
          },
        ],
      });
    const c = compareResults(results(BASE14, 64, 1), results(SLOWER14, 128, 1), DEFAULT_POLICY);
    expect(c.rows.map((r) => [r.unit, r.paired?.state, r.paired?.rounds, r.paired?.settledAt])).toEqual([
      ['ns/op', 'regression', 14, 14],
      // Exact from the rule's first look: the same count every round.
      ['B/op', 'regression', 14, 2],
      ['allocs/op', 'unchanged', 14, 2],
    ]);
    // The round loop's look between rounds reads the primary rows only: the secondary rows' search is left out.
    const between = compareResults(results(BASE14, 64, 1), results(SLOWER14, 128, 1), DEFAULT_POLICY, {
      betweenRounds: true,
    });
    expect(between.rows.map((r) => [r.paired?.state, r.paired?.settledAt])).toEqual([
      ['regression', 14],
      ['regression', undefined],
      ['unchanged', undefined],
    ]);
    // A row still open says nothing.
    const open = compareResults(
      side(BASE14.slice(0, 4)),
      side(SLOWER14.slice(0, 4).map((v, i) => v * (i % 2 ? 0.8 : 1.1))),
      DEFAULT_POLICY,
    );
    expect([open.rows[0]!.paired?.state, open.rows[0]!.paired?.settledAt]).toEqual(['open', undefined]);
  });

  it("says when an early flag stood without confirmation rounds, as the run recorded: its runner's processes measure in one mode", () => {
    // 4 rounds, every head about 30% slower with under 1% noise: the early branch's t interval flags it.
    const base = [100, 102, 99, 101];
    const head = [130, 131.5, 129.2, 131.9];
    const judged = (design: { maxRounds: number; earlyFlagsConfirmed?: false }) =>
      compareResults(side(base, design), side(head, design), DEFAULT_POLICY).rows[0]!;
    const unconfirmed = judged({ maxRounds: 40, earlyFlagsConfirmed: false });
    expect([
      unconfirmed.verdict,
      unconfirmed.paired?.early,
      unconfirmed.paired?.unconfirmedEarly,
      unconfirmed.paired?.settledAt,
    ]).toEqual(['regression', true, true, 4]);
    expect(unconfirmed.notes).toEqual([
      "flagged at round 4 by the size of the change; no confirmation rounds: the runner's processes measure in one mode",
    ]);
    // A run that would have confirmed it records nothing, and its rows say nothing of it.
    const confirmedRun = judged({ maxRounds: 40 });
    expect([confirmedRun.verdict, confirmedRun.paired?.unconfirmedEarly, confirmedRun.notes]).toEqual([
      'regression',
      undefined,
      [],
    ]);
  });

  it("reports a row flagged at round 4 with its flag's interval, which excludes no change, and decides as before", () => {
    // Log ratios 0.078, 0.1126, 0.078, 0.1126 (+10%, 2% noise): the shaped flag at round 4 raises it
    // (docs/statistics.md, "The interval a flagged row reports"; worked in test/unit/stats/sequential.test.ts).
    // Without the flag's interval comparison.json said −8.47% to +32.2%.
    const base = [100, 100, 100, 100];
    const head = [0.078, 0.1126, 0.078, 0.1126].map((d) => 100 * Math.exp(d));
    const row = compareResults(side(base, { maxRounds: 40 }), side(head, { maxRounds: 40 }), DEFAULT_POLICY)
      .rows[0]!;
    expect([row.verdict, row.paired?.early, row.paired?.settledAt]).toEqual(['regression', true, 4]);
    expect([row.paired!.low, row.paired!.high].map((v) => Number(v.toFixed(5)))).toEqual([0.00997, 0.19804]);
  });

  it('judges at the alpha the run recorded (a bisection probe), and says so in the design line', () => {
    // Over 20 rounds at 0.01/6 (a search of 16 commits) the 14 rounds still
    // cross (z = sqrt(14) = 3.742); at 1e-4 the boundary is above sqrt(14) and
    // the row stays open. Every round's ratio is the same 22%, so the early
    // branch's t interval has no spread to scale by and leaves it to the rank
    // test; at 1e-6 the row is still judged on its rounds (the early branch
    // could flag from round 3) and stays open.
    const at = (alpha: number) => {
      const d = { maxRounds: 20, sequentialAlpha: alpha };
      return compareResults(side(BASE14, d), side(SLOWER14, d), DEFAULT_POLICY);
    };
    const probe = at(0.01 / 6);
    expect([probe.rows[0]!.verdict, probe.rows[0]!.paired?.state]).toEqual(['regression', 'regression']);
    expect(designLine(probe)).toBe(
      'Paired rounds, sequential: 99.83% confidence per benchmark, threshold 5%; rounds per benchmark: median 14, at most 14 (max-rounds 20); 1 of 1 settled before max-rounds',
    );
    const strict = at(1e-4);
    expect([strict.rows[0]!.verdict, strict.rows[0]!.paired?.state]).toEqual(['inconclusive', 'open']);
    expect(designLine(strict)).toContain('99.99% confidence per benchmark');
    expect(at(1e-6).rows[0]!.paired?.state).toBe('open');
  });

  it('uses the pooled rank test when the samples carry no rounds', () => {
    const c = compareResults(side(BASE14, {}, false), side(SLOWER14, {}, false), DEFAULT_POLICY);
    expect([c.rows[0]!.test, c.rows[0]!.paired]).toEqual(['mann-whitney', undefined]);
  });

  it('uses the pooled rank test before the first look (fewer than 2 paired rounds)', () => {
    const c = compareResults(side(BASE14.slice(0, 1)), side(SLOWER14.slice(0, 1)), DEFAULT_POLICY);
    expect(c.rows[0]!.test).toBe('mann-whitney');
  });

  it('takes back a regression the confirmation rounds do not confirm', () => {
    const design = { maxRounds: 20, confirmFrom: 14 };
    const back = [100, 101, 99, 100, 102, 98, 101, 99];
    const c = compareResults(
      side([...BASE14, ...back], design),
      side([...SLOWER14, ...back.map((b) => b * 0.8)], design),
      DEFAULT_POLICY,
    );
    const row = c.rows[0]!;
    expect([row.verdict, row.paired?.confirmationRounds, row.paired?.rounds]).toEqual([
      'inconclusive',
      8,
      22,
    ]);
    expect(row.notes).toContain('flagged in the first rounds but not confirmed by 8 extra rounds');
    // 22 rounds against max-rounds 20: the design line says where the other 2 came from.
    expect(designLine(c)).toBe(
      'Paired rounds, sequential: 99% confidence per benchmark, threshold 5%; rounds per benchmark: median 22, at most 22 (max-rounds 20, then 8 confirmation rounds for 1 benchmark); 0 of 1 settled before max-rounds',
    );
  });

  describe('a row flagged early whose confirmation rounds did not confirm it, run on from round 7', () => {
    // Rounds 0–3: head 20% slower, flagged at round 4 by the early branch; rounds 4–6 (the confirmation
    // rounds) unchanged, which leaves it inconclusive; from round 7 (reopenFrom) the rounds run on.
    const BASE = [
      100, 102, 99, 101, 100, 101, 99, 100, 102, 98, 101, 99, 100, 101, 99, 100, 102, 98, 101, 99, 100, 101,
    ];
    const OTHER = [
      101, 99, 100, 102, 99, 100, 101, 98, 100, 101, 99, 102, 100, 99, 101, 100, 98, 101, 100, 102, 99, 100,
    ];
    const design = { maxRounds: 40, confirmFrom: 4, reopenFrom: 7 };
    /** The row after `n` rounds, the head `later` times its own noise from round 7. */
    const judged = (
      n: number,
      later: number,
      d: typeof design | { maxRounds: number; confirmFrom: number } = design,
    ) =>
      compareResults(
        side(BASE.slice(0, n), d),
        side(
          OTHER.slice(0, n).map((h, i) => h * (i < 4 ? 1.2 : i < 7 ? 1 : later)),
          d,
        ),
        DEFAULT_POLICY,
      ).rows[0]!;

    it('was inconclusive after its confirmation rounds, as without running on', () => {
      const row = judged(7, 1, { maxRounds: 40, confirmFrom: 4 });
      expect([row.verdict, row.paired?.state, row.paired?.confirmationRounds, row.paired?.early]).toEqual([
        'inconclusive',
        'inconclusive',
        3,
        true,
      ]);
    });

    it('is a regression when the rounds run on flag it again and 3 more rounds confirm it', () => {
      // Flagged again at round 15 over all its rounds, confirmed by rounds 16–18.
      const row = judged(18, 1.2);
      expect([
        row.verdict,
        row.paired?.rounds,
        row.paired?.settledAt,
        row.paired?.confirmationRounds,
        row.paired?.reopened,
        row.paired?.early,
      ]).toEqual(['regression', 18, 18, 3, { flaggedAt: 4, confirmationRounds: 3 }, undefined]);
      expect(row.notes).toEqual([
        'flagged at round 4 by the size of the change but not confirmed by 3 extra rounds: ran on, judged over all 18 rounds',
        'confirmed: still a regression after 3 extra rounds of both sides',
      ]);
    });

    it('stays open while the rounds that would confirm its new flag have not run', () => {
      const row = judged(16, 1.2);
      expect([row.verdict, row.paired?.state, row.paired?.rounds]).toEqual(['inconclusive', 'open', 16]);
    });

    it('is unchanged when the rounds run on show no change, at the look that settles it', () => {
      const row = judged(21, 1);
      expect([row.verdict, row.paired?.state, row.paired?.rounds, row.paired?.settledAt]).toEqual([
        'unchanged',
        'unchanged',
        21,
        21,
      ]);
      expect(judged(20, 1).paired?.state).toBe('open');
    });
  });

  it('counts a confirmed regression as settled where it was flagged, before its confirmation rounds', () => {
    // Flagged at round 14 of 16, confirmed by 3 more rounds: 17 rounds in all.
    const design = { maxRounds: 16, confirmFrom: 14 };
    const more = [100, 101, 99];
    const c = compareResults(
      side([...BASE14, ...more], design),
      side([...SLOWER14, ...more.map((b) => b * 1.2)], design),
      DEFAULT_POLICY,
    );
    const row = c.rows[0]!;
    expect([row.verdict, row.paired?.confirmationRounds, row.paired?.rounds, row.paired?.settledAt]).toEqual([
      'regression',
      3,
      17,
      14,
    ]);
    expect(designLine(c)).toBe(
      'Paired rounds, sequential: 99% confidence per benchmark, threshold 5%; rounds per benchmark: median 17, at most 17 (max-rounds 16, then 3 confirmation rounds for 1 benchmark); 1 of 1 settled before max-rounds',
    );
  });

  it('keeps a row open, with what it could detect and the rounds it needs, when the noise hides the threshold', () => {
    const noisy = [100, 150, 80, 130, 90, 140];
    const c = compareResults(side([100, 100, 100, 100, 100, 100]), side(noisy), DEFAULT_POLICY);
    const row = c.rows[0]!;
    expect([row.verdict, row.paired?.state]).toEqual(['inconclusive', 'open']);
    expect(row.paired!.roundsNeeded).toBeGreaterThan(0);
    expect(row.notes[0]).toBe(
      `inconclusive after 6 rounds (could detect ≥ ${Number((row.paired!.detectable * 100).toPrecision(3))}%): needs about ${row.paired!.roundsNeeded} more rounds`,
    );
  });

  it('stops a row too noisy to settle by max-rounds at round 8 and says so', () => {
    const swinging = [100, 150, 80, 130, 90, 140, 60, 170];
    const c = compareResults(side(Array<number>(8).fill(100)), side(swinging), DEFAULT_POLICY);
    const row = c.rows[0]!;
    expect([row.verdict, row.paired?.state, row.paired?.futile, row.paired?.rounds]).toEqual([
      'inconclusive',
      'inconclusive',
      true,
      8,
    ]);
    expect(row.notes[0]).toBe(
      `inconclusive after 8 rounds (could detect ≥ ${Number((row.paired!.detectable * 100).toPrecision(3))}%): stopped early, too noisy to decide within max-rounds: needs about ${row.paired!.roundsNeeded} more rounds`,
    );
  });

  it('reports a count that is the same in every round of each side as an exact change', () => {
    const c = compareResults(
      side(Array<number>(6).fill(48)),
      side(Array<number>(6).fill(96)),
      DEFAULT_POLICY,
    );
    const row = c.rows[0]!;
    expect([row.verdict, row.paired?.exact, row.change, row.notes]).toEqual([
      'regression',
      true,
      1,
      ['exact: every sample the same on each side over 6 rounds'],
    ]);
  });

  it('says how close the samples of a near-exact count were', () => {
    // The time per op is primary (and unchanged); B/op is the secondary row judged by its range.
    const bytes = [131072, 131090, 131072, 131090, 131072, 131090];
    const withBytes = (b: number[]): Results =>
      createResults({
        context: { maxRounds: 20 },
        benchmarks: [
          {
            suite: 'p',
            name: 'BenchmarkX',
            params: {},
            metrics: [
              {
                unit: 'ns/op',
                direction: 'smaller',
                samples: [...BASE14.slice(0, 6)],
                rounds: [0, 1, 2, 3, 4, 5],
              },
              { unit: 'B/op', direction: 'smaller', samples: b, rounds: [0, 1, 2, 3, 4, 5] },
            ],
          },
        ],
      });
    const c = compareResults(withBytes(bytes), withBytes(bytes.map((x) => 2 * x)), DEFAULT_POLICY);
    const row = c.rows.find((r) => r.unit === 'B/op')!;
    expect([row.verdict, row.paired?.exact, row.paired?.exactSpread, row.notes]).toEqual([
      'regression',
      true,
      131090 / 131072 - 1,
      ["exact within 0.0137%: each side's samples that close over 6 rounds"],
    ]);
  });

  it('reaches the same comparison from the JSON files as from the results in memory', () => {
    const base = side(BASE14);
    const head = side(SLOWER14);
    const read = (r: Results, file: string) => createResults(benchgateJsonFormat.parse(toJsonText(r), file));
    const fromFiles = compareResults(read(base, 'base.json'), read(head, 'head.json'), DEFAULT_POLICY);
    expect(toJsonText(fromFiles)).toBe(toJsonText(compareResults(base, head, DEFAULT_POLICY)));
  });
});
