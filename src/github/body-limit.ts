// GitHub's size limits on what benchgate posts, and the last-resort cut that
// keeps a body under them. Lengths are JavaScript string lengths (UTF-16 code
// units), which are never fewer than the characters GitHub counts, so a body
// within these limits is within GitHub's.

/** Issue, pull request and commit comment bodies. */
export const COMMENT_BODY_LIMIT = 65_536;
/** Check run `output.summary` and `output.text`. */
export const CHECK_OUTPUT_LIMIT = 65_535;
/** Commit status `description`. */
export const STATUS_DESCRIPTION_LIMIT = 140;

// Room kept for the closers appended after a cut (a code fence, an HTML comment end, </details>).
const MAX_OPEN_DETAILS = 20;
const CLOSER_ROOM = '\n```'.length + ' -->'.length + MAX_OPEN_DETAILS * '\n</details>'.length;

/** Cuts before `end` without splitting a surrogate pair. */
function safeSlice(text: string, end: number): string {
  if (end <= 0) return '';
  const code = text.charCodeAt(end - 1);
  return code >= 0xd800 && code <= 0xdbff ? text.slice(0, end - 1) : text.slice(0, end);
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
 * Returns `text` unchanged when it fits in `limit`, else its beginning, cut at a line break
 * where one is near, with open code fences, comments and <details> closed, then `note`.
 * The result is always at most `limit` long.
 */
export function truncateWithNote(text: string, limit: number, note: string): string {
  if (text.length <= limit) return text;
  const suffix = `\n\n${note}`;
  const room = limit - suffix.length - CLOSER_ROOM;
  if (room <= 0) return safeSlice(note, limit);
  let cut = safeSlice(text, room);
  const lineEnd = cut.lastIndexOf('\n');
  // Prefer a whole line unless that would throw away more than a quarter of what fits.
  if (lineEnd >= room * 0.75) cut = cut.slice(0, lineEnd);
  const result = cut + closersFor(cut) + suffix;
  return result.length <= limit ? result : safeSlice(result, limit);
}

/** Shortens a one-line text (a status description) to `limit`, ending with "…" when cut. */
export function truncateLine(text: string, limit: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= limit) return line;
  return `${safeSlice(line, limit - 1).trimEnd()}…`;
}
