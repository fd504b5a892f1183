// Benchmark names, params and units come from untrusted output (a PR can name
// a benchmark anything). Everything that reaches Markdown, HTML or a Mermaid
// chart goes through here so that no name can break a table, hide content in
// an HTML comment, inject HTML, link an issue, notify someone with an @mention,
// start math ($…$), or reorder what the reader sees (bidi controls).

// Only what is markup in inline content: our names land in table cells,
// headings and list items, never at the start of a block, so `+`, `-`, `#`
// and `(` need no escaping (a link needs `[`, which is escaped). GitHub
// renders $…$ and $$…$$ as math; its documentation escapes a $ with \$.
const MARKDOWN_SPECIAL = /[\\`*_[\]|$]/g;

/** Escapes text for a Markdown table cell, heading or list item; the result renders as the literal text. */
export function escapeMarkdown(text: string): string {
  let out = markReferences(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(MARKDOWN_SPECIAL, (c) => (c === '|' ? '&#124;' : `\\${c}`));
  // GFM strikethrough needs a pair of tildes; a lone "~0%" stays readable unescaped.
  if (out.indexOf('~') !== out.lastIndexOf('~')) out = out.replace(/~/g, '\\~');
  return out.replace(BREAK_MARK, ZWSP_ENTITY);
}

/** Escapes text for inside an HTML element or attribute (<summary>, alt text, the HTML report's data). */
export function escapeHtml(text: string): string {
  return markReferences(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/\$/g, '&#36;')
    .replace(BREAK_MARK, ZWSP_ENTITY);
}

// A control character no input keeps (markReferences removes them all), set
// where a zero-width space goes and turned into its entity after escaping, so
// the entity's own "&#" is not escaped or mistaken for a reference.
// eslint-disable-next-line no-control-regex
const BREAK_MARK = /\u0001/g;
const ZWSP_ENTITY = '&#8203;';

/**
 * Bidirectional controls (embeddings, overrides, isolates, marks): in a name
 * they make the text display in another order than it is stored, so a reader
 * could see a different benchmark than the one the row is about.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Flattens whitespace, drops control characters (bidi controls too), and marks
 * where a zero-width space breaks what GitHub would act on: "@someone"
 * notifies, "#12" and "GH-12" add a cross-reference event to issue 12, bare
 * URLs become links. The text still reads the same.
 */
function markReferences(text: string): string {
  return (
    text
      .replace(/[\r\n\t\f\v]+/g, ' ')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .replace(BIDI_CONTROLS, '')
      .replace(/@/g, '@\u0001')
      .replace(/#(?=[0-9])/g, '#\u0001')
      .replace(/\b(GH)-(?=[0-9])/gi, '$1-\u0001')
      .replace(/:\/\//g, ':\u0001//')
      .replace(/\b(www)\./gi, '$1\u0001.')
  );
}

/**
 * A label inside a Mermaid chart's double quotes. Mermaid has no escape for a
 * quote, and the chart sits in a ``` fence a backtick could close: anything
 * outside a plain set of characters becomes a space. Lossy on purpose.
 */
export function escapeMermaidLabel(text: string, max = 40): string {
  const plain = text
    .replace(/[^\p{L}\p{N} =._/:,+%()-]/gu, ' ')
    // Code is not autolinked, but a copied label should not turn into a link either.
    .replace(/:\/\//g, ': //')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = [...plain];
  return cut.length > max ? `${cut.slice(0, max - 1).join('')}…` : plain;
}

/**
 * JSON placed inside a <script> element: `<` escaped so that no string can
 * close the element ("</script>") or open a comment ("<!--"); U+2028/2029 so
 * older parsers do not see a line break inside a string.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
