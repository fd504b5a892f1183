import { BenchmarkCollector } from '../../model/collector.js';
import type { Problem, Summary } from '../../model/results.js';
import { identityOfId } from './identity.js';
import {
  BINARY,
  clip,
  findBracket,
  isFailure,
  isPanic,
  isKnownNoise,
  isPercentTriple,
  isVerdict,
  looksLikePercents,
  piecesOfLine,
  readOutlierTotal,
  readProgress,
  readThroughputs,
  readTimes,
  type Bracketed,
} from './text-lines.js';
import { CRITERION_DEFAULT_CONFIDENCE, CRITERION_TIME_UNIT, THROUGHPUT_UNIT } from './units.js';
import type { LineFormat, LineParser, ParsedFile, Sniff } from '../types.js';

// The console report of Criterion.rs (`cargo bench` with criterion), on stdout:
//   checksum/adler32/64     time:   [142.40 ns 143.09 ns 143.75 ns]
//                           thrpt:  [424.60 MiB/s 426.54 MiB/s 428.60 MiB/s]
//                    change:
//                           time:   [−1.2% +0.3% +1.9%] (p = 0.65 > 0.05)
//                           thrpt:  [...]
//                           No change in performance detected.
//   Found 2 outliers among 10 measurements (20.00%)
// An id longer than 23 characters is printed on a line of its own, above its
// `time:` line. Progress ("Benchmarking <id>: Collecting 10 samples in ...")
// goes to stderr and may be interleaved when both streams are logged.
//
// The text gives a summary only: [low center high] is the confidence interval
// of Criterion's typical estimate (the slope of the linear regression, or the
// mean with flat sampling).
// Note: the confidence level is not printed; 0.95 is Criterion's default and
// is assumed. The sample count is not printed on stdout either: it is taken
// from the "Collecting N samples" progress line or the "Found N outliers
// among M measurements" line when the output has one, and is NaN otherwise.
// `change:` blocks compare with Criterion's own saved baseline; benchgate
// does its own comparison, so they are checked for form and not kept.

/** Longer lines are never Criterion results; capping keeps every match cheap. */
const MAX_LINE = 4096;

export const criterionTextFormat: LineFormat = {
  kind: 'lines',
  name: 'criterion-text',
  detect,
  start: (file) => new CriterionTextParser(file),
};

interface Current {
  id: string;
  summaries: Summary[];
}

class CriterionTextParser implements LineParser {
  private readonly collector = new BenchmarkCollector();
  private readonly problems: Problem[] = [];
  /** The previous line, when it was unrecognized: the id of a long-id result. */
  private previous: string | undefined;
  /** The benchmark whose `time:` line was just read; `thrpt:` lines join it. Null after a bad `time:` line. */
  private current: Current | null | undefined;
  private readonly sampleCounts = new Map<string, number>();
  /** Benchmarks that started (progress lines) and have no result yet, with the line they started on. */
  private readonly started = new Map<string, number>();
  /** A panic's problem, waiting for the message Rust prints on the next line. */
  private panic: Problem | undefined;
  private sawText = false;
  /** The line of a `change:` block whose verdict line has not come yet. */
  private changeLine: number | undefined;

  constructor(private readonly file: string) {}

  push(raw: string, lineNo: number): void {
    if (raw.length > MAX_LINE) {
      if (raw.includes('time:') || raw.includes('thrpt:'))
        this.problem(lineNo, `line of ${raw.length} characters is too long for a Criterion result`);
      this.previous = undefined;
      this.current = undefined;
      return;
    }
    if (BINARY.test(raw)) {
      this.problem(lineNo, 'binary data, not text output');
      this.previous = undefined;
      return;
    }
    if (raw.trim() !== '') this.sawText = true;
    for (const piece of piecesOfLine(raw)) this.readLine(piece.trimEnd(), lineNo);
  }

  finish(): ParsedFile {
    for (const [id, lineNo] of this.started) {
      this.problem(
        lineNo,
        `benchmark ${JSON.stringify(clip(id))} started but printed no result (it failed, or the output was cut short)`,
      );
    }
    this.started.clear();
    this.closeChange();
    if (this.collector.size === 0) {
      this.problem(0, this.sawText ? 'no Criterion results found' : 'empty input: no Criterion results');
    }
    return {
      context: { tool: { name: 'criterion' } },
      ...this.collector.collected(this.file, this.problems),
    };
  }

