import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Every file under dir, as paths relative to it, sorted. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath ?? e.path, e.name)))
    .sort();
}

// The action runs the committed dist/, not src/: a stale bundle ships old code.
describe('dist/', () => {
  const root = new URL('../..', import.meta.url).pathname;
  const out = mkdtempSync(join(tmpdir(), 'benchgate-dist-'));
  beforeAll(() => {
    execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), '--outdir', out], { cwd: root });
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('has exactly the files a build writes (the command line is split into chunks)', () => {
    const built = filesUnder(out);
    expect(built).toContain('index.js');
    expect(built).toContain('cli.js');
    expect(built).toContain('vendor/chart.umd.js');
    expect(built.filter((f) => f.startsWith('cli-chunks/')).length).toBeGreaterThan(3);
    expect(filesUnder(join(root, 'dist')), 'dist/ is stale: run "npm run build" and commit dist/').toEqual(
      built,
    );
  });

  it('every file is rebuilt from src/ byte for byte', () => {
    const stale = filesUnder(out).filter(
      (file) => readFileSync(join(out, file), 'utf8') !== readFileSync(join(root, 'dist', file), 'utf8'),
    );
    expect(stale, `stale in dist/: run "npm run build" and commit dist/`).toEqual([]);
  });

  it('the parse command does not load the YAML parser, the templates or the runner', () => {
    const cli = readFileSync(join(out, 'cli.js'), 'utf8');
    expect(cli).not.toMatch(/node_modules\/yaml\//);
    expect(cli).not.toMatch(/node_modules\/eta\//);
    const parseChunk = filesUnder(out).find((f) => /^cli-chunks\/parse-command-\w+\.js$/.test(f));
    expect(parseChunk).toBeDefined();
    // Follow the static imports of the parse command's chunk.
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      const text = readFileSync(join(out, file), 'utf8');
      for (const m of text.matchAll(/^import (?:[^'"]*? from )?"\.\/([\w-]+\.js)";$/gms))
        visit(`cli-chunks/${m[1]}`);
    };
    visit(parseChunk!);
    const text = [...loaded].map((f) => readFileSync(join(out, f), 'utf8')).join('\n');
    expect(loaded.size).toBeGreaterThan(1);
    expect(text).toContain('// src/formats/go/text.ts');
    expect(text).not.toContain('// node_modules/yaml/');
    expect(text).not.toContain('// node_modules/eta/');
    expect(text).not.toContain('// src/run/ab-run.ts');
  });
});
