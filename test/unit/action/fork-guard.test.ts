import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { EventContext } from '../../../src/action/context.js';
import { forkCodeNotices, readPtraceScope } from '../../../src/action/fork-guard.js';
import type { ActionSettings } from '../../../src/action/inputs.js';

// allow-fork-code on a self-hosted runner: where the kernel lets a process
// trace any other of its user, the fork's benchmark can read the job's token
// from memory, and the report says so (docs/security.md).

const dir = mkdtempSync(join(tmpdir(), 'benchgate-ptrace-scope-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const saved = process.env.RUNNER_ENVIRONMENT;
afterEach(() => {
  if (saved === undefined) delete process.env.RUNNER_ENVIRONMENT;
  else process.env.RUNNER_ENVIRONMENT = saved;
});

const allowed = { allowForkCode: true } as ActionSettings;
const fork = { fromFork: true } as EventContext;

describe('forkCodeNotices', () => {
  it('warns on a self-hosted runner without Yama or with ptrace_scope 0, and only then', () => {
    process.env.RUNNER_ENVIRONMENT = 'self-hosted';
    const notices = [undefined, 0, 1, 2, 3].map((scope) => forkCodeNotices(allowed, fork, scope).length);
    expect(notices).toEqual([1, 1, 0, 0, 0]);
    expect(forkCodeNotices(allowed, fork, 0)[0]).toBe(
      "this runner has kernel.yama.ptrace_scope 0: a process may trace any other of the runner's user, so this fork's benchmark could read the job's token " +
        'from the memory of benchgate\'s process or the runner\'s own. Set kernel.yama.ptrace_scope=1 (docs/security.md, "What allow-fork-code: true hands to a fork").',
    );
  });

  it('says nothing where no fork code runs on the machine', () => {
    process.env.RUNNER_ENVIRONMENT = 'self-hosted';
    expect(forkCodeNotices(allowed, { fromFork: false } as EventContext, 0)).toEqual([]);
    process.env.RUNNER_ENVIRONMENT = 'github-hosted';
    expect(forkCodeNotices(allowed, fork, 0)).toEqual([]);
  });
});

describe('readPtraceScope', () => {
  it('reads the policy, and undefined when the file is missing or not a number', () => {
    const file = join(dir, 'ptrace_scope');
    writeFileSync(file, '1\n');
    expect(readPtraceScope(file)).toBe(1);
    writeFileSync(file, 'x\n');
    expect(readPtraceScope(file)).toBeUndefined();
    expect(readPtraceScope(join(dir, 'missing'))).toBeUndefined();
  });
});
