// The configuration of user-defined patterns (the `patterns:` section of
// .github/benchgate.yml, or a file given with --patterns), validated into
// PatternSpec objects. docs/patterns.md is the user's guide to the fields.

import { parseDocument } from 'yaml';
import type { Direction, Problem } from '../../model/results.js';
import type { LineRegex } from './line-regex.js';
import { SpecChecker, captureNames, isMapping, listCaptures, type Mapping } from './spec-check.js';
import { THOUSANDS_SEPARATORS, builtInConversions, type Conversion, type NumberStyle } from './values.js';

/** Literal text, or a reference to a capture written {name} in the configuration. */
export type TemplatePart = string | { capture: string };

export interface MetricRule {
  /** Capture holding the number. */
  value: string;
  /** Unit the samples are recorded in. */
  unit: string;
  /** Capture holding the unit printed on the line, converted to `unit` by `conversions`. */
  unitFrom?: string;
  conversions?: ReadonlyMap<string, Conversion>;
  name?: string;
  /** Absent: decided by the unit. */
  direction?: Direction;
  /** When the value capture did not take part in the match, leave the metric out instead of reporting it. */
  optional: boolean;
}

/** A line that sets params for the result lines below it. */
export interface HeaderRule {
  regex: LineRegex;
  /** Matching this header clears what headers of this level and deeper had set. */
  level: number;
  params: string[];
  procs?: string;
}

/** A line that is one result. */
export interface ResultRule {
  regex: LineRegex;
  name: TemplatePart[];
  suite: TemplatePart[];
  params: string[];
  procs?: string;
  metrics: MetricRule[];
}

export interface PatternSpec {
  /** The user's name for this format instance. */
  name: string;
  headers: HeaderRule[];
  results: ResultRule[];
  /** Lines that must match a header or a result; otherwise they are reported as problems. */
  mustMatch: LineRegex[];
  numbers: NumberStyle;
  /** Longer lines are reported and skipped without running any regex on them. */
  maxLineLength: number;
}

const DEFAULT_MAX_LINE_LENGTH = 4096;
/** Patterns one configuration may declare (each regex at most MAX_REGEX_SOURCE characters). */
export const MAX_PATTERNS = 64;
const MAX_LINE_LENGTH_LIMIT = 65536;

const SPEC_FIELDS = [
  'name',
  'headers',
  'results',
  'mustMatch',
  'thousands',
  'decimal',
  'maxLineLength',
] as const;
const HEADER_FIELDS = ['regex', 'level', 'params', 'procs'] as const;
const RESULT_FIELDS = ['regex', 'name', 'suite', 'params', 'procs', 'metrics'] as const;
const METRIC_FIELDS = ['value', 'unit', 'unitFrom', 'scale', 'name', 'direction', 'optional'] as const;

/**
 * Validates pattern configuration: either the list under `patterns:` or a whole
 * file holding a `patterns:` key. A spec with any problem is left out of
 * `specs`; each problem names `source` and the field path.
 */
export function parsePatternSpecs(
  raw: unknown,
  source: string,
): { specs: PatternSpec[]; problems: Problem[] } {
  const checker = new SpecChecker(source);
  const list = isMapping(raw) ? raw.patterns : raw;
  let items = checker.list(list, 'patterns', 'patterns', true) ?? [];
  // Every pattern is compiled and checked: a config cannot ask for unbounded work.
  if (items.length > MAX_PATTERNS) {
    checker.report('patterns', `has ${items.length} entries; at most ${MAX_PATTERNS} are allowed`);
    items = [];
  }
  const specs: PatternSpec[] = [];
  const names = new Map<string, number>();
  items.forEach((item, i) => {
    const path = `patterns[${i}]`;
    const spec = parseSpec(checker, item, path);
    if (!spec) return;
    const first = names.get(spec.name);
    if (first !== undefined) {
      checker.report(`${path}.name`, `"${spec.name}" is already the name of patterns[${first}]`);
      return;
    }
    names.set(spec.name, i);
    specs.push(spec);
  });
  return { specs, problems: checker.problems };
}

/** Reads pattern configuration from YAML (or JSON) text; syntax errors carry their line. */
export function parsePatternSpecsText(
  text: string,
  source: string,
): { specs: PatternSpec[]; problems: Problem[] } {
  const doc = parseDocument(text, { uniqueKeys: true });
  if (doc.errors.length > 0) {
    return {
      specs: [],
      problems: doc.errors.map((e) => ({
        file: source,
        line: e.linePos?.[0].line ?? 0,
        message: e.message.split('\n')[0].replace(/ at line \d+, column (\d+):$/, ' (column $1)'),
      })),
    };
  }
  return parsePatternSpecs(doc.toJS(), source);
}

