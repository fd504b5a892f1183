// A small parser for the structure of a JavaScript regular expression compiled
// with the `u` flag, just deep enough for pattern-regex-safety.ts to look for
// shapes that backtrack badly. It assumes the source already compiled, so it
// does not report syntax errors: V8 has done that with a better message.

/** One node of a parsed regex. `src` is the node's own source text. */
export type RegexNode =
  /** Matches exactly one character: a literal, an escape, a class or `.`. */
  | { kind: 'char'; src: string }
  /** Matches no character: `^`, `$`, `\b`, `\B`. */
  | { kind: 'assert'; src: string }
  /** `\1` or `\k<name>`. */
  | { kind: 'backref'; src: string }
  /** A group; `look` for lookahead and lookbehind, which consume nothing. */
  | { kind: 'group'; alts: RegexNode[][]; look: boolean; src: string }
  | { kind: 'repeat'; node: RegexNode; min: number; max: number; src: string };

/** Parses the source of a regex that compiles with the `u` flag. */
export function parseRegexSource(source: string): RegexNode[][] {
  const parser = new RegexParser(source);
  const alts = parser.parseAlternatives();
  return alts;
}

class RegexParser {
  private pos = 0;

  constructor(private readonly src: string) {}

  parseAlternatives(): RegexNode[][] {
    const alts: RegexNode[][] = [[]];
    while (this.pos < this.src.length) {
      const c = this.src[this.pos];
      if (c === ')') break;
      if (c === '|') {
        this.pos++;
        alts.push([]);
        continue;
      }
      alts[alts.length - 1].push(this.parseTerm());
    }
    return alts;
  }

  private parseTerm(): RegexNode {
    const start = this.pos;
    const atom = this.parseAtom();
    if (atom.kind === 'assert' || (atom.kind === 'group' && atom.look)) return atom;
    const bounds = this.parseQuantifier();
    if (!bounds) return atom;
    return {
      kind: 'repeat',
      node: atom,
      min: bounds[0],
      max: bounds[1],
      src: this.src.slice(start, this.pos),
    };
  }

  private parseAtom(): RegexNode {
    const start = this.pos;
    const c = this.src[this.pos];
    if (c === '^' || c === '$') {
      this.pos++;
      return { kind: 'assert', src: c };
    }
    if (c === '(') return this.parseGroup();
    if (c === '[') {
      this.skipClass();
      return { kind: 'char', src: this.src.slice(start, this.pos) };
    }
    if (c === '\\') return this.parseEscape();
    // A literal character or `.`; take a whole code point so an astral
    // character is one atom, as it is under the `u` flag.
    const cp = this.src.codePointAt(this.pos)!;
    this.pos += cp > 0xffff ? 2 : 1;
    return { kind: 'char', src: this.src.slice(start, this.pos) };
  }

  private parseGroup(): RegexNode {
    const start = this.pos;
    this.pos++; // (
    let look = false;
    if (this.src.startsWith('?:', this.pos)) this.pos += 2;
    else if (this.src.startsWith('?=', this.pos) || this.src.startsWith('?!', this.pos)) {
      this.pos += 2;
      look = true;
    } else if (this.src.startsWith('?<=', this.pos) || this.src.startsWith('?<!', this.pos)) {
      this.pos += 3;
      look = true;
    } else if (this.src.startsWith('?<', this.pos)) {
      this.pos = this.src.indexOf('>', this.pos) + 1;
    }
    const alts = this.parseAlternatives();
    this.pos++; // )
    return { kind: 'group', alts, look, src: this.src.slice(start, this.pos) };
  }

  private parseEscape(): RegexNode {
    const start = this.pos;
    this.pos++; // backslash
    const c = this.src[this.pos];
    if (c === 'b' || c === 'B') {
      this.pos++;
      return { kind: 'assert', src: this.src.slice(start, this.pos) };
    }
    if (c >= '1' && c <= '9') {
      while (this.pos < this.src.length && /[0-9]/.test(this.src[this.pos])) this.pos++;
      return { kind: 'backref', src: this.src.slice(start, this.pos) };
    }
    if (c === 'k') {
      this.pos = this.src.indexOf('>', this.pos) + 1;
      return { kind: 'backref', src: this.src.slice(start, this.pos) };
    }
    this.skipEscapeBody();
    return { kind: 'char', src: this.src.slice(start, this.pos) };
  }

  /** Skips what follows a backslash (the backslash already consumed). */
  private skipEscapeBody(): void {
    const c = this.src[this.pos];
    if ((c === 'p' || c === 'P' || c === 'u') && this.src[this.pos + 1] === '{') {
      this.pos = this.src.indexOf('}', this.pos) + 1;
    } else if (c === 'u') this.pos += 5;
    else if (c === 'x') this.pos += 3;
    else if (c === 'c') this.pos += 2;
    else {
      const cp = this.src.codePointAt(this.pos)!;
      this.pos += cp > 0xffff ? 2 : 1;
    }
  }

  private skipClass(): void {
    this.pos++; // [
    while (this.pos < this.src.length && this.src[this.pos] !== ']') {
      if (this.src[this.pos] === '\\') {
        this.pos++;
        this.skipEscapeBody();
      } else this.pos++;
    }
    this.pos++; // ]
  }

  /** Reads a quantifier if one follows: [min, max]; max is Infinity when unbounded. */
  private parseQuantifier(): [number, number] | undefined {
    const c = this.src[this.pos];
    let bounds: [number, number] | undefined;
    if (c === '*') bounds = [0, Infinity];
    else if (c === '+') bounds = [1, Infinity];
    else if (c === '?') bounds = [0, 1];
    if (bounds) this.pos++;
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.pos));
      if (!m) return undefined;
      this.pos += m[0].length;
      const min = Number(m[1]);
      const max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      bounds = [min, max];
    }
    if (bounds && this.src[this.pos] === '?') this.pos++; // lazy: same shape for our purpose
    return bounds;
  }
}
