// Benchmark identity: sameBenchmark must agree with equality of benchmarkKey.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  benchmarkKey,
  benchmarkLabel,
  paramsBeyondName,
  sameBenchmark,
} from '../../../src/model/identity.js';
import type { Benchmark } from '../../../src/model/results.js';

type Identity = Pick<Benchmark, 'suite' | 'name' | 'params' | 'procs' | 'mode'>;

/** Small alphabets, so that equal identities come up often. */
const identity: fc.Arbitrary<Identity> = fc.record(
  {
    suite: fc.constantFrom('', 'pkg', 'pkg/a', '"q"'),
    name: fc.constantFrom('BenchmarkA', 'BenchmarkA/size=1', 'b\u00b5', '\ud83d\ude00'),
    params: fc
      .array(fc.tuple(fc.constantFrom('size', 'op', '1', 'é'), fc.constantFrom('1', '2', 'read', '')), {
        maxLength: 3,
      })
      .map((entries) => Object.fromEntries(entries)),
    procs: fc.constantFrom(1, 8, 0, -0, Number.NaN, Infinity),
    mode: fc.constantFrom('thrpt', 'avgt'),
  },
  { requiredKeys: ['suite', 'name', 'params'] },
);

describe('sameBenchmark', () => {
  it('is true exactly when the keys are equal', () => {
    fc.assert(
      fc.property(identity, identity, (a, b) => {
        expect(sameBenchmark(a, b)).toBe(benchmarkKey(a) === benchmarkKey(b));
        // Reordered params are the same benchmark.
        const reordered = { ...a, params: Object.fromEntries(Object.entries(a.params).reverse()) };
        expect(sameBenchmark(a, reordered)).toBe(true);
      }),
      { seed: 31, numRuns: 2000 },
    );
  });

  it('treats a missing procs like one JSON writes as null, and -0 like 0', () => {
    const a = { suite: 's', name: 'n', params: {} };
    expect(sameBenchmark(a, { ...a, procs: Number.NaN })).toBe(true);
    expect(sameBenchmark({ ...a, procs: 0 }, { ...a, procs: -0 })).toBe(true);
    expect(sameBenchmark({ ...a, procs: 1 }, a)).toBe(false);
    expect(sameBenchmark({ ...a, params: { x: '1' } }, { ...a, params: { y: '1' } })).toBe(false);
  });
});

describe('benchmarkLabel', () => {
  it('spells out params the name does not already carry, then mode and procs', () => {
    const b = {
      suite: 'pkg',
      name: 'BenchmarkA/size=1KB',
      params: { size: '1KB', op: 'read', x: '' },
      procs: 8,
    };
    expect(benchmarkLabel(b)).toBe('pkg.BenchmarkA/size=1KB op=read x= procs=8');
    expect(benchmarkLabel({ suite: '', name: 'm', params: { size: '1KB' }, mode: 'avgt' })).toBe(
      'm size=1KB mode=avgt',
    );
    expect(benchmarkLabel({ suite: '', name: 'a=1', params: { a: '1' } })).toBe('a=1');
  });
});

describe('paramsBeyondName', () => {
  it('leaves out the params a Go name spells out and keeps the others in order', () => {
    const go = {
      name: 'BenchmarkWriteBlock/store=memory/size=1KB',
      params: { store: 'memory', size: '1KB' },
    };
    expect(paramsBeyondName(go)).toEqual([]);
    expect(paramsBeyondName({ name: 'base64', params: { input: '4096', mode: 'x' } })).toEqual([
      'input=4096',
      'mode=x',
    ]);
  });
});
