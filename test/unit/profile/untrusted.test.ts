import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_STACK_FRAMES, PPROF_MAX_INFLATED_BYTES, ProfileError } from '../../../src/profile/profile.js';
import { readProfileFile } from '../../../src/profile/read-profile.js';

// A profile comes from the benchmark process (docs/security.md, "Profiles"):
// each attack on its reader is performed here. Damaged real profiles are in
// readers.test.ts; escaping in profile-section.test.ts and flame-svg.test.ts.

const scratch = mkdtempSync(join(tmpdir(), 'benchgate-profile-untrusted-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('profiles as untrusted input', () => {
  it(`refuses a gzip bomb: a pprof file that inflates past ${PPROF_MAX_INFLATED_BYTES} bytes`, async () => {
    const bomb = join(scratch, 'bomb.pprof');
    const chunk = Buffer.alloc(1024 * 1024);
    let left = PPROF_MAX_INFLATED_BYTES / chunk.length + 1;
    const zeros = new Readable({
      read() {
        this.push(left-- > 0 ? chunk : null);
      },
    });
    await pipeline(zeros, createGzip({ level: 9 }), createWriteStream(bomb));
    const err = await readProfileFile(bomb).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProfileError);
    expect((err as Error).message).toMatch(
      /bomb\.pprof: damaged pprof profile: gzip: Cannot create a Buffer larger than/,
    );
  }, 60_000);

  it(`keeps at most ${MAX_STACK_FRAMES} frames of a stack, the outermost, and says it cut`, async () => {
    const file = join(scratch, 'deep.folded');
    writeFileSync(file, `${Array.from({ length: 2000 }, (_, i) => `f${i}`).join(';')} 7\n`);
    const p = await readProfileFile(file);
    expect(p.stacks[0]!.frames).toHaveLength(MAX_STACK_FRAMES);
    expect(p.stacks[0]!.frames[0]).toBe('f0');
    expect(p.problems).toEqual([{ file, line: 0, message: '1 stacks deeper than the frames kept were cut' }]);
  });

  it('cuts a long function name and replaces control characters', async () => {
    const file = join(scratch, 'names.folded');
    writeFileSync(file, `main;${'x'.repeat(5000)};a\u001b[31mb 3\n`);
    const p = await readProfileFile(file);
    expect(p.stacks[0]!.frames[1]).toHaveLength(500);
    expect(p.stacks[0]!.frames[2]).toBe('a?[31mb');
  });

  it('names a file it cannot read, and one that is not a profile', async () => {
    await expect(readProfileFile(join(scratch, 'missing.pprof'))).rejects.toThrow(
      `${join(scratch, 'missing.pprof')}: cannot read it: ENOENT`,
    );
    const text = join(scratch, 'notes.txt');
    writeFileSync(text, 'hello\n');
    await expect(readProfileFile(text)).rejects.toThrow(
      `${text}: not a profile benchgate reads (pprof, perf script, JMH -prof stack, folded stacks)`,
    );
  });
});
