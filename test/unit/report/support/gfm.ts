// Reads a report back with a real GFM parser (micromark + mdast), the way
// GitHub does, so tests check what a reader sees rather than our own strings.
import type { Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

/**
 * The last report parsed: a test reads one report several ways (its structure,
 * its tables), and micromark takes about 3 s for the 2,400-row matrix's. The
 * tree is only read, never changed, so handing it out again is safe.
 */
let lastParsed: { md: string; root: Root } | undefined;

export function parseMarkdown(md: string): Root {
  if (lastParsed?.md !== md)
    lastParsed = {
      md,
      root: fromMarkdown(md, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }),
    };
  return lastParsed.root;
}

/** Every node of the tree, depth first. */
export function walk(node: Nodes, visit: (n: Nodes) => void): void {
  visit(node);
  if ('children' in node) for (const child of node.children) walk(child as Nodes, visit);
}

/** The tags we emit, without attributes. */
const ALLOWED_TAGS = new Set(['details', 'summary', 'sup', 'br']);

/**
 * What is wrong with a report's structure: a table row whose cell count
 * differs from its header's, raw HTML other than our own bare tags, an HTML
 * comment, or a link or image we did not make (`allowedUrl` says which are ours).
 */
export function structuralProblems(md: string, allowedUrl: (url: string) => boolean = () => false): string[] {
  const problems: string[] = [];
  let tables = 0;
  walk(parseMarkdown(md), (n) => {
    const line = n.position?.start.line ?? 0;
    if (n.type === 'table') {
      tables++;
      const width = n.children[0]?.children.length ?? 0;
      n.children.forEach((row, i) => {
        if (row.children.length !== width)
          problems.push(`line ${line}: table row ${i} has ${row.children.length} cells, header ${width}`);
      });
      if (n.align && n.align.length !== width)
        problems.push(`line ${line}: table has ${n.align.length} alignments for ${width} columns`);
    }
    if (n.type === 'html') {
      if (n.value.includes('<!--')) problems.push(`line ${line}: HTML comment ${JSON.stringify(n.value)}`);
      for (const m of n.value.matchAll(/<\/?([A-Za-z][A-Za-z0-9-]*)([^>]*)>/g)) {
        if (!ALLOWED_TAGS.has(m[1]!.toLowerCase()) || m[2]!.trim() !== '')
          problems.push(`line ${line}: raw HTML ${m[0]}`);
      }
      // Whatever is not one of our tags must be text with its < escaped.
      const rest = n.value.replace(/<\/?(details|summary|sup|br)>/gi, '');
      if (rest.includes('<')) problems.push(`line ${line}: unescaped < in ${JSON.stringify(n.value)}`);
    }
    if ((n.type === 'link' || n.type === 'image') && !allowedUrl(n.url))
      problems.push(`line ${line}: ${n.type} to ${n.url}`);
  });
  if (md.includes('|') && tables === 0 && /^\|.*\|$/m.test(md))
    problems.push('pipe-delimited lines that parse as no table');
  return problems;
}

/** How many tables the report has, with their header widths. */
export function tableWidths(md: string): number[] {
  const widths: number[] = [];
  walk(parseMarkdown(md), (n) => {
    if (n.type === 'table') widths.push(n.children[0]?.children.length ?? 0);
  });
  return widths;
}

/** The plain text a reader sees in a node (html nodes as they are). */
export function textOf(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'html') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join('');
  return '';
}
