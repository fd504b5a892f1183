// Small helpers for validating a user's pattern configuration: every message
// names the field path (patterns[0].results[1].regex) so a user can find it.

import type { Problem } from '../../model/results.js';
import { compileLineRegex, type LineRegex } from './line-regex.js';

/** Longest regex source accepted; patterns describe one line, not a grammar. */
const MAX_REGEX_SOURCE = 1000;

export type Mapping = Record<string, unknown>;

/** Collects configuration problems against one source file. */
export class SpecChecker {
  readonly problems: Problem[] = [];

  constructor(private readonly source: string) {}

  report(path: string, message: string): void {
    this.problems.push({ file: this.source, line: 0, message: `${path}: ${message}` });
  }

  get count(): number {
    return this.problems.length;
  }

  /** The value as a mapping with only known keys, or undefined (reported). */
  mapping(value: unknown, path: string, known: readonly string[]): Mapping | undefined {
    if (!isMapping(value)) {
      this.report(path, `expected a mapping, got ${describe(value)}`);
      return undefined;
    }
    for (const key of Object.keys(value)) {
      if (!known.includes(key)) this.report(`${path}.${key}`, `unknown field (known: ${known.join(', ')})`);
    }
    return value;
  }

  /** The value as a list, or undefined (reported). Absent is [] unless required. */
  list(value: unknown, path: string, what: string, required: boolean): unknown[] | undefined {
    if (value === undefined && !required) return [];
    if (!Array.isArray(value) || (required && value.length === 0)) {
      this.report(path, `expected a ${required ? 'non-empty ' : ''}list of ${what}, got ${describe(value)}`);
      return undefined;
    }
    return value;
  }

  /** A string field; absent gives the fallback (or a problem when there is none). */
  string(value: unknown, path: string, fallback?: string, nonEmpty = true): string | undefined {
    if (value === undefined && fallback !== undefined) return fallback;
    if (typeof value !== 'string' || (nonEmpty && value === '')) {
      this.report(path, `expected a ${nonEmpty ? 'non-empty ' : ''}string, got ${describe(value)}`);
      return undefined;
    }
    return value;
  }

  /** One of the given strings. */
  choice<T extends string>(value: unknown, path: string, choices: readonly T[], fallback: T): T | undefined {
    if (value === undefined) return fallback;
    if (typeof value === 'string' && (choices as readonly string[]).includes(value)) return value as T;
    this.report(
      path,
      `expected one of ${choices.map((c) => JSON.stringify(c)).join(', ')}, got ${describe(value)}`,
    );
    return undefined;
  }

  integer(value: unknown, path: string, min: number, max: number, fallback: number): number | undefined {
    if (value === undefined) return fallback;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      this.report(path, `expected a whole number from ${min} to ${max}, got ${describe(value)}`);
      return undefined;
    }
    return value;
  }

  boolean(value: unknown, path: string, fallback: boolean): boolean | undefined {
    if (value === undefined) return fallback;
    if (typeof value !== 'boolean') {
      this.report(path, `expected true or false, got ${describe(value)}`);
      return undefined;
    }
    return value;
  }

  /** Compiles a user regex for the linear-time engine (see line-regex.ts). */
  regex(value: unknown, path: string): LineRegex | undefined {
    const source = this.string(value, path);
    if (source === undefined) return undefined;
    if (source.length > MAX_REGEX_SOURCE) {
      this.report(path, `regex is ${source.length} characters long; at most ${MAX_REGEX_SOURCE} are allowed`);
      return undefined;
    }
    const regex = compileLineRegex(source);
    if (typeof regex === 'string') {
      this.report(path, regex);
      return undefined;
    }
    return regex;
  }

  /** A list of capture names, each of which must be in `captures`. */
  captureList(value: unknown, path: string, captures: readonly string[]): string[] | undefined {
    const items = this.list(value, path, 'capture names', false);
    if (!items) return undefined;
    const before = this.count;
    items.forEach((item, i) => this.capture(item, `${path}[${i}]`, captures));
    return this.count === before ? (items as string[]) : undefined;
  }

  /** A capture name that must be in `captures`. */
  capture(value: unknown, path: string, captures: readonly string[]): string | undefined {
    const name = this.string(value, path);
    if (name === undefined) return undefined;
    if (!captures.includes(name)) {
      this.report(path, `capture "${name}" is not in the regex (${listCaptures(captures)})`);
      return undefined;
    }
    return name;
  }
}

export function listCaptures(captures: readonly string[]): string {
  return captures.length === 0 ? 'it has no named captures' : `captures: ${captures.join(', ')}`;
}

export function isMapping(value: unknown): value is Mapping {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The named captures of a regex, in the order they appear. */
export function captureNames(regex: Pick<LineRegex, 'source'>): string[] {
  const names: string[] = [];
  // Note: read from the source, skipping escapes and classes, so the names
  // come in the order the user wrote them.
  const re = /\\.|\[(?:\\.|[^\]\\])*\]|\(\?<([\p{ID_Start}$_][\p{ID_Continue}$\u200c\u200d]*)>/gu;
  for (const m of regex.source.matchAll(re)) if (m[1] !== undefined) names.push(m[1]);
  return names;
}

/** A short description of a configuration value for messages. */
function describe(value: unknown): string {
  if (value === undefined || value === null) return 'nothing';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : 'a list';
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}...` : value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object') return 'a mapping';
  return typeof value;
}
