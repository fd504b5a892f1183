// The detection study's access to benchgate itself, bundled by
// bench/lib/bundle.mjs into bench/out/judge.mjs: the same reader and compare
// engine the CLI uses, at the default policy, called in-process so that the
// study's hundreds of comparisons do not each pay Node's start-up.
import { compareResults } from '../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import type { Comparison } from '../../src/compare/types.js';
import { loadInputs } from '../../src/formats/load-result-files.js';
import { mergeResults } from '../../src/model/merge.js';
import type { Results } from '../../src/model/results.js';

export interface JudgedRow {
  name: string;
  unit: string;
  verdict: string;
  change: number | null;
  p: number | null;
  q: number | null;
  /** The interval is wider than the threshold (benchgate's noise flag). */
  noisy: boolean;
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

function rowsOf(comparison: Comparison): JudgedRow[] {
  return comparison.rows.map((r) => ({
    name: r.name,
    unit: r.unit,
    verdict: r.verdict,
    change: r.change ?? null,
    p: r.p ?? null,
    q: r.q ?? null,
    noisy: r.noisy,
  }));
}

/** benchgate's verdicts for head against base, at the default policy (5%, alpha 0.05, FDR on). */
export function judgeDefault(base: GoRun, head: GoRun): JudgedRow[] {
  return rowsOf(compareResults(base.results, head.results, DEFAULT_POLICY));
}

export interface ProtocolVerdict {
  /** The comparison of the first rounds, before confirmation. */
  first: JudgedRow[];
  /** The comparison `benchgate run` reports: after confirmation when anything was flagged. */
  final: JudgedRow[];
  /** Benchmarks the confirmation rounds re-ran (those with a regression row in `first`). */
  confirmed: string[];
}

/** A side's rounds merged as src/pipeline/side-results.ts `sideResults` merges them (Go prints samples, so no summaries to convert). */
function side(rounds: Results[]): Results {
  return mergeResults(rounds);
}

/** A round's results restricted to the named benchmarks, as the confirmation's -bench filter runs only those. */
function only(results: Results, names: Set<string>): Results {
  return { ...results, benchmarks: results.benchmarks.filter((b) => names.has(b.name)) };
}

/**
 * `benchgate run`'s verdicts, as src/pipeline/run-pipeline.ts `runPipeline` reaches them:
 * compare the merged first rounds of both sides at the default policy; when
 * a row is a regression, add the confirmation rounds (only the flagged
 * benchmarks, both sides) and compare everything again. The caller passes
 * rounds that ran after the first ones, never the same runs again.
 */
export function judgeProtocol(
  base: GoRun[],
  head: GoRun[],
  confirmBase: GoRun[],
  confirmHead: GoRun[],
  units?: string[],
): ProtocolVerdict {
  // `units` keeps only those metrics: a diagnostic of what the other rows
  // (B/op, allocs/op with -benchmem) cost the FDR correction.
  const keep = (r: Results): Results =>
    units
      ? {
          ...r,
          benchmarks: r.benchmarks.map((b) => ({
            ...b,
            metrics: b.metrics.filter((m) => units.includes(m.unit)),
          })),
        }
      : r;
  const baseRounds = base.map((r) => keep(r.results));
  const headRounds = head.map((r) => keep(r.results));
  confirmBase = confirmBase.map((r) => ({ ...r, results: keep(r.results) }));
  confirmHead = confirmHead.map((r) => ({ ...r, results: keep(r.results) }));
  const first = compareResults(side(baseRounds), side(headRounds), DEFAULT_POLICY);
  const flagged = new Set(first.rows.filter((r) => r.verdict === 'regression').map((r) => r.name));
  if (flagged.size === 0 || confirmBase.length === 0) {
    return { first: rowsOf(first), final: rowsOf(first), confirmed: [] };
  }
  const final = compareResults(
    side([...baseRounds, ...confirmBase.map((r) => only(r.results, flagged))]),
    side([...headRounds, ...confirmHead.map((r) => only(r.results, flagged))]),
    DEFAULT_POLICY,
  );
  return { first: rowsOf(first), final: rowsOf(final), confirmed: [...flagged] };
}

export const defaultPolicy = DEFAULT_POLICY;
