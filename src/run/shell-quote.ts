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

// Note: split/join, not String.replace: a replacement string gives "$'" and
// "$&" special meanings, and a Go filter such as '^$' contains exactly those.
function substitute(template: string, values: Record<string, string>): string {
  let out = template;
  for (const [key, value] of Object.entries(values)) out = out.split(`{${key}}`).join(value);
  return out;
}
