import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { childEnv, isDroppedVariable, PROCESS_TAG_VARIABLE } from '../../../src/process/child-env.js';
import { execShell } from '../../../src/process/exec.js';
import { git } from '../../../src/process/git.js';

const dir = mkdtempSync(join(tmpdir(), 'benchgate-child-env-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What an Actions step holds when benchgate runs: the secrets a benchmark must not see. */
function stepEnvironment(): Record<string, string> {
  const files = ['env', 'output', 'path', 'state', 'summary'].map((f) => join(dir, f));
  for (const f of files) writeFileSync(f, '');
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: dir,
    'INPUT_GITHUB-TOKEN': 'ghs_input_token',
    INPUT_THRESHOLD: '5%',
    GITHUB_TOKEN: 'ghs_env_token',
    GH_TOKEN: 'ghs_gh_token',
    ACTIONS_RUNTIME_TOKEN: 'runtime-token',
    ACTIONS_RUNTIME_URL: 'https://runtime.invalid/',
    ACTIONS_CACHE_URL: 'https://cache.invalid/',
    ACTIONS_RESULTS_URL: 'https://results.invalid/',
    ACTIONS_ID_TOKEN_REQUEST_URL: 'https://oidc.invalid/',
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-token',
    GITHUB_ENV: files[0],
    GITHUB_OUTPUT: files[1],
    GITHUB_PATH: files[2],
    GITHUB_STATE: files[3],
    GITHUB_STEP_SUMMARY: files[4],
    RUNNER_TRACKING_ID: 'github_1234',
    GITHUB_SHA: 'abc123',
    BENCH_OWN: 'kept',
  };
}

describe('childEnv', () => {
  test('drops tokens, inputs, service URLs and runner files; keeps the rest', () => {
    expect(Object.keys(childEnv(stepEnvironment())).sort()).toEqual([
      'BENCH_OWN',
      'GITHUB_SHA',
      'HOME',
      'PATH',
      'RUNNER_TRACKING_ID',
    ]);
  });

  test('names are compared without regard to case', () => {
    expect(isDroppedVariable('github_token')).toBe(true);
    expect(isDroppedVariable('Input_Filter')).toBe(true);
    expect(isDroppedVariable('GITHUB_TOKENIZER')).toBe(false);
  });
});

describe('a benchmark process', () => {
  test('sees none of the step secrets, and only its own tag, in its environment', async () => {
    const r = await execShell('env', { cwd: dir, env: stepEnvironment() });
    expect(r.code).toBe(0);
    const names = r.stdout
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => l.slice(0, l.indexOf('=')))
      .filter((n) => !['PWD', 'SHLVL', '_', 'OLDPWD'].includes(n))
      .sort();
    expect(names).toEqual([
      PROCESS_TAG_VARIABLE,
      'BENCH_OWN',
      'GITHUB_SHA',
      'HOME',
      'PATH',
      'RUNNER_TRACKING_ID',
    ]);
    expect(r.stdout).not.toContain('ghs_');
    expect(r.stdout).not.toContain('token');
  });

  test('cannot append to $GITHUB_OUTPUT, $GITHUB_ENV, $GITHUB_PATH or the job summary', async () => {
    const env = stepEnvironment();
    const r = await execShell(
      [
        'echo "conclusion=success" >> "$GITHUB_OUTPUT"',
        'echo "NODE_OPTIONS=--require=/tmp/evil.js" >> "$GITHUB_ENV"',
        'echo "/tmp/evil-bin" >> "$GITHUB_PATH"',
        'echo "# All benchmarks passed" >> "$GITHUB_STEP_SUMMARY"',
        'echo "attempts done"',
      ].join('; '),
      { cwd: dir, env },
    );
    expect(r.stdout).toBe('attempts done\n');
    for (const name of ['GITHUB_OUTPUT', 'GITHUB_ENV', 'GITHUB_PATH', 'GITHUB_STEP_SUMMARY', 'GITHUB_STATE'])
      expect(readFileSync(env[name], 'utf8')).toBe('');
  });

  test('git runs hooks without the step secrets too', async () => {
    const repo = join(dir, 'repo');
    await git(['init', '-q', repo], dir);
    const saved = process.env.GITHUB_TOKEN;
    process.env.GITHUB_TOKEN = 'ghs_env_token';
    try {
      // `git var` would not show it; an alias runs a shell with git's environment.
      const seen = await git(['-c', 'alias.showenv=!env', 'showenv'], repo);
      expect(seen).not.toContain('ghs_env_token');
      expect(seen).toContain('PATH=');
    } finally {
      if (saved === undefined) delete process.env.GITHUB_TOKEN;
      else process.env.GITHUB_TOKEN = saved;
    }
  });
});
