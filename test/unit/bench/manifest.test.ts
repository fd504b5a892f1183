// A collection's manifest read again: the runs come from beside it, so a
// collection copied elsewhere is judged on its own runs. Until 2026-12-05 the
// studies read the paths the manifest was written with, and a kept collection
// judged again in another clone read the runs that sat there instead.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readManifest } from '../../../bench/lib/manifest.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A collection at `where`: two runs and a manifest naming them by the paths they were written to. */
function collect(where: string): void {
  mkdirSync(where, { recursive: true });
  const files = ['r-A-000.txt', 'r-A2-000.txt'].map((name, round) => {
    writeFileSync(join(where, name), `${where} ${name}\n`);
    return { kind: 'round', variant: name.slice(2, -8), round, file: join(where, name) };
  });
  writeFileSync(join(where, 'manifest.json'), JSON.stringify({ rounds: 1, files }));
}

describe('readManifest', () => {
  it('reads the runs beside the manifest, not where the collection was written', () => {
    const root = mkdtempSync(join(tmpdir(), 'benchgate-manifest-'));
    dirs.push(root);
    const original = join(root, 'clone', 'sequential-quiet');
    const kept = join(root, 'kept', 'sequential-quiet');
    collect(original);
    cpSync(original, kept, { recursive: true });
    const manifest = readManifest(kept, 'collect first');
    expect(manifest.rounds).toBe(1);
    expect(manifest.files.map((f: { file: string }) => f.file)).toEqual([
      join(kept, 'r-A-000.txt'),
      join(kept, 'r-A2-000.txt'),
    ]);
  });

  it('names the manifest when it is missing, and a run it lists that is not beside it', () => {
    const root = mkdtempSync(join(tmpdir(), 'benchgate-manifest-'));
    dirs.push(root);
    const dir = join(root, 'sequential-quiet');
    expect(() => readManifest(dir, 'collect the runs first')).toThrow(
      `no ${join(dir, 'manifest.json')}: collect the runs first`,
    );
    collect(dir);
    rmSync(join(dir, 'r-A2-000.txt'));
    expect(() => readManifest(dir, 'collect first')).toThrow(
      `${join(dir, 'manifest.json')} lists r-A2-000.txt, which is not beside it`,
    );
  });
});
