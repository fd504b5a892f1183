import type { Summary } from '../../model/results.js';

// Numbers as JMH's text output prints them (org.openjdk.jmh.util.ScoreFormatter):
// - "%.3f" in the JVM's default locale: "1234.567", or "1234,567" under a
//   decimal-comma locale (-Duser.language=de). Never with grouping separators,
//   so a comma in a number is always the decimal separator;
// - "NaN", "Infinity" for non-finite scores;
// - "≈ 10⁻⁶" for scores below half the last printed digit (0.0005): only the
//   power of ten of the score survives; "≈ 0" when that power is undefined
//   (a score of zero: Math.log10(0) is -Infinity, and JMH prints 0).

/** The error level of JMH's "±" error: the half-width of a 99.9% interval. */
export const JMH_CONFIDENCE = 0.999;

export type JmhNumber =
  | { kind: 'exact'; value: number }
  | { kind: 'approximate'; value: number; power: number | undefined }
  | { kind: 'invalid'; reason: string };

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const SUPERSCRIPT_POWER = /^10(⁻?)([⁰¹²³⁴⁵⁶⁷⁸⁹]{1,4})$/;
const PLAIN_NUMBER = /^-?\d{1,400}(?:[.,]\d{1,400})?$/;

/**
 * Tracks which decimal separator one log uses. JMH prints every number with
 * the same locale, so the first number with a separator (or the "# Run
 * progress: 0,00% complete" line) decides, and a number with the other
 * separator afterwards is an error rather than a silent misreading.
 */
export class DecimalSeparator {
  private separator: '.' | ',' | undefined;

  get current(): '.' | ',' | undefined {
    return this.separator;
  }

  /** Records evidence; returns false when it contradicts earlier evidence. */
  observe(separator: '.' | ','): boolean {
    if (this.separator === undefined) this.separator = separator;
    return this.separator === separator;
  }

  /** Parses one number token ("1234.567", "1234,567", "NaN", "Infinity"). */
  parse(token: string): JmhNumber {
    if (token === 'NaN') return { kind: 'exact', value: Number.NaN };
    if (token === 'Infinity') return { kind: 'exact', value: Number.POSITIVE_INFINITY };
    if (token === '-Infinity') return { kind: 'exact', value: Number.NEGATIVE_INFINITY };
    if (!PLAIN_NUMBER.test(token)) return { kind: 'invalid', reason: `"${clip(token)}" is not a number` };
    const sep = token.includes(',') ? ',' : token.includes('.') ? '.' : undefined;
    if (sep !== undefined && !this.observe(sep)) {
      return {
        kind: 'invalid',
        reason: `"${clip(token)}" uses "${sep}" as decimal separator but this log uses "${this.separator}"`,
      };
    }
    return { kind: 'exact', value: Number(sep === ',' ? token.replace(',', '.') : token) };
  }
}

/** Parses the token after "≈ ": "10⁻⁶" or "0". */
export function parseApproximation(token: string): JmhNumber {
  if (token === '0') return { kind: 'approximate', value: 0, power: undefined };
  const m = SUPERSCRIPT_POWER.exec(token);
  if (!m) return { kind: 'invalid', reason: `"≈ ${clip(token)}" is not a power of ten` };
  let digits = 0;
  for (const ch of m[2]) digits = digits * 10 + SUPERSCRIPT_DIGITS.indexOf(ch);
  const power = m[1] ? -digits : digits;
  // Number('1e-5') is exactly 1e-5; 10 ** -5 is 0.000009999999999999999.
  return { kind: 'approximate', value: Number(`1e${power}`), power };
}

/**
 * Reads a score from the start of `tokens` ("12.5" or "≈", "10⁻⁶").
 * Returns the number and how many tokens it took.
 */
export function readScore(
  tokens: readonly string[],
  at: number,
  decimals: DecimalSeparator,
): { value: JmhNumber; used: number } {
  if (tokens[at] === '≈') {
    if (at + 1 >= tokens.length)
      return { value: { kind: 'invalid', reason: '"≈" without a value' }, used: 1 };
    return { value: parseApproximation(tokens[at + 1]), used: 2 };
  }
  // JMH on Windows writes in windows-1252, which has no "≈" nor superscript
  // digits: Java's encoder prints "?" for each ("? 0", "? 10??").
  const next = tokens[at + 1];
  if (tokens[at] === '?' && next !== undefined && /^(?:0|10\?+)$/.test(next)) {
    if (next === '0') return { value: parseApproximation('0'), used: 2 };
    return {
      value: {
        kind: 'invalid',
        reason: `"? ${next}": an approximate score whose power of ten the platform encoding lost`,
      },
      used: 2,
    };
  }
  if (at >= tokens.length) return { value: { kind: 'invalid', reason: 'missing score' }, used: 0 };
  return { value: decimals.parse(tokens[at]), used: 1 };
}

/**
 * The summary of a printed score. With an error: Score ± Error at 99.9%.
 * Without one (Cnt 1, or too few values for JMH to compute it): a point.
 * Note: an approximate score "≈ 10ᵖ" only says round(log10(score)) = p, so
 * its interval is [10^(p-0.5), 10^(p+0.5)] and its confidence unknown (NaN).
 */
export function summaryOf(score: JmhNumber, error: number | undefined, n: number): Summary | undefined {
  if (score.kind === 'invalid' || !Number.isFinite(score.value)) return undefined;
  if (score.kind === 'approximate') {
    if (score.power === undefined) return { center: 0, low: 0, high: 0, n, confidence: Number.NaN };
    return {
      center: score.value,
      low: 10 ** (score.power - 0.5),
      high: 10 ** (score.power + 0.5),
      n,
      confidence: Number.NaN,
    };
  }
  if (error === undefined || !Number.isFinite(error)) {
    return { center: score.value, low: score.value, high: score.value, n, confidence: Number.NaN };
  }
  return {
    center: score.value,
    low: score.value - error,
    high: score.value + error,
    n,
    confidence: JMH_CONFIDENCE,
  };
}

/** Shortens a token for a problem message. */
export function clip(s: string, max = 40): string {
  return s.length > max ? `${s.slice(0, max - 3)}...` : s;
}
