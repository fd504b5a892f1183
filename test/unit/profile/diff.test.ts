import { describe, expect, it } from 'vitest';
import { diffProfiles, LIST_FLOOR, meanPaths } from '../../../src/profile/diff.js';
import { normaliseProfile } from '../../../src/profile/normalise.js';
import type { StackProfile } from '../../../src/profile/profile.js';

// The diff's rules on small profiles whose sums can be checked by hand.

const run = (stacks: [string, number][], samples = 100): StackProfile => ({
  format: 'folded',
  unit: 'ns',
  samples,
  problems: [],
  stacks: stacks.map(([path, value]) => ({ frames: path.split(';'), value })),
});

describe('diffProfiles', () => {
  const base = [
    run([
      ['main;encode;scramble', 100],
      ['main;encode;checksum', 300],
      ['main;old', 50],
      ['main;jitter', 40],
    ]),
    run([
      ['main;encode;scramble', 110],
      ['main;encode;checksum', 290],
      ['main;old', 50],
      ['main;jitter', 60],
    ]),
  ];
  const head = [
    run([
      ['main;encode;scramble', 600],
      ['main;encode;checksum', 300],
      ['main;fresh', 30],
      ['main;jitter', 55],
    ]),
    run([
      ['main;encode;scramble', 620],
      ['main;encode;checksum', 310],
      ['main;fresh', 30],
      ['main;jitter', 45],
    ]),
  ];
  const diff = diffProfiles(base, head);

  it('lists the function whose self time grew most first, then new ones, and the vanished last', () => {
    expect(diff.functions.map((f) => [f.name, f.kind, f.base, f.head, f.delta])).toEqual([
      ['scramble', 'grew', 105, 610, 505],
      ['fresh', 'new', 0, 30, 30],
      ['old', 'vanished', 50, 0, -50],
    ]);
  });

  it("leaves out a change within the runs' spread and counts it", () => {
    // checksum: 295 -> 305, a change of 10 that is not more than either side's spread (10);
    // jitter: 50 -> 50, no change at all, so not counted.
    expect(diff.functions.some((f) => f.name === 'checksum' || f.name === 'jitter')).toBe(false);
    expect(diff.notListed).toBe(1);
  });

  it('carries inclusive values and the sides samples and totals', () => {
    // encode has no self time: not listed, though its inclusive value grew with scramble.
    expect(diff.functions.find((f) => f.name === 'encode')).toBeUndefined();
    expect(diff.functions[0]!.headTotal).toBe(610);
    expect(diff.base).toEqual({ runs: 2, samples: 200, total: 500 });
    expect(diff.head).toEqual({ runs: 2, samples: 200, total: 995 });
  });

  it('lists call paths by the same rule', () => {
    expect(diff.paths.map((p) => [p.path, p.delta])).toEqual([
      ['main;encode;scramble', 505],
      ['main;fresh', 30],
      ['main;old', -50],
    ]);
  });

  it(`does not list a change under ${LIST_FLOOR * 100}% of the larger total even with one run a side`, () => {
    const d = diffProfiles(
      [
        run([
          ['a', 1000],
          ['b', 5],
        ]),
      ],
      [
        run([
          ['a', 1000],
          ['b', 14],
        ]),
      ],
    );
    expect(d.functions).toEqual([]);
    expect(d.notListed).toBe(1);
  });

  it('compares per operation and, without a count, shares', () => {
    const perOp = normaliseProfile(
      run([
        ['a', 3000],
        ['b', 1000],
      ]),
      1000,
    );
    expect(perOp.unit).toBe('ns/op');
    expect(perOp.stacks.map((s) => s.value)).toEqual([3, 1]);
    const shares = normaliseProfile(
      run([
        ['a', 3000],
        ['b', 1000],
      ]),
      undefined,
    );
    expect(shares.unit).toBe('%');
    expect(shares.stacks.map((s) => s.value)).toEqual([75, 25]);
  });

  it('averages each call path over the runs', () => {
    expect([...meanPaths(base)]).toEqual([
      ['main;encode;scramble', 105],
      ['main;encode;checksum', 295],
      ['main;old', 50],
      ['main;jitter', 50],
    ]);
  });
});
