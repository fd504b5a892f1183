import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-TPU5HSIR.js";
import {
  BenchmarkCollector
} from "./chunk-2AQNGJGB.js";
import "./chunk-UB4YXC6G.js";
import {
  __toESM
} from "./chunk-3FRE6W3I.js";

// src/formats/pattern/values.ts
var THOUSANDS_SEPARATORS = ["", ",", ".", " ", "'", "_"];
var PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
function parseNumber(text, style, conversion) {
  const plain = toPlainNumber(text.trim(), style);
  if (plain === void 0) return void 0;
  const n = conversion ? applyConversion(plain, conversion) : Number(plain);
  return Number.isFinite(n) ? n : void 0;
}
function toPlainNumber(text, style) {
  let t = text;
  if (style.thousands !== "" && t.includes(style.thousands)) {
    const at = t.indexOf(style.decimal);
    const intPart = at < 0 ? t : t.slice(0, at);
    const groups = intPart.replace(/^[+-]/, "").split(style.thousands);
    if (!/^\d{1,3}$/.test(groups[0]) || groups.slice(1).some((g) => !/^\d{3}$/.test(g))) return void 0;
    t = intPart.split(style.thousands).join("") + t.slice(intPart.length);
  }
  if (style.decimal === ",") {
    if (t.includes(".")) return void 0;
    t = t.replace(",", ".");
  }
  return PLAIN_NUMBER.test(t) ? t : void 0;
}
function applyConversion(plain, c) {
  if ("pow10" in c) {
    const m = /^(.*?)(?:[eE]([+-]?\d+))?$/.exec(plain);
    return Number(`${m[1]}e${Number(m[2] ?? 0) + c.pow10}`);
  }
  return "factor" in c ? Number(plain) * c.factor : Number(plain) / c.divisor;
}
var TIME = {
  ps: 1,
  ns: 1e3,
  us: 1e6,
  µs: 1e6,
  μs: 1e6,
  ms: 1e9,
  s: 1e12,
  sec: 1e12,
  min: 6e13,
  h: 36e14
};
var BYTES = {
  B: 1,
  bytes: 1,
  KB: 1e3,
  kB: 1e3,
  MB: 1e6,
  GB: 1e9,
  TB: 1e12,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3,
  TiB: 1024 ** 4
};
var BYTE_RATES = Object.fromEntries(
  Object.entries(BYTES).map(([u, f]) => [`${u}/s`, f])
);
var FAMILIES = [TIME, BYTES, BYTE_RATES];
function builtInConversions(unit) {
  const family = FAMILIES.find((f) => Object.hasOwn(f, unit));
  if (!family) return void 0;
  const target = family[unit];
  const conversions = /* @__PURE__ */ new Map();
  for (const [printed, f] of Object.entries(family)) conversions.set(printed, conversionOf(f, target));
  return conversions;
}
function conversionOf(from, to) {
  const up = from >= to;
  const ratio = up ? from / to : to / from;
  if (!Number.isInteger(ratio)) return { factor: from / to };
  if (/^10*$/.test(String(ratio))) return { pow10: (up ? 1 : -1) * (String(ratio).length - 1) };
  return up ? { factor: ratio } : { divisor: ratio };
}

// src/formats/pattern/spec.ts
var import_yaml = __toESM(require_dist(), 1);

