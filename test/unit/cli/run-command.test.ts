// `benchgate run`'s sides: a side is a ref or a folder, never both, and a
// record run has no base. Each refusal happens before anything is built.

import { describe, expect, it } from 'vitest';
import { runCommand } from '../../../src/cli/run-command.js';
import { UsageError } from '../../../src/cli/errors.js';

async function refusal(args: string[]): Promise<string> {
  const error = await runCommand(args).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UsageError);
  return (error as Error).message;
}

describe('benchgate run: the sides', () => {
  it('refuses a ref and a folder for the same side', async () => {
    expect(await refusal(['--head', 'HEAD', '--head-dir', 'head'])).toBe(
      '--head and --head-dir exclude each other',
    );
    expect(await refusal(['--base', 'main', '--base-dir', 'base'])).toBe(
      '--base and --base-dir exclude each other',
    );
  });

  it('refuses a base for a record run', async () => {
    expect(await refusal(['--record', '--base', 'main'])).toBe(
      '--record runs head only: drop --base/--base-dir',
    );
    expect(await refusal(['--record', '--base-dir', 'base'])).toBe(
      '--record runs head only: drop --base/--base-dir',
    );
  });
});
