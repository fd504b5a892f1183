import { dirname, relative } from 'node:path';
import { execShell } from '../process/exec.js';
import { deepestOwner, isDocumentation, reachDependents, type UnitSelection } from './unit-selection.js';

/** One workspace member as `cargo metadata` describes it, paths relative to the project directory. */
export interface CargoCrate {
  name: string;
  /** The directory of its Cargo.toml ("" for the project directory). */
  dir: string;
  /** Directories of the workspace members it depends on, normal, build and dev dependencies alike. */
  dependsOnDirs: string[];
  hasBenches: boolean;
}

/**
 * The workspace's members from the real `cargo metadata --no-deps --offline`:
 * the members and their path dependencies are all selection needs, and
 * --no-deps needs neither Cargo.lock nor the registry, so it works offline.
 */
export async function listCargoCrates(
  projectDir: string,
  env: Record<string, string | undefined>,
): Promise<CargoCrate[]> {
  const command = 'cargo metadata --format-version 1 --no-deps --offline';
  const r = await execShell(command, { cwd: projectDir, env, timeoutMs: 5 * 60_000 });
  if (r.code !== 0) throw new Error(`reading the Cargo workspace failed: ${command}\n${r.tail.join('\n')}`);
  return parseCargoMetadata(r.stdout, projectDir);
}

interface Metadata {
  packages: {
    id: string;
    name: string;
    manifest_path: string;
    dependencies: { path?: string | null }[];
    targets: { kind: string[] }[];
  }[];
  workspace_members: string[];
}

function parseCargoMetadata(stdout: string, projectDir: string): CargoCrate[] {
  let meta: Metadata;
  try {
    meta = JSON.parse(stdout) as Metadata;
  } catch (err) {
    throw new Error(`cargo metadata printed no JSON: ${(err as Error).message}`);
  }
  if (!Array.isArray(meta.packages) || !Array.isArray(meta.workspace_members))
    throw new Error('cargo metadata: expected "packages" and "workspace_members"');
  const rel = (abs: string) => relative(projectDir, abs).split('\\').join('/');
  const members = new Set(meta.workspace_members);
  return meta.packages
    .filter((p) => members.has(p.id))
    .map((p) => ({
      name: p.name,
      dir: rel(dirname(p.manifest_path)),
      dependsOnDirs: [...new Set(p.dependencies.flatMap((d) => (d.path ? [rel(d.path)] : [])))].sort(),
      hasBenches: p.targets.some((t) => t.kind.includes('bench')),
    }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** Files whose change can alter every crate: the lock file, the toolchain, Cargo's config. */
const WORKSPACE_FILES = /^(?:Cargo\.lock|rust-toolchain(?:\.toml)?|\.cargo\/config(?:\.toml)?)$/;

/**
 * Cargo: the bench-carrying members that depend, transitively and through
 * dev-dependencies too (benches build with them), on a changed member. A
 * file belongs to the member whose directory is the deepest one holding it.
 * Cargo.lock, rust-toolchain(.toml), .cargo/config, any build.rs and a
 * virtual workspace's root Cargo.toml run everything. `sides` as for Go:
 * base's and head's members, both counted.
 */
export function selectCargoCrates(changed: readonly string[], sides: readonly CargoCrate[][]): UnitSelection {
  const crates = sides.flat();
  const byDir = new Map(crates.map((c) => [c.dir, c.name]));
  const benchCrates = [...new Set(crates.filter((c) => c.hasBenches).map((c) => c.name))].sort();
  // Without bench targets, #[bench] functions may sit in any crate's sources.
  const candidates = benchCrates.length > 0 ? benchCrates : [...new Set(crates.map((c) => c.name))].sort();
  const changedCrates = new Set<string>();
  const unowned: string[] = [];
  for (const file of changed) {
    const base = file.slice(file.lastIndexOf('/') + 1);
    if (WORKSPACE_FILES.test(file) || base === 'build.rs' || (file === 'Cargo.toml' && !byDir.has(''))) {
      return {
        runAll: `${file} changed: it can change every crate's build`,
        candidates,
        affected: new Map(),
        unowned: [],
      };
    }
    // Hidden directories (.github/, .vscode/) are no crate's sources.
    const hidden = file.split('/').some((segment) => segment.startsWith('.'));
    const owner = hidden ? undefined : deepestOwner(file, byDir);
    if (owner !== undefined && !isDocumentation(file)) changedCrates.add(owner);
    else if (file.endsWith('.rs'))
      return {
        runAll: `${file} is Rust source in no workspace member`,
        candidates,
        affected: new Map(),
        unowned: [],
      };
    else unowned.push(file);
  }
  const dependents = new Map<string, Set<string>>();
  for (const c of crates)
    for (const dir of c.dependsOnDirs) {
      const dep = byDir.get(dir);
      if (dep !== undefined) dependents.set(dep, (dependents.get(dep) ?? new Set()).add(c.name));
    }
  const reached = reachDependents([...changedCrates].sort(), (u) => [...(dependents.get(u) ?? [])].sort());
  const affected = new Map(candidates.filter((c) => reached.has(c)).map((c) => [c, reached.get(c)!]));
  return { candidates, affected, unowned };
}
