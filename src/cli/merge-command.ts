import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { compareResults } from '../compare/compare.js';
import { loadInputs } from '../formats/load-result-files.js';
import { renderComparisonText } from '../report/comparison-text.js';
import { renderMarkdownReport } from '../report/markdown.js';
import { parseCommandLine } from './args.js';
import { COMPARISON_OPTIONS, EXTRA_OUTPUT_USAGE, writeExtraOutputs } from './extra-outputs.js';
import { policyFromOptions } from './compare-command.js';
import { EXIT, UsageError } from './errors.js';
import { printProblems } from './problems.js';
import { toJsonText } from '../model/json-text.js';

const USAGE = `Usage: benchgate merge DIR... [--out DIR] [--threshold P] [--alpha A] [--no-fdr] [--text|--json]

Combines the --out directories of sharded "benchgate run --shard i/n" jobs (each
with base.json and head.json) into one comparison and one report.

${EXTRA_OUTPUT_USAGE}`;

export async function mergeCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(
    args,
    {
      out: { type: 'string' },
      ...COMPARISON_OPTIONS,
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
  const comparison = compareResults(base.results, head.results, policyFromOptions(values));
  const report = renderMarkdownReport(comparison, {
    ...(values.template ? { template: values.template } : {}),
    ...(values.repository ? { repositoryUrl: values.repository } : {}),
  });
  await writeExtraOutputs(comparison, values);
  const outDir = resolve(values.out ?? 'benchgate-merged');
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, 'base.json'), toJsonText(base.results));
  await writeFile(join(outDir, 'head.json'), toJsonText(head.results));
  await writeFile(join(outDir, 'comparison.json'), toJsonText(comparison));
  await writeFile(join(outDir, 'report.md'), report);
  process.stdout.write(
    values.json ? toJsonText(comparison) : values.text ? renderComparisonText(comparison) : report,
  );
  return comparison.summary.verdict === 'regression' ? EXIT.regression : EXIT.ok;
}
