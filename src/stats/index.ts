// The statistics layer's public API. Pure functions over numbers: no I/O,
// no formatting beyond the English caveat sentences.

export type { StatCaveat } from './caveats.js';
export { caveatMessage } from './caveats.js';

export type { SortedSample } from './sample.js';
export { createSample, median, summarizeMedian } from './sample.js';
export { samplesNeededForMedianInterval } from './median-ci.js';

export { mannWhitneyU } from './mann-whitney.js';

export type { IntervalSummary } from './welch.js';
export { welchTest } from './welch.js';

export { benjaminiHochberg } from './fdr.js';

export type { GeomeanRow } from './geomean.js';
export { summarizeGeomean } from './geomean.js';

export { relativeChange } from './change.js';
export { detectableChange } from './detectable.js';
export { tQuantile } from './student-t.js';

export { midranks } from './midranks.js';
export { twoSampleShift } from './two-sample-shift.js';
