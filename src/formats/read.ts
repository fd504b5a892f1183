// Synchronous file calls: a parse waits for nothing else, and node:fs/promises
// alone loads readline and the REPL history.
import { detectTextEncoding, type TextEncoding } from './text-encoding.js';
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { capBenchmarkCount } from '../model/benchmark-limit.js';
import { dropOverlongNames } from '../model/name-limit.js';
import type { Problem } from '../model/results.js';
import { detectFormat, looksBinary } from './detect.js';
import { fileChunks, MAX_LINE_CHARS, streamLines } from './line-stream.js';
import {
  DIRECTORY_FORMAT,
  findSniffableFormat,
  SNIFFABLE_FORMATS,
  type SniffableFormat,
} from './registry.js';
import type { FormatName, LineFormat, ParsedFile } from './types.js';
import { InputError } from './input-error.js';

export { InputError };

const SNIFF_BYTES = 64 * 1024;
/** JSON documents are parsed whole; larger ones are refused with a problem, not an out-of-memory crash. */
export const MAX_DOCUMENT_BYTES = 256 * 1024 * 1024;

export interface ReadOptions {
  /** A format name, or 'auto' (the default) to detect from content. */
  format?: FormatName | 'auto';
  /** Formats built from the user's pattern specs; tried along with the built-in ones. */
  patternFormats?: readonly LineFormat[];
}

export interface ReadResult extends ParsedFile {
  file: string;
  /** The format used, when one was. */
  format?: FormatName;
}

/**
 * Reads one input: a file, a Criterion directory, or "-" for standard input.
 * Never throws for bad content: what could not be read becomes problems.
 * Throws InputError only when the path itself cannot be opened.
 * Every format's results pass here, so this is where overlong names and
 * inputs with too many benchmarks are cut.
 */
export async function readBenchmarkInput(path: string, options: ReadOptions = {}): Promise<ReadResult> {
  const read = await readInput(path, options);
  const named = dropOverlongNames(read.benchmarks, read.file);
  const capped = capBenchmarkCount(named.benchmarks, read.file);
  const problems = [...named.problems, ...capped.problems];
  if (problems.length === 0) return read;
  return { ...read, benchmarks: capped.benchmarks, problems: [...problems, ...read.problems] };
}

