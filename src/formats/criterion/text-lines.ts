// Reading single lines of Criterion.rs's console report (criterion 0.3 to
// 0.8, and cargo-criterion's, which prints the same). What each line means
// for a benchmark is decided in criterion-text.ts.

import { throughputToBase, timeToNs, type ThroughputKind } from './units.js';

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;?]{0,32}[A-Za-z]/g;
/** Control characters other than tab, CR and ESC, or U+FFFD from bytes that were not UTF-8. */
// eslint-disable-next-line no-control-regex
export const BINARY = /[\x00-\x08\x0b\x0c\x0e-\x1a\x1c-\x1f\ufffd]/;

/**
 * The pieces of a raw line, without colors. When stdout is a terminal,
 * Criterion rewrites its progress line with "\r" + clear-line, so one logged
 * line can hold several progress messages and then a result: each piece
 * between carriage returns is read as a line of its own.
 */
export function piecesOfLine(raw: string): string[] {
  const text = raw.includes('\x1b') ? raw.replace(ANSI, '') : raw;
  if (!text.includes('\r')) return [text];
  return text.split('\r').filter((piece) => piece.trim() !== '');
}

/** The label ("time", "thrpt", "change") and bracket of a result line, e.g. "  thrpt:  [1 B/s 2 B/s 3 B/s]". */
export interface Bracketed {
  /** Text before the label: the benchmark id on `time:` lines. */
  before: string;
  label: 'time' | 'thrpt' | 'change';
  /** Whitespace-separated tokens inside [...]; undefined when "]" is missing. */
  tokens: string[] | undefined;
  /** Text after "]", e.g. "(p = 0.65 > 0.05)". */
  after: string;
}

const LABEL = /(time|thrpt|change):\s*\[/;

/** Finds a `time:`, `thrpt:` or `change:` bracket in a line, if any. */
export function findBracket(line: string): Bracketed | undefined {
  const m = LABEL.exec(line);
  if (!m) return undefined;
  const open = m.index + m[0].length;
  const close = line.indexOf(']', open);
  const label = m[1] as Bracketed['label'];
  const before = line.slice(0, m.index);
  if (close < 0) return { before, label, tokens: undefined, after: '' };
  const inside = line.slice(open, close).trim();
  return {
    before,
    label,
    tokens: inside === '' ? [] : inside.split(/\s+/),
    after: line.slice(close + 1).trim(),
  };
}

export interface Interval {
  low: number;
  center: number;
  high: number;
}

/** "[142.40 ns 143.09 ns 143.75 ns]" tokens as ns; each value may have its own unit. */
export function readTimes(tokens: string[]): Interval | undefined {
  if (tokens.length !== 6) return undefined;
  const values = [0, 2, 4].map((i) => timeToNs(tokens[i], tokens[i + 1]));
  if (values.some((v) => v === undefined)) return undefined;
  const [low, center, high] = values as number[];
  return { low, center, high };
}

/** "[424.60 MiB/s 426.54 MiB/s 428.60 MiB/s]" tokens in the kind's base unit. */
export function readThroughputs(tokens: string[]): (Interval & { kind: ThroughputKind }) | undefined {
  if (tokens.length !== 6) return undefined;
  const values = [0, 2, 4].map((i) => throughputToBase(tokens[i], tokens[i + 1]));
  if (values.some((v) => v === undefined)) return undefined;
  const [low, center, high] = values as { kind: ThroughputKind; value: number }[];
  if (low.kind !== center.kind || high.kind !== center.kind) return undefined;
  return { kind: center.kind, low: low.value, center: center.value, high: high.value };
}

/** Criterion's signed percentages ("+1.2345%", "\u22120.5012%" with a Unicode minus). */
const PERCENT = /^[+\-\u2212]?[0-9]{1,20}(?:\.[0-9]{1,20})?%$/;

export function isPercentTriple(tokens: string[]): boolean {
  return tokens.length === 3 && tokens.every((t) => PERCENT.test(t));
}

/** Whether tokens are percentages at all (a change line), parsable or not. */
export function looksLikePercents(tokens: string[]): boolean {
  return tokens.some((t) => t.endsWith('%'));
}

/** A progress line "Benchmarking <id>[: <phase>]", on stderr. */
export interface Progress {
  id: string;
  /** Sample count from "Collecting N samples in estimated ...". */
  samples?: number;
  /** "Complete (Analysis Disabled)": finished without a result, on purpose. */
  noResult: boolean;
}

const PHASES = [
  'Warming up for ',
  'Collecting ',
  'Analyzing',
  'Profiling for ',
  'Complete (Analysis Disabled)',
];
const COLLECTING = /^Collecting ([0-9]{1,9}) samples? in estimated /;

export function readProgress(line: string): Progress | undefined {
  if (!line.startsWith('Benchmarking ')) return undefined;
  const rest = line.slice('Benchmarking '.length);
  const colon = rest.lastIndexOf(': ');
  const phase = colon < 0 ? '' : rest.slice(colon + 2);
  if (colon < 0 || !PHASES.some((p) => phase.startsWith(p))) return { id: rest.trimEnd(), noResult: false };
  const id = rest.slice(0, colon);
  const collecting = COLLECTING.exec(phase);
  if (collecting) return { id, samples: Number(collecting[1]), noResult: false };
  return { id, noResult: phase.startsWith('Complete (Analysis Disabled)') };
}

/** "Found 2 outliers among 10 measurements (20.00%)": the sample count. */
const OUTLIERS = /^Found [0-9]{1,9} outliers among ([0-9]{1,9}) measurements \([0-9.]{1,10}%\)$/;

/** The sample count of an outlier line; NaN when the line starts like one but does not parse (cut short). */
export function readOutlierTotal(line: string): number | undefined {
  const m = OUTLIERS.exec(line);
  if (m) return Number(m[1]);
  return /^Found [0-9x]/.test(line) ? NaN : undefined;
}

/** Lines Criterion prints that carry nothing for the model. */
const KNOWN_NOISE: readonly RegExp[] = [
  /^ {2}[0-9]{1,9} \([0-9.]{1,10}%\) (?:low severe|low mild|high mild|high severe)$/,
  /^Gnuplot not found, using plotters backend$/,
  /^Warning: /,
  // Verbose mode's extra estimates, already summarized by the `time:` line.
  /^(?:slope|mean|median) +\[/,
];

/** The verdict that ends every `change:` block. */
const VERDICT =
  /^ *(?:No change in performance detected\.|Change within noise threshold\.|Performance has (?:improved|regressed)\.)$/;

export function isVerdict(line: string): boolean {
  return VERDICT.test(line);
}

export function isKnownNoise(line: string): boolean {
  return KNOWN_NOISE.some((re) => re.test(line));
}

/** Failures printed by Criterion, Rust or cargo: each is a problem. */
const PANIC = /^thread '[^']{0,200}'.{0,40} panicked at /;
const FAILURE: readonly RegExp[] = [/^Criterion\.rs ERROR: /, PANIC, /^error(?:\[E[0-9]{1,5}\])?: /];

export function isFailure(line: string): boolean {
  return FAILURE.some((re) => re.test(line));
}

/** A Rust panic; its message follows on the next line. */
export function isPanic(line: string): boolean {
  return PANIC.test(line);
}

export function clip(text: string, max = 120): string {
  return text.length <= max ? text : `${text.slice(0, max)}...`;
}
