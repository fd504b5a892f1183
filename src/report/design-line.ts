// The comment's one line on how the verdicts were reached when the rounds
// were judged as pairs (sequential rule): the confidence, the threshold,
// and what the rows cost in rounds; and the line on what the selection left out.

import { roundDesignOf } from '../compare/paired-rounds.js';
import type { Comparison, ComparisonRow } from '../compare/types.js';
import { formatPercent } from '../model/percent.js';
import { formatDuration } from '../model/duration-text.js';
import { DEFAULT_SEQUENTIAL } from '../stats/sequential.js';
import { median } from '../stats/index.js';

/**
 * "Paired rounds, sequential: 99% confidence per benchmark, threshold 5%;
 * rounds per benchmark: median 3, at most 20 (max-rounds 40); 38 of 40
 * settled before max-rounds; the run: 252 benchmark runs, 4m05s" (with
 * ", then 3 confirmation rounds for 2 benchmarks" after the max-rounds where
 * flags were confirmed);
 * undefined when no row was judged on paired rounds.
 */
export function designLine(c: Comparison): string | undefined {
  const paired = c.rows.filter((r) => r.primary && r.paired);
  if (paired.length === 0) return pooledLine(c);
  const rounds = paired.map((r) => r.paired!.rounds);
  const threshold = thresholdText(paired.map((r) => r.threshold));
  const design = roundDesignOf(c.head);
  const max = design ? ` (max-rounds ${design.maxRounds}${confirmationText(paired)})` : '';
  // A confirmed regression ran past its settling round: it settled where it was flagged.
  const settled = design
    ? `; ${paired.filter((r) => SETTLED.has(r.paired!.state) && (r.paired!.settledAt ?? r.paired!.rounds) < design.maxRounds).length} of ${paired.length} settled before max-rounds`
    : '';
  const cost = design?.cost
    ? `; the run: ${design.cost.benchmarkRuns} benchmark runs, ${formatDuration(design.cost.seconds * 1000)}`
    : '';
  return (
    `Paired rounds, sequential: ${formatPercent(1 - alphaOf(c))} confidence per benchmark, threshold ${threshold}; ` +
    `rounds per benchmark: median ${median(rounds)}, at most ${Math.max(...rounds)}${max}${settled}${cost}`
  );
}

const SETTLED = new Set(['unchanged', 'regression', 'improvement']);

/**
 * ", then 3 confirmation rounds for 2 benchmarks": why "at most" can pass
 * max-rounds (a flag's benchmark runs its confirmation rounds after the
 * round that flagged it); empty when none ran.
 */
function confirmationText(paired: readonly ComparisonRow[]): string {
  const confirmed = paired.filter((r) => (r.paired!.confirmationRounds ?? 0) > 0);
  if (confirmed.length === 0) return '';
  const rounds = Math.max(...confirmed.map((r) => r.paired!.confirmationRounds!));
  return `, then ${rounds} confirmation rounds for ${confirmed.length} benchmark${confirmed.length === 1 ? '' : 's'}`;
}

/**
 * "Significance 0.05 after the false discovery rate correction over 48 rows,
 * threshold 5%": the same line for rows judged by the pooled test.
 */
function pooledLine(c: Comparison): string | undefined {
  const tested = c.rows.filter((r) => r.p !== undefined && !r.paired).length;
  if (tested === 0) return undefined;
  const correction = c.policy.fdr ? ` after the false discovery rate correction over ${tested} rows` : '';
  const threshold = thresholdText(c.rows.length ? c.rows.map((r) => r.threshold) : [c.policy.threshold]);
  return `Significance ${c.policy.alpha}${correction}, threshold ${threshold}`;
}

/** "5%", or "2%–10%" when rules gave rows different thresholds. */
function thresholdText(thresholds: readonly number[]): string {
  const sorted = [...new Set(thresholds)].sort((a, b) => a - b);
  return sorted.length === 1
    ? formatPercent(sorted[0]!)
    : `${formatPercent(sorted[0]!)}–${formatPercent(sorted.at(-1)!)}`;
}

/** "212 benchmarks not run: not affected by this change (3 Go packages)", or why nothing ran. */
export function selectionLine(c: Comparison): string | undefined {
  return c.selection?.line;
}

/** The sequential rule's alpha the run recorded (a bisection's probes), else the default. */
function alphaOf(c: Comparison): number {
  return roundDesignOf(c.head)?.alpha ?? DEFAULT_SEQUENTIAL.alpha;
}
