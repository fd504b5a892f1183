import { parseRegexSource, type RegexNode } from './regex-ast.js';

// User patterns run on untrusted benchmark output, in a JavaScript engine that
// backtracks. This module rejects the regex shapes that make backtracking blow
// up, so that matching one line stays cheap:
// - backreferences (matching with them is NP-hard in general);
// - a repeat inside a repeat, such as (a+)+ or (\d{1,3},)*: exponential;
// - an alternation inside a repeat whose branches can start with the same
//   character, such as (a|ab)*: exponential;
// - three or more repeats that can match the same characters one after
//   another, such as ^(.*),(.*),(.*)$: about n^3 steps on a line that almost
//   matches. Two are allowed: n^2 on lines capped at 4096 characters is a few
//   milliseconds at worst. An unanchored regex counts as one more repeat, since
//   the engine retries it at every position of the line.
// Note: the checks are a conservative approximation over a sample of
// characters (see REPRESENTATIVES): they may reject a regex that is fine, never
// on purpose accept one of the shapes above.

/** The most repeats that may match the same characters in sequence. */
export const MAX_REPEAT_CHAIN = 2;

/** A repeat whose count can vary by more than this is treated as unbounded. */
const SMALL_CHOICE = 16;

/**
 * Characters standing for the alphabet when comparing character sets: ASCII,
 * and a few non-ASCII ones of different classes (\s, letters, µ, emoji). The
 * last bit, OTHER, stands for any character not listed.
 */
const REPRESENTATIVES = [
  ...Array.from({ length: 128 }, (_, i) => String.fromCharCode(i)),
  '\u00a0',
  '\u00b5',
  '\u03bc',
  '\u00e9',
  '\u0416',
  '\u4e2d',
  '\u2028',
  '\u3000',
  '\ufeff',
  '\u{1f600}',
];
const PROBES = ['\u0370', '\u0627', '\u{10400}'];
const OTHER = 1n << BigInt(REPRESENTATIVES.length);
const ALL = (OTHER << 1n) - 1n;

const maskCache = new Map<string, bigint>();

/** The set of characters one single-character atom can match, as a bit mask. */
function charMask(src: string): bigint {
  let mask = maskCache.get(src);
  if (mask !== undefined) return mask;
  const re = new RegExp(`^(?:${src})$`, 'u');
  mask = 0n;
  REPRESENTATIVES.forEach((c, i) => {
    if (re.test(c)) mask! |= 1n << BigInt(i);
  });
  // OTHER: the atom matches characters outside the sample (probed with a few
  // unlisted ones), or none of the sample, so it still overlaps similar atoms.
  if (mask === 0n || PROBES.some((c) => re.test(c))) mask |= OTHER;
  maskCache.set(src, mask);
  return mask;
}

/** Why the regex is likely to backtrack catastrophically, or undefined when it looks safe. */
export function findRegexHazard(source: string): string | undefined {
  const alts = parseRegexSource(source);
  const top: RegexNode = { kind: 'group', alts, look: false, src: source };
  return findBackreference(top) ?? findNestedRepeat(top, undefined) ?? findRepeatChain(alts);
}

function children(node: RegexNode): RegexNode[] {
  if (node.kind === 'group') return node.alts.flat();
  if (node.kind === 'repeat') return [node.node];
  return [];
}

function findBackreference(node: RegexNode): string | undefined {
  if (node.kind === 'backref') {
    return `backreference "${node.src}" is not allowed: matching it can take exponential time`;
  }
  for (const child of children(node)) {
    const found = findBackreference(child);
    if (found) return found;
  }
  return undefined;
}

/** A repeat that may run more than once, so what it holds is tried again and again. */
function repeatsMany(node: RegexNode): boolean {
  return node.kind === 'repeat' && node.max > 1;
}

/** A repeat with a choice of counts (a? too), so backtracking can try each of them. */
function hasChoice(node: RegexNode): boolean {
  return node.kind === 'repeat' && node.max > node.min;
}

function findNestedRepeat(node: RegexNode, outer: RegexNode | undefined): string | undefined {
  if (outer && hasChoice(node)) {
    return (
      `nested quantifier: "${node.src}" is repeated inside "${outer.src}", which can take exponential ` +
      `time on a line that almost matches; repeat a single character class instead (e.g. [\\d,]+ with thousands: ',')`
    );
  }
  if (outer && node.kind === 'group' && node.alts.length > 1 && branchesOverlap(node.alts)) {
    return (
      `alternation "${node.src}" inside the repeat "${outer.src}" has branches that can match the same ` +
      `text, which can take exponential time; make the branches start with different characters`
    );
  }
  const nextOuter = outer ?? (repeatsMany(node) ? node : undefined);
  for (const child of children(node)) {
    const found = findNestedRepeat(child, nextOuter);
    if (found) return found;
  }
  return undefined;
}

/** Whether two branches can start with the same character (or one can match nothing). */
function branchesOverlap(alts: RegexNode[][]): boolean {
  const firsts = alts.map(firstOf);
  if (firsts.some((f) => f.nullable)) return true;
  for (let i = 0; i < firsts.length; i++) {
    for (let j = i + 1; j < firsts.length; j++) if ((firsts[i].mask & firsts[j].mask) !== 0n) return true;
  }
  return false;
}

