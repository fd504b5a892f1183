import type { Benchmark, Direction } from '../model/results.js';
import { compileGlob } from './glob.js';

/** One threshold rule: for benchmarks matching `benchmark` (a glob) and/or `unit`. */
export interface ThresholdRule {
  benchmark?: string;
  unit?: string;
  /** Fraction: 0.05 is 5%. */
  threshold: number;
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
}

export const DEFAULT_POLICY: ComparePolicy = {
  alpha: 0.05,
  threshold: 0.05,
  rules: [],
  fdr: true,
  directions: {},
};

type Named = Pick<Benchmark, 'suite' | 'name'>;

interface CompiledRule {
  match?: RegExp;
  unit?: string;
  threshold: number;
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

  /** The glob is tried against the name alone and against "suite.name" and "suite/name". */
  thresholdFor(bench: Named, unit: string): number {
    for (const rule of this.rules) {
      if (rule.unit !== undefined && rule.unit !== unit) continue;
      if (rule.match && !namesOf(bench).some((n) => rule.match!.test(n))) continue;
      return rule.threshold;
    }
    return this.policy.threshold;
  }
}

function namesOf(b: Named): string[] {
  return b.suite ? [b.name, `${b.suite}.${b.name}`, `${b.suite}/${b.name}`] : [b.name];
}

/**
 * Parses "5%", "0.05", "5 %" into a fraction. Bare numbers above 1 are read as
 * percent ("5" is 5%), since nobody means a 500% threshold by typing 5.
 */
export function parsePercent(text: string): number | undefined {
  const m = /^\s*([0-9]+(?:\.[0-9]+)?)\s*(%?)\s*$/.exec(text);
  if (!m) return undefined;
  const n = Number(m[1]);
  return m[2] === '%' || n > 1 ? n / 100 : n;
}
