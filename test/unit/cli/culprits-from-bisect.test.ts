// What `benchgate history issues --culprit` reads from a bisect.json: every
// culprit of the range, each with the rows it explains and its flame graphs,
// and a clear error naming the field a forged or damaged file gets wrong.

import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { culpritsOfReport, readCulprits } from '../../../src/cli/culprits-from-bisect.js';
import { UsageError } from '../../../src/cli/errors.js';
import type { BisectReport } from '../../../src/bisect/run-bisection.js';
import type { CulpritProfile } from '../../../src/bisect/culprit-profile.js';

const sha = (c: string) => c.repeat(40);

const profile = (base: string, head: string, dir: string, rows: string[]): CulpritProfile => ({
  base,
  head,
  profiles: `${dir}/profiles.json`,
  flameGraphs: rows.map((row, i) => ({
    title: `example.com/codec ${row} (B/op)`,
    file: `${dir}/profiles/${i + 1}-${row}.svg`,
    top: { name: 'example.com/codec.fill', delta: 3072, unit: 'bytes/op' },
  })),
  notProfiled: [],
});

const twoChanges: BisectReport = {
  good: sha('a'),
  bad: sha('f'),
  commits: [],
  probes: [
    {
      base: sha('a'),
      head: sha('f'),
      role: 'reproduce',
      result: { slower: true, evidence: [] },
      outDir: 'probe-1',
    },
    {
      base: sha('a'),
      head: sha('c'),
      role: 'search',
      result: { slower: true, evidence: [] },
      outDir: 'probe-2',
    },
  ],
  culprit: { sha: sha('c'), subject: 'codec: bigger encode buffers', confirmed: true },
  culprits: [
    {
      sha: sha('c'),
      subject: 'codec: bigger encode buffers',
      confirmed: true,
      explains: ['BenchmarkEncode B/op', 'BenchmarkPack B/op'],
      profile: profile(sha('b'), sha('c'), 'culprit-profile', ['BenchmarkEncode', 'BenchmarkPack']),
    },
    {
      sha: sha('e'),
      subject: 'codec: a bigger decode buffer',
      confirmed: false,
      explains: ['BenchmarkDecode B/op'],
      profile: profile(sha('d'), sha('e'), 'culprit-profile-eeeeeeeeeeee', ['BenchmarkDecode']),
    },
  ],
};

