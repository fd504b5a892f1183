// The command line of a bench/ script. Node's parseArgs, plus what every
// script needs and none should write again: numbers checked where they are
// read (a mistyped "--rounds 4o" must not run an hour-long study on NaN
// rounds), a clear refusal naming the script and the option, and --help that
// prints the script's own header comment (its one home for documentation)
// with the options and their defaults.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './paths.mjs';

/** A command line the script cannot run with; the message names the script and what is wrong. */
export class UsageError extends Error {}

/**
 * Refuses the script's command line as parseBenchArgs refuses a misspelt
 * value: the script's name and the reason on stderr, exit 2, no stack trace.
 */
export function refuse(scriptUrl, reason) {
  process.stderr.write(`${relative(ROOT, new URL(scriptUrl).pathname)}: ${reason}\n`);
  process.exit(2);
}

/** A number option's text as a number (NaN for nothing but blanks), kept when `ok` holds. */
function numberIf(text, ok) {
  const trimmed = text.trim();
  const n = trimmed === '' ? Number.NaN : Number(trimmed);
  return ok(n) ? n : undefined;
}

// The options given as text and read into a value: each reader returns the value, or undefined
// when the text is not what the option wants (no reader returns undefined for a good value:
// JSON.parse never does). All are read before a script starts its work, so that "--rounds 4o",
// a misspelt "--round-value smalest" or a stray quote in "--early" is refused at once and not
// after the hour-long collection it was meant to judge.
const READERS = {
  number: {
    wants: ({ above, max }) =>
      ['a number', above !== undefined && `above ${above}`, max !== undefined && `at most ${max}`]
        .filter(Boolean)
        .join(', '),
    read: (text, { above = -Infinity, max = Infinity }) =>
      numberIf(text, (n) => Number.isFinite(n) && n > above && n <= max),
  },
  integer: {
    wants: ({ min = 0 }) => `a whole number of ${min} or more`,
    read: (text, { min = 0 }) => numberIf(text, (n) => Number.isSafeInteger(n) && n >= min),
  },
  choice: {
    wants: ({ choices }) => `one of ${choices.join(', ')}`,
    read: (text, { choices }) => (choices.includes(text) ? text : undefined),
  },
  json: {
    wants: () => 'JSON',
    read: (text) => {
      try {
        return JSON.parse(text);
      } catch {
        return undefined;
      }
    },
  },
};

/**
 * Parses `argv` against `options`: each { type: 'string' | 'boolean' |
 * 'number' | 'integer' | 'choice' | 'json', min?, above?, max?, choices?,
 * default?, short? }; a number option's value is returned as a number,
 * above `above` and at most `max` when given, an integer one at least `min`
 * (0 by default); a choice option's value is one of `choices`; a json
 * option's value is returned parsed. Throws UsageError for an unknown
 * option, a missing value or a value that is not what the option wants.
 * `help: true` in the result asks for usage (--help, -h).
 * @returns {{ values: Record<string, any>, positionals: string[] }}
 */
export function parseOptions(options, argv, { allowPositionals = false } = {}) {
  const nodeOptions = { help: { type: 'boolean', short: 'h', default: false } };
  for (const [name, o] of Object.entries(options)) {
    const read = o.type in READERS;
    nodeOptions[name] = {
      type: read ? 'string' : o.type,
      ...(o.short ? { short: o.short } : {}),
      ...(o.default !== undefined ? { default: read ? String(o.default) : o.default } : {}),
    };
  }
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: nodeOptions, allowPositionals, strict: true });
  } catch (error) {
    // parseArgs's own message says which option and why; its stack says nothing to a user.
    throw new UsageError(error.message);
  }
  const values = { ...parsed.values };
  for (const [name, o] of Object.entries(options)) {
    const reader = READERS[o.type];
    if (!reader || values[name] === undefined) continue;
    const value = reader.read(values[name], o);
    if (value === undefined)
      throw new UsageError(`--${name} wants ${reader.wants(o)}, got "${values[name]}"`);
    values[name] = value;
  }
  return { values, positionals: parsed.positionals };
}

/** One line per option, with its default: what --help and a refusal print under the script's comment. */
export function describeOptions(options) {
  return Object.entries(options)
    .map(([name, o]) => {
      const value = o.type === 'boolean' ? '' : ` <${o.type === 'choice' ? o.choices.join('|') : o.type}>`;
      const fallback = o.default !== undefined && o.type !== 'boolean' ? ` (default ${o.default})` : '';
      return `  --${name}${value}${fallback}`;
    })
    .join('\n');
}

/** The comment at the top of a script (after any #! line), without the comment marks. */
export function headerComment(source) {
  const lines = source.split('\n');
  if (lines[0]?.startsWith('#!')) lines.shift();
  const comment = [];
  for (const line of lines) {
    if (!line.startsWith('//')) break;
    comment.push(line.replace(/^\/\/ ?/, ''));
  }
  return comment.join('\n');
}

/**
 * The script's command line, from process.argv. On --help it prints the
 * script's header comment and options and exits 0; on a bad command line it
 * prints the reason and the options to stderr and exits 2.
 * @returns {{ values: Record<string, any>, positionals: string[] }}
 */
export function parseBenchArgs(scriptUrl, options, settings = {}) {
  const script = new URL(scriptUrl).pathname;
  const name = relative(ROOT, script);
  try {
    const parsed = parseOptions(options, process.argv.slice(2), settings);
    if (!parsed.values.help) return parsed;
    process.stdout.write(
      `${headerComment(readFileSync(script, 'utf8'))}\n\noptions of ${name}:\n${describeOptions(options)}\n`,
    );
    process.exit(0);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(
      `${name}: ${error.message}\noptions (--help for more):\n${describeOptions(options)}\n`,
    );
    process.exit(2);
  }
}

/**
 * A comma-separated list of shares of an alpha ("0.2,0.45"), as the
 * sequential studies take a design's front shares: numbers in [0, 1] that
 * add up to at most 1.
 */
export function sharesOf(text) {
  const shares = text.split(',').map(Number);
  const total = shares.reduce((a, b) => a + b, 0);
  if (shares.some((x) => !(x >= 0 && x <= 1)) || !(total <= 1 + 1e-12))
    throw new Error(`shares "${text}" must be numbers in [0, 1] that add up to at most 1`);
  return shares;
}
