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
import { runPipeline, type PipelineOptions } from '../../src/pipeline/run-pipeline.js';
import { applyOverrides, findPreset, loadPresets } from '../../src/run/presets.js';
import { writeTree } from '../support/project-tree.js';

// Cargo's rounds from the bench executables built once per side
// (src/run/prebuilt-cargo.ts), with the real cargo on a libtest crate. A
// `cargo` on PATH logs its arguments and runs the real cargo, so the tests
// count exactly which cargo commands a run starts.

const scratch = mkdtempSync(join(tmpdir(), 'benchgate-prebuilt-cargo-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const realCargo = execFileSync('bash', ['-c', 'command -v cargo'], { encoding: 'utf8' }).trim();
const cargoLog = join(scratch, 'cargo-commands.txt');
const bin = join(scratch, 'bin');
writeTree(bin, { cargo: `#!/bin/sh\necho "$*" >> '${cargoLog}'\nexec '${realCargo}' "$@"\n` });
chmodSync(join(bin, 'cargo'), 0o755);
const libtest = findPreset('libtest', loadPresets());

const bench = (name: string) =>
  `#[bench]\nfn ${name}(b: &mut Bencher) { b.iter(|| test::black_box(1u64) + 1) }\n`;

/** A crate whose bench target has names that are substrings of others (libtest filters are substrings). */
function crate(dir: string): void {
  writeTree(dir, {
    'Cargo.toml': '[package]\nname = "prebuilt"\nversion = "0.1.0"\nedition = "2021"\n',
    'src/lib.rs': '',
    'benches/speed.rs':
      '#![feature(test)]\nextern crate test;\nuse test::Bencher;\n\n' +
      bench('parse') +
      bench('parse_all') +
      `mod sorting {\n    use test::Bencher;\n${bench('sort_10')}${bench('sort_1000')}}\n`,
  });
}

function options(name: string, overrides: Partial<PipelineOptions> = {}): PipelineOptions {
  const dir = join(scratch, name);
  crate(join(dir, 'base'));
  crate(join(dir, 'head'));
  return {
    cwd: dir,
    workingDirectory: '.',
    mode: 'ab',
    baseDir: join(dir, 'base'),
    headDir: join(dir, 'head'),
    preset: libtest,
    outDir: join(dir, 'out'),
    rounds: 3,
    design: 'fixed',
    confirmRounds: 0,
    roundTimeoutMs: 300_000,
    patternFormats: [],
    judgement: { policy: DEFAULT_POLICY, waivers: [], today: '2026-01-01' },
    log: () => undefined,
    ...overrides,
  };
}

/** Runs the pipeline with the logging cargo first on PATH (and libtest's #[bench] allowed), returning the cargo commands. */
async function runLogged(o: PipelineOptions, targetDir?: string) {
  rmSync(cargoLog, { force: true });
  const saved = { PATH: process.env.PATH, RUSTC_BOOTSTRAP: process.env.RUSTC_BOOTSTRAP };
  process.env.PATH = `${bin}:${saved.PATH}`;
  process.env.RUSTC_BOOTSTRAP = '1';
  if (targetDir) process.env.CARGO_TARGET_DIR = targetDir;
  try {
    const outcome = await runPipeline(o);
    return {
      outcome,
      commands: existsSync(cargoLog) ? readFileSync(cargoLog, 'utf8').split('\n').slice(0, -1) : [],
    };
  } finally {
    process.env.PATH = saved.PATH;
    delete process.env.CARGO_TARGET_DIR;
    if (saved.RUSTC_BOOTSTRAP === undefined) delete process.env.RUSTC_BOOTSTRAP;
    else process.env.RUSTC_BOOTSTRAP = saved.RUSTC_BOOTSTRAP;
  }
}

const ran = async (file: string) =>
  (await readBenchmarkInput(file, { format: 'libtest' })).benchmarks.map((b) => b.name).sort();

describe('Cargo rounds from bench executables built once per side (real cargo, libtest)', () => {
  it('builds once per side, runs the executables every round, and narrows them with --exact', async () => {
    const lines: string[] = [];
    const o = options('once', {
      log: (l) => lines.push(l),
      roundJudge: {
        afterRound: () => ({
          remaining: [
            { suite: '', name: 'parse', params: {} },
            { suite: '', name: 'sorting::sort_10', params: {} },
          ],
          stop: false,
        }),
      },
    });
    const { outcome, commands } = await runLogged(o);
    // Per side: the preset's build and the build that reports the executables; no cargo bench in any round.
    expect(commands.filter((c) => c.startsWith('bench'))).toEqual([
      'bench --no-run --quiet',
      'bench --no-run --message-format=json --quiet',
      'bench --no-run --quiet',
      'bench --no-run --message-format=json --quiet',
    ]);
    // The library's harness and the bench target's, as cargo bench runs both.
    expect(lines.filter((l) => l.startsWith('built '))).toEqual([
      expect.stringMatching(
        /^built base's 2 bench executables \(cargo bench --no-run --message-format=json --quiet\) once in \d+s: every round runs them$/,
      ),
      expect.stringMatching(
        /^built head's 2 bench executables \(cargo bench --no-run --message-format=json --quiet\) once in \d+s: every round runs them$/,
      ),
    ]);
    const raw = join(o.outDir, 'raw');
    expect(await ran(join(raw, 'base-round1.txt'))).toEqual([
      'parse',
      'parse_all',
      'sorting::sort_10',
      'sorting::sort_1000',
    ]);
    expect(await ran(join(raw, 'head-round2.txt'))).toEqual(['parse', 'sorting::sort_10']);
    expect(await ran(join(raw, 'base-round3.txt'))).toEqual(['parse', 'sorting::sort_10']);
    expect(outcome.head.context.rounds).toBe(3);
    expect(lines.filter((l) => l.includes("share Cargo's target folder"))).toEqual([]);
  }, 600_000);

  it('gives each side a target folder of its own where both share one, so that head runs its own code', async () => {
    // One CARGO_TARGET_DIR for both sides, as a self-hosted machine keeps its builds: Cargo names the
    // crate's outputs alike on both sides, and head's build, done after base's, found base's
    // executables up to date and named them as head's. Head has one benchmark more: its rounds show it.
    const lines: string[] = [];
    const o = options('shared', { log: (l) => lines.push(l), rounds: 1 });
    writeFileSync(
      join(o.headDir!, 'benches', 'speed.rs'),
      `${readFileSync(join(o.headDir!, 'benches', 'speed.rs'), 'utf8')}${bench('parse_more')}`,
    );
    const shared = join(scratch, 'shared-target');
    await runLogged(o, shared);
    expect(lines.filter((l) => l.includes("share Cargo's target folder"))).toEqual([
      `base and head share Cargo's target folder ${shared}: each side builds in its own benchgate-<side> folder under it, or Cargo would take one side's build for the other's`,
    ]);
    const raw = join(o.outDir, 'raw');
    expect(await ran(join(raw, 'base-round1.txt'))).toEqual([
      'parse',
      'parse_all',
      'sorting::sort_10',
      'sorting::sort_1000',
    ]);
    expect(await ran(join(raw, 'head-round1.txt'))).toEqual([
      'parse',
      'parse_all',
      'parse_more',
      'sorting::sort_10',
      'sorting::sort_1000',
    ]);
    expect(readdirSync(shared).sort()).toEqual(['benchgate-base', 'benchgate-head']);
  }, 600_000);

  it('fails with the side and the command when the executables do not build', async () => {
    const o = options('broken', { preset: applyOverrides(libtest, { build: '' }) });
    writeFileSync(join(o.headDir!, 'benches', 'speed.rs'), 'fn main() { undefined() }\n');
    await expect(runLogged(o)).rejects.toThrow(
      /^building head's bench executables failed \(exit 101\): cargo bench --no-run --message-format=json --quiet\n/,
    );
  }, 600_000);
});
