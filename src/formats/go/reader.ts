// Reads the text of one go test stream line by line: the Go benchmark format
// plus what go test prints around it (-v progress lines, benchmark stdout,
// --- FAIL/SKIP/BENCH blocks, panics, PASS/FAIL/ok lines).
import type { Problem } from '../../model/results.js';
import {
  benchmarkNameOf,
  clip,
  hasBinaryData,
  isCrashLine,
  isIterationCount,
  MAX_GO_LINE,
  parseConfigLine,
  parsePackageSummary,
  parseResultFields,
  parseStatusLine,
  matchPlainResult,
  PlainResultMatcher,
  parseUnitLine,
  splitFields,
  type GoValue,
  type PlainResult,
} from './line.js';
import type { GoResultSink } from './results.js';
import type { InputEnd, LineRun } from '../types.js';

/** A benchmark name still waiting for its numbers. */
interface Pending {
  name: string;
  line: number;
  /** Why the text after the name was not a result; a problem unless numbers follow. */
  error?: string;
}

export interface GoReaderOptions {
  /** Suite of every result (test2json's Package); otherwise `pkg:` lines set it. */
  suite?: string;
  /** Report output that stops inside a go test run (after goos:/pkg:, before PASS/ok/FAIL). */
  checkEnding: boolean;
}

function isPlainResult(values: GoValue[] | PlainResult): values is PlainResult {
  return 'index' in values;
}

const HEADER_KEYS = new Set(['goos', 'goarch', 'pkg', 'cpu']);
const EXIT_STATUS = /^exit status \d+$/;
/** Sub-benchmark levels tracked for failed parents; real ones nest a few deep. */
const MAX_NESTING = 16;

export class GoStreamReader {
  private suite: string;
  private readonly fixedSuite: boolean;
  /** Set by a bare `BenchmarkX` (-v) or a name followed by the benchmark's own output. */
  private pending?: Pending;
  /** The benchmark most recently named in this section, blamed for a crash. */
  private current?: string;
  /** Inside a panic trace, until go test reports the exit. */
  private crashed = false;
  /** First indented log line since the last benchmark or status line (-v logs precede --- FAIL). */
  private lastLog?: string;
  /** A FAIL or SKIP problem whose reason may be on the next, indented line. */
  private awaitingReason?: Problem;
  /** Benchmarks with a failed sub-benchmark in this section: their own FAIL adds nothing. */
  private readonly failedParents = new Set<string>();
  private sectionProblems = 0;
  /** Between a go test header and its PASS/FAIL/ok line. */
  private open = false;
  private lastLine = 0;
  /** Package of a `# pkg` compiler header just read, waiting for its first message. */
  private buildHeader?: string;
  /** First compiler message per package, for its `FAIL pkg [build failed]` line. */
  private readonly buildErrors = new Map<string, string>();
  private readonly plainLines = new PlainResultMatcher();
  /** The latest result, held back one line: if the output stops right after it, it may be cut. */
  private held?: { suite: string; name: string; values: GoValue[] | PlainResult; line: number };

  constructor(
    private readonly sink: GoResultSink,
    private readonly options: GoReaderOptions,
  ) {
    this.suite = options.suite ?? '';
    this.fixedSuite = options.suite !== undefined;
  }

  push(line: string, lineNo: number): void {
    this.lastLine = lineNo;
    this.commitHeld();
    const reasonFor = this.awaitingReason;
    this.awaitingReason = undefined;
    // Most lines of a benchmark file are plain results: read them in one pass.
    const plain = this.crashed || line.length > MAX_GO_LINE ? null : matchPlainResult(line);
    if (plain !== null) {
      this.lastLog = undefined;
      this.flushPending();
      this.holdPlainResult(plain, lineNo);
      return;
    }
    if (line.length > MAX_GO_LINE) {
      this.problem(lineNo, `line of ${line.length} characters not parsed (limit ${MAX_GO_LINE})`);
      return;
    }
    if (hasBinaryData(line)) {
      this.problem(lineNo, 'binary data (control characters) ignored');
      return;
    }
    if (this.crashed) {
      if (!this.endsCrash(line)) return;
      this.crashed = false;
    }
    const name = benchmarkNameOf(line);
    if (name !== undefined) return this.onBenchmarkLine(line, name, lineNo);
    const status = parseStatusLine(line);
    if (status) return this.onStatus(status.status, status.name, lineNo);
    if (/^\s/.test(line)) return this.onIndented(line, lineNo, reasonFor);
    this.onOtherLine(line, lineNo);
  }

