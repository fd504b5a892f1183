import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  comparePipeline
} from "./chunk-CBZNEJ53.js";
import {
  COMPARISON_OPTIONS,
  CONFIG_OPTIONS,
  EXTRA_OUTPUT_USAGE,
  POLICY_USAGE,
  judgementFromOptions,
  renderComparisonText,
  warnExpired,
  writeExtraOutputs
} from "./chunk-WF5YW3NY.js";
import "./chunk-UCGBEI6S.js";
import "./chunk-6K47KAOL.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-SXB72H45.js";
import {
  parseFormatOption
} from "./chunk-TRZWNHC6.js";
import {
  loadPatternFormats
} from "./chunk-CS7AYPXU.js";
import {
  loadInputs
} from "./chunk-O4MH7HBJ.js";
import {
  printProblems
} from "./chunk-X26KSBIJ.js";
import {
  toJsonText
} from "./chunk-UYHWYOKB.js";
import {
  parseCommandLine
} from "./chunk-WXK3QM3W.js";
import "./chunk-7KBJNNDM.js";
import {
  EXIT,
  UsageError,
  exitCodeOf
} from "./chunk-7T5N4UNT.js";
import "./chunk-RBWFMI4E.js";
import "./chunk-SNHWBNK5.js";
import "./chunk-JAGR3URB.js";
import "./chunk-JYXA64RB.js";
import "./chunk-WDCRQVF2.js";
import "./chunk-LNLQHGIY.js";
import "./chunk-BD2TBD5S.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-UEKWDCHD.js";
import "./chunk-3FRE6W3I.js";

// src/cli/compare-command.ts
import { writeFileSync } from "node:fs";
var USAGE = `Usage: benchgate compare BASE HEAD [options]

BASE and HEAD are raw tool output, benchgate JSON, or Criterion directories.

  --format F        input format (default: auto)
  --patterns FILE   YAML or JSON with "patterns:" for home-grown output
${POLICY_USAGE}
  --markdown        print the Markdown report (default)
  --text            print a plain text table
  --json            print the comparison JSON
  --template FILE   render the Markdown with your own Eta template
  --out FILE        write to FILE instead of standard output
${EXTRA_OUTPUT_USAGE}

Exit codes: 0 no regression, 1 regression (or an unjudged benchmark with
--on-missing fail), 2 usage or input error, 4 incomplete: no regression, but a
benchmark of BASE was removed or has no result on a side (--on-missing neutral).`;
async function compareCommand(args) {
  const { values, positionals } = parseCommandLine(
    args,
    {
      format: { type: "string" },
      patterns: { type: "string" },
      out: { type: "string" },
      ...COMPARISON_OPTIONS,
      ...CONFIG_OPTIONS
    },
    USAGE
  );
  if (values.help) {
    process.stdout.write(`${USAGE}
`);
    return EXIT.ok;
  }
  if (positionals.length !== 2)
    throw new UsageError(`expected BASE and HEAD, got ${positionals.length} inputs

${USAGE}`);
  if ([values.markdown, values.text, values.json].filter(Boolean).length > 1) {
    throw new UsageError("choose one of --markdown, --text, --json");
  }
  const { judgement, config } = judgementFromOptions(values);
  const format = parseFormatOption(values.format);
  const patternFormats = [
    ...values.patterns ? await loadPatternFormats(values.patterns) : [],
    ...config?.patternFormats ?? []
  ];
  const base = await loadInputs([positionals[0]], { format, patternFormats });
  const head = await loadInputs([positionals[1]], { format, patternFormats });
  printProblems([...base.results.problems, ...head.results.problems]);
  for (const [side, loaded] of [
    ["BASE", base],
    ["HEAD", head]
  ]) {
    if (loaded.results.benchmarks.length === 0) {
      process.stderr.write(
        `benchgate compare: no benchmark results in ${side} (${positionals[side === "BASE" ? 0 : 1]})
`
      );
      return EXIT.usage;
    }
  }
  const { comparison, expired } = await comparePipeline({
    base: base.results,
    head: head.results,
    judgement
  });
  warnExpired(expired);
  await writeExtraOutputs(comparison, values);
  const output = await renderComparison(comparison, values);
  if (values.out) writeFileSync(values.out, output);
  else process.stdout.write(output);
  return exitCodeOf(comparison);
}
async function renderComparison(c, how) {
  if (how.json) return toJsonText(c);
  if (how.text) return renderComparisonText(c);
  const { renderMarkdownReport } = await import("./markdown-4NZGRMEU.js");
  return renderMarkdownReport(c, {
    ...how.template ? { template: how.template } : {},
    ...how.repository ? { repositoryUrl: how.repository } : {}
  });
}
export {
  compareCommand
};
