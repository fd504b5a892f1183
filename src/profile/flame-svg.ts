/**
 * A differential flame graph as a standalone SVG: one box per call path,
 * the outermost caller at the bottom, each box as wide as head's time in it;
 * red where head spends more than base on that path, blue where less, white
 * where the same (the colour's strength is the change relative to the
 * larger side). Boxes narrower than MIN_BOX_PX are left out; each box's
 * <title> gives base, head and the change. Names are escaped: they come from
 * the benchmark process.
 */

export interface FlameGraphInput {
  title: string;
  unit: string;
  /** Mean value per folded call path (diff.ts meanPaths). */
  base: ReadonlyMap<string, number>;
  head: ReadonlyMap<string, number>;
}

const WIDTH = 1200;
const ROW = 17;
const TOP = 36;
const MIN_BOX_PX = 0.5;
/** Boxes drawn at most: a graph of a deep, wide profile stays a few megabytes. */
const MAX_BOXES = 20_000;
const CHAR_PX = 6.6;

interface Node {
  name: string;
  base: number;
  head: number;
  children: Map<string, Node>;
}

export function renderFlameGraph(input: FlameGraphInput): string {
  const root = buildTree(input);
  const boxes: string[] = [];
  const depth = maxDepth(root);
  const height = TOP + (depth + 1) * ROW + 8;
  const scale = root.head > 0 ? WIDTH / root.head : 0;
  const draw = (node: Node, x: number, level: number) => {
    const w = node.head * scale;
    if (w < MIN_BOX_PX || boxes.length >= MAX_BOXES) return;
    boxes.push(box(node, x, height - 8 - (level + 1) * ROW, w, input.unit));
    let cx = x;
    for (const child of [...node.children.values()].sort((a, b) => a.name.localeCompare(b.name))) {
      draw(child, cx, level + 1);
      cx += child.head * scale;
    }
  };
  draw(root, 0, 0);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="monospace" font-size="11">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="${WIDTH / 2}" y="16" text-anchor="middle" font-size="14">${escapeXml(input.title)}</text>`,
    `<text x="${WIDTH / 2}" y="30" text-anchor="middle" fill="#555">width: head's ${escapeXml(input.unit)}; red: grew from base, blue: shrank</text>`,
    ...boxes,
    `</svg>`,
    '',
  ].join('\n');
}

function buildTree(input: FlameGraphInput): Node {
  const root: Node = { name: 'all', base: 0, head: 0, children: new Map() };
  const add = (paths: ReadonlyMap<string, number>, side: 'base' | 'head') => {
    for (const [path, value] of paths) {
      root[side] += value;
      let node = root;
      for (const frame of path.split(';')) {
        let child = node.children.get(frame);
        if (!child)
          node.children.set(frame, (child = { name: frame, base: 0, head: 0, children: new Map() }));
        child[side] += value;
        node = child;
      }
    }
  };
  add(input.head, 'head');
  add(input.base, 'base');
  return root;
}

function maxDepth(node: Node): number {
  let d = 0;
  for (const c of node.children.values()) if (c.head > 0) d = Math.max(d, 1 + maxDepth(c));
  return d;
}

function box(node: Node, x: number, y: number, w: number, unit: string): string {
  const change = (node.head - node.base) / Math.max(node.head, node.base);
  const label = w > 3 * CHAR_PX ? fit(node.name, w) : '';
  const title = `${node.name}: base ${num(node.base)}, head ${num(node.head)} ${unit} (${signed(node.head - node.base)})`;
  return (
    `<g><title>${escapeXml(title)}</title>` +
    `<rect x="${x.toFixed(2)}" y="${y}" width="${w.toFixed(2)}" height="${ROW - 1}" fill="${colour(change)}" stroke="#ffffff" stroke-width="0.5"/>` +
    (label ? `<text x="${(x + 3).toFixed(2)}" y="${y + ROW - 5}">${escapeXml(label)}</text>` : '') +
    `</g>`
  );
}

/** Red for growth, blue for shrink, white for none; the strength is |change| in [0, 1]. */
export function colour(change: number): string {
  const c = Math.max(-1, Math.min(1, Number.isFinite(change) ? change : 0));
  const fade = Math.round(255 * (1 - Math.abs(c) * 0.8));
  return c >= 0 ? `rgb(255,${fade},${fade})` : `rgb(${fade},${fade},255)`;
}

function fit(name: string, w: number): string {
  const chars = Math.floor((w - 6) / CHAR_PX);
  return name.length <= chars ? name : `${name.slice(0, Math.max(chars - 2, 1))}..`;
}

function num(v: number): string {
  return Number(v.toPrecision(4)).toString();
}

function signed(v: number): string {
  return v > 0 ? `+${num(v)}` : num(v);
}

export function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
