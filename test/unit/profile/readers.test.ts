import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFolded, renderFolded } from '../../../src/profile/folded.js';
import { ProfileError, totalValue } from '../../../src/profile/profile.js';
import { readProfileFile } from '../../../src/profile/read-profile.js';

// The readers on real profiles (test/fixtures/profile/regenerate.sh runs go
// test, perf and JMH on the projects with a planted change) and on damaged
// copies of them (scripts/damage-fixtures.mjs, damage.json).

const dir = new URL('../../fixtures/profile/', import.meta.url).pathname;
const at = (f: string) => join(dir, f);
const leaf = (p: { stacks: { frames: string[]; value: number }[] }) => {
  const byLeaf = new Map<string, number>();
  for (const s of p.stacks) byLeaf.set(s.frames.at(-1)!, (byLeaf.get(s.frames.at(-1)!) ?? 0) + s.value);
  return [...byLeaf].sort((a, b) => b[1] - a[1]);
};

describe('profile readers on real profiles', () => {
  it('reads go test -cpuprofile (gzipped profile.proto): CPU nanoseconds, the slowed function on top', async () => {
    const p = await readProfileFile(at('go-cpu-head.pprof'));
    expect(p).toMatchObject({ format: 'pprof', unit: 'ns', samples: 54, problems: [] });
    // 100 Hz: each sample is 10 ms of CPU.
    expect(totalValue(p)).toBe(54 * 10_000_000);
    expect(leaf(p)[0]![0]).toBe('example.com/planted.scramble');
    // Root first: the testing harness calls the benchmark, which calls Encode.
    const path = p.stacks.find((s) => s.frames.at(-1) === 'example.com/planted.scramble')!.frames;
    expect(path.slice(-3)).toEqual([
      'example.com/planted.BenchmarkEncode',
      'example.com/planted.Encode',
      'example.com/planted.scramble',
    ]);
  });

  it('reads the same profile gunzipped (the raw protobuf) to the same stacks', async () => {
    const gz = await readProfileFile(at('go-cpu-head.pprof'));
    const raw = await readProfileFile(at('go-cpu-head.pb'));
    expect(raw.stacks).toEqual(gz.stacks);
  });

  it('reads go test -memprofile: the allocation site of every byte', async () => {
    const p = await readProfileFile(at('go-mem-head.pprof'), { sampleType: 'alloc_space' });
    expect(p.unit).toBe('bytes');
    const frame = leaf(p).find(([name]) => name === 'example.com/planted.frame')!;
    // 2,000 operations plus go test's first run of one, each copying the 1,024-byte block.
    expect(frame[1]).toBe(2001 * 1024);
    const objects = await readProfileFile(at('go-mem-head.pprof'), { sampleType: 'alloc_objects' });
    expect(leaf(objects).find(([name]) => name === 'example.com/planted.frame')![1]).toBe(2001);
  });

  it('names the sample types a pprof profile has when asked for another', async () => {
    await expect(readProfileFile(at('go-cpu-head.pprof'), { sampleType: 'alloc_space' })).rejects.toThrow(
      `${at('go-cpu-head.pprof')}: the profile has no "alloc_space" samples (it has samples, cpu)`,
    );
  });

  it('reads perf script output: one sample per block, cpu-clock periods in nanoseconds', async () => {
    const p = await readProfileFile(at('perf-go-head.txt'));
    expect(p).toMatchObject({ format: 'perf-script', unit: 'ns', samples: 272, problems: [] });
    expect(totalValue(p)).toBe(272 * 250_000);
    expect(leaf(p)[0]![0]).toBe('example.com/planted.scramble');
  });

  it("reads JMH's -prof stack section: RUNNABLE stacks, innermost frame last", async () => {
    const p = await readProfileFile(at('jmh-stack-head.txt'));
    expect(p.format).toBe('jmh-stack');
    expect(p.unit).toBe('%');
    expect(p.samples).toBeUndefined();
    expect(p.stacks[0]!.frames.at(-1)).toBe('com.example.planted.Codec.scramble');
    expect(p.stacks[0]!.frames.at(-2)).toBe('com.example.planted.Codec.encode');
  });

  it('round-trips folded stacks', () => {
    const folded = 'main;encode;scramble 40\nmain;encode;checksum 10\n';
    const p = readFolded(folded, 'x.folded');
    expect(renderFolded(p.stacks)).toBe('main;encode;checksum 10\nmain;encode;scramble 40\n');
  });
});

describe('profile readers on damaged profiles', () => {
  const refused: [string, string][] = [
    ['go-cpu-head.damaged-truncated.pprof', 'damaged pprof profile: gzip: unexpected end of file'],
    ['go-cpu-head.damaged-garbage.pprof', 'damaged pprof profile: gzip: incorrect header check'],
    ['go-cpu-head.damaged-empty.pprof', 'the file is empty'],
    [
      'go-cpu-head.damaged-truncated.pb',
      'damaged pprof profile: a field at byte 954 runs past the end of its message',
    ],
  ];
  it.each(refused)('%s is refused with the file named', async (file, message) => {
    const err = await readProfileFile(at(file)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProfileError);
    expect((err as Error).message).toBe(`${at(file)}: ${message}`);
  });

  it('a garbled protobuf is refused, never read past its end', async () => {
    const err = await readProfileFile(at('go-cpu-head.damaged-garbage.pb')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProfileError);
    expect((err as Error).message).toMatch(/^.*go-cpu-head\.damaged-garbage\.pb: damaged pprof profile: /);
  });

  it('perf script text cut short keeps the whole samples and names the line it could not read', async () => {
    const p = await readProfileFile(at('perf-go-head.damaged-truncated.txt'));
    const whole = readFileSync(at('perf-go-head.damaged-truncated.txt'), 'utf8').split('\n');
    expect(p.problems).toEqual([
      {
        file: at('perf-go-head.damaged-truncated.txt'),
        line: whole.length,
        message: `not a perf script sample line: ${JSON.stringify(whole.at(-1))}`,
      },
    ]);
    expect(p.samples).toBeLessThan(272);
  });

  it('garbage in perf script and JMH output is counted by line, the rest still read', async () => {
    const perf = await readProfileFile(at('perf-go-head.damaged-garbage.txt'));
    expect(perf.samples).toBe(272);
    expect(perf.problems.length).toBeGreaterThan(0);
    expect(
      perf.problems.every((q) => q.line > 0 && q.message.startsWith('not a perf script sample line')),
    ).toBe(true);
    const jmh = await readProfileFile(at('jmh-stack-head.damaged-garbage.txt'));
    expect(jmh.stacks[0]!.frames.at(-1)).toBe('com.example.planted.Codec.scramble');
  });
});
