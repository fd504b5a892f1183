import { describe, expect, it } from 'vitest';
import { parseEnvLines, parseThresholdLines } from '../../../src/action/input-lines.js';
import { readSettings } from '../../../src/action/inputs.js';

const reader = (inputs: Record<string, string>) => (name: string) => inputs[name] ?? '';

describe('readSettings', () => {
  it('applies the documented defaults, leaving threshold and alpha unset for the config file to decide', () => {
    const s = readSettings(reader({}));
    expect([
      s.runner,
      s.mode,
      s.rounds,
      s.threshold,
      s.alpha,
      s.comment,
      s.checkName,
      s.failOnRegression,
    ]).toEqual(['auto', 'ab', 40, undefined, undefined, 'always', 'benchmarks', true]);
    expect(s.design).toBe('sequential');
    // The fixed design runs every round: 20 unless max-rounds says otherwise.
    expect(readSettings(reader({ design: 'fixed' })).rounds).toBe(20);
    expect(readSettings(reader({ design: 'fixed', 'max-rounds': '7' })).rounds).toBe(7);
    // Too few rounds for the sequential test to flag anything: the fixed design runs, saying why.
    const few = readSettings(reader({ 'max-rounds': '2' }));
    expect([few.design, few.rounds, few.designNote?.startsWith('max-rounds 2 is too few')]).toEqual([
      'fixed',
      2,
      true,
    ]);
    // From 3 rounds the early branch can flag at its first look: 5 rounds run the sequential design.
    expect(readSettings(reader({ 'max-rounds': '5' })).design).toBe('sequential');
    expect([s.count, s.build, s.env, s.confirmRounds, s.allowForkCode, s.dataBranch]).toEqual([
      undefined,
      '',
      {},
      3,
      false,
      '',
    ]);
  });

  it('reads every preset override: command, build, count, env, args, results, format', () => {
    const s = readSettings(
      reader({
        command: 'make bench',
        build: 'make build',
        count: '7',
        env: 'GOGC=off\n# a comment\n\nGOMAXPROCS = 4\n',
        args: '-benchtime=200ms',
        results: 'out/*.json',
        format: 'jmh-json',
      }),
    );
    expect([s.command, s.build, s.count, s.args, s.results, s.format]).toEqual([
      'make bench',
      'make build',
      7,
      '-benchtime=200ms',
      'out/*.json',
      'jmh-json',
    ]);
    expect(s.env).toEqual({ GOGC: 'off', GOMAXPROCS: '4' });
  });

  it('reads the inputs that stay unset unless the workflow sets them', () => {
    const s = readSettings(
      reader({
        threshold: '7%',
        alpha: '0.01',
        'on-missing': 'fail',
        trigger: 'label: benchmark',
        'pull-request': '12',
        shard: '2/3',
        'time-budget': '1h30m',
        'profile-budget': '90s',
        'max-rounds': '9',
      }),
    );
    expect([s.threshold, s.alpha, s.onMissing, s.trigger, s.pullRequest, s.shard, s.timeBudgetMs]).toEqual([
      0.07,
      0.01,
      'fail',
      { kind: 'label', name: 'benchmark' },
      12,
      { index: 2, count: 3 },
      5_400_000,
    ]);
    expect([s.rounds, s.profile.budgetMs]).toEqual([9, 90_000]);
    const unset = readSettings(reader({}));
    expect(
      [
        'threshold',
        'alpha',
        'onMissing',
        'trigger',
        'pullRequest',
        'shard',
        'timeBudgetMs',
        'machine',
        'count',
      ].filter((k) => k in unset),
    ).toEqual([]);
  });

  it("reads the runner's name for the history, unset by default (the hardware names it then)", () => {
    expect([
      readSettings(reader({})).machine,
      readSettings(reader({ machine: ' runner-2 ' })).machine,
    ]).toEqual([undefined, 'runner-2']);
  });

  it.each<[Record<string, string>, string]>([
    [{ mode: 'fast' }, 'input mode: "fast" is not one of ab, compare, record'],
    [{ count: '0' }, 'input count: "0" must be a whole number >= 1'],
    [{ env: 'JUSTAKEY' }, 'input env, line 1: "JUSTAKEY" must look like KEY=VALUE'],
    [{ mode: 'compare' }, 'mode compare needs base-results and head-results'],
    [{ 'head-sha': 'xyz' }, 'input head-sha: "xyz" is not a commit hash'],
    [{ alpha: '1.5' }, 'input alpha: "1.5" must be between 0 and 1'],
    [{ shard: '3/2' }, 'input shard: shard "3/2": i must be between 1 and n'],
    [
      { machine: 'runner 2' },
      'input machine: "runner 2" is not a label: letters, digits, ".", "-" and "_", at most 64, starting with a letter or digit',
    ],
    [{ threshold: 'lots' }, 'input threshold: "lots" is not a percentage like 5% or 0.05'],
    [{ 'time-budget': 'soon' }, 'input time-budget: "soon" is not a duration like 30m, 1h30m or 90s'],
    [{ 'profile-budget': '5 minutes' }, 'input profile-budget: "5 minutes" is not a duration like 5m or 90s'],
    [
      { trigger: 'sometimes' },
      'input trigger: "sometimes" is not one of always, label: <name>, title: <keyword>, comment',
    ],
    [{ 'on-missing': 'ignore' }, 'input on-missing: "ignore" is not one of fail, neutral, pass'],
    [{ select: 'some' }, 'input select: "some" is not one of affected, all'],
    [{ design: 'adaptive' }, 'input design: "adaptive" is not one of fixed, sequential'],
    [{ 'max-rounds': '0' }, 'input max-rounds: "0" must be a whole number >= 1'],
    [{ rounds: 'ten' }, 'input rounds: "ten" must be a whole number >= 1'],
    [{ format: 'xml' }, 'input format: unknown format "xml"'],
    [{ 'fail-on-regression': 'maybe' }, 'input fail-on-regression: "maybe" must be true or false'],
    [{ 'pull-request': '-3' }, 'input pull-request: "-3" must be a whole number >= 1'],
    [{ 'profile-max-rows': '-1' }, 'input profile-max-rows: "-1" must be a whole number >= 0'],
  ])('rejects %j', (inputs, message) => {
    expect(() => readSettings(reader(inputs))).toThrow(message);
  });
});

describe('input noise-prior', () => {
  it('is on by default, off with false, and refuses anything else', () => {
    expect(readSettings(reader({})).noisePrior).toBe(true);
    expect(readSettings(reader({ 'noise-prior': 'false' })).noisePrior).toBe(false);
    expect(() => readSettings(reader({ 'noise-prior': 'yes' }))).toThrow(
      'input noise-prior: "yes" must be true or false',
    );
  });
});

describe('multi-line inputs', () => {
  it('parses thresholds per glob and per unit', () => {
    expect(parseThresholdLines('BenchmarkFile*: 15%\nunit allocs/op: 0%\n\n# note\n')).toEqual([
      { benchmark: 'BenchmarkFile*', threshold: 0.15 },
      { unit: 'allocs/op', threshold: 0 },
    ]);
  });

  it('parses env lines', () => {
    expect(parseEnvLines('A=1\nB = two words\n')).toEqual({ A: '1', B: 'two words' });
  });
});