// src/formats/pattern/regex-ast.ts
function parseRegexSource(source) {
  const parser = new RegexParser(source);
  const alts = parser.parseAlternatives();
  return alts;
}
var RegexParser = class {
  constructor(src) {
    this.src = src;
  }
  src;
  pos = 0;
  parseAlternatives() {
    const alts = [[]];
    while (this.pos < this.src.length) {
      const c = this.src[this.pos];
      if (c === ")") break;
      if (c === "|") {
        this.pos++;
        alts.push([]);
        continue;
      }
      alts[alts.length - 1].push(this.parseTerm());
    }
    return alts;
  }
  parseTerm() {
    const start = this.pos;
    const atom = this.parseAtom();
    if (atom.kind === "assert" || atom.kind === "group" && atom.look) return atom;
    const bounds = this.parseQuantifier();
    if (!bounds) return atom;
    return {
      kind: "repeat",
      node: atom,
      min: bounds[0],
      max: bounds[1],
      src: this.src.slice(start, this.pos)
    };
  }
  parseAtom() {
    const start = this.pos;
    const c = this.src[this.pos];
    if (c === "^" || c === "$") {
      this.pos++;
      return { kind: "assert", src: c };
    }
    if (c === "(") return this.parseGroup();
    if (c === "[") {
      this.skipClass();
      return { kind: "char", src: this.src.slice(start, this.pos) };
    }
    if (c === "\\") return this.parseEscape();
    const cp = this.src.codePointAt(this.pos);
    this.pos += cp > 65535 ? 2 : 1;
    return { kind: "char", src: this.src.slice(start, this.pos) };
  }
  parseGroup() {
    const start = this.pos;
    this.pos++;
    let look = false;
    if (this.src.startsWith("?:", this.pos)) this.pos += 2;
    else if (this.src.startsWith("?=", this.pos) || this.src.startsWith("?!", this.pos)) {
      this.pos += 2;
      look = true;
    } else if (this.src.startsWith("?<=", this.pos) || this.src.startsWith("?<!", this.pos)) {
      this.pos += 3;
      look = true;
    } else if (this.src.startsWith("?<", this.pos)) {
      this.pos = this.src.indexOf(">", this.pos) + 1;
    }
    const alts = this.parseAlternatives();
    this.pos++;
    return { kind: "group", alts, look, src: this.src.slice(start, this.pos) };
  }
  parseEscape() {
    const start = this.pos;
    this.pos++;
    const c = this.src[this.pos];
    if (c === "b" || c === "B") {
      this.pos++;
      return { kind: "assert", src: this.src.slice(start, this.pos) };
    }
    if (c >= "1" && c <= "9") {
      while (this.pos < this.src.length && /[0-9]/.test(this.src[this.pos])) this.pos++;
      return { kind: "backref", src: this.src.slice(start, this.pos) };
    }
    if (c === "k") {
      this.pos = this.src.indexOf(">", this.pos) + 1;
      return { kind: "backref", src: this.src.slice(start, this.pos) };
    }
    this.skipEscapeBody();
    return { kind: "char", src: this.src.slice(start, this.pos) };
  }
  /** Skips what follows a backslash (the backslash already consumed). */
  skipEscapeBody() {
    const c = this.src[this.pos];
    if ((c === "p" || c === "P" || c === "u") && this.src[this.pos + 1] === "{") {
      this.pos = this.src.indexOf("}", this.pos) + 1;
    } else if (c === "u") this.pos += 5;
    else if (c === "x") this.pos += 3;
    else if (c === "c") this.pos += 2;
    else {
      const cp = this.src.codePointAt(this.pos);
      this.pos += cp > 65535 ? 2 : 1;
    }
  }
  skipClass() {
    this.pos++;
    while (this.pos < this.src.length && this.src[this.pos] !== "]") {
      if (this.src[this.pos] === "\\") {
        this.pos++;
        this.skipEscapeBody();
      } else this.pos++;
    }
    this.pos++;
  }
  /** Reads a quantifier if one follows: [min, max]; max is Infinity when unbounded. */
  parseQuantifier() {
    const c = this.src[this.pos];
    let bounds;
    if (c === "*") bounds = [0, Infinity];
    else if (c === "+") bounds = [1, Infinity];
    else if (c === "?") bounds = [0, 1];
    if (bounds) this.pos++;
    else if (c === "{") {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.pos));
      if (!m) return void 0;
      this.pos += m[0].length;
      const min = Number(m[1]);
      const max = m[2] === void 0 ? min : m[3] === "" ? Infinity : Number(m[3]);
      bounds = [min, max];
    }
    if (bounds && this.src[this.pos] === "?") this.pos++;
    return bounds;
  }
};

