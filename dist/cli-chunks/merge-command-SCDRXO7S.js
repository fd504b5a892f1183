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
import {
  renderMarkdownReport
} from "./chunk-QJTOIZZ5.js";
import "./chunk-6N66EU7F.js";
import "./chunk-C2F4DYSV.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-PIZSRETB.js";
import "./chunk-7HVISSWX.js";
import "./chunk-JAGR3URB.js";
import "./chunk-JYXA64RB.js";
import "./chunk-WDCRQVF2.js";
import "./chunk-LNLQHGIY.js";
import "./chunk-BD2TBD5S.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-UEKWDCHD.js";
import "./chunk-3FRE6W3I.js";

// src/cli/merge-command.ts
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
var USAGE = `Usage: benchgate merge DIR... [--out DIR] [options]

Combines the --out directories of sharded "benchgate run --shard i/n" jobs (each
with base.json and head.json) into one comparison and one report, written to
--out (default: benchgate-merged).

${POLICY_USAGE}
  --text, --json, --template FILE   as for compare
${EXTRA_OUTPUT_USAGE}`;
async function mergeCommand(args) {
  const { values, positionals } = parseCommandLine(
    args,
    {
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
  const { judgement } = judgementFromOptions(values);
  const render = (c) => renderMarkdownReport(c, {
    ...values.template ? { template: values.template } : {},
    ...values.repository ? { repositoryUrl: values.repository } : {}
  });
  const { comparison, expired, report } = await comparePipeline({
    base: base.results,
    head: head.results,
    judgement,
    outDir: resolve(values.out ?? "benchgate-merged"),
    render
  });
  warnExpired(expired);
  await writeExtraOutputs(comparison, values);
  process.stdout.write(
    values.json ? toJsonText(comparison) : values.text ? renderComparisonText(comparison) : report
  );
  return exitCodeOf(comparison);
}
export {
  mergeCommand
};
