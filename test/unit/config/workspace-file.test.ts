import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readWorkspaceFile } from '../../../src/config/workspace-file.js';

// Each case is what a checkout can hold (git stores links) or a workflow can name.
const top = mkdtempSync(join(tmpdir(), 'benchgate-workspace-file-'));
const ws = join(top, 'ws');
mkdirSync(join(ws, '.github'), { recursive: true });
mkdirSync(join(top, 'elsewhere'));
writeFileSync(join(ws, '.github/benchgate.yml'), 'threshold: 5%\n');
writeFileSync(join(top, 'elsewhere/secret.yml'), 'SECRET: 1\n');
symlinkSync(join(top, 'elsewhere/secret.yml'), join(ws, 'link.yml'));
symlinkSync(join(top, 'elsewhere'), join(ws, 'linked-folder'));
afterAll(() => rmSync(top, { recursive: true, force: true }));

const REFUSED = 'benchgate reads only a regular file inside the workspace (docs/security.md)';

describe('readWorkspaceFile', () => {
  it('reads a regular file of the workspace, and is undefined for a missing one', () => {
    expect(readWorkspaceFile(ws, '.github/benchgate.yml', 'config')).toBe('threshold: 5%\n');
    expect(readWorkspaceFile(ws, join(ws, '.github/benchgate.yml'), 'config')).toBe('threshold: 5%\n');
    expect(readWorkspaceFile(ws, '.github/absent.yml', 'config')).toBeUndefined();
  });

  it.each<[string, string, string]>([
    ['a symbolic link', 'link.yml', `config link.yml: is a symbolic link; ${REFUSED}`],
    [
      'a file under a linked folder',
      'linked-folder/secret.yml',
      `config linked-folder/secret.yml: resolves outside the workspace through a linked folder; ${REFUSED}`,
    ],
    ['a folder', '.github', `config .github: is not a regular file; ${REFUSED}`],
    [
      'a path up and out',
      '../elsewhere/secret.yml',
      `config ../elsewhere/secret.yml: is outside the workspace ${ws}; benchgate reads it only from the repository's checkout (docs/security.md)`,
    ],
    [
      'an absolute path elsewhere',
      join(top, 'elsewhere/secret.yml'),
      `config ${join(top, 'elsewhere/secret.yml')}: is outside the workspace ${ws}; benchgate reads it only from the repository's checkout (docs/security.md)`,
    ],
  ])('refuses %s, naming it', (_what, path, message) => {
    expect(() => readWorkspaceFile(ws, path, 'config')).toThrow(message);
  });
});
