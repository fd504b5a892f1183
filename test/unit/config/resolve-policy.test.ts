import { describe, expect, it } from 'vitest';
import { EMPTY_CONFIG, type RepoConfig } from '../../../src/config/repo-config.js';
import {
  ACTION_INPUT_NAMES,
  CLI_FLAG_NAMES,
  resolvePolicy,
  type ConfigInForce,
} from '../../../src/config/resolve-policy.js';
import { describeEnvironment } from '../../../src/report/environment.js';
import { compareResults } from '../../../src/compare/compare.js';
import type { Results } from '../../../src/model/results.js';

const config: RepoConfig = {
  ...EMPTY_CONFIG,
  threshold: 0.1,
  alpha: 0.01,
  rules: [{ benchmark: 'BenchmarkFile*', threshold: 0.2 }],
  directions: { 'msgs/s': 'bigger' },
};
const file: ConfigInForce = { config, label: '.github/benchgate.yml' };

describe('resolvePolicy: caller > config file > default', () => {
  it('takes the defaults when nothing is set, and records no origin', () => {
    expect(resolvePolicy(undefined, {}, ACTION_INPUT_NAMES)).toEqual({
      alpha: 0.05,
      threshold: 0.05,
      rules: [],
      fdr: true,
      directions: {},
    });
  });

  it('takes the file over the defaults, saying so', () => {
    expect(resolvePolicy(file, {}, ACTION_INPUT_NAMES)).toEqual({
      alpha: 0.01,
      threshold: 0.1,
      rules: [{ benchmark: 'BenchmarkFile*', threshold: 0.2 }],
      fdr: true,
      directions: { 'msgs/s': 'bigger' },
      origins: {
        threshold: '.github/benchgate.yml',
        alpha: '.github/benchgate.yml',
        rules: ['.github/benchgate.yml'],
        directions: { 'msgs/s': '.github/benchgate.yml' },
      },
    });
  });

  it('takes the caller over the file; the caller rules come first', () => {
    const p = resolvePolicy(
      file,
      { threshold: 0.03, alpha: 0.1, fdr: false, rules: [{ unit: 'allocs/op', threshold: 0 }] },
      CLI_FLAG_NAMES,
    );
    expect([p.threshold, p.alpha, p.fdr]).toEqual([0.03, 0.1, false]);
    expect(p.rules).toEqual([
      { unit: 'allocs/op', threshold: 0 },
      { benchmark: 'BenchmarkFile*', threshold: 0.2 },
    ]);
    expect(p.origins).toEqual({
      threshold: '--threshold',
      alpha: '--alpha',
      fdr: '--no-fdr',
      rules: ['the command line', '.github/benchgate.yml'],
      directions: { 'msgs/s': '.github/benchgate.yml' },
    });
  });

  it('on-missing: the caller, else the file, else left to the default; retired benchmarks come from the file', () => {
    const retiring: ConfigInForce = {
      config: {
        ...EMPTY_CONFIG,
        onMissing: 'pass',
        retired: [{ benchmark: 'BenchmarkOld*', reason: 'removed in #412' }],
      },
      label: '.github/benchgate.yml',
    };
    const fromFile = resolvePolicy(retiring, {}, ACTION_INPUT_NAMES);
    expect([fromFile.onMissing, fromFile.origins?.onMissing, fromFile.retired]).toEqual([
      'pass',
      '.github/benchgate.yml',
      [{ benchmark: 'BenchmarkOld*', reason: 'removed in #412' }],
    ]);
    const fromFlag = resolvePolicy(retiring, { onMissing: 'fail' }, CLI_FLAG_NAMES);
    expect([fromFlag.onMissing, fromFlag.origins?.onMissing]).toEqual(['fail', '--on-missing']);
    const fromInput = resolvePolicy(undefined, { onMissing: 'neutral' }, ACTION_INPUT_NAMES);
    expect([fromInput.onMissing, fromInput.origins?.onMissing]).toEqual(['neutral', 'input on-missing']);
    const unset = resolvePolicy(undefined, {}, ACTION_INPUT_NAMES);
    expect(['onMissing' in unset, 'retired' in unset]).toEqual([false, false]);
  });

  it('floors: the caller’s first, then the file’s, each with its origin', () => {
    const withFloors: ConfigInForce = {
      config: { ...EMPTY_CONFIG, floors: [{ unit: 'B/op', floor: 64, text: '64' }] },
      label: '.github/benchgate.yml',
    };
    const p = resolvePolicy(
      withFloors,
      { floors: [{ unit: 'ns/op', floor: 5, text: '5ns' }] },
      ACTION_INPUT_NAMES,
    );
    expect([p.floors, p.origins?.floors]).toEqual([
      [
        { unit: 'ns/op', floor: 5, text: '5ns' },
        { unit: 'B/op', floor: 64, text: '64' },
      ],
      ['input floors', '.github/benchgate.yml'],
    ]);
    expect('floors' in resolvePolicy(undefined, {}, ACTION_INPUT_NAMES)).toBe(false);
  });

  it('a caller setting equal to the default still beats the file (set is set)', () => {
    const p = resolvePolicy(file, { threshold: 0.05 }, ACTION_INPUT_NAMES);
    expect([p.threshold, p.origins?.threshold]).toEqual([0.05, 'input threshold']);
  });
});

describe('the environment section names where each setting came from', () => {
  const side: Results = {
    schema: 'benchgate/results@1',
    context: {},
    benchmarks: [],
    problems: [],
  } as unknown as Results;

  it('shows origins and direction overrides', () => {
    const policy = resolvePolicy(
      file,
      { alpha: 0.1, rules: [{ unit: 'B/op', threshold: 0 }] },
      ACTION_INPUT_NAMES,
    );
    const lines = describeEnvironment(compareResults(side, side, policy));
    expect(lines.map((l) => [l.label, l.parts.map((p) => p.text).join('')])).toEqual([
      [
        'Statistics',
        'alpha 0.1 (from input alpha), threshold 10% (from .github/benchgate.yml) ' +
          '(1 rule from input thresholds, 1 rule from .github/benchgate.yml), ' +
          'p adjusted for multiple comparisons (Benjamini–Hochberg)',
      ],
      ['Directions', 'msgs/s bigger is better (from .github/benchgate.yml)'],
    ]);
  });

  it('stays as before when every setting is the default', () => {
    const lines = describeEnvironment(
      compareResults(side, side, resolvePolicy(undefined, {}, CLI_FLAG_NAMES)),
    );
    expect(lines.map((l) => l.parts[0]!.text)).toEqual([
      'alpha 0.05, threshold 5%, p adjusted for multiple comparisons (Benjamini–Hochberg)',
    ]);
  });
});
