import { describe, expect, it } from 'vitest';
import { chooseAxes, sortValues, type Dimension } from '../../../src/report/matrix-axes.js';

const dims = (spec: Record<string, number>): Dimension[] =>
  Object.entries(spec).map(([name, n], order) => ({
    name,
    values: Array.from({ length: n }, (_, i) => String(i)),
    order,
  }));
const names = (d: Dimension[]) => d.map((x) => x.name);

describe('chooseAxes', () => {
  it.each([
    // [params with their value counts, across, down, sections]
    [{ a: 3 }, undefined],
    [{ a: 3, b: 1 }, undefined],
    [{ itemCount: 2, itemSize: 2 }, ['itemSize', ['itemCount'], []]],
    [{ blk: 2, msg: 2, consumers: 2, procs: 3 }, ['procs', ['blk'], ['msg', 'consumers']]],
    // Seed 000: 4 × 5 × 5 × 2 × 6; consumers across, msg down, max folded into the rows, blk × fill = 8 matrices.
    [{ blk: 4, msg: 5, max: 5, fill: 2, consumers: 6 }, ['consumers', ['msg', 'max'], ['blk', 'fill']]],
    // Too many values for across: the largest that fits goes across; 9 matrices are too many, so size joins the rows.
    [{ n: 20, mode: 3, size: 9 }, ['mode', ['n', 'size'], []]],
    [{ a: 12, b: 20 }, ['a', ['b'], []]],
    [{ a: 17, b: 20 }, undefined],
  ] as const)('%j', (spec, expected) => {
    const axes = chooseAxes(dims(spec));
    if (expected === undefined) {
      expect(axes).toBeUndefined();
      return;
    }
    expect(axes && [axes.across.name, names(axes.down), names(axes.sections)]).toEqual(expected);
  });
});

describe('sortValues', () => {
  it.each([
    [
      ['64KB', '1KB', '4KB', '1MB'],
      ['1KB', '4KB', '64KB', '1MB'],
    ],
    [
      ['256MB', '1GB', '8GB', '2GB'],
      ['256MB', '1GB', '2GB', '8GB'],
    ],
    [
      ['75', '25'],
      ['25', '75'],
    ],
    [
      ['75%', '25%'],
      ['25%', '75%'],
    ],
    [
      ['10', '1', '200', '40'],
      ['1', '10', '40', '200'],
    ],
    [
      ['shuffled', 'sorted'],
      ['shuffled', 'sorted'],
    ],
    [
      ['len-64', 'len-1024'],
      ['len-64', 'len-1024'],
    ],
    [
      ['2', 'x'],
      ['2', 'x'],
    ],
  ])('%j', (values, sorted) => {
    expect(sortValues(values)).toEqual(sorted);
  });
});
