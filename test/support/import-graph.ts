import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The import graph of a source tree as the TypeScript compiler reads it, and
 * the two checks the layering test applies to it: which room may import which,
 * and no circle. Kept apart from the rules (test/unit/layering.test.ts) so the
 * checks can be run on a small graph built by hand, with an import planted.
 */

/** One import of a file: another file of the tree (`to`, relative to the root) or a package (`module`). */
export type Import = { to: string } | { module: string };

/** Every file of the tree (paths relative to the root, with `/`) and what it imports. */
export type ImportGraph = ReadonlyMap<string, readonly Import[]>;

export interface Layering {
  /** The room of a file (its first folder under src/), or undefined when it belongs to none. */
  roomOf(file: string): string | undefined;
  /** Which rooms each room may import, and why (quoted in a failure). */
  rooms: Readonly<Record<string, { mayImport: readonly string[]; why: string }>>;
  /** Packages only some rooms may import: a name prefix, those rooms, and why. */
  packages: readonly { prefix: string; rooms: readonly string[]; why: string }[];
}

/** Reads every .ts file under `root/dir` and resolves its relative imports (`./x.js` is `./x.ts`). */
export function readImportGraph(root: string, dir: string): ImportGraph {
  const graph = new Map<string, Import[]>();
  for (const file of tsFilesUnder(join(root, dir))) {
    const name = toPosix(relative(root, file));
    const imports: Import[] = [];
    for (const specifier of importsOf(file)) {
      if (!specifier.startsWith('.')) {
        imports.push({ module: specifier });
        continue;
      }
      const target = resolve(dirname(file), specifier.replace(/\.js$/, '.ts'));
      if (!existsSync(target)) throw new Error(`${name}: cannot resolve import '${specifier}'`);
      imports.push({ to: toPosix(relative(root, target)) });
    }
    graph.set(name, imports);
  }
  return graph;
}

function tsFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

const toPosix = (path: string) => path.split('\\').join('/');

/**
 * Static imports and re-exports, `import('x')` calls and `import('x').T`
 * types: type-only imports count, since a circle of types is still a circle.
 */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg)) found.push(arg.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push(literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every import that breaks the layering, as a sentence naming the importing file, the imported one and the rule. */
export function layeringViolations(graph: ImportGraph, layering: Layering): string[] {
  const out: string[] = [];
  for (const [file, imports] of graph) {
    const room = layering.roomOf(file);
    const rule = room === undefined ? undefined : layering.rooms[room];
    if (room === undefined || rule === undefined) {
      out.push(`${file} is in no room of the layering: give its folder a place among the rooms`);
      continue;
    }
    for (const imp of imports) {
      if ('module' in imp) {
        const limit = layering.packages.find((p) => imp.module.startsWith(p.prefix));
        if (limit && !limit.rooms.includes(room)) out.push(`${file} imports ${imp.module}: ${limit.why}`);
        continue;
      }
      const target = layering.roomOf(imp.to);
      if (target === undefined || target === room || rule.mayImport.includes(target)) continue;
      const allowed = rule.mayImport.length ? rule.mayImport.map((r) => `${r}/`).join(', ') : 'no other room';
      out.push(`${file} imports ${imp.to}: ${room}/ may import ${allowed} (${rule.why})`);
    }
  }
  return out;
}

/** Every circle of imports between files (type-only imports count), each as "a → b → a", smallest file first. */
export function importCycles(graph: ImportGraph): string[] {
  const edges = (file: string) =>
    (graph.get(file) ?? []).flatMap((i) => ('to' in i && graph.has(i.to) ? [i.to] : []));
  return stronglyConnected([...graph.keys()], edges)
    .filter((group) => group.length > 1 || edges(group[0]!).includes(group[0]!))
    .map((group) => cycleThrough(group.sort()[0]!, new Set(group), edges).join(' → '))
    .sort();
}

/** Tarjan's strongly connected components. */
function stronglyConnected(nodes: readonly string[], edges: (n: string) => string[]): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of edges(v)) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    groups.push(group);
  };
  for (const n of nodes) if (!index.has(n)) connect(n);
  return groups;
}

/** A shortest path from `start` back to itself inside one component (breadth first). */
function cycleThrough(start: string, group: ReadonlySet<string>, edges: (n: string) => string[]): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i]!;
    for (const w of edges(v)
      .filter((x) => group.has(x))
      .sort()) {
      if (w === start) return [...pathTo(v, previous, start), start];
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}

function pathTo(v: string, previous: ReadonlyMap<string, string>, start: string): string[] {
  const path = [v];
  while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
  return path;
}
