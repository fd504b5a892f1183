// A pull request controls its benchmarks' names, params and units. Whatever
// they are, the report must show them as text: no table broken by a pipe, no
// HTML, no hidden comment, no link, no @mention, no cross-reference, no code
// fence escape in a Mermaid chart, no script in the HTML report.
import { describe, expect, it } from 'vitest';
import { compareResults } from '../../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../../src/compare/policy.js';
import type { Comparison } from '../../../src/compare/types.js';
import { createResults, type Benchmark } from '../../../src/model/results.js';
import { renderHtmlReport } from '../../../src/report/html.js';
import { renderMarkdownReport, renderMarkdownWithin } from '../../../src/report/markdown.js';
import { parseMarkdown, structuralProblems, textOf, walk } from './support/gfm.js';

const CRAFTED = [
  'pipe|in|name',
  'back`tick`s',
  '<img src=x onerror=alert(1)>',
  '<!-- hidden',
  '@someone',
  'fixes #12',
  '</details></summary><script>alert(1)</script>',
  '[link](https://evil.example/x)',
  '![img](https://evil.example/i.png)',
  'https://evil.example/bare',
  '**bold** ~~gone~~ _it_',
  'new\nline\r\nbreak',
  '&amp; "quoted" \'single\'',
  'back\\slash',
];

const ten = (x: number) => Array.from({ length: 10 }, (_, i) => x * (1 + i / 1000));

