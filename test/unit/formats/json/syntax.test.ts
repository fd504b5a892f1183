import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { explainInvalidJson, findJsonSyntaxError } from '../../../../src/formats/json/syntax.js';

const parses = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

describe('findJsonSyntaxError', () => {
  test.each([
    [
      'cut inside an object',
      '{\n  "a": [1,\n2,\n',
      4,
      1,
      'the text ends before the JSON is complete (cut short?)',
    ],
    ['cut inside a member name', '{\n  "na', 2, 6, 'the text ends inside a string (cut short?)'],
    [
      'cut after a member name',
      '{\n  "name"',
      2,
      9,
      'the text ends before the JSON is complete (cut short?)',
    ],
    ['missing colon', '{"a" 1}', 1, 6, "expected ':' after a member name, found '1'"],
    ['missing value', '{\n"a": 1,\n"b": }', 3, 6, "expected a value, found '}'"],
    ['trailing comma in an object', '{"a": 1,}', 1, 9, "expected a member name in double quotes, found '}'"],
    ['trailing comma in an array', '[1, 2,]', 1, 7, "expected a value, found ']'"],
    ['unquoted member name', '{a: 1}', 1, 2, "expected a member name in double quotes or '}', found 'a'"],
    [
      'missing comma between members',
      '{"a": 1 "b": 2}',
      1,
      9,
      "expected ',' or '}' after a member, found '\"'",
    ],
    ['missing comma between elements', '[1 2]', 1, 4, "expected ',' or ']' after an element, found '2'"],
    ['garbage value', '{"a":\n\n x}', 3, 2, "expected a value, found 'x'"],
    ['a bare word', 'nope', 1, 1, "expected a value, found 'n'"],
    ['text after the value', '{}\n{}', 2, 1, "unexpected '{' after the end of the JSON value"],
    ['binary garbage', '[1, \u0000]', 1, 5, 'expected a value, found U+0000'],
    ['raw newline in a string', '["a\nb"]', 1, 4, 'control character U+000A inside a string'],
    ['bad escape', '["a\\qb"]', 1, 4, "bad escape '\\q' in a string"],
    ['short unicode escape', '["\\u12G4"]', 1, 7, "expected four hex digits after '\\u', found 'G'"],
    ['leading zero', '[01]', 1, 3, "expected ',' or ']' after an element, found '1'"],
    ['lone minus', '[-]', 1, 3, "expected a digit after '-', found ']'"],
    ['bare decimal point', '[1.]', 1, 4, "expected a digit after the decimal point, found ']'"],
    ['empty exponent', '[1e+]', 1, 5, "expected a digit in the exponent, found ']'"],
    ['cut inside a number', '[1, 2.', 1, 7, 'the text ends inside a number (cut short?)'],
    ['NaN as a number', '{"score": NaN}', 1, 11, "expected a value, found 'N'"],
    ['blank text', ' \n ', 2, 2, 'no JSON value in the text'],
    ['byte order mark', '\ufeff{}', 1, 1, 'expected a value, found U+FEFF'],
  ])('%s', (_, text, line, column, reason) => {
    expect(parses(text)).toBe(false);
    expect(findJsonSyntaxError(text)).toEqual({
      index: expect.any(Number),
      line,
      column,
      reason,
    });
  });

  test.each([
    '{}',
    '[]',
    ' {"a": [1, -0.5e-3, 2E+10, true, false, null, "x\\u00e9\\n\\"y"]}\r\n',
    '"just a string"',
    '0',
    '[[[[[]]]]]',
  ])('valid JSON has no error: %s', (text) => {
    expect(parses(text)).toBe(true);
    expect(findJsonSyntaxError(text)).toBeUndefined();
  });

  test('the index is where the line and column point', () => {
    const text = '{\n  "a": 1,\n  "b" 2\n}';
    const found = findJsonSyntaxError(text)!;
    expect(found).toEqual({
      index: 18,
      line: 3,
      column: 7,
      reason: "expected ':' after a member name, found '2'",
    });
    expect(text[found.index]).toBe('2');
  });

  test('agrees with JSON.parse on valid JSON of every shape', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(findJsonSyntaxError(text)).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });

  test('agrees with JSON.parse on whether damaged JSON is valid', () => {
    // Real JSON with one character deleted, replaced or inserted, and JSON-like noise.
    const damaged = fc.oneof(
      fc
        .tuple(
          fc.json(),
          fc.nat(),
          fc.constantFrom('', '"', ',', ':', '}', ']', '{', '[', '\\', '\n', 'x', '0', '-', ' '),
        )
        .map(([text, at, ch]) => {
          const i = at % (text.length + 1);
          return text.slice(0, i) + ch + text.slice(i + (at % 2));
        }),
      fc.string({
        unit: fc.constantFrom(...'{}[]":,.-+eE0123456789 \ntruefalsn\\u'.split('')),
        maxLength: 30,
      }),
    );
    fc.assert(
      fc.property(damaged, (text) => {
        expect(findJsonSyntaxError(text) === undefined).toBe(parses(text));
      }),
      { numRuns: 3000 },
    );
  });

  test('a long run of nested arrays is scanned without recursion', () => {
    const text = `${'['.repeat(200_000)}${']'.repeat(199_999)}`;
    expect(findJsonSyntaxError(text)).toEqual({
      index: 399_999,
      line: 1,
      column: 400_000,
      reason: 'the text ends before the JSON is complete (cut short?)',
    });
  });
});

describe('explainInvalidJson', () => {
  test('the line and a reason with the column, the same on every Node version', () => {
    const text = '{\n  "benchmarks": [\n    {"name": "a", "value": 1},\n    {"name": "b", "val';
    expect(explainInvalidJson(text, new Error('whatever V8 said'))).toEqual({
      line: 4,
      message: 'the text ends inside a string (cut short?), at column 23',
    });
  });

  test("V8's message and line when the scan finds nothing wrong (it never should)", () => {
    const err = new SyntaxError('Unexpected number in JSON at position 6');
    expect(explainInvalidJson('{"a":\n1}', err)).toEqual({ line: 2, message: err.message });
  });
});
