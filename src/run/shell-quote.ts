/** Quotes a value for bash: single quotes, with embedded single quotes closed and escaped. */
export function shellQuote(value: string): string {
  if (value !== '' && /^[\w@%+=:,./-]+$/.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export interface Placeholders {
  filter: string;
  count: number;
  out: string;
}

/** Replaces {filter}, {count} and {out} in a preset's command line, quoted for bash. */
export function expandCommand(template: string, values: Placeholders): string {
  return template
    .replaceAll('{filter}', shellQuote(values.filter))
    .replaceAll('{count}', String(values.count))
    .replaceAll('{out}', shellQuote(values.out));
}

/** The same placeholders in a path or environment value, unquoted. */
export function expandPlain(template: string, values: Placeholders): string {
  return template
    .replaceAll('{filter}', values.filter)
    .replaceAll('{count}', String(values.count))
    .replaceAll('{out}', values.out);
}
