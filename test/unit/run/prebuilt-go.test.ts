import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { goBinariesPreset, goTestBinaryArgs } from '../../../src/run/prebuilt-go.js';
import { applyOverrides, findPreset, loadPresets } from '../../../src/run/presets.js';
import { expandCommand } from '../../../src/process/shell-quote.js';

const go = findPreset('go', loadPresets());
const scratch = mkdtempSync(join(tmpdir(), 'benchgate-prebuilt-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("go test's arguments as the test binary's flags", () => {
  it.each<[string, { words: string[] } | { reason: string }]>([
    ['', { words: [] }],
    ['-benchtime=100ms', { words: ['-test.benchtime=100ms'] }],
    ['--benchtime 1x -cpu 1,2', { words: ['-test.benchtime', '1x', '-test.cpu', '1,2'] }],
    ['-test.count=3 -short -v', { words: ['-test.count=3', '-test.short', '-test.v'] }],
    ['-benchmem -timeout 30m', { words: ['-test.benchmem', '-test.timeout', '30m'] }],
    ['-tags=x', { reason: '"-tags=x" is not a test flag go test passes on to the test binary' }],
    ['-json', { reason: '"-json" is not a test flag go test passes on to the test binary' }],
    [
      '-cpuprofile cpu.out',
      { reason: '"-cpuprofile" is not a test flag go test passes on to the test binary' },
    ],
    ['./sub', { reason: '"./sub" is not a test flag go test passes on to the test binary' }],
    ['-benchtime', { reason: '"-benchtime" has no value' }],
    ["-run 'A B'", { reason: `the arguments "-run 'A B'" are not plain words` }],
    ['-benchtime=1s;rm', { reason: 'the arguments "-benchtime=1s;rm" are not plain words' }],
  ])('%j', (args, expected) => {
    expect(goTestBinaryArgs(args)).toEqual(expected);
  });
});

describe('the Go preset run from its test binaries', () => {
  const binaries = {
    binaries: [
      { importPath: 'example.com/m/a', dir: '/src/m/a', program: '/bin dir/base-1.test' },
      { importPath: 'example.com/m/b', dir: '/src/m/b', program: '/tmp/base-2.test' },
    ],
    withoutBenchmarks: ['example.com/m/tests'],
  };
  const values = { filter: '^BenchmarkX$', count: 1, out: '/o' };

  it('runs every binary in its package directory, one after the other, with the user arguments as test flags', () => {
    const p = goBinariesPreset(go, binaries, ['-test.benchtime=1x'], go.prebuilt!.run);
    expect(expandCommand(p.run, { ...values, args: p.args ?? '' })).toBe(
      "(cd /src/m/a && '/bin dir/base-1.test' -test.paniconexit0 -test.timeout=10m0s -test.run '^$' -test.bench '^BenchmarkX$' -test.benchmem -test.count 1 -test.benchtime=1x)" +
        " && (cd /src/m/b && /tmp/base-2.test -test.paniconexit0 -test.timeout=10m0s -test.run '^$' -test.bench '^BenchmarkX$' -test.benchmem -test.count 1 -test.benchtime=1x)",
    );
  });

  it("runs only the named packages' binaries, nothing for a package without benchmarks, and refuses a package go list did not name", () => {
    const p = goBinariesPreset(go, binaries, [], go.prebuilt!.run, [
      'example.com/m/tests',
      'example.com/m/b',
    ]);
    expect(p.run).toBe(
      "(cd /src/m/b && /tmp/base-2.test -test.paniconexit0 -test.timeout=10m0s -test.run '^$' -test.bench {filter} -test.benchmem -test.count {count} {args})",
    );
    expect(goBinariesPreset(go, binaries, [], go.prebuilt!.run, ['example.com/m/tests']).run).toBe('true');
    expect(() => goBinariesPreset(go, binaries, [], go.prebuilt!.run, ['example.com/m/c'])).toThrow(
      'no test binary for package example.com/m/c: go list ./... did not name it',
    );
  });

  it("is the Go and Cargo presets', and a user's own command drops it", () => {
    expect(go.prebuilt?.programs).toBe('go-test-binaries');
    expect(applyOverrides(go, { args: '-benchtime=1x' }).prebuilt).toEqual(go.prebuilt);
    expect(applyOverrides(go, { command: 'make bench' }).prebuilt).toBeUndefined();
    expect(
      loadPresets()
        .filter((p) => p.prebuilt)
        .map((p) => p.name),
    ).toEqual(['criterion', 'go', 'libtest']);
    // A preset without {args} in its programs' run gets the user's at its end, as its run command does.
    const criterion = applyOverrides(findPreset('criterion', loadPresets()), { args: '--warm-up-time 1' });
    expect(criterion.prebuilt?.run).toBe('{program} --bench --sample-size {count} --noplot {filter} {args}');
  });

  it.each<[string, string]>([
    ['prebuilt: yes', 'prebuilt must be a mapping'],
    [
      'prebuilt:\n  programs: make\n  run: "{program}"',
      'prebuilt.programs must be one of go-test-binaries, cargo-bench-executables',
    ],
    [
      'prebuilt:\n  programs: cargo-bench-executables\n  run: "{program}"',
      'prebuilt.build must say how cargo builds the bench executables',
    ],
    [
      'prebuilt:\n  programs: go-test-binaries\n  run: ./bench',
      'prebuilt.run must name the program as {program}',
    ],
  ])('rejects a malformed prebuilt: %s', (yaml, message) => {
    const dir = mkdtempSync(join(scratch, 'runners-'));
    writeFileSync(
      join(dir, 'x.yml'),
      `name: x\ndescription: x\ndetect: []\nrun: x\nfilter: { join: regex-alternation }\nrepetitions: { perRound: 1, unit: runs }\nresults: { from: stdout, format: go }\n${yaml}\n`,
    );
    expect(() => loadPresets(dir)).toThrow(`${join(dir, 'x.yml')}: ${message}`);
  });
});
