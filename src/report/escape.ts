// Benchmark names and params come from untrusted output (a PR can name a
// benchmark anything). Everything that reaches Markdown goes through here so
// that no name can break a table, hide content in an HTML comment, inject
// HTML, or notify someone with an @mention.

const MARKDOWN_SPECIAL = /[\\`*_[\]()~|#!{}+]/g;

/** Escapes text for a Markdown table cell or paragraph; the result renders as the literal text. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(MARKDOWN_SPECIAL, (c) => (c === '|' ? '&#124;' : `\\${c}`))
    // A zero-width space after @ keeps the text but stops the mention.
    .replace(/@/g, '@&#8203;');
}

/** Escapes text for inside an HTML attribute or element (used in <summary>, alt text). */
export function escapeHtml(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/@/g, '@&#8203;');
}
