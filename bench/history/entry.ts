// What bench/history/measure.mjs and study-real.mjs call in-process, bundled by them.
export { detectChanges, DEFAULT_CHANGE_OPTIONS } from '../../src/history/change-points.js';
export { assignGroups, commitOrder } from '../../src/history/alert-groups.js';
export { appendToStore, readStore } from '../../src/history/store.js';
export { createResults } from '../../src/model/results.js';
export { writeDashboard } from '../../src/history/write-dashboard.js';
export { familySlug } from '../../src/history/store.js';
export { loadInputs } from '../../src/formats/load-result-files.js';
export { mannWhitneyU, median } from '../../src/stats/index.js';
export { idealPowerWithin } from '../lib/ideal-test.js';
export { summarizeMedian } from '../../src/stats/index.js';
