import { writeFileSync } from 'node:fs';
import type { Comparison } from '../compare/types.js';
import { comparePipeline } from '../pipeline/compare-pipeline.js';
import { CONFIG_OPTIONS, judgementFromOptions, POLICY_USAGE, warnExpired } from './policy-options.js';
import { loadInputs } from '../formats/load-result-files.js';
import { loadPatternFormats } from '../formats/pattern/load-pattern-file.js';
import { renderComparisonText } from '../report/comparison-text.js';
import { parseCommandLine } from './args.js';
import { COMPARISON_OPTIONS, EXTRA_OUTPUT_USAGE, writeExtraOutputs } from './extra-outputs.js';
import { EXIT, exitCodeOf, UsageError } from './errors.js';
import { parseFormatOption } from './parse-command.js';
import { printProblems } from './problems.js';
import { toJsonText } from '../model/json-text.js';

const USAGE = `Usage: benchgate compare BASE HEAD [options]

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

export async function compareCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(
    args,
    {
      format: { type: 'string' },
      patterns: { type: 'string' },
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
  if (positionals.length !== 2)
    throw new UsageError(`expected BASE and HEAD, got ${positionals.length} inputs\n\n${USAGE}`);
  if ([values.markdown, values.text, values.json].filter(Boolean).length > 1) {
    throw new UsageError('choose one of --markdown, --text, --json');
  }
  const { judgement, config } = judgementFromOptions(values);
  const format = parseFormatOption(values.format);
  const patternFormats = [
    ...(values.patterns ? await loadPatternFormats(values.patterns) : []),
    ...(config?.patternFormats ?? []),
  ];
  const base = await loadInputs([positionals[0]!], { format, patternFormats });
  const head = await loadInputs([positionals[1]!], { format, patternFormats });
  printProblems([...base.results.problems, ...head.results.problems]);
  for (const [side, loaded] of [
    ['BASE', base],
    ['HEAD', head],
  ] as const) {
    if (loaded.results.benchmarks.length === 0) {
      process.stderr.write(
        `benchgate compare: no benchmark results in ${side} (${positionals[side === 'BASE' ? 0 : 1]})\n`,
      );
      return EXIT.usage;
    }
  }
  const { comparison, expired } = await comparePipeline({
    base: base.results,
    head: head.results,
    judgement,
  });
  warnExpired(expired);
  await writeExtraOutputs(comparison, values);
  const output = await renderComparison(comparison, values);
  if (values.out) writeFileSync(values.out, output);
  else process.stdout.write(output);
  return exitCodeOf(comparison);
}

async function renderComparison(
  c: Comparison,
  how: { json?: boolean; text?: boolean; template?: string; repository?: string },
): Promise<string> {
  if (how.json) return toJsonText(c);
  if (how.text) return renderComparisonText(c);
  // The templates and their engine are loaded only for Markdown.
  const { renderMarkdownReport } = await import('../report/markdown.js');
  return renderMarkdownReport(c, {
    ...(how.template ? { template: how.template } : {}),
    ...(how.repository ? { repositoryUrl: how.repository } : {}),
  });
}
