import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeConfigChange } from '../../../src/config/config-change.js';
import { loadCliConfig } from '../../../src/config/locate-config.js';
import { EMPTY_CONFIG, parseRepoConfig } from '../../../src/config/repo-config.js';

describe('describeConfigChange', () => {
  const base = parseRepoConfig(
    'threshold: 5%\nthresholds:\n  - { unit: allocs/op, threshold: 0% }\nwaivers:\n  - { benchmark: "A*", reason: r, expires: 2030-01-01 }\n',
    'base.yml',
  );

  it('names every setting the pull request would change', () => {
    const pr = parseRepoConfig(
      'threshold: 1000%\nalpha: 0.5\nthresholds:\n  - { benchmark: "B*", threshold: 50% }\n' +
        'directions: { ns/op: bigger }\nwaivers:\n  - { benchmark: "*", reason: r, expires: 2999-12-31 }\n',
      'pr.yml',
    );
    expect(describeConfigChange(base, pr)).toEqual([
      'threshold 5% → 1000%',
      'alpha default → 0.5',
      'threshold rule added: B*: 50%',
      'threshold rule removed: unit allocs/op: 0%',
      'direction of ns/op: by unit → bigger is better',
      'waiver added: * until 2999-12-31',
      'waiver removed: A* until 2030-01-01',
    ]);
  });

  it('names the gate settings of issue 32: floors, tiers, on-missing, retired', () => {
    const pr = parseRepoConfig(
      'threshold: 5%\nthresholds:\n  - { unit: allocs/op, threshold: 0% }\n' +
        'waivers:\n  - { benchmark: "A*", reason: r, expires: 2030-01-01 }\n' +
        'floors: { ns/op: 1s }\ntiers:\n  - { benchmark: "*", tier: shadow }\non-missing: pass\n' +
        'retired:\n  - { benchmark: "BenchmarkOld", reason: gone }\n',
      'pr.yml',
    );
    expect(describeConfigChange(base, pr)).toEqual([
      'floor added: ns/op: 1s',
      'tier rule added: *: shadow',
      'on-missing default → pass',
      'retired added: BenchmarkOld',
    ]);
  });

  it('names a change of the trigger', () => {
    const pr = parseRepoConfig(
      'threshold: 5%\nthresholds:\n  - { unit: allocs/op, threshold: 0% }\n' +
        'waivers:\n  - { benchmark: "A*", reason: r, expires: 2030-01-01 }\ntrigger: "label: benchmark"\n',
      'pr.yml',
    );
    expect(describeConfigChange(base, pr)).toEqual(['trigger default → label: benchmark']);
    expect(describeConfigChange(pr, base)).toEqual(['trigger label: benchmark → default']);
  });

  it('says nothing when only the layout changed', () => {
    expect(
      describeConfigChange(
        base,
        parseRepoConfig(
          '# reformatted\n' +
            'threshold: 5%\nthresholds: [{ unit: allocs/op, threshold: 0% }]\nwaivers: [{ benchmark: "A*", reason: r, expires: 2030-01-01 }]\n',
          'pr.yml',
        ),
      ),
    ).toEqual([]);
    expect(describeConfigChange(EMPTY_CONFIG, EMPTY_CONFIG)).toEqual([]);
  });
});

describe('loadCliConfig', () => {
  // One scratch folder for every repository below, removed after the tests.
  const scratch = mkdtempSync(join(tmpdir(), 'benchgate-cli-config-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const repo = join(scratch, 'repo');
  mkdirSync(join(repo, '.git'), { recursive: true });
  mkdirSync(join(repo, '.github'));
  mkdirSync(join(repo, 'deep/er'), { recursive: true });
  writeFileSync(join(repo, '.github/benchgate.yml'), 'threshold: 7%\n');
  writeFileSync(join(repo, 'other.yml'), 'alpha: 0.01\n');

  it('reads .github/benchgate.yml of the repository from any folder in it', () => {
    expect(loadCliConfig(join(repo, 'deep/er'), {})).toEqual({
      config: { ...EMPTY_CONFIG, threshold: 0.07 },
      label: '.github/benchgate.yml',
    });
  });

  it('reads --config FILE instead, and nothing with --no-config', () => {
    expect(loadCliConfig(repo, { config: 'other.yml' })).toEqual({
      config: { ...EMPTY_CONFIG, alpha: 0.01 },
      label: 'other.yml',
    });
    expect(loadCliConfig(repo, { 'no-config': true })).toBeUndefined();
  });

  it('refuses a default file that is a symbolic link, naming it, and never reads its target', () => {
    const linked = join(scratch, 'linked');
    mkdirSync(join(linked, '.git'), { recursive: true });
    mkdirSync(join(linked, '.github'));
    symlinkSync(join(repo, 'other.yml'), join(linked, '.github/benchgate.yml'));
    expect(() => loadCliConfig(linked, {})).toThrow(
      'config .github/benchgate.yml: is a symbolic link; benchgate reads only a regular file inside the workspace (docs/security.md)',
    );
  });

  it('fails on a missing --config file, but not on a missing default file', () => {
    expect(() => loadCliConfig(repo, { config: 'absent.yml' })).toThrow('--config absent.yml: no such file');
    expect(loadCliConfig(join(repo, '.github'), {})).toBeDefined();
    const bare = join(scratch, 'bare');
    mkdirSync(bare);
    expect(loadCliConfig(bare, {})).toBeUndefined();
  });
});
