// The store read as untrusted input (issue 29, item 4): each attack on a store
// directory performed against readStore, which names what it skipped or
// refuses by file (and line); no forged line reaches a series.

import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readMonthFile } from '../../../src/history/store-files.js';
import {
  checkSeriesLine,
  MAX_FILE_BYTES,
  MAX_SERIES_PER_APPEND,
  MAX_STORE_BYTES,
  MAX_STORE_FILES,
} from '../../../src/history/store-schema.js';
import { appendToStore, readStore } from '../../../src/history/store.js';
import { createResults } from '../../../src/model/results.js';

const scratch = mkdtempSync(join(tmpdir(), 'benchgate-store-untrusted-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const results = createResults({
  context: { machine: { os: 'linux', arch: 'x64', cpu: 'EPYC', cores: 2 } },
  benchmarks: [
    {
      suite: 'p',
      name: 'BenchmarkA',
      params: {},
      metrics: [{ unit: 'ns/op', direction: 'smaller', samples: [10, 11, 12] }],
    },
  ],
});

let stores = 0;
/** A store of one family appended at two commits; returns it and its series month file. */
function twoCommitStore(): { dir: string; file: string } {
  const dir = join(scratch, `s${++stores}`);
  appendToStore(dir, { commit: 'aaaaaaa', time: '2026-11-01T00:00:00.000Z', results });
  appendToStore(dir, { commit: 'bbbbbbb', time: '2026-11-02T00:00:00.000Z', results });
  const family = readdirSync(join(dir, 'series'))[0]!;
  return { dir, file: join(dir, 'series', family, '2026-11.jsonl') };
}

const validLine = () => {
  const { file } = twoCommitStore();
  return JSON.parse(readFileSync(file, 'utf8').split('\n')[0]!) as Record<string, unknown>;
};

describe('a store line is checked against the schema', () => {
  const line = validLine();
  const cases: [string, Record<string, unknown>, string][] = [
    [
      'a commit with Markdown',
      { commit: '[fix](https://evil.example) @victim' },
      '"commit" is not a commit id (7 to 64 hexadecimal digits)',
    ],
    ['no time', { time: undefined }, '"time" is not an ISO 8601 time'],
    ['a time that is a number', { time: 1764547200 }, '"time" is not an ISO 8601 time'],
    ['a time that is no date', { time: '2026-13-45T99:00Z' }, '"time" is not an ISO 8601 time'],
    ['an environment of free text', { env: '<img src=x>' }, '"env" is not an environment fingerprint'],
    [
      'a machine with a newline',
      { machine: 'a\nb' },
      '"machine" is not a machine name (at most 100 characters, no control characters)',
    ],
    ['a name that is a number', { name: 7 }, '"name" is not a name'],
    ['an empty name', { name: '' }, '"name" is not a name'],
    ['params with a number', { params: { size: 1 } }, '"params" is not an object of names'],
    ['params as a list', { params: ['a'] }, '"params" is not an object of names'],
    ['no unit', { unit: undefined }, '"unit" is not a unit'],
    ['a third direction', { direction: 'sideways' }, '"direction" is neither "smaller" nor "bigger"'],
    ['a center as text', { center: '12' }, '"center" is not a finite number'],
    ['a low of null', { low: null }, '"low" is not a finite number'],
    ['n of zero', { n: 0 }, '"n" is not a positive integer'],
    ['n of 2.5', { n: 2.5 }, '"n" is not a positive integer'],
    ['samples with text', { samples: [1, 'x'] }, '"samples" is not a list of 1 to 32 finite numbers'],
    [
      '33 samples',
      { samples: Array.from({ length: 33 }, () => 1) },
      '"samples" is not a list of 1 to 32 finite numbers',
    ],
    ['a name over the name limit', { name: 'B'.repeat(1025) }, '"name" is not a name'],
  ];
  it.each(cases)('%s: refused with the field named', (_what, change, why) => {
    expect(checkSeriesLine({ ...line, ...change })).toEqual({ ok: false, why });
  });

  it('takes the line the store writes', () => {
    expect(checkSeriesLine(line)).toEqual({ ok: true, value: line });
  });
});