// src/formats/pattern/regex-safety.ts
var MAX_REPEAT_CHAIN = 2;
var SMALL_CHOICE = 16;
var REPRESENTATIVES = [
  ...Array.from({ length: 128 }, (_, i) => String.fromCharCode(i)),
  " ",
  "µ",
  "μ",
  "é",
  "Ж",
  "中",
  "\u2028",
  "　",
  "\uFEFF",
  "😀"
];
var PROBES = ["Ͱ", "ا", "𐐀"];
var OTHER = 1n << BigInt(REPRESENTATIVES.length);
var ALL = (OTHER << 1n) - 1n;
var maskCache = /* @__PURE__ */ new Map();
function charMask(src) {
  let mask = maskCache.get(src);
  if (mask !== void 0) return mask;
  const re = new RegExp(`^(?:${src})$`, "u");
  mask = 0n;
  REPRESENTATIVES.forEach((c, i) => {
    if (re.test(c)) mask |= 1n << BigInt(i);
  });
  if (mask === 0n || PROBES.some((c) => re.test(c))) mask |= OTHER;
  maskCache.set(src, mask);
  return mask;
}
function findRegexHazard(source) {
  const alts = parseRegexSource(source);
  const top = { kind: "group", alts, look: false, src: source };
  return findBackreference(top) ?? findNestedRepeat(top, void 0) ?? findRepeatChain(alts);
}
function children(node) {
  if (node.kind === "group") return node.alts.flat();
  if (node.kind === "repeat") return [node.node];
  return [];
}
function findBackreference(node) {
  if (node.kind === "backref") {
    return `backreference "${node.src}" is not allowed: matching it can take exponential time`;
  }
  for (const child of children(node)) {
    const found = findBackreference(child);
    if (found) return found;
  }
  return void 0;
}
function repeatsMany(node) {
  return node.kind === "repeat" && node.max > 1;
}
function hasChoice(node) {
  return node.kind === "repeat" && node.max > node.min;
}
function findNestedRepeat(node, outer) {
  if (outer && hasChoice(node)) {
    return `nested quantifier: "${node.src}" is repeated inside "${outer.src}", which can take exponential time on a line that almost matches; repeat a single character class instead (e.g. [\\d,]+ with thousands: ',')`;
  }
  if (outer && node.kind === "group" && node.alts.length > 1 && branchesOverlap(node.alts)) {
    return `alternation "${node.src}" inside the repeat "${outer.src}" has branches that can match the same text, which can take exponential time; make the branches start with different characters`;
  }
  const nextOuter = outer ?? (repeatsMany(node) ? node : void 0);
  for (const child of children(node)) {
    const found = findNestedRepeat(child, nextOuter);
    if (found) return found;
  }
  return void 0;
}
function branchesOverlap(alts) {
  const firsts = alts.map(firstOf);
  if (firsts.some((f) => f.nullable)) return true;
  for (let i = 0; i < firsts.length; i++) {
    for (let j = i + 1; j < firsts.length; j++) if ((firsts[i].mask & firsts[j].mask) !== 0n) return true;
  }
  return false;
}
function firstOf(seq) {
  let mask = 0n;
  for (const node of seq) {
    const f = firstOfNode(node);
    mask |= f.mask;
    if (!f.nullable) return { mask, nullable: false };
  }
  return { mask, nullable: true };
}
function firstOfNode(node) {
  switch (node.kind) {
    case "char":
      return { mask: charMask(node.src), nullable: false };
    case "assert":
      return { mask: 0n, nullable: true };
    case "backref":
      return { mask: ALL, nullable: true };
    case "group": {
      if (node.look) return { mask: 0n, nullable: true };
      const fs = node.alts.map(firstOf);
      return { mask: fs.reduce((m, f) => m | f.mask, 0n), nullable: fs.some((f) => f.nullable) };
    }
    case "repeat": {
      const f = firstOfNode(node.node);
      return { mask: f.mask, nullable: f.nullable || node.min === 0 };
    }
  }
}
function allOf(node) {
  if (node.kind === "char") return charMask(node.src);
  return children(node).reduce((m, c) => m | allOf(c), 0n);
}
function findRepeatChain(alts) {
  for (const alt of alts) {
    const items = linearize(alt, false);
    if (!(alt[0]?.kind === "assert" && alt[0].src === "^")) {
      items.unshift({ star: true, mask: ALL, weight: 1, blocks: false, src: "the unanchored start" });
    }
    const chain = longestChain(items);
    if (chain.weight > MAX_REPEAT_CHAIN) {
      const names = chain.items.map((i) => i.src === "the unanchored start" ? i.src : `"${i.src}"`).join(", ");
      return `${chain.weight} repeats can match the same characters one after another (${names}), which takes about n^${chain.weight} steps on a long line that almost matches; anchor the regex with ^ and use narrower classes (e.g. \\S+ or [\\d.]+) or literal text between the repeats`;
    }
  }
  return void 0;
}
function linearize(seq, optional) {
  const items = [];
  for (const node of seq) items.push(...linearizeNode(node, optional));
  return items;
}
function linearizeNode(node, optional) {
  switch (node.kind) {
    case "char":
      return [{ star: false, mask: charMask(node.src), weight: 0, blocks: !optional, src: node.src }];
    case "assert":
    case "backref":
      return [];
    case "group": {
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
          src: node.src
        }
      ];
    }
    case "repeat": {
      if (node.max === Infinity || node.max - node.min > SMALL_CHOICE) {
        return [
          { star: true, mask: allOf(node.node), weight: 1, blocks: !optional && node.min > 0, src: node.src }
        ];
      }
      return linearizeNode(node.node, optional || node.min === 0);
    }
  }
}
function longestChain(items) {
  const best = [];
  let top = { weight: 0, items: [] };
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

// src/formats/pattern/spec-check.ts
var MAX_REGEX_SOURCE = 1e3;
var SpecChecker = class {
  constructor(source) {
    this.source = source;
  }
  source;
  problems = [];
  report(path, message) {
    this.problems.push({ file: this.source, line: 0, message: `${path}: ${message}` });
  }
  get count() {
    return this.problems.length;
  }
  /** The value as a mapping with only known keys, or undefined (reported). */
  mapping(value, path, known) {
    if (!isMapping(value)) {
      this.report(path, `expected a mapping, got ${describe(value)}`);
      return void 0;
    }
    for (const key of Object.keys(value)) {
      if (!known.includes(key)) this.report(`${path}.${key}`, `unknown field (known: ${known.join(", ")})`);
    }
    return value;
  }
  /** The value as a list, or undefined (reported). Absent is [] unless required. */
  list(value, path, what, required) {
    if (value === void 0 && !required) return [];
    if (!Array.isArray(value) || required && value.length === 0) {
      this.report(path, `expected a ${required ? "non-empty " : ""}list of ${what}, got ${describe(value)}`);
      return void 0;
    }
    return value;
  }
  /** A string field; absent gives the fallback (or a problem when there is none). */
  string(value, path, fallback, nonEmpty = true) {
    if (value === void 0 && fallback !== void 0) return fallback;
    if (typeof value !== "string" || nonEmpty && value === "") {
      this.report(path, `expected a ${nonEmpty ? "non-empty " : ""}string, got ${describe(value)}`);
      return void 0;
    }
    return value;
  }
  /** One of the given strings. */
  choice(value, path, choices, fallback) {
    if (value === void 0) return fallback;
    if (typeof value === "string" && choices.includes(value)) return value;
    this.report(
      path,
      `expected one of ${choices.map((c) => JSON.stringify(c)).join(", ")}, got ${describe(value)}`
    );
    return void 0;
  }
  integer(value, path, min, max, fallback) {
    if (value === void 0) return fallback;
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
      this.report(path, `expected a whole number from ${min} to ${max}, got ${describe(value)}`);
      return void 0;
    }
    return value;
  }
  boolean(value, path, fallback) {
    if (value === void 0) return fallback;
    if (typeof value !== "boolean") {
      this.report(path, `expected true or false, got ${describe(value)}`);
      return void 0;
    }
    return value;
  }
  /** Compiles a user regex with the u flag after the safety checks. */
  regex(value, path) {
    const source = this.string(value, path);
    if (source === void 0) return void 0;
    if (source.length > MAX_REGEX_SOURCE) {
      this.report(path, `regex is ${source.length} characters long; at most ${MAX_REGEX_SOURCE} are allowed`);
      return void 0;
    }
    let regex;
    try {
      regex = new RegExp(source, "u");
    } catch (e) {
      const hint = /Invalid escape|Lone quantifier|Incomplete quantifier/.test(String(e)) ? " (patterns are compiled with the u flag: escape only characters that have a meaning, such as \\. \\( \\[ \\{ \\$, and write a literal { as \\{)" : "";
      this.report(path, `${e.message}${hint}`);
      return void 0;
    }
    const hazard = findRegexHazard(source);
    if (hazard) {
      this.report(path, hazard);
      return void 0;
    }
    return regex;
  }
  /** A list of capture names, each of which must be in `captures`. */
  captureList(value, path, captures) {
    const items = this.list(value, path, "capture names", false);
    if (!items) return void 0;
    const before = this.count;
    items.forEach((item, i) => this.capture(item, `${path}[${i}]`, captures));
    return this.count === before ? items : void 0;
  }
  /** A capture name that must be in `captures`. */
  capture(value, path, captures) {
    const name = this.string(value, path);
    if (name === void 0) return void 0;
    if (!captures.includes(name)) {
      this.report(path, `capture "${name}" is not in the regex (${listCaptures(captures)})`);
      return void 0;
    }
    return name;
  }
};
function listCaptures(captures) {
  return captures.length === 0 ? "it has no named captures" : `captures: ${captures.join(", ")}`;
}
function isMapping(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function captureNames(regex) {
  const names = [];
  const re = /\\.|\[(?:\\.|[^\]\\])*\]|\(\?<([\p{ID_Start}$_][\p{ID_Continue}$\u200c\u200d]*)>/gu;
  for (const m of regex.source.matchAll(re)) if (m[1] !== void 0) names.push(m[1]);
  return names;
}
function describe(value) {
  if (value === void 0 || value === null) return "nothing";
  if (Array.isArray(value)) return value.length === 0 ? "an empty list" : "a list";
  if (typeof value === "string") return `"${value.length > 40 ? `${value.slice(0, 40)}...` : value}"`;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value === "object") return "a mapping";
  return typeof value;
}

