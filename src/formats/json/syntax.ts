import { jsonErrorLine } from './error.js';

// Where and why a text is not JSON, in benchgate's own words.
//
// Note: V8's JSON.parse messages changed between Node 20 and Node 24, and so
// did the position some of them report ("Unexpected end of JSON input" on one,
// "Expected ':' after property name ... (line 11 column 15)" on the other, for
// the same cut-short file). A problem list must not depend on which Node ran
// benchgate (the bot runs on Node 24, a user's laptop may not), so the place
// and the reason come from this scan, run only after JSON.parse has failed.

export interface JsonSyntaxError {
  /** Index into the text (the text's length when it ends too soon). */
  index: number;
  /** 1-based line and column (UTF-16 code units) of index. */
  line: number;
  column: number;
  reason: string;
}

type Expect =
  | 'value'
  | 'first-member' // after '{': a member name or '}'
  | 'member' // after ',' in an object
  | 'colon'
  | 'after-member' // ',' or '}'
  | 'first-element' // after '[': a value or ']'
  | 'after-element' // ',' or ']'
  | 'end';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const SIMPLE_ESCAPES = new Set('"\\/bfnrt');

class Invalid {
  constructor(
    readonly index: number,
    readonly reason: string,
  ) {}
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isHex(c: number): boolean {
  return isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

/** A character as a message shows it: quoted when printable ASCII, else its code point. */
function shown(text: string, index: number): string {
  if (index >= text.length) return 'the end of the text';
  const c = text.charCodeAt(index);
  if (c > 0x20 && c < 0x7f) return `'${text[index]}'`;
  return `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The index after the string starting at `start` (a '"'). */
function scanString(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) return i + 1;
    if (c < 0x20) throw new Invalid(i, `control character ${shown(text, i)} inside a string`);
    if (c !== BACKSLASH) continue;
    i++;
    if (i >= text.length) break;
    if (SIMPLE_ESCAPES.has(text[i]!)) continue;
    if (text[i] !== 'u') throw new Invalid(i - 1, `bad escape '\\${text[i]}' in a string`);
    for (let k = 1; k <= 4; k++) {
      if (i + k >= text.length) throw new Invalid(text.length, 'the text ends inside a string (cut short?)');
      if (!isHex(text.charCodeAt(i + k)))
        throw new Invalid(i + k, `expected four hex digits after '\\u', found ${shown(text, i + k)}`);
    }
    i += 4;
  }
  throw new Invalid(text.length, 'the text ends inside a string (cut short?)');
}

/** The index after the number starting at `start` ('-' or a digit). */
function scanNumber(text: string, start: number): number {
  let i = start;
  if (text.charCodeAt(i) === 0x2d) i++;
  const digits = (what: string) => {
    if (i >= text.length) throw new Invalid(i, 'the text ends inside a number (cut short?)');
    if (!isDigit(text.charCodeAt(i)))
      throw new Invalid(i, `expected a digit ${what}, found ${shown(text, i)}`);
    while (isDigit(text.charCodeAt(i))) i++;
  };
  if (text.charCodeAt(i) === 0x30) i++;
  else digits(i === start ? 'to start a number' : "after '-'");
  if (text.charCodeAt(i) === 0x2e) {
    i++;
    digits('after the decimal point');
  }
  const e = text.charCodeAt(i);
  if (e === 0x65 || e === 0x45) {
    i++;
    const sign = text.charCodeAt(i);
    if (sign === 0x2b || sign === 0x2d) i++;
    digits('in the exponent');
  }
  return i;
}

const LITERALS = ['true', 'false', 'null'];

/** The first syntax error of a text; undefined when it is valid JSON. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  try {
    scan(text);
    return undefined;
  } catch (err) {
    if (!(err instanceof Invalid)) throw err;
    return { ...lineAndColumn(text, err.index), index: err.index, reason: err.reason };
  }
}

function scan(text: string): void {
  const open: number[] = []; // char codes of the open '{' and '['
  let expect: Expect = 'value';
  const afterValue = (): Expect => {
    const top = open[open.length - 1];
    return top === undefined ? 'end' : top === 0x7b ? 'after-member' : 'after-element';
  };
  const close = (): Expect => {
    open.pop();
    return afterValue();
  };
  let i = 0;
  for (;;) {
    while (i < text.length && isSpace(text.charCodeAt(i))) i++;
    if (i >= text.length) {
      if (expect === 'end') return;
      throw new Invalid(
        i,
        open.length === 0 && expect === 'value'
          ? 'no JSON value in the text'
          : 'the text ends before the JSON is complete (cut short?)',
      );
    }
    const c = text.charCodeAt(i);
    switch (expect) {
      case 'end':
        throw new Invalid(i, `unexpected ${shown(text, i)} after the end of the JSON value`);
      case 'colon':
        if (c !== 0x3a) throw new Invalid(i, `expected ':' after a member name, found ${shown(text, i)}`);
        i++;
        expect = 'value';
        continue;
      case 'after-member':
      case 'after-element': {
        const closer = expect === 'after-member' ? 0x7d : 0x5d;
        if (c === 0x2c) {
          i++;
          expect = expect === 'after-member' ? 'member' : 'value';
        } else if (c === closer) {
          i++;
          expect = close();
        } else {
          const what =
            expect === 'after-member' ? "',' or '}' after a member" : "',' or ']' after an element";
          throw new Invalid(i, `expected ${what}, found ${shown(text, i)}`);
        }
        continue;
      }
      case 'first-member':
      case 'member':
        if (c === 0x7d && expect === 'first-member') {
          i++;
          expect = close();
          continue;
        }
        if (c !== QUOTE) {
          const what =
            expect === 'first-member'
              ? "a member name in double quotes or '}'"
              : 'a member name in double quotes';
          throw new Invalid(i, `expected ${what}, found ${shown(text, i)}`);
        }
        i = scanString(text, i);
        expect = 'colon';
        continue;
      case 'first-element':
        if (c === 0x5d) {
          i++;
          expect = close();
          continue;
        }
        break;
      case 'value':
        break;
    }
    // A value.
    if (c === 0x7b || c === 0x5b) {
      open.push(c);
      i++;
      expect = c === 0x7b ? 'first-member' : 'first-element';
    } else if (c === QUOTE) {
      i = scanString(text, i);
      expect = afterValue();
    } else if (c === 0x2d || isDigit(c)) {
      i = scanNumber(text, i);
      expect = afterValue();
    } else {
      const literal = LITERALS.find((word) => text.startsWith(word, i));
      if (literal === undefined) throw new Invalid(i, `expected a value, found ${shown(text, i)}`);
      i += literal.length;
      expect = afterValue();
    }
  }
}

function lineAndColumn(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: index - lineStart + 1 };
}

/**
 * The line of a text JSON.parse rejected and the reason, worded the same on
 * every Node version ("the text ends before the JSON is complete (cut short?),
 * at column 3"). Falls back to V8's message if the scan finds no error.
 */
export function explainInvalidJson(text: string, err: unknown): { line: number; message: string } {
  const found = findJsonSyntaxError(text);
  if (found) return { line: found.line, message: `${found.reason}, at column ${found.column}` };
  return { line: jsonErrorLine(text, err), message: err instanceof Error ? err.message : String(err) };
}
