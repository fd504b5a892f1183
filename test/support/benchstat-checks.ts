// The comparisons behind test/integration/benchstat-agreement.test.ts: pair
// each row benchstat prints with benchgate's row, then one check per kind of
// number. A check returns a sentence naming both values when they disagree,
// so a failure lists every disagreement at once.
import type { ComparePolicy } from '../../src/compare/policy.js';
import type { Comparison, ComparisonRow, SideSummary } from '../../src/compare/types.js';
import type { BenchstatCell, BenchstatOutput, BenchstatRow, BenchstatTable } from './benchstat-csv.js';
import {
  benchstatLabel,
  formatComparison,
  formatDelta,
  formatGoFixed,
  formatPctRange,
  tidyGoUnit,
  ulpDistance,
} from './benchstat-render.js';

/**
 * Centers in a unit benchstat rescales may differ in the last bits: benchstat
 * multiplies every sample by 1e-9 (or 1e6) and then interpolates the median;
 * benchgate interpolates in the tool's unit and the test scales after. Two
 * roundings apart at most (measured on the fixtures: 0 or 1 unit in the last
 * place of a 17-digit number, where the samples carry 4 or 5 digits).
 * Unscaled units (B/op, allocs/op, custom units) must be bit-identical.
 */
export const MAX_ULPS_WHEN_SCALED = 2;

/** benchgate's own footnote: benchstat has no noise flag (issue 3 item 4). */
const NOISE_HINT = 'too noisy to judge:';

/**
 * benchstat warns "need >= 4 samples to detect a difference" only when both
 * sides have fewer than 4; benchgate warns whenever the smallest p the sample
 * sizes allow is above alpha (3 against 4: 2/35 = 0.057), a deliberate
 * difference documented in docs/statistics.md. Such a note is accepted
 * only where it is true for the row's sizes.
 */
const DETECT_NOTE = /^need >= (\d+) samples to detect a difference at alpha level 0\.05$/;
function underpowered(n1: number, n2: number): boolean {
  // Two-sided exact minimum p of fully separated samples: 2 / C(n1+n2, n1).
  let c = 1;
  for (let i = 1; i <= n1; i++) c = (c * (n2 + i)) / i;
  return 2 / c > 0.05;
}

export interface Matched {
  table: BenchstatTable;
  bs: BenchstatRow;
  ours: ComparisonRow;
  /** What benchstat multiplied this unit's values by. */
  factor: number;
  /** "pair unit label", for failure messages. */
  where: string;
}

export interface Matching {
  matched: Matched[];
  /** benchstat rows with no row of ours, and rows of ours benchstat lacks. */
  unmatched: Unmatched[];
}

export interface Unmatched {
  message: string;
  /** The row is for a benchmark on one side only (added or removed). */
  lone: boolean;
}

/** Pairs rows by benchstat's unit (sec/op for ns/op) and label ("Spin/steps=50-2"). */
export function matchRows(pair: string, benchstat: BenchstatOutput, ours: Comparison): Matching {
  const byKey = new Map<string, ComparisonRow>();
  for (const row of ours.rows) {
    const key = `${tidyGoUnit(row.unit).unit} ${benchstatLabel(row)}`;
    if (byKey.has(key)) throw new Error(`${pair}: two rows of ours for ${key}`);
    byKey.set(key, row);
  }
  const matched: Matched[] = [];
  const unmatched: Unmatched[] = [];
  for (const table of benchstat.tables) {
    for (const bs of table.rows) {
      const key = `${table.unit} ${bs.label}`;
      const row = byKey.get(key);
      byKey.delete(key);
      if (row)
        matched.push({ table, bs, ours: row, factor: tidyGoUnit(row.unit).factor, where: `${pair} ${key}` });
      else {
        const message = `${pair} ${key}: benchstat prints ${sidesOf(bs)}; benchgate has no row`;
        unmatched.push({ message, lone: !bs.base || !bs.head });
      }
    }
  }
  for (const [key, row] of byKey) {
    const message = `${pair} ${key}: benchgate has a ${row.verdict} row; benchstat none`;
    unmatched.push({ message, lone: !row.base || !row.head });
  }
  return { matched, unmatched };
}

function sidesOf(bs: BenchstatRow): string {
  return [
    bs.base ? `base ${bs.base.center}` : 'no base',
    bs.head ? `head ${bs.head.center}` : 'no head',
  ].join(', ');
}

type Side = ['base' | 'head', BenchstatCell, SideSummary | undefined];

function sides(m: Matched): Side[] {
  const out: Side[] = [];
  if (m.bs.base) out.push(['base', m.bs.base, m.ours.base]);
  if (m.bs.head) out.push(['head', m.bs.head, m.ours.head]);
  return out;
}

/** Our interval scaled into benchstat's unit, as benchstat holds it. */
function scaled(side: SideSummary, factor: number) {
  return { center: side.center * factor, low: side.low * factor, high: side.high * factor };
}