describe('readStore on a forged store', () => {
  it('skips a forged commit and a line without a time, naming each, and keeps the rest', () => {
    const { dir, file } = twoCommitStore();
    const [first] = readFileSync(file, 'utf8').split('\n');
    const forged = { ...JSON.parse(first!), commit: '[c](https://evil.example) @victim' };
    const timeless = { ...JSON.parse(first!), commit: 'ccccccc', time: undefined };
    writeFileSync(
      file,
      `${readFileSync(file, 'utf8')}${JSON.stringify(forged)}\n${JSON.stringify(timeless)}\n`,
    );
    const { series, problems } = readStore(dir);
    expect(series.map((s) => s.points.map((p) => p.commit))).toEqual([['aaaaaaa', 'bbbbbbb']]);
    expect(problems).toEqual([
      `${file}:3: "commit" is not a commit id (7 to 64 hexadecimal digits); the line is skipped`,
      `${file}:4: "time" is not an ISO 8601 time; the line is skipped`,
    ]);
  });

  it('skips a forged commit list line, naming it', () => {
    const { dir } = twoCommitStore();
    const commits = join(dir, 'commits', '2026-11.jsonl');
    writeFileSync(
      commits,
      `${readFileSync(commits, 'utf8')}{"commit":"aaaaaaa","parent":"<b>","time":"2026-11-03T00:00:00Z","env":"0123456789ab"}\n`,
    );
    expect(readStore(dir).problems).toEqual([
      `${commits}:3: "parent" is neither null nor a commit id; the line is skipped`,
    ]);
  });

  it('refuses a store directory that is not there, rather than reading it as an empty history', () => {
    const missing = join(scratch, 'no-such-store');
    expect(() => readStore(missing)).toThrow(
      `${missing}: is not a history store directory (it does not exist)`,
    );
  });

  it('refuses a month file over the size limit, naming it, before reading it', () => {
    const { dir, file } = twoCommitStore();
    writeFileSync(file, Buffer.alloc(MAX_FILE_BYTES + 1, 0x20));
    expect(() => readStore(dir)).toThrow(
      `${file}: is ${MAX_FILE_BYTES + 1} bytes, over the store's limit of ${MAX_FILE_BYTES} per file; refused`,
    );
  });

  it('refuses a month file that is a link (to a secret outside the store), never following it', () => {
    const { dir, file } = twoCommitStore();
    const secret = join(scratch, 'secret.txt');
    writeFileSync(secret, 'TOKEN=ghs_secret\n');
    rmSync(file);
    symlinkSync(secret, file);
    expect(() => readStore(dir)).toThrow(
      `${file}: is a link or a special file, not a file of the history store; refused`,
    );
  });

  it('never appends through a link where a month file or a folder belongs', () => {
    const { dir, file } = twoCommitStore();
    const target = join(scratch, `bashrc-${stores}`);
    writeFileSync(target, 'export PATH=/usr/bin\n');
    rmSync(file);
    symlinkSync(target, file);
    expect(() =>
      appendToStore(dir, { commit: 'ccccccc', time: '2026-11-03T00:00:00.000Z', results }),
    ).toThrow(`${file}: is a link or a special file, not a file of the history store; refused`);
    expect(readFileSync(target, 'utf8')).toBe('export PATH=/usr/bin\n');
    const other = twoCommitStore();
    rmSync(join(other.dir, 'commits'), { recursive: true });
    symlinkSync(scratch, join(other.dir, 'commits'));
    expect(() =>
      appendToStore(other.dir, { commit: 'ccccccc', time: '2026-11-03T00:00:00.000Z', results }),
    ).toThrow(
      `${join(other.dir, 'commits')}: is a link or a special file, not a file of the history store; refused`,
    );
    // Refused before anything was written: the series did not get the commit either.
    const commitsIn = readFileSync(other.file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { commit: string }).commit);
    expect(commitsIn).toEqual(['aaaaaaa', 'bbbbbbb']);
  });

  it('refuses a series folder that is a link', () => {
    const { dir } = twoCommitStore();
    const elsewhere = join(scratch, `elsewhere-${stores}`);
    mkdirSync(elsewhere);
    symlinkSync(elsewhere, join(dir, 'series', 'linked-00000000'));
    expect(() => readStore(dir)).toThrow(
      `${join(dir, 'series', 'linked-00000000')}: is a link or a special file, not a file of the history store; refused`,
    );
  });

  it('names stray files and folders it does not read', () => {
    const { dir, file } = twoCommitStore();
    const folder = join(file, '..');
    writeFileSync(join(folder, 'notes.txt'), 'hello\n');
    mkdirSync(join(folder, '2026-12.jsonl'));
    writeFileSync(join(dir, 'series', 'stray.jsonl'), '{}\n');
    expect(readStore(dir).problems.sort()).toEqual(
      [
        `${join(folder, '2026-12.jsonl')}: not a month file of the store; ignored`,
        `${join(folder, 'notes.txt')}: not a month file of the store; ignored`,
        `${join(dir, 'series', 'stray.jsonl')}: not a family's folder; ignored`,
      ].sort(),
    );
  });

  it('skips an overlong line without parsing it', () => {
    const { dir, file } = twoCommitStore();
    writeFileSync(file, `${readFileSync(file, 'utf8')}${'x'.repeat(70_000)}\n`);
    expect(readStore(dir).problems).toEqual([
      `${file}:3: a line of 70000 characters, over 65536; the line is skipped`,
    ]);
  });

  it('ends a line cut short before appending, so the damage stays in that line', () => {
    const { dir, file } = twoCommitStore();
    writeFileSync(file, `${readFileSync(file, 'utf8')}{"commit": "ccc`);
    appendToStore(dir, { commit: 'ddddddd', time: '2026-11-04T00:00:00.000Z', results });
    const { series, problems } = readStore(dir);
    expect(series[0]!.points.map((p) => p.commit)).toEqual(['aaaaaaa', 'bbbbbbb', 'ddddddd']);
    expect(problems).toEqual([`${file}:3: not valid JSON; the line is skipped`]);
  });

  it('stops at the caps on the files and the bytes of the whole store', () => {
    const { file } = twoCommitStore();
    expect(() => readMonthFile(file, { files: MAX_STORE_FILES, bytes: 0 })).toThrow(
      `${file}: the store holds more than ${MAX_STORE_FILES} files; refused`,
    );
    expect(() => readMonthFile(file, { files: 0, bytes: MAX_STORE_BYTES })).toThrow(
      `${file}: the store holds more than ${MAX_STORE_BYTES} bytes; refused`,
    );
  });

  it('refuses an append of more series than the cap, before writing anything', () => {
    const dir = join(scratch, 'too-many');
    const many = createResults({
      context: {},
      benchmarks: [
        {
          suite: 'p',
          name: 'BenchmarkMany',
          params: {},
          metrics: Array.from({ length: MAX_SERIES_PER_APPEND + 1 }, (_, i) => ({
            unit: `u${i}/op`,
            direction: 'smaller' as const,
            samples: [1],
          })),
        },
      ],
    });
    expect(() => appendToStore(dir, { commit: 'aaaaaaa', results: many })).toThrow(
      `history append: the results hold ${MAX_SERIES_PER_APPEND + 1} series (benchmark metrics), over the limit of ${MAX_SERIES_PER_APPEND} per append; nothing was appended`,
    );
    expect(existsSync(dir)).toBe(false);
  });

  it('refuses to append a commit, parent or machine the schema would refuse', () => {
    const dir = join(scratch, 'refuse');
    expect(() => appendToStore(dir, { commit: 'HEAD', results })).toThrow(
      'history append: commit "HEAD" is not a commit id (7 to 64 hexadecimal digits)',
    );
    expect(() => appendToStore(dir, { commit: 'aaaaaaa', parent: 'main', results })).toThrow(
      'history append: parent "main" is not a commit id (7 to 64 hexadecimal digits)',
    );
    expect(() => appendToStore(dir, { commit: 'aaaaaaa', machine: 'a b', results })).toThrow(
      'history append: machine "a b" is not a label (letters, digits, ".", "-", "_", at most 64)',
    );
  });
});
