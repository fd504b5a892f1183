import { BenchmarkCollector } from '../model/collector.js';
import type { Problem } from '../model/results.js';
import type { LineFormat, LineParser, ParsedFile, Sniff } from './types.js';

// Benchmark.js prints one line per benchmark (String(benchmark), usually from
// a 'cycle' handler):
//   matrix 2 x 2 multiply x 312,281,648 ops/sec ±20.39% (5 runs sampled)
//   slow sum (2e7) x 57.47 ops/sec ±2.01% (1 run sampled)
// hz is rounded (two decimals below 100), with thousands commas; ± is the
// relative margin of error (rme) of the mean at 95% confidence. An errored
// benchmark prints "name: <error>" instead, with an empty error text for
// ordinary Error objects (Benchmark.js 2.1.4 joins only enumerable fields).

/** Longer lines are never Benchmark.js results; capping keeps every match linear. */
const MAX_LINE = 4096;
// Spaces may be repeated: reporters such as beautify-benchmark pad columns.
const RESULT_TAIL =
  /^ x +([0-9][0-9,]*(?:\.[0-9]+)?) ops\/sec +(?:±|\+\/-|\+-) ?([0-9]+(?:\.[0-9]+)?)% +\(([0-9]+) runs? sampled\)$/;
// eslint-disable-next-line no-control-regex
const ANSI_COLOR = /\x1b\[[0-9;]*m/g;
const FASTEST = /^(?:Fastest|Slowest) is /;
const UNIT = 'ops/sec';
/** Control characters other than tab and ESC (colors), or U+FFFD from bytes that were not UTF-8. */
// eslint-disable-next-line no-control-regex
const BINARY = /[\x00-\x08\x0b\x0c\x0e-\x1a\x1c-\x1f\ufffd]/;

export const benchmarkjsFormat: LineFormat = {
  kind: 'lines',
  name: 'benchmarkjs',
  detect,
  start(file: string): LineParser {
    const collector = new BenchmarkCollector();
    const problems: Problem[] = [];
    return {
      push(line, lineNo) {
        const problem = parseLine(line, collector);
        if (problem !== undefined) problems.push({ file, line: lineNo, message: problem });
      },
      finish(): ParsedFile {
        return { context: { tool: { name: 'benchmark.js' } }, ...collector.collected(file, problems) };
      },
    };
  },
};

/** Adds the line's result to the collector; returns a problem message, if any. */
function parseLine(raw: string, collector: BenchmarkCollector): string | undefined {
  const line = raw.replace(ANSI_COLOR, '').trimEnd();
  if (line.length > MAX_LINE) {
    return looksLikeResult(line) ? `line of ${line.length} characters is too long for a result` : undefined;
  }
  if (BINARY.test(line)) return 'binary data, not text output';
  if (FASTEST.test(line)) return undefined;
  // The name may itself contain " x ", so the result is what follows the last one.
  const at = line.lastIndexOf(' x ');
  if (at > 0 && line.slice(0, at).trim() !== '') {
    const m = RESULT_TAIL.exec(line.slice(at));
    if (m) return addResult(line.slice(0, at).trim(), m, collector);
  }
  if (looksLikeResult(line)) return `unrecognized Benchmark.js result: ${clip(line)}`;
  // "name: " with nothing after it is how Benchmark.js prints an errored benchmark.
  if (raw.endsWith(': ') && line.length > 1 && !line.startsWith(' ')) {
    return `benchmark ${JSON.stringify(clip(line.slice(0, -1)))} failed (Benchmark.js printed an error instead of a result)`;
  }
  return undefined;
}

function addResult(name: string, m: RegExpExecArray, collector: BenchmarkCollector): string | undefined {
  const hz = Number(m[1].replace(/,/g, ''));
  const rme = Number(m[2]) / 100;
  const runs = Number(m[3]);
  if (!Number.isFinite(hz) || !Number.isFinite(rme) || !Number.isSafeInteger(runs)) {
    return `numbers do not parse in Benchmark.js result for ${JSON.stringify(clip(name))}`;
  }
  // Note: the interval is the printed one, hz ± rme·hz. Benchmark.js computes
  // rme on the mean time, of which hz is the inverse, so this is its
  // first-order image; an rme of 100% or more (tiny samples) gives a low
  // bound of 0 rather than a negative rate.
  const half = hz * rme;
  collector.add({ suite: '', name, params: {} }, [
    {
      unit: UNIT,
      summary: { center: hz, low: Math.max(0, hz - half), high: hz + half, n: runs, confidence: 0.95 },
    },
  ]);
  return undefined;
}

/** A line that mentions what a result line holds, so failing to parse it is a problem. */
function looksLikeResult(line: string): boolean {
  return (
    (line.startsWith('x ') || line.includes(' x ')) &&
    (line.includes('ops/sec') || line.includes(' sampled)'))
  );
}

function clip(s: string): string {
  return s.length > 120 ? `${s.slice(0, 117)}...` : s;
}

function detect(sniff: Sniff): number {
  const lines = sniff.head.split('\n', 200);
  let results = 0;
  for (const l of lines) {
    const line = l.trimEnd();
    if (line.length > MAX_LINE) continue;
    const at = line.lastIndexOf(' x ');
    if (at > 0 && RESULT_TAIL.test(line.slice(at))) results++;
  }
  if (results >= 2) return 0.95;
  if (results === 1) return 0.9;
  return 0;
}
