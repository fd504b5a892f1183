import { createRequire } from 'node:module';
import type { ParseArgsConfig } from 'node:util';
import { UsageError } from './errors.js';

// Note: required, not imported. An ESM import of node:util makes Node build a
// facade that reads every export of it, which loads some 30 internal modules
// (workers, readline, diff) that parseArgs does not use, at every command.
const { parseArgs } = createRequire(import.meta.url)('node:util') as typeof import('node:util');

type Options = NonNullable<ParseArgsConfig['options']>;

/** node:util parseArgs, with its errors turned into one-line usage errors. */
export function parseCommandLine<O extends Options>(args: string[], options: O, usage: string) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(`${(err as Error).message.split('\n')[0]}\n\n${usage}`);
  }
}