describe('culpritsOfReport', () => {
  it('names every culprit of the range with the rows it explains and its flame graphs beside bisect.json', () => {
    const found = culpritsOfReport(twoChanges, '/runs/bisect/bisect.json');
    expect(found.map((f) => [f.culprit, f.flameGraphs])).toEqual([
      [
        {
          bad: sha('f'),
          sha: sha('c'),
          subject: 'codec: bigger encode buffers',
          confirmed: true,
          runs: 2,
          explains: ['BenchmarkEncode B/op', 'BenchmarkPack B/op'],
          profiles: [
            {
              title: 'example.com/codec BenchmarkEncode (B/op)',
              file: 'culprit-profile/profiles/1-BenchmarkEncode.svg',
              top: { name: 'example.com/codec.fill', delta: 3072, unit: 'bytes/op' },
            },
            {
              title: 'example.com/codec BenchmarkPack (B/op)',
              file: 'culprit-profile/profiles/2-BenchmarkPack.svg',
              top: { name: 'example.com/codec.fill', delta: 3072, unit: 'bytes/op' },
            },
          ],
        },
        [
          '/runs/bisect/culprit-profile/profiles/1-BenchmarkEncode.svg',
          '/runs/bisect/culprit-profile/profiles/2-BenchmarkPack.svg',
        ],
      ],
      [
        {
          bad: sha('f'),
          sha: sha('e'),
          subject: 'codec: a bigger decode buffer',
          confirmed: false,
          runs: 2,
          explains: ['BenchmarkDecode B/op'],
          profiles: [
            {
              title: 'example.com/codec BenchmarkDecode (B/op)',
              file: 'culprit-profile-eeeeeeeeeeee/profiles/1-BenchmarkDecode.svg',
              top: { name: 'example.com/codec.fill', delta: 3072, unit: 'bytes/op' },
            },
          ],
        },
        ['/runs/bisect/culprit-profile-eeeeeeeeeeee/profiles/1-BenchmarkDecode.svg'],
      ],
    ]);
  });

  it('reads a bisect.json from before the list of culprits: its one culprit, without rows', () => {
    const { culprits, ...older } = twoChanges;
    void culprits;
    const found = culpritsOfReport(
      { ...older, culpritProfile: profile(sha('b'), sha('c'), 'culprit-profile', ['BenchmarkEncode']) },
      'bisect.json',
    );
    expect(found.map((f) => [f.culprit.sha, f.culprit.explains, f.culprit.profiles?.length])).toEqual([
      [sha('c'), undefined, 1],
    ]);
  });

  it('names one culprit once, leaves out rows when it is the only one, and a profile of another commit', () => {
    const [first] = twoChanges.culprits!;
    const found = culpritsOfReport(
      {
        ...twoChanges,
        culprits: [
          { ...first!, profile: profile(sha('b'), sha('9'), 'culprit-profile', ['BenchmarkEncode']) },
          first!,
        ],
      },
      'bisect.json',
    );
    expect(found.map((f) => [f.culprit.sha, f.culprit.explains, f.culprit.profiles, f.flameGraphs])).toEqual([
      [sha('c'), undefined, undefined, []],
    ]);
  });

  it('finds none when the bisection found none', () => {
    const { culprit, culprits, ...none } = twoChanges;
    void culprit;
    void culprits;
    expect(culpritsOfReport(none, 'bisect.json')).toEqual([]);
    expect(culpritsOfReport({ ...none, culprits: [] }, 'bisect.json')).toEqual([]);
  });

  it('refuses a field that is not what bisect writes, naming it', () => {
    const forged = (change: (c: Record<string, unknown>) => void) => {
      const copy = JSON.parse(JSON.stringify(twoChanges)) as BisectReport;
      change(copy.culprits![1] as unknown as Record<string, unknown>);
      return () => culpritsOfReport(copy, 'bisect.json');
    };
    expect(forged((c) => (c.sha = 7))).toThrow('culprits[1].sha is not a string');
    expect(forged((c) => (c.subject = { text: 'x' }))).toThrow('culprits[1].subject is not a string');
    expect(forged((c) => (c.confirmed = 'yes'))).toThrow('culprits[1].confirmed is not true or false');
    expect(forged((c) => (c.explains = ['BenchmarkDecode B/op', 3]))).toThrow(
      'culprits[1].explains is not a list of row names',
    );
    expect(forged((c) => ((c.profile as CulpritProfile).flameGraphs[0]!.file = undefined as never))).toThrow(
      'culprits[1].profile.flameGraphs[0] has no title or file',
    );
    expect(
      forged((c) => ((c.profile as CulpritProfile).flameGraphs[0]!.top = { name: 'f', delta: 'x' } as never)),
    ).toThrow('culprits[1].profile.flameGraphs[0].top is not a function, a number and a unit');
    expect(forged((c) => (c.profile = { head: sha('e') }))).toThrow(
      'culprits[1].profile is not a culprit profile (no flameGraphs)',
    );
    expect(() => culpritsOfReport({ ...twoChanges, culprits: [null as never] }, 'bisect.json')).toThrow(
      'culprits[0] is not an object',
    );
  });

  it('publishes no file outside the folder of bisect.json, nor one that is not an SVG', () => {
    // The command commits these files to the data branch: a forged path must not name a secret.
    const at = (file: string) => {
      const copy = JSON.parse(JSON.stringify(twoChanges)) as BisectReport;
      copy.culprits![0]!.profile!.flameGraphs[0]!.file = file;
      return () => culpritsOfReport(copy, '/runs/bisect/bisect.json');
    };
    expect(at('../../home/runner/.ssh/id_rsa.svg')).toThrow(
      "culprits[0].profile.flameGraphs[0].file is not an SVG inside the bisection's folder (../../home/runner/.ssh/id_rsa.svg)",
    );
    expect(at('/etc/passwd.svg')).toThrow('is not an SVG inside');
    expect(at('culprit-profile/profiles.json')).toThrow('is not an SVG inside');
    // A link inside the folder that leads out of it.
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-culprits-'));
    try {
      mkdirSync(join(dir, 'bisect', 'culprit-profile'), { recursive: true });
      writeFileSync(join(dir, 'secret.svg'), '<svg/>');
      symlinkSync(join(dir, 'secret.svg'), join(dir, 'bisect', 'culprit-profile', 'out.svg'));
      writeFileSync(join(dir, 'bisect', 'culprit-profile', 'in.svg'), '<svg/>');
      const copy = JSON.parse(JSON.stringify(twoChanges)) as BisectReport;
      const graphs = copy.culprits![0]!.profile!.flameGraphs;
      graphs[0]!.file = 'culprit-profile/in.svg';
      graphs[1]!.file = 'culprit-profile/out.svg';
      expect(() => culpritsOfReport(copy, join(dir, 'bisect', 'bisect.json'))).toThrow(
        "culprits[0].profile.flameGraphs[1].file is not an SVG inside the bisection's folder (culprit-profile/out.svg)",
      );
      graphs.pop();
      expect(culpritsOfReport(copy, join(dir, 'bisect', 'bisect.json'))[0]!.flameGraphs).toEqual([
        join(dir, 'bisect', 'culprit-profile', 'in.svg'),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('readCulprits', () => {
  // `history issues --culprit FILE`: a file that is not a bisect.json is a usage error naming it and why.
  const withFile = (text: string, check: (file: string) => void) => {
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-culprits-'));
    try {
      const file = join(dir, 'bisect.json');
      writeFileSync(file, text);
      check(file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const refusal = (file: string): UsageError => {
    try {
      readCulprits(file);
    } catch (err) {
      return err as UsageError;
    }
    throw new Error(`readCulprits(${file}) did not throw`);
  };

  it('reads the culprits of a bisect.json on disk', () => {
    withFile(JSON.stringify(twoChanges), (file) => {
      expect(readCulprits(file).map((f) => [f.culprit.sha, f.culprit.subject, f.culprit.runs])).toEqual([
        [sha('c'), 'codec: bigger encode buffers', 2],
        [sha('e'), 'codec: a bigger decode buffer', 2],
      ]);
    });
  });

  it('refuses a file that is not JSON, naming the file and the parser’s reason', () => {
    const text = '{"bad": "ffff", "probes": [';
    const reason = (() => {
      try {
        JSON.parse(text);
      } catch (err) {
        return (err as Error).message;
      }
      return 'parsed';
    })();
    withFile(text, (file) => {
      const err = refusal(file);
      expect(err).toBeInstanceOf(UsageError);
      expect(err.message).toBe(`--culprit ${file}: not a bisect.json of benchgate bisect (${reason})`);
    });
  });

  it('refuses JSON without a bad commit or probes', () => {
    withFile(JSON.stringify({ good: sha('a'), probes: [] }), (file) => {
      expect(refusal(file).message).toBe(
        `--culprit ${file}: not a bisect.json of benchgate bisect (no bad commit or probes)`,
      );
    });
    withFile(JSON.stringify({ bad: sha('f'), probes: {} }), (file) => {
      expect(refusal(file).message).toBe(
        `--culprit ${file}: not a bisect.json of benchgate bisect (no bad commit or probes)`,
      );
    });
  });

  it('refuses a forged field, naming the file and the field', () => {
    const forged = JSON.parse(JSON.stringify(twoChanges)) as BisectReport;
    (forged.culprits![0] as unknown as Record<string, unknown>).confirmed = 'yes';
    withFile(JSON.stringify(forged), (file) => {
      const err = refusal(file);
      expect(err).toBeInstanceOf(UsageError);
      expect(err.message).toBe(
        `--culprit ${file}: not a bisect.json of benchgate bisect (culprits[0].confirmed is not true or false)`,
      );
    });
  });
});