async function readInput(path: string, options: ReadOptions): Promise<ReadResult> {
  if (path === '-') return readStream('-', await bufferHead(process.stdin), options);
  let info;
  try {
    info = statSync(path);
  } catch (err) {
    throw new InputError(path, `cannot read: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
  if (info.isDirectory()) {
    if (options.format && options.format !== 'auto' && options.format !== 'criterion-dir') {
      throw new InputError(path, `is a directory; only --format criterion-dir reads directories`);
    }
    return { file: path, format: DIRECTORY_FORMAT.name, ...(await DIRECTORY_FORMAT.parseDirectory(path)) };
  }
  const { head, encoding } = readHead(path);
  const format = chooseFormat(path, head, options);
  if (typeof format === 'string') return failed(path, 0, format);
  if (format.kind === 'document') {
    if (info.size > MAX_DOCUMENT_BYTES) {
      return failed(
        path,
        0,
        `${format.name} file of ${info.size} bytes is over the ${MAX_DOCUMENT_BYTES} byte limit`,
      );
    }
    const text = readFileSync(path, encoding);
    return { file: path, format: format.name, ...format.parse(text, path) };
  }
  return {
    file: path,
    format: format.name,
    ...(await parseLineStream(format, fileChunks(path), path, encoding)),
  };
}

async function readStream(
  file: string,
  buffered: { head: string; rest: Readable },
  options: ReadOptions,
): Promise<ReadResult> {
  const format = chooseFormat(file, buffered.head, options);
  if (typeof format === 'string') {
    buffered.rest.resume();
    return failed(file, 0, format);
  }
  if (format.kind === 'document') {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const c of buffered.rest) {
      size += (c as Buffer).length;
      if (size > MAX_DOCUMENT_BYTES)
        return failed(file, 0, `input is over the ${MAX_DOCUMENT_BYTES} byte limit`);
      chunks.push(c as Buffer);
    }
    return { file, format: format.name, ...format.parse(Buffer.concat(chunks).toString('utf8'), file) };
  }
  return { file, format: format.name, ...(await parseLineStream(format, buffered.rest, file)) };
}

/** Feeds a stream through a line format; binary and overlong lines become problems. */
export async function parseLineStream(
  format: LineFormat,
  input: Parameters<typeof streamLines>[0],
  file: string,
  encoding: TextEncoding = 'utf8',
): Promise<ParsedFile> {
  const parser = format.start(file);
  const problems: Problem[] = [];
  let binaryRun: { from: number; to: number } | undefined;
  const flushBinary = () => {
    if (!binaryRun) return;
    const { from, to } = binaryRun;
    const where = from === to ? `line ${from}` : `lines ${from}-${to}`;
    problems.push({ file, line: from, message: `binary data skipped (${where})` });
    binaryRun = undefined;
  };
  const takeLines = parser.takeLines?.bind(parser);
  const end = await streamLines(
    input,
    {
      // Lines a fast path takes are printable text by its own grammar.
      ...(takeLines && {
        takeLines(text: string, start: number, lineNo: number) {
          const run = takeLines(text, start, lineNo);
          if (run.lines > 0) flushBinary();
          return run;
        },
      }),
      line(text, lineNo) {
        if (looksBinary(text)) {
          binaryRun = binaryRun ? { from: binaryRun.from, to: lineNo } : { from: lineNo, to: lineNo };
          return;
        }
        flushBinary();
        parser.push(text, lineNo);
      },
      overlong(lineNo, chars) {
        flushBinary();
        problems.push({
          file,
          line: lineNo,
          message: `line of ${chars} characters skipped (limit ${MAX_LINE_CHARS})`,
        });
      },
    },
    encoding,
  );
  flushBinary();
  const parsed = parser.finish(end);
  return { ...parsed, problems: [...problems, ...parsed.problems].sort((a, b) => a.line - b.line) };
}

function chooseFormat(file: string, head: string, options: ReadOptions): SniffableFormat | string {
  const wanted = options.format ?? 'auto';
  const patterns = options.patternFormats ?? [];
  if (wanted === 'pattern') {
    if (patterns.length === 0) return 'format "pattern" needs a patterns file (--patterns FILE)';
    return detectFormat({ file, head }, patterns)?.format ?? patterns[0]!;
  }
  if (wanted !== 'auto') {
    if (wanted === 'criterion-dir') return 'format "criterion-dir" reads a directory, not a file';
    return findSniffableFormat(wanted) ?? `unknown format "${wanted}"`;
  }
  if (head.length === 0) return 'empty input: no benchmark results';
  // Detection first: real output with a burst of garbage in it still parses,
  // and the garbage lines become problems of their own.
  const found = detectFormat({ file, head }, [...patterns, ...SNIFFABLE_FORMATS]);
  if (found) return found.format;
  if (looksBinary(head)) return 'binary data, not benchmark output';
  return 'no known benchmark format recognised (use --format to name one)';
}

function failed(file: string, line: number, message: string): ReadResult {
  return { file, context: {}, benchmarks: [], problems: [{ file, line, message }] };
}

/** The start of a file for sniffing, decoded in the encoding the file is read in. */
function readHead(path: string): { head: string; encoding: TextEncoding } {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(SNIFF_BYTES);
    const bytes = buf.subarray(0, readSync(fd, buf, 0, SNIFF_BYTES, 0));
    const encoding = detectTextEncoding(bytes);
    return { head: bytes.toString(encoding), encoding };
  } finally {
    closeSync(fd);
  }
}

/** Reads the start of a non-seekable stream for sniffing, and gives back a stream of all of it. */
async function bufferHead(stream: Readable): Promise<{ head: string; rest: Readable }> {
  const chunks: Buffer[] = [];
  let size = 0;
  const iterator = stream[Symbol.asyncIterator]();
  while (size < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) break;
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(String(next.value));
    chunks.push(chunk);
    size += chunk.length;
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    yield head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value as Buffer;
    }
  }
  return { head: head.subarray(0, SNIFF_BYTES).toString('utf8'), rest: Readable.from(all()) };
}
