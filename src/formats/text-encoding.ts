// Benchmark output is UTF-8, except where a tool writes in the platform's
// encoding: JMH on Windows writes its tables in windows-1252, where "±" is
// the single byte 0xB1 and "µ" 0xB5. Decoded as UTF-8 those bytes become
// U+FFFD and every summary row is lost; decoded as Latin-1 (which agrees with
// windows-1252 on every character a benchmark report prints) they read right.

export type TextEncoding = 'utf8' | 'latin1';

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The encoding to read a file in, from its first bytes: UTF-8 when they are
 * valid UTF-8 (a sequence cut at the end of the sample does not count), else
 * Latin-1. Binary data reads as Latin-1 too; its control bytes are caught as
 * binary later, as they would be in UTF-8.
 */
export function detectTextEncoding(head: Uint8Array): TextEncoding {
  try {
    // stream: true leaves a multi-byte character cut at the end of the sample undecoded, not an error.
    UTF8.decode(head, { stream: true });
    UTF8.decode();
    return 'utf8';
  } catch {
    return 'latin1';
  }
}
