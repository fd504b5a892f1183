import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBenchmarkInput } from '../../src/formats/read.js';
import { applyNarrowedRun, narrowRuns } from '../../src/run/benchmark-filter.js';
import { execShell } from '../../src/process/exec.js';
import { findPreset, loadPresets } from '../../src/run/presets.js';
import { expandCommand } from '../../src/process/shell-quote.js';
import { writeTree } from '../support/project-tree.js';

// libtest filters are substrings: "parse" alone would also run parse_all, and
// "sorting::sort_10" also sorting::sort_1000. --exact must keep them out.
const dir = mkdtempSync(join(tmpdir(), 'benchgate-filter-libtest-'));
const bench = (name: string) =>
  `#[bench]\nfn ${name}(b: &mut Bencher) { b.iter(|| test::black_box(1u64) + 1) }\n`;
writeTree(dir, {
  'Cargo.toml': '[package]\nname = "narrow"\nversion = "0.1.0"\nedition = "2021"\n',
  'src/lib.rs': '',
  'benches/speed.rs':
    '#![feature(test)]\nextern crate test;\nuse test::Bencher;\n\n' +
    bench('parse') +
    bench('parse_all') +
    `mod sorting {\n    use test::Bencher;\n${bench('sort_10')}${bench('sort_1000')}}\n`,
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { ...process.env, RUSTC_BOOTSTRAP: '1', CARGO_TARGET_DIR: join(dir, 'target') };

describe('narrowing cargo bench (libtest) to given benchmarks (real cargo)', () => {
  it('runs exactly the named benchmarks, not those the names are substrings of', async () => {
    const preset = findPreset('libtest', loadPresets());
    const build = await execShell(preset.build!, { cwd: dir, env, timeoutMs: 300_000 });
    expect(build.code, build.tail.join('\n')).toBe(0);
    const runs = narrowRuns(preset, [
      { suite: '', name: 'parse', params: {} },
      { suite: '', name: 'sorting::sort_10', params: {} },
    ]);
    expect(runs).toEqual([{ filter: 'parse', extraArgs: ['--exact', 'sorting::sort_10'] }]);
    const command = expandCommand(applyNarrowedRun(preset, runs[0]!).run, {
      filter: 'parse',
      count: 1,
      out: dir,
    });
    const stdoutFile = join(dir, 'out.txt');
    const r = await execShell(command, { cwd: dir, env, stdoutFile, timeoutMs: 300_000 });
    expect(r.code, r.tail.join('\n')).toBe(0);
    const read = await readBenchmarkInput(stdoutFile, { format: 'libtest' });
    expect(read.benchmarks.map((b) => b.name).sort()).toEqual(['parse', 'sorting::sort_10']);
  });
});