  /**
   * The fast path (LineParser.takeLines): the run of plain result lines that
   * starts at `start`, each read as push() reads one, the last held back as
   * push() holds it. Stops before anything else, a crash being read, or a
   * line over MAX_GO_LINE.
   */
  takePlainLines(text: string, start: number, lineNo: number): LineRun {
    let m = this.crashed ? null : this.plainLines.matchAt(text, start);
    if (m === null || m[0].length > MAX_GO_LINE) return { lines: 0, end: start };
    this.commitHeld();
    this.awaitingReason = undefined;
    this.lastLog = undefined;
    this.flushPending();
    let lines = 0;
    let end = start;
    for (;;) {
      lines++;
      end += m[0].length;
      const next = this.plainLines.matchAt(text, end);
      if (next === null || next[0].length > MAX_GO_LINE) break;
      this.sink.addPlainResult(this.suite, m);
      m = next;
    }
    this.lastLine = lineNo + lines - 1;
    this.holdPlainResult(m, this.lastLine);
    return { lines, end };
  }

  /** A plain result names the running benchmark and is held back one line, like every result. */
  private holdPlainResult(m: PlainResult, lineNo: number): void {
    this.current = m[1];
    this.held = { suite: this.suite, name: m[1]!, values: m, line: lineNo };
  }

  /**
   * End of input: a name still waiting for numbers, and output cut short.
   * As golang.org/x/perf/benchfmt reads it, a last line that ended with its
   * newline is complete and recorded, whether or not a PASS/ok line follows
   * (Go's own benchmark tools write none); only a last line without its
   * newline may have been cut mid-number, and is held back with a problem.
   */
  end(input?: InputEnd): void {
    this.flushPending();
    const cut = this.options.checkEnding && this.open && input?.complete !== true;
    if (cut && this.held) {
      this.problem(
        this.held.line,
        `${clip(this.held.name)}: result on the last line not recorded: the output stops there and may have cut it`,
      );
      this.held = undefined;
    }
    this.commitHeld();
    if (cut) {
      this.problem(
        this.lastLine,
        'output ends before go test finished (no PASS, FAIL or ok line); it may be truncated',
      );
    }
  }

  /** A problem about this package found outside its output (a test2json build-fail event). */
  noteProblem(): void {
    this.sectionProblems++;
  }

  private onOtherLine(line: string, lineNo: number): void {
    const header = this.buildHeader;
    this.buildHeader = undefined;
    if (line.startsWith('# ')) {
      this.buildHeader = line.slice(2).split(' ')[0];
      return;
    }
    if (header !== undefined && !this.buildErrors.has(header)) this.buildErrors.set(header, line);
    if (isCrashLine(line)) return this.onCrash(line, lineNo);
    const summary = parsePackageSummary(line);
    if (summary) return this.onSummary(summary.passed, summary.pkg, summary.rest, lineNo);
    if (line === 'PASS' || line === 'FAIL') {
      this.flushPending();
      this.open = false;
      return;
    }
    if (line.startsWith('Unit ')) {
      const unit = parseUnitLine(splitFields(line));
      if (unit) this.sink.setUnitMetadata(unit.unit, unit.pairs, lineNo);
      return;
    }
    const config = parseConfigLine(line);
    if (config) this.onConfig(config.key, config.value);
    // Anything else is output of the code under test: log text.
  }

  private onBenchmarkLine(line: string, name: string, lineNo: number): void {
    this.current = name;
    this.lastLog = undefined;
    this.flushPending();
    const rest = line.slice(name.length);
    if (rest.trim() === '') {
      this.pending = { name, line: lineNo };
      return;
    }
    // Without -v (and in test2json streams) go test prints the name before
    // running the benchmark, so its FAIL or panic can finish the line.
    const status = parseStatusLine(rest);
    if (status) return this.onStatus(status.status, status.name, lineNo);
    const after = rest.trimStart();
    if (isCrashLine(after)) return this.onCrash(after, lineNo);
    const parsed = parseResultFields(splitFields(rest));
    if (parsed.ok) this.record(name, parsed.values, lineNo);
    // Note: not a problem yet: without -v, what the benchmark prints lands
    // after its name and the numbers follow on a later line.
    else this.pending = { name, line: lineNo, error: parsed.error };
  }

