import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  COMPARISON_OPTIONS,
  EXTRA_OUTPUT_USAGE,
  compareResults,
  policyFromOptions,
  renderComparisonText,
  writeExtraOutputs
} from "./chunk-OLYUUMBR.js";
import "./chunk-HCEDOODE.js";
import {
  loadInputs,
  parseCommandLine,
  printProblems,
  toJsonText
} from "./chunk-IAOAYZTM.js";
import {
  EXIT,
  UsageError
} from "./chunk-D7FX5J62.js";
import "./chunk-2AQNGJGB.js";
import {
  renderMarkdownReport
} from "./chunk-AQUYYBYG.js";
import "./chunk-JAJZXTBP.js";
import "./chunk-S332OBYP.js";
import "./chunk-YFLGQWHP.js";
import "./chunk-UB4YXC6G.js";
import "./chunk-3FRE6W3I.js";

// src/cli/merge-command.ts
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
var USAGE = `Usage: benchgate merge DIR... [--out DIR] [--threshold P] [--alpha A] [--no-fdr] [--text|--json]

Combines the --out directories of sharded "benchgate run --shard i/n" jobs (each
with base.json and head.json) into one comparison and one report.

${EXTRA_OUTPUT_USAGE}`;
async function mergeCommand(args) {
  const { values, positionals } = parseCommandLine(
    args,
    {
      out: { type: "string" },
      ...COMPARISON_OPTIONS
    },
    USAGE
  );
  if (values.help) {
    process.stdout.write(`${USAGE}
`);
    return EXIT.ok;
  }
  if (positionals.length === 0) throw new UsageError(`no shard directories

${USAGE}`);
  for (const dir of positionals) {
    for (const f of ["base.json", "head.json"]) {
      if (!existsSync(join(dir, f)))
        throw new UsageError(`${dir} has no ${f}: is it the --out of benchgate run?`);
    }
  }
  const base = await loadInputs(
    positionals.map((d) => join(d, "base.json")),
    { format: "benchgate" }
  );
  const head = await loadInputs(
    positionals.map((d) => join(d, "head.json")),
    { format: "benchgate" }
  );
  printProblems([...base.results.problems, ...head.results.problems]);
  const comparison = compareResults(base.results, head.results, policyFromOptions(values));
  const report = renderMarkdownReport(comparison, {
    ...values.template ? { template: values.template } : {},
    ...values.repository ? { repositoryUrl: values.repository } : {}
  });
  await writeExtraOutputs(comparison, values);
  const outDir = resolve(values.out ?? "benchgate-merged");
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, "base.json"), toJsonText(base.results));
  await writeFile(join(outDir, "head.json"), toJsonText(head.results));
  await writeFile(join(outDir, "comparison.json"), toJsonText(comparison));
  await writeFile(join(outDir, "report.md"), report);
  process.stdout.write(
    values.json ? toJsonText(comparison) : values.text ? renderComparisonText(comparison) : report
  );
  return comparison.summary.verdict === "regression" ? EXIT.regression : EXIT.ok;
}
export {
  mergeCommand
};
