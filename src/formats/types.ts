import type { Benchmark, Context, Problem } from '../model/results.js';

/** Every format benchgate reads, in the order `--help` lists them. Keep `switch`es over it exhaustive. */
export const FORMAT_NAMES = [
  'benchgate',
  'go',
  'go-json',
  'jmh-text',
  'jmh-json',
  'criterion-text',
  'criterion-dir',
  'cargo-criterion-json',
  'libtest',
  'benchmarkjs',
  'pytest-benchmark',
  'google-benchmark',
  'google-benchmark-console',
  'catch2-console',
  'catch2-xml',
  'benchmarkdotnet',
  'julia-benchmarktools',
  'hyperfine',
  'gab-json',
  'pattern',
] as const;

export type FormatName = (typeof FORMAT_NAMES)[number];

/** What one parser made of one input. */
export interface ParsedFile {
  context: Context;
  benchmarks: Benchmark[];
  problems: Problem[];
}

/** The start of an input, for content sniffing. */
export interface Sniff {
  /** File name (base name is enough); may be "-" for stdin. */
  file: string;
  /** Up to the first 64 KiB of text. */
  head: string;
}

/** What LineParser.takeLines took: `lines` whole lines, ending before index `end`. */
export interface LineRun {
  lines: number;
  end: number;
}

/**
 * A line-based format is fed one line at a time (without its line terminator)
 * so inputs of any size stream through in constant memory.
 */
export interface LineParser {
  /** lineNo is 1-based. Malformed lines become problems; parsing goes on. */
  push(line: string, lineNo: number): void;
  /**
   * Optional fast path for the lines most of a file is made of: takes as many
   * whole lines of `text` from `start` on as it reads in one pass (each ending
   * in \n; the first is line `lineNo`), exactly as if each had been pushed,
   * and stops before the first line it does not take. Lines it leaves come
   * through push().
   */
  takeLines?(text: string, start: number, lineNo: number): LineRun;
  /**
   * Called once at end of input; returns everything collected. `end.complete`:
   * the input's last line ended with a newline (a writer cut off mid-line
   * leaves none); absent when the caller cannot tell.
   */
  finish(end?: InputEnd): ParsedFile;
}

export interface InputEnd {
  complete: boolean;
}

export interface LineFormat {
  kind: 'lines';
  name: FormatName;
  /** 0 = certainly not this format, 1 = certainly this format. */
  detect(sniff: Sniff): number;
  start(file: string): LineParser;
}

/** A format read as one whole document (JSON). */
export interface DocumentFormat {
  kind: 'document';
  name: FormatName;
  detect(sniff: Sniff): number;
  parse(text: string, file: string): ParsedFile;
}

/** A format read from a directory tree (Criterion's target/criterion). */
export interface DirectoryFormat {
  kind: 'directory';
  name: FormatName;
  parseDirectory(dir: string): Promise<ParsedFile>;
}
