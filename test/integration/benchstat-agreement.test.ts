// Agreement with benchstat (issue 3, item 7): on real Go benchmark output,
// with the false-discovery correction off, benchgate's comparison must give
// the numbers the pinned benchstat prints, at the precision it prints them.
// The pairs come from test/fixtures/benchstat-pairs/regenerate.sh: a real Go
// benchmark run twice unchanged (a-a), with 10% and 2x injected slowdowns
// (a-b10, a-b100), at -count 10, 5 and 3, with one benchmark added and one
// removed, and with 3 base runs against 4 head runs.
//
// What `benchstat -format csv` prints, per unit (golang.org/x/perf
// cmd/benchstat/internal/benchtab Table.ToCSV and benchmath):
//   center  fmt.Sprint(median) in the tidied unit (ns/op → sec/op ×1e-9, MB/s → B/s ×1e6)
//   CI      "%.0f%%" of max(hi/center-1, 1-lo/center); "∞" when unbounded
//   vs base "~" when p > alpha (0.05), else "%+.2f%%" of the change
//   P       "p=%0.3f n=%d" (p left out when exactly 0, n=a+b when sizes differ)
//   stderr  footnotes per cell: "B7: need >= 6 samples for confidence interval at level 0.95"
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareResults } from '../../src/compare/compare.js';
import { DEFAULT_POLICY, type ComparePolicy } from '../../src/compare/policy.js';
import type { Comparison, ComparisonRow, SideSummary } from '../../src/compare/types.js';
import { loadInputs } from '../../src/formats/load-result-files.js';
import {
  CHECKS,
  MAX_ULPS_WHEN_SCALED,
  checkGeomeans,
  matchRows,
  type Matched,
  type Matching,
  type RowCheck,
} from '../support/benchstat-checks.js';
import { parseBenchstatCsv, type BenchstatOutput } from '../support/benchstat-csv.js';
import { shiftUlps } from '../support/benchstat-render.js';

const root = new URL('../..', import.meta.url).pathname;
const fixtures = join(root, 'test/fixtures/benchstat-pairs');
const benchstatBin = join(root, '.tools/bin/benchstat');
const POLICY: ComparePolicy = { ...DEFAULT_POLICY, fdr: false };

const PAIRS = [
  'a-a-count10',
  'a-b10-count10',
  'a-b100-count10',
  'a-b10-count5',
  'a-b100-count3',
  'added-removed-count10',
  'uneven-count3-count4',
] as const;

interface PairRun extends Matching {
  benchstat: BenchstatOutput;
  ours: Comparison;
}

const runs = new Map<string, PairRun>();

beforeAll(async () => {
  if (!existsSync(benchstatBin)) {
    const setup = spawnSync(process.execPath, [join(root, 'scripts/setup-tools.mjs')], { encoding: 'utf8' });
    if (setup.status !== 0)
      throw new Error(`scripts/setup-tools.mjs failed:\n${setup.stdout}${setup.stderr}`);
  }
  for (const pair of PAIRS) runs.set(pair, await runPair(pair));
});