function parseSpec(checker: SpecChecker, raw: unknown, path: string): PatternSpec | undefined {
  const m = checker.mapping(raw, path, SPEC_FIELDS);
  if (!m) return undefined;
  const before = checker.count;
  const name = checker.string(m.name, `${path}.name`);
  const thousands = checker.choice(m.thousands, `${path}.thousands`, THOUSANDS_SEPARATORS, '');
  const decimal = checker.choice(m.decimal, `${path}.decimal`, ['.', ','] as const, '.');
  if (thousands !== undefined && thousands === decimal) {
    checker.report(`${path}.decimal`, `must differ from thousands ("${thousands}")`);
  }
  const maxLineLength = checker.integer(
    m.maxLineLength,
    `${path}.maxLineLength`,
    1,
    MAX_LINE_LENGTH_LIMIT,
    DEFAULT_MAX_LINE_LENGTH,
  );
  const rawHeaders = checker.list(m.headers, `${path}.headers`, 'header patterns', false) ?? [];
  const headers = rawHeaders.map((h, i) => parseHeader(checker, h, `${path}.headers[${i}]`, i));
  const headerCaptures = headers.flatMap((h) => (h ? captureNames(h.regex) : []));
  const rawResults = checker.list(m.results, `${path}.results`, 'result patterns', true) ?? [];
  const results = rawResults.map((r, i) =>
    parseResult(checker, r, `${path}.results[${i}]`, name ?? '', headerCaptures),
  );
  const rawMust = checker.list(m.mustMatch, `${path}.mustMatch`, 'regexes', false) ?? [];
  const mustMatch = rawMust.map((r, i) => checker.regex(r, `${path}.mustMatch[${i}]`));
  if (checker.count !== before) return undefined;
  const used = new Set(results.flatMap((r) => templateCaptures(r!)));
  for (const h of headers) h!.params ??= captureNames(h!.regex).filter((c) => c !== h!.procs && !used.has(c));
  return {
    name: name!,
    headers: headers as HeaderRule[],
    results: results as ResultRule[],
    mustMatch: mustMatch as LineRegex[],
    numbers: { thousands: thousands!, decimal: decimal! },
    maxLineLength: maxLineLength!,
  };
}

type Draft<T extends { params: string[] }> = Omit<T, 'params'> & { params?: string[] };

function parseHeader(
  checker: SpecChecker,
  raw: unknown,
  path: string,
  index: number,
): Draft<HeaderRule> | undefined {
  const m = checker.mapping(raw, path, HEADER_FIELDS);
  if (!m) return undefined;
  const regex = checker.regex(m.regex, `${path}.regex`);
  const level = checker.integer(m.level, `${path}.level`, 0, 99, index);
  if (!regex || level === undefined) return undefined;
  const captures = captureNames(regex);
  const procs = m.procs === undefined ? undefined : checker.capture(m.procs, `${path}.procs`, captures);
  const params =
    m.params === undefined ? undefined : checker.captureList(m.params, `${path}.params`, captures);
  if ((m.procs !== undefined && !procs) || (m.params !== undefined && !params)) return undefined;
  return { regex, level, ...(procs ? { procs } : {}), ...(params ? { params } : {}) };
}

function parseResult(
  checker: SpecChecker,
  raw: unknown,
  path: string,
  specName: string,
  headerCaptures: string[],
): ResultRule | undefined {
  const m = checker.mapping(raw, path, RESULT_FIELDS);
  if (!m) return undefined;
  const before = checker.count;
  const regex = checker.regex(m.regex, `${path}.regex`);
  if (!regex) return undefined;
  const captures = captureNames(regex);
  const name = parseTemplate(checker, m.name, `${path}.name`, specName, captures, headerCaptures);
  const suite = parseTemplate(checker, m.suite, `${path}.suite`, '', captures, headerCaptures);
  const procs = m.procs === undefined ? undefined : checker.capture(m.procs, `${path}.procs`, captures);
  const rawMetrics = checker.list(m.metrics, `${path}.metrics`, 'metrics', true) ?? [];
  const metrics = rawMetrics.map((x, i) => parseMetric(checker, x, `${path}.metrics[${i}]`, captures));
  checkDistinctMetrics(checker, metrics, path);
  const explicit =
    m.params === undefined ? undefined : checker.captureList(m.params, `${path}.params`, captures);
  if (checker.count !== before) return undefined;
  const rule = {
    regex,
    name: name!,
    suite: suite!,
    params: [] as string[],
    ...(procs ? { procs } : {}),
    metrics: metrics as MetricRule[],
  };
  const used = new Set([
    ...templateCaptures(rule),
    ...(procs ? [procs] : []),
    ...rule.metrics.flatMap((x) => [x.value, ...(x.unitFrom ? [x.unitFrom] : [])]),
  ]);
  rule.params = explicit ?? captures.filter((c) => !used.has(c));
  return rule;
}

