import { writeFileSync } from 'node:fs';
import { isFormatName } from '../formats/registry.js';
import type { FormatName } from '../formats/types.js';
import { loadInputs } from '../formats/load-result-files.js';
import { loadPatternFormats } from '../formats/pattern/load-pattern-file.js';
import { parseCommandLine } from './args.js';
import { EXIT, UsageError } from './errors.js';
import { printProblems } from './problems.js';
import { toJsonText } from '../model/json-text.js';

const USAGE = `Usage: benchgate parse FILE... [--format F] [--patterns FILE] [--json] [--out FILE]

  --format F        the input format (default: auto); one of the names in docs/formats.md
  --patterns FILE   YAML or JSON with "patterns:" for home-grown output
  --json            print the normalized results JSON (benchgate/results@1)
  --out FILE        write the output to FILE instead of standard output`;

export async function parseCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(
    args,
    {
      format: { type: 'string' },
      patterns: { type: 'string' },
      json: { type: 'boolean' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    USAGE,
  );
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.ok;
  }
  if (positionals.length === 0) throw new UsageError(`no input files\n\n${USAGE}`);
  const format = parseFormatOption(values.format);
  const patternFormats = values.patterns ? await loadPatternFormats(values.patterns) : [];
  const { results } = await loadInputs(positionals, { format, patternFormats });

  // The table needs the statistics; --json does not load them.
  const output = values.json
    ? toJsonText(results)
    : (await import('../report/parsed-results-text.js')).renderResultsTable(results);
  if (values.out) writeFileSync(values.out, output);
  else process.stdout.write(output);

  printProblems(results.problems);
  if (results.benchmarks.length === 0) return EXIT.usage;
  return results.problems.length > 0 ? EXIT.partial : EXIT.ok;
}

export function parseFormatOption(value: string | undefined): FormatName | 'auto' {
  if (value === undefined || value === 'auto') return 'auto';
  if (!isFormatName(value)) throw new UsageError(`unknown format "${value}" (see docs/formats.md)`);
  return value;
}