  private onIndented(line: string, lineNo: number, reasonFor: Problem | undefined): void {
    const fields = splitFields(line);
    if (this.pending && isIterationCount(fields[0])) {
      const { name } = this.pending;
      this.pending = undefined;
      const parsed = parseResultFields(fields);
      if (parsed.ok) this.record(name, parsed.values, lineNo);
      else this.problem(lineNo, `${clip(name)}: ${parsed.error}`);
      return;
    }
    const text = line.trim();
    if (reasonFor && text !== '') reasonFor.message += `: ${clip(text, 200)}`;
    else if (this.lastLog === undefined && text !== '') this.lastLog = clip(text, 200);
  }

  private record(name: string, values: GoValue[], line: number): void {
    this.held = { suite: this.suite, name, values, line };
  }

  private commitHeld(): void {
    const held = this.held;
    if (held === undefined) return;
    this.held = undefined;
    if (isPlainResult(held.values)) this.sink.addPlainResult(held.suite, held.values);
    else this.sink.addResult(held.suite, held.name, held.values);
  }

  private onStatus(status: string, name: string, lineNo: number): void {
    this.flushPending();
    const reason = this.lastLog;
    this.lastLog = undefined;
    if (status !== 'FAIL' && status !== 'SKIP') return;
    if (status === 'FAIL') {
      const parentOnly = this.failedParents.has(name);
      // Bounded depth keeps a name of thousands of slashes linear.
      let depth = 0;
      for (let i = name.indexOf('/'); i > 0 && depth < MAX_NESTING; i = name.indexOf('/', i + 1), depth++) {
        this.failedParents.add(name.slice(0, i));
      }
      if (parentOnly) return;
    }
    const what = status === 'FAIL' ? `${clip(name)} failed` : `${clip(name)} was skipped`;
    const p = this.problem(lineNo, reason === undefined ? what : `${what}: ${reason}`);
    if (reason === undefined) this.awaitingReason = p;
  }

  private onCrash(line: string, lineNo: number): void {
    const who = this.pending?.name ?? this.current;
    this.flushPending();
    const crash = clip(line, 200);
    this.problem(lineNo, who === undefined ? crash : `${crash} (while ${clip(who)} was running)`);
    this.crashed = true;
  }

  private endsCrash(line: string): boolean {
    if (EXIT_STATUS.test(line) || line === 'PASS' || line === 'FAIL' || parsePackageSummary(line))
      return true;
    const config = parseConfigLine(line);
    return config !== undefined && HEADER_KEYS.has(config.key);
  }

  private onSummary(passed: boolean, pkg: string, rest: string, lineNo: number): void {
    this.flushPending();
    if (!passed && this.sectionProblems === 0) {
      const why = this.buildErrors.get(pkg);
      if (rest === '[build failed]')
        this.problem(lineNo, `package ${clip(pkg)} failed to build${why ? `: ${clip(why, 200)}` : ''}`);
      else this.problem(lineNo, `package ${clip(pkg)} failed${rest ? ` (${clip(rest)})` : ''}`);
    }
    this.newSection();
  }

  private onConfig(key: string, value: string): void {
    if (HEADER_KEYS.has(key) && !this.open) {
      this.newSection();
      this.open = true;
    }
    if (key === 'pkg' && !this.fixedSuite) this.suite = value;
    this.sink.setConfig(key, value);
  }

  private newSection(): void {
    this.open = false;
    this.sectionProblems = 0;
    this.failedParents.clear();
    this.current = undefined;
    this.lastLog = undefined;
  }

  private flushPending(): void {
    const p = this.pending;
    this.pending = undefined;
    if (p?.error !== undefined) this.problem(p.line, `${clip(p.name)}: ${p.error}`);
  }

  private problem(line: number, message: string): Problem {
    this.sectionProblems++;
    return this.sink.problem(line, message);
  }
}