  private readLine(line: string, lineNo: number): void {
    const previous = this.previous;
    this.previous = undefined;
    if (line.trim() === '') return;
    const panic = this.panic;
    this.panic = undefined;
    const bracket = findBracket(line);
    if (bracket) return this.readBracket(bracket, previous, lineNo);
    if (line.trim() === 'change:') {
      this.changeLine ??= lineNo;
      return;
    }
    if (isVerdict(line)) {
      this.changeLine = undefined;
      return;
    }
    const progress = readProgress(line);
    if (progress) return this.readProgressLine(progress, lineNo);
    const total = readOutlierTotal(line);
    if (total !== undefined) {
      if (Number.isNaN(total)) this.problem(lineNo, `could not read Criterion outlier line: ${clip(line)}`);
      else this.setSampleCount(total);
      return;
    }
    if (isKnownNoise(line)) return;
    this.current = undefined;
    if (isFailure(line)) {
      this.problem(lineNo, clip(line.trim(), 300));
      if (isPanic(line)) this.panic = this.problems[this.problems.length - 1];
      return;
    }
    if (panic) {
      panic.message = clip(`${panic.message} ${line.trim()}`, 500);
      return;
    }
    this.previous = line;
  }

  private readBracket(b: Bracketed, previous: string | undefined, lineNo: number): void {
    if (b.tokens === undefined) {
      this.problem(lineNo, `Criterion ${b.label}: line has no closing "]" (output cut short?)`);
      if (b.label === 'time' && b.before.trim() !== '') this.current = null;
      return;
    }
    if (b.label === 'change' || looksLikePercents(b.tokens)) {
      this.changeLine ??= lineNo;
      if (!isPercentTriple(b.tokens))
        this.problem(lineNo, `could not read Criterion change [${clip(b.tokens.join(' '))}]`);
      return;
    }
    if (b.label === 'time') return this.readTime(b.tokens, b.before.trim() || previous?.trim(), lineNo);
    this.readThroughput(b.tokens, lineNo);
  }

  private readTime(tokens: string[], id: string | undefined, lineNo: number): void {
    this.closeChange();
    if (id === undefined || id === '') {
      this.problem(lineNo, 'Criterion time: line without a benchmark id before it');
      this.current = null;
      return;
    }
    this.started.delete(id);
    const times = readTimes(tokens);
    if (!times) {
      this.problem(
        lineNo,
        `could not read Criterion time of ${JSON.stringify(clip(id))}: [${clip(tokens.join(' '))}]`,
      );
      this.current = null;
      return;
    }
    const summary: Summary = {
      ...times,
      n: this.sampleCounts.get(id) ?? NaN,
      confidence: CRITERION_DEFAULT_CONFIDENCE,
    };
    this.collector.add(identityOfId(id), [{ unit: CRITERION_TIME_UNIT, samples: [], summary }]);
    this.current = { id, summaries: [summary] };
  }

  private readThroughput(tokens: string[], lineNo: number): void {
    const current = this.current;
    if (!current) {
      const why = current === null ? 'whose time: line could not be read' : 'after no time: line';
      this.problem(lineNo, `Criterion thrpt: line ${why}: [${clip(tokens.join(' '))}]`);
      return;
    }
    const thrpt = readThroughputs(tokens);
    if (!thrpt) {
      this.problem(
        lineNo,
        `could not read Criterion throughput of ${JSON.stringify(clip(current.id))}: [${clip(tokens.join(' '))}]`,
      );
      return;
    }
    const summary: Summary = {
      low: thrpt.low,
      center: thrpt.center,
      high: thrpt.high,
      n: current.summaries[0].n,
      confidence: CRITERION_DEFAULT_CONFIDENCE,
    };
    this.collector.add(identityOfId(current.id), [
      { unit: THROUGHPUT_UNIT[thrpt.kind], samples: [], summary },
    ]);
    current.summaries.push(summary);
  }

  private readProgressLine(
    progress: { id: string; samples?: number; noResult: boolean },
    lineNo: number,
  ): void {
    this.current = undefined;
    if (progress.samples !== undefined) this.sampleCounts.set(progress.id, progress.samples);
    if (progress.noResult) this.started.delete(progress.id);
    else if (!this.started.has(progress.id)) this.started.set(progress.id, lineNo);
  }

  /** The outlier line follows a result and tells its sample count. */
  private setSampleCount(n: number): void {
    if (this.current) for (const s of this.current.summaries) s.n = n;
  }

  /** Criterion ends every change block with a verdict; a block without one was cut short. */
  private closeChange(): void {
    if (this.changeLine === undefined) return;
    this.problem(this.changeLine, 'Criterion change: block without its verdict line (output cut short?)');
    this.changeLine = undefined;
  }

  private problem(line: number, message: string): void {
    this.problems.push({ file: this.file, line, message });
  }
}

const RESULT_LINE = /time: {1,40}\[[0-9.]{1,20} (?:ps|ns|\u00b5s|\u03bcs|us|ms|s) /;

function detect(sniff: Sniff): number {
  let progress = false;
  for (const line of sniff.head.split('\n', 2000)) {
    if (line.length > MAX_LINE) continue;
    if (RESULT_LINE.test(line)) return 0.9;
    if (/^Benchmarking .{1,200}: (?:Warming up for|Collecting|Analyzing)/.test(line)) progress = true;
  }
  return progress ? 0.6 : 0;
}
