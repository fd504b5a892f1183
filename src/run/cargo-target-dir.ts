import { join } from 'node:path';
import { execShell } from '../process/exec.js';
import type { RunnerPreset } from './preset.js';
import type { Side } from './rounds.js';

/**
 * Each side's own Cargo target folder where the two would share one.
 *
 * Why: Cargo names a package's build outputs and keeps their freshness
 * records in the target folder under names that do not depend on where the
 * package is (the path in its records is relative to the package). Two sides
 * that build into one folder (CARGO_TARGET_DIR, or `build.target-dir` in a
 * Cargo config, which self-hosted machines set to keep builds between runs)
 * therefore see one build: measured on 2026-12-02 with the Criterion example
 * and one CARGO_TARGET_DIR, head's `cargo bench --no-run` found base's bench
 * executable up to date (its outputs newer than head's sources) and named it
 * as head's; the rounds would have compared base with itself. Where Cargo
 * says both sides' target folder is the same (`cargo metadata`'s
 * target_directory), each side builds in `benchgate-<side>` under it, so the
 * user's folder still keeps each side's build for the next run.
 */
export async function separateCargoTargets(
  preset: RunnerPreset,
  sides: readonly { side: Side; dir: string }[],
  env: Record<string, string | undefined>,
  timeoutMs: number,
): Promise<{ env: Map<Side, Record<string, string>>; note?: string }> {
  const none = { env: new Map<Side, Record<string, string>>() };
  if (sides.length < 2 || !preset.toolchain.some((t) => t.command === 'cargo')) return none;
  const folders = await Promise.all(sides.map((s) => targetDirectory(s.dir, env, timeoutMs)));
  const shared = folders[0];
  if (shared === undefined || folders.some((f) => f !== shared)) return none;
  return {
    env: new Map(sides.map((s) => [s.side, { CARGO_TARGET_DIR: join(shared, `benchgate-${s.side}`) }])),
    note: `base and head share Cargo's target folder ${shared}: each side builds in its own benchgate-<side> folder under it, or Cargo would take one side's build for the other's`,
  };
}

/** Cargo's target folder for the package in `dir`; undefined where cargo metadata does not say (the build then says why). */
async function targetDirectory(
  dir: string,
  env: Record<string, string | undefined>,
  timeoutMs: number,
): Promise<string | undefined> {
  const r = await execShell('cargo metadata --format-version 1 --no-deps', { cwd: dir, env, timeoutMs });
  if (r.code !== 0) return undefined;
  try {
    const target = (JSON.parse(r.stdout) as { target_directory?: unknown }).target_directory;
    return typeof target === 'string' ? target : undefined;
  } catch {
    return undefined;
  }
}
