// The plain aligned table of the terminal report, and the numbers in it.

import { describe, expect, it } from 'vitest';
import { formatSignificant, formatValue } from '../../../src/report/format-number.js';
import { renderTextTable } from '../../../src/report/aligned-text.js';

describe('renderTextTable', () => {
  it('aligns numeric columns right, others left, and trims trailing blanks', () => {
    expect(
      renderTextTable(
        ['name', 'value', 'note'],
        [
          ['a', '1.5', 'x'],
          ['longer', '−12.25', ''],
        ],
      ),
    ).toBe(
      [
        'name     value  note', //
        '------  ------  ----',
        'a          1.5  x',
        'longer  −12.25',
        '',
      ].join('\n'),
    );
  });

  it('counts a character outside the BMP as one column', () => {
    // "😀" is two UTF-16 units but one code point: the column is 3 wide, not 4.
    expect(
      renderTextTable(
        ['k', 'v'],
        [
          ['a😀b', '1'],
          ['abc', '22'],
        ],
      ),
    ).toBe(['k     v', '---  --', 'a😀b   1', 'abc  22', ''].join('\n'));
  });

  it('leaves cells past the header as they are', () => {
    expect(renderTextTable(['a'], [['x', 'extra  '], ['yy']])).toBe(
      ['a', '--', 'x   extra', 'yy', ''].join('\n'),
    );
  });
});

describe('formatSignificant', () => {
  it('groups thousands as en-US does, past 2^53 too', () => {
    expect([10000, 12345.6, -1234567.5, 999999.5, 2 ** 53 - 1, 2 ** 60, 1e21].map(formatSignificant)).toEqual(
      [
        '10,000',
        '12,346',
        '-1,234,567',
        '1,000,000',
        '9,007,199,254,740,991',
        '1,152,921,504,606,847,000',
        '1,000,000,000,000,000,000,000',
      ],
    );
  });

  it('keeps 4 significant digits below 10,000', () => {
    expect([1234.5, 9999.6, 0.1, 0.00123456, 1.2e-4].map(formatSignificant)).toEqual([
      '1235',
      '10000',
      '0.1',
      '0.001235',
      '1.20e-4',
    ]);
  });
});

describe('formatValue', () => {
  it('scales times, prefixes base-unit rates, and keeps other units', () => {
    expect([
      formatValue(2476093, 'ns/op'),
      formatValue(13720, 'ns/op'),
      formatValue(1.5, 's'),
      formatValue(1560630054, 'B/s'),
      formatValue(65536, 'B/op'),
      formatValue(3, ''),
      formatValue(3, 'x '),
    ]).toEqual(['2.476 ms/op', '13.72 µs/op', '1.5 s', '1.561 GB/s', '65,536 B/op', '3', '3 x']);
  });
});
