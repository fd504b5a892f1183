// A store of main's history with one step, built by the real CLI: a probe's
// base results appended for 8 commits, then its head results from the step's
// commit on, so that `benchgate history issues` opens the step's issue at
// that commit (the bisection tests name their culprits on it).
import { spawnSync } from 'node:child_process';
import { expect } from 'vitest';

/**
 * Appends base.json for 8 commits and head.json from `stepAt` on (`after`
 * commits in all after the step, itself included), one a day from
 * 2026-10-01, with made-up commit ids around the step's.
 */
export function appendStepHistory(
  cli: string,
  store: string,
  results: (side: 'base' | 'head') => string,
  stepAt: string,
  after: number,
): void {
  const fakeSha = (i: number) => i.toString(16).padStart(40, 'a');
  const ids = [1, 2, 3, 4, 5, 6, 7, 8].map(fakeSha).concat(
    [stepAt],
    Array.from({ length: after - 1 }, (_, i) => fakeSha(10 + i)),
  );
  ids.forEach((id, i) => {
    const a = spawnSync(
      process.execPath,
      [cli, 'history', 'append', store, results(i < 8 ? 'base' : 'head'), '--commit', id]
        .concat(i > 0 ? ['--parent', ids[i - 1]!] : [])
        .concat(['--time', `2026-10-${String(i + 1).padStart(2, '0')}T12:00:00Z`]),
      { encoding: 'utf8' },
    );
    expect(a.status, a.stderr).toBe(0);
  });
}
