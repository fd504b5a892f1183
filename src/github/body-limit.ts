// GitHub's size limits on what benchgate posts: the one home of each limit,
// in the unit GitHub counts it in, and the last-resort cut that keeps a body
// under it. Sources (checked November 2026):
//
// - Comment bodies (issue, pull request and commit comments): 65,536
//   characters. GitHub's 422 says so: "Body is too long (maximum is 65536
//   characters)" (REST "Create an issue comment"; the same text is reported by
//   googleapis/release-please#1034 and danger/danger#424). GitHub counts
//   characters; a JavaScript string length (UTF-16 code units) is never fewer,
//   so a body within it by `.length` is within GitHub's.
// - Check run `output.summary` and `output.text`: 65,535 BYTES of UTF-8. The
//   REST reference ("Create a check run") says "Maximum length: 65535
//   characters", but GitHub measures bytes: a summary of fewer characters with
//   µs and ± in it is refused with 422 "summary exceeds a maximum bytesize of
//   65535" (github/docs#35252, github/rest-api-description#5399,
//   dorny/test-reporter#57).
// - Commit status `description`: 140 characters (422 "description is too
//   long (maximum is 140 characters)", REST "Create a commit status").
// - Job summary ($GITHUB_STEP_SUMMARY): 1 MiB per step; beyond it the runner
//   drops the whole summary ("$GITHUB_STEP_SUMMARY upload aborted, supports
//   content up to a size of 1024k", docs "Workflow commands: Adding a job
//   summary": "each step is restricted to a maximum size of 1MiB").

/** Issue, pull request and commit comment bodies, in characters. */
export const COMMENT_BODY_MAX_CHARS = 65_536;
/** Check run `output.summary` and `output.text`, in UTF-8 bytes. */
export const CHECK_OUTPUT_MAX_BYTES = 65_535;
/** Commit status `description`, in characters. */
export const STATUS_DESCRIPTION_MAX_CHARS = 140;
/** The job summary of one step, in bytes. */
export const JOB_SUMMARY_MAX_BYTES = 1024 * 1024;

/** How a limit counts: JavaScript string length (characters, see above) or UTF-8 bytes. */
export type SizeUnit = 'chars' | 'bytes';

function sizeOf(text: string, unit: SizeUnit): number {
  return unit === 'bytes' ? Buffer.byteLength(text, 'utf8') : text.length;
}

// Room kept for the closers appended after a cut (a code fence, an HTML comment end, </details>); ASCII.
const MAX_OPEN_DETAILS = 20;
const CLOSER_ROOM = '\n```'.length + ' -->'.length + MAX_OPEN_DETAILS * '\n</details>'.length;

/** Cuts before `end` without splitting a surrogate pair. */
function safeSlice(text: string, end: number): string {
  if (end <= 0) return '';
  const code = text.charCodeAt(end - 1);
  return code >= 0xd800 && code <= 0xdbff ? text.slice(0, end - 1) : text.slice(0, end);
}

/** The longest beginning of `text` of at most `limit` in `unit`, never splitting a character. */
function prefixWithin(text: string, limit: number, unit: SizeUnit): string {
  if (unit === 'chars') return safeSlice(text, limit);
  if (Buffer.byteLength(text, 'utf8') <= limit) return text;
  // Binary search on the cut: the byte length of a prefix grows with it.
  let lo = 0;
  let hi = Math.min(text.length, limit);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (Buffer.byteLength(safeSlice(text, mid), 'utf8') <= limit) lo = mid;
    else hi = mid - 1;
  }
  return safeSlice(text, lo);
}

/** Closes what a cut left open, so the note after it renders instead of being swallowed. */
function closersFor(text: string): string {
  let closers = '';
  if (text.lastIndexOf('<!--') > text.lastIndexOf('-->')) closers += ' -->';
  const fences = text.split('\n').filter((line) => line.trimStart().startsWith('```')).length;
  if (fences % 2 === 1) closers += '\n```';
  const opened = (text.match(/<details\b/gi) ?? []).length;
  const closed = (text.match(/<\/details>/gi) ?? []).length;
  closers += '\n</details>'.repeat(Math.min(Math.max(opened - closed, 0), MAX_OPEN_DETAILS));
  return closers;
}

/**
 * Returns `text` unchanged when it fits in `limit` (counted in `unit`), else its beginning,
 * cut at a line break where one is near, with open code fences, comments and <details>
 * closed, then `note`. The result is always within `limit`.
 */
export function truncateWithNote(
  text: string,
  limit: number,
  note: string,
  unit: SizeUnit = 'chars',
): string {
  if (sizeOf(text, unit) <= limit) return text;
  const suffix = `\n\n${note}`;
  const room = limit - sizeOf(suffix, unit) - CLOSER_ROOM;
  if (room <= 0) return prefixWithin(note, limit, unit);
  let cut = prefixWithin(text, room, unit);
  const lineEnd = cut.lastIndexOf('\n');
  // Prefer a whole line unless that would throw away more than a quarter of what fits.
  if (sizeOf(cut.slice(0, Math.max(lineEnd, 0)), unit) >= room * 0.75) cut = cut.slice(0, lineEnd);
  const result = cut + closersFor(cut) + suffix;
  return sizeOf(result, unit) <= limit ? result : prefixWithin(result, limit, unit);
}

/**
 * Renders a report within `limit` bytes with `shrink`, which budgets characters: asks for
 * `limit` characters, then for proportionally fewer while the UTF-8 form is too big (µs, ±
 * and emoji take 2 to 4 bytes each). Undefined when even a small budget does not fit.
 */
export function shrinkToBytes(shrink: (chars: number) => string, limit: number): string | undefined {
  let budget = limit;
  for (let attempt = 0; attempt < 8 && budget > 0; attempt++) {
    const text = shrink(budget);
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes <= limit) return text;
    // Scale by the overshoot, a little below it so the next try usually fits.
    budget = Math.min(budget - 1, Math.floor((budget * limit) / bytes) - 64);
  }
  return undefined;
}

/** Shortens a one-line text (a status description) to `limit`, ending with "…" when cut. */
export function truncateLine(text: string, limit: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= limit) return line;
  return `${safeSlice(line, limit - 1).trimEnd()}…`;
}
