import { afterAll, describe, expect, it } from 'vitest';
import { EMPTY_SELECTION_CONFIG } from '../../src/config/selection-config.js';
import { addWorktree, type Worktree } from '../../src/process/git.js';
import { listCargoCrates } from '../../src/select/cargo-crates.js';
import { selectAffected } from '../../src/select/select-affected.js';
import { makeScenarioRepo } from '../support/git-fixture.js';
import { join } from 'node:path';
import { findPreset, loadPresets } from '../../src/run/presets.js';
import { listNotRunBenchmarks } from '../../src/select/not-run-benchmarks.js';

// A workspace of path dependencies only: mid depends on core, app
// dev-depends on mid, solo stands alone; each has a bench target.
const crate = (name: string, deps = '', devDeps = '') =>
  `[package]\nname = "${name}"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\n${deps}\n[dev-dependencies]\n${devDeps}\n`;
const files: Record<string, string> = {
  'Cargo.toml': '[workspace]\nmembers = ["core", "mid", "app", "solo"]\nresolver = "2"\n',
  'README.md': 'workspace\n',
  'core/Cargo.toml': crate('core'),
  'mid/Cargo.toml': crate('mid', 'core = { path = "../core" }\n'),
  'app/Cargo.toml': crate('app', '', 'mid = { path = "../mid" }\n'),
  'solo/Cargo.toml': crate('solo'),
};
for (const name of ['core', 'mid', 'app', 'solo']) {
  files[`${name}/src/lib.rs`] = 'pub fn f() -> u32 { 1 }\n';
  files[`${name}/benches/speed.rs`] = 'fn main() {}\n';
}
// One real #[bench], for listing what is not run (libtest, RUSTC_BOOTSTRAP=1).
files['solo/benches/speed.rs'] =
  '#![feature(test)]\nextern crate test;\n#[bench]\nfn solo_speed(b: &mut test::Bencher) { b.iter(|| 1) }\n';
const repo = makeScenarioRepo(files);
const trees: Worktree[] = [];
afterAll(async () => {
  for (const t of trees) await t.remove();
  repo.cleanup();
});

async function plan(changes: Record<string, string | null>) {
  const head = repo.branch(`change-${trees.length}`, changes);
  const sides = [await addWorktree(repo.dir, repo.base), await addWorktree(repo.dir, head)];
  trees.push(...sides);
  headDir = sides[1]!.dir;
  return selectAffected({
    repoDir: repo.dir,
    base: repo.base,
    head,
    workingDirectory: '',
    sideDirs: sides.map((s) => s.dir),
    runner: 'libtest',
    select: 'affected',
    config: EMPTY_SELECTION_CONFIG,
    env,
  });
}
let headDir = '';
const env = { ...process.env, RUSTC_BOOTSTRAP: '1', CARGO_TARGET_DIR: join(repo.dir, '.target') };

describe('affected Cargo packages (real cargo metadata, real git)', () => {
  it('reads the members, their path dependencies and bench targets offline', async () => {
    const tree = await addWorktree(repo.dir, repo.base);
    trees.push(tree);
    expect(await listCargoCrates(tree.dir, process.env)).toEqual([
      { name: 'app', dir: 'app', dependsOnDirs: ['mid'], hasBenches: true },
      { name: 'core', dir: 'core', dependsOnDirs: [], hasBenches: true },
      { name: 'mid', dir: 'mid', dependsOnDirs: ['core'], hasBenches: true },
      { name: 'solo', dir: 'solo', dependsOnDirs: [], hasBenches: true },
    ]);
  });

  it('runs the crates that depend on a changed crate, dev-dependencies included', async () => {
    const p = await plan({ 'core/src/lib.rs': 'pub fn f() -> u32 { 2 }\n' });
    expect(p.mode).toBe('affected');
    expect(p.run).toEqual([
      { unit: 'app', reason: 'depends on core, which changed' },
      { unit: 'core', reason: 'changed' },
      { unit: 'mid', reason: 'depends on core, which changed' },
    ]);
    expect(p.notRun).toEqual([
      { what: 'Cargo package solo', reason: 'not affected by this change', unit: 'solo' },
    ]);
    const libtest = findPreset('libtest', loadPresets());
    expect(await listNotRunBenchmarks(libtest, p, headDir, env)).toEqual([
      { unit: 'solo', name: 'solo_speed' },
    ]);
  });

  it('runs only a crate nothing depends on', async () => {
    const p = await plan({ 'app/benches/speed.rs': 'fn main() { }\n' });
    expect(p.run).toEqual([{ unit: 'app', reason: 'changed' }]);
    expect(p.reason).toBe('1 of 4 Cargo packages with benchmarks affected');
  });

  it('runs everything for Cargo.lock, the toolchain file and build scripts', async () => {
    expect((await plan({ 'Cargo.lock': '# lock\n' })).reason).toBe(
      "Cargo.lock changed: it can change every crate's build",
    );
    expect((await plan({ 'rust-toolchain.toml': '[toolchain]\nchannel = "stable"\n' })).mode).toBe('all');
    const p = await plan({ 'solo/build.rs': 'fn main() {}\n' });
    expect(p).toEqual({
      mode: 'all',
      reason: "solo/build.rs changed: it can change every crate's build",
      run: [],
      benchmarks: [],
      notRun: [],
    });
  });

  it('runs nothing for a docs-only change', async () => {
    const p = await plan({
      'README.md': 'more\n',
      'core/README.md': 'core\n',
      '.github/workflows/ci.yml': 'on: push\n',
    });
    expect(p.mode).toBe('none');
    expect(p.reason).toBe('no code changed: only .github/workflows/ci.yml, README.md, core/README.md');
  });
});
