import { describe, expect, it } from 'vitest';
import {
  coverRuns,
  enclosingProduct,
  exactCover,
  productSize,
  type Combination,
  type Product,
} from '../../../src/run/product-cover.js';

/** Every combination a product runs. */
function expand(product: Product): string[] {
  return product
    .reduce<string[][]>((acc, values) => acc.flatMap((c) => values.map((v) => [...c, v])), [[]])
    .map((c) => JSON.stringify(c));
}

describe('covering parameter combinations with cross products', () => {
  it('gives a complete cross product back as one product, values sorted as strings', () => {
    const all: Combination[] = [
      ['16', 'x'],
      ['1024', 'x'],
      ['16', 'y'],
      ['1024', 'y'],
    ];
    expect(coverRuns(all)).toEqual({
      products: [
        [
          ['1024', '16'],
          ['x', 'y'],
        ],
      ],
      exact: true,
    });
    expect(productSize(enclosingProduct(all))).toBe(4);
  });

  it('splits a diagonal into one run per cell (two runs save two unasked cells)', () => {
    expect(
      coverRuns([
        ['1', '1'],
        ['2', '2'],
      ]),
    ).toEqual({
      products: [
        [['1'], ['1']],
        [['2'], ['2']],
      ],
      exact: true,
    });
  });

  it('groups the values of a dimension that need the same rest: 8 of 9 cells in two runs', () => {
    const cells: Combination[] = [];
    for (const a of ['1', '2', '3'])
      for (const b of ['1', '2', '3']) if (!(a === '3' && b === '3')) cells.push([a, b]);
    expect(coverRuns(cells)).toEqual({
      products: [
        [
          ['1', '2'],
          ['1', '2', '3'],
        ],
        [['3'], ['1', '2']],
      ],
      exact: true,
    });
  });

  it('tries each dimension first and keeps the order with the fewest products', () => {
    // By the first dimension: a=1 needs b 1,2, a=2 needs b 1, a=3 needs b 2 (three products);
    // by the second: b=1 needs a 1,2 and b=2 needs a 1,3 (two).
    const cells: Combination[] = [
      ['1', '1'],
      ['1', '2'],
      ['2', '1'],
      ['3', '2'],
    ];
    expect(exactCover(cells)).toEqual([
      [['1', '2'], ['1']],
      [['1', '3'], ['2']],
    ]);
  });

  it('keeps the one enclosing product when the exact cover needs more runs than it saves', () => {
    // Seven of the eight cells of a 2×2×2 matrix: one unasked cell, three runs to avoid it.
    const cells: Combination[] = [];
    for (const a of ['1', '2'])
      for (const b of ['1', '2']) for (const c of ['1', '2']) if (a + b + c !== '222') cells.push([a, b, c]);
    expect(exactCover(cells)).toHaveLength(3);
    expect(coverRuns(cells)).toEqual({
      products: [
        [
          ['1', '2'],
          ['1', '2'],
          ['1', '2'],
        ],
      ],
      exact: false,
    });
  });

  it('covers exactly, each combination once, on every subset of a 3×2×2 matrix of a seeded draw', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const all: Combination[] = [];
    for (const a of ['1', '2', '3'])
      for (const b of ['x', 'y']) for (const c of ['p', 'q']) all.push([a, b, c]);
    let [splits, whole] = [0, 0];
    for (let draw = 0; draw < 300; draw++) {
      const asked = all.filter(() => random() < 0.5);
      if (asked.length === 0) continue;
      const products = exactCover([...asked, asked[0]!]);
      const ran = products.flatMap(expand);
      expect(ran.sort()).toEqual(asked.map((c) => JSON.stringify(c)).sort());
      const { products: chosen, exact } = coverRuns(asked);
      const unasked = productSize(enclosingProduct(asked)) - asked.length;
      if (exact) expect(chosen.length - 1).toBeLessThanOrEqual(unasked);
      else expect(chosen).toEqual([enclosingProduct(asked)]);
      if (exact && chosen.length > 1) splits++;
      if (!exact) whole++;
    }
    // Both ways are taken: most draws split, a few keep the whole product.
    expect([splits, whole]).toEqual([286, 9]);
  });

  it('has nothing to cover for no combinations, and one empty product for combinations of no dimension', () => {
    expect(coverRuns([])).toEqual({ products: [], exact: true });
    expect(exactCover([])).toEqual([]);
    expect(coverRuns([[], []])).toEqual({ products: [[]], exact: true });
    expect(exactCover([[]])).toEqual([[]]);
  });
});
