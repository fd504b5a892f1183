import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Comparison } from '../../src/compare/types.js';

// benchgate compare (the bundled CLI) with an absolute floor in the
// repository config, on the Go example's real outputs: head copies every
// block twice, so B/op grows by 1024 for 1KB blocks and by 65,543 for 64KB.
// A floor of 1100 B/op holds the first and lets the second through.

const root = new URL('../..', import.meta.url).pathname;
const outputs = join(root, 'examples/go-blockstore/outputs');
const scratch = mkdtempSync(join(tmpdir(), 'benchgate-cli-floors-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function compare(config: string) {
  const path = join(scratch, 'benchgate.yml');
  writeFileSync(path, config);
  const r = spawnSync(
    process.execPath,
    [
      join(root, 'dist/cli.js'),
      'compare',
      join(outputs, 'base.txt'),
      join(outputs, 'head.txt'),
      '--config',
      path,
      '--json',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  return { status: r.status, comparison: JSON.parse(r.stdout) as Comparison };
}

const bOp = (c: Comparison) =>
  c.rows
    .filter(
      (r) => r.unit === 'B/op' && r.params.store === 'memory' && r.name.startsWith('BenchmarkWriteBlock'),
    )
    .map((r) => [r.params.size, r.verdict, r.floor?.rule]);

describe('benchgate compare with absolute floors', () => {
  it('counts a B/op change only beyond the floor, and records which floor applied', () => {
    const without = compare('threshold: 5%\n');
    expect(bOp(without.comparison)).toEqual([
      ['1KB', 'regression', undefined],
      ['64KB', 'regression', undefined],
    ]);
    const floored = compare('floors: { B/op: 1100 }\n');
    expect(floored.status).toBe(1);
    expect(bOp(floored.comparison)).toEqual([
      ['1KB', 'unchanged', 'B/op: 1100'],
      ['64KB', 'regression', 'B/op: 1100'],
    ]);
    expect(floored.comparison.policy.origins?.floors).toEqual([join(scratch, 'benchgate.yml')]);
  });
});
