import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fewestDecisiveRounds } from '../../src/stats/sequential.js';

// Help as a newcomer asks for it, through the bundled command line.

const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist/cli.js');

function benchgate(args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: root, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('benchgate history <sub> --help (the bundled CLI)', () => {
  it.each([
    ['append', '--help'],
    ['changes', '--help'],
    ['issues', '-h'],
    ['dashboard', '--help'],
  ])('history %s %s prints the history help and exits 0', (sub, flag) => {
    const r = benchgate(['history', sub, flag]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').slice(0, 2)).toEqual([
      'Usage:',
      '  benchgate history append STORE RESULTS... --commit SHA [--parent SHA] [--time ISO] [--machine LABEL]',
    ]);
    expect(r.stdout).toContain(`  benchgate history ${sub} `);
  });

  it('an unknown option is still a usage error', () => {
    const r = benchgate(['history', 'changes', '--hepl']);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(
      "benchgate history: Unknown option '--hepl'. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- \"--hepl\"",
    );
  });
});

describe('benchgate run --help (the bundled CLI)', () => {
  it('names the fewest max-rounds of the sequential design, the number the run uses', () => {
    const r = benchgate(['run', '--help']);
    expect(r.code).toBe(0);
    expect(fewestDecisiveRounds()).toBe(3);
    expect(r.stdout).toContain(
      '                        below 3 the fixed design runs; --rounds is the older name\n',
    );
  });
});
