import { BenchmarkCollector } from '../model/collector.js';
import type { Direction } from '../model/results.js';
import { describeValue, quote, finiteNumber, readJsonEntries } from './json/entries.js';
import { isRecord } from '../model/record.js';
import type { DocumentFormat, ParsedFile, Sniff } from './types.js';

// github-action-benchmark's generic JSON, read by its customSmallerIsBetter and
// customBiggerIsBetter tools and written by users' own scripts: an array of
// {name, unit, value, range?, extra?}.
//
// Note: which way is better is not in the file; github-action-benchmark takes
// it from the tool the user picked. gabJsonFormat gives each metric its unit's
// direction (ms smaller, ops/sec bigger); createGabJsonFormat('smaller' |
// 'bigger') states one direction for every entry, as those two tools do.
//
// Note: "value" is one number per entry, kept as one sample; a script run in
// several rounds, or one listing a name several times, gives several samples.
// "range" and "extra" are free text with no defined meaning ("± 3", "5%",
// "stddev: 0.1"), so they are not read as statistics.

const WHAT = 'a JSON array of {name, unit, value} (github-action-benchmark custom format)';

/** github-action-benchmark's tool names for this format, and the direction each states. */
export const GAB_TOOL_DIRECTIONS: Readonly<Record<string, Direction>> = {
  customSmallerIsBetter: 'smaller',
  customBiggerIsBetter: 'bigger',
};

/** The format with every metric's direction stated, or taken from its unit when `direction` is undefined. */
export function createGabJsonFormat(direction?: Direction): DocumentFormat {
  return {
    kind: 'document',
    name: 'gab-json',
    detect,
    parse: (text, file) => parseGabJson(text, file, direction),
  };
}

export const gabJsonFormat: DocumentFormat = createGabJsonFormat();

function parseGabJson(text: string, file: string, direction: Direction | undefined): ParsedFile {
  const doc = readJsonEntries(text, file, null, WHAT);
  const problems = [...doc.problems];
  if (doc.root !== undefined && doc.entries === undefined) {
    problems.push({ file, line: 0, message: `expected ${WHAT}, found ${describeValue(doc.root)}` });
  }
  const collector = new BenchmarkCollector();
  for (const entry of doc.entries ?? []) {
    const message = addEntry(entry.value, collector, direction);
    if (message !== undefined) problems.push({ file, line: entry.line, message });
  }
  return { context: {}, ...collector.collected(file, problems) };
}

function addEntry(
  entry: unknown,
  collector: BenchmarkCollector,
  direction: Direction | undefined,
): string | undefined {
  if (!isRecord(entry)) return `entry is not an object: ${describeValue(entry)}`;
  const { name, unit } = entry;
  if (typeof name !== 'string' || name === '') return 'entry: expected field "name" (a string)';
  if (typeof unit !== 'string') return `entry ${quote(name)}: expected field "unit" (a string)`;
  const value = numberOf(entry.value);
  if (value === undefined)
    return `entry ${quote(name)}: "value" is not a number: ${describeValue(entry.value)}`;
  collector.add({ suite: '', name, params: {} }, [
    { unit, samples: [value], ...(direction ? { direction } : {}) },
  ]);
  return undefined;
}

/** A number, or a string holding only a number: github-action-benchmark passes such strings through to its charts. */
function numberOf(v: unknown): number | undefined {
  if (
    typeof v === 'string' &&
    v.length <= 64 &&
    /^[-+]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?$/.test(v.trim())
  ) {
    return finiteNumber(Number(v));
  }
  return finiteNumber(v);
}

function detect(sniff: Sniff): number {
  const head = sniff.head.trimStart();
  if (!head.startsWith('[')) return 0;
  // Inside the first entry, the three documented keys.
  const first = head.slice(0, 2000);
  if (first.includes('"name"') && first.includes('"unit"') && first.includes('"value"')) return 0.7;
  return 0;
}
