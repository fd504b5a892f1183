// The statistics layer's public API. Pure functions over numbers: no I/O,
// no formatting beyond the English caveat sentences.

export type { StatCaveat, StatCaveatKind } from './caveats.js';
export { caveatMessage, message, formatGoFloat } from './caveats.js';

export type { SortedSample, MedianSummary } from './sample.js';
export { createSample, quantile, median, summarizeMedian, relativeHalfRange } from './sample.js';

export type { QuantileInterval } from './median-ci.js';
export { quantileInterval, samplesNeededForMedianInterval } from './median-ci.js';

export type { MannWhitneyOptions, MannWhitneyResult, UTestMethod } from './mann-whitney.js';
export { mannWhitneyU, minimumP, samplesNeededForAlpha } from './mann-whitney.js';

export type { IntervalSummary, WelchResult } from './welch.js';
export { welchTest, standardErrorFromInterval } from './welch.js';

export { benjaminiHochberg } from './fdr.js';

export type { GeomeanRow, GeomeanSummary } from './geomean.js';
export { geomean, summarizeGeomean } from './geomean.js';

export { relativeChange } from './change.js';
export { tQuantile } from './student-t.js';

export type { SequentialDesign } from './group-sequential.js';
export { pocockSpending, zBoundaries, zBoundaryAt, tBoundaryAt } from './group-sequential.js';
export type { RoundPair, PairedSummary } from './paired-rounds.js';
export { roundValues } from './paired-rounds.js';
export type { RoundValues } from './within-round-rank.js';
export { withinRoundRankZ, shiftInterval, shiftEstimate } from './within-round-rank.js';
export type { TwoSampleShift } from './two-sample-shift.js';
export { twoSampleShift } from './two-sample-shift.js';
export type { Better, PairedRow, SequentialPolicy, RowState, RowDecision } from './sequential.js';
export { DEFAULT_SEQUENTIAL, judgeRow, judgeSequential, confirmRegression } from './sequential.js';
export { DETECTION_POWER, detectableChange, roundsNeeded } from './detectable.js';
export { shouldRunAnotherRound } from './round-scheduler.js';
