import type { Problem } from '../../model/results.js';
import { explainInvalidJson } from './syntax.js';
import { isRecord } from '../../model/record.js';

// Reads a JSON benchmark document as its top-level members plus the entries of
// one array (Google Benchmark "benchmarks", hyperfine "results", a root array),
// each entry with the line it starts on, so per-entry problems can name a line.
//
// Note: when the text is not valid JSON (a run killed while writing, garbage in
// a log) the complete entries are still recovered one by one: a single linear
// scan finds the spans of complete values, and each is parsed on its own. The
// invalid JSON itself is one problem at the line where JSON.parse failed.

export interface JsonEntry {
  readonly value: unknown;
  /** 1-based line where the entry starts (0 when unknown). Read it only for a problem: it may cost a scan. */
  readonly line: number;
}

export interface JsonEntries {
  /** The parsed root, when the whole text is valid JSON. */
  root?: unknown;
  /** Top-level members of a root object: all of them, or the complete ones of a damaged text. */
  members: Record<string, unknown>;
  /** Entries of the array; undefined when no such array was found. */
  entries?: JsonEntry[];
  problems: Problem[];
}

interface Span {
  start: number;
  end: number;
  line: number;
}

interface Outline {
  members: Map<string, Span>;
  elements?: Span[];
}

/** A finite JSON number, or undefined. */
export function finiteNumber(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

/**
 * A short description of a JSON value for a problem message, so one bad entry
 * cannot flood a report. Containers are described, not serialized: a deeply
 * nested one would overflow JSON.stringify's stack.
 */
export function describeValue(v: unknown): string {
  if (Array.isArray(v)) return `an array of ${v.length} items`;
  if (isRecord(v)) return 'an object';
  const s = typeof v === 'string' ? JSON.stringify(v) : String(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

/** A name quoted for a problem message, clipped so an absurd name cannot flood a report. */
export function quote(name: string): string {
  return JSON.stringify(name.length > 80 ? `${name.slice(0, 77)}...` : name);
}

/** A parameter value as text: strings as they are, other JSON values as JSON. */
export function paramText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === null || typeof v !== 'object') return String(v);
  try {
    return JSON.stringify(v);
  } catch (err) {
    // Only a nesting too deep for the stack gets here; no tool writes such a value.
    if (err instanceof RangeError) return describeValue(v);
    throw err;
  }
}

/**
 * Parses `text`; `arrayKey` names the entries array inside a root object, or
 * is null when the root itself is the array. `what` names the document in
 * messages ("a hyperfine --export-json file").
 */
export function readJsonEntries(
  text: string,
  file: string,
  arrayKey: string | null,
  what: string,
): JsonEntries {
  if (text.trim() === '') {
    return { members: {}, problems: [{ file, line: 0, message: `empty input: expected ${what}` }] };
  }
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch (err) {
    return salvage(text, file, outlineJson(text, arrayKey), err);
  }
  const members = isRecord(root) ? root : {};
  const array = arrayKey === null ? root : members[arrayKey];
  if (!Array.isArray(array)) return { root, members, problems: [] };
  const lines = new EntryLines(text, arrayKey, array.length);
  const entries = array.map((value, i): JsonEntry => new ParsedEntry(value, i, lines));
  return { root, members, entries, problems: [] };
}

/**
 * Where the entries of a valid document start, found by the outline scan on
 * first use: only a problem needs a line, and scanning a large valid file
 * char by char cost more than parsing it.
 */
class EntryLines {
  private lines?: readonly number[];

  constructor(
    private readonly text: string,
    private readonly arrayKey: string | null,
    private readonly count: number,
  ) {}

  lineOf(index: number): number {
    if (this.lines === undefined) {
      const elements = outlineJson(this.text, this.arrayKey).elements;
      // A duplicate key could make the scan see another array than JSON.parse kept.
      this.lines = elements?.length === this.count ? elements.map((s) => s.line) : [];
    }
    return this.lines[index] ?? 0;
  }
}

class ParsedEntry implements JsonEntry {
  constructor(
    readonly value: unknown,
    private readonly index: number,
    private readonly lines: EntryLines,
  ) {}

  get line(): number {
    return this.lines.lineOf(this.index);
  }
}

function salvage(text: string, file: string, outline: Outline, err: unknown): JsonEntries {
  const { line: errorLine, message } = explainInvalidJson(text, err);
  const problems: Problem[] = [{ file, line: errorLine, message: `invalid JSON: ${message}` }];
  const members: Record<string, unknown> = {};
  for (const [key, span] of outline.members) {
    const parsed = parseSpan(text, span);
    if (parsed.ok) members[key] = parsed.value;
  }
  let entries: JsonEntry[] | undefined;
  if (outline.elements) {
    entries = [];
    for (const span of outline.elements) {
      // Entries are objects; past the damage the scan can mistake other text for entries.
      if (text[span.start] !== '{') continue;
      const parsed = parseSpan(text, span);
      if (parsed.ok) {
        entries.push({ value: parsed.value, line: span.line });
        continue;
      }
      const within = explainInvalidJson(text.slice(span.start, span.end), parsed.error);
      const line = within.line > 0 ? span.line + within.line - 1 : span.line;
      if (line !== errorLine)
        problems.push({ file, line, message: `entry is not valid JSON: ${within.message}` });
    }
  }
  return { members, entries, problems };
}

function parseSpan(text: string, span: Span): { ok: true; value: unknown } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: JSON.parse(text.slice(span.start, span.end)) };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * One linear pass over the text that records where each complete top-level
 * member value and each complete element of the entries array lies. It only
 * tracks strings and bracket depth, so it also runs over damaged text; what it
 * finds there is checked by JSON.parse on each span.
 */
