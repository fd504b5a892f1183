import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { detectRunner } from '../../../src/run/detect-runner.js';
import { joinFilter } from '../../../src/run/filter-join.js';
import { applyOverrides, findPreset, loadPresets } from '../../../src/run/presets.js';
import { roundOrder } from '../../../src/run/rounds.js';
import { expandCommand } from '../../../src/process/shell-quote.js';
import { selectShard, stableHash } from '../../../src/run/shard.js';

const RUNNERS = join(import.meta.dirname, '../../../runners');
const presets = loadPresets();
const scratch = mkdtempSync(join(tmpdir(), 'benchgate-presets-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('runner presets', () => {
  it('ships one preset per ecosystem, each valid', () => {
    expect(presets.map((p) => p.name)).toEqual([
      'benchmarkjs',
      'catch2',
      'command',
      'criterion',
      'go',
      'google-benchmark',
      'jmh-gradle',
      'jmh-maven',
      'libtest',
      'pytest-benchmark',
    ]);
    expect(findPreset('jmh-gradle', presets).results).toEqual({
      from: 'file',
      path: 'build/results/jmh/results.json',
      format: 'jmh-json',
    });
    expect(() => findPreset('maven', presets)).toThrow(/^unknown runner "maven" \(known: .*, or auto\)$/);
  });

  it.each<[string, Record<string, string>, string | undefined]>([
    ['go', { 'go.mod': 'module x\n' }, 'go'],
    ['criterion', { 'Cargo.toml': '[dev-dependencies]\ncriterion = "0.5"\n' }, 'criterion'],
    ['libtest', { 'Cargo.toml': '[package]\nname = "x"\n' }, 'libtest'],
    ['jmh-maven', { 'pom.xml': '<artifactId>jmh-core</artifactId>' }, 'jmh-maven'],
    ['jmh-gradle kts', { 'build.gradle.kts': 'id("me.champeau.jmh")' }, 'jmh-gradle'],
    ['pytest', { 'pyproject.toml': 'pytest-benchmark = "*"' }, 'pytest-benchmark'],
    ['benchmark.js', { 'package.json': '{"scripts":{"bench":"node bench.js"}}' }, 'benchmarkjs'],
    [
      'go wins over a tooling package.json',
      { 'go.mod': 'module x\n', 'package.json': '{"scripts":{"bench":"x"}}' },
      'go',
    ],
    ['nothing', { 'README.md': '# x' }, undefined],
  ])('detects %s', (name, files, expected) => {
    const dir = join(scratch, name.replace(/\W+/g, '-'));
    mkdirSync(dir, { recursive: true });
    for (const [f, text] of Object.entries(files)) writeFileSync(join(dir, f), text);
    expect(detectRunner(dir, presets)?.name).toBe(expected);
  });

  it('lets every field be overridden; --command replaces the run command', () => {
    const go = findPreset('go', presets);
    const o = applyOverrides(go, { command: 'make bench', count: 7, args: '-x', env: { A: '1' } });
    expect(o.run).toBe('make bench {args}');
    expect(o.repetitions.perRound).toBe(7);
    expect(o.args).toBe('-x');
    expect(o.env).toEqual({ A: '1' });
    expect(go.run).toBe("go test -run '^$' -bench {filter} -benchmem -count {count} {args} ./...");
  });

  it("runs JMH at 1 s iterations unless the user's args say otherwise", () => {
    const jmh = findPreset('jmh-maven', presets);
    const command = (o: Parameters<typeof applyOverrides>[1]) => {
      const p = applyOverrides(jmh, o);
      return expandCommand(p.run, {
        filter: 'Bench',
        count: 5,
        out: '/o',
        ...(p.args !== undefined ? { args: p.args } : {}),
      });
    };
    expect(command({})).toBe(
      'java -jar target/benchmarks.jar Bench -f 1 -wi 2 -i 5 -w 1s -r 200ms -rf json -rff /o/jmh-result.json',
    );
    // The user's args replace the preset's (JMH refuses -w twice); '' leaves the times to the annotations.
    expect(command({ args: '-w 100ms -r 100ms' })).toBe(
      'java -jar target/benchmarks.jar Bench -f 1 -wi 2 -i 5 -w 100ms -r 100ms -rf json -rff /o/jmh-result.json',
    );
    expect(command({ args: '' })).toBe(
      'java -jar target/benchmarks.jar Bench -f 1 -wi 2 -i 5  -rf json -rff /o/jmh-result.json',
    );
    expect(findPreset('jmh-gradle', presets).args).toBe('-Pjmh.w=1s -Pjmh.r=200ms');
  });

  it("says whose processes measure in one mode (compiled harnesses), and knows nothing of a user's own command", () => {
    expect(Object.fromEntries(presets.map((p) => [p.name, p.processModes]))).toEqual({
      benchmarkjs: 'several',
      catch2: 'one',
      command: 'several',
      criterion: 'one',
      go: 'one',
      'google-benchmark': 'one',
      'jmh-gradle': 'several',
      'jmh-maven': 'several',
      libtest: 'one',
      'pytest-benchmark': 'several',
    });
    expect(applyOverrides(findPreset('go', presets), { command: 'make bench' }).processModes).toBeUndefined();
    expect(applyOverrides(findPreset('go', presets), { args: '-benchtime 2s' }).processModes).toBe('one');
    const dir = mkdtempSync(join(scratch, 'runners-'));
    writeFileSync(
      join(dir, 'x.yml'),
      'name: x\ndescription: x\ndetect: []\nrun: x\nfilter: { join: regex-alternation }\nrepetitions: { perRound: 1, unit: runs }\nresults: { from: stdout, format: go }\nprocessModes: two\n',
    );
    expect(() => loadPresets(dir)).toThrow(`${join(dir, 'x.yml')}: processModes must be one of one, several`);
  });

  it('refuses a damaged copy of the shipped Go preset, naming the file and the field', () => {
    const dir = mkdtempSync(join(scratch, 'damaged-'));
    const file = join(dir, 'go.yml');
    // The parsed YAML is damaged field by field, to any type: no narrower type fits what the test writes.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const refusal = (damage: (preset: Record<string, any>) => void) => {
      const preset = parseYaml(readFileSync(join(RUNNERS, 'go.yml'), 'utf8'));
      damage(preset);
      writeFileSync(file, stringifyYaml(preset));
      try {
        loadPresets(dir);
      } catch (error) {
        return (error as Error).message.replace(`${file}: `, '');
      }
      return 'accepted';
    };
    expect(refusal(() => {})).toBe('accepted');
    expect(refusal((p) => (p.name = 7))).toBe('name must be a string');
    expect(refusal((p) => delete p.description)).toBe('description must be a string');
    expect(refusal((p) => (p.detect = 'go.mod'))).toBe('detect must be a list');
    expect(refusal((p) => (p.detect = ['go.mod']))).toBe('detect[0] must be a mapping');
    expect(refusal((p) => (p.detect[0].contains = ['x']))).toBe('detect[0].contains must be a string');
    expect(refusal((p) => (p.prebuilt.run = 'go test'))).toBe(
      'prebuilt.run must name the program as {program}',
    );
    expect(refusal((p) => (p.prebuilt.programs = 'jars'))).toBe(
      'prebuilt.programs must be one of go-test-binaries, cargo-bench-executables',
    );
    expect(refusal((p) => (p.list.pattern = 3))).toBe('list.pattern must be a string');
    expect(refusal((p) => (p.filter = '.'))).toBe('filter must be a mapping');
    expect(refusal((p) => (p.filter.join = 'comma'))).toBe(
      'filter.join must be regex-alternation or go-bench',
    );
    expect(refusal((p) => (p.repetitions.perRound = 0))).toBe('repetitions.perRound must be a number >= 1');
    expect(refusal((p) => (p.repetitions.sequentialPerRound = '1'))).toBe(
      'repetitions.sequentialPerRound must be a number >= 1',
    );
    expect(refusal((p) => (p.repetitions.samples = 'min'))).toBe(
      'repetitions.samples must be each or median',
    );
    expect(refusal((p) => delete p.repetitions.unit)).toBe('repetitions.unit must be a string');
    expect(refusal((p) => (p.results.from = 'stderr'))).toBe('results.from must be stdout, file or dir');
    expect(refusal((p) => (p.results.format = 'gob'))).toBe('results.format "gob" is not a known format');
    expect(refusal((p) => (p.toolchain = ['go']))).toBe('toolchain[0] must be a mapping');
    expect(refusal((p) => delete p.toolchain[0].install)).toBe('toolchain[0].install must be a string');
  });

  it('runs Go at -count 1 under the sequential design unless the user sets a count', () => {
    const go = findPreset('go', presets);
    expect(applyOverrides(go, { design: 'sequential' }).repetitions.perRound).toBe(1);
    expect(applyOverrides(go, { design: 'fixed' }).repetitions.perRound).toBe(2);
    expect(applyOverrides(go, { design: 'sequential', count: 3 }).repetitions.perRound).toBe(3);
    // A preset without a sequential count keeps its own.
    const criterion = findPreset('criterion', presets);
    expect(applyOverrides(criterion, { design: 'sequential' }).repetitions.perRound).toBe(10);
  });
});

