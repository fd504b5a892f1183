// What bench/history/measure.mjs calls in-process, bundled by it.
export { detectChanges } from '../../src/history/change-points.js';
export { appendToStore, readStore } from '../../src/history/store.js';
export { createResults } from '../../src/model/results.js';
export { writeDashboard } from '../../src/history/write-dashboard.js';
export { familySlug } from '../../src/history/store.js';
