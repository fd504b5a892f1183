import type { Document } from 'yaml';
import { isMap, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Problem } from '../model/results.js';
import { compilePathGlob } from '../select/path-glob.js';
import type { SelectionConfig } from '../select/selection-rules.js';

export type { SelectionConfig } from '../select/selection-rules.js';

// Reads the selection keys of the repository config into select/'s rules.

export const SELECTION_KEYS = ['always-run', 'paths'] as const;

export const EMPTY_SELECTION_CONFIG: SelectionConfig = { alwaysRun: [], paths: [] };

/** A YAML path to a node, e.g. ['paths', 0, 'benchmarks'] → its 1-based line, 0 when unknown. */
export type LineOf = (path: readonly (string | number)[]) => number;

/**
 * Reads `always-run` and `paths` from the parsed config object. Every bad
 * entry is a problem naming file and line (when `lineOf` can tell it) and is
 * left out of the result; a caller treats any problem as a config error.
 */
export function parseSelectionConfig(
  raw: Record<string, unknown>,
  file: string,
  lineOf: LineOf = () => 0,
): { config: SelectionConfig; problems: Problem[] } {
  const problems: Problem[] = [];
  const problem = (path: (string | number)[], message: string) =>
    problems.push({ file, line: lineOf(path), message: `${dotted(path)} ${message}` });
  const config: SelectionConfig = { alwaysRun: [], paths: [] };

  const always = raw['always-run'];
  if (always !== undefined && always !== null) {
    if (!Array.isArray(always)) problem(['always-run'], 'must be a list of path globs');
    else
      always.forEach((g, i) => {
        const glob = checkGlob(g);
        if (typeof glob === 'string') config.alwaysRun.push(glob);
        else problem(['always-run', i], glob.error);
      });
  }

  const rules = raw.paths;
  if (rules !== undefined && rules !== null) {
    if (!Array.isArray(rules)) problem(['paths'], 'must be a list of { path, benchmarks } rules');
    else rules.forEach((r, i) => parseRule(r, i, problem, config));
  }
  return { config, problems };
}

function parseRule(
  r: unknown,
  i: number,
  problem: (path: (string | number)[], message: string) => void,
  config: SelectionConfig,
): void {
  if (typeof r !== 'object' || r === null || Array.isArray(r)) {
    problem(['paths', i], 'must be a mapping with path and benchmarks');
    return;
  }
  const rule = r as Record<string, unknown>;
  for (const key of Object.keys(rule))
    if (key !== 'path' && key !== 'benchmarks')
      problem(['paths', i, key], 'is not a known key (known: path, benchmarks)');
  const paths = listOfStrings(rule.path, ['paths', i, 'path'], 'path globs', problem);
  const benchmarks = listOfStrings(rule.benchmarks, ['paths', i, 'benchmarks'], 'benchmark globs', problem);
  paths.forEach((p, j) => {
    const glob = checkGlob(p);
    if (typeof glob !== 'string') problem(['paths', i, 'path', j], glob.error);
  });
  if (paths.length > 0 && benchmarks.length > 0 && paths.every((p) => typeof checkGlob(p) === 'string'))
    config.paths.push({ paths, benchmarks });
}

function listOfStrings(
  v: unknown,
  path: (string | number)[],
  what: string,
  problem: (path: (string | number)[], message: string) => void,
): string[] {
  const list = typeof v === 'string' ? [v] : Array.isArray(v) ? v : undefined;
  if (!list || list.length === 0) {
    problem(path, `is required: one or a list of ${what}`);
    return [];
  }
  const ok = list.filter((x): x is string => typeof x === 'string' && x !== '');
  if (ok.length !== list.length) problem(path, `must hold only non-empty ${what}`);
  return ok;
}

function checkGlob(g: unknown): string | { error: string } {
  if (typeof g !== 'string' || g.trim() === '') return { error: 'must be a non-empty path glob' };
  if (g.startsWith('!')) return { error: `"${g}": negated globs are not supported` };
  if (g.includes('\\')) return { error: `"${g}": use "/" in paths, not "\\"` };
  compilePathGlob(g);
  return g;
}

function dotted(path: readonly (string | number)[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

/**
 * A LineOf for YAML text: parses it again with a line counter, so the
 * problems above can point at the line of the offending entry.
 */
export function yamlLineOf(text: string): LineOf {
  const lineCounter = new LineCounter();
  const doc: Document = parseDocument(text, { lineCounter });
  return (path) => {
    for (let depth = path.length; depth > 0; depth--) {
      const node = doc.getIn(path.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
      if (node && typeof node === 'object' && node.range) return lineCounter.linePos(node.range[0]).line;
      const parent = depth > 1 ? doc.getIn(path.slice(0, depth - 1), true) : doc.contents;
      // A key whose value is missing: point at the key itself.
      if (isMap(parent) || isSeq(parent)) {
        const key = path[depth - 1];
        const pair = isMap(parent)
          ? parent.items.find((it) => (it.key as { value?: unknown } | null)?.value === key)
          : undefined;
        const keyNode = pair?.key as { range?: [number, number, number] } | undefined;
        if (keyNode?.range) return lineCounter.linePos(keyNode.range[0]).line;
      }
    }
    return 0;
  };
}
