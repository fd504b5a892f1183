// Every bench/ script loads, reads its options through bench/lib/args.mjs and
// answers --help and a mistyped number as that module promises: the scripts
// run for minutes to hours and the suite runs none of them, so this is what
// notices one that no longer loads. Untimed: nothing here measures.
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { headerComment } from '../../bench/lib/args.mjs';

const execFileAsync = promisify(execFile);

describe('the bench scripts', () => {
  const root = join(import.meta.dirname, '../..');
  const scripts = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return ['out', 'lib', 'node_modules'].includes(e.name) ? [] : scripts(path);
      return /\.(mjs|ts)$/.test(e.name) ? [relative(root, path)] : [];
    });

  /** The sequential study with `args`, as far as it gets before collecting (each call is refused). */
  const runStudy = (args: string[]) =>
    spawnSync(process.execPath, ['bench/detection/study-sequential.mjs', ...args], {
      cwd: root,
      encoding: 'utf8',
      timeout: 30000,
    });

  it('read their options through bench/lib/args.mjs, the one place that checks them', () => {
    const own = scripts(join(root, 'bench')).filter((f) =>
      /\bparseArgs\b/.test(readFileSync(join(root, f), 'utf8')),
    );
    expect(own).toEqual([]);
  });

  it('all load and answer --help with their header comment and options', async () => {
    const withOptions = scripts(join(root, 'bench')).filter(
      (f) =>
        f.endsWith('.mjs') && readFileSync(join(root, f), 'utf8').includes('parseBenchArgs(import.meta.url'),
    );
    expect(withOptions.length).toBe(20);
    const answers = await Promise.all(
      withOptions.map(async (f) => {
        const { stdout, stderr } = await execFileAsync(process.execPath, [f, '--help'], { cwd: root });
        const comment = headerComment(readFileSync(join(root, f), 'utf8'));
        return {
          f,
          stderr,
          documented: comment !== '' && stdout.startsWith(`${comment}\n\noptions of ${f}:\n  --`),
        };
      }),
    );
    expect(answers.filter((a) => a.stderr !== '' || !a.documented)).toEqual([]);
  });

  it('refuse a mistyped number before doing any work, naming the script and the option, and exit 2', () => {
    const r = spawnSync(process.execPath, ['bench/sequential/union-bound.mjs', '--paths', '4e'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      [
        'bench/sequential/union-bound.mjs: --paths wants a whole number of 0 or more, got "4e"',
        'options (--help for more):',
        '  --paths <integer> (default 400000)',
        '  --seed <integer> (default 1)',
        '',
      ].join('\n'),
    );
  });

  it('refuse a misspelt word before collecting anything: the study judges its options only after an hour of rounds', () => {
    // Before 2026-12-05 these were checked when the judge was loaded, after the collection.
    const misspelt = runStudy(['--round-value', 'smalest']);
    expect([misspelt.status, misspelt.stdout]).toEqual([2, '']);
    expect(misspelt.stderr.split('\n')[0]).toBe(
      'bench/detection/study-sequential.mjs: --round-value wants one of all, smallest, got "smalest"',
    );
    const alone = runStudy(['--prior-shift', '2']);
    expect([alone.status, alone.stdout, alone.stderr]).toEqual([
      2,
      '',
      'bench/detection/study-sequential.mjs: --prior-shift needs --prior\n',
    ]);
    // A 45-round collection's windows of 43 leave 2 rounds unseen: no calibration, so no prior.
    const unseen = runStudy(['--reuse', '--benchtime', '100ms', '--rounds', '45', '--prior', 'unseen']);
    expect([unseen.status, unseen.stdout, unseen.stderr]).toEqual([
      2,
      '',
      'bench/detection/study-sequential.mjs: --prior unseen: windows of 43 rounds leave 2 of 45 unseen, fewer than the 3 a calibration reads; take --rounds 46 or more, or --prior other-arm\n',
    ]);
  });

  it('refuse, without a stack trace, windows longer than the rounds and runs that are not there', () => {
    // Before 2026-12-06 a collection of 30 rounds was taken first, then refused with a stack trace.
    const short = runStudy(['--rounds', '30']);
    expect([short.status, short.stdout, short.stderr]).toEqual([
      2,
      '',
      'bench/detection/study-sequential.mjs: windows of 43 rounds need 43 rounds or more, not 30\n',
    ]);
    // No study here ever collects at 3 ms, so no clone holds these runs.
    const dir = join(root, 'bench/out/detection/sequential-quiet-3ms');
    const missing = runStudy(['--reuse', '--benchtime', '3ms']);
    expect([missing.status, missing.stdout, missing.stderr]).toEqual([
      2,
      '',
      `bench/detection/study-sequential.mjs: no ${dir}/manifest.json: --reuse reads runs collected before; run the study once without it\n`,
    ]);
    expect(existsSync(dir)).toBe(false);
  });

  it('that judge collected runs again refuse, naming the manifest, when the runs are not there', () => {
    const dir = join(root, 'bench/out/detection/sequential-quiet-3ms');
    for (const script of ['bench/history/study-real.mjs', 'bench/bisect/study.mjs']) {
      const r = spawnSync(process.execPath, [script, '--benchtime', '3ms', '--arms', 'quiet'], {
        cwd: root,
        encoding: 'utf8',
        timeout: 120000,
      });
      expect([script, r.status, r.stdout, r.stderr]).toEqual([
        script,
        2,
        '',
        `${script}: no ${dir}/manifest.json: collect the runs first (see the header)\n`,
      ]);
    }
  });

  it('of the fixed design refuse --reuse of runs that are not there, and leave bench/out as it was', () => {
    // No study here ever collects with GOMAXPROCS=7, so no clone holds these runs.
    for (const [design, name] of [
      ['rounds', 'rounds-gomaxprocs7'],
      ['single', 'runs-gomaxprocs7'],
    ]) {
      const dir = join(root, 'bench/out/detection', name);
      const r = spawnSync(
        process.execPath,
        ['bench/run.mjs', 'detection', '--reuse', '--design', design, '--gomaxprocs', '7'],
        { cwd: root, encoding: 'utf8', timeout: 120000 },
      );
      expect([design, r.status, r.stdout, r.stderr]).toEqual([
        design,
        2,
        '',
        `bench/run.mjs: no ${dir}/manifest.json: --reuse reads runs collected before; run the study once without it\n`,
      ]);
      expect(existsSync(dir)).toBe(false);
    }
  });

  it('answer --help with their header comment and options, and exit 0', () => {
    const r = spawnSync(process.execPath, ['bench/sequential/union-bound.mjs', '--help'], {
      cwd: root,
      encoding: 'utf8',
    });
    const script = readFileSync(join(root, 'bench/sequential/union-bound.mjs'), 'utf8');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(
      `${headerComment(script)}\n\noptions of bench/sequential/union-bound.mjs:\n  --paths <integer> (default 400000)\n  --seed <integer> (default 1)\n`,
    );
    expect(headerComment(script).split('\n').length).toBeGreaterThan(2);
  });
});
