import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBenchmarkInput } from '../../src/formats/read.js';
import { applyNarrowedRun, narrowRuns, type BenchmarkIdentity } from '../../src/run/benchmark-filter.js';
import { execShell } from '../../src/process/exec.js';
import { findPreset, loadPresets } from '../../src/run/presets.js';
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
    const out = join(dir, 'out');
    const command = expandCommand(applyNarrowedRun(preset, runs[0]!).run, {
      filter: runs[0]!.filter,
      count: 1,
      out,
    });
    const r = await execShell(`mkdir -p ${out} && ${command}`, {
      cwd: dir,
      env: process.env,
      timeoutMs: 300_000,
    });
    expect(r.code, r.tail.join('\n')).toBe(0);
    const read = await readBenchmarkInput(join(out, 'jmh-result.json'), { format: 'jmh-json' });
    expect(read.benchmarks.map((b) => `${b.suite}.${b.name} size=${b.params.size} ${b.mode}`).sort()).toEqual(
      ['com.ex.Narrow.write size=1 avgt', 'com.ex.Narrow.write size=3 avgt'],
    );
  });

  it("runs each value once when the user's own arguments name the same -p and -bm", async () => {
    const preset = { ...findPreset('jmh-maven', loadPresets()), args: '-p size=1,3 -bm avgt' };
    const [run] = narrowRuns(preset, [
      { suite: 'com.ex.Narrow', name: 'write', params: { size: '3' }, mode: 'avgt' },
    ]);
    const narrowed = applyNarrowedRun(preset, run!);
    const out = join(dir, 'out-user-p');
    const command = expandCommand(narrowed.run, {
      filter: run!.filter,
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
    const read = await readBenchmarkInput(join(out, 'jmh-result.json'), { format: 'jmh-json' });
    // With both -p size=1,3 and -p size=3, JMH ran size 1 once and size 3 twice.
    expect(
      read.benchmarks.map((b) => `${b.name} size=${b.params.size} ${b.mode} ${b.metrics[0]!.samples.length}`),
    ).toEqual(['write size=3 avgt 1']);
  });
});