// src/formats/pattern/spec.ts
var DEFAULT_MAX_LINE_LENGTH = 4096;
var MAX_LINE_LENGTH_LIMIT = 65536;
var SPEC_FIELDS = [
  "name",
  "headers",
  "results",
  "mustMatch",
  "thousands",
  "decimal",
  "maxLineLength"
];
var HEADER_FIELDS = ["regex", "level", "params", "procs"];
var RESULT_FIELDS = ["regex", "name", "suite", "params", "procs", "metrics"];
var METRIC_FIELDS = ["value", "unit", "unitFrom", "scale", "name", "direction", "optional"];
function parsePatternSpecs(raw, source) {
  const checker = new SpecChecker(source);
  const list = isMapping(raw) ? raw.patterns : raw;
  const items = checker.list(list, "patterns", "patterns", true) ?? [];
  const specs = [];
  const names = /* @__PURE__ */ new Map();
  items.forEach((item, i) => {
    const path = `patterns[${i}]`;
    const spec = parseSpec(checker, item, path);
    if (!spec) return;
    const first = names.get(spec.name);
    if (first !== void 0) {
      checker.report(`${path}.name`, `"${spec.name}" is already the name of patterns[${first}]`);
      return;
    }
    names.set(spec.name, i);
    specs.push(spec);
  });
  return { specs, problems: checker.problems };
}
function parsePatternSpecsText(text, source) {
  const doc = (0, import_yaml.parseDocument)(text, { uniqueKeys: true });
  if (doc.errors.length > 0) {
    return {
      specs: [],
      problems: doc.errors.map((e) => ({
        file: source,
        line: e.linePos?.[0].line ?? 0,
        message: e.message.split("\n")[0].replace(/ at line \d+, column (\d+):$/, " (column $1)")
      }))
    };
  }
  return parsePatternSpecs(doc.toJS(), source);
}
function parseSpec(checker, raw, path) {
  const m = checker.mapping(raw, path, SPEC_FIELDS);
  if (!m) return void 0;
  const before = checker.count;
  const name = checker.string(m.name, `${path}.name`);
  const thousands = checker.choice(m.thousands, `${path}.thousands`, THOUSANDS_SEPARATORS, "");
  const decimal = checker.choice(m.decimal, `${path}.decimal`, [".", ","], ".");
  if (thousands !== void 0 && thousands === decimal) {
    checker.report(`${path}.decimal`, `must differ from thousands ("${thousands}")`);
  }
  const maxLineLength = checker.integer(
    m.maxLineLength,
    `${path}.maxLineLength`,
    1,
    MAX_LINE_LENGTH_LIMIT,
    DEFAULT_MAX_LINE_LENGTH
  );
  const rawHeaders = checker.list(m.headers, `${path}.headers`, "header patterns", false) ?? [];
  const headers = rawHeaders.map((h, i) => parseHeader(checker, h, `${path}.headers[${i}]`, i));
  const headerCaptures = headers.flatMap((h) => h ? captureNames(h.regex) : []);
  const rawResults = checker.list(m.results, `${path}.results`, "result patterns", true) ?? [];
  const results = rawResults.map(
    (r, i) => parseResult(checker, r, `${path}.results[${i}]`, name ?? "", headerCaptures)
  );
  const rawMust = checker.list(m.mustMatch, `${path}.mustMatch`, "regexes", false) ?? [];
  const mustMatch = rawMust.map((r, i) => checker.regex(r, `${path}.mustMatch[${i}]`));
  if (checker.count !== before) return void 0;
  const used = new Set(results.flatMap((r) => templateCaptures(r)));
  for (const h of headers) h.params ??= captureNames(h.regex).filter((c) => c !== h.procs && !used.has(c));
  return {
    name,
    headers,
    results,
    mustMatch,
    numbers: { thousands, decimal },
    maxLineLength
  };
}
function parseHeader(checker, raw, path, index) {
  const m = checker.mapping(raw, path, HEADER_FIELDS);
  if (!m) return void 0;
  const regex = checker.regex(m.regex, `${path}.regex`);
  const level = checker.integer(m.level, `${path}.level`, 0, 99, index);
  if (!regex || level === void 0) return void 0;
  const captures = captureNames(regex);
  const procs = m.procs === void 0 ? void 0 : checker.capture(m.procs, `${path}.procs`, captures);
  const params = m.params === void 0 ? void 0 : checker.captureList(m.params, `${path}.params`, captures);
  if (m.procs !== void 0 && !procs || m.params !== void 0 && !params) return void 0;
  return { regex, level, ...procs ? { procs } : {}, ...params ? { params } : {} };
}
function parseResult(checker, raw, path, specName, headerCaptures) {
  const m = checker.mapping(raw, path, RESULT_FIELDS);
  if (!m) return void 0;
  const before = checker.count;
  const regex = checker.regex(m.regex, `${path}.regex`);
  if (!regex) return void 0;
  const captures = captureNames(regex);
  const name = parseTemplate(checker, m.name, `${path}.name`, specName, captures, headerCaptures);
  const suite = parseTemplate(checker, m.suite, `${path}.suite`, "", captures, headerCaptures);
  const procs = m.procs === void 0 ? void 0 : checker.capture(m.procs, `${path}.procs`, captures);
  const rawMetrics = checker.list(m.metrics, `${path}.metrics`, "metrics", true) ?? [];
  const metrics = rawMetrics.map((x, i) => parseMetric(checker, x, `${path}.metrics[${i}]`, captures));
  checkDistinctMetrics(checker, metrics, path);
  const explicit = m.params === void 0 ? void 0 : checker.captureList(m.params, `${path}.params`, captures);
  if (checker.count !== before) return void 0;
  const rule = {
    regex,
    name,
    suite,
    params: [],
    ...procs ? { procs } : {},
    metrics
  };
  const used = /* @__PURE__ */ new Set([
    ...templateCaptures(rule),
    ...procs ? [procs] : [],
    ...rule.metrics.flatMap((x) => [x.value, ...x.unitFrom ? [x.unitFrom] : []])
  ]);
  rule.params = explicit ?? captures.filter((c) => !used.has(c));
  return rule;
}
function checkDistinctMetrics(checker, metrics, path) {
  const seen = /* @__PURE__ */ new Map();
  metrics.forEach((x, i) => {
    if (!x) return;
    const key = `${x.name ?? ""}\0${x.unit}`;
    const first = seen.get(key);
    if (first === void 0) seen.set(key, i);
    else
      checker.report(
        `${path}.metrics[${i}]`,
        `same unit "${x.unit}" and name as metrics[${first}]; give one of them a different name`
      );
  });
}
function parseMetric(checker, raw, path, captures) {
  const m = checker.mapping(raw, path, METRIC_FIELDS);
  if (!m) return void 0;
  const before = checker.count;
  const value = checker.capture(m.value, `${path}.value`, captures);
  const unit = checker.string(m.unit, `${path}.unit`);
  const unitFrom = m.unitFrom === void 0 ? void 0 : checker.capture(m.unitFrom, `${path}.unitFrom`, captures);
  const name = m.name === void 0 ? void 0 : checker.string(m.name, `${path}.name`);
  const direction = m.direction === void 0 ? void 0 : checker.choice(m.direction, `${path}.direction`, ["smaller", "bigger"], "smaller");
  const optional = checker.boolean(m.optional, `${path}.optional`, false);
  let conversions;
  if (m.scale !== void 0) {
    if (m.unitFrom === void 0) checker.report(`${path}.scale`, "only used together with unitFrom");
    else conversions = parseScale(checker, m.scale, `${path}.scale`);
  } else if (unitFrom && unit) {
    conversions = builtInConversions(unit);
    if (!conversions) {
      checker.report(
        `${path}.unit`,
        `"${unit}" has no built-in conversion from the units captured by "${unitFrom}" (built in: time ns..h, bytes B..TiB, byte rates B/s..TiB/s); give scale: {<printed unit>: <factor>}`
      );
    }
  }
  if (checker.count !== before) return void 0;
  return {
    value,
    unit,
    ...unitFrom ? { unitFrom, conversions } : {},
    ...name !== void 0 ? { name } : {},
    ...direction ? { direction } : {},
    optional
  };
}
function parseScale(checker, raw, path) {
  if (!isMapping(raw) || Object.keys(raw).length === 0) {
    checker.report(path, "expected a mapping from printed unit to factor, such as {ms: 0.001, s: 1}");
    return void 0;
  }
  const conversions = /* @__PURE__ */ new Map();
  for (const [printed, factor] of Object.entries(raw)) {
    if (typeof factor !== "number" || !Number.isFinite(factor) || factor <= 0) {
      checker.report(
        `${path}.${printed}`,
        `expected a positive number, got ${JSON.stringify(factor) ?? "nothing"}`
      );
    } else conversions.set(printed, { factor });
  }
  return conversions;
}
var TEMPLATE_REF = /\{([\p{ID_Start}$_][\p{ID_Continue}$]*)\}/gu;
function parseTemplate(checker, raw, path, fallback, captures, headerCaptures) {
  const text = checker.string(raw, path, fallback, false);
  if (text === void 0) return void 0;
  const parts = [];
  let last = 0;
  let ok = true;
  for (const m of text.matchAll(TEMPLATE_REF)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    last = m.index + m[0].length;
    if (!captures.includes(m[1]) && !headerCaptures.includes(m[1])) {
      const headers = headerCaptures.length > 0 ? `; header captures: ${headerCaptures.join(", ")}` : "";
      checker.report(
        path,
        `{${m[1]}} is not a capture of this result or of a header (${listCaptures(captures)}${headers})`
      );
      ok = false;
    }
    parts.push({ capture: m[1] });
  }
  if (last < text.length) parts.push(text.slice(last));
  return ok ? parts : void 0;
}
function templateCaptures(rule) {
  return [...rule.name, ...rule.suite].flatMap((p) => typeof p === "string" ? [] : [p.capture]);
}