function checkDistinctMetrics(checker: SpecChecker, metrics: (MetricRule | undefined)[], path: string): void {
  const seen = new Map<string, number>();
  metrics.forEach((x, i) => {
    if (!x) return;
    const key = `${x.name ?? ''}\u0000${x.unit}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, i);
    else
      checker.report(
        `${path}.metrics[${i}]`,
        `same unit "${x.unit}" and name as metrics[${first}]; give one of them a different name`,
      );
  });
}

function parseMetric(
  checker: SpecChecker,
  raw: unknown,
  path: string,
  captures: string[],
): MetricRule | undefined {
  const m = checker.mapping(raw, path, METRIC_FIELDS);
  if (!m) return undefined;
  const before = checker.count;
  const value = checker.capture(m.value, `${path}.value`, captures);
  const unit = checker.string(m.unit, `${path}.unit`);
  const unitFrom =
    m.unitFrom === undefined ? undefined : checker.capture(m.unitFrom, `${path}.unitFrom`, captures);
  const name = m.name === undefined ? undefined : checker.string(m.name, `${path}.name`);
  const direction =
    m.direction === undefined
      ? undefined
      : checker.choice(m.direction, `${path}.direction`, ['smaller', 'bigger'] as const, 'smaller');
  const optional = checker.boolean(m.optional, `${path}.optional`, false);
  let conversions: ReadonlyMap<string, Conversion> | undefined;
  if (m.scale !== undefined) {
    if (m.unitFrom === undefined) checker.report(`${path}.scale`, 'only used together with unitFrom');
    else conversions = parseScale(checker, m.scale, `${path}.scale`);
  } else if (unitFrom && unit) {
    conversions = builtInConversions(unit);
    if (!conversions) {
      checker.report(
        `${path}.unit`,
        `"${unit}" has no built-in conversion from the units captured by "${unitFrom}" ` +
          '(built in: time ns..h, bytes B..TiB, byte rates B/s..TiB/s); give scale: {<printed unit>: <factor>}',
      );
    }
  }
  if (checker.count !== before) return undefined;
  return {
    value: value!,
    unit: unit!,
    ...(unitFrom ? { unitFrom, conversions: conversions! } : {}),
    ...(name !== undefined ? { name } : {}),
    ...(direction ? { direction } : {}),
    optional: optional!,
  };
}

function parseScale(checker: SpecChecker, raw: unknown, path: string): Map<string, Conversion> | undefined {
  if (!isMapping(raw) || Object.keys(raw).length === 0) {
    checker.report(path, 'expected a mapping from printed unit to factor, such as {ms: 0.001, s: 1}');
    return undefined;
  }
  const conversions = new Map<string, Conversion>();
  for (const [printed, factor] of Object.entries(raw as Mapping)) {
    if (typeof factor !== 'number' || !Number.isFinite(factor) || factor <= 0) {
      checker.report(
        `${path}.${printed}`,
        `expected a positive number, got ${JSON.stringify(factor) ?? 'nothing'}`,
      );
    } else conversions.set(printed, { factor });
  }
  return conversions;
}

const TEMPLATE_REF = /\{([\p{ID_Start}$_][\p{ID_Continue}$]*)\}/gu;

function parseTemplate(
  checker: SpecChecker,
  raw: unknown,
  path: string,
  fallback: string,
  captures: string[],
  headerCaptures: string[],
): TemplatePart[] | undefined {
  const text = checker.string(raw, path, fallback, false);
  if (text === undefined) return undefined;
  const parts: TemplatePart[] = [];
  let last = 0;
  let ok = true;
  for (const m of text.matchAll(TEMPLATE_REF)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    last = m.index + m[0].length;
    if (!captures.includes(m[1]) && !headerCaptures.includes(m[1])) {
      const headers = headerCaptures.length > 0 ? `; header captures: ${headerCaptures.join(', ')}` : '';
      checker.report(
        path,
        `{${m[1]}} is not a capture of this result or of a header (${listCaptures(captures)}${headers})`,
      );
      ok = false;
    }
    parts.push({ capture: m[1] });
  }
  if (last < text.length) parts.push(text.slice(last));
  return ok ? parts : undefined;
}

function templateCaptures(rule: Pick<ResultRule, 'name' | 'suite'>): string[] {
  return [...rule.name, ...rule.suite].flatMap((p) => (typeof p === 'string' ? [] : [p.capture]));
}
