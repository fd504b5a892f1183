import { BenchmarkCollector } from '../model/collector.js';
import type { Problem, Summary } from '../model/results.js';
import type { LineFormat, LineParser, ParsedFile, Sniff } from './types.js';

// Rust's built-in bench harness (libtest, `#[bench]` on nightly or with
// RUSTC_BOOTSTRAP=1), as `cargo bench` prints it:
//        Running benches/strings.rs (target/release/deps/strings-916b5158c4ce069f)   <- stderr
//   running 4 tests
//   test format_number      ... bench:          29.75 ns/iter (+/- 1.75)
//   test sorting::sort_1000 ... bench:       4,864.70 ns/iter (+/- 132.06) = 822 MB/s
//   test text::maybe_panics ... FAILED
//   test sorting::sort_ignored ... ignored, kept out of the default run on purpose
//   test result: ok. 0 passed; 0 failed; 2 ignored; 3 measured; 0 filtered out; finished in 3.47s
// Rust before 1.77 printed whole ns ("1,234 ns/iter (+/- 56)"); Criterion.rs's
// `--output-format bencher` prints the same shape with its median and
// standard deviation, in the unit of the benchmark's measurement: a custom
// one prints its own ("bench: 469 MS/s/iter (+/- 107)"), kept as "MS/s".
//
// name: as printed (module path included). suite: the bench target, from the
// binary in cargo's `Running` line (on stderr, so only when it was logged);
// "" otherwise. Note: targets are needed to tell apart two benches with the
// same path in different bench targets, and the module path is part of the
// name already.
// Note: libtest prints the median of its samples and, after "+/-", the range
// (max - min) of its winsorized samples, not a confidence interval; the
// summary keeps it as [median - range, median + range] (low clamped at 0)
// with n and confidence NaN. `= N MB/s` (when the bench sets b.bytes) is the
// median's throughput, a second metric with no spread.

const MAX_LINE = 4096;
const NUMBER = '([0-9][0-9,]{0,30}(?:\\.[0-9]{1,20})?)';
// A unit starts with a letter; a custom one may hold digits, "/" and "%" ("MS/s", "s/2").
const UNIT = '([A-Za-z\\u00b5\\u03bc][A-Za-z0-9\\u00b5\\u03bc/%]{0,19})';
const RESULT = new RegExp(
  `^bench: {0,40}${NUMBER} ${UNIT}/iter \\(\\+/- ${NUMBER}\\)(?: = ${NUMBER} MB/s)?$`,
);
const RUNNING_TESTS = /^running ([0-9]{1,9}) (?:tests?|benchmarks?)$/;
const MEASURED = /; ([0-9]{1,9}) measured;/;
const RUNNING_TARGET = /^ {0,16}Running (.{1,2000})$/;
const PANIC = /^thread '[^']{0,200}'.{0,40} panicked at /;
const ERROR = /^error(?:\[E[0-9]{1,5}\])?: /;
// eslint-disable-next-line no-control-regex
const BINARY = /[\x00-\x08\x0b\x0c\x0e-\x1a\x1c-\x1f\ufffd]/;

export const libtestFormat: LineFormat = {
  kind: 'lines',
  name: 'libtest',
  detect,
  start: (file) => new LibtestParser(file),
};

interface Section {
  line: number;
  measured: number;
}

class LibtestParser implements LineParser {
  private readonly collector = new BenchmarkCollector();
  private readonly problems: Problem[] = [];
  private suite = '';
  /** The open "running N tests" block, whose `test result:` line is still to come. */
  private section: Section | undefined;
  /** A panic's problem, waiting for the message Rust prints on the next line. */
  private panic: Problem | undefined;
  /** The line of cargo's last `Running` line, until output of that target follows. */
  private targetLine: number | undefined;
  private sawText = false;

  constructor(private readonly file: string) {}

  push(raw: string, lineNo: number): void {
    const panic = this.panic;
    this.panic = undefined;
    if (raw.trim() !== '') this.sawText = true;
    if (raw.length > MAX_LINE) {
      if (raw.startsWith('test '))
        this.problem(lineNo, `line of ${raw.length} characters is too long for a libtest result`);
      return;
    }
    if (BINARY.test(raw)) return this.problem(lineNo, 'binary data, not text output');
    const line = raw.trimEnd();
    if (line.startsWith('test result: ')) return this.closeSection(line, lineNo);
    if (line.startsWith('test ')) {
      this.targetLine = undefined;
      return this.readTest(line, lineNo);
    }
    const running = RUNNING_TESTS.exec(line);
    if (running) {
      this.targetLine = undefined;
      return this.openSection(lineNo);
    }
    const target = RUNNING_TARGET.exec(line);
    if (target) {
      this.suite = targetName(target[1]);
      this.targetLine = lineNo;
      return;
    }
    if (PANIC.test(line) || ERROR.test(line)) {
      this.problem(lineNo, clip(line, 300));
      if (PANIC.test(line)) this.panic = this.problems[this.problems.length - 1];
      return;
    }
    if (panic && line.trim() !== '') panic.message = clip(`${panic.message} ${line.trim()}`, 500);
    else if (panic) this.panic = panic;
  }

