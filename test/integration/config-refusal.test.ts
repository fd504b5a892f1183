import { rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usePrAttack } from '../support/pr-attack.js';

// Issue 29, item 6: a config that is a symbolic link or leads out of the
// workspace is refused, naming it, and its target is never read; a pull
// request's invalid config is named in the report by file and line, never
// quoted.

const h = usePrAttack();
const { makePr, runAction, runPush, reportComment } = h;

describe('config files the action refuses (issue 29, item 6)', () => {
  it('a config that is a symbolic link is refused with an error naming it, on a push', async () => {
    const pr = makePr('symlink');
    rmSync(join(pr.workspace, '.github/benchgate.yml'));
    writeFileSync(join(h.work(), 'secret.txt'), 'SECRET_VALUE: 1\n');
    symlinkSync(join(h.work(), 'secret.txt'), join(pr.workspace, '.github/benchgate.yml'));
    const r = await runPush(pr);
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      '::error::config .github/benchgate.yml: is a symbolic link; benchgate reads only a regular file inside the workspace (docs/security.md)',
    );
    expect(r.out).not.toContain('SECRET_VALUE');
  });

  it('a config path that leads outside the workspace is refused', async () => {
    const pr = makePr('outside');
    writeFileSync(join(h.work(), 'outside.yml'), 'threshold: 1000%\n');
    const r = await runPush(pr, { config: '../outside.yml' });
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      `::error::config ../outside.yml: is outside the workspace ${pr.workspace}; benchgate reads it only from the repository's checkout (docs/security.md)`,
    );
  });

  it('a pull request’s config that is a symbolic link is reported as refused, its target never read', async () => {
    const pr = makePr('pr-symlink');
    rmSync(join(pr.workspace, '.github/benchgate.yml'));
    writeFileSync(join(h.work(), 'pr-secret.txt'), 'SECRET_VALUE: [\n');
    symlinkSync(join(h.work(), 'pr-secret.txt'), join(pr.workspace, '.github/benchgate.yml'));
    const r = await runAction('pull_request', 'compare', pr);
    expect(r.code, r.out).toBe(1);
    const [comment] = reportComment();
    expect(comment!.body).toContain(
      'but benchgate refuses it: config .github/benchgate.yml: is a symbolic link; benchgate reads only a regular file inside the workspace (docs/security.md).',
    );
    expect(r.out).not.toContain('SECRET_VALUE');
    expect(comment!.body).not.toContain('SECRET_VALUE');
  });

  it('a pull request’s invalid config: the comment names the file and line, never its contents', async () => {
    const pr = makePr('pr-invalid');
    writeFileSync(
      join(pr.workspace, '.github/benchgate.yml'),
      'threshold: 5%\nalpha: 0.05\nthreshold-of: "SECRET_VALUE"\n',
    );
    const r = await runAction('pull_request', 'compare', pr);
    expect(r.code, r.out).toBe(1);
    const [comment] = reportComment();
    expect(comment!.body).toContain(
      'but it is invalid at .github/benchgate.yml, line 3 (the error is in the run',
    );
    expect(comment!.body).not.toContain('SECRET_VALUE');
    expect(comment!.body).not.toContain('threshold-of');
  });
});