export type RowCheck = (m: Matched, policy: ComparePolicy) => string | undefined;

export const CHECKS = {
  sides(m) {
    const bs = `${m.bs.base ? 'base' : '-'}/${m.bs.head ? 'head' : '-'}`;
    const ours = `${m.ours.base ? 'base' : '-'}/${m.ours.head ? 'head' : '-'}`;
    if (bs !== ours) return `benchstat has ${bs}, benchgate ${ours}`;
    const verdict = !m.bs.base ? 'added' : !m.bs.head ? 'removed' : undefined;
    if (verdict && m.ours.verdict !== verdict) return `verdict ${m.ours.verdict}, expected ${verdict}`;
    return undefined;
  },

  centers(m) {
    for (const [name, bs, ours] of sides(m)) {
      if (!ours) return `${name}: benchstat ${bs.center}, benchgate none`;
      const mine = ours.center * m.factor;
      const allowed = m.factor === 1 ? 0 : MAX_ULPS_WHEN_SCALED;
      if (!(ulpDistance(Number(bs.center), mine) <= allowed))
        return `${name} center: benchstat ${bs.center}, benchgate ${mine}`;
    }
    return undefined;
  },

  intervals(m) {
    for (const [name, bs, ours] of sides(m)) {
      const mine = ours ? formatPctRange(scaled(ours, m.factor)) : 'none';
      if (mine !== bs.ci)
        return `${name} CI: benchstat ${bs.ci}, benchgate ${mine} (${ours?.low} .. ${ours?.high})`;
      if (ours && !(ours.confidence >= 0.95)) return `${name}: interval covers ${ours.confidence} < 0.95`;
    }
    return undefined;
  },

  pValues(m) {
    const { p, q, base, head } = m.ours;
    if (m.bs.comparison === undefined) return p === undefined ? undefined : `p ${p} on a one-sided row`;
    if (p === undefined || !base || !head) return `benchstat ${m.bs.comparison}, benchgate has no test`;
    const mine = formatComparison(p, base.n, head.n);
    if (mine !== m.bs.comparison) return `benchstat ${m.bs.comparison}, benchgate ${mine} (p=${p})`;
    return q === p ? undefined : `q ${q} is not p ${p} with the correction off`;
  },

  significance(m, policy) {
    if (m.bs.delta === undefined) return undefined;
    const theirs = m.bs.delta !== '~';
    // decideVerdict's rule: significant when q < alpha.
    const mine = m.ours.q! < policy.alpha;
    if (theirs !== mine) return `benchstat ${m.bs.delta} (${m.bs.comparison}), benchgate q=${m.ours.q}`;
    if (!theirs) {
      return ['unchanged', 'inconclusive'].includes(m.ours.verdict)
        ? undefined
        : `not significant but ${m.ours.verdict}`;
    }
    const delta = formatDelta(m.ours.base!.center * m.factor, m.ours.head!.center * m.factor);
    if (delta !== m.bs.delta) return `vs base: benchstat ${m.bs.delta}, benchgate ${delta}`;
    const change = m.ours.change!;
    const worse = m.ours.direction === 'smaller' ? change > 0 : change < 0;
    const expected =
      Math.abs(change) > m.ours.threshold ? (worse ? 'regression' : 'improvement') : 'unchanged';
    return m.ours.verdict === expected
      ? undefined
      : `significant ${m.bs.delta}: verdict ${m.ours.verdict}, expected ${expected}`;
  },

  caveats(m) {
    const warnings = [
      ...(m.bs.base?.warnings ?? []),
      ...(m.bs.head?.warnings ?? []),
      ...m.bs.comparisonWarnings,
    ];
    const theirs = JSON.stringify([...new Set(warnings)].sort());
    const extraIsTrue = (n: string) =>
      DETECT_NOTE.test(n) && !warnings.includes(n) && underpowered(m.ours.base?.n ?? 0, m.ours.head?.n ?? 0);
    const mine = JSON.stringify(
      m.ours.notes.filter((n) => !n.startsWith(NOISE_HINT) && !extraIsTrue(n)).sort(),
    );
    return mine === theirs ? undefined : `footnotes: benchstat ${theirs}, benchgate ${mine}`;
  },
} satisfies Record<string, RowCheck>;

/** benchstat's geomean "vs base" per table against our summary.geomeans. */
export function checkGeomeans(pair: string, benchstat: BenchstatOutput, ours: Comparison): string[] {
  const problems: string[] = [];
  for (const table of benchstat.tables) {
    const line = ours.summary.geomeans.find((g) => tidyGoUnit(g.unit).unit === table.unit);
    const percent = line ? formatGoFixed(line.change * 100, 2) : undefined;
    const mine = percent === undefined ? 'none' : `${percent.startsWith('-') ? '' : '+'}${percent}%`;
    if (mine !== table.geomeanDelta)
      problems.push(`${pair} ${table.unit} geomean: benchstat ${table.geomeanDelta}, benchgate ${mine}`);
  }
  return problems;
}
