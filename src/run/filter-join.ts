import type { FilterSpec } from './preset.js';
import { escapeRegex } from './regex-alternation.js';

/**
 * One filter selecting the given benchmarks, in the tool's own filter syntax.
 * - go-bench: go test -bench splits its regex at "/" and matches each level of
 *   sub-benchmark names separately, so each level gets its own alternation.
 *   That may select a few more sub-benchmarks than asked (the cross product of
 *   levels); never fewer.
 * - regex-alternation: one alternation of the escaped names.
 */
export function joinFilter(names: readonly string[], spec: FilterSpec): string {
  const unique = [...new Set(names)];
  if (unique.length === 0) return spec.default;
  if (spec.join === 'go-bench') {
    const levels: Set<string>[] = [];
    for (const name of unique) {
      name.split('/').forEach((part, i) => (levels[i] ??= new Set()).add(part));
    }
    // Names shorter than the deepest level must still match: Go runs a parent
    // and all its children when the pattern has fewer levels than the name.
    return levels.map((set) => `^(?:${[...set].map(escapeRegex).join('|')})$`).join('/');
  }
  return `(?:${unique.map(escapeRegex).join('|')})`;
}
