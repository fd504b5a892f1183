// What bench/history-retention.mjs calls in-process, bundled by it.
export { detectChanges } from '../../src/history/change-points.js';
export { compactStore, DEFAULT_RETENTION } from '../../src/history/retention.js';
export { appendToStore, readStore } from '../../src/history/store.js';
export { createResults } from '../../src/model/results.js';