  finish(): ParsedFile {
    if (this.section)
      this.problem(this.section.line, 'no `test result:` line after these tests (output cut short?)');
    if (this.targetLine !== undefined) {
      this.problem(
        this.targetLine,
        'cargo ran this bench target but no test output followed (output cut short, or it crashed?)',
      );
    }
    this.section = undefined;
    this.targetLine = undefined;
    if (this.collector.size === 0) {
      this.problem(
        0,
        this.sawText ? 'libtest output with no benchmark results' : 'empty input: no libtest bench results',
      );
    }
    return {
      context: { tool: { name: 'libtest' } },
      ...this.collector.collected(this.file, this.problems),
    };
  }

  private readTest(line: string, lineNo: number): void {
    const at = line.indexOf(' ... ', 5);
    const bare = at < 0 && line.endsWith(' ...');
    if (at < 0 && !bare) return this.problem(lineNo, `unrecognized libtest line: ${clip(line)}`);
    const name = line.slice(5, bare ? line.length - 4 : at).trim();
    const outcome = bare ? '' : line.slice(at + 5).trim();
    if (
      outcome === 'ok' ||
      outcome.startsWith('ok ') ||
      outcome === 'ignored' ||
      outcome.startsWith('ignored,')
    )
      return;
    if (outcome.startsWith('FAILED'))
      return this.problem(lineNo, `benchmark ${JSON.stringify(clip(name))} FAILED`);
    if (!outcome.startsWith('bench:')) {
      const what =
        outcome === '' ? 'no outcome (output cut short?)' : `an unrecognized outcome: ${clip(outcome)}`;
      return this.problem(lineNo, `libtest line for ${JSON.stringify(clip(name))} has ${what}`);
    }
    const m = RESULT.exec(outcome);
    if (!m)
      return this.problem(
        lineNo,
        `could not read libtest result of ${JSON.stringify(clip(name))}: ${clip(outcome)}`,
      );
    this.addResult(name, m);
    if (this.section) this.section.measured++;
  }

  private addResult(name: string, m: RegExpExecArray): void {
    const median = Number(m[1].replace(/,/g, ''));
    const range = Number(m[3].replace(/,/g, ''));
    const summary: Summary = {
      center: median,
      low: Math.max(0, median - range),
      high: median + range,
      n: NaN,
      confidence: NaN,
    };
    // A unit that is a rate already ("MS/s") is the unit of the value; "ns" is per iteration.
    const unit = m[2].includes('/') ? m[2] : `${m[2]}/iter`;
    const values = [{ unit, samples: [], summary }];
    if (m[4] !== undefined) {
      const mbs = Number(m[4].replace(/,/g, ''));
      values.push({
        unit: 'MB/s',
        samples: [],
        summary: { center: mbs, low: mbs, high: mbs, n: NaN, confidence: NaN },
      });
    }
    this.collector.add({ suite: this.suite, name, params: {} }, values);
  }

  private openSection(lineNo: number): void {
    if (this.section)
      this.problem(this.section.line, 'no `test result:` line after these tests (output cut short?)');
    this.section = { line: lineNo, measured: 0 };
  }

  /** libtest's count of measured benchmarks must match the results read, or some were lost. */
  private closeSection(line: string, lineNo: number): void {
    const section = this.section;
    this.section = undefined;
    const measured = MEASURED.exec(line);
    if (!measured) return this.problem(lineNo, `could not read libtest summary: ${clip(line)}`);
    const read = section?.measured ?? 0;
    if (section && Number(measured[1]) !== read) {
      this.problem(lineNo, `libtest measured ${measured[1]} benchmarks but ${read} results were read`);
    }
  }

  private problem(line: number, message: string): void {
    this.problems.push({ file: this.file, line, message });
  }
}

/**
 * The bench target from cargo's `Running <what> (<binary>)`: the binary's
 * name without cargo's "-<16 hex>" hash and ".exe" ("strings" from
 * target/release/deps/strings-916b5158c4ce069f). Older cargo printed only
 * the binary, sometimes in backquotes with arguments.
 */
function targetName(what: string): string {
  let binary = what.trim();
  const open = binary.lastIndexOf('(');
  if (binary.endsWith(')') && open >= 0) binary = binary.slice(open + 1, -1);
  binary = binary.replace(/`/g, '').split(' ')[0];
  const base = binary.slice(Math.max(binary.lastIndexOf('/'), binary.lastIndexOf('\\')) + 1);
  return base.replace(/\.exe$/, '').replace(/-[0-9a-f]{16}$/, '');
}

function clip(text: string, max = 120): string {
  return text.length <= max ? text : `${text.slice(0, max)}...`;
}

function detect(sniff: Sniff): number {
  let running = false;
  for (const line of sniff.head.split('\n', 5000)) {
    if (line.length > MAX_LINE) continue;
    if (RUNNING_TESTS.test(line.trimEnd())) running = true;
    // A harness that ran and measured nothing is still libtest's: say so rather than "unknown format".
    if (running && line.startsWith('test result: ') && MEASURED.test(line)) return 0.3;
    if (!line.startsWith('test ')) continue;
    const at = line.indexOf(' ... ', 5);
    if (at > 0 && RESULT.test(line.slice(at + 5).trim())) return 0.9;
  }
  return 0;
}
