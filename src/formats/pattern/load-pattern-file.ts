import { readFileSync } from 'node:fs';
import { InputError } from '../input-error.js';
import type { LineFormat } from '../types.js';

/**
 * Loads user patterns from a YAML or JSON file: either a file whose top level
 * has "patterns:" (the repository config, .github/benchgate.yml) or a bare list.
 * A bad spec is fatal: a pattern that silently matches nothing would hide results.
 */
export async function loadPatternFormats(path: string): Promise<LineFormat[]> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new InputError(path, `cannot read: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
  // Loaded only when patterns are given: reading them needs the YAML parser.
  const { createPatternFormat, parsePatternSpecsText } = await import('./format.js');
  const { specs, problems } = parsePatternSpecsText(text, path);
  if (problems.length > 0) {
    throw new InputError(
      path,
      problems.map((p) => `${p.line > 0 ? `line ${p.line}: ` : ''}${p.message}`).join('\n  '),
    );
  }
  return specs.map(createPatternFormat);
}
