import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadInputs } from '../formats/load-result-files.js';
import { renderComparisonText } from '../report/comparison-text.js';
import { renderMarkdownReport } from '../report/markdown.js';
import { parseCommandLine } from './args.js';
import { COMPARISON_OPTIONS, EXTRA_OUTPUT_USAGE, writeExtraOutputs } from './extra-outputs.js';
import { comparePipeline } from '../pipeline/compare-pipeline.js';
import { CONFIG_OPTIONS, judgementFromOptions, POLICY_USAGE, warnExpired } from './policy-options.js';
import { EXIT, exitCodeOf, UsageError } from './errors.js';
import { printProblems } from './problems.js';
import { toJsonText } from '../model/json-text.js';
import type { Comparison } from '../compare/types.js';

const USAGE = `Usage: benchgate merge DIR... [--out DIR] [options]

Combines the --out directories of sharded "benchgate run --shard i/n" jobs (each
with base.json and head.json) into one comparison and one report, written to
--out (default: benchgate-merged).

${POLICY_USAGE}
  --text, --json, --template FILE   as for compare
${EXTRA_OUTPUT_USAGE}`;

export async function mergeCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(
    args,
    {
      out: { type: 'string' },
      ...COMPARISON_OPTIONS,
      ...CONFIG_OPTIONS,
    },
    USAGE,
  );
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.ok;
  }
  if (positionals.length === 0) throw new UsageError(`no shard directories\n\n${USAGE}`);
  for (const dir of positionals) {
    for (const f of ['base.json', 'head.json']) {
      if (!existsSync(join(dir, f)))
        throw new UsageError(`${dir} has no ${f}: is it the --out of benchgate run?`);
    }
  }
  const base = await loadInputs(
    positionals.map((d) => join(d, 'base.json')),
    { format: 'benchgate' },
  );
  const head = await loadInputs(
    positionals.map((d) => join(d, 'head.json')),
    { format: 'benchgate' },
  );
  printProblems([...base.results.problems, ...head.results.problems]);
  const { judgement } = judgementFromOptions(values);
  const render = (c: Comparison) =>
    renderMarkdownReport(c, {
      ...(values.template ? { template: values.template } : {}),
      ...(values.repository ? { repositoryUrl: values.repository } : {}),
    });
  const { comparison, expired, report } = await comparePipeline({
    base: base.results,
    head: head.results,
    judgement,
    outDir: resolve(values.out ?? 'benchgate-merged'),
    render,
  });
  warnExpired(expired);
  await writeExtraOutputs(comparison, values);
  process.stdout.write(
    values.json ? toJsonText(comparison) : values.text ? renderComparisonText(comparison) : report!,
  );
  return exitCodeOf(comparison);
}
