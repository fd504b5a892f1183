/** Quotes a value for bash: single quotes, with embedded single quotes closed and escaped. */
export function shellQuote(value: string): string {
  if (value !== '' && /^[\w@%+=:,./-]+$/.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export interface Placeholders {
  filter: string;
  count: number;
  out: string;
  /** Extra arguments from the user, as shell words (not quoted: they are the user's own command line). */
  args?: string;
}

/** Replaces {filter}, {count}, {out} (shell-quoted) and {args} (as written) in a preset's command line. */
export function expandCommand(template: string, values: Placeholders): string {
  return substitute(template, {
    filter: shellQuote(values.filter),
    count: String(values.count),
    out: shellQuote(values.out),
    args: values.args ?? '',
  });
}

/** The same placeholders in a path or environment value, unquoted. */
export function expandPlain(template: string, values: Placeholders): string {
  return substitute(template, {
    filter: values.filter,
    count: String(values.count),
    out: values.out,
    args: values.args ?? '',
  });
}

// Note: one pass over the template, so a value that itself contains "{args}"
// or "{out}" (a filter from a /benchmark comment) is not substituted again;
// and a replacer function, not a replacement string, in which "$'" and "$&"
// have meanings (a Go filter such as '^$' contains exactly those).
const PLACEHOLDER = /\{(filter|count|out|args)\}/g;

function substitute(template: string, values: Record<keyof Placeholders, string>): string {
  return template.replace(PLACEHOLDER, (_, key: keyof Placeholders) => values[key]);
}
