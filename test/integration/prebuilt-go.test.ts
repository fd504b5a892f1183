import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import { readBenchmarkInput } from '../../src/formats/read.js';
import type { RoundJudge } from '../../src/pipeline/round-judge.js';
import { runPipeline, type PipelineOptions } from '../../src/pipeline/run-pipeline.js';
import { applyNarrowedRun, narrowRuns, type BenchmarkIdentity } from '../../src/run/benchmark-filter.js';
import { execShell } from '../../src/process/exec.js';
import { prebuildSide, type SidePrograms } from '../../src/run/prebuilt.js';
import { buildGoTestBinaries } from '../../src/run/prebuilt-go.js';
import { applyOverrides, findPreset, loadPresets } from '../../src/run/presets.js';
import { expandCommand } from '../../src/process/shell-quote.js';
import { goBenchFile, writeTree } from '../support/project-tree.js';

// Go's rounds from test binaries built once per side (src/run/prebuilt-go.ts),
// with the real go. A `go` on PATH logs its arguments and runs the real go, so
// the tests count exactly which go commands a run starts.

const scratch = mkdtempSync(join(tmpdir(), 'benchgate-prebuilt-go-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const realGo = execFileSync('bash', ['-c', 'command -v go'], { encoding: 'utf8' }).trim();
const goLog = join(scratch, 'go-commands.txt');
const bin = join(scratch, 'bin');
writeTree(bin, { go: `#!/bin/sh\necho "$*" >> '${goLog}'\nexec '${realGo}' "$@"\n` });
chmodSync(join(bin, 'go'), 0o755);
const env = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
const preset = findPreset('go', loadPresets());

/** Two packages with benchmarks, one with tests only; head's BenchmarkCopy allocates twice its bytes. */
function module(dir: string, side: 'base' | 'head'): void {
  const copies = side === 'head' ? 2 : 1;
  writeTree(dir, {
    'go.mod': 'module example.com/pb\n\ngo 1.21\n',
    'alpha/alpha_test.go': goBenchFile('alpha', { BenchmarkA: ['n=1', 'n=2'], BenchmarkB: [] }),
    'beta/beta_test.go': `package beta

import "testing"

var sink []byte

func BenchmarkCopy(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		for c := 0; c < ${copies}; c++ {
			sink = make([]byte, 4096)
		}
	}
}
`,
    'gamma/gamma_test.go': 'package gamma\n\nimport "testing"\n\nfunc TestNothing(t *testing.T) {}\n',
  });
}

const goCommands = (): string[] =>
  existsSync(goLog) ? readFileSync(goLog, 'utf8').split('\n').slice(0, -1) : [];

function options(name: string, overrides: Partial<PipelineOptions> = {}): PipelineOptions {
  const dir = join(scratch, name);
  module(join(dir, 'base'), 'base');
  module(join(dir, 'head'), 'head');
  const log: string[] = [];
  return {
    cwd: dir,
    workingDirectory: '.',
    mode: 'ab',
    baseDir: join(dir, 'base'),
    headDir: join(dir, 'head'),
    preset: applyOverrides(preset, { args: '-benchtime=2000x' }),
    outDir: join(dir, 'out'),
    rounds: 5,
    design: 'fixed',
    confirmRounds: 0,
    roundTimeoutMs: 120_000,
    patternFormats: [],
    judgement: { policy: DEFAULT_POLICY, waivers: [], today: '2026-01-01' },
    log: (line) => log.push(line),
    ...overrides,
  };
}

/** Runs the pipeline with the logging go first on PATH, and returns the go commands it started. */
async function runLogged(o: PipelineOptions) {
  rmSync(goLog, { force: true });
  const saved = process.env.PATH;
  process.env.PATH = env.PATH;
  try {
    const outcome = await runPipeline(o);
    return { outcome, commands: goCommands() };
  } finally {
    process.env.PATH = saved;
  }
}

const verdicts = (rows: readonly { name: string; unit: string; verdict: string }[], units: string[]) =>
  rows
    .filter((r) => units.includes(r.unit))
    .map((r) => `${r.name} ${r.unit} ${r.verdict}`)
    .sort();

describe('Go rounds from test binaries built once per side (real go)', () => {
  it('builds each package with benchmarks once per side and runs the binaries in every round, with the same verdicts as go test', async () => {
    const o = options('once');
    const lines: string[] = [];
    const { outcome, commands } = await runLogged({ ...o, log: (l) => lines.push(l) });
    // The toolchain's version per side, then per side: the preset's build, one listing, and one go test -c
    // per package with tests (gamma's lists no benchmark and is left out of the rounds); no go in any round.
    expect(commands.map((c) => c.replace(/-o \S+/, '-o BIN'))).toEqual([
      'version',
      'version',
      'test -run ^$ -bench ^$ -count 1 ./...',
      'list -f {{.ImportPath}}\t{{.Dir}}\t{{len .TestGoFiles}}\t{{len .XTestGoFiles}} ./...',
      'test -c -o BIN example.com/pb/alpha',
      'test -c -o BIN example.com/pb/beta',
      'test -c -o BIN example.com/pb/gamma',
      'test -run ^$ -bench ^$ -count 1 ./...',
      'list -f {{.ImportPath}}\t{{.Dir}}\t{{len .TestGoFiles}}\t{{len .XTestGoFiles}} ./...',
      'test -c -o BIN example.com/pb/alpha',
      'test -c -o BIN example.com/pb/beta',
      'test -c -o BIN example.com/pb/gamma',
    ]);
    expect(lines.filter((l) => l.startsWith('built '))).toEqual([
      expect.stringMatching(
        /^built base's 2 Go test binaries \(go test -c\) once in \d+s: every round runs them$/,
      ),
      expect.stringMatching(
        /^built head's 2 Go test binaries \(go test -c\) once in \d+s: every round runs them$/,
      ),
    ]);
    // The binaries print go test's header (the reader's suites), but not its "ok" summary.
    const raw = join(o.outDir, 'raw');
    const round1 = readFileSync(join(raw, 'base-round1.txt'), 'utf8');
    expect(round1.match(/^pkg: .*$/gm)).toEqual(['pkg: example.com/pb/alpha', 'pkg: example.com/pb/beta']);
    expect(round1).not.toMatch(/^ok\s/m);
    expect(readdirSync(raw).filter((f) => f.endsWith('.txt'))).toHaveLength(10);
    expect(outcome.head.context.rounds).toBe(5);
    const rows = outcome.comparison!.rows;
    expect(
      rows
        .map((r) => `${r.suite} ${r.name}`)
        .filter((v, i, a) => a.indexOf(v) === i)
        .sort(),
    ).toEqual([
      'example.com/pb/alpha BenchmarkA/n=1',
      'example.com/pb/alpha BenchmarkA/n=2',
      'example.com/pb/alpha BenchmarkB',
      'example.com/pb/beta BenchmarkCopy',
    ]);

    // The same run through go test each round: the same rows and byte verdicts.
    const before = options('per-round-go-test', {
      preset: { ...applyOverrides(preset, { args: '-benchtime=2000x' }), prebuilt: undefined },
    });
    const old = await runLogged(before);
    expect(old.commands.filter((c) => c.startsWith('test -run ^$ -bench .'))).toHaveLength(10);
    const oldRows = old.outcome.comparison!.rows;
    expect(verdicts(rows, ['B/op', 'allocs/op'])).toEqual(verdicts(oldRows, ['B/op', 'allocs/op']));
    expect(verdicts(rows, ['B/op'])).toEqual([
      'BenchmarkA/n=1 B/op unchanged',
      'BenchmarkA/n=2 B/op unchanged',
      'BenchmarkB B/op unchanged',
      'BenchmarkCopy B/op regression',
    ]);
    expect(oldRows.map((r) => `${r.suite} ${r.name} ${r.unit}`).sort()).toEqual(
      rows.map((r) => `${r.suite} ${r.name} ${r.unit}`).sort(),
    );
  });

  it('narrows a round to the packages and benchmarks still open, on the built binaries', async () => {
    const judge: RoundJudge = {
      afterRound: () => ({
        remaining: [{ suite: 'example.com/pb/alpha', name: 'BenchmarkA/n=2', params: {} }],
        stop: false,
      }),
    };
    const o = options('narrowed', { rounds: 3, roundJudge: judge });
    const { outcome, commands } = await runLogged(o);
    expect(commands.filter((c) => c.startsWith('test -c'))).toHaveLength(6);
    expect(commands.filter((c) => c.startsWith('test -run ^$ -bench .'))).toEqual([]);
    const read = async (file: string) =>
      (await readBenchmarkInput(join(o.outDir, 'raw', file), { format: 'go' })).benchmarks
        .map((b) => `${b.suite} ${b.name}`)
        .sort();
    expect(await read('head-round1.txt')).toHaveLength(4);
    expect(await read('head-round2.txt')).toEqual(['example.com/pb/alpha BenchmarkA/n=2']);
    expect(await read('base-round3.txt')).toEqual(['example.com/pb/alpha BenchmarkA/n=2']);
    expect(outcome.head.context.rounds).toBe(3);
  });

  it('keeps go test every round when the arguments are not test flags, and says why', async () => {
    const lines: string[] = [];
    const o = options('build-flag', {
      rounds: 2,
      preset: applyOverrides(preset, { args: '-tags=extra -benchtime=1x' }),
      log: (l) => lines.push(l),
    });
    const { commands } = await runLogged(o);
    expect(commands.filter((c) => c.startsWith('test -c'))).toEqual([]);
    expect(commands.filter((c) => c.startsWith('test -run ^$ -bench .'))).toHaveLength(4);
    expect(lines.filter((l) => l.includes("every round runs the preset's command"))).toEqual([
      `base: every round runs the preset's command: "-tags=extra" is not a test flag go test passes on to the test binary`,
      `head: every round runs the preset's command: "-tags=extra" is not a test flag go test passes on to the test binary`,
    ]);
  });

  it('fails with the side and the command when a test binary does not build', async () => {
    const o = options('broken', { preset: applyOverrides(preset, { build: '' }) });
    writeFileSync(
      join(o.headDir!, 'beta', 'broken_test.go'),
      'package beta\n\nfunc broken() { undefined() }\n',
    );
    await expect(runPipeline(o)).rejects.toThrow(
      /^building head's test binaries failed \(exit 1\): go test -c -o \S+head-2\.test example\.com\/pb\/beta\n.*undefined/s,
    );
  });
});

describe('narrowing on the built binaries (real go)', () => {
  const withArgs = applyOverrides(preset, { args: '-benchtime=1x' });
  // A directory name the shell would read as more commands, were it not quoted (docs/security.md, "Names").
  const dir = join(scratch, "narrow dir; touch PWNED '");
  module(dir, 'base');

  /** "package name" of every benchmark the narrowed runs ran, through the built binaries or through go test. */
  async function ran(remaining: BenchmarkIdentity[], programs?: SidePrograms) {
    const names: string[] = [];
    for (const [i, run] of narrowRuns(preset, remaining).entries()) {
      const narrowed = programs ? programs.presetFor(run) : applyNarrowedRun(withArgs, run);
      const command = expandCommand(narrowed.run, {
        filter: run.filter,
        count: 1,
        out: dir,
        args: narrowed.args!,
      });
      const stdoutFile = join(dir, `out-${programs ? 'bin' : 'go'}-${i}.txt`);
      const r = await execShell(command, { cwd: dir, env: process.env, stdoutFile, timeoutMs: 120_000 });
      expect(r.code, `${command}\n${r.tail.join('\n')}`).toBe(0);
      const read = await readBenchmarkInput(stdoutFile, { format: 'go' });
      names.push(...read.benchmarks.map((b) => `${b.suite} ${b.name}`));
    }
    return names.sort();
  }

  it('runs exactly what go test runs for the same narrowed runs', async () => {
    const programsDir = mkdtempSync(join(scratch, "programs $(touch PWNED) '"));
    const context = { projectDir: dir, side: 'base', env: process.env, timeoutMs: 120_000, programsDir };
    const binaries = await buildGoTestBinaries(context);
    expect(binaries.binaries.map((b) => b.importPath)).toEqual([
      'example.com/pb/alpha',
      'example.com/pb/beta',
    ]);
    expect(binaries.withoutBenchmarks).toEqual(['example.com/pb/gamma']);
    const remaining = [
      { suite: 'example.com/pb/alpha', name: 'BenchmarkA/n=1', params: {} },
      { suite: 'example.com/pb/beta', name: 'BenchmarkCopy', params: {} },
    ];
    const outcome = await prebuildSide(withArgs, context);
    const programs = 'programs' in outcome ? outcome.programs : undefined;
    expect(programs?.summary).toBe('2 Go test binaries (go test -c)');
    expect(await ran(remaining, programs)).toEqual([
      'example.com/pb/alpha BenchmarkA/n=1',
      'example.com/pb/beta BenchmarkCopy',
    ]);
    expect(await ran(remaining, programs)).toEqual(await ran(remaining));
    expect(await ran([{ suite: 'example.com/pb/alpha', name: 'BenchmarkB', params: {} }], programs)).toEqual([
      'example.com/pb/alpha BenchmarkB',
    ]);
    // No file named PWNED anywhere: the names stayed names.
    const files = readdirSync(scratch, { recursive: true, encoding: 'utf8' });
    expect(files.filter((f) => f.split('/').at(-1) === 'PWNED')).toEqual([]);
  });
});
