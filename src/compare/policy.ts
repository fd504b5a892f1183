import { DEFAULTS } from '../model/defaults.js';
import type { Benchmark, Direction } from '../model/results.js';
import { compileGlob } from './glob.js';

/** One threshold rule: for benchmarks matching `benchmark` (a glob) and/or `unit`. */
export interface ThresholdRule {
  benchmark?: string;
  unit?: string;
  /** Fraction: 0.05 is 5%. */
  threshold: number;
}

/** What an unjudged benchmark of base does to the check (DEFAULTS.onMissing). */
export type OnMissing = 'fail' | 'neutral' | 'pass';

export const ON_MISSING: readonly OnMissing[] = ['fail', 'neutral', 'pass'];

/** A benchmark the repository removed on purpose: its absence from head does not make a run incomplete. */
export interface RetiredBenchmark {
  /** A glob, matched as threshold rules and waivers are (matchesBenchmark). */
  benchmark: string;
  reason: string;
}

/**
 * How much a row's verdict weighs: 'block' fails the check on a regression;
 * 'warn' reports it and leaves the check neutral, never failure; 'shadow'
 * measures and records the row (comparison.json) without reporting a verdict.
 */
export type Tier = 'block' | 'warn' | 'shadow';

export const TIERS: readonly Tier[] = ['block', 'warn', 'shadow'];

/** One tier rule: for benchmarks matching `benchmark` (a glob) and/or `unit`; first match wins. */
export interface TierRule {
  benchmark?: string;
  unit?: string;
  tier: Tier;
}

/** One absolute floor: for `unit`, and for benchmarks matching `benchmark` (a glob) when set (src/compare/floors.ts). */
export interface FloorRule {
  benchmark?: string;
  unit: string;
  /** In the unit's own scale: 5 for "5ns" on ns/op, 5000 for "5us". */
  floor: number;
  /** As the user wrote it, for the report: "5ns". */
  text: string;
}

export interface ComparePolicy {
  /** Significance level for each test (after the FDR correction when on). */
  alpha: number;
  /** Default minimum relative change that counts, as a fraction. */
  threshold: number;
  /** First matching rule wins; the default threshold applies when none matches. */
  rules: ThresholdRule[];
  /** Benjamini–Hochberg false discovery rate control across all rows. */
  fdr: boolean;
  /** Direction overrides per unit (custom units whose direction the name does not tell). */
  directions: Record<string, Direction>;
  /** Absolute floors per unit for rows with a zero side (zero-floors in the config); absent: DEFAULT_ZERO_FLOORS. */
  zeroFloors?: Record<string, number>;
  /** Absolute floors per unit and benchmark glob: the caller's first, then the file's; first match wins. */
  floors?: FloorRule[];
  /** Advisory tiers per benchmark glob and unit; a row no rule matches is 'block'. */
  tiers?: TierRule[];
  /** Every 'block' row is 'warn' (fail-on-regression: false): the check is never failure. */
  advisory?: true;
  /** What unjudged benchmarks do to the check; absent: DEFAULTS.onMissing. */
  onMissing?: OnMissing;
  /** Benchmarks retired in the config (with a reason): their absence does not make a run incomplete. */
  retired?: RetiredBenchmark[];
  /**
   * Rows on paired rounds that the paired rule finds too noisy are judged by
   * mode when their samples fall in two modes (src/compare/two-humped-rounds.ts).
   */
  twoHumpedRounds?: boolean;
  /**
   * Where each setting that is not the built-in default came from (a config
   * file's path, "input threshold", "--alpha"), for the report. Absent when
   * every setting is the default. See src/config/resolve-policy.ts.
   */
  origins?: PolicyOrigins;
}

export interface PolicyOrigins {
  threshold?: string;
  alpha?: string;
  fdr?: string;
  onMissing?: string;
  /** One origin per tier rule, in the order of `tiers`. */
  tiers?: string[];
  advisory?: string;
  /** One origin per floor, in the order of `floors`. */
  floors?: string[];
  /** One origin per rule, in the order of `rules`. */
  rules?: string[];
  /** Per unit of `directions`. */
  directions?: Record<string, string>;
}

export const DEFAULT_POLICY: ComparePolicy = {
  alpha: DEFAULTS.alpha,
  threshold: DEFAULTS.threshold,
  rules: [],
  fdr: DEFAULTS.fdr,
  directions: {},
};

/** The on-missing setting in force. */
export function onMissingOf(policy: Pick<ComparePolicy, 'onMissing'>): OnMissing {
  return policy.onMissing ?? DEFAULTS.onMissing;
}

type Named = Pick<Benchmark, 'suite' | 'name'>;

interface CompiledRule {
  match?: RegExp;
  unit?: string;
  threshold: number;
}

/** The tier of each benchmark and unit: the first matching rule's, else 'block'; advisory makes 'block' 'warn'. */
export class TierResolver {
  private readonly rules: { match?: RegExp; unit?: string; tier: Tier }[];

  constructor(private readonly policy: Pick<ComparePolicy, 'tiers' | 'advisory'>) {
    this.rules = (policy.tiers ?? []).map((r) => ({
      ...(r.benchmark !== undefined ? { match: compileGlob(r.benchmark) } : {}),
      ...(r.unit !== undefined ? { unit: r.unit } : {}),
      tier: r.tier,
    }));
  }

  /** Whether any row may be other than 'block': only then do rows record their tier. */
  get active(): boolean {
    return this.rules.length > 0 || this.policy.advisory === true;
  }

  tierFor(bench: Named, unit: string): Tier {
    let tier: Tier = 'block';
    for (const rule of this.rules) {
      if (rule.unit !== undefined && rule.unit !== unit) continue;
      if (rule.match && !matchesBenchmark(rule.match, bench)) continue;
      tier = rule.tier;
      break;
    }
    return tier === 'block' && this.policy.advisory ? 'warn' : tier;
  }
}

/** Resolves the threshold for each benchmark and unit; rules are compiled once. */
export class ThresholdResolver {
  private readonly rules: CompiledRule[];

  constructor(private readonly policy: ComparePolicy) {
    this.rules = policy.rules.map((r) => ({
      ...(r.benchmark !== undefined ? { match: compileGlob(r.benchmark) } : {}),
      ...(r.unit !== undefined ? { unit: r.unit } : {}),
      threshold: r.threshold,
    }));
  }

  /** The first rule whose unit and glob (see matchesBenchmark) match; else the default threshold. */
  thresholdFor(bench: Named, unit: string): number {
    for (const rule of this.rules) {
      if (rule.unit !== undefined && rule.unit !== unit) continue;
      if (rule.match && !matchesBenchmark(rule.match, bench)) continue;
      return rule.threshold;
    }
    return this.policy.threshold;
  }
}

/**
 * The one rule for benchmark globs (threshold rules and waivers): the glob is
 * tried against the name alone, "suite.name" (JMH's class.method) and
 * "suite/name" (a path-like id).
 */
export function matchesBenchmark(glob: RegExp, b: Named): boolean {
  if (glob.test(b.name)) return true;
  return Boolean(b.suite) && (glob.test(`${b.suite}.${b.name}`) || glob.test(`${b.suite}/${b.name}`));
}
