// `benchgate explain` on the real profiles of test/fixtures/profile: the
// usage errors it names, the unit check between sides, and what a damaged
// run's reader kept going past reaching stderr with its file and line.

import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { explainCommand } from '../../../src/cli/explain-command.js';
import { EXIT, UsageError } from '../../../src/cli/errors.js';

const fixture = (f: string) =>
  join(new URL('../../..', import.meta.url).pathname, 'test/fixtures/profile', f);

async function explain(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
  const code = await explainCommand(args);
  return { code, stdout, stderr };
}

afterEach(() => vi.restoreAllMocks());

describe('benchgate explain', () => {
  it('asks for two profiles', async () => {
    const error = await explain([fixture('go-cpu-base.pprof')]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toMatch(
      /^give two profiles: BASE HEAD\n\nUsage: benchgate explain BASE HEAD \[options\]\n/,
    );
  });

  it('names an unknown sample type and a count of operations that is not > 0', async () => {
    const pair = [fixture('go-cpu-base.pprof'), fixture('go-cpu-head.pprof')];
    await expect(explain([...pair, '--sample-type', 'wall'])).rejects.toThrow(
      '--sample-type "wall" must be one of cpu, alloc_space, alloc_objects, samples',
    );
    await expect(explain([...pair, '--ops-base', '0', '--ops-head', '1'])).rejects.toThrow(
      '--ops-base "0" must be a number > 0',
    );
    await expect(explain([...pair, '--ops-base', '1', '--ops-head', 'many'])).rejects.toThrow(
      '--ops-head "many" must be a number > 0',
    );
  });

  it('refuses to diff a CPU profile against a memory profile without a common unit', async () => {
    await expect(explain([fixture('go-cpu-base.pprof'), fixture('go-mem-head.pprof')])).rejects.toThrow(
      'base is in ns and head in bytes: give --ops-base and --ops-head, or --shares',
    );
  });

  it('lists what grew first, by share of each run', async () => {
    const r = await explain([fixture('go-cpu-base.pprof'), fixture('go-cpu-head.pprof'), '--shares']);
    expect(r.code).toBe(EXIT.ok);
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n').slice(0, 5)).toEqual([
      'base: 1 run, 14 samples, total 100',
      'head: 1 run, 54 samples, total 100',
      '',
      'function (self, %)                                        base   head   delta',
      'runtime.asyncPreempt                                     14.29  35.19   +20.9',
    ]);
    expect(r.stdout).toMatch(/\nexample\.com\/planted\.scramble {2,}50 {2}59\.26 {2}\+9\.259\n/);
  });

  it('keeps what parsed of a damaged run and reports each line it skipped, with its file and line', async () => {
    const damaged = fixture('perf-go-head.damaged-garbage.txt');
    const r = await explain([fixture('perf-go-head.txt'), damaged]);
    expect(r.code).toBe(EXIT.ok);
    expect(r.stdout.split('\n').slice(0, 2)).toEqual([
      'base: 1 run, 272 samples, total 68,000,000',
      'head: 1 run, 272 samples, total 68,000,000',
    ]);
    const skipped = r.stderr.trimEnd().split('\n');
    expect(skipped.map((line) => line.slice(0, line.indexOf(': not a perf script sample line')))).toEqual([
      `benchgate explain: ${damaged}:1193`,
      `benchgate explain: ${damaged}:1194`,
    ]);
  });
});