async function runPair(pair: string): Promise<PairRun> {
  const files = [`${pair}.base.txt`, `${pair}.head.txt`];
  const r = spawnSync(benchstatBin, ['-format', 'csv', ...files], { cwd: fixtures, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`benchstat on ${pair} exited ${r.status}: ${r.stderr}`);
  const benchstat = parseBenchstatCsv(r.stdout, r.stderr);
  const [base, head] = await Promise.all(files.map((f) => loadInputs([join(fixtures, f)], { format: 'go' })));
  expect([...base!.results.problems, ...head!.results.problems], pair).toEqual([]);
  const ours = compareResults(base!.results, head!.results, POLICY);
  return { benchstat, ours, ...matchRows(pair, benchstat, ours) };
}

const allMatched = (): Matched[] => PAIRS.flatMap((pair) => runs.get(pair)!.matched);

/**
 * Every disagreement of one check over every matched row of every pair; `byMedian` leaves out
 * the rows judged by mode, which have no p and say so first in their notes (docs/statistics.md,
 * "Where benchgate differs from benchstat, on purpose").
 */
function disagreements(check: RowCheck, byMedian = false): string[] {
  return allMatched().flatMap((m) => {
    if (byMedian && m.ours.modes) return [];
    const problem = check(m, POLICY);
    return problem === undefined ? [] : [`${m.where}: ${problem}`];
  });
}

/** The interval 10% and 2 points of the center wider on each side: at least 2 points more "±". */
function widened(side: SideSummary): SideSummary {
  const { center, low, high } = side;
  return {
    ...side,
    low: center - (center - low) * 1.1 - 0.02 * center,
    high: center + (high - center) * 1.1 + 0.02 * center,
  };
}

describe('benchgate agrees with benchstat on real Go benchmark pairs (FDR off)', () => {
  it('has a row for every row benchstat prints for benchmarks on both sides, and no other', () => {
    const unmatched = PAIRS.flatMap((pair) => runs.get(pair)!.unmatched);
    expect(unmatched.filter((u) => !u.lone).map((u) => u.message)).toEqual([]);
  });

  it('has a row for every unit of an added or removed benchmark, as benchstat prints them', () => {
    const unmatched = PAIRS.flatMap((pair) => runs.get(pair)!.unmatched);
    expect(unmatched.filter((u) => u.lone).map((u) => u.message)).toEqual([]);
  });

  it('prints the same sides of each row, added and removed as such', () => {
    expect(disagreements(CHECKS.sides)).toEqual([]);
  });

  it('has the same centers (medians) to the last digit benchstat prints', () => {
    expect(disagreements(CHECKS.centers)).toEqual([]);
  });

  it('has the same confidence intervals as benchstat prints them (± %, ∞)', () => {
    expect(disagreements(CHECKS.intervals)).toEqual([]);
  });

  it('has the same p-values and sample counts to the printed precision', () => {
    expect(disagreements(CHECKS.pValues, true)).toEqual([]);
  });

  it('finds the same rows significant at alpha 0.05, with the same change and consistent verdicts', () => {
    expect(disagreements(CHECKS.significance)).toEqual([]);
  });

  it("carries benchstat's caveat footnotes as notes, word for word", () => {
    expect(disagreements(CHECKS.caveats, true)).toEqual([]);
  });

  it("has the same geomean change per unit as benchstat's geomean row", () => {
    expect(
      PAIRS.flatMap((pair) => checkGeomeans(pair, runs.get(pair)!.benchstat, runs.get(pair)!.ours)),
    ).toEqual([]);
  });

  // Agreement on fixtures that never reach a branch would be vacuous.
  it('exercises significant and insignificant rows, unbounded intervals, caveats, uneven sizes, every unit', () => {
    const all = allMatched();
    const some = (f: (m: Matched) => boolean) => all.some(f);
    expect({
      rows: all.length,
      significant: some((m) => m.bs.delta !== undefined && m.bs.delta !== '~'),
      insignificantWithSpread: some((m) => m.bs.delta === '~' && m.bs.base?.ci !== '0%'),
      unbounded: some((m) => m.bs.base?.ci === '∞'),
      needSamplesForCi: some(
        (m) => m.bs.base?.warnings.some((w) => w.startsWith('need >= 6 samples')) ?? false,
      ),
      needSamplesForAlpha: some((m) =>
        m.bs.comparisonWarnings.some((w) => w.startsWith('need >= 4 samples')),
      ),
      allEqual: some((m) => m.bs.comparisonWarnings.includes('all samples are equal')),
      added: some((m) => !m.bs.base),
      removed: some((m) => !m.bs.head),
      unevenSizes: some((m) => /n=\d+\+\d+$/.test(m.bs.comparison ?? '')),
      units: [...new Set(all.map((m) => m.table.unit))].sort(),
    }).toEqual({
      rows: expect.any(Number) as number,
      significant: true,
      insignificantWithSpread: true,
      unbounded: true,
      needSamplesForCi: true,
      needSamplesForAlpha: true,
      allEqual: true,
      added: true,
      removed: true,
      unevenSizes: true,
      units: ['B/op', 'B/s', 'allocs/op', 'fields/op', 'sec/field', 'sec/op'],
    });
    expect(all.length).toBeGreaterThan(150);
  });

  it('fails when any of our numbers is perturbed, so the checks above can fail', () => {
    const all = allMatched();
    const pick = (what: string, f: (m: Matched) => boolean): Matched => {
      const found = all.find((m) => f(m) && !Object.values(CHECKS).some((check) => check(m, POLICY)));
      if (!found) throw new Error(`no agreeing row that is ${what}`);
      return found;
    };
    const shifted = pick(
      'significant, rescaled, bounded',
      (m) => m.factor !== 1 && m.bs.delta?.endsWith('%') === true && m.bs.base?.ci !== '∞',
    );
    const exact = pick('unscaled and positive', (m) => m.factor === 1 && (m.ours.head?.center ?? 0) > 0);
    const quiet = pick('not significant, p > 0.1', (m) => m.bs.delta === '~' && (m.ours.p ?? 0) > 0.1);
    const noted = pick('with a comparison footnote', (m) => m.bs.comparisonWarnings.length > 0);
    const cases: Array<[keyof typeof CHECKS, Matched, (r: ComparisonRow) => void]> = [
      [
        'centers',
        shifted,
        (r) => void (r.base!.center = shiftUlps(r.base!.center, MAX_ULPS_WHEN_SCALED + 2)),
      ],
      ['centers', exact, (r) => void (r.head!.center = shiftUlps(r.head!.center, 1))],
      ['intervals', shifted, (r) => void (r.head = widened(r.head!))],
      ['intervals', shifted, (r) => void (r.base!.low = -Infinity)],
      ['pValues', shifted, (r) => void (r.p = r.q = r.p! + 0.001)],
      ['pValues', shifted, (r) => void (r.head!.n -= 1)],
      ['significance', shifted, (r) => void (r.q = POLICY.alpha)],
      ['significance', quiet, (r) => void (r.q = 0.01)],
      ['significance', shifted, (r) => void (r.verdict = 'inconclusive')],
      ['caveats', noted, (r) => void (r.notes = r.notes.filter((n) => n !== noted.bs.comparisonWarnings[0]))],
      ['caveats', shifted, (r) => void r.notes.push('all samples are equal')],
      ['sides', shifted, (r) => void delete r.head],
    ];
    const caught = cases.map(([check, m, perturb]) => {
      const copy: Matched = { ...m, ours: structuredClone(m.ours) };
      perturb(copy.ours);
      return `${check} ${CHECKS[check](copy, POLICY) === undefined ? 'missed' : 'caught'} a change to ${m.where}`;
    });
    expect(caught.filter((line) => line.includes(' missed '))).toEqual([]);

    const run = runs.get('a-b100-count10')!;
    const ours = structuredClone(run.ours);
    ours.summary.geomeans[0]!.change += 0.001;
    expect(checkGeomeans('a-b100-count10', run.benchstat, ours)).toHaveLength(1);
    ours.rows.splice(3, 1);
    expect(matchRows('a-b100-count10', run.benchstat, ours).unmatched).toHaveLength(1);
  });
});
