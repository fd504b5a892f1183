// `go test -bench` text output: the Go benchmark format.
import { GoStreamReader } from './reader.js';
import { GoResultSink } from './results.js';
import type { InputEnd, LineFormat, LineParser, LineRun, ParsedFile, Sniff } from '../types.js';

// A result line, or the header go test prints before a package's benchmarks.
const RESULT_LINE = /^Benchmark\S*[ \t]+\d+[ \t]+\S+[ \t]+\S+/m;
const HEADER = /^(?:goos|goarch|pkg|cpu): \S/m;
const BENCHMARK_NAME = /^Benchmark(?!\p{Ll})\S*/mu;

/** Google Benchmark's console header: its rows are not Go's, whatever their names. */
const GOOGLE_CONSOLE_HEADER = /^Benchmark\s+Time\s+CPU\s+Iterations\b/m;

function detectGo(sniff: Sniff): number {
  const head = sniff.head;
  if (GOOGLE_CONSOLE_HEADER.test(head)) return 0;
  if (RESULT_LINE.test(head)) return 0.95;
  if (HEADER.test(head) && BENCHMARK_NAME.test(head)) return 0.7;
  if (BENCHMARK_NAME.test(head)) return 0.3;
  return 0;
}

export const goFormat: LineFormat = {
  kind: 'lines',
  name: 'go',
  detect: detectGo,
  start(file: string): LineParser {
    const sink = new GoResultSink(file);
    const reader = new GoStreamReader(sink, { checkEnding: true });
    let lines = 0;
    return {
      push(line: string, lineNo: number): void {
        lines++;
        reader.push(line, lineNo);
      },
      takeLines(text: string, start: number, lineNo: number): LineRun {
        const run = reader.takePlainLines(text, start, lineNo);
        lines += run.lines;
        return run;
      },
      finish(end?: InputEnd): ParsedFile {
        reader.end(end);
        return sink.finish(lines);
      },
    };
  },
};
