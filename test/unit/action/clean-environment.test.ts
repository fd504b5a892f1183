import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HANDOVER_VARIABLE, reexecWithoutSecrets } from '../../../src/action/clean-environment.js';

const temp = mkdtempSync(join(tmpdir(), 'benchgate-clean-env-'));
afterEach(() => rmSync(temp, { recursive: true, force: true, maxRetries: 0 }));

describe('reexecWithoutSecrets', () => {
  it('re-executes with every secret moved to a 0600 hand-over file, and takes them back in the new image', () => {
    const env: NodeJS.ProcessEnv = {
      PATH: '/usr/bin',
      RUNNER_TEMP: temp,
      'INPUT_GITHUB-TOKEN': 'ghs_x',
      ACTIONS_RUNTIME_TOKEN: 'rt',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc',
      GITHUB_OUTPUT: '/tmp/out',
    };
    let call: { file: string; args: string[]; env: Record<string, string> } | undefined;
    const execve = (file: string, args: string[], next: Record<string, string>): never => {
      call = { file, args, env: next };
      throw new Error('execve');
    };
    expect(() => reexecWithoutSecrets(env, execve)).toThrow('execve');
    expect(call!.file).toBe(process.execPath);
    expect(Object.keys(call!.env).sort()).toEqual([HANDOVER_VARIABLE, 'PATH', 'RUNNER_TEMP']);
    const file = call!.env[HANDOVER_VARIABLE]!;
    expect(dirname(dirname(file))).toBe(temp);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dirname(file)).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      'INPUT_GITHUB-TOKEN': 'ghs_x',
      ACTIONS_RUNTIME_TOKEN: 'rt',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc',
      GITHUB_OUTPUT: '/tmp/out',
    });
    // The re-executed image: the secrets come back into process.env, the file and its folder go.
    const next: NodeJS.ProcessEnv = { ...call!.env };
    expect(reexecWithoutSecrets(next, execve)).toBe('clean');
    expect(next['INPUT_GITHUB-TOKEN']).toBe('ghs_x');
    expect(next[HANDOVER_VARIABLE]).toBeUndefined();
    expect(existsSync(dirname(file))).toBe(false);
  });

  it('does nothing without secrets, and says so where the platform cannot re-execute', () => {
    expect(reexecWithoutSecrets({ PATH: '/usr/bin' }, undefined)).toBe('nothing');
    expect(reexecWithoutSecrets({ 'INPUT_GITHUB-TOKEN': 't' }, undefined)).toBe('unsupported');
  });
});