interface First {
  mask: bigint;
  nullable: boolean;
}

/** The characters a sequence can start with, and whether it can match the empty string. */
function firstOf(seq: RegexNode[]): First {
  let mask = 0n;
  for (const node of seq) {
    const f = firstOfNode(node);
    mask |= f.mask;
    if (!f.nullable) return { mask, nullable: false };
  }
  return { mask, nullable: true };
}

function firstOfNode(node: RegexNode): First {
  switch (node.kind) {
    case 'char':
      return { mask: charMask(node.src), nullable: false };
    case 'assert':
      return { mask: 0n, nullable: true };
    case 'backref':
      return { mask: ALL, nullable: true };
    case 'group': {
      if (node.look) return { mask: 0n, nullable: true };
      const fs = node.alts.map(firstOf);
      return { mask: fs.reduce((m, f) => m | f.mask, 0n), nullable: fs.some((f) => f.nullable) };
    }
    case 'repeat': {
      const f = firstOfNode(node.node);
      return { mask: f.mask, nullable: f.nullable || node.min === 0 };
    }
  }
}

/** Every character any atom inside the node can match. */
function allOf(node: RegexNode): bigint {
  if (node.kind === 'char') return charMask(node.src);
  return children(node).reduce((m, c) => m | allOf(c), 0n);
}

/** One step of a regex flattened into a line: a repeat, or a character that must (or may) be matched. */
interface Item {
  star: boolean;
  mask: bigint;
  /** How many chained repeats this item stands for (an alternation of chains counts its longest). */
  weight: number;
  /** Must match at least one character: text a repeat has to swallow to run into the next. */
  blocks: boolean;
  src: string;
}

function findRepeatChain(alts: RegexNode[][]): string | undefined {
  for (const alt of alts) {
    const items = linearize(alt, false);
    if (!(alt[0]?.kind === 'assert' && alt[0].src === '^')) {
      items.unshift({ star: true, mask: ALL, weight: 1, blocks: false, src: 'the unanchored start' });
    }
    const chain = longestChain(items);
    if (chain.weight > MAX_REPEAT_CHAIN) {
      const names = chain.items
        .map((i) => (i.src === 'the unanchored start' ? i.src : `"${i.src}"`))
        .join(', ');
      return (
        `${chain.weight} repeats can match the same characters one after another (${names}), which takes ` +
        `about n^${chain.weight} steps on a long line that almost matches; anchor the regex with ^ and use ` +
        `narrower classes (e.g. \\S+ or [\\d.]+) or literal text between the repeats`
      );
    }
  }
  return undefined;
}

function linearize(seq: RegexNode[], optional: boolean): Item[] {
  const items: Item[] = [];
  for (const node of seq) items.push(...linearizeNode(node, optional));
  return items;
}

function linearizeNode(node: RegexNode, optional: boolean): Item[] {
  switch (node.kind) {
    case 'char':
      return [{ star: false, mask: charMask(node.src), weight: 0, blocks: !optional, src: node.src }];
    case 'assert':
    case 'backref':
      return [];
    case 'group': {
      const opt = optional || node.look;
      if (node.alts.length === 1) return linearize(node.alts[0], opt);
      const weights = node.alts.map((alt) => longestChain(linearize(alt, false)).weight);
      const weight = Math.max(...weights);
      const nullable = node.look || node.alts.map(firstOf).some((f) => f.nullable);
      return [
        {
          star: weight > 0,
          mask: allOf(node),
          weight,
          blocks: !opt && !nullable && weight === 0,
          src: node.src,
        },
      ];
    }
    case 'repeat': {
      if (node.max === Infinity || node.max - node.min > SMALL_CHOICE) {
        return [
          { star: true, mask: allOf(node.node), weight: 1, blocks: !optional && node.min > 0, src: node.src },
        ];
      }
      return linearizeNode(node.node, optional || node.min === 0);
    }
  }
}

/**
 * The heaviest chain of repeats where each can run into the next: their
 * characters overlap, and whatever must be matched between them the earlier
 * one can swallow too.
 */
function longestChain(items: Item[]): { weight: number; items: Item[] } {
  const best: { weight: number; items: Item[] }[] = [];
  let top = { weight: 0, items: [] as Item[] };
  items.forEach((item, i) => {
    best[i] = { weight: item.weight, items: [item] };
    if (!item.star) return;
    for (let j = 0; j < i; j++) {
      const prev = items[j];
      if (!prev.star || (prev.mask & item.mask) === 0n) continue;
      const between = items.slice(j + 1, i);
      if (between.some((b) => b.blocks && (b.mask & prev.mask) === 0n)) continue;
      if (best[j].weight + item.weight > best[i].weight) {
        best[i] = { weight: best[j].weight + item.weight, items: [...best[j].items, item] };
      }
    }
    if (best[i].weight > top.weight) top = best[i];
  });
  return top;
}
