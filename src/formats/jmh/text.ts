import type { Context, Problem } from '../../model/results.js';
import { JmhRunLog } from './log.js';
import { clip, DecimalSeparator } from './numbers.js';
import { parseTableHeader, parseTableRow, type TableLayout, type TableRow } from './table.js';
import { mergeTableAndLog } from './text-merge.js';
import type { LineFormat, LineParser, ParsedFile, Sniff } from '../types.js';

// JMH's human-readable output: the run log (headers, iteration lines,
// failures) followed by the summary table. Either part alone is read too: a
// pasted table gives summaries only; a log cut short before its table gives
// the iteration samples under the full benchmark names.
//
// Identity: suite is the class as the table prints it, which JMH may shorten
// ("c.e.bench.Foo" when packages differ, "Foo" when all share one package);
// threads are not in the table, so procs stays unset.

/** Lines longer than this are no JMH output; regexes never see them. */
const MAX_LINE = 64 * 1024;

class JmhTextParser implements LineParser {
  private readonly decimals = new DecimalSeparator();
  private readonly log: JmhRunLog;
  private readonly problems: Problem[] = [];
  private readonly rows: TableRow[] = [];
  private layout: TableLayout | undefined;
  private sawTable = false;
  private nonBlank = 0;

  constructor(private readonly file: string) {
    this.log = new JmhRunLog(file, this.decimals);
  }

  push(line: string, lineNo: number): void {
    if (line.trim() !== '') this.nonBlank++;
    if (line.length > MAX_LINE) {
      if (this.layout || line.startsWith('Iteration '))
        this.problem(lineNo, `line of ${line.length} characters is too long to be a JMH result`);
      return;
    }
    if (this.layout) {
      this.pushRow(line, lineNo);
      return;
    }
    const layout = parseTableHeader(line);
    if (layout) {
      this.layout = layout;
      this.sawTable = true;
      return;
    }
    this.log.push(line, lineNo);
  }

  private pushRow(line: string, lineNo: number): void {
    if (line.trim() === '') {
      this.layout = undefined;
      return;
    }
    const row = parseTableRow(line, lineNo, this.layout!, this.decimals);
    if (typeof row === 'string')
      this.problem(lineNo, `cannot read the table row "${clip(line.trim(), 80)}": ${row}`);
    else this.rows.push(row);
  }

  finish(): ParsedFile {
    this.log.finish();
    const merged = mergeTableAndLog(this.file, this.rows, this.log.runs.values(), this.sawTable);
    const problems = [...this.log.problems, ...this.problems, ...merged.problems].sort(
      (a, b) => a.line - b.line,
    );
    if (this.nonBlank === 0)
      problems.push({ file: this.file, line: 0, message: 'empty input: no JMH output' });
    else if (!this.sawTable && !this.log.sawHeader) {
      problems.push({
        file: this.file,
        line: 0,
        message: 'no JMH output found: neither a "# JMH version:" header nor a summary table',
      });
    }
    return { context: this.context(), benchmarks: merged.benchmarks, problems };
  }

  private context(): Context {
    const { jmhVersion, ...vm } = this.log.facts;
    const context: Context = {
      tool: { name: 'jmh', ...(jmhVersion !== undefined ? { version: String(jmhVersion) } : {}) },
      ...vm,
    };
    if (Object.keys(this.log.config).length > 0) context.jmh = { ...this.log.config };
    return context;
  }

  private problem(line: number, message: string): void {
    this.problems.push({ file: this.file, line, message });
  }
}

function detect(sniff: Sniff): number {
  if (/^# JMH version: /m.test(sniff.head)) return 0.95;
  if (/^Benchmark {2,}.*\bMode +Cnt +Score +Error +Units *$/m.test(sniff.head)) return 0.9;
  if (/^(?:# Warmup )?Iteration +\d+: /m.test(sniff.head)) return 0.5;
  return 0;
}

export const jmhTextFormat: LineFormat = {
  kind: 'lines',
  name: 'jmh-text',
  detect,
  start: (file) => new JmhTextParser(file),
};
