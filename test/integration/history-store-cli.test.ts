// benchgate history through the built command line on a store that was
// tampered with (issue 29, item 4), with machines (issue 33, item 1) and
// retention on append (issue 33, item 2); the results are real go test output
// (test/fixtures/go-zero).

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist/cli.js');
const fixture = join(root, 'test/fixtures/go-zero/base.txt');
const scratch = mkdtempSync(join(tmpdir(), 'benchgate-history-store-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const sha = (i: number) => i.toString(16).padStart(40, 'a');
const benchgate = (args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

function append(store: string, i: number, time: string, extra: string[] = []) {
  return benchgate(['history', 'append', store, fixture, '--commit', sha(i), '--time', time, ...extra]);
}

describe('benchgate history on an untrusted store', () => {
  const store = join(scratch, 'forged');
  let file = '';

  it('skips a forged line and a line without a time with a warning naming each, and exits 0', () => {
    for (let i = 1; i <= 3; i++) expect(append(store, i, `2026-11-0${i}T12:00:00Z`).status).toBe(0);
    const family = readdirSync(join(store, 'series'))[0]!;
    file = join(store, 'series', family, '2026-11.jsonl');
    const lines = readFileSync(file, 'utf8').split('\n');
    const first = JSON.parse(lines[0]!) as Record<string, unknown>;
    const forged = { ...first, commit: '[fix](https://evil.example) @victim' };
    const timeless = { ...first, commit: 'ccccccc', time: undefined };
    writeFileSync(file, `${lines.join('\n')}${JSON.stringify(forged)}\n${JSON.stringify(timeless)}\n`);
    const bad = lines.length; // the forged line's number: after the file's lines (the last one empty)
    for (const command of ['changes', 'dashboard']) {
      const r = benchgate([
        'history',
        command,
        store,
        ...(command === 'dashboard' ? ['--out', join(scratch, 'site')] : []),
      ]);
      expect(r.status, r.stderr).toBe(0);
      expect(r.stderr.split('\n').filter((l) => l.includes('warning'))).toEqual([
        `benchgate: warning: ${file}:${bad}: "commit" is not a commit id (7 to 64 hexadecimal digits); the line is skipped`,
        `benchgate: warning: ${file}:${bad + 1}: "time" is not an ISO 8601 time; the line is skipped`,
        'benchgate: warning: 2 line(s) or file(s) of the store skipped (they break its schema)',
      ]);
    }
  });

  it('refuses a month file that is a link, naming it (exit 2)', () => {
    const secret = join(scratch, 'secret');
    writeFileSync(secret, 'GITHUB_TOKEN=ghs_x\n');
    rmSync(file);
    symlinkSync(secret, file);
    const r = benchgate(['history', 'changes', store]);
    expect([r.status, r.stdout, r.stderr]).toEqual([
      2,
      '',
      `benchgate history: ${file}: is a link or a special file, not a file of the history store; refused\n`,
    ]);
  });

  it('refuses a machine label that is not one, naming the flag', () => {
    const r = append(join(scratch, 'label'), 1, '2026-11-01T12:00:00Z', ['--machine', 'pool <b>']);
    expect([r.status, r.stderr]).toEqual([
      2,
      'benchgate history: --machine "pool <b>" is not a label: letters, digits, ".", "-" and "_", at most 64, starting with a letter or digit\n',
    ]);
  });
});

describe('benchgate history append with retention', () => {
  it('on the first append of a month removes the months past --keep-months and strips samples past --keep-samples-months', () => {
    const store = join(scratch, 'retention');
    const keep = ['--keep-months', '2', '--keep-samples-months', '1', '--machine', 'runner-1'];
    const months = ['2026-09', '2026-10', '2026-11'];
    for (const [i, m] of months.entries()) {
      const r = append(store, i + 1, `${m}-15T12:00:00Z`, keep);
      expect(r.stderr).toContain('benchgate: appended');
    }
    const family = readdirSync(join(store, 'series'))[0]!;
    const folder = join(store, 'series', family);
    // At 2026-11: 2026-10 and 2026-11 kept, samples only in 2026-11.
    expect(readdirSync(folder).sort()).toEqual(['2026-10.jsonl', '2026-11.jsonl']);
    expect(readdirSync(join(store, 'commits')).sort()).toEqual(['2026-10.jsonl', '2026-11.jsonl']);
    const samplesIn = (m: string) =>
      readFileSync(join(folder, `${m}.jsonl`), 'utf8')
        .trim()
        .split('\n')
        .map((l) => 'samples' in (JSON.parse(l) as object));
    expect(samplesIn('2026-10')).toEqual(samplesIn('2026-10').map(() => false));
    expect(samplesIn('2026-11')).toEqual(samplesIn('2026-11').map(() => true));
    // A second append in the month leaves the old months alone (retention runs once a month).
    const again = append(store, 4, '2026-11-20T12:00:00Z', keep);
    expect(again.stderr).toBe(`benchgate: appended ${sha(4).slice(0, 12)} to 2 files\n`);
    const series = JSON.parse(readFileSync(join(folder, '2026-11.jsonl'), 'utf8').split('\n')[0]!) as {
      machine: string;
    };
    expect(series.machine).toBe('runner-1');
  });
});

describe('benchgate history changes on a toolchain upgrade', () => {
  it('prints the upgrade as an environment change of its machine, with its effect and what changed, never a regression', () => {
    const store = join(scratch, 'upgrade');
    // benchgate's results JSON of the real outputs, with the toolchain `benchgate run` records.
    const json = (side: string, go: string) => {
      const r = benchgate(['parse', join(root, `test/fixtures/go-zero/${side}.txt`), '--json']);
      const results = JSON.parse(r.stdout) as { context: Record<string, unknown> };
      results.context.toolchain = { go };
      const file = join(scratch, `${side}-${go.split(' ')[2]}.json`);
      writeFileSync(file, JSON.stringify(results));
      return file;
    };
    const before = json('base', 'go version go1.22.1 linux/amd64');
    const after = json('head', 'go version go1.23.0 linux/amd64');
    for (let i = 1; i <= 16; i++) {
      const r = benchgate([
        'history',
        'append',
        store,
        i <= 8 ? before : after,
        '--commit',
        sha(i),
        '--time',
        `2026-11-${String(i).padStart(2, '0')}T12:00:00Z`,
      ]);
      expect(r.status, r.stderr).toBe(0);
    }
    const { changes } = JSON.parse(benchgate(['history', 'changes', store, '--json']).stdout) as {
      changes: {
        kind: string;
        machine: string;
        environmentChange: string[];
        commit: string;
        change: number;
      }[];
    };
    expect(changes.length).toBe(6);
    expect(changes.map((c) => [c.kind, c.machine, c.commit, c.environmentChange])).toEqual(
      changes.map(() => [
        'environment',
        'linux/amd64 AMD EPYC',
        sha(9),
        ['toolchain go: go version go1.22.1 linux/amd64 -> go version go1.23.0 linux/amd64'],
      ]),
    );
    const text = benchgate(['history', 'changes', store]).stdout.trim().split('\n');
    expect(text).toHaveLength(6);
    for (const line of text) {
      expect(line).toMatch(
        new RegExp(
          `^${sha(9).slice(0, 12)}  environment changed (?:[+−]\\d+(?:\\.\\d)?%|~0%|from zero|to zero) {2}example\\.com/zerofixture\\.BenchmarkSum/[^:]+: `,
        ),
      );
      expect(
        line.endsWith(
          `(since ${sha(8).slice(0, 12)}; toolchain go: go version go1.22.1 linux/amd64 -> go version go1.23.0 linux/amd64)`,
        ),
      ).toBe(true);
    }
  });
});

describe('benchgate history changes on two machines', () => {
  it('finds the step on each machine and names the machine on each line', () => {
    const store = join(scratch, 'two-machines');
    for (let i = 1; i <= 16; i++)
      for (const machine of ['runner-a', 'runner-b']) {
        const r = benchgate([
          'history',
          'append',
          store,
          join(root, `test/fixtures/go-zero/${i <= 8 ? 'base' : 'head'}.txt`),
          '--commit',
          sha(i),
          '--time',
          `2026-11-${String(i).padStart(2, '0')}T12:00:00Z`,
          '--machine',
          machine,
        ]);
        expect(r.status, r.stderr).toBe(0);
      }
    const lines = benchgate(['history', 'changes', store]).stdout.trim().split('\n');
    const on = (m: string) =>
      lines.filter((l) => l.includes(` on ${m}: `)).map((l) => l.replace(` on ${m}`, ''));
    expect(on('runner-a').length).toBe(6);
    expect(on('runner-a')).toEqual(on('runner-b'));
    expect(lines).toHaveLength(12);
  });
});
