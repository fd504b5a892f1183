import { RE2JS } from 're2js';

// User patterns run on benchmark output, which a pull request controls, in the
// action's own process where no round timeout reaches. They are matched with
// RE2 (the re2js port), whose automata take time linear in the line whatever
// the regex: no regex shape and no line can make one match slow. The syntax is
// still JavaScript's with the u flag (what docs/patterns.md promises), checked
// by V8 first; RE2 then accepts all of it except backreferences and lookarounds,
// which need backtracking. docs/dependencies.md says why re2js.

/** The engine every user pattern runs on; tests check that a compiled pattern uses it. */
export const LINE_REGEX_ENGINE = 're2js';

/** What the pattern format needs of a compiled regex. */
export interface LineRegex {
  /** The regex as the user wrote it (JavaScript syntax). */
  readonly source: string;
  readonly engine: typeof LINE_REGEX_ENGINE;
  test(line: string): boolean;
  /** Named captures of the leftmost match; a group that did not take part is undefined. */
  exec(line: string): { groups: Record<string, string | undefined> } | null;
}

/** Compiles a user regex, or returns why it cannot be (a sentence for a problem). */
export function compileLineRegex(source: string): LineRegex | string {
  // Note: the u flag makes the syntax strict, so a typo (an unescaped {, a
  // needless \-) fails here instead of silently matching something else.
  try {
    new RegExp(source, 'u');
  } catch (e) {
    const hint = /Invalid escape|Lone quantifier|Incomplete quantifier/.test(String(e))
      ? ' (patterns are compiled with the u flag: escape only characters that have a meaning, such as \\. \\( \\[ \\{ \\$, and write a literal { as \\{)'
      : '';
    return `${(e as Error).message}${hint}`;
  }
  const translated = toRe2Syntax(source);
  if (typeof translated !== 'string') return translated.problem;
  let re2: RE2JS;
  try {
    re2 = RE2JS.compile(translated);
  } catch (e) {
    const detail = (e as Error).message.replace(/^error parsing regexp: /, '');
    return (
      `${detail}: patterns are matched in linear time by RE2, which has no lookarounds ((?=, (?!, (?<=, (?<!) ` +
      `and knows \\p{...} classes by their short names (\\p{L}, \\p{Nd}, \\p{Greek})`
    );
  }
  return {
    source,
    engine: LINE_REGEX_ENGINE,
    test: (line) => re2.test(line),
    exec: (line) => {
      const m = re2.exec(line) as (unknown[] & { groups?: Record<string, string | null | undefined> }) | null;
      if (m === null) return null;
      const groups: Record<string, string | undefined> = {};
      // A group that did not take part is undefined, as in JavaScript (never null).
      for (const [name, value] of Object.entries(m.groups ?? {})) groups[name] = value ?? undefined;
      return { groups };
    },
  };
}

/**
 * JavaScript regex syntax (u flag) to RE2's: named groups (?<n> to (?P<n>,
 * \u{…} and \uXXXX to \x{…}; backreferences refused here, because RE2 would
 * read "\k<n>" differently rather than fail.
 */
function toRe2Syntax(source: string): string | { problem: string } {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      const next = source[i + 1] ?? '';
      if (!inClass && (/[1-9]/.test(next) || next === 'k')) {
        const ref = next === 'k' ? source.slice(i, source.indexOf('>', i) + 1) : `\\${next}`;
        return {
          problem: `backreference "${ref}" is not allowed: matching a backreference can take exponential time`,
        };
      }
      const unicode = /^u\{([0-9a-fA-F]+)\}|^u([0-9a-fA-F]{4})/.exec(source.slice(i + 1));
      if (unicode) {
        out += `\\x{${unicode[1] ?? unicode[2]}}`;
        i += unicode[0].length;
        continue;
      }
      out += c + next;
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') {
      inClass = true;
    } else if (c === '(' && source.startsWith('(?<', i) && !/^\(\?<[=!]/.test(source.slice(i))) {
      out += '(?P<';
      i += 2;
      continue;
    }
    out += c;
  }
  return out;
}
