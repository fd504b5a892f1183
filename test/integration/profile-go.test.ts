import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { goProfiler } from '../../src/profile/capture-go.js';
import { diffProfiles } from '../../src/profile/diff.js';
import { normaliseProfile } from '../../src/profile/normalise.js';
import { findPreset, loadPresets } from '../../src/run/presets.js';

// Real go test -cpuprofile and -memprofile runs of test/fixtures/profile/go-planted,
// whose head makes scramble mix six rounds instead of one and makes frame
// allocate a copy of every block: the diff must name those two first.

const root = new URL('../..', import.meta.url).pathname;
const fixture = (side: string) => join(root, 'test/fixtures/profile/go-planted', side);
const preset = findPreset('go', loadPresets());
const scratch = mkdtempSync(join(tmpdir(), 'benchgate-profile-go-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function profileBoth(name: string, unit: string, nsPerOp: number) {
  const runs = {
    base: [] as ReturnType<typeof normaliseProfile>[],
    head: [] as ReturnType<typeof normaliseProfile>[],
  };
  for (let i = 0; i < 2; i++)
    for (const side of ['base', 'head'] as const) {
      const r = await goProfiler.capture({
        preset,
        dir: fixture(side),
        env: process.env,
        benchmark: { suite: 'example.com/planted', name, params: {} },
        unit,
        nsPerOp,
        runMs: 300,
        stem: join(scratch, `${name}-${unit.replace('/', '_')}-${side}-${i}`),
        timeoutMs: 120_000,
      });
      expect(r.ops).toBeGreaterThan(0);
      runs[side].push(normaliseProfile(r.profile, r.ops));
    }
  return diffProfiles(runs.base, runs.head);
}

describe('Go profiles of a planted change', () => {
  it('lists the slowed function first for ns/op', async () => {
    const diff = await profileBoth('BenchmarkEncode', 'ns/op', 30_000);
    expect(diff.unit).toBe('ns/op');
    expect(diff.functions[0]!.name).toBe('example.com/planted.scramble');
    expect(diff.functions[0]!.kind).toBe('grew');
    // Head mixes six rounds instead of one: its scramble takes several times base's.
    expect(diff.functions[0]!.head / diff.functions[0]!.base).toBeGreaterThan(3);
    expect(diff.base.runs).toBe(2);
    expect(diff.head.samples).toBeGreaterThan(20);
  }, 180_000);

  it('lists the allocation site for B/op', async () => {
    const diff = await profileBoth('BenchmarkFrame', 'B/op', 50);
    expect(diff.unit).toBe('bytes/op');
    expect(diff.functions[0]).toMatchObject({ name: 'example.com/planted.frame', kind: 'new' });
    // One copy of the 1,024-byte block per operation (an extra op of the N=1 probe is within rounding).
    expect(Math.round(diff.functions[0]!.head)).toBe(1024);
  }, 180_000);
});
