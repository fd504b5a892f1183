import { describe, expect, test } from 'vitest';
import {
  describeValue,
  paramText,
  quote,
  readJsonEntries,
  type JsonEntry,
} from '../../../../src/formats/json/entries.js';

/** Entries as plain {value, line} objects (valid documents give lazy-line entries). */
const plain = (entries: readonly JsonEntry[] | undefined) =>
  entries?.map(({ value, line }) => ({ value, line }));

describe('readJsonEntries', () => {
  test('entries of a named array with their lines; strings holding brackets and escapes do not confuse the scan', () => {
    const text = [
      '{"pre": {"x": "[{,]}\\"\\\\"},',
      ' "list": [',
      '  {"a": "]"},',
      '  {"b": [1, {"c": 2}]},',
      '  3',
      ' ],',
      ' "post": 1}',
    ].join('\n');
    const doc = readJsonEntries(text, 'f', 'list', 'a doc');
    expect(doc.problems).toEqual([]);
    expect(plain(doc.entries)).toEqual([
      { value: { a: ']' }, line: 3 },
      { value: { b: [1, { c: 2 }] }, line: 4 },
      { value: 3, line: 5 },
    ]);
    expect(doc.members).toEqual({
      pre: { x: '[{,]}"\\' },
      list: [{ a: ']' }, { b: [1, { c: 2 }] }, 3],
      post: 1,
    });
  });

  test('a valid document has its entry lines found only when one is asked for, and then all are right', () => {
    const text = '[\n{"a": 1},\n{"a": 2},\n\n\n{"a": 3}]';
    const doc = readJsonEntries(text, 'f', null, 'a doc');
    expect(doc.entries![2]!.line).toBe(6);
    expect(doc.entries!.map((e) => e.line)).toEqual([2, 3, 6]);
  });

  test('a root array', () => {
    const doc = readJsonEntries('[\n{"a": 1},\n\n{"b": 2}\n]', 'f', null, 'a doc');
    expect(plain(doc.entries)).toEqual([
      { value: { a: 1 }, line: 2 },
      { value: { b: 2 }, line: 4 },
    ]);
  });

  test('no such array: entries undefined, root kept', () => {
    expect(readJsonEntries('{"other": []}', 'f', 'list', 'a doc')).toEqual({
      root: { other: [] },
      members: { other: [] },
      entries: undefined,
      problems: [],
    });
  });

  test('damaged text: complete members and entries are recovered, the broken one is the one problem', () => {
    const text = [
      '{"meta": {"v": 1},',
      ' "list": [',
      '  {"a": 1},',
      '  {"b": 2},',
      '  {"c": oops},',
      '  {"d": 4}',
      ' ]',
    ].join('\n');
    const doc = readJsonEntries(text, 'f', 'list', 'a doc');
    expect(doc.root).toBeUndefined();
    expect(doc.members).toEqual({ meta: { v: 1 } });
    expect(doc.entries).toEqual([
      { value: { a: 1 }, line: 3 },
      { value: { b: 2 }, line: 4 },
      { value: { d: 4 }, line: 6 },
    ]);
    expect(doc.problems).toEqual([
      { file: 'f', line: 5, message: "invalid JSON: expected a value, found 'o', at column 9" },
    ]);
  });

  test('empty and blank input', () => {
    for (const text of ['', '  \n\t']) {
      expect(readJsonEntries(text, 'f', null, 'a doc').problems).toEqual([
        { file: 'f', line: 0, message: 'empty input: expected a doc' },
      ]);
    }
  });
});

describe('message helpers', () => {
  test('describeValue describes containers without serializing them', () => {
    expect(describeValue([1, 2])).toBe('an array of 2 items');
    expect(describeValue({ a: 1 })).toBe('an object');
    expect(describeValue(null)).toBe('null');
    expect(describeValue('x'.repeat(100))).toBe(`"${'x'.repeat(56)}...`);
  });

  test('paramText keeps strings and writes other values as JSON, even absurdly nested ones', () => {
    expect(paramText('a b')).toBe('a b');
    expect(paramText(3)).toBe('3');
    expect(paramText(null)).toBe('null');
    expect(paramText([1, 'x'])).toBe('[1,"x"]');
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)) as unknown;
    expect(paramText(deep)).toBe('an array of 1 items');
  });

  test('quote clips long names', () => {
    expect(quote('BM_A')).toBe('"BM_A"');
    expect(quote('n'.repeat(200))).toBe(`"${'n'.repeat(77)}..."`);
  });
});
