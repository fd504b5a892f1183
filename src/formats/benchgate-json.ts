import { RESULTS_SCHEMA } from '../model/results.js';
import { validateResults } from '../model/validate.js';
import { explainInvalidJson } from './json/syntax.js';
import type { DocumentFormat, ParsedFile } from './types.js';

/** benchgate's own normalized JSON (benchgate parse --json), read back for compare and merge. */
export const benchgateJsonFormat: DocumentFormat = {
  kind: 'document',
  name: 'benchgate',
  detect: (sniff) => (sniff.head.includes(`"${RESULTS_SCHEMA}"`) ? 1 : 0),
  parse(text: string, file: string): ParsedFile {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (err) {
      const { line, message } = explainInvalidJson(text, err);
      return { context: {}, benchmarks: [], problems: [{ file, line, message: `invalid JSON: ${message}` }] };
    }
    const { results, problems } = validateResults(value, file);
    if (!results) return { context: {}, benchmarks: [], problems };
    return { context: results.context, benchmarks: results.benchmarks, problems: results.problems };
  },
};
