import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import { readBenchmarkInput } from '../../src/formats/read.js';
import { runPipeline } from '../../src/pipeline/run-pipeline.js';
import {
  applyNarrowedRun,
  narrowRuns,
  type BenchmarkIdentity,
  type NarrowedRun,
} from '../../src/run/benchmark-filter.js';
import type { RunnerPreset } from '../../src/run/preset.js';
import { execShell } from '../../src/process/exec.js';
import { applyOverrides, findPreset, loadPresets } from '../../src/run/presets.js';
import { expandCommand } from '../../src/process/shell-quote.js';
import { writeTree } from '../support/project-tree.js';

// JMH's include is a regex found anywhere in "class.method": unanchored,
// "write" would also run writeAll. Parameters go through -p, the mode through -bm.
const root = new URL('../..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'benchgate-filter-jmh-'));
cpSync(join(root, 'examples/jmh-writer/base/pom.xml'), join(dir, 'pom.xml'));
writeTree(dir, {
  'src/main/java/com/ex/Narrow.java': `package com.ex;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.*;

@State(Scope.Thread)
@BenchmarkMode({Mode.AverageTime, Mode.Throughput})
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 0, time = 10, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 1, time = 10, timeUnit = TimeUnit.MILLISECONDS)
@Fork(1)
public class Narrow {
    @Param({"1", "2", "3"})
    public int size;

    @Benchmark public int write() { return size + 1; }
    @Benchmark public int writeAll() { return size + 2; }
    @Benchmark public int read() { return size + 3; }
}
`,
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs one narrowed run of the jar in `dir` with -i 1 and reads its JMH JSON. */
async function runNarrowed(preset: RunnerPreset, run: NarrowedRun, name: string) {
  const narrowed = applyNarrowedRun(preset, run);
  const out = join(dir, name);
  const command = expandCommand(narrowed.run, {
    filter: run.filter,
    count: 1,
    out,
    args: narrowed.args ?? '',
  });
  const r = await execShell(`mkdir -p ${out} && ${command}`, {
    cwd: dir,
    env: process.env,
    timeoutMs: 300_000,
  });
  expect(r.code, r.tail.join('\n')).toBe(0);
  return readBenchmarkInput(join(out, 'jmh-result.json'), { format: 'jmh-json' });
}

describe('narrowing a JMH jar to given benchmarks (real Maven and JMH)', () => {
  it('runs exactly the asked methods, parameter values and mode', async () => {
    const preset = findPreset('jmh-maven', loadPresets());
    const build = await execShell(preset.build!, { cwd: dir, env: process.env, timeoutMs: 300_000 });
    expect(build.code, build.tail.join('\n')).toBe(0);
    const remaining: BenchmarkIdentity[] = [
      { suite: 'com.ex.Narrow', name: 'write', params: { size: '1' }, mode: 'avgt' },
      { suite: 'com.ex.Narrow', name: 'write', params: { size: '3' }, mode: 'avgt' },
    ];
    const runs = narrowRuns(preset, remaining);
    expect(runs).toEqual([
      { filter: '^(?:com\\.ex\\.Narrow\\.write)$', extraArgs: ['-p', 'size=1,3', '-bm', 'avgt'] },
    ]);
    const read = await runNarrowed(preset, runs[0]!, 'out');
    expect(read.benchmarks.map((b) => `${b.suite}.${b.name} size=${b.params.size} ${b.mode}`).sort()).toEqual(
      ['com.ex.Narrow.write size=1 avgt', 'com.ex.Narrow.write size=3 avgt'],
    );
  });

  it('runs each asked (value, mode) pair in a run of its own, nothing unasked', async () => {
    const preset = findPreset('jmh-maven', loadPresets());
    const runs = narrowRuns(preset, [
      { suite: 'com.ex.Narrow', name: 'write', params: { size: '1' }, mode: 'avgt' },
      { suite: 'com.ex.Narrow', name: 'write', params: { size: '3' }, mode: 'thrpt' },
    ]);
    expect(runs.map((r) => r.extraArgs.join(' '))).toEqual(['-p size=1 -bm avgt', '-p size=3 -bm thrpt']);
    const ran: string[] = [];
    for (const [i, run] of runs.entries()) {
      const read = await runNarrowed(preset, run, `out-mode-${i}`);
      ran.push(...read.benchmarks.map((b) => `${b.name} size=${b.params.size} ${b.mode}`));
    }
    expect(ran).toEqual(['write size=1 avgt', 'write size=3 thrpt']);
  });

  it("runs each value once when the user's own arguments name the same -p and -bm", async () => {
    const preset = { ...findPreset('jmh-maven', loadPresets()), args: '-p size=1,3 -bm avgt' };
    const [run] = narrowRuns(preset, [
      { suite: 'com.ex.Narrow', name: 'write', params: { size: '3' }, mode: 'avgt' },
    ]);
    const read = await runNarrowed(preset, run!, 'out-user-p');
    // With both -p size=1,3 and -p size=3, JMH ran size 1 once and size 3 twice.
    expect(
      read.benchmarks.map((b) => `${b.name} size=${b.params.size} ${b.mode} ${b.metrics[0]!.samples.length}`),
    ).toEqual(['write size=3 avgt 1']);
  });
});

// A matrix of two parameters: narrowing to two of its four cells would run all
// four as one cross product (-p a=1,2 -p b=1,2); two runs, one a cell, run
// only the asked ones. A settled cell costs nothing more.
const matrix = mkdtempSync(join(tmpdir(), 'benchgate-matrix-jmh-'));
for (const side of ['base', 'head']) {
  cpSync(join(root, 'examples/jmh-writer/base/pom.xml'), join(matrix, side, 'pom.xml'));
  writeTree(join(matrix, side), {
    'src/main/java/com/ex/Matrix.java': `package com.ex;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.*;

@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
public class Matrix {
    @Param({"1", "2"})
    public int a;
    @Param({"1", "2"})
    public int b;

    @Benchmark public int cell() { return a * b; }
}
`,
  });
}
afterAll(() => rmSync(matrix, { recursive: true, force: true }));

describe('a round narrowed to cells of a JMH matrix (real Maven and JMH)', () => {
  it('runs only the asked cells, one run per cell, rounds and cost counting every run', async () => {
    const logs: string[] = [];
    const open = [
      { suite: 'com.ex.Matrix', name: 'cell', params: { a: '1', b: '1' }, mode: 'avgt' },
      { suite: 'com.ex.Matrix', name: 'cell', params: { a: '2', b: '2' }, mode: 'avgt' },
    ];
    const out = await runPipeline({
      cwd: matrix,
      workingDirectory: '.',
      mode: 'ab',
      baseDir: join(matrix, 'base'),
      headDir: join(matrix, 'head'),
      preset: applyOverrides(findPreset('jmh-maven', loadPresets()), { args: '-w 10ms -r 10ms' }),
      outDir: join(matrix, 'out'),
      rounds: 3,
      design: 'sequential',
      roundJudge: { afterRound: () => ({ remaining: open, stop: false }) },
      confirmRounds: 0,
      roundTimeoutMs: 300_000,
      patternFormats: [],
      judgement: { policy: DEFAULT_POLICY, waivers: [], today: '2026-01-01' },
      log: (l) => logs.push(l),
    });
    const cells = (r: typeof out.head) =>
      r.benchmarks.map((b) => `a=${b.params.a} b=${b.params.b}: ${b.metrics[0]!.rounds!.join(',')}`);
    expect([cells(out.base!), cells(out.head)]).toEqual(
      Array<string[]>(2).fill(['a=1 b=1: 0,1,2', 'a=1 b=2: 0', 'a=2 b=1: 0', 'a=2 b=2: 0,1,2']),
    );
    // Rounds 2 and 3 ran two parts of one cell each on each side, and nothing unasked.
    const ran = await Promise.all(
      [1, 2].map((part) =>
        readBenchmarkInput(join(matrix, 'out', 'raw', `head-round3-part${part}`, 'jmh-result.json'), {
          format: 'jmh-json',
        }),
      ),
    );
    expect(ran.map((r) => r.benchmarks.map((b) => `${b.params.a}${b.params.b}`))).toEqual([['11'], ['22']]);
    expect(logs.filter((l) => l.includes('did not ask for'))).toEqual([]);
    // Both sides: four cells in round 1, two in each of rounds 2 and 3.
    expect(out.head.context.runCost).toMatchObject({ benchmarkRuns: 2 * (4 + 2 + 2) });
  });
});
