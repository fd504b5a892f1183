// Vitest global setup of the unit project: its tests' temporary directory is
// a fresh folder of its own (TMPDIR, set for the project's workers in
// vitest.config.ts), created here and checked empty after the run. Why: a
// unit test that leaves its scratch folders behind fills the temporary
// directory of every machine the suite runs on (two did, 29 times each, until
// 2026-11-28), and only a check that fails says so.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';

export default function setup(): () => void {
  const dir = process.env.BENCHGATE_UNIT_TMPDIR;
  if (!dir) throw new Error('BENCHGATE_UNIT_TMPDIR is not set (vitest.config.ts sets it)');
  mkdirSync(dir, { recursive: true });
  return () => {
    const left = readdirSync(dir);
    rmSync(dir, { recursive: true, force: true });
    if (left.length === 0) return;
    // Vitest reports an error thrown here but still exits 0: the exit code says it.
    console.error(
      `unit tests left ${left.length} entries in their temporary directory (remove them in the test that makes them): ${left.sort().join(', ')}`,
    );
    process.exitCode = 1;
  };
}
