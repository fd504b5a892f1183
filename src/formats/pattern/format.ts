/**
 * User-defined patterns for home-grown benchmark output (format name
 * 'pattern'). A spec, configured in YAML (see docs/patterns.md and
 * pattern-spec.ts), lists:
 * - `headers`: regexes for lines that set params for the result lines below
 *   them. Each header has a `level` (by default its position in the list); a
 *   header clears whatever headers of its own level and deeper had set, so a
 *   new "Running bench" line forgets the previous "Running concurrency" one.
 *   A header without captures at level 0 (e.g. '^starting benchmark$') resets all.
 * - `results`: regexes for result lines, with a name template ('{capture}'
 *   references), params, an optional procs capture, and metrics (value
 *   capture, unit, direction, and optionally a unit captured from the line
 *   that is converted to `unit`).
 * - `mustMatch`: regexes for lines that look like results; such a line that
 *   matches no header or result is reported instead of silently ignored.
 *
 * Each line is tried against the headers in order, then the results; the
 * first match consumes it. Other lines are ignored: a pattern describes only
 * what it wants. Lines longer than `maxLineLength` are reported and skipped
 * without running any regex on them. Repeated results of one identity append
 * samples.
 */

import type { Benchmark, Problem } from '../../model/results.js';
import { BenchmarkCollector, type MetricValue } from '../../model/collector.js';
import type { PatternSpec, ResultRule, TemplatePart } from './spec.js';
import { parseNumber, type Conversion } from './values.js';
import type { LineFormat, LineParser, ParsedFile, Sniff } from '../types.js';

export {
  parsePatternSpecs,
  parsePatternSpecsText,
  type PatternSpec,
  type HeaderRule,
  type ResultRule,
  type MetricRule,
} from './spec.js';

/** A line format made from one user spec; `spec.name` tells instances apart. */
export interface PatternFormat extends LineFormat {
  name: 'pattern';
  spec: PatternSpec;
}

/** How many lines of the sniff detection looks at. */
const DETECT_LINES = 200;

export function createPatternFormat(spec: PatternSpec): PatternFormat {
  return {
    kind: 'lines',
    name: 'pattern',
    spec,
    detect: (sniff) => detectPattern(spec, sniff),
    start: (file) => new PatternParser(spec, file),
  };
}

/**
 * 0 when no result line matches. Otherwise 0.5, plus up to 0.4 by the share of
 * non-blank lines the spec explains. Note: never 1, because user regexes can
 * be loose; a format that recognizes its own output surely should win.
 */
function detectPattern(spec: PatternSpec, sniff: Sniff): number {
  const lines = sniff.head
    .split('\n', DETECT_LINES)
    .filter((l) => l.trim() !== '' && l.length <= spec.maxLineLength);
  let results = 0;
  let explained = 0;
  for (const raw of lines) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (spec.results.some((r) => r.regex.test(line))) results++;
    else if (!spec.headers.some((h) => h.regex.test(line))) continue;
    explained++;
  }
  if (results === 0) return 0;
  return 0.5 + 0.4 * (explained / lines.length);
}

/** What one header line set: its params in order and its captures for name templates. */
interface HeaderState {
  params: [string, string][];
  captures: Record<string, string>;
  procs?: number;
}

class PatternParser implements LineParser {
  private readonly collector = new BenchmarkCollector();
  private readonly problems: Problem[] = [];
  /** Set headers by level; levels are small integers, so a sparse array keeps them ordered. */
  private headers: HeaderState[] = [];

  constructor(
    private readonly spec: PatternSpec,
    private readonly file: string,
  ) {}

  push(line: string, lineNo: number): void {
    if (line.length > this.spec.maxLineLength) {
      this.report(
        lineNo,
        `line is ${line.length} characters long, over the limit of ${this.spec.maxLineLength} for pattern "${this.spec.name}"; skipped`,
      );
      return;
    }
    for (const header of this.spec.headers) {
      const m = header.regex.exec(line);
      if (!m) continue;
      const groups = m.groups ?? {};
      const state: HeaderState = { params: paramsOf(header.params, groups), captures: definedOf(groups) };
      if (header.procs !== undefined) {
        const procs = this.parseProcs(groups[header.procs], header.procs, lineNo);
        if (procs !== undefined) state.procs = procs;
      }
      this.headers = this.headers.slice(0, header.level);
      this.headers[header.level] = state;
      return;
    }
    for (const result of this.spec.results) {
      const m = result.regex.exec(line);
      if (m) return this.addResult(result, m.groups ?? {}, lineNo);
    }
    const must = this.spec.mustMatch.findIndex((re) => re.test(line));
    if (must >= 0) {
      this.report(
        lineNo,
        `line matches mustMatch[${must}] of pattern "${this.spec.name}" but no header or result regex; skipped`,
      );
    }
  }

