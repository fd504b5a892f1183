import { describe, expect, it } from 'vitest';
import { compileGlob } from '../../../src/compare/glob.js';
import { DEFAULT_POLICY, ThresholdResolver } from '../../../src/compare/policy.js';
import { parsePercent } from '../../../src/model/percent.js';

describe('compileGlob', () => {
  it.each<[string, string, boolean]>([
    ['BenchmarkWrite*', 'BenchmarkWriteBlock/size=1KB', true],
    ['BenchmarkWrite*', 'BenchmarkReadBlock', false],
    ['*size=1KB', 'BenchmarkWriteBlock/size=1KB', true],
    ['Bench?ark', 'Benchmark', true],
    ['a.b', 'axb', false],
    ['(x)|[y]', '(x)|[y]', true],
    ['***', 'anything/at/all', true],
  ])('%s ~ %s = %s', (glob, name, expected) => {
    expect(compileGlob(glob).test(name)).toBe(expected);
  });

  it('collapses runs of stars so a hostile glob stays linear', () => {
    expect(compileGlob('a**********b').source).toBe('^a.*b$');
  });
});

describe('ThresholdResolver', () => {
  const resolver = new ThresholdResolver({
    ...DEFAULT_POLICY,
    threshold: 0.05,
    rules: [
      { benchmark: 'BenchmarkFile*', threshold: 0.2 },
      { unit: 'allocs/op', threshold: 0 },
      { benchmark: 'com.example.*', unit: 'ops/s', threshold: 0.1 },
    ],
  });
  it.each<[string, string, string, number]>([
    ['', 'BenchmarkFileWrite/size=1KB', 'ns/op', 0.2],
    ['', 'BenchmarkFileWrite/size=1KB', 'allocs/op', 0.2],
    ['', 'BenchmarkMemWrite', 'allocs/op', 0],
    ['', 'BenchmarkMemWrite', 'ns/op', 0.05],
    ['com.example.Writer', 'write', 'ops/s', 0.1],
    ['com.example.Writer', 'write', 'us/op', 0.05],
  ])('suite %j name %s unit %s → %d', (suite, name, unit, expected) => {
    expect(resolver.thresholdFor({ suite, name }, unit)).toBe(expected);
  });
});

describe('parsePercent', () => {
  it.each<[string, number | undefined]>([
    ['5%', 0.05],
    ['5 %', 0.05],
    ['0.05', 0.05],
    ['12.5%', 0.125],
    ['5', 0.05],
    ['0%', 0],
    ['-5%', undefined],
    ['five', undefined],
    ['', undefined],
  ])('%j → %s', (text, expected) => {
    expect(parsePercent(text)).toBe(expected);
  });
});
