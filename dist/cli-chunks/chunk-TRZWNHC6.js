import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  loadPatternFormats
} from "./chunk-CS7AYPXU.js";
import {
  loadInputs
} from "./chunk-O4MH7HBJ.js";
import {
  isFormatName,
  printProblems
} from "./chunk-X26KSBIJ.js";
import {
  toJsonText
} from "./chunk-UYHWYOKB.js";
import {
  parseCommandLine
} from "./chunk-WXK3QM3W.js";
import {
  EXIT,
  UsageError
} from "./chunk-7T5N4UNT.js";

// src/cli/parse-command.ts
import { writeFileSync } from "node:fs";
var USAGE = `Usage: benchgate parse FILE... [--format F] [--patterns FILE] [--json] [--out FILE]

  --format F        the input format (default: auto); one of the names in docs/formats.md
  --patterns FILE   YAML or JSON with "patterns:" for home-grown output
  --json            print the normalized results JSON (benchgate/results@1)
  --out FILE        write the output to FILE instead of standard output`;
async function parseCommand(args) {
  const { values, positionals } = parseCommandLine(
    args,
    {
      format: { type: "string" },
      patterns: { type: "string" },
      json: { type: "boolean" },
      out: { type: "string" },
      help: { type: "boolean", short: "h" }
    },
    USAGE
  );
  if (values.help) {
    process.stdout.write(`${USAGE}
`);
    return EXIT.ok;
  }
  if (positionals.length === 0) throw new UsageError(`no input files

${USAGE}`);
  const format = parseFormatOption(values.format);
  const patternFormats = values.patterns ? await loadPatternFormats(values.patterns) : [];
  const { results } = await loadInputs(positionals, { format, patternFormats });
  const output = values.json ? toJsonText(results) : (await import("./parsed-results-text-MSEL5E2X.js")).renderResultsTable(results);
  if (values.out) writeFileSync(values.out, output);
  else process.stdout.write(output);
  printProblems(results.problems);
  if (results.benchmarks.length === 0) return EXIT.usage;
  return results.problems.length > 0 ? EXIT.partial : EXIT.ok;
}
function parseFormatOption(value) {
  if (value === void 0 || value === "auto") return "auto";
  if (!isFormatName(value)) throw new UsageError(`unknown format "${value}" (see docs/formats.md)`);
  return value;
}

export {
  parseCommand,
  parseFormatOption
};
