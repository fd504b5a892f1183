// One action input at a time, as the type its field needs: every refusal
// quotes the input's name and the text given, so a workflow author sees which
// line of the workflow to mend.

import { parseDuration } from '../model/duration.js';
import { parsePercent } from '../model/percent.js';

export type Reader = (name: string) => string;

export class InputReader {
  constructor(private readonly read: Reader) {}

  /** The input's text, trimmed; `fallback` when it is empty. */
  text(name: string, fallback = ''): string {
    return this.read(name).trim() || fallback;
  }

  /** Whether the workflow set the input at all. */
  has(name: string): boolean {
    return this.text(name) !== '';
  }

  /** One of `allowed`; empty is the first. */
  choice<T extends string>(name: string, allowed: readonly T[]): T {
    const v = this.text(name, allowed[0]);
    if (!(allowed as readonly string[]).includes(v))
      throw new Error(`input ${name}: "${v}" is not one of ${allowed.join(', ')}`);
    return v as T;
  }

  bool(name: string, fallback: 'true' | 'false'): boolean {
    const text = this.text(name, fallback).toLowerCase();
    if (text !== 'true' && text !== 'false')
      throw new Error(`input ${name}: "${text}" must be true or false`);
    return text === 'true';
  }

  wholeNumber(name: string, fallback: string, min: number): number {
    const text = this.text(name, fallback);
    const n = Number(text);
    if (!Number.isInteger(n) || n < min)
      throw new Error(`input ${name}: "${text}" must be a whole number >= ${min}`);
    return n;
  }

  /** A percentage ("5%" or "0.05") as a fraction; undefined when not set. */
  percent(name: string): number | undefined {
    return this.optional(name, parsePercent, 'is not a percentage like 5% or 0.05');
  }

  /** A number strictly between 0 and 1; undefined when not set. */
  fraction(name: string): number | undefined {
    const between = (text: string) => {
      const v = Number(text);
      return v > 0 && v < 1 ? v : undefined;
    };
    return this.optional(name, between, 'must be between 0 and 1');
  }

  /** A duration in milliseconds ("30m", "1h30m", "90s"); undefined when not set. */
  duration(name: string, examples: string): number | undefined {
    return this.optional(name, parseDuration, `is not a duration like ${examples}`);
  }

  /** The input parsed by `parse`; undefined when not set, an error quoting it when `parse` refuses it. */
  private optional<T>(name: string, parse: (text: string) => T | undefined, refusal: string): T | undefined {
    const text = this.text(name);
    if (!text) return undefined;
    const v = parse(text);
    if (v === undefined) throw new Error(`input ${name}: "${text}" ${refusal}`);
    return v;
  }
}
