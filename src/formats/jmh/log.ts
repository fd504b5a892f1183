import type { Problem } from '../../model/results.js';
import { modeOfLongLabel, parseParameterList } from './names.js';
import { clip, DecimalSeparator, readScore } from './numbers.js';

// The run log JMH prints before its summary table (runner/format/TextReportFormat):
//
//   # JMH version: 1.37
//   # VM version: JDK 17.0.15, OpenJDK 64-Bit Server VM, 17.0.15+6-Debian-1deb12u1
//   # Benchmark mode: Throughput, ops/time
//   # Benchmark: com.example.bench.WriterBenchmark.writeBlock
//   # Parameters: (itemCount = 10, itemSize = 16)
//   # Fork: 1 of 2
//   # Warmup Iteration   1: 3452.159 ops/ms
//   Iteration   1: 2884.343 ops/ms
//                    gc.alloc.rate.norm: 56.003 B/op
//   Iteration   2: <failure>
//
// Measurement iterations are the raw samples the table summarizes; warmup
// iterations and warmup forks are not. A benchmark that throws prints
// "<failure>" and a stack trace, and JMH goes on with the next one.

/** Values of one metric of one run, in the order measured. */
export interface LoggedMetric {
  unit: string;
  samples: number[];
  /** First line whose value was printed as "≈ 10ᵖ". */
  approximateLine?: number;
}

export interface LoggedRun {
  /** Full benchmark name from "# Benchmark:". */
  benchmark: string;
  params: Record<string, string>;
  mode?: string;
  /** Line of the "# Benchmark:" header. */
  line: number;
  primary?: LoggedMetric;
  /** By secondary label as printed ("gc.alloc.rate.norm", "·gc.count"). */
  secondary: Map<string, LoggedMetric>;
  failed: boolean;
}

interface Header {
  benchmark?: string;
  line: number;
  params: Record<string, string>;
  mode?: string;
}

