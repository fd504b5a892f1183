import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The published package runs dist/, which bundles every library but the ones
// scripts/build.mjs leaves external; those are all `npm install benchgate`
// may pull (docs/dependencies.md). A library added to `dependencies` would
// bring its whole tree into every install again.

const root = new URL('../..', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as Record<string, unknown>;
const buildScript = readFileSync(new URL('scripts/build.mjs', root), 'utf8');

/** The `external: [...]` list of the build, as written in scripts/build.mjs. */
function buildExternals(): string[] {
  const list = /external: \[([^\]]*)\]/.exec(buildScript)?.[1];
  if (list === undefined) throw new Error('scripts/build.mjs has no `external: [...]` list');
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

describe('package.json', () => {
  it('installs only what the bundle leaves external, and that as optional', () => {
    expect(manifest.dependencies).toBeUndefined();
    expect(Object.keys(manifest.optionalDependencies as object)).toEqual(buildExternals());
    expect(buildExternals()).toEqual(['@napi-rs/canvas']);
  });

  it('ships the bundle and the data it reads at run time', () => {
    expect(manifest.files).toEqual(['dist', 'runners', 'templates', 'action.yml']);
    expect(manifest.bin).toEqual({ benchgate: 'dist/cli.js' });
  });
});
