import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_OPENED } from '../../../src/github/change-issues.js';
import { TRIAGE_LABELS } from '../../../src/github/issue-triage.js';
import { DEFAULT_MAX_WRITES } from '../../../src/github/write-budget.js';
import { LEVEL_WINDOW, RECOVERY_COMMITS } from '../../../src/history/recovery.js';

// docs/history.md states the change issues' defaults; the code has them once.
// This keeps the two equal.

const doc = readFileSync(new URL('../../../docs/history.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');

describe('docs/history.md and the change issues code agree', () => {
  it.each([
    [`**At most ${DEFAULT_MAX_OPENED} new issues a run**`],
    [`**At most ${DEFAULT_MAX_WRITES} writes a run**`],
    [`The newest ${RECOVERY_COMMITS} commits (\`RECOVERY_COMMITS\`)`],
    [`the median of up to ${LEVEL_WINDOW} commits before the change`],
    [`the first (up to ${RECOVERY_COMMITS}) commits after it`],
    ...Object.values(TRIAGE_LABELS).map((label) => [`\`${label}\``]),
  ])('says %s', (text) => {
    expect(doc).toContain(text);
  });
});
