/**
 * An input that cannot be opened at all (missing file, unreadable path):
 * unlike bad content, which becomes problems, it stops the command.
 * Its own module, so the command line can catch it without loading the parsers.
 */
export class InputError extends Error {
  override readonly name = 'InputError';
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
  }
}
