import { describe, expect, it } from 'vitest';
import { directionOfMetric, directionOfUnit } from '../../../src/model/units.js';

describe('directionOfUnit', () => {
  it.each<[string, 'smaller' | 'bigger']>([
    ['ns/op', 'smaller'],
    ['B/op', 'smaller'],
    ['allocs/op', 'smaller'],
    ['MB/s', 'bigger'],
    ['ops/s', 'bigger'],
    ['ops/ms', 'bigger'],
    ['us/op', 'smaller'],
    ['ns/iter', 'smaller'],
    ['s', 'smaller'],
    ['B/s', 'bigger'],
    ['elem/s', 'bigger'],
    ['items/s', 'bigger'],
    ['GB/s', 'bigger'],
    ['msgs/sec', 'bigger'],
    ['heap-delta-MB', 'smaller'],
    ['x', 'bigger'],
    ['something-custom', 'smaller'],
  ])('%s is %s-is-better', (unit, dir) => {
    expect(directionOfUnit(unit)).toBe(dir);
  });
});

describe('directionOfMetric', () => {
  it.each<[string, string | undefined, 'smaller' | 'bigger']>([
    ['MB/sec', 'gc.alloc.rate', 'smaller'],
    ['MB/sec', '·gc.alloc.rate', 'smaller'],
    ['B/op', 'gc.alloc.rate.norm', 'smaller'],
    ['counts', 'gc.count', 'smaller'],
    ['ms/op', 'p0.99', 'smaller'],
    ['ops/s', undefined, 'bigger'],
  ])('%s named %s is %s-is-better', (unit, name, dir) => {
    expect(directionOfMetric(unit, name)).toBe(dir);
  });
});
