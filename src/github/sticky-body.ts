// The sticky comment's body as a model benchgate renders and parses back
// (release-please keeps its own Markdown the same way): the current report,
// then earlier runs newest first, each collapsed in <details>. Hidden HTML
// comments delimit every part, so the next run can recover the history
// exactly instead of guessing from the rendered Markdown.
//
//   <!-- benchgate:KEY -->                              first line: finds the comment
//   <!-- benchgate:current sha=S time=T -->  … <!-- benchgate:current-end -->
//   <details><summary>Earlier run: …</summary>
//   <!-- benchgate:run sha=S time=T -->  … <!-- benchgate:run-end -->
//   </details>                                          (repeated, newest first)
//   <!-- benchgate:dropped N -->                        runs removed to stay under the limit

import { COMMENT_BODY_MAX_CHARS, truncateWithNote } from './body-limit.js';

export interface StickyRun {
  /** Commit the report is about (full sha; shown shortened). */
  sha: string;
  /** When the run happened, ISO 8601. Together with `sha` it identifies a run. */
  time: string;
  /** The report, Markdown. */
  body: string;
}

export interface StickyModel {
  key: string;
  current: StickyRun;
  /** Earlier runs, newest first. */
  history: StickyRun[];
  /** Earlier runs no longer shown (size limit or `maxHistory`). */
  droppedRuns: number;
}

const PREFIX = '<!-- benchgate:';
// A report that itself contains our marker text would corrupt the parse; such text is
// rewritten on the way in (no report benchgate renders contains it: names are escaped).
const QUOTED_PREFIX = '<!-- benchgate-quoted:';
const CURRENT_START = /^<!-- benchgate:current sha=(\S*) time=(\S*) -->$/;
const CURRENT_END = '<!-- benchgate:current-end -->';
const RUN_START = /^<!-- benchgate:run sha=(\S*) time=(\S*) -->$/;
const RUN_END = '<!-- benchgate:run-end -->';
const DROPPED = /^<!-- benchgate:dropped (\d{1,9}) -->$/;

const LIMIT_TEXT = `${COMMENT_BODY_MAX_CHARS.toLocaleString('en-US')}-character`;
export const SHORTENED_NOTE = `_This report was shortened to fit GitHub's ${LIMIT_TEXT} comment limit; the complete report is in the job summary of the run._`;
const TRUNCATED_NOTE = `_… cut here: the report passed GitHub's ${LIMIT_TEXT} comment limit; the complete report is in the job summary of the run._`;

/** The hidden marker that identifies the sticky comment of `key` (the check name). */
export function stickyMarker(key: string): string {
  return `${PREFIX}${encodeURIComponent(key)} -->`;
}

/** True when `body` is a sticky comment of `key`: the marker is its whole first line. */
export function isStickyBody(body: string, key: string): boolean {
  const marker = stickyMarker(key);
  return (
    body.startsWith(marker) && (body.length === marker.length || /^\r?\n/.test(body.slice(marker.length)))
  );
}

function neutralize(body: string): string {
  return body.split(PREFIX).join(QUOTED_PREFIX);
}

function attr(value: string): string {
  return encodeURIComponent(value);
}