/** One family per crafted string, with two crafted params (a matrix), a crafted unit and metric name. */
function craftedComparison(): Comparison {
  const side = (slower: number) =>
    createResults({
      context: { commit: '0123456789abcdef0123456789abcdef01234567', machine: { cpu: '@cpu <b>', cores: 2 } },
      benchmarks: CRAFTED.flatMap((text, i) =>
        ['1', '2'].flatMap((a) =>
          ['x', text].map((b): Benchmark => ({
            suite: `suite ${text}`,
            name: `Bench${i} ${text}`,
            params: { [`p ${text}`]: a, q: b },
            metrics: [
              { unit: 'ns/op', direction: 'smaller', samples: ten(100 * (a === '2' ? slower : 1)) },
              {
                unit: `unit ${text}`,
                name: `metric ${text}`,
                direction: 'smaller',
                samples: ten(5 * (b === 'x' ? 1 : 1 / slower)),
              },
            ],
          })),
        ),
      ),
      problems: [{ file: `file ${CRAFTED[3]}`, line: 3, message: `message ${CRAFTED[4]} ${CRAFTED[6]}` }],
    });
  const c = compareResults(side(1), side(1.5), DEFAULT_POLICY);
  // A waiver's reason comes from the repository's config, which the PR can edit too.
  const regression = c.rows.find((r) => r.verdict === 'regression')!;
  regression.waived = { reason: CRAFTED[6]!, expires: '2030-01-01' };
  regression.notes.push(`note ${CRAFTED[4]} ${CRAFTED[3]}`);
  return c;
}

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#124;/g, '|')
    .replace(/&#8203;/g, '')
    .replace(/&amp;/g, '&');
const flat = (s: string) => s.replace(/[\r\n]+/g, ' ');

describe('crafted names stay inert', () => {
  const c = craftedComparison();
  const options = {
    title: `title ${CRAFTED[7]} ${CRAFTED[4]}`,
    warnings: [`warning ${CRAFTED[6]} ${CRAFTED[3]}`],
    repositoryUrl: 'https://github.com/example/repo',
  };

  it('has regressions, improvements and matrices to render the names in', () => {
    expect(c.summary.counts.regression).toBeGreaterThan(0);
    expect(c.summary.counts.improvement).toBeGreaterThan(0);
    const md = renderMarkdownReport(c, options);
    expect(md).toContain('change: ');
  });

  for (const charts of [undefined, { kind: 'mermaid' as const }]) {
    it(`Markdown (${charts ? 'with Mermaid charts' : 'no charts'}): tables intact, no HTML, no links, no mentions`, () => {
      const md = renderMarkdownReport(c, { ...options, ...(charts ? { charts } : {}) });
      const ours = (url: string) => url.startsWith('https://github.com/example/repo/commit/');
      expect(structuralProblems(md, ours)).toEqual([]);
      expect(md).not.toMatch(/<(script|img|!--)/i);
      // Entities other than the zero-width space read as one character; then no mention or reference may be left.
      const text = md.replace(/&#8203;/g, '\u200b').replace(/&#?[a-z0-9]+;/gi, '_');
      expect(text).not.toMatch(/@[^\u200b]/);
      expect(text).not.toMatch(/#[0-9]/);
      // Bare URLs would be autolinked: only our commit links keep their "://".
      const urls = [...md.matchAll(/[a-z]+:\/\/[^\s)]*/gi)].map((m) => m[0]);
      expect(urls.filter((u) => !ours(u))).toEqual([]);
    });
  }

  it('Markdown: a reader sees every crafted string literally in tables, headings and <summary>', () => {
    const md = renderMarkdownReport(c, options);
    const cells: string[] = [];
    const summaries: string[] = [];
    walk(parseMarkdown(md), (n) => {
      if (n.type === 'tableCell') cells.push(textOf(n).replace(/\u200b/g, ''));
      if (n.type === 'html')
        for (const m of n.value.matchAll(/<summary>(.*?)<\/summary>/g)) summaries.push(decode(m[1]!));
    });
    for (const text of CRAFTED) {
      expect(
        cells.some((cell) => cell.includes(flat(text))),
        `cell with ${JSON.stringify(text)}`,
      ).toBe(true);
      expect(
        summaries.some((s) => s.includes(flat(text))),
        `summary with ${JSON.stringify(text)}`,
      ).toBe(true);
    }
    const heading = parseMarkdown(md).children.find((n) => n.type === 'heading')!;
    expect(textOf(heading).replace(/\u200b/g, '')).toBe(`title ${CRAFTED[7]} ${CRAFTED[4]}`);
  });

  it('Mermaid labels cannot leave their quotes or the code fence', () => {
    const md = renderMarkdownReport(c, { ...options, charts: { kind: 'mermaid' } });
    const blocks = [...md.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      expect(block).not.toContain('`');
      for (const line of block
        .split('\n')
        .filter((l) => l.trim().startsWith('x-axis') || l.trim().startsWith('title'))) {
        // Only the delimiting quotes: every label is "..." without a quote inside.
        expect(line.trim(), line).toMatch(/^(title "[^"]*"|x-axis \[("[^"]*"(, )?)+\])$/);
      }
    }
    const fences = md.split('\n').filter((l) => l.startsWith('```')).length;
    expect(fences % 2).toBe(0);
  });

  it('the size budget keeps the markup whole when it cuts', () => {
    const full = renderMarkdownReport(c, options);
    const cut = renderMarkdownWithin(c, options, Math.floor(full.length / 3));
    expect(cut.length).toBeLessThanOrEqual(Math.floor(full.length / 3));
    expect(structuralProblems(cut, (u) => u.startsWith('https://github.com/example/repo/commit/'))).toEqual(
      [],
    );
  });

  it('HTML: names are escaped text, and the only scripts are ours', () => {
    const html = renderHtmlReport(c, { ...options, chartJs: '/* chart.js stand-in */' });
    expect(html).not.toMatch(/<img|<!-- hidden|<script>alert/i);
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const json = /<script type="application\/json" id="benchgate-charts">(.*?)<\/script>/s.exec(html)![1]!;
    const configs = JSON.parse(json) as Record<string, { data: { labels: string[] } }>;
    const labels = Object.values(configs).flatMap((cfg) => cfg.data.labels);
    expect(labels.some((l) => l.includes('</details></summary><script>alert(1)</script>'))).toBe(true);
    expect(json).not.toContain('</');
  });
});