  finish(): ParsedFile {
    return {
      context: { tool: { name: this.spec.name } },
      ...this.collector.collected(this.file, this.problems),
    };
  }

  private addResult(rule: ResultRule, groups: Record<string, string | undefined>, lineNo: number): void {
    const active = this.headers.filter((h) => h !== undefined);
    const scope: Record<string, string> = Object.assign(
      {},
      ...active.map((h) => h.captures),
      definedOf(groups),
    );
    const errors: string[] = [];
    const name = render(rule.name, scope, errors);
    if (name === '' && errors.length === 0) errors.push('its name template gave an empty name');
    const suite = render(rule.suite, scope, errors);
    const values = this.metricValues(rule, groups, errors);
    let procs = active.reduce<number | undefined>((p, h) => h.procs ?? p, undefined);
    if (rule.procs !== undefined) procs = this.parseProcs(groups[rule.procs], rule.procs, lineNo, errors);
    if (errors.length === 0 && values.length === 0) errors.push('none of its metrics took part in the match');
    if (errors.length > 0) {
      this.report(lineNo, `result line of pattern "${this.spec.name}": ${errors.join('; ')}; skipped`);
      return;
    }
    const params = Object.fromEntries([...active.flatMap((h) => h.params), ...paramsOf(rule.params, groups)]);
    const identity: Pick<Benchmark, 'suite' | 'name' | 'params' | 'procs'> = { suite, name, params };
    if (procs !== undefined) identity.procs = procs;
    this.collector.add(identity, values);
  }

  private metricValues(
    rule: ResultRule,
    groups: Record<string, string | undefined>,
    errors: string[],
  ): MetricValue[] {
    const values: MetricValue[] = [];
    for (const metric of rule.metrics) {
      const text = groups[metric.value];
      if (text === undefined) {
        if (!metric.optional) errors.push(`capture "${metric.value}" did not take part in the match`);
        continue;
      }
      let conversion: Conversion | undefined;
      if (metric.unitFrom !== undefined) {
        const printed = groups[metric.unitFrom] ?? '';
        conversion = metric.conversions!.get(printed);
        if (!conversion) {
          const known = [...metric.conversions!.keys()].join(', ');
          errors.push(
            `capture "${metric.unitFrom}" = ${JSON.stringify(printed)} has no conversion to "${metric.unit}" (known: ${known})`,
          );
          continue;
        }
      }
      const value = parseNumber(text, this.spec.numbers, conversion);
      if (value === undefined) {
        errors.push(`capture "${metric.value}" = ${JSON.stringify(text)} is not a number`);
        continue;
      }
      values.push({
        unit: metric.unit,
        ...(metric.name !== undefined ? { name: metric.name } : {}),
        ...(metric.direction ? { direction: metric.direction } : {}),
        samples: [value],
      });
    }
    return values;
  }

  private parseProcs(
    text: string | undefined,
    capture: string,
    lineNo: number,
    errors?: string[],
  ): number | undefined {
    // A capture in an optional group that did not match: the line states no procs.
    if (text === undefined) return undefined;
    const n = parseNumber(text, this.spec.numbers);
    if (n !== undefined && Number.isInteger(n) && n > 0) return n;
    const message = `procs capture "${capture}" = ${JSON.stringify(text)} is not a positive whole number`;
    if (errors) errors.push(message);
    else
      this.report(lineNo, `header line of pattern "${this.spec.name}": ${message}; its params still apply`);
    return undefined;
  }

  private report(line: number, message: string): void {
    this.problems.push({ file: this.file, line, message });
  }
}

function paramsOf(names: string[], groups: Record<string, string | undefined>): [string, string][] {
  return names.flatMap((n) => (groups[n] === undefined ? [] : [[n, groups[n]!] as [string, string]]));
}

function definedOf(groups: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(groups).filter((e): e is [string, string] => e[1] !== undefined));
}

function render(template: TemplatePart[], scope: Record<string, string>, errors: string[]): string {
  let out = '';
  for (const part of template) {
    if (typeof part === 'string') out += part;
    else if (scope[part.capture] !== undefined) out += scope[part.capture];
    else errors.push(`{${part.capture}} has no value (no header above set it, or its group did not match)`);
  }
  return out;
}
