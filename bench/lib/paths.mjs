// Where the benchmark suite reads and writes. Everything it produces goes
// under bench/out/, which git ignores: inputs are regenerated on demand.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
export const BENCH = join(ROOT, 'bench');
export const OUT = join(BENCH, 'out');
export const BENCHSTAT = join(ROOT, '.tools', 'bin', 'benchstat');

/** bench/out/<parts...>, with its parent directory created. */
export function outPath(...parts) {
  const path = join(OUT, ...parts);
  mkdirSync(join(path, '..'), { recursive: true });
  return path;
}

/** bench/out/<parts...> as a directory, created. */
export function outDir(...parts) {
  const path = join(OUT, ...parts);
  mkdirSync(path, { recursive: true });
  return path;
}

/** The environment for every go command here: no network, no workspace, this machine's toolchain. */
export function goEnv(extra = {}) {
  return {
    ...process.env,
    GOFLAGS: '-buildvcs=false -trimpath',
    GOTOOLCHAIN: 'local',
    GOPROXY: 'off',
    GOWORK: 'off',
    ...extra,
  };
}

/**
 * The folder under bench/out/detection where the sequential study keeps the
 * runs of one arm at one -benchtime (its default, 8 ms, without a suffix);
 * the history and bisection studies read them from there.
 */
export function sequentialRunsName(arm, benchtime) {
  return `sequential-${arm}${benchtime === '8ms' ? '' : `-${benchtime}`}`;
}
