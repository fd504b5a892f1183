// Agreement with benchstat (issue 3, item 7): on real Go benchmark output,
// with the false-discovery correction off, benchgate's comparison must print
// the same numbers as the pinned benchstat, at the precision benchstat prints
// them. The pairs come from test/fixtures/benchstat-pairs/regenerate.sh
// (a real Go benchmark run twice unchanged, with 10% and 2x injected
// slowdowns, at -count 10, 5 and 3, and with a benchmark added and one removed).
//
// What benchstat -format csv prints, per unit (golang.org/x/perf
// cmd/benchstat/internal/benchtab Table.ToCSV):
//   center  fmt.Sprint(median) in its tidied unit (ns/op → sec/op ×1e-9, MB/s → B/s ×1e6)
//   CI      "%.0f%%" of max(hi/center-1, 1-lo/center), "∞" when unbounded
//   vs base "~" when p > alpha (0.05), else "%+.2f%%" of the change
//   P       "p=%0.3f n=%d" (n=a+b when the sizes differ)
//   stderr  footnotes per cell: "B7: need >= 6 samples for confidence interval at level 0.95"
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareResults } from '../../src/compare/compare.js';
import { DEFAULT_POLICY, type ComparePolicy } from '../../src/compare/policy.js';
import type { Comparison, ComparisonRow, SideSummary } from '../../src/compare/types.js';
import { loadInputs } from '../../src/inputs/load.js';
import { parseBenchstatCsv, type BenchstatOutput, type BenchstatRow, type BenchstatTable } from '../support/benchstat-csv.js';
import {
  benchstatLabel,
  formatComparison,
  formatDelta,
  formatGoFixed,
  formatPctRange,
  tidyGoUnit,
  ulpDistance,
} from '../support/benchstat-render.js';

const root = new URL('../..', import.meta.url).pathname;
const fixtures = join(root, 'test/fixtures/benchstat-pairs');
const benchstatBin = join(root, '.tools/bin/benchstat');
const POLICY: ComparePolicy = { ...DEFAULT_POLICY, fdr: false };

/**
 * Centers in a unit benchstat rescales may differ in the last bits: benchstat
 * multiplies every sample by 1e-9 (or 1e6) and then interpolates the median;
 * benchgate interpolates in the tool's unit and the test scales after. Two
 * roundings apart at most (measured: 0, 1 or 2 units in the last place of a
 * 17-digit number, where the samples carry 4 or 5 significant digits).
 * Unscaled units (B/op, allocs/op, custom units) must be bit-identical.
 */
const MAX_ULPS_WHEN_SCALED = 2;

const PAIRS = [
  'a-a-count10',
  'a-b10-count10',
  'a-b100-count10',
  'a-b10-count5',
  'a-b100-count3',
  'added-removed-count10',
] as const;

interface Matched {
  table: BenchstatTable;
  bs: BenchstatRow;
  ours: ComparisonRow;
  factor: number;
  /** "pair unit label", for failure messages. */
  where: string;
}

interface PairRun {
  benchstat: BenchstatOutput;
  ours: Comparison;
  matched: Matched[];
  /** Rows on one side only that benchstat prints and we have no row for, or the reverse. */
  unmatched: string[];
}

const runs = new Map<string, PairRun>();

beforeAll(async () => {
  if (!existsSync(benchstatBin)) {
    const setup = spawnSync(process.execPath, [join(root, 'scripts/setup-tools.mjs')], { encoding: 'utf8' });
    if (setup.status !== 0) throw new Error(`scripts/setup-tools.mjs failed:\n${setup.stdout}${setup.stderr}`);
  }
  for (const pair of PAIRS) runs.set(pair, await runPair(pair));
});

