// docs/history.md states retention's defaults and the store's caps; this keeps
// the documented numbers equal to the code's (one home: src/history/).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION } from '../../../src/history/retention.js';
import {
  MAX_FILE_BYTES,
  MAX_LINE_CHARS,
  MAX_SERIES_PER_APPEND,
  MAX_STORE_BYTES,
  MAX_STORE_FILES,
  STORE_SAMPLES_MAX,
} from '../../../src/history/store-schema.js';
import { BETTER_FROM, DRIFT_RATIO } from '../../../src/history/within-step.js';

const doc = readFileSync(new URL('../../../docs/history.md', import.meta.url), 'utf8');
const section = (title: string) => {
  const start = doc.indexOf(`\n## ${title}\n`);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end < 0 ? undefined : end);
};

describe('docs/history.md', () => {
  it('states the retention defaults of the code', () => {
    const table = section('Retention');
    expect(table).toContain(`| \`--keep-months N\` | ${DEFAULT_RETENTION.keepMonths} |`);
    expect(table).toContain(`| \`--keep-samples-months N\` | ${DEFAULT_RETENTION.keepSamplesMonths} |`);
  });

  it("states the store's caps of the code", () => {
    const text = section('The store as untrusted input').replace(/\s+/g, ' ');
    expect([
      MAX_FILE_BYTES,
      MAX_STORE_FILES,
      MAX_STORE_BYTES,
      MAX_LINE_CHARS,
      STORE_SAMPLES_MAX,
      MAX_SERIES_PER_APPEND,
    ]).toEqual([10 * 2 ** 20, 200_000, 2 ** 30, 64 * 2 ** 10, 32, 100_000]);
    for (const phrase of [
      'a file over 10 MB',
      'more than 200,000 files or more than 1 GiB',
      'a line is at most 64 KiB',
      'an append of more than 100,000 series',
      '`samples` 1 to 32 finite numbers',
    ])
      expect(text).toContain(phrase);
  });

  it('states the bounds of the test against the rounds as the code has them', () => {
    const start = doc.indexOf('\n### Steps from the first commits\n');
    const text = doc.slice(start, doc.indexOf('\n## ', start)).replace(/\s+/g, ' ');
    expect([DRIFT_RATIO, BETTER_FROM]).toEqual([3, 5]);
    expect(text).toContain('a series whose centers spread more than 3 times that');
    expect(text).toContain('with fewer than 5 commits before, only a step for the worse');
  });
});
