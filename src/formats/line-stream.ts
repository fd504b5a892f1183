import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';

/** Lines longer than this are skipped with a problem: no benchmark prints them, garbage does. */
export const MAX_LINE_CHARS = 1 << 20;

export interface LineSink {
  line(text: string, lineNo: number): void;
  /** A line over MAX_LINE_CHARS; its text is dropped. */
  overlong(lineNo: number, chars: number): void;
}

/**
 * Splits a byte stream into lines in constant memory (but for one line), so a
 * 1 GB log streams through. Strips \r before \n. UTF-8 decoding is streaming,
 * so multi-byte characters split across chunks survive.
 */
export async function streamLines(input: Readable, sink: LineSink): Promise<void> {
  const decoder = new StringDecoder('utf8');
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

  const take = (chunk: string) => {
    let start = 0;
    for (;;) {
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
    take(typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer));
  }
  take(decoder.end());
  if (skipping || pending.length > 0) emit(skipping ? '' : pending);
}
