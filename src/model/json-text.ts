/**
 * The JSON benchgate writes (results, comparisons): the top level indented,
 * each element of a top-level array on one line. A 2,400-benchmark file stays
 * readable and diffs one line per benchmark, and it is less than half the
 * size of fully indented JSON, which is most of the time of writing it.
 */
export function toJsonText(document: object): string {
  const entries = Object.entries(document).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return '{}\n';
  const members = entries.map(([key, value]) => `  ${JSON.stringify(key)}: ${memberText(value)}`);
  return `{\n${members.join(',\n')}\n}\n`;
}

function memberText(value: unknown): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `    ${JSON.stringify(item) ?? 'null'}`).join(',\n')}\n  ]`;
  }
  return (JSON.stringify(value, null, 2) ?? 'null').replace(/\n/g, '\n  ');
}