async function runPair(pair: string): Promise<PairRun> {
  const files = [`${pair}.base.txt`, `${pair}.head.txt`];
  const r = spawnSync(benchstatBin, ['-format', 'csv', ...files], { cwd: fixtures, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`benchstat ${pair} exited ${r.status}: ${r.stderr}`);
  const benchstat = parseBenchstatCsv(r.stdout, r.stderr);
  const [base, head] = await Promise.all(files.map((f) => loadInputs([join(fixtures, f)], { format: 'go' })));
  expect([...base!.results.problems, ...head!.results.problems], pair).toEqual([]);
  const ours = compareResults(base!.results, head!.results, POLICY);
  return { benchstat, ours, ...matchRows(pair, benchstat, ours) };
}

function matchRows(pair: string, benchstat: BenchstatOutput, ours: Comparison) {
  const byKey = new Map<string, ComparisonRow>();
  for (const row of ours.rows) {
    const key = `${tidyGoUnit(row.unit).unit} ${benchstatLabel(row)}`;
    if (byKey.has(key)) throw new Error(`${pair}: two rows of ours for ${key}`);
    byKey.set(key, row);
  }
  const matched: Matched[] = [];
  const unmatched: string[] = [];
  for (const table of benchstat.tables) {
    for (const bs of table.rows) {
      const key = `${table.unit} ${bs.label}`;
      const row = byKey.get(key);
      byKey.delete(key);
      if (row) matched.push({ table, bs, ours: row, factor: tidyGoUnit(row.unit).factor, where: `${pair} ${key}` });
      else unmatched.push(`${pair} ${key}: benchstat prints ${sidesOf(bs)}, benchgate has no row`);
    }
  }
  for (const [key, row] of byKey) unmatched.push(`${pair} ${key}: benchgate has a ${row.verdict} row, benchstat none`);
  return { matched, unmatched };
}

function sidesOf(bs: BenchstatRow): string {
  return [bs.base ? `base ${bs.base.center}` : 'no base', bs.head ? `head ${bs.head.center}` : 'no head'].join(', ');
}

/** Runs `check` on every matched row of every pair; returns the disagreements. */
function disagreements(check: (m: Matched) => string | undefined): string[] {
  const out: string[] = [];
  for (const pair of PAIRS) {
    for (const m of runs.get(pair)!.matched) {
      const problem = check(m);
      if (problem !== undefined) out.push(`${m.where}: ${problem}`);
    }
  }
  return out;
}

function sides(m: Matched): Array<['base' | 'head', NonNullable<BenchstatRow['base']>, SideSummary | undefined]> {
  const out: Array<['base' | 'head', NonNullable<BenchstatRow['base']>, SideSummary | undefined]> = [];
  if (m.bs.base) out.push(['base', m.bs.base, m.ours.base]);
  if (m.bs.head) out.push(['head', m.bs.head, m.ours.head]);
  return out;
}

/** Our interval scaled into benchstat's unit, as benchstat holds it. */
function scaled(side: SideSummary, factor: number) {
  return { center: side.center * factor, low: side.low * factor, high: side.high * factor };
}

describe('benchgate agrees with benchstat on real Go benchmark pairs (FDR off)', () => {
  it('has one row for every row benchstat prints, and none it does not', () => {
    expect(PAIRS.flatMap((pair) => runs.get(pair)!.unmatched)).toEqual([]);
  });

  it('prints the same sides of each row (added and removed benchmarks)', () => {
    const problems = disagreements((m) => {
      const bs = `${m.bs.base ? 'base' : '-'}/${m.bs.head ? 'head' : '-'}`;
      const ours = `${m.ours.base ? 'base' : '-'}/${m.ours.head ? 'head' : '-'}`;
      if (bs !== ours) return `benchstat has ${bs}, benchgate ${ours}`;
      const verdict = !m.bs.base ? 'added' : !m.bs.head ? 'removed' : undefined;
      if (verdict && m.ours.verdict !== verdict) return `verdict ${m.ours.verdict}, expected ${verdict}`;
      return undefined;
    });
    expect(problems).toEqual([]);
  });

  it('has the same centers (medians) to the last digit benchstat prints', () => {
    const problems = disagreements((m) => {
      for (const [name, bs, ours] of sides(m)) {
        if (!ours) return `${name}: no summary`;
        const theirs = Number(bs.center);
        const mine = ours.center * m.factor;
        const allowed = m.factor === 1 ? 0 : MAX_ULPS_WHEN_SCALED;
        if (!(ulpDistance(theirs, mine) <= allowed)) return `${name} center: benchstat ${bs.center}, benchgate ${mine}`;
      }
      return undefined;
    });
    expect(problems).toEqual([]);
  });

  it('has the same confidence intervals as benchstat prints them (± %, ∞)', () => {
    const problems = disagreements((m) => {
      for (const [name, bs, ours] of sides(m)) {
        const mine = ours ? formatPctRange(scaled(ours, m.factor)) : 'none';
        if (mine !== bs.ci) return `${name} CI: benchstat ${bs.ci}, benchgate ${mine} (${ours?.low}..${ours?.high})`;
        if (ours && ours.confidence < 0.95) return `${name}: confidence ${ours.confidence} < 0.95`;
      }
      return undefined;
    });
    expect(problems).toEqual([]);
  });

  it('has the same p-values and sample counts to the printed precision', () => {
    const problems = disagreements((m) => {
      if (m.bs.comparison === undefined) return m.ours.p === undefined ? undefined : `p ${m.ours.p} on a one-sided row`;
      const { p, base, head } = m.ours;
      if (p === undefined || !base || !head) return `benchstat ${m.bs.comparison}, benchgate has no test`;
      const mine = formatComparison(p, base.n, head.n);
      if (mine !== m.bs.comparison) return `benchstat ${m.bs.comparison}, benchgate ${mine} (p=${p})`;
      if (m.ours.q !== p) return `q ${m.ours.q} differs from p ${p} with the correction off`;
      return undefined;
    });
    expect(problems).toEqual([]);
  });

  it('finds the same rows significant at alpha 0.05, with the same change and matching verdicts', () => {
    const problems = disagreements((m) => {
      if (m.bs.delta === undefined) return undefined;
      const theirs = m.bs.delta !== '~';
      // decideVerdict's rule: significant when q < alpha.
      const mine = m.ours.q! < POLICY.alpha;
      if (theirs !== mine) return `benchstat ${m.bs.delta} (${m.bs.comparison}), benchgate q=${m.ours.q}`;
      if (!theirs) {
        return ['unchanged', 'inconclusive'].includes(m.ours.verdict) ? undefined : `not significant but ${m.ours.verdict}`;
      }
      const delta = formatDelta(m.ours.base!.center * m.factor, m.ours.head!.center * m.factor);
      if (delta !== m.bs.delta) return `vs base: benchstat ${m.bs.delta}, benchgate ${delta}`;
      const change = m.ours.change!;
      const worse = m.ours.direction === 'smaller' ? change > 0 : change < 0;
      const expected = Math.abs(change) > m.ours.threshold ? (worse ? 'regression' : 'improvement') : 'unchanged';
      return m.ours.verdict === expected ? undefined : `significant ${m.bs.delta}: verdict ${m.ours.verdict}, expected ${expected}`;
    });
    expect(problems).toEqual([]);
  });

  it("carries benchstat's caveat footnotes as notes, word for word", () => {
    const problems = disagreements((m) => {
      const theirs = [
        ...new Set([...(m.bs.base?.warnings ?? []), ...(m.bs.head?.warnings ?? []), ...m.bs.comparisonWarnings]),
      ].sort();
      // The noise hint is benchgate's own (issue 3 item 4): benchstat has none.
      const mine = m.ours.notes.filter((n) => !n.startsWith('too noisy to judge:')).sort();
      return JSON.stringify(mine) === JSON.stringify(theirs) ? undefined : `benchstat ${JSON.stringify(theirs)}, benchgate ${JSON.stringify(mine)}`;
    });
    expect(problems).toEqual([]);
  });

  it("has the same geomean change per unit as benchstat's geomean row", () => {
    const problems: string[] = [];
    for (const pair of PAIRS) {
      const { benchstat, ours } = runs.get(pair)!;
      for (const table of benchstat.tables) {
        const line = ours.summary.geomeans.find((g) => tidyGoUnit(g.unit).unit === table.unit);
        const mine = line ? `${line.change < 0 ? '' : '+'}${formatGoFixed(line.change * 100, 2)}%` : 'none';
        if (mine !== table.geomeanDelta) problems.push(`${pair} ${table.unit}: benchstat ${table.geomeanDelta}, benchgate ${mine}`);
      }
    }
    expect(problems).toEqual([]);
  });

  // The fixtures must exercise every branch above, or agreement would be vacuous.
  it('covers significant and insignificant rows, unbounded intervals, caveats, added and removed', () => {
    const all = PAIRS.flatMap((pair) => runs.get(pair)!.matched);
    const count = (f: (m: Matched) => boolean) => all.filter(f).length;
    const coverage = {
      significant: count((m) => m.bs.delta !== undefined && m.bs.delta !== '~') > 0,
      insignificantWithSpread: count((m) => m.bs.delta === '~' && m.bs.base?.ci !== '0%') > 0,
      unbounded: count((m) => m.bs.base?.ci === '∞') > 0,
      needSamplesForCi: count((m) => m.bs.base?.warnings.some((w) => w.startsWith('need >= 6 samples')) ?? false) > 0,
      needSamplesForAlpha: count((m) => m.bs.comparisonWarnings.some((w) => w.startsWith('need >= 4 samples'))) > 0,
      allEqual: count((m) => m.bs.comparisonWarnings.includes('all samples are equal')) > 0,
      added: count((m) => !m.bs.base) > 0,
      removed: count((m) => !m.bs.head) > 0,
      units: [...new Set(all.map((m) => m.table.unit))].sort(),
    };
    expect(coverage).toEqual({
      significant: true,
      insignificantWithSpread: true,
      unbounded: true,
      needSamplesForCi: true,
      needSamplesForAlpha: true,
      allEqual: true,
      added: true,
      removed: true,
      units: ['B/op', 'B/s', 'allocs/op', 'fields/op', 'sec/field', 'sec/op'],
    });
  });
});
