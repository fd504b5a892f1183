import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeScenarioRepo } from '../support/git-fixture.js';

// benchgate run (the bundled CLI) with base and head at one commit: the log
// and the report warn, and the run that follows is labelled an A/A run. The
// benchmark command replays real go test output committed in the repository.

const root = new URL('../..', import.meta.url).pathname;
const repo = makeScenarioRepo({
  'bench.txt': readFileSync(join(root, 'test/fixtures/go/plain.txt'), 'utf8'),
});
const scratch = mkdtempSync(join(tmpdir(), 'benchgate-same-commit-'));
afterAll(() => {
  repo.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

function run(out: string, ...args: string[]) {
  return spawnSync(
    process.execPath,
    [
      join(root, 'dist/cli.js'),
      'run',
      '--base',
      repo.base,
      '--runner',
      'command',
      '--command',
      'cat bench.txt',
      '--format',
      'go',
      '--build',
      '',
      '--design',
      'fixed',
      '--max-rounds',
      '2',
      '--confirm-rounds',
      '0',
      '--no-config',
      '--out',
      join(scratch, out),
      ...args,
    ],
    { cwd: repo.dir, encoding: 'utf8' },
  );
}

const short = repo.base.slice(0, 12);

describe('benchgate run with base and head at one commit', () => {
  it('warns in the log and labels the report an A/A run', () => {
    const r = run('all', '--head', repo.base, '--select', 'all');
    expect(r.status, r.stderr).toBe(0);
    const warning = `A/A run: base and head are the same commit ${short}; every difference reported is noise`;
    expect(r.stderr).toContain(`warning: ${warning}\n`);
    expect(readFileSync(join(scratch, 'all/report.md'), 'utf8')).toContain(`> [!WARNING]\n> ${warning}\n`);
  });

  it('says so too when head is the working tree and the selection runs nothing', () => {
    const r = run('affected');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toContain(
      `warning: A/A run: base and head are the same commit ${short} (head is its working tree: only uncommitted changes can differ); every difference reported is noise\n`,
    );
  });

  it('does not call two folders given as they are an A/A run, though one repository holds both', () => {
    // The README's quick start: --base-dir and --head-dir, two trees of the same checkout.
    const base = join(repo.dir, 'two-dirs-base');
    const head = join(repo.dir, 'two-dirs-head');
    for (const d of [base, head]) spawnSync('mkdir', ['-p', d]);
    spawnSync('cp', [join(repo.dir, 'bench.txt'), join(base, 'bench.txt')]);
    spawnSync('cp', [join(repo.dir, 'bench.txt'), join(head, 'bench.txt')]);
    const r = spawnSync(
      process.execPath,
      [
        join(root, 'dist/cli.js'),
        'run',
        '--base-dir',
        base,
        '--head-dir',
        head,
        '--runner',
        'command',
        '--command',
        'cat bench.txt',
        '--format',
        'go',
        '--build',
        '',
        '--max-rounds',
        '2',
        '--no-config',
        '--out',
        join(scratch, 'two-dirs'),
      ],
      { cwd: repo.dir, encoding: 'utf8' },
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('A/A run');
  });
});
