import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { goProfiler } from '../../src/profile/capture-go.js';
import { diffProfiles } from '../../src/profile/diff.js';
import { normaliseProfile } from '../../src/profile/normalise.js';
import { prebuildSide, type SidePrograms } from '../../src/run/prebuilt.js';
import { findPreset, loadPresets } from '../../src/run/presets.js';

// Real go test -cpuprofile and -memprofile runs of test/fixtures/profile/go-planted,
// whose head makes scramble mix six rounds instead of one and makes frame
// allocate a copy of every block: the diff must name those two first.

const root = new URL('../..', import.meta.url).pathname;
const fixture = (side: string) => join(root, 'test/fixtures/profile/go-planted', side);
const preset = findPreset('go', loadPresets());
const scratch = mkdtempSync(join(tmpdir(), 'benchgate-profile-go-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function profileBoth(name: string, unit: string, nsPerOp: number) {
  const runs = {
    base: [] as ReturnType<typeof normaliseProfile>[],
    head: [] as ReturnType<typeof normaliseProfile>[],
  };
  for (let i = 0; i < 2; i++)
    for (const side of ['base', 'head'] as const) {
      const r = await goProfiler.capture({
        preset,
        dir: fixture(side),
        env: process.env,
        benchmark: { suite: 'example.com/planted', name, params: {} },
        unit,
        nsPerOp,
        runMs: 300,
        stem: join(scratch, `${name}-${unit.replace('/', '_')}-${side}-${i}`),
        timeoutMs: 120_000,
      });
      expect(r.ops).toBeGreaterThan(0);
      runs[side].push(normaliseProfile(r.profile, r.ops));
    }
  return diffProfiles(runs.base, runs.head);
}

describe('Go profiles of a planted change', () => {
  it('lists the slowed function first for ns/op', async () => {
    const diff = await profileBoth('BenchmarkEncode', 'ns/op', 30_000);
    expect(diff.unit).toBe('ns/op');
    expect(diff.functions[0]!.name).toBe('example.com/planted.scramble');
    expect(diff.functions[0]!.kind).toBe('grew');
    // Head mixes six rounds instead of one: its scramble takes several times base's.
    expect(diff.functions[0]!.head / diff.functions[0]!.base).toBeGreaterThan(3);
    expect(diff.base.runs).toBe(2);
    expect(diff.head.samples).toBeGreaterThan(20);
  }, 180_000);

  it('lists the allocation site for B/op', async () => {
    const diff = await profileBoth('BenchmarkFrame', 'B/op', 50);
    expect(diff.unit).toBe('bytes/op');
    expect(diff.functions[0]).toMatchObject({ name: 'example.com/planted.frame', kind: 'new' });
    // One copy of the 1,024-byte block per operation (an extra op of the N=1 probe is within rounding).
    expect(Math.round(diff.functions[0]!.head)).toBe(1024);
  }, 180_000);

  it("runs the side's test binary built once, not go test, when the side has one", async () => {
    // Head's test binary is built, then the folder's source goes back to base's: go test would
    // build and profile base's frame, which allocates nothing; the binary is head's, which copies.
    const dir = join(scratch, 'built-once');
    cpSync(fixture('head'), dir, { recursive: true });
    const built = await prebuildSide(preset, {
      projectDir: dir,
      side: 'head',
      env: process.env,
      timeoutMs: 120_000,
      programsDir: mkdtempSync(join(scratch, 'programs-')),
    });
    if (!('programs' in built)) throw new Error(`no test binary: ${built.unused}`);
    cpSync(join(fixture('base'), 'codec.go'), join(dir, 'codec.go'));
    const frameBytes = async (programs: typeof built.programs | undefined, run: string) => {
      const r = await goProfiler.capture({
        preset,
        dir,
        ...(programs ? { programs } : {}),
        env: process.env,
        benchmark: { suite: 'example.com/planted', name: 'BenchmarkFrame', params: {} },
        unit: 'B/op',
        nsPerOp: 50,
        runMs: 300,
        stem: join(scratch, `built-once-${run}`),
        timeoutMs: 120_000,
      });
      const p = normaliseProfile(r.profile, r.ops);
      return Math.round(
        p.stacks
          .filter((s) => s.frames.at(-1) === 'example.com/planted.frame')
          .reduce((t, s) => t + s.value, 0),
      );
    };
    expect(await frameBytes(built.programs, 'binary')).toBe(1024);
    expect(await frameBytes(undefined, 'go-test')).toBe(0);
  }, 180_000);

  it('profiles a row at its own GOMAXPROCS, of the several -cpu ran', async () => {
    // A benchmark that allocates 64 bytes per P per operation: its B/op profile says which GOMAXPROCS ran.
    const dir = join(scratch, 'procs');
    mkdirSync(dir);
    writeFileSync(join(dir, 'go.mod'), 'module example.com/procs\n\ngo 1.21\n');
    writeFileSync(
      join(dir, 'procs_test.go'),
      [
        'package procs',
        '',
        'import (',
        '\t"runtime"',
        '\t"testing"',
        ')',
        '',
        'var sink []byte',
        '',
        '//go:noinline',
        'func perP() []byte { return make([]byte, 64*runtime.GOMAXPROCS(0)) }',
        '',
        'func BenchmarkPerP(b *testing.B) {',
        '\tfor i := 0; i < b.N; i++ {',
        '\t\tsink = perP()',
        '\t}',
        '}',
        '',
      ].join('\n'),
    );
    const bytesAt = async (procs: number | undefined) => {
      const r = await goProfiler.capture({
        preset,
        dir,
        env: process.env,
        benchmark: { suite: 'example.com/procs', name: 'BenchmarkPerP', params: {} },
        ...(procs !== undefined ? { procs } : {}),
        unit: 'B/op',
        nsPerOp: 100,
        runMs: 100,
        stem: join(scratch, `procs-${procs ?? 'default'}`),
        timeoutMs: 120_000,
      });
      const p = normaliseProfile(r.profile, r.ops);
      return Math.round(
        p.stacks.filter((s) => s.frames.at(-1) === 'example.com/procs.perP').reduce((t, s) => t + s.value, 0),
      );
    };
    expect(await bytesAt(1)).toBe(64);
    expect(await bytesAt(3)).toBe(192);
  }, 180_000);

  it("keeps the run's arguments that change what the benchmark builds and does, and says when it cannot", async () => {
    // A benchmark that allocates 16 bytes per operation, times 2 when built with -tags planted,
    // 3 under -short and its own -mult flag's value: its B/op profile says which arguments ran.
    // (Each product is one of Go's size classes, which the profile records.)
    const dir = join(scratch, 'args');
    mkdirSync(dir);
    writeFileSync(join(dir, 'go.mod'), 'module example.com/args\n\ngo 1.21\n');
    const goFile = (name: string, lines: string[]) => writeFileSync(join(dir, name), lines.join('\n') + '\n');
    goFile('plain_test.go', ['//go:build !planted', '', 'package args', '', 'const factor = 1']);
    goFile('planted_test.go', ['//go:build planted', '', 'package args', '', 'const factor = 2']);
    goFile('args_test.go', [
      'package args',
      '',
      'import (',
      '\t"flag"',
      '\t"testing"',
      ')',
      '',
      'var mult = flag.Int("mult", 1, "bytes times this")',
      '',
      'var sink []byte',
      '',
      '//go:noinline',
      'func sized(n int) []byte { return make([]byte, n) }',
      '',
      'func BenchmarkSized(b *testing.B) {',
      '\tn := 16 * factor * *mult',
      '\tif testing.Short() {',
      '\t\tn *= 3',
      '\t}',
      '\tfor i := 0; i < b.N; i++ {',
      '\t\tsink = sized(n)',
      '\t}',
      '}',
    ]);
    const bytesWith = async (args: string, programs?: SidePrograms) => {
      const r = await goProfiler.capture({
        preset: { ...preset, args },
        dir,
        ...(programs ? { programs } : {}),
        env: process.env,
        benchmark: { suite: 'example.com/args', name: 'BenchmarkSized', params: {} },
        procs: 1,
        unit: 'B/op',
        nsPerOp: 100,
        runMs: 100,
        stem: join(scratch, `args-${args.replace(/\W+/g, '_')}-${programs ? 'binary' : 'go-test'}`),
        timeoutMs: 120_000,
      });
      const p = normaliseProfile(r.profile, r.ops);
      const bytes = p.stacks
        .filter((s) => s.frames.at(-1) === 'example.com/args.sized')
        .reduce((t, s) => t + s.value, 0);
      return [Math.round(bytes), r.notes ?? []];
    };
    // go test: the build tag, -short and the program's own flag, with the user's -count, -cpu and
    // -benchtime left to the profile (the row's procs 1, one run).
    expect(await bytesWith('-tags planted -count 5 -cpu 1,2 -short -benchtime 3s -args -mult=5')).toEqual([
      16 * 2 * 3 * 5,
      [],
    ]);
    expect(await bytesWith('')).toEqual([16, []]);
    // Arguments only the shell can read are left out, and the run says so.
    expect(await bytesWith('-tags $TAGS -short')).toEqual([
      16,
      [
        `the profiled run left out the run's arguments: $ at character 7 of "-tags $TAGS -short" is shell syntax, not a plain word`,
      ],
    ]);
    // The test binary a side built once with the user's test flags keeps -short too.
    const shortPreset = { ...preset, args: '-short -count 4' };
    const built = await prebuildSide(shortPreset, {
      projectDir: dir,
      side: 'head',
      env: process.env,
      timeoutMs: 120_000,
      programsDir: mkdtempSync(join(scratch, 'programs-')),
    });
    if (!('programs' in built)) throw new Error(`no test binary: ${built.unused}`);
    expect(await bytesWith('-short -count 4', built.programs)).toEqual([16 * 3, []]);
  }, 180_000);
});
