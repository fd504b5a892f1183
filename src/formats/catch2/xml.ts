import { BenchmarkCollector } from '../../model/collector.js';
import type { Problem } from '../../model/results.js';
import type { DocumentFormat, ParsedFile, Sniff } from '../types.js';

// Catch2's XML reporter (--reporter xml) with BENCHMARK:
//   <TestCase name="fibonacci" ...>
//     <BenchmarkResults name="fib 10" samples="20" resamples="100000" iterations="708" ...>
//       <!--All values in nano seconds-->
//       <mean value="31.3965" lowerBound="31.2756" upperBound="31.5424" ci="0.95"/>
//       <standardDeviation value="0.302445" .../>
// Mapping: suite = the test case, name = the benchmark, the mean with its
// interval at `ci` over `samples` samples, in ns (Catch2 writes no raw samples
// in v2). Read with a scanner for these elements, not a general XML parser:
// the file is Catch2's own, and an element it does not know is left alone.

const TEST_CASE = /<TestCase\b([^>]*)>/g;
const RESULTS = /<BenchmarkResults\b([^>]*)>([\s\S]*?)<\/BenchmarkResults>/g;
const MEAN = /<mean\b([^>]*)\/>/;

export const catch2XmlFormat: DocumentFormat = {
  kind: 'document',
  name: 'catch2-xml',
  detect,
  parse(text: string, file: string): ParsedFile {
    const problems: Problem[] = [];
    const collector = new BenchmarkCollector();
    const cases = [...text.matchAll(TEST_CASE)].map((m) => ({
      at: m.index,
      name: attr(m[1]!, 'name') ?? '',
    }));
    for (const m of text.matchAll(RESULTS)) {
      const line = lineAt(text, m.index);
      const name = attr(m[1]!, 'name');
      const samples = Number(attr(m[1]!, 'samples'));
      const mean = MEAN.exec(m[2]!);
      const testCase = cases.filter((c) => c.at < m.index).at(-1)?.name ?? '';
      if (name === undefined || !mean) {
        problems.push({ file, line, message: 'BenchmarkResults without a name or a <mean> element' });
        continue;
      }
      const [center, low, high, ci] = ['value', 'lowerBound', 'upperBound', 'ci'].map((k) =>
        Number(attr(mean[1]!, k)),
      );
      if (![center, low, high].every(Number.isFinite)) {
        problems.push({ file, line, message: `benchmark "${name}": the <mean> values are not numbers` });
        continue;
      }
      collector.add({ suite: testCase, name, params: {} }, [
        {
          unit: 'ns',
          summary: {
            center: center!,
            low: low!,
            high: high!,
            n: Number.isFinite(samples) ? samples : Number.NaN,
            confidence: Number.isFinite(ci) ? ci! : Number.NaN,
          },
        },
      ]);
    }
    if (!text.includes('</Catch'))
      problems.push({
        file,
        line: lineAt(text, text.length),
        message: 'the XML ends before </Catch> (output cut short?)',
      });
    if (collector.size === 0 && problems.length === 0)
      problems.push({ file, line: 0, message: 'Catch2 XML with no benchmark results' });
    return { context: { tool: { name: 'catch2' } }, ...collector.collected(file, problems) };
  },
};

/** An attribute's value, with XML's five entities decoded. */
function attr(attrs: string, name: string): string | undefined {
  const m = new RegExp(`\\b${name}="([^"]*)"`).exec(attrs);
  if (!m) return undefined;
  return m[1]!
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

function detect(sniff: Sniff): number {
  const head = sniff.head;
  if (head.includes('<Catch ') || head.includes('<Catch2TestRun'))
    return head.includes('<BenchmarkResults') ? 0.97 : 0.6;
  return 0;
}