const ITERATION = /^(# Warmup )?Iteration +(\d{1,9}): (.*)$/;
const SECONDARY = /^ {4,}([^\s:][^:]{0,200}): +(\S.*)$/;
const FORK = /^# (Warmup )?Fork: (?:\d+ of (\d+)|N\/A)/;
const VM_FAILURE =
  /^<(forked VM failed with exit code -?\d+|failed to invoke the VM.*|host VM has been interrupted.*)>$/;
const ITERATION_COUNT = /^(\d+) iterations?, (.+?) each/;

/** Reads the log part of JMH's text output, line by line. */
export class JmhRunLog {
  readonly problems: Problem[] = [];
  readonly runs = new Map<string, LoggedRun>();
  /** Context facts from the first benchmark's header. */
  readonly facts: Record<string, string | number> = {};
  readonly config: Record<string, string | number> = {};
  sawHeader = false;
  private header: Header = { line: 0, params: {} };
  private warmupFork = false;
  private lastIteration: LoggedRun | undefined;
  private fork: string | undefined;
  private pendingFailure: { run: LoggedRun | undefined; line: number; where: string } | undefined;

  constructor(
    private readonly file: string,
    private readonly decimals: DecimalSeparator,
  ) {}

  /** Takes one line; returns false when the line is not part of the run log. */
  push(line: string, lineNo: number): boolean {
    if (this.pendingFailure && line.trim() !== '') {
      // The first line after "<failure>" names the exception, unless output moved on.
      const isReason = !line.startsWith('#') && !line.startsWith('Iteration ');
      this.flushFailure(isReason ? line.trim() : undefined);
      if (isReason) return true;
    }
    if (this.lastIteration) {
      const m = SECONDARY.exec(line);
      if (m) {
        this.addSecondary(this.lastIteration, m[1], m[2], lineNo);
        return true;
      }
      this.lastIteration = undefined;
    }
    if (line.startsWith('# ')) return this.pushHeader(line, lineNo);
    if (line.startsWith('Iteration ')) return this.pushIteration(line, lineNo);
    const vm = VM_FAILURE.exec(line);
    if (vm) {
      this.pendingFailure = { run: this.currentRun(), line: lineNo, where: 'its forked VM' };
      this.flushFailure(vm[1]);
      return true;
    }
    return false;
  }

  /** Reports a "<failure>" whose reason never came (output cut short). */
  finish(): void {
    if (this.pendingFailure) this.flushFailure(undefined);
  }

  private pushHeader(line: string, lineNo: number): boolean {
    const colon = line.indexOf(': ');
    const key = colon < 0 ? line.slice(2) : line.slice(2, colon);
    const value = colon < 0 ? '' : line.slice(colon + 2);
    switch (key) {
      case 'JMH version':
        this.sawHeader = true;
        this.header = { line: lineNo, params: {} };
        this.fork = undefined;
        this.facts.jmhVersion ??= value.trim();
        return true;
      case 'VM version':
        this.readVmVersion(value);
        return true;
      case 'Warmup':
      case 'Measurement':
        this.readIterationConfig(key === 'Warmup' ? 'warmup' : 'measurement', value);
        return true;
      case 'Threads': {
        const threads = Number.parseInt(value, 10);
        if (Number.isFinite(threads)) this.config.threads ??= threads;
        return true;
      }
      case 'Benchmark mode':
        this.header.mode = modeOfLongLabel(value);
        return true;
      case 'Benchmark':
        // "# Parameters:" follows this line when the benchmark has any.
        this.header = { ...this.header, benchmark: value.trim(), line: lineNo, params: {} };
        return true;
      case 'Parameters':
        this.readParameters(value, lineNo);
        return true;
      case 'Run progress':
        // "0,00% complete" tells a decimal-comma locale before any score does.
        if (/^\d+,\d+%/.test(value)) this.decimals.observe(',');
        else if (/^\d+\.\d+%/.test(value)) this.decimals.observe('.');
        return true;
    }
    const fork = FORK.exec(line);
    if (fork) {
      this.warmupFork = fork[1] !== undefined;
      const which = line.slice(line.indexOf(': ') + 2).split(',')[0];
      this.fork =
        fork[2] === undefined ? 'the host VM' : `${this.warmupFork ? 'warmup fork' : 'fork'} ${which}`;
      if (!this.warmupFork && fork[2] !== undefined) this.config.forks ??= Number(fork[2]);
      return true;
    }
    return line.startsWith('# Warmup Iteration') ? this.pushIteration(line, lineNo) : true;
  }

  private readVmVersion(value: string): void {
    // "JDK 17.0.15, OpenJDK 64-Bit Server VM, 17.0.15+6-Debian-1deb12u1"
    const parts = value.split(', ');
    if (parts.length < 3 || !parts[0].startsWith('JDK ')) return;
    this.facts.jdkVersion ??= parts[0].slice(4);
    this.facts.vmName ??= parts.slice(1, -1).join(', ');
    this.facts.vmVersion ??= parts[parts.length - 1];
  }

  private readIterationConfig(kind: 'warmup' | 'measurement', value: string): void {
    if (`${kind}Iterations` in this.config) return;
    if (value.trim() === '<none>') {
      this.config[`${kind}Iterations`] = 0;
      return;
    }
    const m = ITERATION_COUNT.exec(value);
    if (!m) return;
    this.config[`${kind}Iterations`] = Number(m[1]);
    this.config[`${kind}Time`] = m[2];
  }

  private readParameters(value: string, lineNo: number): void {
    const inner = value.trim().replace(/^\(/, '').replace(/\)$/, '');
    const params = parseParameterList(inner);
    if (params) this.header.params = params;
    else this.problem(lineNo, `cannot read the parameters "${clip(value)}"`);
  }

  private currentRun(): LoggedRun | undefined {
    const h = this.header;
    if (h.benchmark === undefined) return undefined;
    const key = JSON.stringify([h.benchmark, Object.entries(h.params), h.mode ?? null]);
    let run = this.runs.get(key);
    if (!run) {
      run = {
        benchmark: h.benchmark,
        params: h.params,
        mode: h.mode,
        line: h.line,
        secondary: new Map(),
        failed: false,
      };
      this.runs.set(key, run);
    }
    return run;
  }

  private pushIteration(line: string, lineNo: number): boolean {
    const m = ITERATION.exec(line);
    if (!m) {
      this.problem(lineNo, `cannot read the iteration line "${clip(line, 60)}"`);
      return true;
    }
    const warmup = m[1] !== undefined;
    const run = this.currentRun();
    if (m[3].trim() === '<failure>') {
      const fork = this.fork ? ` of ${this.fork}` : '';
      const where = `${warmup ? 'warmup ' : ''}iteration ${m[2]}${fork}`;
      this.pendingFailure = { run, line: lineNo, where };
      return true;
    }
    if (warmup || this.warmupFork) return true;
    if (!run) {
      this.problem(lineNo, 'iteration result before any "# Benchmark:" header');
      return true;
    }
    run.primary = this.addValue(run.primary, m[3], lineNo, 'iteration');
    this.lastIteration = run;
    return true;
  }

  private addSecondary(run: LoggedRun, label: string, value: string, lineNo: number): void {
    // Profilers with text results print a placeholder such as "<delayed till summary>".
    if (value.startsWith('<')) return;
    const before = run.secondary.get(label);
    const after = this.addValue(before, value, lineNo, `"${label}"`);
    if (after) run.secondary.set(label, after);
  }

  /** Adds "12.5 ops/s", "12.5 ±(99.9%) 0.3 us/op" or "≈ 10⁻⁹ s/op" to a metric. */
  private addValue(
    metric: LoggedMetric | undefined,
    text: string,
    lineNo: number,
    what: string,
  ): LoggedMetric | undefined {
    const tokens = text.trim().split(/ +/);
    const { value, used } = readScore(tokens, 0, this.decimals);
    let rest = tokens.slice(used);
    if (rest[0] === '±(99.9%)') rest = rest.slice(2);
    if (value.kind === 'invalid' || rest.length !== 1) {
      this.problem(
        lineNo,
        `cannot read the ${what} value "${clip(text, 60)}"${value.kind === 'invalid' ? `: ${value.reason}` : ''}`,
      );
      return metric;
    }
    const unit = rest[0];
    const target = metric ?? { unit, samples: [] };
    if (target.unit !== unit) {
      this.problem(
        lineNo,
        `${what} unit ${unit} differs from ${target.unit} earlier in this benchmark; value left out`,
      );
      return target;
    }
    if (value.kind === 'approximate' && value.power !== undefined) {
      target.approximateLine ??= lineNo;
    } else if (!Number.isFinite(value.value)) {
      this.problem(lineNo, `${what} value ${tokens[0]} is not a finite number; left out`);
    } else {
      target.samples.push(value.value);
    }
    return target;
  }

  private flushFailure(reason: string | undefined): void {
    const f = this.pendingFailure!;
    this.pendingFailure = undefined;
    if (!f.run) {
      this.problem(
        f.line,
        `a benchmark failed before any "# Benchmark:" header${reason ? `: ${reason}` : ''}`,
      );
      return;
    }
    if (f.run.failed) return;
    f.run.failed = true;
    const params = Object.entries(f.run.params).map(([k, v]) => `${k}=${v}`);
    const label = `${f.run.benchmark}${params.length ? ` [${params.join(' ')}]` : ''}${f.run.mode ? ` (${f.run.mode})` : ''}`;
    this.problem(f.line, `benchmark ${label} failed in ${f.where}${reason ? `: ${clip(reason, 200)}` : ''}`);
  }

  private problem(line: number, message: string): void {
    this.problems.push({ file: this.file, line, message });
  }
}
