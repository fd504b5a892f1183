// The history store's files as untrusted input: every line read from a store
// (a checkout of the data branch, or a month file fetched through the Git
// database API) is checked against the schema docs/history.md documents
// before anything uses it, and the store as a whole against caps on files and
// bytes. Why: anyone who can push to the data branch (and every run of main,
// whatever a merged benchmark prints) writes these files; a forged commit
// string became Markdown in an issue, and a line without a string `time`
// crashed every reader (docs/security.md, "Watching main").
//
// Three tiers, as everywhere: a line that breaks the schema is skipped and
// named (file and line); a file or a store past a cap, a link, or anything
// but a regular file stops the reader with an error naming it.

import { MAX_NAME_CHARS } from '../model/name-limit.js';

/** No store file passes this; GitHub refuses files over 100 MB and slows past 50. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Raw samples are kept for a point only up to this many (the center and interval always). */
export const STORE_SAMPLES_MAX = 32;
/**
 * The most files a store may hold: 1,000 families and their commit list for
 * ten years of month files is 120,000, so 200,000 leaves room and still
 * refuses a forged store built to exhaust the reader.
 */
export const MAX_STORE_FILES = 200_000;
/** The most bytes a store may hold in all: the reader keeps its points in memory. */
export const MAX_STORE_BYTES = 1024 * 1024 * 1024;
/**
 * The most series (benchmark metrics) one append may add: a real suite has
 * hundreds to a few thousand; a run that prints a million is refused with an
 * error before anything is written, not appended for an hour.
 */
export const MAX_SERIES_PER_APPEND = 100_000;
/** The longest line read; a real line is under 2 KB (32 samples and the names). */
export const MAX_LINE_CHARS = 64 * 1024;
/** The longest machine label or description. */
export const MAX_MACHINE_CHARS = 100;
/** Parameters per benchmark: real ones have a handful. */
const MAX_PARAMS = 64;

/** A commit as the store records it: hexadecimal, as git prints it (7 to 64 digits). */
export const COMMIT_PATTERN = /^[0-9a-f]{7,64}$/i;
/** A machine label given by the workflow: letters, digits, dot, dash, underscore. */
export const MACHINE_LABEL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** The name of a month file: `<YYYY-MM>.jsonl`, then `<YYYY-MM>-2.jsonl`, ... */
export const MONTH_FILE_PATTERN = /^(\d{4}-\d{2})(?:-([1-9]\d{0,5}))?\.jsonl$/;
const ENV_PATTERN = /^[0-9a-f]{8,64}$/;
const TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** One line of a series file: one benchmark metric measured at one commit on one machine. */
export interface SeriesLine {
  commit: string;
  time: string;
  env: string;
  /** The machine the point was measured on; absent in stores written before machines were recorded. */
  machine?: string;
  suite: string;
  name: string;
  params: Record<string, string>;
  unit: string;
  metric?: string;
  direction: 'smaller' | 'bigger';
  center: number;
  low?: number;
  high?: number;
  n: number;
  samples?: number[];
}

/** One line of a commit list: one append. */
export interface CommitLine {
  commit: string;
  parent: string | null;
  time: string;
  env: string;
  machine?: string;
  /** What the fingerprint hashes, so an environment change can say what changed. */
  environment?: Record<string, string>;
}

type Check<T> = { ok: true; value: T } | { ok: false; why: string };

const fail = (why: string): { ok: false; why: string } => ({ ok: false, why });

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const boundedText = (v: unknown, max: number) => typeof v === 'string' && v.length <= max;
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A time as the store writes it (ISO 8601 with a zone), and one Date can read. */
export function isStoreTime(v: unknown): v is string {
  return typeof v === 'string' && TIME_PATTERN.test(v) && !Number.isNaN(Date.parse(v));
}

/** Free text naming a machine: bounded, no control characters (it reaches issues and the dashboard). */
export function isMachineText(v: unknown): v is string {
  if (typeof v !== 'string' || v.length === 0 || v.length > MAX_MACHINE_CHARS) return false;
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f]/.test(v);
}

function stringRecord(v: unknown, maxEntries: number): v is Record<string, string> {
  if (!isRecord(v)) return false;
  const entries = Object.entries(v);
  return (
    entries.length <= maxEntries &&
    entries.every(([k, x]) => k.length <= MAX_NAME_CHARS && boundedText(x, MAX_NAME_CHARS))
  );
}

/** The fields every line has: the commit, its time, the environment and the machine. */
function checkWhere(v: Record<string, unknown>): string | undefined {
  if (typeof v.commit !== 'string' || !COMMIT_PATTERN.test(v.commit))
    return '"commit" is not a commit id (7 to 64 hexadecimal digits)';
  if (!isStoreTime(v.time)) return '"time" is not an ISO 8601 time';
  if (typeof v.env !== 'string' || !ENV_PATTERN.test(v.env)) return '"env" is not an environment fingerprint';
  if (v.machine !== undefined && !isMachineText(v.machine))
    return `"machine" is not a machine name (at most ${MAX_MACHINE_CHARS} characters, no control characters)`;
  return undefined;
}

function checkNumbers(v: Record<string, unknown>): string | undefined {
  if (!finite(v.center)) return '"center" is not a finite number';
  if (v.low !== undefined && !finite(v.low)) return '"low" is not a finite number';
  if (v.high !== undefined && !finite(v.high)) return '"high" is not a finite number';
  if (!Number.isSafeInteger(v.n) || (v.n as number) < 1) return '"n" is not a positive integer';
  if (v.samples !== undefined) {
    const s = v.samples;
    if (!Array.isArray(s) || s.length === 0 || s.length > STORE_SAMPLES_MAX || !s.every(finite))
      return `"samples" is not a list of 1 to ${STORE_SAMPLES_MAX} finite numbers`;
  }
  return undefined;
}

/** A parsed line of a series file, checked field by field against the schema. */
export function checkSeriesLine(v: unknown): Check<SeriesLine> {
  if (!isRecord(v)) return fail('not a JSON object');
  const where = checkWhere(v);
  if (where) return fail(where);
  if (!boundedText(v.suite, MAX_NAME_CHARS)) return fail('"suite" is not a name');
  if (!boundedText(v.name, MAX_NAME_CHARS) || v.name === '') return fail('"name" is not a name');
  if (!stringRecord(v.params, MAX_PARAMS)) return fail('"params" is not an object of names');
  if (!boundedText(v.unit, MAX_NAME_CHARS) || v.unit === '') return fail('"unit" is not a unit');
  if (v.metric !== undefined && !boundedText(v.metric, MAX_NAME_CHARS)) return fail('"metric" is not a name');
  if (v.direction !== 'smaller' && v.direction !== 'bigger')
    return fail('"direction" is neither "smaller" nor "bigger"');
  const numbers = checkNumbers(v);
  if (numbers) return fail(numbers);
  return { ok: true, value: v as unknown as SeriesLine };
}

/** A parsed line of a commit list, checked against the schema. */
export function checkCommitLine(v: unknown): Check<CommitLine> {
  if (!isRecord(v)) return fail('not a JSON object');
  const where = checkWhere(v);
  if (where) return fail(where);
  if (
    v.parent !== null &&
    v.parent !== undefined &&
    (typeof v.parent !== 'string' || !COMMIT_PATTERN.test(v.parent))
  )
    return fail('"parent" is neither null nor a commit id');
  if (v.environment !== undefined && !stringRecord(v.environment, MAX_PARAMS))
    return fail('"environment" is not an object of names');
  return { ok: true, value: { parent: null, ...(v as object) } as CommitLine };
}
