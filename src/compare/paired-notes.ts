// The sentences a paired-rounds row carries into the report's footnotes:
// why it is still open and what more rounds would buy, and what the
// confirmation rounds said.

import { formatPercent } from '../model/percent.js';
import type { PairedDecision } from './types.js';

/** "could detect ≥ 2.3%": the smallest change the row's rounds could have caught. */
function detectableText(d: Pick<PairedDecision, 'detectable'>): string {
  return Number.isFinite(d.detectable)
    ? `could detect ≥ ${formatPercent(round3(d.detectable))}`
    : 'noise unknown';
}

export function pairedNotes(d: PairedDecision): string[] {
  const notes: string[] = [];
  if (d.state === 'open' || d.state === 'inconclusive') {
    const more =
      d.roundsNeeded !== undefined && d.roundsNeeded > 0
        ? `needs about ${d.roundsNeeded} more rounds`
        : 'needs more rounds';
    const why = d.futile ? ': stopped early, too noisy to decide within max-rounds' : '';
    // Cut short before the mode test could judge it (src/compare/two-humped-rounds.ts): more rounds buy that, not the rule's.
    const tail = d.lookingForModes
      ? `: too noisy for the paired rule, but its samples so far fall in two modes: more rounds would judge it by mode`
      : `${why}: ${more}`;
    notes.push(`inconclusive after ${d.rounds} rounds (${detectableText(d)})${tail}`);
  }
  if (d.exact)
    notes.push(
      d.exactSpread === undefined
        ? `exact: every sample the same on each side over ${d.rounds} rounds`
        : `exact within ${formatPercent(round3(d.exactSpread))}: each side's samples that close over ${d.rounds} rounds`,
    );
  if (d.prior)
    notes.push(
      d.prior.used
        ? `judged with a noise prior of ${formatPercent(round3(d.prior.sd))} per round (${d.prior.source})`
        : `noise prior of ${formatPercent(round3(d.prior.sd))} per round (${d.prior.source}) not used: the rounds were noisier`,
    );
  if (d.unconfirmedEarly)
    notes.push(
      `flagged at round ${d.settledAt ?? d.rounds} by the size of the change; no confirmation rounds: the runner's processes measure in one mode`,
    );
  if (d.reopened)
    notes.push(
      `flagged at round ${d.reopened.flaggedAt} by the size of the change but not confirmed by ${d.reopened.confirmationRounds} extra rounds: ran on, judged over all ${d.rounds} rounds`,
    );
  if (d.confirmationRounds !== undefined) {
    notes.push(
      d.state === 'regression'
        ? `confirmed: still a regression after ${d.confirmationRounds} extra rounds of both sides`
        : `flagged in the first rounds but not confirmed by ${d.confirmationRounds} extra rounds`,
    );
  }
  return notes;
}

/** Three significant digits: 0.023456 -> 0.0235. */
function round3(x: number): number {
  return Number(x.toPrecision(3));
}
