import { closeSync, openSync, readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import type { TextEncoding } from './text-encoding.js';
import type { InputEnd, LineRun } from './types.js';

/** Lines longer than this are skipped with a problem: no benchmark prints them, garbage does. */
export const MAX_LINE_CHARS = 1 << 20;

export interface LineSink {
  line(text: string, lineNo: number): void;
  /** A line over MAX_LINE_CHARS; its text is dropped. */
  overlong(lineNo: number, chars: number): void;
  /** Optional: whole lines read straight from the decoded text (LineParser.takeLines). */
  takeLines?(text: string, start: number, lineNo: number): LineRun;
}

/**
 * Splits a byte stream into lines in constant memory (but for one line), so a
 * 1 GB log streams through. Strips \r before \n. UTF-8 decoding is streaming,
 * so multi-byte characters split across chunks survive.
 */
export async function streamLines(
  input: AsyncIterable<Buffer | string> | Iterable<Buffer>,
  sink: LineSink,
  encoding: TextEncoding = 'utf8',
): Promise<InputEnd> {
  const decoder = new StringDecoder(encoding);
  let pending = '';
  let pendingChars = 0;
  let skipping = false;
  let lineNo = 0;

  const emit = (text: string) => {
    lineNo++;
    if (skipping) {
      sink.overlong(lineNo, pendingChars + text.length);
      skipping = false;
      pendingChars = 0;
      return;
    }
    sink.line(text.endsWith('\r') ? text.slice(0, -1) : text, lineNo);
  };

  const takeLines = sink.takeLines?.bind(sink);
  const take = (chunk: string) => {
    let start = 0;
    for (;;) {
      // Lines wholly inside this chunk may go to the fast path first; one it
      // leaves is emitted below, then the fast path is offered the rest.
      if (takeLines !== undefined && pending === '' && !skipping) {
        const run = takeLines(chunk, start, lineNo + 1);
        lineNo += run.lines;
        start = run.end;
      }
      const nl = chunk.indexOf('\n', start);
      if (nl < 0) break;
      const piece = chunk.slice(start, nl);
      emit(skipping ? piece : pending + piece);
      pending = '';
      start = nl + 1;
    }
    const rest = chunk.slice(start);
    if (skipping) {
      pendingChars += rest.length;
    } else if (pending.length + rest.length > MAX_LINE_CHARS) {
      skipping = true;
      pendingChars = pending.length + rest.length;
      pending = '';
    } else {
      pending += rest;
    }
  };

  for await (const chunk of input) {
    take(typeof chunk === 'string' ? chunk : decoder.write(chunk));
  }
  take(decoder.end());
  // A last line without its newline: the writer may have been cut off mid-line.
  const complete = !(skipping || pending.length > 0);
  if (!complete) emit(skipping ? '' : pending);
  return { complete };
}

const FILE_CHUNK_BYTES = 1 << 20;

/**
 * A regular file's bytes in 1 MiB chunks, read synchronously: a parse waits
 * for nothing else, and a round trip through the event loop per 64 KiB chunk
 * was a sixth of the time of reading a large Go output.
 * The buffer is reused: each chunk must be consumed before the next is read.
 */
export function* fileChunks(path: string): Generator<Buffer> {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.allocUnsafe(FILE_CHUNK_BYTES);
    for (;;) {
      const n = readSync(fd, buffer, 0, FILE_CHUNK_BYTES, null);
      if (n === 0) return;
      yield buffer.subarray(0, n);
    }
  } finally {
    closeSync(fd);
  }
}