// src/formats/pattern/format.ts
var DETECT_LINES = 200;
function createPatternFormat(spec) {
  return {
    kind: "lines",
    name: "pattern",
    spec,
    detect: (sniff) => detectPattern(spec, sniff),
    start: (file) => new PatternParser(spec, file)
  };
}
function detectPattern(spec, sniff) {
  const lines = sniff.head.split("\n", DETECT_LINES).filter((l) => l.trim() !== "" && l.length <= spec.maxLineLength);
  let results = 0;
  let explained = 0;
  for (const raw of lines) {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (spec.results.some((r) => r.regex.test(line))) results++;
    else if (!spec.headers.some((h) => h.regex.test(line))) continue;
    explained++;
  }
  if (results === 0) return 0;
  return 0.5 + 0.4 * (explained / lines.length);
}
var PatternParser = class {
  constructor(spec, file) {
    this.spec = spec;
    this.file = file;
  }
  spec;
  file;
  collector = new BenchmarkCollector();
  problems = [];
  /** Set headers by level; levels are small integers, so a sparse array keeps them ordered. */
  headers = [];
  push(line, lineNo) {
    if (line.length > this.spec.maxLineLength) {
      this.report(
        lineNo,
        `line is ${line.length} characters long, over the limit of ${this.spec.maxLineLength} for pattern "${this.spec.name}"; skipped`
      );
      return;
    }
    for (const header of this.spec.headers) {
      const m = header.regex.exec(line);
      if (!m) continue;
      const groups = m.groups ?? {};
      const state = { params: paramsOf(header.params, groups), captures: definedOf(groups) };
      if (header.procs !== void 0) {
        const procs = this.parseProcs(groups[header.procs], header.procs, lineNo);
        if (procs !== void 0) state.procs = procs;
      }
      this.headers = this.headers.slice(0, header.level);
      this.headers[header.level] = state;
      return;
    }
    for (const result of this.spec.results) {
      const m = result.regex.exec(line);
      if (m) return this.addResult(result, m.groups ?? {}, lineNo);
    }
    const must = this.spec.mustMatch.findIndex((re) => re.test(line));
    if (must >= 0) {
      this.report(
        lineNo,
        `line matches mustMatch[${must}] of pattern "${this.spec.name}" but no header or result regex; skipped`
      );
    }
  }
  finish() {
    return {
      context: { tool: { name: this.spec.name } },
      benchmarks: this.collector.benchmarks(),
      problems: this.problems
    };
  }
  addResult(rule, groups, lineNo) {
    const active = this.headers.filter((h) => h !== void 0);
    const scope = Object.assign(
      {},
      ...active.map((h) => h.captures),
      definedOf(groups)
    );
    const errors = [];
    const name = render(rule.name, scope, errors);
    if (name === "" && errors.length === 0) errors.push("its name template gave an empty name");
    const suite = render(rule.suite, scope, errors);
    const values = this.metricValues(rule, groups, errors);
    let procs = active.reduce((p, h) => h.procs ?? p, void 0);
    if (rule.procs !== void 0) procs = this.parseProcs(groups[rule.procs], rule.procs, lineNo, errors);
    if (errors.length === 0 && values.length === 0) errors.push("none of its metrics took part in the match");
    if (errors.length > 0) {
      this.report(lineNo, `result line of pattern "${this.spec.name}": ${errors.join("; ")}; skipped`);
      return;
    }
    const params = Object.fromEntries([...active.flatMap((h) => h.params), ...paramsOf(rule.params, groups)]);
    const identity = { suite, name, params };
    if (procs !== void 0) identity.procs = procs;
    this.collector.add(identity, values);
  }
  metricValues(rule, groups, errors) {
    const values = [];
    for (const metric of rule.metrics) {
      const text = groups[metric.value];
      if (text === void 0) {
        if (!metric.optional) errors.push(`capture "${metric.value}" did not take part in the match`);
        continue;
      }
      let conversion;
      if (metric.unitFrom !== void 0) {
        const printed = groups[metric.unitFrom] ?? "";
        conversion = metric.conversions.get(printed);
        if (!conversion) {
          const known = [...metric.conversions.keys()].join(", ");
          errors.push(
            `capture "${metric.unitFrom}" = ${JSON.stringify(printed)} has no conversion to "${metric.unit}" (known: ${known})`
          );
          continue;
        }
      }
      const value = parseNumber(text, this.spec.numbers, conversion);
      if (value === void 0) {
        errors.push(`capture "${metric.value}" = ${JSON.stringify(text)} is not a number`);
        continue;
      }
      values.push({
        unit: metric.unit,
        ...metric.name !== void 0 ? { name: metric.name } : {},
        ...metric.direction ? { direction: metric.direction } : {},
        samples: [value]
      });
    }
    return values;
  }
  parseProcs(text, capture, lineNo, errors) {
    if (text === void 0) return void 0;
    const n = parseNumber(text, this.spec.numbers);
    if (n !== void 0 && Number.isInteger(n) && n > 0) return n;
    const message = `procs capture "${capture}" = ${JSON.stringify(text)} is not a positive whole number`;
    if (errors) errors.push(message);
    else
      this.report(lineNo, `header line of pattern "${this.spec.name}": ${message}; its params still apply`);
    return void 0;
  }
  report(line, message) {
    this.problems.push({ file: this.file, line, message });
  }
};
function paramsOf(names, groups) {
  return names.flatMap((n) => groups[n] === void 0 ? [] : [[n, groups[n]]]);
}
function definedOf(groups) {
  return Object.fromEntries(Object.entries(groups).filter((e) => e[1] !== void 0));
}
function render(template, scope, errors) {
  let out = "";
  for (const part of template) {
    if (typeof part === "string") out += part;
    else if (scope[part.capture] !== void 0) out += scope[part.capture];
    else errors.push(`{${part.capture}} has no value (no header above set it, or its group did not match)`);
  }
  return out;
}
export {
  createPatternFormat,
  parsePatternSpecs,
  parsePatternSpecsText
};
