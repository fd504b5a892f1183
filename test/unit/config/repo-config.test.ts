import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareResults } from '../../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../../src/compare/policy.js';
import { applyWaivers } from '../../../src/compare/waivers.js';
import { ConfigError, EMPTY_CONFIG, loadRepoConfig } from '../../../src/config/repo-config.js';
import { ACTION_INPUT_NAMES, resolvePolicy } from '../../../src/config/resolve-policy.js';
import { describeConfigChange } from '../../../src/config/config-change.js';
import { createResults, type Benchmark } from '../../../src/model/results.js';

const dir = mkdtempSync(join(tmpdir(), 'benchgate-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (name: string, text: string) => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};

describe('loadRepoConfig', () => {
  it('reads the example of docs/action.md', () => {
    const doc = readFileSync(new URL('../../../docs/action.md', import.meta.url), 'utf8');
    const example = /`\.github\/benchgate\.yml` \(the `config` input\)[\s\S]*?```yaml\n([\s\S]*?)```/.exec(
      doc,
    )![1]!;
    const c = loadRepoConfig(write('readme.yml', example));
    expect(c.threshold).toBe(0.05);
    expect(c.alpha).toBe(0.05);
    expect(c.rules).toEqual([
      { benchmark: 'BenchmarkFile*', threshold: 0.2 },
      { unit: 'allocs/op', threshold: 0 },
    ]);
    expect(c.directions).toEqual({ 'consumed-msgs': 'bigger' });
    expect(c.patternFormats).toEqual([]);
    expect(c.waivers).toEqual([
      {
        benchmark: 'BenchmarkWriteBlock/store=memory/*',
        reason: 'the double copy buys crash safety; accepted in #231',
        expires: '2026-12-31',
      },
    ]);
  });

  it('reads on-missing and the retired benchmarks with their reasons', () => {
    const c = loadRepoConfig(
      write(
        'retired.yml',
        'on-missing: fail\nretired:\n  - { benchmark: "BenchmarkOld*", reason: " codec removed in #412 " }\n',
      ),
    );
    expect(c.onMissing).toBe('fail');
    expect(c.retired).toEqual([{ benchmark: 'BenchmarkOld*', reason: 'codec removed in #412' }]);
  });

  it('reads two-humped-rounds, a boolean, into the policy; anything else names the line', () => {
    const on = loadRepoConfig(write('humps.yml', 'threshold: 5%\ntwo-humped-rounds: true\n'));
    expect(on.twoHumpedRounds).toBe(true);
    expect(resolvePolicy({ config: on, label: 'humps.yml' }, {}, ACTION_INPUT_NAMES).twoHumpedRounds).toBe(
      true,
    );
    expect(
      resolvePolicy({ config: EMPTY_CONFIG, label: 'none' }, {}, ACTION_INPUT_NAMES).twoHumpedRounds,
    ).toBe(undefined);
    expect(() =>
      loadRepoConfig(write('humps-bad.yml', 'threshold: 5%\ntwo-humped-rounds: yes please\n')),
    ).toThrow(/humps-bad\.yml:2: two-humped-rounds "yes please" must be true or false/);
    expect(describeConfigChange(EMPTY_CONFIG, on)).toEqual([
      'threshold default → 5%',
      'two-humped-rounds false → true',
    ]);
  });

  it('reads floors as a mapping of units or a list of rules with benchmark globs', () => {
    const map = loadRepoConfig(write('floors-map.yml', 'floors: { ns/op: 5ns, B/op: 64 }\n'));
    expect(map.floors).toEqual([
      { unit: 'ns/op', floor: 5, text: '5ns' },
      { unit: 'B/op', floor: 64, text: '64' },
    ]);
    const list = loadRepoConfig(
      write('floors-list.yml', 'floors:\n  - { benchmark: "BenchmarkTiny*", unit: ns/op, floor: 2us }\n'),
    );
    expect(list.floors).toEqual([{ benchmark: 'BenchmarkTiny*', unit: 'ns/op', floor: 2000, text: '2us' }]);
  });

  it('reads tiers in order', () => {
    const c = loadRepoConfig(
      write(
        'tiers.yml',
        'tiers:\n  - { benchmark: "BenchmarkCore*", tier: block }\n  - { unit: allocs/op, tier: shadow }\n',
      ),
    );
    expect(c.tiers).toEqual([
      { benchmark: 'BenchmarkCore*', tier: 'block' },
      { unit: 'allocs/op', tier: 'shadow' },
    ]);
  });

  it('treats a missing file as the empty config', () => {
    expect(loadRepoConfig(join(dir, 'absent.yml'))).toBe(EMPTY_CONFIG);
  });

  it.each<[string, string, number, string]>([
    ['bad YAML', 'thresholds: [\n', 2, 'invalid YAML'],
    [
      'unknown key',
      'treshold: 5%\n',
      1,
      'treshold is not a known key (known: threshold, alpha, thresholds, directions, zero-floors, floors, tiers, patterns, waivers, on-missing, retired, trigger, two-humped-rounds, always-run, paths)',
    ],
    ['bad percent', 'alpha: 0.05\nthreshold: lots\n', 2, 'threshold "lots" is not a percentage like 5%'],
    ['alpha out of range', 'alpha: 2\n', 1, 'alpha must be between 0 and 1'],
    [
      'rule without target',
      'thresholds:\n  - { threshold: 5% }\n',
      2,
      'thresholds[0] needs benchmark or unit',
    ],
    [
      'bad direction',
      'threshold: 5%\ndirections: { msgs: up }\n',
      2,
      'directions.msgs must be smaller or bigger',
    ],
    [
      'waiver without reason',
      'waivers:\n  - { benchmark: X, expires: 2026-01-01 }\n',
      2,
      'waivers[0].reason is required: say why the regression is accepted',
    ],
    [
      'waiver with a bad date',
      'waivers:\n  - benchmark: X\n    reason: r\n    expires: soon\n',
      4,
      'waivers[0].expires must be a date like 2026-12-31',
    ],
    ['bad on-missing', 'on-missing: ignore\n', 1, 'on-missing "ignore" must be one of fail, neutral, pass'],
    [
      'retired without reason',
      'retired:\n  - { benchmark: BenchmarkOld }\n',
      2,
      'retired[0].reason is required: say why the benchmark was removed',
    ],
    ['retired not a list', 'retired: BenchmarkOld\n', 1, 'retired must be a list'],
    [
      'a floor that does not fit its unit',
      'floors: { B/op: 5ms }\n',
      1,
      'floors.B/op: "5ms" is not an amount of B/op (a number, optionally with B or a time unit like 5ns)',
    ],
    ['a tier rule without target', 'tiers:\n  - { tier: warn }\n', 2, 'tiers[0] needs benchmark or unit'],
    [
      'an unknown tier',
      'tiers:\n  - { benchmark: "*", tier: loud }\n',
      2,
      'tiers[0].tier "loud" must be one of block, warn, shadow',
    ],
    [
      'a floor rule without a unit',
      'floors:\n  - { floor: 5ns }\n',
      2,
      'floors[0] must be a mapping with unit, floor and optionally benchmark',
    ],
    [
      'a threshold rule that is not a mapping',
      'thresholds:\n  - 5%\n',
      2,
      'thresholds[0] must be a mapping with benchmark and/or unit, and threshold',
    ],
    [
      'directions that are not a mapping',
      'directions: bigger\n',
      1,
      'directions must map units to smaller or bigger',
    ],
    ['a negative zero floor', 'zero-floors:\n  B/op: -1\n', 2, 'zero-floors.B/op must be a number >= 0'],
    [
      'floors that are neither a mapping nor a list',
      'floors: 5ns\n',
      1,
      'floors must map units to amounts, or be a list',
    ],
    [
      'patterns that are not a list',
      'threshold: 5%\npatterns: x\n',
      2,
      'patterns: expected a non-empty list of patterns, got "x"',
    ],
    [
      'a tier rule that is not a mapping',
      'tiers: [warn]\n',
      1,
      'tiers[0] must be a mapping with benchmark and/or unit, and tier',
    ],
    [
      'an unknown trigger',
      'trigger: sometimes\n',
      1,
      'trigger "sometimes" must be one of always, label: <name>, title: <keyword>, comment',
    ],
    [
      'a trigger mapping of two keys',
      'trigger: { label: a, title: b }\n',
      1,
      'trigger "{"label":"a","title":"b"}" must be one of always, label: <name>, title: <keyword>, comment',
    ],
  ])('%s is a ConfigError naming file, line and field', (_what, text, line, message) => {
    const p = write('bad.yml', text);
    expect(() => loadRepoConfig(p)).toThrow(`${p}:${line}: ${message}`);
    try {
      loadRepoConfig(p);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect([(err as ConfigError).file, (err as ConfigError).line]).toEqual([p, line]);
    }
  });
});

describe('applyWaivers', () => {
  const bench = (name: string, ns: number): Benchmark => ({
    suite: '',
    name,
    params: {},
    metrics: [
      { unit: 'ns/op', direction: 'smaller', samples: [ns, ns + 1, ns - 1, ns, ns + 1, ns - 1, ns, ns] },
    ],
  });
  const c = compareResults(
    createResults({ benchmarks: [bench('BenchmarkA', 100), bench('BenchmarkB', 100)] }),
    createResults({ benchmarks: [bench('BenchmarkA', 200), bench('BenchmarkB', 200)] }),
    DEFAULT_POLICY,
  );

  it('keeps a waived regression in the report but not in the verdict', () => {
    const waiver = { benchmark: 'BenchmarkA', reason: 'accepted in #1', expires: '2026-12-31' };
    const { comparison, expired } = applyWaivers(c, [waiver], '2026-11-21');
    expect(expired).toEqual([]);
    expect(comparison.rows.map((r) => [r.name, r.verdict, r.waived?.reason])).toEqual([
      ['BenchmarkA', 'regression', 'accepted in #1'],
      ['BenchmarkB', 'regression', undefined],
    ]);
    expect(comparison.summary.waived).toBe(1);
    expect(comparison.summary.verdict).toBe('regression');
    const all = applyWaivers(c, [waiver, { ...waiver, benchmark: 'BenchmarkB' }], '2026-11-21').comparison;
    expect(all.summary.verdict).toBe('pass');
  });

  it('reports an expired waiver instead of applying it', () => {
    const waiver = { benchmark: 'Benchmark*', reason: 'r', expires: '2026-11-20' };
    const { comparison, expired } = applyWaivers(c, [waiver], '2026-11-21');
    expect(expired).toEqual([waiver]);
    expect(comparison.summary.waived).toBe(0);
  });
});
