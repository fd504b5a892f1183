import type { Problem } from '../model/results.js';

const SHOWN = 20;

/** Lists input problems on stderr as file:line: message, the first 20 and a count of the rest. */
export function printProblems(problems: readonly Problem[]): void {
  for (const p of problems.slice(0, SHOWN)) {
    process.stderr.write(`${p.file}${p.line > 0 ? `:${p.line}` : ''}: ${p.message}\n`);
  }
  if (problems.length > SHOWN) {
    process.stderr.write(
      `... and ${problems.length - SHOWN} more problems (all of them are in the JSON output)\n`,
    );
  }
}
