import { readFile } from 'node:fs/promises';
import { parseDocument } from 'yaml';
import { createPatternFormat, parsePatternSpecs } from '../formats/pattern.js';
import { InputError } from '../formats/read.js';
import type { LineFormat } from '../formats/types.js';

/**
 * Loads user patterns from a YAML or JSON file: either a file whose top level
 * has "patterns:" (the repository config, .github/benchgate.yml) or a bare list.
 * A bad spec is fatal: a pattern that silently matches nothing would hide results.
 */
export async function loadPatternFormats(path: string): Promise<LineFormat[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    throw new InputError(path, `cannot read: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
  const raw = parseYamlOrThrow(text, path);
  const section = isObject(raw) && 'patterns' in raw ? raw.patterns : raw;
  const { specs, problems } = parsePatternSpecs(section, path);
  if (problems.length > 0) {
    throw new InputError(path, problems.map((p) => p.message).join('\n  '));
  }
  return specs.map(createPatternFormat);
}

export function parseYamlOrThrow(text: string, path: string): unknown {
  const doc = parseDocument(text, { prettyErrors: false });
  const error = doc.errors[0];
  if (error) {
    const line = error.linePos?.[0]?.line;
    throw new InputError(line ? `${path}:${line}` : path, `invalid YAML: ${error.message.split('\n')[0]}`);
  }
  return doc.toJS();
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
