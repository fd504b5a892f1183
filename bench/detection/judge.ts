// The detection study's access to benchgate itself, bundled by
// bench/lib/bundle.mjs into bench/out/judge.mjs: the same reader and compare
// engine the CLI uses, at the default policy, called in-process so that the
// study's hundreds of comparisons do not each pay Node's start-up.
import { compareResults } from '../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import { loadInputs } from '../../src/inputs/load.js';
import type { Results } from '../../src/model/results.js';

export interface JudgedRow {
  name: string;
  unit: string;
  verdict: string;
  change: number | null;
  p: number | null;
  q: number | null;
}

export interface GoRun {
  /** ns/op samples per benchmark name, in the order go test printed them. */
  samples: Record<string, number[]>;
  results: Results;
  problems: number;
}

/** Reads one go test output file the way `benchgate compare` does. */
export async function readGoRun(path: string): Promise<GoRun> {
  const { results } = await loadInputs([path], { format: 'go' });
  const samples: Record<string, number[]> = {};
  for (const b of results.benchmarks) {
    const ns = b.metrics.find((m) => m.unit === 'ns/op');
    if (ns) samples[b.name] = ns.samples;
  }
  return { samples, results, problems: results.problems.length };
}

/** benchgate's verdicts for head against base, at the default policy (5%, alpha 0.05, FDR on). */
export function judgeDefault(base: GoRun, head: GoRun): JudgedRow[] {
  const comparison = compareResults(base.results, head.results, DEFAULT_POLICY);
  return comparison.rows.map((r) => ({
    name: r.name,
    unit: r.unit,
    verdict: r.verdict,
    change: r.change ?? null,
    p: r.p ?? null,
    q: r.q ?? null,
  }));
}

export const defaultPolicy = DEFAULT_POLICY;