function outlineJson(text: string, arrayKey: string | null): Outline {
  const members = new Map<string, Span>();
  let elements: Span[] | undefined;
  let depth = 0;
  let line = 1;
  let inString = false;
  let escaped = false;
  let stringStart = -1;
  let lastString = { start: -1, end: -1 };
  let lastNonSpace = -1;
  let rootIsObject = false;
  let key: string | undefined;
  let member: Span | undefined;
  let awaitingMember = false;
  let elementDepth = -1; // depth inside the entries array; -1 when not in it
  let element: Span | undefined;
  let arrayDone = false;

  const closeElement = () => {
    if (element && elements) elements.push({ ...element, end: lastNonSpace + 1 });
    element = undefined;
  };
  const closeMember = () => {
    if (member && key !== undefined && !members.has(key))
      members.set(key, { ...member, end: lastNonSpace + 1 });
    member = undefined;
  };

  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (c === 92) escaped = true;
      else if (c === 34) {
        inString = false;
        lastString = { start: stringStart, end: i + 1 };
        lastNonSpace = i;
      }
      continue;
    }
    if (c === 32 || c === 9 || c === 10 || c === 13) continue;
    const ch = text[i];
    if (depth === elementDepth && !element && ch !== ',' && ch !== ']') element = { start: i, end: i, line };
    if (depth === 1 && rootIsObject && awaitingMember) {
      awaitingMember = false;
      member = { start: i, end: i, line };
      if (ch === '[' && key === arrayKey && !arrayDone && elements === undefined) {
        elements = [];
        elementDepth = 2;
      }
    }
    switch (ch) {
      case '"':
        inString = true;
        stringStart = i;
        break;
      case '{':
      case '[':
        if (depth === 0) {
          rootIsObject = ch === '{';
          if (ch === '[' && arrayKey === null && elements === undefined) {
            elements = [];
            elementDepth = 1;
          }
        }
        depth++;
        break;
      case '}':
      case ']':
        if (depth === elementDepth) {
          closeElement();
          elementDepth = -1;
          arrayDone = true;
        }
        if (depth === 1 && rootIsObject) closeMember();
        depth = Math.max(0, depth - 1);
        break;
      case ',':
        if (depth === elementDepth) closeElement();
        if (depth === 1 && rootIsObject) closeMember();
        break;
      case ':':
        if (depth === 1 && rootIsObject && lastString.end === lastNonSpace + 1) {
          key = keyOf(text, lastString.start, lastString.end);
          awaitingMember = true;
        }
        break;
    }
    lastNonSpace = i;
  }
  return { members, elements };
}

function keyOf(text: string, start: number, end: number): string | undefined {
  try {
    return JSON.parse(text.slice(start, end)) as string;
  } catch {
    // A key that is not a valid JSON string names no member we look for.
    return undefined;
  }
}
