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
import { confirmsEarlyFlags, regressionsToConfirm } from '../../src/pipeline/judge.js';
import { findPreset, loadPresets } from '../../src/run/presets.js';
import { openBenchmarks } from '../../src/pipeline/sequential-rounds.js';
import { DEFAULT_PRIOR_RULE } from '../../src/stats/noise-prior.js';
import { DEFAULT_SEQUENTIAL, type EarlyBranch } from '../../src/stats/sequential.js';
import type { NoisePriors } from '../../src/compare/paired-rounds.js';

/** Every setting of the early branch, checked complete against its type. */
const EARLY_SETTINGS = {
  share: true,
  equivalenceShare: true,
  firstLook: true,
  decay: true,
  front: true,
  equivalenceDecay: true,
  equivalenceTrim: true,
  equivalenceFront: true,
  regions: true,
  pooled: true,
  pooledGate: true,
  dropSlowest: true,
  dropSlowestUntil: true,
  dropSlowestShares: true,
} satisfies Record<keyof EarlyBranch, true>;

/**
 * Replaces the default rule's early branch for this bundle only (the study's
 * --early), so that other settings can be judged on the same rounds; the
 * comparison reads DEFAULT_SEQUENTIAL, as a run does. undefined: the rank
 * test alone.
 */
export function setEarlyBranch(early: Partial<EarlyBranch> | null): void {
  // A misspelt setting ("region") would be ignored by the spread below and the study would
  // judge the default under the name of another design.
  const unknown = Object.keys(early ?? {}).filter((k) => !(k in EARLY_SETTINGS));
  if (unknown.length > 0)
    throw new Error(
      `--early: unknown setting ${unknown.map((k) => `"${k}"`).join(', ')} (known: ${Object.keys(EARLY_SETTINGS).join(', ')})`,
    );
  const target = DEFAULT_SEQUENTIAL as { early?: EarlyBranch; minRounds: number };
  if (early === null) {
    delete target.early;
    target.minRounds = 5;
  } else target.early = { ...target.early!, ...early };
}

/**
 * Replaces the default rule's equivalence alpha for this bundle only (the
 * study's --equivalence-alpha): the two-sided error of "unchanged", which
 * at the threshold is also how often a change of exactly the threshold is
 * called unchanged, so it sets both the +5% rows' detection and how soon
 * an A/A row settles.
 */
export function setEquivalenceAlpha(alpha: number): void {
  if (!(alpha > 0 && alpha < 1)) throw new Error(`--equivalence-alpha ${alpha} must be between 0 and 1`);
  (DEFAULT_SEQUENTIAL as { equivalenceAlpha: number }).equivalenceAlpha = alpha;
}

/**
 * Replaces the noise prior's shift for this bundle only (the study's
 * --prior-shift): the true spread over the prior's up to which its quantile
 * keeps the error bound. A smaller shift trusts the prior more; what that
 * buys and costs on real rounds is what the option measures. The quantile
 * cache is keyed by the shift, so nothing stale is read.
 */
export function setPriorShift(shift: number): void {
  if (!(shift >= 1)) throw new Error(`--prior-shift ${shift} must be at least 1`);
  (DEFAULT_PRIOR_RULE as { shift: number }).shift = shift;
}

// The yardstick of what any test could do on the study's rows.
export { equivalenceLeastRounds, sprtExpectedRounds, unknownNoiseLeastRounds } from '../lib/ideal-test.js';
export { priorKey } from '../../src/compare/paired-rounds.js';
// What the first looks can decide on the collected rounds, whatever the spending.
export { flaggedByLook, lastBoundedFlagLook, mostDecided, settledByLook } from '../lib/first-looks.js';

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

/**
 * How a round's samples of one side become what the rule judges: all of
 * them (the judge takes their median, as a run does), or only the smallest
 * (a spike is one process slowed by the machine, and the faster of two
 * samples of the same code is the less disturbed one). Not a runner option:
 * the study measures what the second would buy.
 */
export type RoundValue = 'all' | 'smallest';

/** Every sample of `r` tagged with `round`, as sideResults tags a round (Metric.rounds). */
function taggedFirst(r: Results, round: number, perRound: number, value: RoundValue): Results {
  return {
    ...r,
    benchmarks: r.benchmarks.map((b) => ({
      ...b,
      metrics: b.metrics.map((m) => {
        const first = m.samples.slice(0, perRound);
        const samples = value === 'smallest' && first.length > 0 ? [Math.min(...first)] : first;
        return { ...m, samples, rounds: samples.map(() => round) };
      }),
    })),
  };
}

/** The merged rounds of a side with the design sideResults records. */
function designed(
  rounds: Results[],
  design: { maxRounds: number; confirmFrom?: number; sequentialAlpha?: number; noisePrior?: NoisePriors },
): Results {
  const merged = mergeResults(rounds);
  merged.context = { ...merged.context, ...design };
  return merged;
}