describe('round order, shards, filters', () => {
  it('alternates base and head: ABBA', () => {
    expect([0, 1, 2, 3].map((r) => roundOrder(r, ['base', 'head']).join(''))).toEqual([
      'basehead',
      'headbase',
      'basehead',
      'headbase',
    ]);
    expect(roundOrder(0, ['head'])).toEqual(['head']);
  });

  it('hashes names stably (FNV-1a) and splits them into disjoint shards covering all', () => {
    expect(stableHash('BenchmarkWriteBlock')).toBe(stableHash('BenchmarkWriteBlock'));
    expect(stableHash('')).toBe(0x811c9dc5);
    const names = Array.from({ length: 200 }, (_, i) => `Benchmark${i}`);
    const shards = [1, 2, 3].map((index) => selectShard(names, { index, count: 3 }));
    expect(shards.flat().sort()).toEqual([...names].sort());
    expect(new Set(shards.flat()).size).toBe(200);
    for (const s of shards) expect(s.length).toBeGreaterThan(40);
  });

  it('joins names into go test -bench levels and into regex alternations', () => {
    expect(
      joinFilter(['BenchmarkA/size=1KB', 'BenchmarkA/size=64KB', 'BenchmarkB'], {
        default: '.',
        join: 'go-bench',
      }),
    ).toBe('^(?:BenchmarkA|BenchmarkB)$/^(?:size=1KB|size=64KB)$');
    expect(joinFilter(['c.e.W.write', 'c.e.W.read'], { default: '.*', join: 'regex-alternation' })).toBe(
      '(?:c\\.e\\.W\\.write|c\\.e\\.W\\.read)',
    );
    expect(joinFilter([], { default: '.*', join: 'regex-alternation' })).toBe('.*');
  });
});
