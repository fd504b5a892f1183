// The text of a "/benchmark [filter]" PR comment. A commenter controls all of
// it, so it is read narrowly: the command is the comment's first line and
// must start with the exact word "/benchmark" (a "/benchmark" quoted in the
// middle of a review, or "/benchmarks", is not a command), and the filter is
// the rest of that line. A filter that starts with "-" would reach the
// benchmark tool's command line as an option (`-exec`, `-run`, `--jvmArgs`),
// so it is refused with a reason instead of run.

export type ParsedCommand = { filter: string; problem?: undefined } | { filter: string; problem: string };

const COMMAND = /^\/benchmark(?:[ \t]+(.*))?$/;
// Control characters (a NUL, an escape, bidi overrides) have no business in a filter.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The command of a comment body, or undefined when the comment is not a /benchmark command. */
export function parseBenchmarkCommand(body: string): ParsedCommand | undefined {
  const firstLine = body.split(/\r?\n/, 1)[0]!.trimEnd();
  const match = COMMAND.exec(firstLine);
  if (!match) return undefined;
  const filter = (match[1] ?? '').trim();
  if (filter.startsWith('-')) {
    return {
      filter,
      problem: `the filter "${filter.slice(0, 60)}" starts with "-", which the benchmark tool would read as an option; give a name pattern instead (write "^-…" as "[-]…")`,
    };
  }
  if (CONTROL.test(filter)) return { filter, problem: 'the filter contains control characters' };
  return { filter };
}
