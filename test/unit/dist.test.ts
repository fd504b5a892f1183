import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The action runs the committed dist/, not src/: a stale bundle ships old code.
describe('dist/', () => {
  const root = new URL('../..', import.meta.url).pathname;
  const out = mkdtempSync(join(tmpdir(), 'benchgate-dist-'));
  beforeAll(() => {
    execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), '--outdir', out], { cwd: root });
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it.each(['index.js', 'cli.js', 'vendor/chart.umd.js'])('%s is rebuilt from src/ byte for byte', (file) => {
    const fresh = readFileSync(join(out, file), 'utf8');
    const committed = readFileSync(join(root, 'dist', file), 'utf8');
    expect(committed === fresh, `dist/${file} is stale: run "npm run build" and commit dist/`).toBe(true);
  });
});
