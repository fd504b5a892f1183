import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './errors.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** node:util parseArgs, with its errors turned into one-line usage errors. */
export function parseCommandLine<O extends Options>(args: string[], options: O, usage: string) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(`${(err as Error).message.split('\n')[0]}\n\n${usage}`);
  }
}
