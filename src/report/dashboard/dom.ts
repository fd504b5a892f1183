/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The dashboard page's two ways of making things: elements whose every text
// is a text node and every attribute set as a value (what the store holds is
// never parsed as markup), and the data scripts beside the page.

type Child = Node | string;

const SVG = 'http://www.w3.org/2000/svg';

/** An element ("svg:line" for SVG) with attributes (undefined ones left out) and children; strings become text nodes. */
export function el(
  tag: string,
  attrs: Record<string, string | number | undefined> = {},
  ...children: Child[]
): Element {
  const node = tag.startsWith('svg:')
    ? document.createElementNS(SVG, tag.slice(4))
    : document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) node.setAttribute(k, String(v));
  for (const c of children) node.append(typeof c === 'string' ? document.createTextNode(c) : c);
  return node;
}

/**
 * Loads one of the data scripts beside the page. Why scripts: a page opened
 * from file:// may load scripts but not fetch files; the page's
 * Content-Security-Policy lets in scripts of its own origin only.
 */
export function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const s = el('script', { src }) as HTMLScriptElement;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(s);
  });
}