/**
 * What a run of the go runner decides (src/pipeline/judge.ts
 * confirmsEarlyFlags, from runners/go.yml), read once: the study judges
 * hundreds of windows.
 */
const goConfirmsEarlyFlags = confirmsEarlyFlags(findPreset('go', loadPresets()), DEFAULT_POLICY);

export interface SequentialVerdict extends ProtocolVerdict {
  /** The comparison `final` summarises, whole (bench/bisect/study.mjs judges probes with it). */
  comparison: Comparison;
  /** Rounds each benchmark ran in (main rounds, then confirmation), by name. */
  roundsRun: Record<string, number>;
  /** Main rounds the whole run took (the longest benchmark's). */
  mainRounds: number;
}

/**
 * `benchgate run`'s sequential design, as src/pipeline/run-pipeline.ts runs
 * it: every benchmark until the first look (round 5), then after each round
 * only the benchmarks with a primary row still open (isOpenRow, the
 * pipeline's own rule), up to `maxRounds`; the regressions then get the
 * confirmation rounds (later runs), recorded with confirmFrom. A benchmark's
 * samples are taken from a round only while it is open, as the narrowed
 * filter would run it. With `perRound`, only the first perRound samples of
 * each side in each round are kept, as a run with that -count would measure.
 */
export function judgeSequentialProtocol(
  base: GoRun[],
  head: GoRun[],
  confirmBase: GoRun[],
  confirmHead: GoRun[],
  maxRounds: number,
  perRound = Infinity,
  alpha?: number,
  prior?: NoisePriors,
  // Whether the early branch's flags get confirmation rounds: by default as the pipeline decides
  // for the go runner; the study's --confirm-early true / false judges both ways, to measure what
  // those rounds buy.
  confirmEarly = goConfirmsEarlyFlags,
  roundValue: RoundValue = 'all',
): SequentialVerdict {
  // A run that sets the sequential rule's alpha records it beside maxRounds (a bisection's probes);
  // one with a noise prior records that too, as sideResults does.
  const own = {
    ...(alpha === undefined ? {} : { sequentialAlpha: alpha }),
    ...(prior ? { noisePrior: prior } : {}),
  };
  const tagged = (r: Results, round: number) => taggedFirst(r, round, perRound, roundValue);
  const judgement = { policy: DEFAULT_POLICY, waivers: [], today: '2026-01-01' };
  const baseRounds: Results[] = [];
  const headRounds: Results[] = [];
  const roundsRun: Record<string, number> = {};
  let open: Set<string> | undefined;
  let round = 0;
  for (; round < maxRounds; round++) {
    const keep = (r: Results) => (open ? only(r, open) : r);
    baseRounds.push(tagged(keep(base[round]!.results), round));
    headRounds.push(tagged(keep(head[round]!.results), round));
    for (const b of headRounds.at(-1)!.benchmarks) roundsRun[b.name] = (roundsRun[b.name] ?? 0) + 1;
    if (round + 1 >= maxRounds || round + 1 < DEFAULT_SEQUENTIAL.minRounds) continue;
    const design = { maxRounds, ...own };
    const names = openBenchmarks(
      designed(baseRounds, design),
      designed(headRounds, design),
      judgement,
      round + 1,
      maxRounds,
    ).map((b) => b.name);
    if (names.length === 0) {
      round++;
      break;
    }
    open = new Set(names);
  }
  const mainRounds = round;
  const design: {
    maxRounds: number;
    confirmFrom?: number;
    sequentialAlpha?: number;
    noisePrior?: NoisePriors;
  } = {
    maxRounds,
    ...own,
  };
  const first = compareResults(designed(baseRounds, design), designed(headRounds, design), DEFAULT_POLICY);
  // The pipeline's rule of which flags get confirmation rounds (src/pipeline/judge.ts).
  const flagged = new Set(regressionsToConfirm(first, { quickFlags: confirmEarly }).map((r) => r.name));
  if (flagged.size === 0 || confirmBase.length === 0)
    return {
      first: rowsOf(first),
      final: rowsOf(first),
      comparison: first,
      confirmed: [],
      roundsRun,
      mainRounds,
    };
  design.confirmFrom = mainRounds;
  confirmBase.forEach((r, j) => baseRounds.push(tagged(only(r.results, flagged), mainRounds + j)));
  confirmHead.forEach((r, j) => headRounds.push(tagged(only(r.results, flagged), mainRounds + j)));
  for (const name of flagged) roundsRun[name] = (roundsRun[name] ?? 0) + confirmHead.length;
  const final = compareResults(designed(baseRounds, design), designed(headRounds, design), DEFAULT_POLICY);
  return {
    first: rowsOf(first),
    final: rowsOf(final),
    comparison: final,
    confirmed: [...flagged],
    roundsRun,
    mainRounds,
  };
}