function unattr(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** "abc1234 at 2024-05-01 12:00 UTC", safe inside <summary>. */
function describeRun(run: StickyRun): string {
  const sha = run.sha.replace(/[^0-9A-Za-z]/g, '').slice(0, 7) || 'unknown commit';
  const ms = Date.parse(run.time);
  const when = Number.isNaN(ms)
    ? run.time.replace(/[^0-9A-Za-z:.+\- ]/g, '') || 'an unknown time'
    : `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return `${sha} at ${when}`;
}

function renderRun(run: StickyRun): string {
  return [
    `<details><summary>Earlier run: ${describeRun(run)}</summary>`,
    `${PREFIX}run sha=${attr(run.sha)} time=${attr(run.time)} -->`,
    '',
    run.body,
    '',
    RUN_END,
    '</details>',
  ].join('\n');
}

function droppedNote(count: number): string {
  const runs = count === 1 ? '1 earlier run was' : `${count} earlier runs were`;
  return `${PREFIX}dropped ${count} -->\n_${runs} removed from this comment to keep it under GitHub's size limit._`;
}

/** Renders the model; `parseStickyBody` gives the same model back. */
export function renderStickyBody(model: StickyModel): string {
  const { current } = model;
  const parts = [
    stickyMarker(model.key),
    `${PREFIX}current sha=${attr(current.sha)} time=${attr(current.time)} -->`,
    '',
    current.body,
    '',
    CURRENT_END,
  ];
  for (const run of model.history) parts.push('', renderRun(run));
  if (model.droppedRuns > 0) parts.push('', droppedNote(model.droppedRuns));
  return parts.join('\n');
}

/** Collects the lines of one delimited part, without the blank line we put on each side. */
function takeUntil(lines: string[], start: number, end: string): { body: string; next: number } | undefined {
  const stop = lines.findIndex((line, i) => i >= start && line.trimEnd() === end);
  if (stop < 0) return undefined;
  const inner = lines.slice(start, stop);
  if (inner[0]?.trimEnd() === '') inner.shift();
  if (inner.length > 0 && inner[inner.length - 1]!.trimEnd() === '') inner.pop();
  return { body: inner.join('\n'), next: stop + 1 };
}

/**
 * Reads a sticky comment back. Returns undefined when `text` is not the comment of `key`.
 * A comment with our marker whose structure does not parse (edited by hand, an older
 * format) is kept whole as one earlier run of unknown commit, never thrown away.
 */
export function parseStickyBody(text: string, key: string): StickyModel | undefined {
  if (!isStickyBody(text, key)) return undefined;
  const lines = text.split('\n');
  const head = CURRENT_START.exec(lines[1]?.trimEnd() ?? '');
  const current = head ? takeUntil(lines, 2, CURRENT_END) : undefined;
  if (!head || !current) {
    const rest = lines.slice(1).join('\n').trim();
    return {
      key,
      current: { sha: '', time: '', body: '' },
      history: [{ sha: '', time: '', body: rest }],
      droppedRuns: 0,
    };
  }
  const model: StickyModel = {
    key,
    current: { sha: unattr(head[1]!), time: unattr(head[2]!), body: current.body },
    history: [],
    droppedRuns: 0,
  };
  for (let i = current.next; i < lines.length; i++) {
    const line = lines[i]!.trimEnd();
    const run = RUN_START.exec(line);
    const dropped = DROPPED.exec(line);
    if (run) {
      const part = takeUntil(lines, i + 1, RUN_END);
      if (!part) break;
      model.history.push({ sha: unattr(run[1]!), time: unattr(run[2]!), body: part.body });
      i = part.next - 1;
    } else if (dropped) {
      model.droppedRuns = Number(dropped[1]);
    }
  }
  return model;
}

export interface ComposeStickyOptions {
  key: string;
  /** The new report. */
  body: string;
  sha: string;
  time: string;
  /** The body of the existing sticky comment, if any. */
  previous?: string;
  /** Called with a character budget when the report alone is too big; returns a report within it. */
  shrink?: (budget: number) => string;
  /** Default 65,536 (GitHub's). */
  limit?: number;
  /** Earlier runs kept at most. Default 10. */
  maxHistory?: number;
  /**
   * The run is for a commit that is no longer the PR's head: it is filed as the newest earlier
   * run and the current report stays (with no current report yet, it is shown with a warning).
   */
  stale?: boolean;
}

export interface ComposedStickyBody {
  body: string;
  model: StickyModel;
  /** `shrink` produced the report. */
  shrunk: boolean;
  /** The report was cut (no `shrink`, or its result was still too big). */
  truncated: boolean;
}

const sameRun = (a: StickyRun, b: StickyRun) => a.sha === b.sha && a.time === b.time;

const isEmptyRun = (run: StickyRun) => run.sha === '' && run.body === '';

function staleWarning(sha: string): string {
  const short = sha.replace(/[^0-9A-Za-z]/g, '').slice(0, 7);
  return `> [!WARNING]\n> This report is for ${short}, which is no longer the head of this pull request; a run for the new head will replace it.`;
}

/** The new model: `body` as current, the previous current and history after it. */
function mergeRuns(options: ComposeStickyOptions): StickyModel {
  const run: StickyRun = { sha: options.sha, time: options.time, body: neutralize(options.body) };
  const previous =
    options.previous === undefined ? undefined : parseStickyBody(options.previous, options.key);
  const keepCurrent =
    options.stale === true &&
    previous !== undefined &&
    !isEmptyRun(previous.current) &&
    !sameRun(previous.current, run);
  const current = keepCurrent
    ? previous.current
    : options.stale
      ? { ...run, body: `${staleWarning(run.sha)}\n\n${run.body}` }
      : run;
  // A retried or repeated publish of the same run replaces it rather than filing it as history.
  const earlier = keepCurrent
    ? [run, ...previous.history]
    : previous
      ? [previous.current, ...previous.history]
      : [];
  const history = earlier.filter(
    (r) => (keepCurrent ? r === run || !sameRun(r, run) : !sameRun(r, current)) && !isEmptyRun(r),
  );
  const maxHistory = options.maxHistory ?? 10;
  const dropped = (previous?.droppedRuns ?? 0) + Math.max(history.length - maxHistory, 0);
  return { key: options.key, current, history: history.slice(0, maxHistory), droppedRuns: dropped };
}

/**
 * Composes the sticky comment body within the limit: drops earlier runs oldest first; if the
 * report alone is still too big, asks `shrink` for one within the remaining budget; as a last
 * resort cuts the report with a note. Pure: the unit tests call it directly.
 */
export function composeStickyBody(options: ComposeStickyOptions): ComposedStickyBody {
  const limit = options.limit ?? COMMENT_BODY_MAX_CHARS;
  const model = mergeRuns(options);
  let body = renderStickyBody(model);
  while (body.length > limit && model.history.length > 0) {
    model.history.pop();
    model.droppedRuns += 1;
    body = renderStickyBody(model);
  }
  if (body.length <= limit) return { body, model, shrunk: false, truncated: false };

  const frame = renderStickyBody({ ...model, current: { ...model.current, body: '' } }).length;
  const room = limit - frame;
  const noteRoom = SHORTENED_NOTE.length + 2;
  if (options.shrink && room > noteRoom) {
    const shrunk = neutralize(options.shrink(room - noteRoom));
    if (shrunk.length <= room - noteRoom) {
      model.current = { ...model.current, body: `${shrunk}\n\n${SHORTENED_NOTE}` };
      return { body: renderStickyBody(model), model, shrunk: true, truncated: false };
    }
  }
  model.current = {
    ...model.current,
    body: truncateWithNote(model.current.body, Math.max(room, 0), TRUNCATED_NOTE),
  };
  body = renderStickyBody(model);
  // Only a limit smaller than the frame itself gets here; the limit still holds.
  if (body.length > limit) body = body.slice(0, limit);
  return { body, model, shrunk: false, truncated: true };
}
