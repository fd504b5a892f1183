import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeMarkdown, escapeMermaidLabel, jsonForScript } from '../../../src/report/escape.js';
import { parseMarkdown, structuralProblems, textOf } from './support/gfm.js';

// The control characters escapeMarkdown drops.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

describe('escapeMarkdown', () => {
  it.each([
    ['a|b', 'a&#124;b'],
    ['`x`', '\\`x\\`'],
    ['<!-- x -->', '&lt;!-- x --&gt;'],
    ['@someone', '@&#8203;someone'],
    ['fixes #12', 'fixes #&#8203;12'],
    ['#tag', '#tag'],
    ['https://x.example', 'https:&#8203;//x.example'],
    ['www.x.example', 'www&#8203;.x.example'],
    ['+12.3%', '+12.3%'],
    ['~0%', '~0%'],
    ['~~gone~~', '\\~\\~gone\\~\\~'],
    ['a\r\nb\tc', 'a b c'],
    ['nul\u0000here', 'nulhere'],
    ['&#124;', '&amp;#&#8203;124;'],
    ['$x^2$', '\\$x^2\\$'],
    ['$$\\sum$$', '\\$\\$\\\\sum\\$\\$'],
    ['fixes GH-123', 'fixes GH-&#8203;123'],
    ['gh-7', 'gh-&#8203;7'],
    ['GH-x', 'GH-x'],
    ['a\u202eevil\u202cb', 'aevilb'],
    ['\u2066x\u2069\u200e\u200f\u061c', 'x'],
  ])('%j → %j', (input, output) => {
    expect(escapeMarkdown(input)).toBe(output);
  });

  it('any text becomes one table cell that reads as the text itself (whitespace flattened)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 60 }), (s) => {
        const md = `| h |\n| --- |\n| ${escapeMarkdown(s)} |\n`;
        expect(structuralProblems(md)).toEqual([]);
        const table = parseMarkdown(md).children[0]!;
        expect(table.type).toBe('table');
        if (table.type !== 'table') return;
        const cell = textOf(table.children[1]!).replace(/\u200b/g, '');
        // A cell's own leading and trailing spaces are not part of its content.
        expect(cell).toBe(
          s
            .replace(/[\r\n\t\f\v]+/g, ' ')
            .replace(CONTROL, '')
            .trim(),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('escapeHtml', () => {
  it('escapes math, GH- references and bidi controls', () => {
    expect(escapeHtml('$a$ GH-1 \u202eb')).toBe('&#36;a&#36; GH-&#8203;1 b');
  });

  it('escapes markup and quotes, and defuses mentions', () => {
    expect(escapeHtml(`<a href="x">'@me'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;@&#8203;me&#39;&lt;/a&gt;',
    );
  });
});

describe('escapeMermaidLabel', () => {
  it('keeps plain text, drops what could close a quote or a fence, and cuts long labels', () => {
    expect(escapeMermaidLabel('blk=2MB/msg=1KB (x)')).toBe('blk=2MB/msg=1KB (x)');
    expect(escapeMermaidLabel('a"b`c[d]\ne')).toBe('a b c d e');
    expect(escapeMermaidLabel('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(escapeMermaidLabel(s)).not.toMatch(/["`\n[\]]/);
      }),
    );
  });
});

describe('jsonForScript', () => {
  it('cannot close a script element and parses back to the value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const json = jsonForScript(v);
        expect(json).not.toContain('<');
        expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(v)));
      }),
    );
    expect(jsonForScript('</script><!--')).toBe('"\\u003c/script>\\u003c!--"');
  });
});
