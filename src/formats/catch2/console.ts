import { BenchmarkCollector } from '../../model/collector.js';
import type { Problem } from '../../model/results.js';
import type { LineFormat, LineParser, ParsedFile, Sniff } from '../types.js';
import { catch2Ns } from './units.js';

// Catch2's console reporter with BENCHMARK (v2 and v3):
//   -------------------------------------------------------------------------------
//   fibonacci                                   <- the TEST_CASE
//   bench.cpp:12
//   ...............................................................................
//   benchmark name                       samples       iterations    estimated
//                                        mean          low mean      high mean
//                                        std dev       low std dev   high std dev
//   -------------------------------------------------------------------------------
//   fib 10                                          20           743     460.66 us
//                                           30.8563 ns    30.8264 ns     30.946 ns
//                                          0.108979 ns  0.0361069 ns   0.210663 ns
// Mapping: suite = the test case, name = the benchmark; Catch2 prints no raw
// samples, so the metric is a summary: the mean with its bootstrap 95%
// interval (low mean, high mean) over `samples` samples, in ns.

const TIME = String.raw`([0-9.eE+-]+) (ns|us|µs|μs|ms|s)`;
const FIRST = new RegExp(String.raw`^(.*?\S)\s+([0-9]+)\s+([0-9]+)\s+${TIME}\s*$`);
const STATS = new RegExp(String.raw`^\s+${TIME}\s+${TIME}\s+${TIME}\s*$`);
const HEADER = /^benchmark name\s+samples\s+iterations\s+est/;

export const catch2ConsoleFormat: LineFormat = {
  kind: 'lines',
  name: 'catch2-console',
  detect,
  start: (file) => new Catch2ConsoleParser(file),
};

function detect(sniff: Sniff): number {
  if (/^benchmark name\s+samples\s+iterations\s+est/m.test(sniff.head)) return 0.97;
  return 0;
}

// Note: the console reporter wraps text at 79 columns. A test case's name
// longer than that fills several lines between the two rules of its box
// (sections follow, indented); a benchmark's name longer than its column fills
// lines of its own above the row with the numbers. Each is read back joined by
// single blanks, where Catch2 broke the text.

class Catch2ConsoleParser implements LineParser {
  private readonly collector = new BenchmarkCollector();
  private readonly problems: Problem[] = [];
  private testCase = '';
  /** The lines of a test case's box, from its opening rule to its closing one. */
  private title: string[] | undefined;
  /** Set by the table header: the next rule opens the rows, not a test case's box. */
  private headerOpen = false;
  /** Leading lines of a benchmark name wrapped above its row. */
  private nameParts: string[] = [];
  private pending?: { name: string; samples: number; line: number };
  private sawHeader = false;

  constructor(private readonly file: string) {}

  push(raw: string, lineNo: number): void {
    const line = raw.trimEnd();
    if (/^-{20,}$/.test(line)) return this.rule();
    if (this.title) {
      // The name's lines start at the left; sections under it are indented.
      if (line !== '' && !line.startsWith(' ')) this.title.push(line);
      return;
    }
    if (HEADER.test(line)) {
      this.sawHeader = true;
      this.headerOpen = true;
      return;
    }
    const first = FIRST.exec(line);
    if (first) {
      const name = [...this.nameParts, first[1]!].join(' ');
      this.nameParts = [];
      this.pending = { name, samples: Number(first[2]), line: lineNo };
      return;
    }
    if (line !== '' && !line.startsWith(' ') && !this.headerOpen) {
      this.nameParts.push(line);
      return;
    }
    this.nameParts = [];
    const stats = STATS.exec(line);
    if (stats && this.pending) this.addPending(stats, lineNo);
  }

  private rule(): void {
    this.nameParts = [];
    if (this.headerOpen) {
      this.headerOpen = false;
      return;
    }
    if (this.title) {
      if (this.title.length > 0) this.testCase = this.title.join(' ');
      this.title = undefined;
      return;
    }
    this.title = [];
  }

  private addPending(stats: RegExpExecArray, lineNo: number): void {
    const [mean, low, high] = [
      catch2Ns(stats[1]!, stats[2]!),
      catch2Ns(stats[3]!, stats[4]!),
      catch2Ns(stats[5]!, stats[6]!),
    ];
    const { name, samples } = this.pending!;
    this.pending = undefined;
    if (mean === undefined || low === undefined || high === undefined) {
      this.problem(lineNo, `benchmark "${name}": cannot read the mean line`);
      return;
    }
    this.collector.add({ suite: this.testCase, name, params: {} }, [
      { unit: 'ns', summary: { center: mean, low, high, n: samples, confidence: 0.95 } },
    ]);
  }

  finish(): ParsedFile {
    if (this.pending)
      this.problem(
        this.pending.line,
        `benchmark "${this.pending.name}": no mean line after it (output cut short?)`,
      );
    if (this.collector.size === 0)
      this.problem(
        0,
        this.sawHeader ? 'Catch2 output with no benchmark results' : 'no Catch2 benchmark table',
      );
    return {
      context: { tool: { name: 'catch2' } },
      ...this.collector.collected(this.file, this.problems),
    };
  }

  private problem(line: number, message: string): void {
    this.problems.push({ file: this.file, line, message });
  }
}
