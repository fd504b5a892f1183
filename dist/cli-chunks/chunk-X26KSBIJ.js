import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  dropOverlongNames
} from "./chunk-7KBJNNDM.js";
import {
  InputError
} from "./chunk-RBWFMI4E.js";
import {
  BenchmarkCollector,
  LeftOutBenchmarks,
  MAX_BENCHMARKS,
  capBenchmarkCount,
  directionOfUnit,
  spellUnit
} from "./chunk-SNHWBNK5.js";

// src/model/results.ts
var RESULTS_SCHEMA = "benchgate/results@1";
function createResults(partial = {}) {
  return {
    schema: RESULTS_SCHEMA,
    context: partial.context ?? {},
    benchmarks: partial.benchmarks ?? [],
    problems: partial.problems ?? []
  };
}

// src/model/record.ts
function isRecord(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Date);
}

// src/model/validate.ts
function validateResults(value, file) {
  const problems = [];
  const fail = (message) => ({ problems: [...problems, { file, line: 0, message }] });
  if (!isRecord(value)) return fail("not a JSON object");
  if (value.schema !== RESULTS_SCHEMA)
    return fail(`schema is ${JSON.stringify(value.schema)}, expected "${RESULTS_SCHEMA}"`);
  if (!Array.isArray(value.benchmarks)) return fail('"benchmarks" must be an array');
  const benchmarks = [];
  value.benchmarks.forEach((b, i) => {
    const why = benchmarkError(b);
    if (why) problems.push({ file, line: 0, message: `benchmarks[${i}]: ${why}` });
    else benchmarks.push(withNaNRestored(b));
  });
  const carried = Array.isArray(value.problems) ? value.problems : [];
  return {
    results: {
      schema: RESULTS_SCHEMA,
      context: isRecord(value.context) ? value.context : {},
      benchmarks,
      problems: [...carried, ...problems]
    },
    problems
  };
}
function withNaNRestored(b) {
  for (const m of b.metrics) {
    if (!m.summary) continue;
    for (const k of ["center", "low", "high", "n", "confidence"]) {
      if (m.summary[k] === null) m.summary[k] = Number.NaN;
    }
  }
  return b;
}
function benchmarkError(b) {
  if (!isRecord(b)) return "not an object";
  if (typeof b.suite !== "string") return '"suite" must be a string';
  if (typeof b.name !== "string") return '"name" must be a string';
  if (!isRecord(b.params) || Object.values(b.params).some((v) => typeof v !== "string")) {
    return '"params" must be an object of strings';
  }
  if (b.procs !== void 0 && typeof b.procs !== "number") return '"procs" must be a number';
  if (!Array.isArray(b.metrics)) return '"metrics" must be an array';
  for (let i = 0; i < b.metrics.length; i++) {
    const why = metricError(b.metrics[i]);
    if (why) return `metrics[${i}]: ${why}`;
  }
  return void 0;
}
function metricError(m) {
  if (!isRecord(m)) return "not an object";
  if (typeof m.unit !== "string") return '"unit" must be a string';
  if (m.direction !== "smaller" && m.direction !== "bigger")
    return '"direction" must be "smaller" or "bigger"';
  if (!Array.isArray(m.samples) || m.samples.some((s) => typeof s !== "number")) {
    return '"samples" must be an array of numbers';
  }
  if (m.rounds !== void 0) {
    const rounds = m.rounds;
    if (!Array.isArray(rounds) || rounds.length !== m.samples.length || rounds.some((r) => !Number.isInteger(r) || r < 0))
      return '"rounds" must be an array of round numbers (whole, >= 0), one per sample';
  }
  const summary = m.summary;
  if (summary !== void 0) {
    if (!isRecord(summary)) return '"summary" must be an object';
    for (const k of ["center", "low", "high", "n", "confidence"]) {
      if (typeof summary[k] !== "number" && summary[k] !== null) return `"summary.${k}" must be a number`;
    }
  }
  return void 0;
}

// src/formats/json/error.ts
function jsonErrorLine(text, err) {
  const message = err instanceof Error ? err.message : String(err);
  const line = /line (\d+)/.exec(message);
  if (line) return Number(line[1]);
  const position = /position (\d+)/.exec(message);
  if (position) {
    const upTo = text.slice(0, Number(position[1]));
    let n = 1;
    for (let i = 0; i < upTo.length; i++) if (upTo.charCodeAt(i) === 10) n++;
    return n;
  }
  if (/end of JSON input/.test(message)) return text.split("\n").length;
  return 0;
}

// src/formats/json/syntax.ts
var QUOTE = 34;
var BACKSLASH = 92;
var SIMPLE_ESCAPES = new Set('"\\/bfnrt');
var Invalid = class {
  constructor(index, reason) {
    this.index = index;
    this.reason = reason;
  }
  index;
  reason;
};
function isDigit(c) {
  return c >= 48 && c <= 57;
}
function isHex(c) {
  return isDigit(c) || c >= 65 && c <= 70 || c >= 97 && c <= 102;
}
function isSpace(c) {
  return c === 32 || c === 10 || c === 13 || c === 9;
}
function shown(text, index) {
  if (index >= text.length) return "the end of the text";
  const c = text.charCodeAt(index);
  if (c > 32 && c < 127) return `'${text[index]}'`;
  return `U+${c.toString(16).toUpperCase().padStart(4, "0")}`;
}
function scanString(text, start) {
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) return i + 1;
    if (c < 32) throw new Invalid(i, `control character ${shown(text, i)} inside a string`);
    if (c !== BACKSLASH) continue;
    i++;
    if (i >= text.length) break;
    if (SIMPLE_ESCAPES.has(text[i])) continue;
    if (text[i] !== "u") throw new Invalid(i - 1, `bad escape '\\${text[i]}' in a string`);
    for (let k = 1; k <= 4; k++) {
      if (i + k >= text.length) throw new Invalid(text.length, "the text ends inside a string (cut short?)");
      if (!isHex(text.charCodeAt(i + k)))
        throw new Invalid(i + k, `expected four hex digits after '\\u', found ${shown(text, i + k)}`);
    }
    i += 4;
  }
  throw new Invalid(text.length, "the text ends inside a string (cut short?)");
}
function scanNumber(text, start) {
  let i = start;
  if (text.charCodeAt(i) === 45) i++;
  const digits = (what) => {
    if (i >= text.length) throw new Invalid(i, "the text ends inside a number (cut short?)");
    if (!isDigit(text.charCodeAt(i)))
      throw new Invalid(i, `expected a digit ${what}, found ${shown(text, i)}`);
    while (isDigit(text.charCodeAt(i))) i++;
  };
  if (text.charCodeAt(i) === 48) i++;
  else digits(i === start ? "to start a number" : "after '-'");
  if (text.charCodeAt(i) === 46) {
    i++;
    digits("after the decimal point");
  }
  const e = text.charCodeAt(i);
  if (e === 101 || e === 69) {
    i++;
    const sign = text.charCodeAt(i);
    if (sign === 43 || sign === 45) i++;
    digits("in the exponent");
  }
  return i;
}
var LITERALS = ["true", "false", "null"];
function findJsonSyntaxError(text) {
  try {
    scan(text);
    return void 0;
  } catch (err) {
    if (!(err instanceof Invalid)) throw err;
    return { ...lineAndColumn(text, err.index), index: err.index, reason: err.reason };
  }
}
function scan(text) {
  const open = [];
  let expect = "value";
  const afterValue = () => {
    const top = open[open.length - 1];
    return top === void 0 ? "end" : top === 123 ? "after-member" : "after-element";
  };
  const close = () => {
    open.pop();
    return afterValue();
  };
  let i = 0;
  for (; ; ) {
    while (i < text.length && isSpace(text.charCodeAt(i))) i++;
    if (i >= text.length) {
      if (expect === "end") return;
      throw new Invalid(
        i,
        open.length === 0 && expect === "value" ? "no JSON value in the text" : "the text ends before the JSON is complete (cut short?)"
      );
    }
    const c = text.charCodeAt(i);
    switch (expect) {
      case "end":
        throw new Invalid(i, `unexpected ${shown(text, i)} after the end of the JSON value`);
      case "colon":
        if (c !== 58) throw new Invalid(i, `expected ':' after a member name, found ${shown(text, i)}`);
        i++;
        expect = "value";
        continue;
      case "after-member":
      case "after-element": {
        const closer = expect === "after-member" ? 125 : 93;
        if (c === 44) {
          i++;
          expect = expect === "after-member" ? "member" : "value";
        } else if (c === closer) {
          i++;
          expect = close();
        } else {
          const what = expect === "after-member" ? "',' or '}' after a member" : "',' or ']' after an element";
          throw new Invalid(i, `expected ${what}, found ${shown(text, i)}`);
        }
        continue;
      }
      case "first-member":
      case "member":
        if (c === 125 && expect === "first-member") {
          i++;
          expect = close();
          continue;
        }
        if (c !== QUOTE) {
          const what = expect === "first-member" ? "a member name in double quotes or '}'" : "a member name in double quotes";
          throw new Invalid(i, `expected ${what}, found ${shown(text, i)}`);
        }
        i = scanString(text, i);
        expect = "colon";
        continue;
      case "first-element":
        if (c === 93) {
          i++;
          expect = close();
          continue;
        }
        break;
      case "value":
        break;
    }
    if (c === 123 || c === 91) {
      open.push(c);
      i++;
      expect = c === 123 ? "first-member" : "first-element";
    } else if (c === QUOTE) {
      i = scanString(text, i);
      expect = afterValue();
    } else if (c === 45 || isDigit(c)) {
      i = scanNumber(text, i);
      expect = afterValue();
    } else {
      const literal = LITERALS.find((word) => text.startsWith(word, i));
      if (literal === void 0) throw new Invalid(i, `expected a value, found ${shown(text, i)}`);
      i += literal.length;
      expect = afterValue();
    }
  }
}
function lineAndColumn(text, index) {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i >= 0 && i < index; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: index - lineStart + 1 };
}
function explainInvalidJson(text, err) {
  const found = findJsonSyntaxError(text);
  if (found) return { line: found.line, message: `${found.reason}, at column ${found.column}` };
  return { line: jsonErrorLine(text, err), message: err instanceof Error ? err.message : String(err) };
}

// src/formats/benchgate-json.ts
var benchgateJsonFormat = {
  kind: "document",
  name: "benchgate",
  detect: (sniff) => sniff.head.includes(`"${RESULTS_SCHEMA}"`) ? 1 : 0,
  parse(text, file) {
    let value;
    try {
      value = JSON.parse(text);
    } catch (err) {
      const { line, message } = explainInvalidJson(text, err);
      return { context: {}, benchmarks: [], problems: [{ file, line, message: `invalid JSON: ${message}` }] };
    }
    const { results, problems } = validateResults(value, file);
    if (!results) return { context: {}, benchmarks: [], problems };
    return { context: results.context, benchmarks: results.benchmarks, problems: results.problems };
  }
};

// src/formats/benchmarkjs.ts
var MAX_LINE = 4096;
var RESULT_TAIL = /^ x +([0-9][0-9,]*(?:\.[0-9]+)?) ops\/sec +(?:±|\+\/-|\+-) ?([0-9]+(?:\.[0-9]+)?)% +\(([0-9]+) runs? sampled\)$/;
var ANSI_COLOR = /\x1b\[[0-9;]*m/g;
var FASTEST = /^(?:Fastest|Slowest) is /;
var UNIT = "ops/sec";
var BINARY = /[\x00-\x08\x0b\x0c\x0e-\x1a\x1c-\x1f\ufffd]/;
var benchmarkjsFormat = {
  kind: "lines",
  name: "benchmarkjs",
  detect,
  start(file) {
    const collector = new BenchmarkCollector();
    const problems = [];
    return {
      push(line, lineNo) {
        const problem = parseLine(line, collector);
        if (problem !== void 0) problems.push({ file, line: lineNo, message: problem });
      },
      finish() {
        return { context: { tool: { name: "benchmark.js" } }, ...collector.collected(file, problems) };
      }
    };
  }
};
function parseLine(raw, collector) {
  const line = raw.replace(ANSI_COLOR, "").trimEnd();
  if (line.length > MAX_LINE) {
    return looksLikeResult(line) ? `line of ${line.length} characters is too long for a result` : void 0;
  }
  if (BINARY.test(line)) return "binary data, not text output";
  if (FASTEST.test(line)) return void 0;
  const at = line.lastIndexOf(" x ");
  if (at > 0 && line.slice(0, at).trim() !== "") {
    const m = RESULT_TAIL.exec(line.slice(at));
    if (m) return addResult(line.slice(0, at).trim(), m, collector);
  }
  if (looksLikeResult(line)) return `unrecognized Benchmark.js result: ${clip(line)}`;
  if (raw.endsWith(": ") && line.length > 1 && !line.startsWith(" ")) {
    return `benchmark ${JSON.stringify(clip(line.slice(0, -1)))} failed (Benchmark.js printed an error instead of a result)`;
  }
  return void 0;
}
function addResult(name, m, collector) {
  const hz = Number(m[1].replace(/,/g, ""));
  const rme = Number(m[2]) / 100;
  const runs = Number(m[3]);
  if (!Number.isFinite(hz) || !Number.isFinite(rme) || !Number.isSafeInteger(runs)) {
    return `numbers do not parse in Benchmark.js result for ${JSON.stringify(clip(name))}`;
  }
  const half = hz * rme;
  collector.add({ suite: "", name, params: {} }, [
    {
      unit: UNIT,
      summary: { center: hz, low: Math.max(0, hz - half), high: hz + half, n: runs, confidence: 0.95 }
    }
  ]);
  return void 0;
}
function looksLikeResult(line) {
  return (line.startsWith("x ") || line.includes(" x ")) && (line.includes("ops/sec") || line.includes(" sampled)"));
}
function clip(s) {
  return s.length > 120 ? `${s.slice(0, 117)}...` : s;
}
function detect(sniff) {
  const lines = sniff.head.split("\n", 200);
  let results = 0;
  for (const l of lines) {
    const line = l.trimEnd();
    if (line.length > MAX_LINE) continue;
    const at = line.lastIndexOf(" x ");
    if (at > 0 && RESULT_TAIL.test(line.slice(at))) results++;
  }
  if (results >= 2) return 0.95;
  if (results === 1) return 0.9;
  return 0;
}

// src/formats/criterion/identity.ts
var CRITERION_PARAM_KEY = "input";
function identityOfId(id) {
  const first = id.indexOf("/");
  if (first < 0) return { suite: "", name: id, params: {} };
  const suite = id.slice(0, first);
  const rest = id.slice(first + 1);
  const second = rest.indexOf("/");
  if (second < 0) return { suite, name: rest, params: {} };
  return { suite, name: rest.slice(0, second), params: { [CRITERION_PARAM_KEY]: rest.slice(second + 1) } };
}
function identityOfParts(group, fn, value) {
  if (fn === null && value === null) return { suite: "", name: group, params: {} };
  if (fn === null) return { suite: group, name: value, params: {} };
  if (value === null) return { suite: group, name: fn, params: {} };
  return { suite: group, name: fn, params: { [CRITERION_PARAM_KEY]: value } };
}

// src/formats/criterion/units.ts
var CRITERION_TIME_UNIT = "ns";
var CRITERION_DEFAULT_CONFIDENCE = 0.95;
var TIME_EXPONENT = /* @__PURE__ */ new Map([
  ["ps", -3],
  ["ns", 0],
  ["µs", 3],
  ["μs", 3],
  ["us", 3],
  ["ms", 6],
  ["s", 9]
]);
var THROUGHPUT_UNIT = {
  bytes: "B/s",
  elements: "elem/s",
  bits: "b/s"
};
var THROUGHPUT_SCALE = /* @__PURE__ */ new Map([
  ["B/s", { kind: "bytes", base: 10, exponent: 0 }],
  ["KiB/s", { kind: "bytes", base: 1024, exponent: 1 }],
  ["MiB/s", { kind: "bytes", base: 1024, exponent: 2 }],
  ["GiB/s", { kind: "bytes", base: 1024, exponent: 3 }],
  ["KB/s", { kind: "bytes", base: 10, exponent: 3 }],
  ["MB/s", { kind: "bytes", base: 10, exponent: 6 }],
  ["GB/s", { kind: "bytes", base: 10, exponent: 9 }],
  ["elem/s", { kind: "elements", base: 10, exponent: 0 }],
  ["Kelem/s", { kind: "elements", base: 10, exponent: 3 }],
  ["Melem/s", { kind: "elements", base: 10, exponent: 6 }],
  ["Gelem/s", { kind: "elements", base: 10, exponent: 9 }],
  ["b/s", { kind: "bits", base: 10, exponent: 0 }],
  ["Kb/s", { kind: "bits", base: 10, exponent: 3 }],
  ["Mb/s", { kind: "bits", base: 10, exponent: 6 }],
  ["Gb/s", { kind: "bits", base: 10, exponent: 9 }]
]);
var DECIMAL = /^[0-9]{1,20}(?:\.[0-9]{1,20})?$/;
function timeToNs(value, unit) {
  const exponent = TIME_EXPONENT.get(unit);
  if (exponent === void 0 || !DECIMAL.test(value)) return void 0;
  return Number(`${value}e${exponent}`);
}
function isTimeUnit(unit) {
  return TIME_EXPONENT.has(unit);
}
function numberToNs(value, unit) {
  const exponent = TIME_EXPONENT.get(unit);
  if (exponent === void 0) return void 0;
  return exponent === 0 ? value : value * 10 ** exponent;
}
function throughputToBase(value, unit) {
  const scale = THROUGHPUT_SCALE.get(unit);
  if (scale === void 0 || !DECIMAL.test(value)) return void 0;
  const n = scale.base === 10 ? Number(`${value}e${scale.exponent}`) : Number(value) * scale.base ** scale.exponent;
  return { kind: scale.kind, value: n };
}
function perSecond(count, ns) {
  return count * 1e9 / ns;
}
function throughputMetric(kind, perIteration, samples, time) {
  const rate = (ns) => perSecond(perIteration, ns);
  const summary = time && {
    center: rate(time.center),
    low: rate(time.high),
    high: rate(time.low),
    n: time.n,
    confidence: time.confidence
  };
  return {
    unit: THROUGHPUT_UNIT[kind],
    samples: samples.map(rate).filter(Number.isFinite),
    ...summary ? { summary } : {}
  };
}

// src/formats/criterion/cargo-criterion-json.ts
var MAX_LINE2 = 16 * 1024 * 1024;
var CARGO_REASONS = /* @__PURE__ */ new Set([
  "compiler-artifact",
  "compiler-message",
  "build-script-executed",
  "build-finished"
]);
var THROUGHPUT_KINDS = {
  bytes: "bytes",
  elements: "elements",
  bits: "bits"
};
var cargoCriterionJsonFormat = {
  kind: "lines",
  name: "cargo-criterion-json",
  detect: detect2,
  start: (file) => new CargoCriterionParser(file)
};
var CargoCriterionParser = class {
  constructor(file) {
    this.file = file;
  }
  file;
  collector = new BenchmarkCollector();
  problems = [];
  seenIds = /* @__PURE__ */ new Set();
  skipped = 0;
  firstSkipped = 0;
  sawText = false;
  push(line, lineNo) {
    const text = line.trim();
    if (text === "") return;
    this.sawText = true;
    if (!text.startsWith("{")) {
      if (this.skipped++ === 0) this.firstSkipped = lineNo;
      return;
    }
    if (text.length > MAX_LINE2)
      return this.problem(
        lineNo,
        `line of ${text.length} characters is too long for a cargo-criterion message`
      );
    let message;
    try {
      message = JSON.parse(text);
    } catch (err) {
      return this.problem(lineNo, `not valid JSON (${explainInvalidJson(text, err).message.slice(0, 120)})`);
    }
    const problem = this.readMessage(message);
    if (problem !== void 0) this.problem(lineNo, problem);
  }
  finish() {
    if (this.skipped > 0) {
      this.problem(
        this.firstSkipped,
        `${this.skipped} line(s) that are not JSON were skipped, the first on line ${this.firstSkipped}`
      );
    }
    if (this.collector.size === 0) {
      this.problem(
        0,
        this.sawText ? "no benchmark-complete messages found" : "empty input: no cargo-criterion messages"
      );
    }
    return {
      context: { tool: { name: "cargo-criterion" } },
      ...this.collector.collected(this.file, this.problems)
    };
  }
  readMessage(message) {
    if (!isRecord(message) || typeof message.reason !== "string")
      return 'JSON line without a "reason": not a cargo-criterion message';
    if (message.reason === "benchmark-complete") return this.readBenchmark(message);
    if (message.reason === "group-complete") return this.readGroup(message);
    if (CARGO_REASONS.has(message.reason)) return void 0;
    return `unknown cargo-criterion message reason ${JSON.stringify(message.reason.slice(0, 60))}`;
  }
  readBenchmark(m) {
    if (typeof m.id !== "string") return 'benchmark-complete message without a string "id"';
    const id = m.id;
    const counts = numbers(m.iteration_count);
    const totals = numbers(m.measured_values);
    const unit = typeof m.unit === "string" ? m.unit : void 0;
    if (!counts || !totals || counts.length !== totals.length || unit === void 0) {
      return `benchmark-complete ${JSON.stringify(id)}: expected "iteration_count" and "measured_values" as arrays of numbers of one length, and a string "unit"`;
    }
    const problems = [];
    const timeUnit = isTimeUnit(unit) ? CRITERION_TIME_UNIT : unit;
    const toUnit = (v) => isTimeUnit(unit) ? numberToNs(v, unit) : v;
    const samples = counts.map((c, i) => toUnit(totals[i]) / c);
    if (samples.some((s) => !Number.isFinite(s) || s <= 0))
      problems.push("a sample is not a positive number (zero iterations?)");
    const typical = readInterval(m.typical) ?? readInterval(m.median) ?? readInterval(m.mean);
    if (!typical)
      problems.push('none of "typical", "median", "mean" is {estimate, lower_bound, upper_bound, unit}');
    const summary = typical && summaryOf(typical, counts.length);
    const values = [
      { unit: timeUnit, samples: samples.filter(Number.isFinite), ...summary ? { summary } : {} }
    ];
    const throughput = readThroughputs(m.throughput);
    if (typeof throughput === "string") problems.push(throughput);
    else if (isTimeUnit(unit))
      for (const t of throughput) values.push(throughputMetric(t.kind, t.perIteration, samples, summary));
    this.collector.add(identityOfId(id), values);
    this.seenIds.add(id);
    return problems.length ? `benchmark-complete ${JSON.stringify(id)}: ${problems.join("; ")}` : void 0;
  }
  readGroup(m) {
    if (typeof m.group_name !== "string" || !Array.isArray(m.benchmarks)) {
      return 'group-complete message without a string "group_name" and an array "benchmarks"';
    }
    const missing = m.benchmarks.filter((id) => typeof id !== "string" || !this.seenIds.has(id));
    if (missing.length === 0) return void 0;
    const listed = missing.slice(0, 5).map((x) => JSON.stringify(x).slice(0, 120));
    return `group ${JSON.stringify(m.group_name.slice(0, 120))} lists ${missing.length} benchmark(s) with no benchmark-complete message before it: ${listed.join(", ")}`;
  }
  problem(line, message) {
    this.problems.push({ file: this.file, line, message });
  }
};
function readInterval(v) {
  if (!isRecord(v) || typeof v.unit !== "string") return void 0;
  const { estimate, lower_bound: lower, upper_bound: upper } = v;
  if (![estimate, lower, upper].every((x) => typeof x === "number" && Number.isFinite(x))) return void 0;
  const f = (x) => isTimeUnit(v.unit) ? numberToNs(x, v.unit) : x;
  return { estimate: f(estimate), lower: f(lower), upper: f(upper) };
}
function summaryOf(t, n) {
  return { center: t.estimate, low: t.lower, high: t.upper, n, confidence: CRITERION_DEFAULT_CONFIDENCE };
}
function readThroughputs(v) {
  if (v === void 0 || v === null) return [];
  if (!Array.isArray(v)) return '"throughput" is not an array';
  const out = [];
  for (const t of v) {
    const kind = isRecord(t) && typeof t.unit === "string" ? THROUGHPUT_KINDS[t.unit] : void 0;
    if (!isRecord(t) || kind === void 0 || typeof t.per_iteration !== "number" || !(t.per_iteration > 0)) {
      return `unknown throughput ${JSON.stringify(t)?.slice(0, 80)} (expected {per_iteration, unit: "bytes" | "elements" | "bits"})`;
    }
    out.push({ kind, perIteration: t.per_iteration });
  }
  return out;
}
function numbers(v) {
  return Array.isArray(v) && v.every((x) => typeof x === "number" && Number.isFinite(x)) ? v : void 0;
}
function detect2(sniff) {
  if (/^\{"reason":"(?:benchmark|group)-complete"/m.test(sniff.head)) return 0.95;
  return 0;
}

// src/formats/criterion/dir.ts
import { readFileSync, statSync as statSync2 } from "node:fs";
import { join as join2 } from "node:path";

// src/formats/criterion/dir-files.ts
var BENCHMARK_SHAPE = '{"group_id": string, "function_id": string or null, "value_str": string or null, "throughput": null or {"Bytes"|"BytesDecimal"|"Elements"|"Bits": n} or {"ElementsAndBytes": {"elements": n, "bytes": n}}}';
var ESTIMATE_SHAPE = '{"mean": E, "slope": E or null, ...} with E = {"confidence_interval": {"confidence_level", "lower_bound", "upper_bound"}, "point_estimate"} (numbers)';
var SAMPLE_SHAPE = '{"iters": [numbers > 0], "times": [numbers], ...} of one length';
var SINGLE_THROUGHPUT = {
  Bytes: "bytes",
  BytesDecimal: "bytes",
  Elements: "elements",
  Bits: "bits"
};
function checkBenchmarkFile(json) {
  const ok = isRecord(json) && typeof json.group_id === "string" && isStringOrNull(json.function_id) && isStringOrNull(json.value_str) && "throughput" in json;
  if (!ok) return unknownLayout(BENCHMARK_SHAPE, json);
  const throughput = readThroughput(json.throughput);
  if (typeof throughput === "string") return throughput;
  return {
    groupId: json.group_id,
    functionId: json.function_id,
    valueStr: json.value_str,
    throughput
  };
}
function readThroughput(t) {
  if (t === null) return [];
  const keys = isRecord(t) ? Object.keys(t) : [];
  if (!isRecord(t) || keys.length !== 1) return unknownLayout(BENCHMARK_SHAPE, t, "throughput");
  const key = keys[0];
  const value = t[key];
  const kind = SINGLE_THROUGHPUT[key];
  if (kind !== void 0 && isCount(value)) return [{ kind, perIteration: value }];
  if (key === "ElementsAndBytes" && isRecord(value) && isCount(value.elements) && isCount(value.bytes)) {
    return [
      { kind: "elements", perIteration: value.elements },
      { kind: "bytes", perIteration: value.bytes }
    ];
  }
  return `unknown throughput ${clipJson(t)}: expected ${BENCHMARK_SHAPE.slice(BENCHMARK_SHAPE.indexOf('"throughput"'))}`;
}
function checkEstimatesFile(json) {
  if (!isRecord(json)) return unknownLayout(ESTIMATE_SHAPE, json);
  const slope = json.slope === null || json.slope === void 0 ? void 0 : readEstimate(json.slope);
  const mean = readEstimate(json.mean);
  if (slope === null || mean === null) return unknownLayout(ESTIMATE_SHAPE, json);
  return slope ? { statistic: "slope", ...slope } : { statistic: "mean", ...mean };
}
function readEstimate(e) {
  if (!isRecord(e) || !isRecord(e.confidence_interval)) return null;
  const ci = e.confidence_interval;
  const values = [e.point_estimate, ci.lower_bound, ci.upper_bound, ci.confidence_level];
  if (!values.every(isFiniteNumber)) return null;
  const [center, low, high, confidence] = values;
  return { center, low, high, confidence };
}
function checkSampleFile(json) {
  const ok = isRecord(json) && Array.isArray(json.iters) && Array.isArray(json.times) && json.iters.length === json.times.length && json.iters.length > 0 && json.iters.every((n) => isFiniteNumber(n) && n > 0) && json.times.every(isFiniteNumber);
  if (!ok) return unknownLayout(SAMPLE_SHAPE, json);
  return { iters: json.iters, times: json.times };
}
function unknownLayout(expected, found, field) {
  const what = isRecord(found) ? `an object with keys ${clipJson(Object.keys(found).slice(0, 12))}` : clipJson(found);
  return `unknown layout${field ? ` of "${field}"` : ""}: expected ${expected}; found ${what}`;
}
function clipJson(v) {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 120 ? `${text.slice(0, 120)}...` : text;
}
function isStringOrNull(v) {
  return v === null || typeof v === "string";
}
function isFiniteNumber(v) {
  return typeof v === "number" && Number.isFinite(v);
}
function isCount(v) {
  return isFiniteNumber(v) && v > 0;
}

// src/formats/criterion/dir-walk.ts
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
var MEASUREMENT_FILES = ["benchmark.json", "estimates.json", "sample.json"];
var MAX_DEPTH = 24;
async function findMeasurementDirs(root, baseline, problems) {
  const found = [];
  const visited = /* @__PURE__ */ new Set();
  const top = statSync(root);
  visited.add(`${top.dev}:${top.ino}`);
  await walk2(root, "", 0);
  return found.sort((a, b) => a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0);
  async function walk2(dir, relative, depth) {
    const entries = await listDir(dir);
    if (entries === void 0) return;
    for (const name of entries) {
      const path = join(dir, name);
      const info = await statOrProblem(path);
      if (!info?.isDirectory()) continue;
      const key = `${info.dev}:${info.ino}`;
      if (visited.has(key)) continue;
      visited.add(key);
      const childRelative = relative === "" ? name : `${relative}/${name}`;
      if (name === baseline && relative !== "") {
        const files = await measurementFiles(path, problems);
        if (files.size > 0) {
          found.push({ relative, path, files });
          continue;
        }
      }
      if (depth + 1 >= MAX_DEPTH) {
        problems.push({ file: path, line: 0, message: `folders nested over ${MAX_DEPTH} deep are not read` });
        continue;
      }
      await walk2(path, childRelative, depth + 1);
    }
  }
  async function listDir(dir) {
    try {
      return readdirSync(dir).sort();
    } catch (err) {
      problems.push({ file: dir, line: 0, message: `cannot list folder: ${errorCode(err)}` });
      return void 0;
    }
  }
  async function statOrProblem(path) {
    try {
      return statSync(path);
    } catch (err) {
      problems.push({ file: path, line: 0, message: `cannot read (broken link?): ${errorCode(err)}` });
      return void 0;
    }
  }
}
async function measurementFiles(dir, problems) {
  try {
    const names = new Set(readdirSync(dir));
    return new Set(MEASUREMENT_FILES.filter((f) => names.has(f)));
  } catch (err) {
    problems.push({ file: dir, line: 0, message: `cannot list folder: ${errorCode(err)}` });
    return /* @__PURE__ */ new Set();
  }
}
function errorCode(err) {
  const e = err;
  return e?.code ?? (err instanceof Error ? err.message : String(err));
}

// src/formats/criterion/dir.ts
function createCriterionDirFormat(options = {}) {
  const baseline = options.baseline ?? "new";
  return {
    kind: "directory",
    name: "criterion-dir",
    parseDirectory: (dir) => parseCriterionDirectory(dir, baseline)
  };
}
var criterionDirFormat = createCriterionDirFormat();
async function parseCriterionDirectory(dir, baseline) {
  const info = statSync2(dir);
  if (!info.isDirectory())
    throw new Error(`${dir}: not a directory (expected Criterion.rs's target/criterion)`);
  const problems = [];
  const collector = new BenchmarkCollector();
  const found = await findMeasurementDirs(dir, baseline, problems);
  for (const m of found) await readMeasurement(m, collector, problems);
  if (found.length === 0) {
    problems.push({
      file: dir,
      line: 0,
      message: `no Criterion.rs results: expected <benchmark>/${baseline}/{${MEASUREMENT_FILES.join(",")}} below it (cargo-criterion keeps its history elsewhere, in another format)`
    });
  }
  return { context: { tool: { name: "criterion" } }, ...collector.collected(dir, problems) };
}
async function readMeasurement(m, collector, problems) {
  const read = async (name, check) => {
    const file = join2(m.path, name);
    if (!m.files.has(name)) {
      problems.push({
        file,
        line: 0,
        message: `missing: Criterion.rs writes ${MEASUREMENT_FILES.join(", ")} in every measurement folder`
      });
      return void 0;
    }
    const json = await readJson(file, problems);
    if (json === void 0) return void 0;
    const checked = check(json);
    if (typeof checked === "string") {
      problems.push({ file, line: 0, message: checked });
      return void 0;
    }
    return checked;
  };
  const bench = await read("benchmark.json", checkBenchmarkFile);
  const estimate = await read("estimates.json", checkEstimatesFile);
  const sample = await read("sample.json", checkSampleFile);
  if (!bench) return;
  const samples = sample ? sample.times.map((t, i) => t / sample.iters[i]) : [];
  const summary = estimate && {
    center: estimate.center,
    low: estimate.low,
    high: estimate.high,
    n: sample ? sample.times.length : NaN,
    confidence: estimate.confidence
  };
  if (!estimate && !sample) return;
  collector.add(identityOf(bench), [
    { unit: CRITERION_TIME_UNIT, samples, ...summary ? { summary } : {} },
    ...bench.throughput.map((t) => throughputMetric(t.kind, t.perIteration, samples, summary))
  ]);
}
function identityOf(bench) {
  return identityOfParts(bench.groupId, bench.functionId, bench.valueStr);
}
async function readJson(file, problems) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    problems.push({ file, line: 0, message: `cannot read: ${errorCode(err)}` });
    return void 0;
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    const { line, message } = explainInvalidJson(text, err);
    problems.push({ file, line, message: `not valid JSON: ${message.slice(0, 160)}` });
    return void 0;
  }
}

// src/formats/criterion/text-lines.ts
var ANSI = /\x1b\[[0-9;?]{0,32}[A-Za-z]/g;
var BINARY2 = /[\x00-\x08\x0b\x0c\x0e-\x1a\x1c-\x1f\ufffd]/;
function piecesOfLine(raw) {
  const text = raw.includes("\x1B") ? raw.replace(ANSI, "") : raw;
  if (!text.includes("\r")) return [text];
  return text.split("\r").filter((piece) => piece.trim() !== "");
}
var LABEL = /(time|thrpt|change):\s*\[/;
function findBracket(line) {
  const m = LABEL.exec(line);
  if (!m) return void 0;
  const open = m.index + m[0].length;
  const close = line.indexOf("]", open);
  const label = m[1];
  const before = line.slice(0, m.index);
  if (close < 0) return { before, label, tokens: void 0, after: "" };
  const inside = line.slice(open, close).trim();
  return {
    before,
    label,
    tokens: inside === "" ? [] : inside.split(/\s+/),
    after: line.slice(close + 1).trim()
  };
}
function readTimes(tokens) {
  if (tokens.length !== 6) return void 0;
  const values = [0, 2, 4].map((i) => timeToNs(tokens[i], tokens[i + 1]));
  if (values.some((v) => v === void 0)) return void 0;
  const [low, center, high] = values;
  return { low, center, high };
}
function readThroughputs2(tokens) {
  if (tokens.length !== 6) return void 0;
  const values = [0, 2, 4].map((i) => throughputToBase(tokens[i], tokens[i + 1]));
  if (values.some((v) => v === void 0)) return void 0;
  const [low, center, high] = values;
  if (low.kind !== center.kind || high.kind !== center.kind) return void 0;
  return { kind: center.kind, low: low.value, center: center.value, high: high.value };
}
var PERCENT = /^[+\-\u2212]?[0-9]{1,20}(?:\.[0-9]{1,20})?%$/;
function isPercentTriple(tokens) {
  return tokens.length === 3 && tokens.every((t) => PERCENT.test(t));
}
function looksLikePercents(tokens) {
  return tokens.some((t) => t.endsWith("%"));
}
var PHASES = [
  "Warming up for ",
  "Collecting ",
  "Analyzing",
  "Profiling for ",
  "Complete (Analysis Disabled)"
];
var COLLECTING = /^Collecting ([0-9]{1,9}) samples? in estimated /;
function readProgress(line) {
  if (!line.startsWith("Benchmarking ")) return void 0;
  const rest = line.slice("Benchmarking ".length);
  const colon = rest.lastIndexOf(": ");
  const phase = colon < 0 ? "" : rest.slice(colon + 2);
  if (colon < 0 || !PHASES.some((p) => phase.startsWith(p))) return { id: rest.trimEnd(), noResult: false };
  const id = rest.slice(0, colon);
  const collecting = COLLECTING.exec(phase);
  if (collecting) return { id, samples: Number(collecting[1]), noResult: false };
  return { id, noResult: phase.startsWith("Complete (Analysis Disabled)") };
}
var OUTLIERS = /^Found [0-9]{1,9} outliers among ([0-9]{1,9}) measurements \([0-9.]{1,10}%\)$/;
function readOutlierTotal(line) {
  const m = OUTLIERS.exec(line);
  if (m) return Number(m[1]);
  return /^Found [0-9x]/.test(line) ? NaN : void 0;
}
var KNOWN_NOISE = [
  /^ {2}[0-9]{1,9} \([0-9.]{1,10}%\) (?:low severe|low mild|high mild|high severe)$/,
  /^Gnuplot not found, using plotters backend$/,
  /^Warning: /,
  // Verbose mode's extra estimates, already summarized by the `time:` line.
  /^(?:slope|mean|median) +\[/
];
var VERDICT = /^ *(?:No change in performance detected\.|Change within noise threshold\.|Performance has (?:improved|regressed)\.)$/;
function isVerdict(line) {
  return VERDICT.test(line);
}
function isKnownNoise(line) {
  return KNOWN_NOISE.some((re) => re.test(line));
}
var PANIC = /^thread '[^']{0,200}'.{0,40} panicked at /;
var FAILURE = [/^Criterion\.rs ERROR: /, PANIC, /^error(?:\[E[0-9]{1,5}\])?: /];
function isFailure(line) {
  return FAILURE.some((re) => re.test(line));
}
function isPanic(line) {
  return PANIC.test(line);
}
function clip2(text, max = 120) {
  return text.length <= max ? text : `${text.slice(0, max)}...`;
}

// src/formats/criterion/text.ts
var MAX_LINE3 = 4096;
var criterionTextFormat = {
  kind: "lines",
  name: "criterion-text",
  detect: detect3,
  start: (file) => new CriterionTextParser(file)
};
var CriterionTextParser = class {
  constructor(file) {
    this.file = file;
  }
  file;
  collector = new BenchmarkCollector();
  problems = [];
  /** The previous line, when it was unrecognized: the id of a long-id result. */
  previous;
  /** The benchmark whose `time:` line was just read; `thrpt:` lines join it. Null after a bad `time:` line. */
  current;
  sampleCounts = /* @__PURE__ */ new Map();
  /** Benchmarks that started (progress lines) and have no result yet, with the line they started on. */
  started = /* @__PURE__ */ new Map();
  /** A panic's problem, waiting for the message Rust prints on the next line. */
  panic;
  sawText = false;
  /** The line of a `change:` block whose verdict line has not come yet. */
  changeLine;
  push(raw, lineNo) {
    if (raw.length > MAX_LINE3) {
      if (raw.includes("time:") || raw.includes("thrpt:"))
        this.problem(lineNo, `line of ${raw.length} characters is too long for a Criterion result`);
      this.previous = void 0;
      this.current = void 0;
      return;
    }
    if (BINARY2.test(raw)) {
      this.problem(lineNo, "binary data, not text output");
      this.previous = void 0;
      return;
    }
    if (raw.trim() !== "") this.sawText = true;
    for (const piece of piecesOfLine(raw)) this.readLine(piece.trimEnd(), lineNo);
  }
  finish() {
    for (const [id, lineNo] of this.started) {
      this.problem(
        lineNo,
        `benchmark ${JSON.stringify(clip2(id))} started but printed no result (it failed, or the output was cut short)`
      );
    }
    this.started.clear();
    this.closeChange();
    if (this.collector.size === 0) {
      this.problem(0, this.sawText ? "no Criterion results found" : "empty input: no Criterion results");
    }
    return {
      context: { tool: { name: "criterion" } },
      ...this.collector.collected(this.file, this.problems)
    };
  }
  readLine(line, lineNo) {
    const previous = this.previous;
    this.previous = void 0;
    if (line.trim() === "") return;
    const panic = this.panic;
    this.panic = void 0;
    const bracket = findBracket(line);
    if (bracket) return this.readBracket(bracket, previous, lineNo);
    if (line.trim() === "change:") {
      this.changeLine ??= lineNo;
      return;
    }
    if (isVerdict(line)) {
      this.changeLine = void 0;
      return;
    }
    const progress = readProgress(line);
    if (progress) return this.readProgressLine(progress, lineNo);
    const total = readOutlierTotal(line);
    if (total !== void 0) {
      if (Number.isNaN(total)) this.problem(lineNo, `could not read Criterion outlier line: ${clip2(line)}`);
      else this.setSampleCount(total);
      return;
    }
    if (isKnownNoise(line)) return;
    this.current = void 0;
    if (isFailure(line)) {
      this.problem(lineNo, clip2(line.trim(), 300));
      if (isPanic(line)) this.panic = this.problems[this.problems.length - 1];
      return;
    }
    if (panic) {
      panic.message = clip2(`${panic.message} ${line.trim()}`, 500);
      return;
    }
    this.previous = line;
  }
  readBracket(b, previous, lineNo) {
    if (b.tokens === void 0) {
      this.problem(lineNo, `Criterion ${b.label}: line has no closing "]" (output cut short?)`);
      if (b.label === "time" && b.before.trim() !== "") this.current = null;
      return;
    }
    if (b.label === "change" || looksLikePercents(b.tokens)) {
      this.changeLine ??= lineNo;
      if (!isPercentTriple(b.tokens))
        this.problem(lineNo, `could not read Criterion change [${clip2(b.tokens.join(" "))}]`);
      return;
    }
    if (b.label === "time") return this.readTime(b.tokens, b.before.trim() || previous?.trim(), lineNo);
    this.readThroughput(b.tokens, lineNo);
  }
  readTime(tokens, id, lineNo) {
    this.closeChange();
    if (id === void 0 || id === "") {
      this.problem(lineNo, "Criterion time: line without a benchmark id before it");
      this.current = null;
      return;
    }
    this.started.delete(id);
    const times = readTimes(tokens);
    if (!times) {
      this.problem(
        lineNo,
        `could not read Criterion time of ${JSON.stringify(clip2(id))}: [${clip2(tokens.join(" "))}]`
      );
      this.current = null;
      return;
    }
    const summary = {
      ...times,
      n: this.sampleCounts.get(id) ?? NaN,
      confidence: CRITERION_DEFAULT_CONFIDENCE
    };
    this.collector.add(identityOfId(id), [{ unit: CRITERION_TIME_UNIT, samples: [], summary }]);
    this.current = { id, summaries: [summary] };
  }
  readThroughput(tokens, lineNo) {
    const current = this.current;
    if (!current) {
      const why = current === null ? "whose time: line could not be read" : "after no time: line";
      this.problem(lineNo, `Criterion thrpt: line ${why}: [${clip2(tokens.join(" "))}]`);
      return;
    }
    const thrpt = readThroughputs2(tokens);
    if (!thrpt) {
      this.problem(
        lineNo,
        `could not read Criterion throughput of ${JSON.stringify(clip2(current.id))}: [${clip2(tokens.join(" "))}]`
      );
      return;
    }
    const summary = {
      low: thrpt.low,
      center: thrpt.center,
      high: thrpt.high,
      n: current.summaries[0].n,
      confidence: CRITERION_DEFAULT_CONFIDENCE
    };
    this.collector.add(identityOfId(current.id), [
      { unit: THROUGHPUT_UNIT[thrpt.kind], samples: [], summary }
    ]);
    current.summaries.push(summary);
  }
  readProgressLine(progress, lineNo) {
    this.current = void 0;
    if (progress.samples !== void 0) this.sampleCounts.set(progress.id, progress.samples);
    if (progress.noResult) this.started.delete(progress.id);
    else if (!this.started.has(progress.id)) this.started.set(progress.id, lineNo);
  }
  /** The outlier line follows a result and tells its sample count. */
  setSampleCount(n) {
    if (this.current) for (const s of this.current.summaries) s.n = n;
  }
  /** Criterion ends every change block with a verdict; a block without one was cut short. */
  closeChange() {
    if (this.changeLine === void 0) return;
    this.problem(this.changeLine, "Criterion change: block without its verdict line (output cut short?)");
    this.changeLine = void 0;
  }
  problem(line, message) {
    this.problems.push({ file: this.file, line, message });
  }
};
var RESULT_LINE = /time: {1,40}\[[0-9.]{1,20} (?:ps|ns|\u00b5s|\u03bcs|us|ms|s) /;
function detect3(sniff) {
  let progress = false;
  for (const line of sniff.head.split("\n", 2e3)) {
    if (line.length > MAX_LINE3) continue;
    if (RESULT_LINE.test(line)) return 0.9;
    if (/^Benchmarking .{1,200}: (?:Warming up for|Collecting|Analyzing)/.test(line)) progress = true;
  }
  return progress ? 0.6 : 0;
}

// src/formats/json/entries.ts
function finiteNumber(v) {
  return typeof v === "number" && Number.isFinite(v) ? v : void 0;
}
function describeValue(v) {
  if (Array.isArray(v)) return `an array of ${v.length} items`;
  if (isRecord(v)) return "an object";
  const s = typeof v === "string" ? JSON.stringify(v) : String(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}
function quote(name) {
  return JSON.stringify(name.length > 80 ? `${name.slice(0, 77)}...` : name);
}
function paramText(v) {
  if (typeof v === "string") return v;
  if (v === null || typeof v !== "object") return String(v);
  try {
    return JSON.stringify(v);
  } catch (err) {
    if (err instanceof RangeError) return describeValue(v);
    throw err;
  }
}
function readJsonEntries(text, file, arrayKey, what) {
  if (text.trim() === "") {
    return { members: {}, problems: [{ file, line: 0, message: `empty input: expected ${what}` }] };
  }
  let root;
  try {
    root = JSON.parse(text);
  } catch (err) {
    return salvage(text, file, outlineJson(text, arrayKey), err);
  }
  const members = isRecord(root) ? root : {};
  const array = arrayKey === null ? root : members[arrayKey];
  if (!Array.isArray(array)) return { root, members, problems: [] };
  const lines = new EntryLines(text, arrayKey, array.length);
  const entries = array.map((value, i) => new ParsedEntry(value, i, lines));
  return { root, members, entries, problems: [] };
}
var EntryLines = class {
  constructor(text, arrayKey, count) {
    this.text = text;
    this.arrayKey = arrayKey;
    this.count = count;
  }
  text;
  arrayKey;
  count;
  lines;
  lineOf(index) {
    if (this.lines === void 0) {
      const elements = outlineJson(this.text, this.arrayKey).elements;
      this.lines = elements?.length === this.count ? elements.map((s) => s.line) : [];
    }
    return this.lines[index] ?? 0;
  }
};
var ParsedEntry = class {
  constructor(value, index, lines) {
    this.value = value;
    this.index = index;
    this.lines = lines;
  }
  value;
  index;
  lines;
  get line() {
    return this.lines.lineOf(this.index);
  }
};
function salvage(text, file, outline, err) {
  const { line: errorLine, message } = explainInvalidJson(text, err);
  const problems = [{ file, line: errorLine, message: `invalid JSON: ${message}` }];
  const members = {};
  for (const [key, span] of outline.members) {
    const parsed = parseSpan(text, span);
    if (parsed.ok) members[key] = parsed.value;
  }
  let entries;
  if (outline.elements) {
    entries = [];
    for (const span of outline.elements) {
      if (text[span.start] !== "{") continue;
      const parsed = parseSpan(text, span);
      if (parsed.ok) {
        entries.push({ value: parsed.value, line: span.line });
        continue;
      }
      const within = explainInvalidJson(text.slice(span.start, span.end), parsed.error);
      const line = within.line > 0 ? span.line + within.line - 1 : span.line;
      if (line !== errorLine)
        problems.push({ file, line, message: `entry is not valid JSON: ${within.message}` });
    }
  }
  return { members, entries, problems };
}
function parseSpan(text, span) {
  try {
    return { ok: true, value: JSON.parse(text.slice(span.start, span.end)) };
  } catch (error) {
    return { ok: false, error };
  }
}
function outlineJson(text, arrayKey) {
  const members = /* @__PURE__ */ new Map();
  let elements;
  let depth = 0;
  let line = 1;
  let inString = false;
  let escaped = false;
  let stringStart = -1;
  let lastString = { start: -1, end: -1 };
  let lastNonSpace = -1;
  let rootIsObject = false;
  let key;
  let member;
  let awaitingMember = false;
  let elementDepth = -1;
  let element;
  let arrayDone = false;
  const closeElement = () => {
    if (element && elements) elements.push({ ...element, end: lastNonSpace + 1 });
    element = void 0;
  };
  const closeMember = () => {
    if (member && key !== void 0 && !members.has(key))
      members.set(key, { ...member, end: lastNonSpace + 1 });
    member = void 0;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (c === 92) escaped = true;
      else if (c === 34) {
        inString = false;
        lastString = { start: stringStart, end: i + 1 };
        lastNonSpace = i;
      }
      continue;
    }
    if (c === 32 || c === 9 || c === 10 || c === 13) continue;
    const ch = text[i];
    if (depth === elementDepth && !element && ch !== "," && ch !== "]") element = { start: i, end: i, line };
    if (depth === 1 && rootIsObject && awaitingMember) {
      awaitingMember = false;
      member = { start: i, end: i, line };
      if (ch === "[" && key === arrayKey && !arrayDone && elements === void 0) {
        elements = [];
        elementDepth = 2;
      }
    }
    switch (ch) {
      case '"':
        inString = true;
        stringStart = i;
        break;
      case "{":
      case "[":
        if (depth === 0) {
          rootIsObject = ch === "{";
          if (ch === "[" && arrayKey === null && elements === void 0) {
            elements = [];
            elementDepth = 1;
          }
        }
        depth++;
        break;
      case "}":
      case "]":
        if (depth === elementDepth) {
          closeElement();
          elementDepth = -1;
          arrayDone = true;
        }
        if (depth === 1 && rootIsObject) closeMember();
        depth = Math.max(0, depth - 1);
        break;
      case ",":
        if (depth === elementDepth) closeElement();
        if (depth === 1 && rootIsObject) closeMember();
        break;
      case ":":
        if (depth === 1 && rootIsObject && lastString.end === lastNonSpace + 1) {
          key = keyOf(text, lastString.start, lastString.end);
          awaitingMember = true;
        }
        break;
    }
    lastNonSpace = i;
  }
  return { members, elements };
}
function keyOf(text, start, end) {
  try {
    return JSON.parse(text.slice(start, end));
  } catch {
    return void 0;
  }
}

// src/formats/gab-json.ts
var WHAT = "a JSON array of {name, unit, value} (github-action-benchmark custom format)";
function createGabJsonFormat(direction) {
  return {
    kind: "document",
    name: "gab-json",
    detect: detect4,
    parse: (text, file) => parseGabJson(text, file, direction)
  };
}
var gabJsonFormat = createGabJsonFormat();
function parseGabJson(text, file, direction) {
  const doc = readJsonEntries(text, file, null, WHAT);
  const problems = [...doc.problems];
  if (doc.root !== void 0 && doc.entries === void 0) {
    problems.push({ file, line: 0, message: `expected ${WHAT}, found ${describeValue(doc.root)}` });
  }
  const collector = new BenchmarkCollector();
  for (const entry of doc.entries ?? []) {
    const message = addEntry(entry.value, collector, direction);
    if (message !== void 0) problems.push({ file, line: entry.line, message });
  }
  return { context: {}, ...collector.collected(file, problems) };
}
function addEntry(entry, collector, direction) {
  if (!isRecord(entry)) return `entry is not an object: ${describeValue(entry)}`;
  const { name, unit } = entry;
  if (typeof name !== "string" || name === "") return 'entry: expected field "name" (a string)';
  if (typeof unit !== "string") return `entry ${quote(name)}: expected field "unit" (a string)`;
  const value = numberOf(entry.value);
  if (value === void 0)
    return `entry ${quote(name)}: "value" is not a number: ${describeValue(entry.value)}`;
  collector.add({ suite: "", name, params: {} }, [
    { unit, samples: [value], ...direction ? { direction } : {} }
  ]);
  return void 0;
}
function numberOf(v) {
  if (typeof v === "string" && v.length <= 64 && /^[-+]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?$/.test(v.trim())) {
    return finiteNumber(Number(v));
  }
  return finiteNumber(v);
}
function detect4(sniff) {
  const head = sniff.head.trimStart();
  if (!head.startsWith("[")) return 0;
  const first = head.slice(0, 2e3);
  if (first.includes('"name"') && first.includes('"unit"') && first.includes('"value"')) return 0.7;
  return 0;
}

// src/formats/go/line.ts
var MAX_GO_LINE = 64 * 1024;
var BENCHMARK_NAME = new RegExp("^Benchmark(?!\\p{Ll})\\S*", "u");
var ANY_BENCHMARK_NAME = /^Benchmark\S*/;
var ITERATIONS = /^\d{1,19}$/;
var NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
var NON_FINITE = /^[+-]?(?:nan|inf|infinity)$/i;
var CONFIG_KEY = new RegExp("^\\p{Ll}[^\\s\\p{Lu}:]*:", "u");
var STATUS = /^\s*--- (FAIL|SKIP|BENCH|PASS): (\S+)/;
var PACKAGE_SUMMARY = /^(ok {2}|FAIL|\? {3})\t(\S+)/;
var CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1a\x1c-\x1f\x7f\ufffd]/;
function benchmarkNameOf(line) {
  const name = BENCHMARK_NAME.exec(line)?.[0];
  if (name !== void 0) return name;
  const other = ANY_BENCHMARK_NAME.exec(line)?.[0];
  if (other === void 0) return void 0;
  return parseResultFields(splitFields(line.slice(other.length))).ok ? other : void 0;
}
function isIterationCount(field) {
  return field !== void 0 && ITERATIONS.test(field);
}
function splitFields(text) {
  const trimmed = text.trim();
  return trimmed === "" ? [] : trimmed.split(/\s+/);
}
function parseResultFields(fields) {
  if (fields.length === 0) return { ok: false, error: "missing iteration count" };
  if (!isIterationCount(fields[0])) return { ok: false, error: `bad iteration count "${clip3(fields[0])}"` };
  if (fields.length === 1) return { ok: false, error: "missing measurements" };
  if (/^0+$/.test(fields[0]))
    return { ok: false, error: "ran 0 iterations; its values are not measurements" };
  const values = [];
  for (let i = 1; i < fields.length; i += 2) {
    const text = fields[i];
    if (i + 1 >= fields.length) return { ok: false, error: `missing unit after value "${clip3(text)}"` };
    if (NON_FINITE.test(text))
      return { ok: false, error: `value "${text}" ${clip3(fields[i + 1])} is not a finite number` };
    if (!NUMBER.test(text))
      return { ok: false, error: `bad value "${clip3(text)}" for unit ${clip3(fields[i + 1])}` };
    values.push({ value: Number(text), unit: fields[i + 1] });
  }
  return { ok: true, iterations: Number(fields[0]), values };
}
var MAX_SCANNED_VALUES = 12;
var NAME_AND_ITERATIONS = String.raw`(Benchmark[\x21-\x7e]*)[ \t]+[1-9]\d{0,18}`;
var VALUE = String.raw`[ \t]+(\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)[ \t]+`;
var VALUE_UNIT = String.raw`${VALUE}([\x21-\x7e]+)`;
var PLAIN_RESULT_BODY = `${NAME_AND_ITERATIONS}${VALUE_UNIT}${`(?:${VALUE_UNIT}`.repeat(MAX_SCANNED_VALUES - 1)}${")?".repeat(MAX_SCANNED_VALUES - 1)}`;
var PLAIN_RESULT = new RegExp(String.raw`^${PLAIN_RESULT_BODY}[ \t]*$`);
var PLAIN_RESULT_AT = new RegExp(String.raw`${PLAIN_RESULT_BODY}[ \t]*\r?\n`, "y");
function matchPlainResult(line) {
  return PLAIN_RESULT.exec(line);
}
function matchPlainResultAt(text, start) {
  PLAIN_RESULT_AT.lastIndex = start;
  return PLAIN_RESULT_AT.exec(text);
}
var MAX_LAYOUTS = 32;
var PlainResultMatcher = class {
  last;
  /** Units joined by a blank (no unit contains one) -> the expression for them. */
  layouts = /* @__PURE__ */ new Map();
  matchAt(text, start) {
    const last = this.last;
    if (last !== void 0) {
      last.lastIndex = start;
      const m2 = last.exec(text);
      if (m2 !== null) return m2;
    }
    const m = matchPlainResultAt(text, start);
    if (m !== null) this.last = this.layoutOf(m);
    return m;
  }
  layoutOf(m) {
    const units = [];
    for (let i = 3; i < m.length && m[i] !== void 0; i += 2) units.push(m[i]);
    const key = units.join(" ");
    let layout = this.layouts.get(key);
    if (layout === void 0) {
      if (this.layouts.size >= MAX_LAYOUTS) this.layouts.clear();
      const pairs = units.map((unit) => `${VALUE}(${unit.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&")})`);
      layout = new RegExp(String.raw`${NAME_AND_ITERATIONS}${pairs.join("")}[ \t]*\r?\n`, "y");
      this.layouts.set(key, layout);
    }
    return layout;
  }
};
function parseConfigLine(line) {
  const m = CONFIG_KEY.exec(line);
  if (!m) return void 0;
  const rest = line.slice(m[0].length);
  if (rest !== "" && rest[0] !== " " && rest[0] !== "	") return void 0;
  return { key: m[0].slice(0, -1), value: rest.trim() };
}
function parseUnitLine(fields) {
  if (fields[0] !== "Unit" || fields.length < 2) return void 0;
  const pairs = [];
  for (const f of fields.slice(2)) {
    const eq = f.indexOf("=");
    pairs.push(eq > 0 ? [f.slice(0, eq), f.slice(eq + 1)] : ["", f]);
  }
  return { unit: fields[1], pairs };
}
function parseStatusLine(line) {
  const m = STATUS.exec(line);
  return m ? { status: m[1], name: m[2] } : void 0;
}
function parsePackageSummary(line) {
  const m = PACKAGE_SUMMARY.exec(line);
  if (!m) return void 0;
  return { passed: m[1] !== "FAIL", pkg: m[2], rest: line.slice(m[0].length).trim() };
}
function isCrashLine(line) {
  return line.startsWith("panic: ") || line.startsWith("fatal error: ") || line.startsWith("SIGQUIT: ") || line.startsWith("*** Test killed");
}
function hasBinaryData(line) {
  return CONTROL.test(line);
}
function clip3(text, max = 60) {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}

// src/formats/go/reader.ts
function isPlainResult(values) {
  return "index" in values;
}
var HEADER_KEYS = /* @__PURE__ */ new Set(["goos", "goarch", "pkg", "cpu"]);
var EXIT_STATUS = /^exit status \d+$/;
var MAX_NESTING = 16;
var GoStreamReader = class {
  constructor(sink, options) {
    this.sink = sink;
    this.options = options;
    this.suite = options.suite ?? "";
    this.fixedSuite = options.suite !== void 0;
  }
  sink;
  options;
  suite;
  fixedSuite;
  /** Set by a bare `BenchmarkX` (-v) or a name followed by the benchmark's own output. */
  pending;
  /** The benchmark most recently named in this section, blamed for a crash. */
  current;
  /** Inside a panic trace, until go test reports the exit. */
  crashed = false;
  /** First indented log line since the last benchmark or status line (-v logs precede --- FAIL). */
  lastLog;
  /** A FAIL or SKIP problem whose reason may be on the next, indented line. */
  awaitingReason;
  /** Benchmarks with a failed sub-benchmark in this section: their own FAIL adds nothing. */
  failedParents = /* @__PURE__ */ new Set();
  sectionProblems = 0;
  /** Between a go test header and its PASS/FAIL/ok line. */
  open = false;
  lastLine = 0;
  /** Package of a `# pkg` compiler header just read, waiting for its first message. */
  buildHeader;
  /** First compiler message per package, for its `FAIL pkg [build failed]` line. */
  buildErrors = /* @__PURE__ */ new Map();
  plainLines = new PlainResultMatcher();
  /** The latest result, held back one line: if the output stops right after it, it may be cut. */
  held;
  push(line, lineNo) {
    this.lastLine = lineNo;
    this.commitHeld();
    const reasonFor = this.awaitingReason;
    this.awaitingReason = void 0;
    const plain = this.crashed || line.length > MAX_GO_LINE ? null : matchPlainResult(line);
    if (plain !== null) {
      this.lastLog = void 0;
      this.flushPending();
      this.holdPlainResult(plain, lineNo);
      return;
    }
    if (line.length > MAX_GO_LINE) {
      this.problem(lineNo, `line of ${line.length} characters not parsed (limit ${MAX_GO_LINE})`);
      return;
    }
    if (hasBinaryData(line)) {
      this.problem(lineNo, "binary data (control characters) ignored");
      return;
    }
    if (this.crashed) {
      if (!this.endsCrash(line)) return;
      this.crashed = false;
    }
    const name = benchmarkNameOf(line);
    if (name !== void 0) return this.onBenchmarkLine(line, name, lineNo);
    const status = parseStatusLine(line);
    if (status) return this.onStatus(status.status, status.name, lineNo);
    if (/^\s/.test(line)) return this.onIndented(line, lineNo, reasonFor);
    this.onOtherLine(line, lineNo);
  }
  /**
   * The fast path (LineParser.takeLines): the run of plain result lines that
   * starts at `start`, each read as push() reads one, the last held back as
   * push() holds it. Stops before anything else, a crash being read, or a
   * line over MAX_GO_LINE.
   */
  takePlainLines(text, start, lineNo) {
    let m = this.crashed ? null : this.plainLines.matchAt(text, start);
    if (m === null || m[0].length > MAX_GO_LINE) return { lines: 0, end: start };
    this.commitHeld();
    this.awaitingReason = void 0;
    this.lastLog = void 0;
    this.flushPending();
    let lines = 0;
    let end = start;
    for (; ; ) {
      lines++;
      end += m[0].length;
      const next = this.plainLines.matchAt(text, end);
      if (next === null || next[0].length > MAX_GO_LINE) break;
      this.sink.addPlainResult(this.suite, m);
      m = next;
    }
    this.lastLine = lineNo + lines - 1;
    this.holdPlainResult(m, this.lastLine);
    return { lines, end };
  }
  /** A plain result names the running benchmark and is held back one line, like every result. */
  holdPlainResult(m, lineNo) {
    this.current = m[1];
    this.held = { suite: this.suite, name: m[1], values: m, line: lineNo };
  }
  /**
   * End of input: a name still waiting for numbers, and output cut short.
   * As golang.org/x/perf/benchfmt reads it, a last line that ended with its
   * newline is complete and recorded, whether or not a PASS/ok line follows
   * (Go's own benchmark tools write none); only a last line without its
   * newline may have been cut mid-number, and is held back with a problem.
   */
  end(input) {
    this.flushPending();
    const cut = this.options.checkEnding && this.open && input?.complete !== true;
    if (cut && this.held) {
      this.problem(
        this.held.line,
        `${clip3(this.held.name)}: result on the last line not recorded: the output stops there and may have cut it`
      );
      this.held = void 0;
    }
    this.commitHeld();
    if (cut) {
      this.problem(
        this.lastLine,
        "output ends before go test finished (no PASS, FAIL or ok line); it may be truncated"
      );
    }
  }
  /** A problem about this package found outside its output (a test2json build-fail event). */
  noteProblem() {
    this.sectionProblems++;
  }
  onOtherLine(line, lineNo) {
    const header = this.buildHeader;
    this.buildHeader = void 0;
    if (line.startsWith("# ")) {
      this.buildHeader = line.slice(2).split(" ")[0];
      return;
    }
    if (header !== void 0 && !this.buildErrors.has(header)) this.buildErrors.set(header, line);
    if (isCrashLine(line)) return this.onCrash(line, lineNo);
    const summary = parsePackageSummary(line);
    if (summary) return this.onSummary(summary.passed, summary.pkg, summary.rest, lineNo);
    if (line === "PASS" || line === "FAIL") {
      this.flushPending();
      this.open = false;
      return;
    }
    if (line.startsWith("Unit ")) {
      const unit = parseUnitLine(splitFields(line));
      if (unit) this.sink.setUnitMetadata(unit.unit, unit.pairs, lineNo);
      return;
    }
    const config = parseConfigLine(line);
    if (config) this.onConfig(config.key, config.value);
  }
  onBenchmarkLine(line, name, lineNo) {
    this.current = name;
    this.lastLog = void 0;
    this.flushPending();
    const rest = line.slice(name.length);
    if (rest.trim() === "") {
      this.pending = { name, line: lineNo };
      return;
    }
    const status = parseStatusLine(rest);
    if (status) return this.onStatus(status.status, status.name, lineNo);
    const after = rest.trimStart();
    if (isCrashLine(after)) return this.onCrash(after, lineNo);
    const parsed = parseResultFields(splitFields(rest));
    if (parsed.ok) this.record(name, parsed.values, lineNo);
    else this.pending = { name, line: lineNo, error: parsed.error };
  }
  onIndented(line, lineNo, reasonFor) {
    const fields = splitFields(line);
    if (this.pending && isIterationCount(fields[0])) {
      const { name } = this.pending;
      this.pending = void 0;
      const parsed = parseResultFields(fields);
      if (parsed.ok) this.record(name, parsed.values, lineNo);
      else this.problem(lineNo, `${clip3(name)}: ${parsed.error}`);
      return;
    }
    const text = line.trim();
    if (reasonFor && text !== "") reasonFor.message += `: ${clip3(text, 200)}`;
    else if (this.lastLog === void 0 && text !== "") this.lastLog = clip3(text, 200);
  }
  record(name, values, line) {
    this.held = { suite: this.suite, name, values, line };
  }
  commitHeld() {
    const held = this.held;
    if (held === void 0) return;
    this.held = void 0;
    if (isPlainResult(held.values)) this.sink.addPlainResult(held.suite, held.values);
    else this.sink.addResult(held.suite, held.name, held.values);
  }
  onStatus(status, name, lineNo) {
    this.flushPending();
    const reason = this.lastLog;
    this.lastLog = void 0;
    if (status !== "FAIL" && status !== "SKIP") return;
    if (status === "FAIL") {
      const parentOnly = this.failedParents.has(name);
      let depth = 0;
      for (let i = name.indexOf("/"); i > 0 && depth < MAX_NESTING; i = name.indexOf("/", i + 1), depth++) {
        this.failedParents.add(name.slice(0, i));
      }
      if (parentOnly) return;
    }
    const what = status === "FAIL" ? `${clip3(name)} failed` : `${clip3(name)} was skipped`;
    const p = this.problem(lineNo, reason === void 0 ? what : `${what}: ${reason}`);
    if (reason === void 0) this.awaitingReason = p;
  }
  onCrash(line, lineNo) {
    const who = this.pending?.name ?? this.current;
    this.flushPending();
    const crash = clip3(line, 200);
    this.problem(lineNo, who === void 0 ? crash : `${crash} (while ${clip3(who)} was running)`);
    this.crashed = true;
  }
  endsCrash(line) {
    if (EXIT_STATUS.test(line) || line === "PASS" || line === "FAIL" || parsePackageSummary(line))
      return true;
    const config = parseConfigLine(line);
    return config !== void 0 && HEADER_KEYS.has(config.key);
  }
  onSummary(passed, pkg, rest, lineNo) {
    this.flushPending();
    if (!passed && this.sectionProblems === 0) {
      const why = this.buildErrors.get(pkg);
      if (rest === "[build failed]")
        this.problem(lineNo, `package ${clip3(pkg)} failed to build${why ? `: ${clip3(why, 200)}` : ""}`);
      else this.problem(lineNo, `package ${clip3(pkg)} failed${rest ? ` (${clip3(rest)})` : ""}`);
    }
    this.newSection();
  }
  onConfig(key, value) {
    if (HEADER_KEYS.has(key) && !this.open) {
      this.newSection();
      this.open = true;
    }
    if (key === "pkg" && !this.fixedSuite) this.suite = value;
    this.sink.setConfig(key, value);
  }
  newSection() {
    this.open = false;
    this.sectionProblems = 0;
    this.failedParents.clear();
    this.current = void 0;
    this.lastLog = void 0;
  }
  flushPending() {
    const p = this.pending;
    this.pending = void 0;
    if (p?.error !== void 0) this.problem(p.line, `${clip3(p.name)}: ${p.error}`);
  }
  problem(line, message) {
    this.sectionProblems++;
    return this.sink.problem(line, message);
  }
};

// src/formats/go/procs.ts
var PROCS_SUFFIX = /-([1-9]\d{0,8})$/;
var PROCS_AFTER_NUMBER = /-\d+-[1-9]\d{0,8}$/;
var MAX_PROCS_VALUES = 64;
function splitSuffix(name) {
  const m = PROCS_SUFFIX.exec(name);
  if (!m) return void 0;
  const procs = Number(m[1]);
  return procs >= 2 ? { base: name.slice(0, m.index), procs } : void 0;
}
function resolveGoNames(printed) {
  const names = new Set(printed);
  const splits = /* @__PURE__ */ new Map();
  const benchmarks = /* @__PURE__ */ new Set();
  const carriers = /* @__PURE__ */ new Map();
  for (const n of names) {
    const s = splitSuffix(n);
    if (s) {
      splits.set(n, s);
      benchmarks.add(s.base);
      carriers.set(s.procs, (carriers.get(s.procs) ?? 0) + 1);
    } else {
      benchmarks.add(n);
    }
  }
  const plain = [...names].filter((n) => !splits.has(n));
  const procsValues = /* @__PURE__ */ new Set();
  for (const [procs, count] of carriers) {
    if (count * 2 <= benchmarks.size) continue;
    const plainCarriers = plain.filter((n) => names.has(`${n}-${procs}`)).length;
    if (plain.length === 0 || plainCarriers * 2 > plain.length || count * 4 > names.size * 3)
      procsValues.add(procs);
  }
  let ranAtOne = false;
  for (const n of names) {
    const s = splits.get(n);
    if (!s || !procsValues.has(s.procs)) ranAtOne = true;
  }
  const siblings = [...procsValues].sort((a, b) => a - b).slice(0, MAX_PROCS_VALUES);
  const out = /* @__PURE__ */ new Map();
  for (const n of names) {
    const s = splits.get(n);
    if (s && (!n.includes("/") || PROCS_AFTER_NUMBER.test(n))) out.set(n, { name: s.base, procs: s.procs });
    else if (!s || !procsValues.has(s.procs)) out.set(n, { name: n, procs: 1 });
    else if (!ranAtOne || stripWins(n, s, names, siblings)) out.set(n, { name: s.base, procs: s.procs });
    else out.set(n, { name: n, procs: 1 });
  }
  return out;
}
function stripWins(n, s, names, siblings) {
  let strip = names.has(s.base) ? 1 : 0;
  let keep = 0;
  for (const p of siblings) {
    if (p !== s.procs && names.has(`${s.base}-${p}`)) strip++;
    if (names.has(`${n}-${p}`)) keep++;
  }
  return strip >= keep;
}
function paramsOfGoName(name) {
  const params = {};
  const segments = name.split("/");
  for (let i = 1; i < segments.length; i++) {
    for (const [key, value] of pairsOfSegment(segments[i])) {
      if (Object.prototype.hasOwnProperty.call(params, key)) continue;
      if (key === "__proto__")
        Object.defineProperty(params, key, { value, enumerable: true, writable: true, configurable: true });
      else params[key] = value;
    }
  }
  return params;
}
var PAIR_BREAK = /_(?=[^_=]+=)/g;
function pairsOfSegment(seg) {
  const pairs = [];
  let start = 0;
  const add = (end) => {
    const piece = seg.slice(start, end);
    const eq = piece.indexOf("=");
    if (eq <= 0) return;
    const spaced = piece[eq - 1] === "_" && piece[eq + 1] === "_";
    const key = piece.slice(0, spaced ? eq - 1 : eq);
    if (key !== "") pairs.push([key, piece.slice(spaced ? eq + 2 : eq + 1)]);
  };
  for (const m of seg.matchAll(PAIR_BREAK)) {
    if (!seg.slice(start, m.index).includes("=")) continue;
    add(m.index);
    start = m.index + 1;
  }
  add(seg.length);
  return pairs;
}

// src/formats/go/results.ts
var MACHINE_KEYS = { goos: "os", goarch: "arch", cpu: "cpu" };
var GoResultSink = class {
  constructor(file, limit = MAX_BENCHMARKS) {
    this.file = file;
    this.limit = limit;
  }
  file;
  limit;
  /** Suite -> printed name -> results. */
  buffered = /* @__PURE__ */ new Map();
  /** The same results in first-seen order. */
  groups = [];
  last;
  resultCount = 0;
  problems = [];
  machine = {};
  config = {};
  /** Unit -> direction stated by a `Unit <unit> better=higher|lower` line. */
  stated = /* @__PURE__ */ new Map();
  /** Unit -> direction from its name, worked out once per unit. */
  inferred = /* @__PURE__ */ new Map();
  leftOut = new LeftOutBenchmarks();
  problem(line, message) {
    const p = { file: this.file, line, message: clip3(message, 600) };
    this.problems.push(p);
    return p;
  }
  addResult(suite, printed, values) {
    const group = this.groupOf(suite, printed);
    if (group === void 0) return;
    for (const { unit, value } of values) this.addSample(group, unit, value);
  }
  /** A plain result line's match, read without building objects per value. */
  addPlainResult(suite, m) {
    const group = this.groupOf(suite, m[1]);
    if (group === void 0) return;
    const { units, samples } = group;
    for (let i = 2, k = 0; i < m.length && m[i] !== void 0; i += 2, k++) {
      const unit = m[i + 1];
      if (units[k] === unit) samples[k].push(Number(m[i]));
      else this.addSample(group, unit, Number(m[i]));
    }
  }
  /** The group of a printed name; undefined when it is past the limit (its result is counted, not kept). */
  groupOf(suite, printed) {
    this.resultCount++;
    const last = this.last;
    if (last !== void 0 && last.printed === printed && last.suite === suite) return last;
    let bySuite = this.buffered.get(suite);
    let group = bySuite?.get(printed);
    if (group === void 0) {
      if (this.groups.length >= this.limit) {
        this.leftOut.note(`${suite}
${printed}`, printed);
        return void 0;
      }
      if (bySuite === void 0) {
        bySuite = /* @__PURE__ */ new Map();
        this.buffered.set(suite, bySuite);
      }
      group = { suite, printed, units: [], samples: [] };
      bySuite.set(printed, group);
      this.groups.push(group);
    }
    this.last = group;
    return group;
  }
  addSample(group, printedUnit, value) {
    const unit = spellUnit(printedUnit);
    let at = group.units.indexOf(unit);
    if (at < 0) {
      at = group.units.length;
      group.units.push(unit);
      group.samples.push([]);
    }
    group.samples[at].push(value);
  }
  // Note: the model has one context per file, so a key keeps its first value;
  // pkg is not configuration here but each result's suite.
  setConfig(key, value) {
    if (value === "" || key === "pkg") return;
    const machineKey = MACHINE_KEYS[key];
    if (machineKey !== void 0) {
      if (this.machine[machineKey] === void 0) this.machine[machineKey] = value;
    } else if (!Object.prototype.hasOwnProperty.call(this.config, key)) {
      Object.defineProperty(this.config, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true
      });
    }
  }
  /** Unit metadata; only `better` changes the model, as the metric's direction. */
  setUnitMetadata(printedUnit, pairs, line) {
    const unit = spellUnit(printedUnit);
    for (const [key, value] of pairs) {
      if (key === "") {
        this.problem(line, `Unit ${clip3(unit)}: expected key=value, got "${clip3(value)}"`);
      } else if (key === "better") {
        this.stateDirection(unit, value, line);
      }
    }
  }
  stateDirection(unit, value, line) {
    const direction = value === "higher" ? "bigger" : value === "lower" ? "smaller" : void 0;
    if (!direction) {
      this.problem(line, `Unit ${clip3(unit)}: better=${clip3(value)}, expected higher or lower`);
      return;
    }
    const had = this.stated.get(unit);
    if (had !== void 0 && had !== direction) {
      this.problem(
        line,
        `Unit ${clip3(unit)}: better=${clip3(value)} contradicts an earlier Unit line; keeping the first`
      );
      return;
    }
    this.stated.set(unit, direction);
  }
  finish(lineCount) {
    if (this.resultCount === 0) {
      this.problem(0, lineCount === 0 ? "empty input: no benchmark results" : "no benchmark results found");
    }
    const groups = this.groups;
    const printed = groups.map((g) => g.printed);
    const names = resolveGoNames(printed);
    const benchmarks = groups.map((g) => {
      const { name, procs } = names.get(g.printed);
      return {
        suite: g.suite,
        name,
        params: paramsOfGoName(name),
        procs,
        metrics: g.units.map((unit, i) => ({
          unit,
          direction: this.directionOf(unit),
          samples: g.samples[i]
        }))
      };
    });
    return {
      context: this.context(),
      benchmarks,
      problems: [...this.leftOutProblems(printed), ...this.sortedProblems()]
    };
  }
  /** What was left out past the limit, its first name read as the kept names read theirs. */
  leftOutProblems(kept) {
    const first = this.leftOut.first;
    if (first === void 0) return [];
    const { name } = resolveGoNames([...kept, first]).get(first);
    return this.leftOut.problems(this.file, this.limit, name);
  }
  directionOf(unit) {
    const stated = this.stated.get(unit);
    if (stated !== void 0) return stated;
    let direction = this.inferred.get(unit);
    if (direction === void 0) {
      direction = directionOfUnit(unit);
      this.inferred.set(unit, direction);
    }
    return direction;
  }
  context() {
    const context = { tool: { name: "go" } };
    if (Object.keys(this.machine).length > 0) context.machine = { ...this.machine };
    if (Object.keys(this.config).length > 0) context.config = { ...this.config };
    return context;
  }
  /** By line; a stable sort keeps the order of problems on one line. */
  sortedProblems() {
    return this.problems.map((p, i) => ({ p, i })).sort((a, b) => a.p.line - b.p.line || a.i - b.i).map((x) => x.p);
  }
};

// src/formats/go/json.ts
var EVENT_START = /^\{\s*"(?:Time|Action|Package|ImportPath)"\s*:/m;
function detectGoJson(sniff) {
  if (!EVENT_START.test(sniff.head) || !sniff.head.includes('"Action"')) return 0;
  return sniff.head.includes('"Output":"Benchmark') || sniff.head.includes('"Test":"Benchmark') ? 1 : 0.6;
}
var GoJsonParser = class {
  sink;
  packages = /* @__PURE__ */ new Map();
  /** First compiler message per package being built, for its build-fail event. */
  buildErrors = /* @__PURE__ */ new Map();
  lines = 0;
  lastLine = 0;
  constructor(file) {
    this.sink = new GoResultSink(file);
  }
  push(line, lineNo) {
    this.lines++;
    this.lastLine = lineNo;
    const text = line.trim();
    if (text === "") return;
    const event = this.parseEvent(text, lineNo);
    if (event) this.onEvent(event, lineNo);
  }
  finish() {
    for (const [pkg, stream] of this.packages) {
      if (stream.partial !== "") this.emit(stream, this.lastLine);
      stream.reader.end();
      if (!stream.done) {
        const name = pkg === "" ? "the stream" : `package ${clip3(pkg)}`;
        this.sink.problem(
          this.lastLine,
          `${name} has no final pass or fail event; the output may be truncated`
        );
      }
    }
    return this.sink.finish(this.lines);
  }
  parseEvent(text, lineNo) {
    if (!text.startsWith("{")) {
      this.sink.problem(lineNo, `not a test2json event: "${clip3(text)}"`);
      return void 0;
    }
    let value;
    try {
      value = JSON.parse(text);
    } catch (err) {
      this.sink.problem(lineNo, `invalid JSON: ${clip3(explainInvalidJson(text, err).message, 200)}`);
      return void 0;
    }
    if (typeof value !== "object" || value === null || typeof value.Action !== "string") {
      this.sink.problem(lineNo, "not a test2json event: no Action");
      return void 0;
    }
    return value;
  }
  onEvent(event, lineNo) {
    if (event.Action === "build-output" || event.Action === "build-fail")
      return this.onBuildEvent(event, lineNo);
    const pkg = typeof event.Package === "string" ? event.Package : "";
    const stream = this.stream(pkg);
    if (event.Action === "output") {
      if (typeof event.Output !== "string") {
        this.sink.problem(lineNo, "output event without an Output string");
        return;
      }
      this.take(stream, event.Output, lineNo);
    } else if (event.Test === void 0 && ["pass", "fail", "skip"].includes(event.Action)) {
      if (stream.partial !== "") this.emit(stream, lineNo);
      stream.done = true;
    }
  }
  // Build events (Go 1.24+) carry ImportPath, "pkg [pkg.test]" for a test
  // binary, not Package. The package's own output later says only
  // "FAIL pkg [build failed]"; the problem here says why instead.
  onBuildEvent(event, lineNo) {
    const importPath = typeof event.ImportPath === "string" ? event.ImportPath : "";
    if (event.Action === "build-output") {
      const text = typeof event.Output === "string" ? event.Output.trim() : "";
      if (text !== "" && !text.startsWith("#") && !this.buildErrors.has(importPath)) {
        this.buildErrors.set(importPath, text.split("\n")[0]);
      }
      return;
    }
    const pkg = importPath.split(" ")[0];
    const why = this.buildErrors.get(importPath);
    this.sink.problem(
      lineNo,
      `package ${clip3(pkg)} failed to build${why === void 0 ? "" : `: ${clip3(why, 200)}`}`
    );
    this.stream(pkg).reader.noteProblem();
  }
  stream(pkg) {
    let stream = this.packages.get(pkg);
    if (!stream) {
      const reader = new GoStreamReader(this.sink, { suite: pkg, checkEnding: false });
      stream = { reader, partial: "", done: false };
      this.packages.set(pkg, stream);
    }
    return stream;
  }
  // Note: a line is numbered by the event that completes it, which holds the
  // numbers of a split result line, where a bad value would be.
  take(stream, output, lineNo) {
    let start = 0;
    for (let nl = output.indexOf("\n"); nl >= 0; nl = output.indexOf("\n", start)) {
      stream.partial += output.slice(start, nl);
      this.emit(stream, lineNo);
      start = nl + 1;
    }
    stream.partial += output.slice(start);
    if (stream.partial.length > MAX_GO_LINE) this.emit(stream, lineNo);
  }
  emit(stream, lineNo) {
    const line = stream.partial.endsWith("\r") ? stream.partial.slice(0, -1) : stream.partial;
    stream.partial = "";
    stream.reader.push(line, lineNo);
  }
};
var goJsonFormat = {
  kind: "lines",
  name: "go-json",
  detect: detectGoJson,
  start: (file) => new GoJsonParser(file)
};

// src/formats/go/text.ts
var RESULT_LINE2 = /^Benchmark\S*[ \t]+\d+[ \t]+\S+[ \t]+\S+/m;
var HEADER = /^(?:goos|goarch|pkg|cpu): \S/m;
var BENCHMARK_NAME2 = new RegExp("^Benchmark(?!\\p{Ll})\\S*", "mu");
var GOOGLE_CONSOLE_HEADER = /^Benchmark\s+Time\s+CPU\s+Iterations\b/m;
function detectGo(sniff) {
  const head = sniff.head;
  if (GOOGLE_CONSOLE_HEADER.test(head)) return 0;
  if (RESULT_LINE2.test(head)) return 0.95;
  if (HEADER.test(head) && BENCHMARK_NAME2.test(head)) return 0.7;
  if (BENCHMARK_NAME2.test(head)) return 0.3;
  return 0;
}
var goFormat = {
  kind: "lines",
  name: "go",
  detect: detectGo,
  start(file) {
    const sink = new GoResultSink(file);
    const reader = new GoStreamReader(sink, { checkEnding: true });
    let lines = 0;
    return {
      push(line, lineNo) {
        lines++;
        reader.push(line, lineNo);
      },
      takeLines(text, start, lineNo) {
        const run = reader.takePlainLines(text, start, lineNo);
        lines += run.lines;
        return run;
      },
      finish(end) {
        reader.end(end);
        return sink.finish(lines);
      }
    };
  }
};

// src/formats/benchmarkdotnet.ts
var WHAT2 = "a BenchmarkDotNet JSON export";
var benchmarkDotNetFormat = {
  kind: "document",
  name: "benchmarkdotnet",
  detect: detect5,
  parse(text, file) {
    const doc = readJsonEntries(text, file, "Benchmarks", WHAT2);
    const problems = [...doc.problems];
    if (doc.root !== void 0 && doc.entries === void 0)
      problems.push({ file, line: 0, message: `expected field "Benchmarks" (an array): not ${WHAT2}` });
    const collector = new BenchmarkCollector();
    for (const entry of doc.entries ?? []) {
      const problem = addBenchmark(entry.value, collector);
      if (problem) problems.push({ file, line: entry.line, message: problem });
    }
    if (doc.entries && collector.size === 0 && problems.length === 0)
      problems.push({ file, line: 0, message: "BenchmarkDotNet export with no benchmark results" });
    return { context: contextOf(doc.members), ...collector.collected(file, problems) };
  }
};
function addBenchmark(entry, collector) {
  if (!isRecord(entry)) return `Benchmarks entry is not an object: ${describeValue(entry)}`;
  const method = typeof entry.Method === "string" ? entry.Method : void 0;
  if (!method) return 'Benchmarks entry: expected field "Method" (a string)';
  const suite = [entry.Namespace, entry.Type].filter((x) => typeof x === "string" && x !== "").join(".");
  const stats = isRecord(entry.Statistics) ? entry.Statistics : void 0;
  if (!stats) return `benchmark ${quote(method)}: no "Statistics" (the benchmark failed or did not run)`;
  const metrics = [];
  const values = Array.isArray(stats.OriginalValues) ? stats.OriginalValues : [];
  const samples = values.filter((v) => finiteNumber(v) !== void 0);
  const mean = finiteNumber(stats.Mean);
  if (samples.length > 0 && samples.length === values.length) metrics.push({ unit: "ns", samples });
  else if (mean !== void 0) {
    const sd = finiteNumber(stats.StandardDeviation);
    const n = finiteNumber(stats.N) ?? Number.NaN;
    metrics.push({
      unit: "ns",
      summary: {
        center: mean,
        low: sd === void 0 ? Number.NaN : mean - sd,
        high: sd === void 0 ? Number.NaN : mean + sd,
        n,
        confidence: Number.NaN
      }
    });
  } else
    return `benchmark ${quote(method)}: expected "Statistics.OriginalValues" (numbers) or "Statistics.Mean"`;
  const memory = isRecord(entry.Memory) ? finiteNumber(entry.Memory.BytesAllocatedPerOperation) : void 0;
  if (memory !== void 0) metrics.push({ unit: "B/op", samples: [memory] });
  collector.add({ suite, name: method, params: paramsOf(entry.Parameters) }, metrics);
  return samples.length > 0 && samples.length !== values.length ? `benchmark ${quote(method)}: ${values.length - samples.length} of ${values.length} values in "OriginalValues" are not numbers; the recorded Mean and StandardDeviation are used instead` : void 0;
}
function paramsOf(raw) {
  const out = {};
  if (typeof raw !== "string") return out;
  for (const part of raw.split(", ")) {
    const eq = part.indexOf("=");
    if (eq > 0) out[part.slice(0, eq)] = part.slice(eq + 1);
  }
  return out;
}
function contextOf(members) {
  const host = isRecord(members.HostEnvironmentInfo) ? members.HostEnvironmentInfo : {};
  const version = typeof host.BenchmarkDotNetVersion === "string" ? host.BenchmarkDotNetVersion : void 0;
  const context = { tool: { name: "benchmarkdotnet", ...version ? { version } : {} } };
  const machine = {};
  if (typeof host.OsVersion === "string") machine.os = host.OsVersion;
  if (typeof host.ProcessorName === "string") machine.cpu = host.ProcessorName;
  const cores = finiteNumber(host.LogicalCoreCount);
  if (cores !== void 0) machine.cores = cores;
  if (typeof host.RuntimeVersion === "string") machine.runtime = host.RuntimeVersion;
  if (Object.keys(machine).length) context.machine = machine;
  return context;
}
function detect5(sniff) {
  const head = sniff.head;
  if (!head.trimStart().startsWith("{")) return 0;
  if (head.includes('"HostEnvironmentInfo"') && head.includes('"BenchmarkDotNetVersion"')) return 0.97;
  if (head.includes('"Benchmarks"') && head.includes('"Statistics"') && head.includes('"OriginalValues"'))
    return 0.9;
  return 0;
}

// src/formats/catch2/units.ts
var TO_NS = { ns: 1, us: 1e3, µs: 1e3, μs: 1e3, ms: 1e6, s: 1e9 };
function catch2Ns(value, unit) {
  const factor = TO_NS[unit];
  const n = Number(value);
  return factor === void 0 || !Number.isFinite(n) ? void 0 : n * factor;
}

// src/formats/catch2/console.ts
var TIME = String.raw`([0-9.eE+-]+) (ns|us|µs|μs|ms|s)`;
var FIRST = new RegExp(String.raw`^(.*?\S)\s+([0-9]+)\s+([0-9]+)\s+${TIME}\s*$`);
var STATS = new RegExp(String.raw`^\s+${TIME}\s+${TIME}\s+${TIME}\s*$`);
var HEADER2 = /^benchmark name\s+samples\s+iterations\s+est/;
var catch2ConsoleFormat = {
  kind: "lines",
  name: "catch2-console",
  detect: detect6,
  start: (file) => new Catch2ConsoleParser(file)
};
function detect6(sniff) {
  if (/^benchmark name\s+samples\s+iterations\s+est/m.test(sniff.head)) return 0.97;
  return 0;
}
var Catch2ConsoleParser = class {
  constructor(file) {
    this.file = file;
  }
  file;
  collector = new BenchmarkCollector();
  problems = [];
  testCase = "";
  /** The lines of a test case's box, from its opening rule to its closing one. */
  title;
  /** Set by the table header: the next rule opens the rows, not a test case's box. */
  headerOpen = false;
  /** Leading lines of a benchmark name wrapped above its row. */
  nameParts = [];
  pending;
  sawHeader = false;
  push(raw, lineNo) {
    const line = raw.trimEnd();
    if (/^-{20,}$/.test(line)) return this.rule();
    if (this.title) {
      if (line !== "" && !line.startsWith(" ")) this.title.push(line);
      return;
    }
    if (HEADER2.test(line)) {
      this.sawHeader = true;
      this.headerOpen = true;
      return;
    }
    const first = FIRST.exec(line);
    if (first) {
      const name = [...this.nameParts, first[1]].join(" ");
      this.nameParts = [];
      this.pending = { name, samples: Number(first[2]), line: lineNo };
      return;
    }
    if (line !== "" && !line.startsWith(" ") && !this.headerOpen) {
      this.nameParts.push(line);
      return;
    }
    this.nameParts = [];
    const stats = STATS.exec(line);
    if (stats && this.pending) this.addPending(stats, lineNo);
  }
  rule() {
    this.nameParts = [];
    if (this.headerOpen) {
      this.headerOpen = false;
      return;
    }
    if (this.title) {
      if (this.title.length > 0) this.testCase = this.title.join(" ");
      this.title = void 0;
      return;
    }
    this.title = [];
  }
  addPending(stats, lineNo) {
    const [mean, low, high] = [
      catch2Ns(stats[1], stats[2]),
      catch2Ns(stats[3], stats[4]),
      catch2Ns(stats[5], stats[6])
    ];
    const { name, samples } = this.pending;
    this.pending = void 0;
    if (mean === void 0 || low === void 0 || high === void 0) {
      this.problem(lineNo, `benchmark "${name}": cannot read the mean line`);
      return;
    }
    this.collector.add({ suite: this.testCase, name, params: {} }, [
      { unit: "ns", summary: { center: mean, low, high, n: samples, confidence: 0.95 } }
    ]);
  }
  finish() {
    if (this.pending)
      this.problem(
        this.pending.line,
        `benchmark "${this.pending.name}": no mean line after it (output cut short?)`
      );
    if (this.collector.size === 0)
      this.problem(
        0,
        this.sawHeader ? "Catch2 output with no benchmark results" : "no Catch2 benchmark table"
      );
    return {
      context: { tool: { name: "catch2" } },
      ...this.collector.collected(this.file, this.problems)
    };
  }
  problem(line, message) {
    this.problems.push({ file: this.file, line, message });
  }
};

// src/formats/catch2/xml.ts
var TEST_CASE = /<TestCase\b([^>]*)>/g;
var RESULTS = /<BenchmarkResults\b([^>]*)>([\s\S]*?)<\/BenchmarkResults>/g;
var MEAN = /<mean\b([^>]*)\/>/;
var catch2XmlFormat = {
  kind: "document",
  name: "catch2-xml",
  detect: detect7,
  parse(text, file) {
    const problems = [];
    const collector = new BenchmarkCollector();
    const cases = [...text.matchAll(TEST_CASE)].map((m) => ({
      at: m.index,
      name: attr(m[1], "name") ?? ""
    }));
    for (const m of text.matchAll(RESULTS)) {
      const line = lineAt(text, m.index);
      const name = attr(m[1], "name");
      const samples = Number(attr(m[1], "samples"));
      const mean = MEAN.exec(m[2]);
      const testCase = cases.filter((c) => c.at < m.index).at(-1)?.name ?? "";
      if (name === void 0 || !mean) {
        problems.push({ file, line, message: "BenchmarkResults without a name or a <mean> element" });
        continue;
      }
      const [center, low, high, ci] = ["value", "lowerBound", "upperBound", "ci"].map(
        (k) => Number(attr(mean[1], k))
      );
      if (![center, low, high].every(Number.isFinite)) {
        problems.push({ file, line, message: `benchmark "${name}": the <mean> values are not numbers` });
        continue;
      }
      collector.add({ suite: testCase, name, params: {} }, [
        {
          unit: "ns",
          summary: {
            center,
            low,
            high,
            n: Number.isFinite(samples) ? samples : Number.NaN,
            confidence: Number.isFinite(ci) ? ci : Number.NaN
          }
        }
      ]);
    }
    if (!text.includes("</Catch"))
      problems.push({
        file,
        line: lineAt(text, text.length),
        message: "the XML ends before </Catch> (output cut short?)"
      });
    if (collector.size === 0 && problems.length === 0)
      problems.push({ file, line: 0, message: "Catch2 XML with no benchmark results" });
    return { context: { tool: { name: "catch2" } }, ...collector.collected(file, problems) };
  }
};
function attr(attrs, name) {
  const m = new RegExp(`\\b${name}="([^"]*)"`).exec(attrs);
  if (!m) return void 0;
  return m[1].replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");
}
function lineAt(text, index) {
  let line = 1;
  for (let i = text.indexOf("\n"); i >= 0 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
}
function detect7(sniff) {
  const head = sniff.head;
  if (head.includes("<Catch ") || head.includes("<Catch2TestRun"))
    return head.includes("<BenchmarkResults") ? 0.97 : 0.6;
  return 0;
}

// src/formats/google-benchmark/name.ts
var POSITIONAL = /^-?[0-9]+$/;
var NAMED = /^([A-Za-z_][A-Za-z0-9_]*):([^/]+)$/;
var FLAGS = /* @__PURE__ */ new Set(["process_time", "real_time", "manual_time"]);
var OPTION_KEYS = /* @__PURE__ */ new Set(["min_time", "min_warmup_time", "iterations", "repeats", "threads"]);
function isSuffixSegment(s) {
  return POSITIONAL.test(s) || NAMED.test(s) || FLAGS.has(s);
}
function parseGoogleBenchmarkName(runName) {
  const segments = runName.split("/");
  let first = segments.length;
  while (first > 1 && isSuffixSegment(segments[first - 1])) first--;
  if (segments.slice(0, first).join("/") === "") return { name: runName, params: {} };
  const params = {};
  let threads;
  let position = 0;
  for (const s of segments.slice(first)) {
    if (FLAGS.has(s)) {
      params[s] = "true";
      continue;
    }
    const named = NAMED.exec(s);
    if (named && OPTION_KEYS.has(named[1])) {
      if (named[1] === "threads" && POSITIONAL.test(named[2])) threads = Number(named[2]);
      else params[named[1]] = named[2];
      continue;
    }
    if (named) params[named[1]] = named[2];
    else params[`arg${position}`] = s;
    position++;
  }
  return { name: segments.slice(0, first).join("/"), params, ...threads !== void 0 ? { threads } : {} };
}

// src/formats/google-benchmark/console.ts
var HEADER3 = /^Benchmark\s+Time\s+CPU\s+Iterations\b/;
var ROW = /^(\S+)\s+([0-9.eE+-]+) (ns|us|ms|s|%)\s+([0-9.eE+-]+) (ns|us|ms|s|%)\s+([0-9]+)(.*)$/;
var ERROR_ROW = /^(\S+)\s+ERROR OCCURRED: (.*)$/;
var AGGREGATE = /_(mean|median|stddev|cv)$/;
var COUNTER = /^([A-Za-z_][\w.]*)=([0-9.eE+-]+)([kMGTPmunµ]?)(\/s|%)?$/;
var SI = {
  "": 1,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
  P: 1e15,
  m: 1e-3,
  u: 1e-6,
  µ: 1e-6,
  n: 1e-9
};
var COUNTER_UNITS = { bytes_per_second: "B/s", items_per_second: "items/s" };
var googleBenchmarkConsoleFormat = {
  kind: "lines",
  name: "google-benchmark-console",
  detect: detect8,
  start: (file) => new ConsoleParser(file)
};
function detect8(sniff) {
  for (const line of sniff.head.split("\n", 200)) if (HEADER3.test(line.trim())) return 0.97;
  return 0;
}
var ConsoleParser = class {
  constructor(file) {
    this.file = file;
  }
  file;
  problems = [];
  rows = [];
  inTable = false;
  push(raw, lineNo) {
    const line = raw.trimEnd();
    if (HEADER3.test(line)) {
      this.inTable = true;
      return;
    }
    if (!this.inTable || line === "" || /^-+$/.test(line)) return;
    const error = ERROR_ROW.exec(line);
    if (error) return this.problem(lineNo, `benchmark ${error[1]}: ${error[2]}`);
    const m = ROW.exec(line);
    if (!m) return this.problem(lineNo, `not a row of the console table: ${line.slice(0, 80)}`);
    const [, fullName, real, realUnit, cpu, cpuUnit, , rest] = m;
    const aggregate = AGGREGATE.exec(fullName)?.[1];
    if (aggregate === "cv") return;
    const name = aggregate ? fullName.slice(0, -aggregate.length - 1) : fullName;
    const metrics = [
      { unit: realUnit, samples: [Number(real)] },
      { unit: cpuUnit, name: "cpu_time", samples: [Number(cpu)] }
    ];
    for (const token of rest.trim().split(/\s+/)) {
      const c = COUNTER.exec(token);
      if (!c) continue;
      const [, key, value, prefix, per] = c;
      const unit = COUNTER_UNITS[key] ?? (per === "%" ? `${key}%` : key);
      metrics.push({ unit, samples: [Number(value) * (SI[prefix] ?? 1)] });
    }
    this.rows.push({ name, ...aggregate ? { aggregate } : {}, metrics, line: lineNo });
  }
  finish() {
    const collector = new BenchmarkCollector();
    const measured = new Set(this.rows.filter((r) => !r.aggregate).map((r) => r.name));
    for (const row of this.rows) if (!row.aggregate) collector.add(identityOf2(row.name), row.metrics);
    const summarized = /* @__PURE__ */ new Set();
    for (const row of this.rows) {
      if (row.aggregate !== "mean" || measured.has(row.name) || summarized.has(row.name)) continue;
      summarized.add(row.name);
      const stddev = this.rows.find((r) => r.name === row.name && r.aggregate === "stddev");
      collector.add(
        identityOf2(row.name),
        row.metrics.map((m, i) => {
          const center = m.samples[0];
          const sd = stddev?.metrics[i]?.samples?.[0];
          const low = sd === void 0 ? Number.NaN : center - sd;
          const high = sd === void 0 ? Number.NaN : center + sd;
          return {
            unit: m.unit,
            ...m.name ? { name: m.name } : {},
            summary: { center, low, high, n: Number.NaN, confidence: Number.NaN }
          };
        })
      );
    }
    if (!this.inTable)
      this.problem(0, 'no Google Benchmark console table (a "Benchmark Time CPU Iterations" header)');
    else if (collector.size === 0)
      this.problem(0, "Google Benchmark console output with no benchmark results");
    return {
      context: { tool: { name: "google-benchmark" } },
      ...collector.collected(this.file, this.problems)
    };
  }
  problem(line, message) {
    this.problems.push({ file: this.file, line, message });
  }
};
function identityOf2(runName) {
  const parsed = parseGoogleBenchmarkName(runName);
  return {
    suite: "",
    name: parsed.name,
    params: parsed.params,
    ...parsed.threads !== void 0 ? { procs: parsed.threads } : {}
  };
}

// src/formats/julia-benchmarktools.ts
var juliaBenchmarkToolsFormat = {
  kind: "document",
  name: "julia-benchmarktools",
  detect: detect9,
  parse(text, file) {
    let root;
    try {
      root = JSON.parse(text);
    } catch (err) {
      const { line, message } = explainInvalidJson(text, err);
      return { context: {}, benchmarks: [], problems: [{ file, line, message: `invalid JSON: ${message}` }] };
    }
    const problems = [];
    const collector = new BenchmarkCollector();
    if (!Array.isArray(root) || root.length < 2 || !Array.isArray(root[1])) {
      problems.push("expected [header, [values...]]: not a BenchmarkTools JSON file");
    } else {
      for (const value of root[1]) walk(value, [], collector, problems);
      if (collector.size === 0 && problems.length === 0)
        problems.push("BenchmarkTools file with no benchmark results");
    }
    const header = Array.isArray(root) && isRecord(root[0]) ? root[0] : {};
    const version = typeof header.BenchmarkTools === "string" ? header.BenchmarkTools : void 0;
    return {
      context: {
        tool: { name: "julia-benchmarktools", ...version ? { version } : {} },
        ...typeof header.Julia === "string" ? { machine: { julia: header.Julia } } : {}
      },
      ...collector.collected(
        file,
        problems.map((message) => ({ file, line: 0, message }))
      )
    };
  }
};
function walk(value, path, collector, problems) {
  const where = path.length ? `"${path.join("/")}"` : "the top level";
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== "string" || !isRecord(value[1])) {
    problems.push(`${where}: expected a ["Type", {...}] pair`);
    return;
  }
  const [type, body] = value;
  if (type === "BenchmarkGroup") {
    const data = isRecord(body.data) ? body.data : {};
    for (const [key, child] of Object.entries(data)) walk(child, [...path, key], collector, problems);
    return;
  }
  if (type !== "Trial" && type !== "TrialEstimate") {
    problems.push(
      `${where}: unknown type "${type.slice(0, 40)}" (expected BenchmarkGroup, Trial or TrialEstimate)`
    );
    return;
  }
  const times = type === "Trial" && Array.isArray(body.times) ? body.times.filter((t) => finiteNumber(t) !== void 0) : finiteNumber(body.time) !== void 0 ? [body.time] : [];
  if (times.length === 0) {
    problems.push(`${where}: a ${type} without ${type === "Trial" ? '"times"' : 'a "time"'}`);
    return;
  }
  const metrics = [{ unit: "ns", samples: times }];
  const memory = finiteNumber(body.memory);
  if (memory !== void 0) metrics.push({ unit: "B", samples: [memory] });
  const allocs = finiteNumber(body.allocs);
  if (allocs !== void 0) metrics.push({ unit: "allocs", samples: [allocs] });
  collector.add({ suite: "", name: path.join("/") || "(unnamed)", params: {} }, metrics);
}
function detect9(sniff) {
  const head = sniff.head;
  if (!head.trimStart().startsWith("[")) return 0;
  if (head.includes('"BenchmarkTools"') && head.includes('"BenchmarkGroup"')) return 0.95;
  if (head.includes('"TrialEstimate"') || head.includes('"Trial"') && head.includes('"times"')) return 0.8;
  return 0;
}

// src/formats/google-benchmark/json.ts
var WHAT3 = "a Google Benchmark JSON file (--benchmark_format=json)";
var KNOWN_FIELDS = /* @__PURE__ */ new Set([
  "name",
  "family_index",
  "per_family_instance_index",
  "run_name",
  "run_type",
  "repetitions",
  "repetition_index",
  "threads",
  "iterations",
  "real_time",
  "cpu_time",
  "time_unit",
  "aggregate_name",
  "aggregate_unit",
  "label",
  "error_occurred",
  "error_message",
  "skipped",
  "skip_message",
  "big_o",
  "rms",
  "cpu_coefficient",
  "real_coefficient"
]);
var COUNTER_UNITS2 = { bytes_per_second: "B/s", items_per_second: "items/s" };
var googleBenchmarkFormat = {
  kind: "document",
  name: "google-benchmark",
  detect: detect10,
  parse(text, file) {
    const doc = readJsonEntries(text, file, "benchmarks", WHAT3);
    const problems = [...doc.problems];
    if (doc.root !== void 0 && doc.entries === void 0) {
      problems.push({ file, line: 0, message: `expected field "benchmarks" (an array): not ${WHAT3}` });
    }
    const runs = [];
    for (const entry of doc.entries ?? []) {
      const run = readRun(entry);
      if (typeof run === "string") problems.push({ file, line: entry.line, message: run });
      else if (run) runs.push({ run, line: entry.line });
    }
    const collector = new BenchmarkCollector();
    addRuns(runs, collector, (line, message) => problems.push({ file, line, message }));
    problems.sort((a, b) => a.line - b.line);
    return { context: contextOf2(doc.members), ...collector.collected(file, problems) };
  }
};
function readRun(e) {
  const entry = e.value;
  if (!isRecord(entry)) return `benchmarks entry is not an object: ${describeValue(entry)}`;
  if (typeof entry.name !== "string" || entry.name === "")
    return 'benchmarks entry: expected field "name" (a string)';
  if (entry.error_occurred === true) {
    const why = typeof entry.error_message === "string" ? `: ${quote(entry.error_message)}` : "";
    return `benchmark ${quote(entry.name)} reported an error${why}`;
  }
  if (entry.skipped === true) {
    const why = typeof entry.skip_message === "string" ? `: ${quote(entry.skip_message)}` : "";
    return `benchmark ${quote(entry.name)} was skipped${why}`;
  }
  const aggregate = typeof entry.aggregate_name === "string" ? entry.aggregate_name : void 0;
  if (aggregate === "BigO" || aggregate === "RMS") return void 0;
  if (entry.run_type === "aggregate" && aggregate === void 0) {
    return `benchmark ${quote(entry.name)}: aggregate entry without "aggregate_name"`;
  }
  if (typeof entry.time_unit !== "string" || entry.time_unit === "") {
    return `benchmark ${quote(entry.name)}: expected field "time_unit" (a string)`;
  }
  if (finiteNumber(entry.real_time) === void 0) {
    return `benchmark ${quote(entry.name)}: "real_time" is not a number: ${describeValue(entry.real_time)}`;
  }
  const runName = typeof entry.run_name === "string" ? entry.run_name : aggregate !== void 0 && entry.name.endsWith(`_${aggregate}`) ? entry.name.slice(0, -aggregate.length - 1) : entry.name;
  return { entry, runName, aggregate };
}
function addRuns(runs, collector, report) {
  const measured = new Set(runs.filter((r) => r.run.aggregate === void 0).map((r) => r.run.runName));
  const aggregates = /* @__PURE__ */ new Map();
  for (const { run } of runs) {
    if (run.aggregate === void 0 || measured.has(run.runName)) continue;
    const byName = aggregates.get(run.runName) ?? /* @__PURE__ */ new Map();
    byName.set(run.aggregate, run.entry);
    aggregates.set(run.runName, byName);
  }
  const summarized = /* @__PURE__ */ new Set();
  for (const { run, line } of runs) {
    if (run.aggregate === void 0) {
      collector.add(
        identityOf3(run),
        metricsOf(run.entry, (v) => ({ samples: [v] }))
      );
      continue;
    }
    if (measured.has(run.runName) || summarized.has(run.runName)) continue;
    summarized.add(run.runName);
    const byName = aggregates.get(run.runName);
    const mean = byName.get("mean");
    if (!mean) {
      report(
        line,
        `benchmark ${quote(run.runName)}: aggregates without a "mean" and no repetitions to use instead`
      );
      continue;
    }
    const stddev = byName.get("stddev");
    const n = finiteNumber(mean.repetitions) ?? Number.NaN;
    const metrics = metricsOf(mean, (center, field) => {
      const sd = stddev ? finiteNumber(stddev[field]) : void 0;
      const low = sd === void 0 ? Number.NaN : center - sd;
      const high = sd === void 0 ? Number.NaN : center + sd;
      return { summary: { center, low, high, n, confidence: Number.NaN } };
    });
    collector.add(identityOf3(run), metrics);
  }
}
function identityOf3(run) {
  const parsed = parseGoogleBenchmarkName(run.runName);
  const procs = finiteNumber(run.entry.threads) ?? parsed.threads;
  return { suite: "", name: parsed.name, params: parsed.params, ...procs !== void 0 ? { procs } : {} };
}
function metricsOf(entry, make) {
  const unit = entry.time_unit;
  const out = [{ unit, ...make(entry.real_time, "real_time") }];
  const cpu = finiteNumber(entry.cpu_time);
  if (cpu !== void 0) out.push({ unit, name: "cpu_time", ...make(cpu, "cpu_time") });
  for (const [field, value] of Object.entries(entry)) {
    const v = finiteNumber(value);
    if (KNOWN_FIELDS.has(field) || v === void 0) continue;
    out.push({ unit: COUNTER_UNITS2[field] ?? field, ...make(v, field) });
  }
  return out;
}
function contextOf2(members) {
  const c = isRecord(members.context) ? members.context : {};
  const version = typeof c.library_version === "string" ? c.library_version : void 0;
  const context = { tool: { name: "google-benchmark", ...version ? { version } : {} } };
  const machine = {};
  const cores = finiteNumber(c.num_cpus);
  if (cores !== void 0) machine.cores = cores;
  const mhz = finiteNumber(c.mhz_per_cpu);
  if (mhz !== void 0) machine.mhz = mhz;
  if (Object.keys(machine).length > 0) context.machine = machine;
  if (typeof c.date === "string") context.time = c.date;
  if (typeof c.library_build_type === "string") context.buildType = c.library_build_type;
  return context;
}
function detect10(sniff) {
  const head = sniff.head;
  if (!head.trimStart().startsWith("{")) return 0;
  const hasContext = head.includes('"context"');
  if (hasContext && (head.includes('"library_build_type"') || head.includes('"num_cpus"'))) return 0.95;
  if (head.includes('"benchmarks"') && head.includes('"run_type"') && head.includes('"time_unit"'))
    return 0.9;
  return 0;
}

// src/formats/hyperfine.ts
var UNIT2 = "s";
var WHAT4 = "a hyperfine --export-json file";
var hyperfineFormat = {
  kind: "document",
  name: "hyperfine",
  detect: detect11,
  parse(text, file) {
    const doc = readJsonEntries(text, file, "results", WHAT4);
    const problems = [...doc.problems];
    if (doc.root !== void 0 && doc.entries === void 0) {
      problems.push({ file, line: 0, message: `expected field "results" (an array): not ${WHAT4}` });
    }
    const collector = new BenchmarkCollector();
    for (const entry of doc.entries ?? []) {
      for (const message of addResult2(entry.value, collector))
        problems.push({ file, line: entry.line, message });
    }
    return { context: { tool: { name: "hyperfine" } }, ...collector.collected(file, problems) };
  }
};
function addResult2(entry, collector) {
  if (!isRecord(entry)) return [`results entry is not an object: ${describeValue(entry)}`];
  const name = entry.command;
  if (typeof name !== "string" || name === "") return ['results entry: expected field "command" (a string)'];
  const problems = [];
  const primary = primaryMetric(entry, name, problems);
  if (!primary) return problems;
  const metrics = [primary];
  const n = primary.samples?.length ?? primary.summary?.n ?? Number.NaN;
  for (const field of ["user", "system"]) {
    const mean = finiteNumber(entry[field]);
    if (mean !== void 0) {
      metrics.push({
        unit: UNIT2,
        name: field,
        summary: { center: mean, low: Number.NaN, high: Number.NaN, n, confidence: Number.NaN }
      });
    }
  }
  collector.add({ suite: "", name, params: paramsOf2(entry.parameters) }, metrics);
  const failed2 = exitCodeProblem(entry.exit_codes, name);
  if (failed2) problems.push(failed2);
  return problems;
}
function primaryMetric(entry, name, problems) {
  if (Array.isArray(entry.times) && entry.times.length > 0) {
    const samples = entry.times.filter((t) => finiteNumber(t) !== void 0);
    const bad = entry.times.length - samples.length;
    if (bad > 0)
      problems.push(
        `command ${quote(name)}: ${bad} of ${entry.times.length} values in "times" are not numbers`
      );
    return samples.length > 0 ? { unit: UNIT2, samples } : void 0;
  }
  const mean = finiteNumber(entry.mean);
  const stddev = finiteNumber(entry.stddev);
  if (mean === void 0) {
    problems.push(`command ${quote(name)}: expected "times" (an array of seconds) or a number "mean"`);
    return void 0;
  }
  const low = stddev === void 0 ? Number.NaN : mean - stddev;
  const high = stddev === void 0 ? Number.NaN : mean + stddev;
  return { unit: UNIT2, summary: { center: mean, low, high, n: Number.NaN, confidence: Number.NaN } };
}
function paramsOf2(raw) {
  const out = {};
  if (!isRecord(raw)) return out;
  for (const [k, v] of Object.entries(raw)) out[k] = paramText(v);
  return out;
}
function exitCodeProblem(codes, name) {
  if (!Array.isArray(codes)) return void 0;
  const failed2 = codes.filter((c) => c !== 0);
  if (failed2.length === 0) return void 0;
  const distinct = [...new Set(failed2.map((c) => c === null ? "killed by a signal" : describeValue(c)))].slice(0, 5).join(", ");
  return `command ${quote(name)} exited non-zero in ${failed2.length} of ${codes.length} runs (exit codes: ${distinct})`;
}
function detect11(sniff) {
  const head = sniff.head;
  if (!head.trimStart().startsWith("{") || !head.includes('"results"')) return 0;
  if (head.includes('"command"') && (head.includes('"times"') || head.includes('"exit_codes"'))) return 0.95;
  if (head.includes('"command"') && head.includes('"mean"')) return 0.8;
  return 0;
}

// src/formats/jmh/histogram.ts
var MAX_HISTOGRAM_SAMPLES = 2e5;
function expandHistogram(buckets, cap = MAX_HISTOGRAM_SAMPLES) {
  let total = 0;
  for (const b of buckets) total += b.count;
  const factor = total > cap ? cap / total : 1;
  const samples = [];
  let seen = 0;
  let emitted = 0;
  for (const b of buckets) {
    seen += b.count;
    const target = factor === 1 ? seen : Math.round(seen * factor);
    for (; emitted < target; emitted++) samples.push(b.value);
  }
  return samples;
}

// src/formats/jmh/numbers.ts
var JMH_CONFIDENCE = 0.999;
var SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹";
var SUPERSCRIPT_POWER = /^10(⁻?)([⁰¹²³⁴⁵⁶⁷⁸⁹]{1,4})$/;
var PLAIN_NUMBER = /^-?\d{1,400}(?:[.,]\d{1,400})?$/;
var DecimalSeparator = class {
  separator;
  get current() {
    return this.separator;
  }
  /** Records evidence; returns false when it contradicts earlier evidence. */
  observe(separator) {
    if (this.separator === void 0) this.separator = separator;
    return this.separator === separator;
  }
  /** Parses one number token ("1234.567", "1234,567", "NaN", "Infinity"). */
  parse(token) {
    if (token === "NaN") return { kind: "exact", value: Number.NaN };
    if (token === "Infinity") return { kind: "exact", value: Number.POSITIVE_INFINITY };
    if (token === "-Infinity") return { kind: "exact", value: Number.NEGATIVE_INFINITY };
    if (!PLAIN_NUMBER.test(token)) return { kind: "invalid", reason: `"${clip4(token)}" is not a number` };
    const sep = token.includes(",") ? "," : token.includes(".") ? "." : void 0;
    if (sep !== void 0 && !this.observe(sep)) {
      return {
        kind: "invalid",
        reason: `"${clip4(token)}" uses "${sep}" as decimal separator but this log uses "${this.separator}"`
      };
    }
    return { kind: "exact", value: Number(sep === "," ? token.replace(",", ".") : token) };
  }
};
function parseApproximation(token) {
  if (token === "0") return { kind: "approximate", value: 0, power: void 0 };
  const m = SUPERSCRIPT_POWER.exec(token);
  if (!m) return { kind: "invalid", reason: `"≈ ${clip4(token)}" is not a power of ten` };
  let digits = 0;
  for (const ch of m[2]) digits = digits * 10 + SUPERSCRIPT_DIGITS.indexOf(ch);
  const power = m[1] ? -digits : digits;
  return { kind: "approximate", value: Number(`1e${power}`), power };
}
function readScore(tokens, at, decimals) {
  if (tokens[at] === "≈") {
    if (at + 1 >= tokens.length)
      return { value: { kind: "invalid", reason: '"≈" without a value' }, used: 1 };
    return { value: parseApproximation(tokens[at + 1]), used: 2 };
  }
  const next = tokens[at + 1];
  if (tokens[at] === "?" && next !== void 0 && /^(?:0|10\?+)$/.test(next)) {
    if (next === "0") return { value: parseApproximation("0"), used: 2 };
    return {
      value: {
        kind: "invalid",
        reason: `"? ${next}": an approximate score whose power of ten the platform encoding lost`
      },
      used: 2
    };
  }
  if (at >= tokens.length) return { value: { kind: "invalid", reason: "missing score" }, used: 0 };
  return { value: decimals.parse(tokens[at]), used: 1 };
}
function summaryOf2(score, error, n) {
  if (score.kind === "invalid" || !Number.isFinite(score.value)) return void 0;
  if (score.kind === "approximate") {
    if (score.power === void 0) return { center: 0, low: 0, high: 0, n, confidence: Number.NaN };
    return {
      center: score.value,
      low: 10 ** (score.power - 0.5),
      high: 10 ** (score.power + 0.5),
      n,
      confidence: Number.NaN
    };
  }
  if (error === void 0 || !Number.isFinite(error)) {
    return { center: score.value, low: score.value, high: score.value, n, confidence: Number.NaN };
  }
  return {
    center: score.value,
    low: score.value - error,
    high: score.value + error,
    n,
    confidence: JMH_CONFIDENCE
  };
}
function clip4(s, max = 40) {
  return s.length > max ? `${s.slice(0, max - 3)}...` : s;
}

// src/formats/jmh/json-metric.ts
function jmhDouble(v) {
  if (typeof v === "number") return v;
  if (v === "NaN") return Number.NaN;
  if (v === "+INF" || v === "Infinity") return Number.POSITIVE_INFINITY;
  if (v === "-INF" || v === "-Infinity") return Number.NEGATIVE_INFINITY;
  return void 0;
}
function readRawData(forks) {
  const raw = { samples: [], count: 0, iterations: 0, bad: 0 };
  for (const fork of forks) {
    if (!Array.isArray(fork)) {
      raw.bad++;
      continue;
    }
    for (const v of fork) {
      raw.count++;
      raw.iterations++;
      const x = jmhDouble(v);
      if (x !== void 0 && Number.isFinite(x)) raw.samples.push(x);
      else raw.bad++;
    }
  }
  return raw;
}
function readHistogram(forks) {
  const buckets = [];
  const raw = { samples: [], count: 0, iterations: 0, bad: 0 };
  for (const fork of forks) {
    for (const iteration of Array.isArray(fork) ? fork : [void 0]) {
      if (!Array.isArray(iteration)) {
        raw.bad++;
        continue;
      }
      raw.iterations++;
      for (const bucket of iteration) {
        const value = Array.isArray(bucket) ? jmhDouble(bucket[0]) : void 0;
        const count = Array.isArray(bucket) ? bucket[1] : void 0;
        if (value === void 0 || !Number.isFinite(value) || !Number.isSafeInteger(count) || count < 0) {
          raw.bad++;
          continue;
        }
        buckets.push({ value, count });
        raw.count += count;
      }
    }
  }
  raw.samples = expandHistogram(buckets);
  return raw;
}
function summaryOf3(m, n) {
  const center = jmhDouble(m.score);
  if (center === void 0 || !Number.isFinite(center)) return void 0;
  const error = jmhDouble(m.scoreError);
  if (error === void 0 || !Number.isFinite(error))
    return { center, low: center, high: center, n, confidence: Number.NaN };
  const conf = Array.isArray(m.scoreConfidence) ? m.scoreConfidence.map(jmhDouble) : [];
  const [low, high] = conf.length === 2 && conf.every((x) => x !== void 0 && Number.isFinite(x)) ? conf : [center - error, center + error];
  return { center, low, high, n, confidence: JMH_CONFIDENCE };
}
function readJmhMetric(m, primary, name, expectedValues) {
  const notes = [];
  if (!isRecord(m)) return { notes: ["is not an object"] };
  const unit = m.scoreUnit;
  if (typeof unit !== "string" || unit === "") return { notes: ['has no "scoreUnit"'] };
  const histogram = Array.isArray(m.rawDataHistogram);
  const rawIn = histogram ? m.rawDataHistogram : m.rawData;
  const raw = Array.isArray(rawIn) ? histogram ? readHistogram(rawIn) : readRawData(rawIn) : void 0;
  if (raw && raw.bad > 0) notes.push(`${raw.bad} raw value(s) are NaN, infinite or not numbers, left out`);
  const samples = raw?.samples ?? [];
  const needSummary = primary || samples.length === 0;
  const summary = needSummary ? summaryOf3(m, raw?.count ?? expectedValues) : void 0;
  if (needSummary && !summary)
    notes.push(`score is ${JSON.stringify(m.score) ?? "missing"}, no summary kept`);
  if (!summary && samples.length === 0)
    return { notes: [...notes, "no usable value: metric left out"], iterations: raw?.iterations };
  return {
    value: { unit, ...name !== void 0 ? { name } : {}, samples, ...summary ? { summary } : {} },
    notes,
    iterations: raw?.iterations
  };
}

// src/formats/jmh/json-salvage.ts
var ENTRY_START = "    {";
var ENTRY_END = /^ {4}\},?$/;
function oneLine(message) {
  return message.replace(/\s+/g, " ").slice(0, 200);
}
function salvageJmhLayout(text, file) {
  const entries = [];
  const problems = [];
  const lines = text.split("\n");
  let start = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].endsWith("\r") ? lines[i].slice(0, -1) : lines[i];
    if (line === ENTRY_START) {
      if (start >= 0)
        problems.push({
          file,
          line: start + 1,
          message: `entry at line ${start + 1} ends without its closing "}"`
        });
      start = i;
    } else if (start >= 0 && ENTRY_END.test(line)) {
      const chunk = lines.slice(start, i).join("\n") + "\n}";
      try {
        entries.push({ value: JSON.parse(chunk), line: start + 1 });
      } catch (err) {
        const { message } = explainInvalidJson(chunk, err);
        problems.push({
          file,
          line: start + 1,
          message: `entry at lines ${start + 1}-${i + 1} is not valid JSON: ${oneLine(message)}`
        });
      }
      start = -1;
    }
  }
  if (start >= 0)
    problems.push({
      file,
      line: start + 1,
      message: `entry at line ${start + 1} is cut short: the file ends inside it`
    });
  return { entries, problems };
}

// src/formats/jmh/names.ts
var JMH_MODES = /* @__PURE__ */ new Set(["thrpt", "avgt", "sample", "ss"]);
var MODE_OF_LONG_LABEL = {
  "Throughput, ops/time": "thrpt",
  "Average time, time/op": "avgt",
  "Sampling time": "sample",
  "Single shot invocation time": "ss"
};
function modeOfLongLabel(label) {
  return MODE_OF_LONG_LABEL[label.trim()];
}
function splitBenchmarkName(full) {
  const dot = full.lastIndexOf(".");
  return dot < 0 ? { suite: "", name: full } : { suite: full.slice(0, dot), name: full.slice(dot + 1) };
}
function metricNameOfLabel(label) {
  const dot = label.lastIndexOf("·");
  return dot < 0 ? label : label.slice(dot + 1);
}
function isDenseNameOf(dense, full) {
  if (dense === full) return true;
  const d = dense.split(".");
  const f = full.split(".");
  if (d.length < f.length) {
    const tail = f.slice(f.length - d.length);
    return tail.every((seg, i) => seg === d[i]);
  }
  if (d.length !== f.length) return false;
  return f.every((seg, i) => seg === d[i] || d[i].length === 1 && seg.startsWith(d[i]));
}
function classAndMethod(name) {
  const last = name.lastIndexOf(".");
  if (last < 0) return name;
  const before = name.lastIndexOf(".", last - 1);
  return name.slice(before + 1);
}
var PARAM_START = /, (?=[A-Za-z_$][\w$]{0,200} = )/;
function parseParameterList(inner) {
  const params = {};
  for (const part of inner.split(PARAM_START)) {
    const eq = part.indexOf(" = ");
    if (eq <= 0) return void 0;
    params[part.slice(0, eq)] = part.slice(eq + 3);
  }
  return params;
}

// src/formats/jmh/json.ts
function stringParams(v) {
  const params = {};
  if (isRecord(v))
    for (const [k, x] of Object.entries(v)) params[k] = typeof x === "string" ? x : JSON.stringify(x);
  return params;
}
function positive(v) {
  return typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : void 0;
}
function contextOf3(e) {
  const context = {
    tool: { name: "jmh", ...typeof e.jmhVersion === "string" ? { version: e.jmhVersion } : {} }
  };
  for (const key of ["jdkVersion", "vmName", "vmVersion"])
    if (typeof e[key] === "string") context[key] = e[key];
  const jmh = {};
  for (const key of [
    "warmupIterations",
    "warmupTime",
    "measurementIterations",
    "measurementTime",
    "threads",
    "forks"
  ]) {
    const v = e[key];
    if (typeof v === "string" || typeof v === "number" && Number.isFinite(v)) jmh[key] = v;
  }
  if (Object.keys(jmh).length > 0) context.jmh = jmh;
  return context;
}
var JmhJsonReader = class {
  constructor(file) {
    this.file = file;
  }
  file;
  problems = [];
  collector = new BenchmarkCollector();
  context;
  // Note: entry.line is read only for a problem; finding it may cost a scan of the file.
  readEntry(entry) {
    const e = entry.value;
    if (!isRecord(e)) return this.problem(entry.line, `entry is not an object: ${describeValue(e)}`);
    if (typeof e.benchmark !== "string" || e.benchmark === "")
      return this.problem(entry.line, 'entry has no "benchmark" name');
    this.context ??= contextOf3(e);
    const { suite, name } = splitBenchmarkName(e.benchmark);
    const params = stringParams(e.params);
    const mode = typeof e.mode === "string" ? e.mode : void 0;
    const threads = positive(e.threads);
    const identity = {
      suite,
      name,
      params,
      ...mode ? { mode } : {},
      ...threads !== void 0 ? { procs: threads } : {}
    };
    const label = this.describe(e.benchmark, params, mode);
    const forks = Math.max(1, positive(e.forks) ?? 1);
    const iterations = positive(e.measurementIterations);
    const expected = iterations === void 0 ? Number.NaN : forks * iterations;
    const values = [];
    const primary = readJmhMetric(e.primaryMetric, true, void 0, expected);
    if (primary.notes.length > 0)
      this.problem(entry.line, `primary metric of ${label}: ${primary.notes.join("; ")}`);
    if (primary.value) values.push(primary.value);
    if (primary.iterations !== void 0 && primary.iterations < expected) {
      this.problem(
        entry.line,
        `${label} holds ${primary.iterations} of ${expected} measurement iterations (forks × iterations): a fork failed or was cut short`
      );
    }
    if (isRecord(e.secondaryMetrics)) {
      for (const [key, m] of Object.entries(e.secondaryMetrics)) {
        const secondary = readJmhMetric(m, false, metricNameOfLabel(key), expected);
        if (secondary.notes.length > 0)
          this.problem(entry.line, `secondary metric "${key}" of ${label}: ${secondary.notes.join("; ")}`);
        if (secondary.value) values.push(secondary.value);
      }
    }
    if (values.length > 0) this.collector.add(identity, values);
  }
  describe(benchmark, params, mode) {
    const ps = Object.entries(params).map(([k, v]) => `${k}=${v}`);
    return `${benchmark}${ps.length ? ` [${ps.join(" ")}]` : ""}${mode ? ` (${mode})` : ""}`;
  }
  problem(line, message) {
    this.problems.push({ file: this.file, line, message });
  }
};
function readEntries(text, file) {
  const read = readJsonEntries(text, file, null, "a JMH JSON result array (-rf json)");
  const problems = [...read.problems];
  if (read.root !== void 0) {
    if (read.entries === void 0)
      problems.push({
        file,
        line: 1,
        message: `expected a JSON array of JMH results, found ${describeValue(read.root)}`
      });
    return { entries: read.entries ?? [], problems };
  }
  const byLayout = salvageJmhLayout(text, file);
  if (byLayout.entries.length <= (read.entries?.length ?? 0))
    return { entries: read.entries ?? [], problems };
  return { entries: byLayout.entries, problems: [...problems.slice(0, 1), ...byLayout.problems] };
}
function parse(text, file) {
  const { entries, problems } = readEntries(text, file);
  const reader = new JmhJsonReader(file);
  for (const entry of entries) reader.readEntry(entry);
  return {
    context: reader.context ?? { tool: { name: "jmh" } },
    ...reader.collector.collected(
      file,
      [...problems, ...reader.problems].sort((a, b) => a.line - b.line)
    )
  };
}
function detect12(sniff) {
  const head = sniff.head.trimStart();
  if (!head.startsWith("[")) return 0;
  if (head.includes('"jmhVersion"')) return 0.95;
  if (head.includes('"primaryMetric"') && head.includes('"benchmark"')) return 0.85;
  return 0;
}
var jmhJsonFormat = { kind: "document", name: "jmh-json", detect: detect12, parse };

// src/formats/jmh/log.ts
var ITERATION = /^(# Warmup )?Iteration +(\d{1,9}): (.*)$/;
var SECONDARY = /^ {4,}([^\s:][^:]{0,200}): +(\S.*)$/;
var FORK = /^# (Warmup )?Fork: (?:\d+ of (\d+)|N\/A)/;
var VM_FAILURE = /^<(forked VM failed with exit code -?\d+|failed to invoke the VM.*|host VM has been interrupted.*)>$/;
var ITERATION_COUNT = /^(\d+) iterations?, (.+?) each/;
var JmhRunLog = class {
  constructor(file, decimals) {
    this.file = file;
    this.decimals = decimals;
  }
  file;
  decimals;
  problems = [];
  runs = /* @__PURE__ */ new Map();
  /** Context facts from the first benchmark's header. */
  facts = {};
  config = {};
  sawHeader = false;
  header = { line: 0, params: {} };
  warmupFork = false;
  lastIteration;
  fork;
  pendingFailure;
  /** Takes one line; returns false when the line is not part of the run log. */
  push(line, lineNo) {
    if (this.pendingFailure && line.trim() !== "") {
      const isReason = !line.startsWith("#") && !line.startsWith("Iteration ");
      this.flushFailure(isReason ? line.trim() : void 0);
      if (isReason) return true;
    }
    if (this.lastIteration) {
      const m = SECONDARY.exec(line);
      if (m) {
        this.addSecondary(this.lastIteration, m[1], m[2], lineNo);
        return true;
      }
      this.lastIteration = void 0;
    }
    if (line.startsWith("# ")) return this.pushHeader(line, lineNo);
    if (line.startsWith("Iteration ")) return this.pushIteration(line, lineNo);
    const vm = VM_FAILURE.exec(line);
    if (vm) {
      this.pendingFailure = { run: this.currentRun(), line: lineNo, where: "its forked VM" };
      this.flushFailure(vm[1]);
      return true;
    }
    return false;
  }
  /** Reports a "<failure>" whose reason never came (output cut short). */
  finish() {
    if (this.pendingFailure) this.flushFailure(void 0);
  }
  pushHeader(line, lineNo) {
    const colon = line.indexOf(": ");
    const key = colon < 0 ? line.slice(2) : line.slice(2, colon);
    const value = colon < 0 ? "" : line.slice(colon + 2);
    switch (key) {
      case "JMH version":
        this.sawHeader = true;
        this.header = { line: lineNo, params: {} };
        this.fork = void 0;
        this.facts.jmhVersion ??= value.trim();
        return true;
      case "VM version":
        this.readVmVersion(value);
        return true;
      case "Warmup":
      case "Measurement":
        this.readIterationConfig(key === "Warmup" ? "warmup" : "measurement", value);
        return true;
      case "Threads": {
        const threads = Number.parseInt(value, 10);
        if (Number.isFinite(threads)) this.config.threads ??= threads;
        return true;
      }
      case "Benchmark mode":
        this.header.mode = modeOfLongLabel(value);
        return true;
      case "Benchmark":
        this.header = { ...this.header, benchmark: value.trim(), line: lineNo, params: {} };
        return true;
      case "Parameters":
        this.readParameters(value, lineNo);
        return true;
      case "Run progress":
        if (/^\d+,\d+%/.test(value)) this.decimals.observe(",");
        else if (/^\d+\.\d+%/.test(value)) this.decimals.observe(".");
        return true;
    }
    const fork = FORK.exec(line);
    if (fork) {
      this.warmupFork = fork[1] !== void 0;
      const which = line.slice(line.indexOf(": ") + 2).split(",")[0];
      this.fork = fork[2] === void 0 ? "the host VM" : `${this.warmupFork ? "warmup fork" : "fork"} ${which}`;
      if (!this.warmupFork && fork[2] !== void 0) this.config.forks ??= Number(fork[2]);
      return true;
    }
    return line.startsWith("# Warmup Iteration") ? this.pushIteration(line, lineNo) : true;
  }
  readVmVersion(value) {
    const parts = value.split(", ");
    if (parts.length < 3 || !parts[0].startsWith("JDK ")) return;
    this.facts.jdkVersion ??= parts[0].slice(4);
    this.facts.vmName ??= parts.slice(1, -1).join(", ");
    this.facts.vmVersion ??= parts[parts.length - 1];
  }
  readIterationConfig(kind, value) {
    if (`${kind}Iterations` in this.config) return;
    if (value.trim() === "<none>") {
      this.config[`${kind}Iterations`] = 0;
      return;
    }
    const m = ITERATION_COUNT.exec(value);
    if (!m) return;
    this.config[`${kind}Iterations`] = Number(m[1]);
    this.config[`${kind}Time`] = m[2];
  }
  readParameters(value, lineNo) {
    const inner = value.trim().replace(/^\(/, "").replace(/\)$/, "");
    const params = parseParameterList(inner);
    if (params) this.header.params = params;
    else this.problem(lineNo, `cannot read the parameters "${clip4(value)}"`);
  }
  currentRun() {
    const h = this.header;
    if (h.benchmark === void 0) return void 0;
    const key = JSON.stringify([h.benchmark, Object.entries(h.params), h.mode ?? null]);
    let run = this.runs.get(key);
    if (!run) {
      run = {
        benchmark: h.benchmark,
        params: h.params,
        mode: h.mode,
        line: h.line,
        secondary: /* @__PURE__ */ new Map(),
        failed: false
      };
      this.runs.set(key, run);
    }
    return run;
  }
  pushIteration(line, lineNo) {
    const m = ITERATION.exec(line);
    if (!m) {
      this.problem(lineNo, `cannot read the iteration line "${clip4(line, 60)}"`);
      return true;
    }
    const warmup = m[1] !== void 0;
    const run = this.currentRun();
    if (m[3].trim() === "<failure>") {
      const fork = this.fork ? ` of ${this.fork}` : "";
      const where = `${warmup ? "warmup " : ""}iteration ${m[2]}${fork}`;
      this.pendingFailure = { run, line: lineNo, where };
      return true;
    }
    if (warmup || this.warmupFork) return true;
    if (!run) {
      this.problem(lineNo, 'iteration result before any "# Benchmark:" header');
      return true;
    }
    run.primary = this.addValue(run.primary, m[3], lineNo, "iteration");
    this.lastIteration = run;
    return true;
  }
  addSecondary(run, label, value, lineNo) {
    if (value.startsWith("<")) return;
    const before = run.secondary.get(label);
    const after = this.addValue(before, value, lineNo, `"${label}"`);
    if (after) run.secondary.set(label, after);
  }
  /** Adds "12.5 ops/s", "12.5 ±(99.9%) 0.3 us/op" or "≈ 10⁻⁹ s/op" to a metric. */
  addValue(metric, text, lineNo, what) {
    const tokens = text.trim().split(/ +/);
    const { value, used } = readScore(tokens, 0, this.decimals);
    let rest = tokens.slice(used);
    if (rest[0] === "±(99.9%)") rest = rest.slice(2);
    if (value.kind === "invalid" || rest.length !== 1) {
      this.problem(
        lineNo,
        `cannot read the ${what} value "${clip4(text, 60)}"${value.kind === "invalid" ? `: ${value.reason}` : ""}`
      );
      return metric;
    }
    const unit = rest[0];
    const target = metric ?? { unit, samples: [] };
    if (target.unit !== unit) {
      this.problem(
        lineNo,
        `${what} unit ${unit} differs from ${target.unit} earlier in this benchmark; value left out`
      );
      return target;
    }
    if (value.kind === "approximate" && value.power !== void 0) {
      target.approximateLine ??= lineNo;
    } else if (!Number.isFinite(value.value)) {
      this.problem(lineNo, `${what} value ${tokens[0]} is not a finite number; left out`);
    } else {
      target.samples.push(value.value);
    }
    return target;
  }
  flushFailure(reason) {
    const f = this.pendingFailure;
    this.pendingFailure = void 0;
    if (!f.run) {
      this.problem(
        f.line,
        `a benchmark failed before any "# Benchmark:" header${reason ? `: ${reason}` : ""}`
      );
      return;
    }
    if (f.run.failed) return;
    f.run.failed = true;
    const params = Object.entries(f.run.params).map(([k, v]) => `${k}=${v}`);
    const label = `${f.run.benchmark}${params.length ? ` [${params.join(" ")}]` : ""}${f.run.mode ? ` (${f.run.mode})` : ""}`;
    this.problem(f.line, `benchmark ${label} failed in ${f.where}${reason ? `: ${clip4(reason, 200)}` : ""}`);
  }
  problem(line, message) {
    this.problems.push({ file: this.file, line, message });
  }
};

// src/formats/jmh/table.ts
var PARAM_HEADER = /^\(([A-Za-z_$][\w$]*)\)$/;
var TRAILING_COLUMNS = ["Mode", "Cnt", "Score", "Error", "Units"];
function tokenize(line) {
  const tokens = [];
  const re = /\S+/g;
  for (let m = re.exec(line); m; m = re.exec(line))
    tokens.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return tokens;
}
function parseTableHeader(line) {
  if (!line.startsWith("Benchmark ")) return void 0;
  const tokens = tokenize(line);
  const n = tokens.length;
  if (n < 1 + TRAILING_COLUMNS.length) return void 0;
  if (!TRAILING_COLUMNS.every((col, i) => tokens[n - TRAILING_COLUMNS.length + i].text === col))
    return void 0;
  const params = [];
  for (const t of tokens.slice(1, n - TRAILING_COLUMNS.length)) {
    const m = PARAM_HEADER.exec(t.text);
    if (!m) return void 0;
    params.push({ name: m[1], end: t.end });
  }
  return { params };
}
function parseTableRow(line, lineNo, layout, decimals) {
  const tokens = tokenize(line);
  let i = tokens.length - 1;
  if (i < 3) return "too few columns for a result row";
  const unit = tokens[i--].text;
  let error;
  if (tokens[i - 1]?.text === "±") {
    const parsed = decimals.parse(tokens[i].text);
    if (parsed.kind !== "exact")
      return parsed.kind === "invalid" ? `Error ${parsed.reason}` : "Error is not a number";
    error = parsed.value;
    i -= 2;
  }
  const mark = tokens[i - 1]?.text;
  const scoreAt = mark === "≈" || mark === "?" && /^(?:0|10\?+)$/.test(tokens[i].text) ? i - 1 : i;
  const { value: score } = readScore(
    tokens.map((t) => t.text),
    scoreAt,
    decimals
  );
  if (score.kind === "invalid") return `Score ${score.reason}`;
  i = scoreAt - 1;
  let cnt;
  if (i > 0 && /^\d{1,15}$/.test(tokens[i].text)) cnt = Number(tokens[i--].text);
  if (i < 1 || !JMH_MODES.has(tokens[i].text))
    return `expected a mode (${[...JMH_MODES].join(", ")}) before the Cnt and Score columns`;
  const mode = tokens[i].text;
  const params = readParams(line, tokens.slice(0, i), layout);
  if (typeof params === "string") return params;
  const full = tokens[0].text;
  const colon = full.indexOf(":");
  return {
    line: lineNo,
    benchmark: colon < 0 ? full : full.slice(0, colon),
    ...colon < 0 ? {} : { label: full.slice(colon + 1) },
    params,
    mode,
    ...cnt !== void 0 ? { cnt } : {},
    score,
    ...error !== void 0 ? { error } : {},
    unit
  };
}
function readParams(line, head, layout) {
  const values = [];
  if (head.length - 1 === layout.params.length) {
    for (const t of head.slice(1)) values.push(t.text);
  } else {
    let from = head[0].end;
    for (const col of layout.params) {
      const value = line.slice(from, col.end).trim();
      if (value === "" || col.end > (head[head.length - 1]?.end ?? 0)) {
        return `expected ${layout.params.length} param columns, found ${head.length - 1} values`;
      }
      values.push(value);
      from = col.end;
    }
  }
  const params = {};
  layout.params.forEach((col, k) => {
    if (values[k] !== "N/A") params[col.name] = values[k];
  });
  return params;
}

// src/formats/jmh/text-merge.ts
function mergeTableAndLog(file, rows, runs, sawTable) {
  const problems = [];
  const collector = new BenchmarkCollector();
  const index = indexRuns(runs);
  const used = /* @__PURE__ */ new Set();
  for (const row of rows) {
    const run = findRun(index, row);
    if (run) used.add(run);
    const logged = row.label === void 0 ? run?.primary : run?.secondary.get(row.label);
    const value = metricOfRow(file, row, logged, problems);
    if (!value) continue;
    const { suite, name } = splitBenchmarkName(row.benchmark);
    collector.add({ suite, name, params: row.params, mode: row.mode }, [value]);
  }
  let unmatched = 0;
  for (const list of index.values()) {
    for (const run of list) {
      if (used.has(run) || run.failed && sawTable) continue;
      if (sawTable)
        problems.push({
          file,
          line: run.line,
          message: `${describeRun(run)} has iteration results but no row in the summary table`
        });
      if (addLoggedRun(collector, file, run, problems)) unmatched++;
    }
  }
  if (!sawTable && unmatched > 0) {
    problems.push({
      file,
      line: 0,
      message: `no summary table: the JMH run did not complete; kept the iteration results of ${unmatched} benchmark(s) under their full names`
    });
  }
  return collector.collected(file, problems);
}
function indexRuns(runs) {
  const index = /* @__PURE__ */ new Map();
  for (const run of runs) {
    const key = `${classAndMethod(run.benchmark)}|${run.mode ?? ""}`;
    const list = index.get(key);
    if (list) list.push(run);
    else index.set(key, [run]);
  }
  return index;
}
function findRun(index, row) {
  const candidates = index.get(`${classAndMethod(row.benchmark)}|${row.mode}`) ?? [];
  return candidates.find(
    (run) => sameParams(run.params, row.params) && isDenseNameOf(row.benchmark, run.benchmark)
  );
}
function sameParams(a, b) {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[k] === a[k]);
}
function describeParams(params) {
  const list = Object.entries(params).map(([k, v]) => `${k}=${v}`);
  return list.length ? ` [${list.join(" ")}]` : "";
}
function describeRun(run) {
  return `${run.benchmark}${describeParams(run.params)}${run.mode ? ` (${run.mode})` : ""}`;
}
function describeRow(row) {
  return `${row.benchmark}${row.label !== void 0 ? `:${row.label}` : ""}${describeParams(row.params)} (${row.mode})`;
}
function metricOfRow(file, row, logged, problems) {
  const what = describeRow(row);
  const summary = summaryOf2(row.score, row.error, row.cnt ?? 1);
  if (!summary) {
    problems.push({
      file,
      line: row.line,
      message: `score of ${what} is ${row.score.kind === "invalid" ? "invalid" : row.score.value}; no summary kept`
    });
  }
  let samples = [];
  if (logged && logged.unit !== row.unit) {
    problems.push({
      file,
      line: row.line,
      message: `${what}: iterations are in ${logged.unit} but the table in ${row.unit}; iteration values left out`
    });
  } else if (logged?.approximateLine !== void 0) {
    problems.push({
      file,
      line: logged.approximateLine,
      message: `iteration values of ${what} are printed only as powers of ten ("≈ 10ⁿ ${row.unit}"); kept the table's summary, no samples (choose a finer time unit with -tu)`
    });
  } else if (logged) {
    samples = logged.samples;
  }
  if (!summary && samples.length === 0) return void 0;
  return {
    unit: row.unit,
    ...row.label !== void 0 ? { name: metricNameOfLabel(row.label) } : {},
    samples,
    ...summary ? { summary } : {}
  };
}
function addLoggedRun(collector, file, run, problems) {
  const values = [];
  const push = (m, label) => {
    if (!m) return;
    if (m.approximateLine !== void 0) {
      problems.push({
        file,
        line: m.approximateLine,
        message: `iteration values of ${describeRun(run)}${label !== void 0 ? ` "${label}"` : ""} are printed only as powers of ten; left out`
      });
    } else if (m.samples.length > 0) {
      values.push({
        unit: m.unit,
        ...label !== void 0 ? { name: metricNameOfLabel(label) } : {},
        samples: m.samples
      });
    }
  };
  push(run.primary);
  for (const [label, m] of run.secondary) push(m, label);
  if (values.length === 0) return false;
  const { suite, name } = splitBenchmarkName(run.benchmark);
  collector.add({ suite, name, params: run.params, ...run.mode ? { mode: run.mode } : {} }, values);
  return true;
}

// src/formats/jmh/text.ts
var MAX_LINE4 = 64 * 1024;
var JmhTextParser = class {
  constructor(file) {
    this.file = file;
    this.log = new JmhRunLog(file, this.decimals);
  }
  file;
  decimals = new DecimalSeparator();
  log;
  problems = [];
  rows = [];
  layout;
  sawTable = false;
  nonBlank = 0;
  push(line, lineNo) {
    if (line.trim() !== "") this.nonBlank++;
    if (line.length > MAX_LINE4) {
      if (this.layout || line.startsWith("Iteration "))
        this.problem(lineNo, `line of ${line.length} characters is too long to be a JMH result`);
      return;
    }
    if (this.layout) {
      this.pushRow(line, lineNo);
      return;
    }
    const layout = parseTableHeader(line);
    if (layout) {
      this.layout = layout;
      this.sawTable = true;
      return;
    }
    this.log.push(line, lineNo);
  }
  pushRow(line, lineNo) {
    if (line.trim() === "") {
      this.layout = void 0;
      return;
    }
    const row = parseTableRow(line, lineNo, this.layout, this.decimals);
    if (typeof row === "string")
      this.problem(lineNo, `cannot read the table row "${clip4(line.trim(), 80)}": ${row}`);
    else this.rows.push(row);
  }
  finish() {
    this.log.finish();
    const merged = mergeTableAndLog(this.file, this.rows, this.log.runs.values(), this.sawTable);
    const problems = [...this.log.problems, ...this.problems, ...merged.problems].sort(
      (a, b) => a.line - b.line
    );
    if (this.nonBlank === 0)
      problems.push({ file: this.file, line: 0, message: "empty input: no JMH output" });
    else if (!this.sawTable && !this.log.sawHeader) {
      problems.push({
        file: this.file,
        line: 0,
        message: 'no JMH output found: neither a "# JMH version:" header nor a summary table'
      });
    }
    return { context: this.context(), benchmarks: merged.benchmarks, problems };
  }
  context() {
    const { jmhVersion, ...vm } = this.log.facts;
    const context = {
      tool: { name: "jmh", ...jmhVersion !== void 0 ? { version: String(jmhVersion) } : {} },
      ...vm
    };
    if (Object.keys(this.log.config).length > 0) context.jmh = { ...this.log.config };
    return context;
  }
  problem(line, message) {
    this.problems.push({ file: this.file, line, message });
  }
};
function detect13(sniff) {
  if (/^# JMH version: /m.test(sniff.head)) return 0.95;
  if (/^Benchmark {2,}.*\bMode +Cnt +Score +Error +Units *$/m.test(sniff.head)) return 0.9;
  if (/^(?:# Warmup )?Iteration +\d+: /m.test(sniff.head)) return 0.5;
  return 0;
}
var jmhTextFormat = {
  kind: "lines",
  name: "jmh-text",
  detect: detect13,
  start: (file) => new JmhTextParser(file)
};

// src/formats/libtest.ts
var MAX_LINE5 = 4096;
var NUMBER2 = "([0-9][0-9,]{0,30}(?:\\.[0-9]{1,20})?)";
var UNIT3 = "([A-Za-z\\u00b5\\u03bc][A-Za-z0-9\\u00b5\\u03bc/%]{0,19})";
var RESULT = new RegExp(
  `^bench: {0,40}${NUMBER2} ${UNIT3}/iter \\(\\+/- ${NUMBER2}\\)(?: = ${NUMBER2} MB/s)?$`
);
var RUNNING_TESTS = /^running ([0-9]{1,9}) (?:tests?|benchmarks?)$/;
var MEASURED = /; ([0-9]{1,9}) measured;/;
var RUNNING_TARGET = /^ {0,16}Running (.{1,2000})$/;
var PANIC2 = /^thread '[^']{0,200}'.{0,40} panicked at /;
var ERROR = /^error(?:\[E[0-9]{1,5}\])?: /;
var BINARY3 = /[\x00-\x08\x0b\x0c\x0e-\x1a\x1c-\x1f\ufffd]/;
var libtestFormat = {
  kind: "lines",
  name: "libtest",
  detect: detect14,
  start: (file) => new LibtestParser(file)
};
var LibtestParser = class {
  constructor(file) {
    this.file = file;
  }
  file;
  collector = new BenchmarkCollector();
  problems = [];
  suite = "";
  /** The open "running N tests" block, whose `test result:` line is still to come. */
  section;
  /** A panic's problem, waiting for the message Rust prints on the next line. */
  panic;
  /** The line of cargo's last `Running` line, until output of that target follows. */
  targetLine;
  sawText = false;
  push(raw, lineNo) {
    const panic = this.panic;
    this.panic = void 0;
    if (raw.trim() !== "") this.sawText = true;
    if (raw.length > MAX_LINE5) {
      if (raw.startsWith("test "))
        this.problem(lineNo, `line of ${raw.length} characters is too long for a libtest result`);
      return;
    }
    if (BINARY3.test(raw)) return this.problem(lineNo, "binary data, not text output");
    const line = raw.trimEnd();
    if (line.startsWith("test result: ")) return this.closeSection(line, lineNo);
    if (line.startsWith("test ")) {
      this.targetLine = void 0;
      return this.readTest(line, lineNo);
    }
    const running = RUNNING_TESTS.exec(line);
    if (running) {
      this.targetLine = void 0;
      return this.openSection(lineNo);
    }
    const target = RUNNING_TARGET.exec(line);
    if (target) {
      this.suite = targetName(target[1]);
      this.targetLine = lineNo;
      return;
    }
    if (PANIC2.test(line) || ERROR.test(line)) {
      this.problem(lineNo, clip5(line, 300));
      if (PANIC2.test(line)) this.panic = this.problems[this.problems.length - 1];
      return;
    }
    if (panic && line.trim() !== "") panic.message = clip5(`${panic.message} ${line.trim()}`, 500);
    else if (panic) this.panic = panic;
  }
  finish() {
    if (this.section)
      this.problem(this.section.line, "no `test result:` line after these tests (output cut short?)");
    if (this.targetLine !== void 0) {
      this.problem(
        this.targetLine,
        "cargo ran this bench target but no test output followed (output cut short, or it crashed?)"
      );
    }
    this.section = void 0;
    this.targetLine = void 0;
    if (this.collector.size === 0) {
      this.problem(
        0,
        this.sawText ? "libtest output with no benchmark results" : "empty input: no libtest bench results"
      );
    }
    return {
      context: { tool: { name: "libtest" } },
      ...this.collector.collected(this.file, this.problems)
    };
  }
  readTest(line, lineNo) {
    const at = line.indexOf(" ... ", 5);
    const bare = at < 0 && line.endsWith(" ...");
    if (at < 0 && !bare) return this.problem(lineNo, `unrecognized libtest line: ${clip5(line)}`);
    const name = line.slice(5, bare ? line.length - 4 : at).trim();
    const outcome = bare ? "" : line.slice(at + 5).trim();
    if (outcome === "ok" || outcome.startsWith("ok ") || outcome === "ignored" || outcome.startsWith("ignored,"))
      return;
    if (outcome.startsWith("FAILED"))
      return this.problem(lineNo, `benchmark ${JSON.stringify(clip5(name))} FAILED`);
    if (!outcome.startsWith("bench:")) {
      const what = outcome === "" ? "no outcome (output cut short?)" : `an unrecognized outcome: ${clip5(outcome)}`;
      return this.problem(lineNo, `libtest line for ${JSON.stringify(clip5(name))} has ${what}`);
    }
    const m = RESULT.exec(outcome);
    if (!m)
      return this.problem(
        lineNo,
        `could not read libtest result of ${JSON.stringify(clip5(name))}: ${clip5(outcome)}`
      );
    this.addResult(name, m);
    if (this.section) this.section.measured++;
  }
  addResult(name, m) {
    const median = Number(m[1].replace(/,/g, ""));
    const range = Number(m[3].replace(/,/g, ""));
    const summary = {
      center: median,
      low: Math.max(0, median - range),
      high: median + range,
      n: NaN,
      confidence: NaN
    };
    const unit = m[2].includes("/") ? m[2] : `${m[2]}/iter`;
    const values = [{ unit, samples: [], summary }];
    if (m[4] !== void 0) {
      const mbs = Number(m[4].replace(/,/g, ""));
      values.push({
        unit: "MB/s",
        samples: [],
        summary: { center: mbs, low: mbs, high: mbs, n: NaN, confidence: NaN }
      });
    }
    this.collector.add({ suite: this.suite, name, params: {} }, values);
  }
  openSection(lineNo) {
    if (this.section)
      this.problem(this.section.line, "no `test result:` line after these tests (output cut short?)");
    this.section = { line: lineNo, measured: 0 };
  }
  /** libtest's count of measured benchmarks must match the results read, or some were lost. */
  closeSection(line, lineNo) {
    const section = this.section;
    this.section = void 0;
    const measured = MEASURED.exec(line);
    if (!measured) return this.problem(lineNo, `could not read libtest summary: ${clip5(line)}`);
    const read = section?.measured ?? 0;
    if (section && Number(measured[1]) !== read) {
      this.problem(lineNo, `libtest measured ${measured[1]} benchmarks but ${read} results were read`);
    }
  }
  problem(line, message) {
    this.problems.push({ file: this.file, line, message });
  }
};
function targetName(what) {
  let binary = what.trim();
  const open = binary.lastIndexOf("(");
  if (binary.endsWith(")") && open >= 0) binary = binary.slice(open + 1, -1);
  binary = binary.replace(/`/g, "").split(" ")[0];
  const base = binary.slice(Math.max(binary.lastIndexOf("/"), binary.lastIndexOf("\\")) + 1);
  return base.replace(/\.exe$/, "").replace(/-[0-9a-f]{16}$/, "");
}
function clip5(text, max = 120) {
  return text.length <= max ? text : `${text.slice(0, max)}...`;
}
function detect14(sniff) {
  let running = false;
  for (const line of sniff.head.split("\n", 5e3)) {
    if (line.length > MAX_LINE5) continue;
    if (RUNNING_TESTS.test(line.trimEnd())) running = true;
    if (running && line.startsWith("test result: ") && MEASURED.test(line)) return 0.3;
    if (!line.startsWith("test ")) continue;
    const at = line.indexOf(" ... ", 5);
    if (at > 0 && RESULT.test(line.slice(at + 5).trim())) return 0.9;
  }
  return 0;
}

// src/formats/pytest-benchmark.ts
var UNIT4 = "s";
var WHAT5 = "a pytest-benchmark JSON file (--benchmark-json)";
var pytestBenchmarkFormat = {
  kind: "document",
  name: "pytest-benchmark",
  detect: detect15,
  parse(text, file) {
    const doc = readJsonEntries(text, file, "benchmarks", WHAT5);
    const problems = [...doc.problems];
    if (doc.root !== void 0 && doc.entries === void 0) {
      problems.push({ file, line: 0, message: `expected field "benchmarks" (an array): not ${WHAT5}` });
    }
    const collector = new BenchmarkCollector();
    for (const entry of doc.entries ?? []) {
      const message = addEntry2(entry.value, collector);
      if (message !== void 0) problems.push({ file, line: entry.line, message });
    }
    return { context: contextOf4(doc.members), ...collector.collected(file, problems) };
  }
};
function addEntry2(entry, collector) {
  if (!isRecord(entry)) return `benchmarks entry is not an object: ${describeValue(entry)}`;
  const rawName = entry.name;
  if (typeof rawName !== "string" || rawName === "")
    return 'benchmarks entry: expected field "name" (a string)';
  const stats = entry.stats;
  if (!isRecord(stats)) return `benchmark ${quote(rawName)}: expected field "stats" (an object)`;
  const identity = identityOf4(entry, rawName);
  const summary = recordedSummary(stats);
  if (Array.isArray(stats.data) && stats.data.length > 0) {
    const rounds = finiteNumber(stats.rounds);
    const { value, problem } = roundsOrSummary(stats.data, rounds, summary);
    collector.add(identity, [value]);
    return problem === void 0 ? void 0 : `benchmark ${quote(rawName)}: ${problem}`;
  }
  if (!summary) {
    return `benchmark ${quote(rawName)}: expected "stats.data" (an array of times) or numbers "stats.mean", "stats.stddev" and "stats.rounds"`;
  }
  collector.add(identity, [summary]);
  return void 0;
}
function identityOf4(entry, rawName) {
  const param = typeof entry.param === "string" ? entry.param : void 0;
  const params = paramsOf3(entry.params);
  const name = stripParam(rawName, params ? param : void 0);
  const suite = suiteOf(typeof entry.fullname === "string" ? entry.fullname : "", param);
  return { suite, name, params: params ?? {} };
}
function recordedSummary(stats) {
  const mean = finiteNumber(stats.mean);
  const stddev = finiteNumber(stats.stddev);
  const n = finiteNumber(stats.rounds);
  if (mean === void 0 || stddev === void 0 || n === void 0) return void 0;
  return {
    unit: UNIT4,
    summary: { center: mean, low: mean - stddev, high: mean + stddev, n, confidence: Number.NaN }
  };
}
function roundsOrSummary(data, rounds, summary) {
  const samples = data.filter((x) => finiteNumber(x) !== void 0);
  const bad = data.length - samples.length;
  const missing = rounds !== void 0 && samples.length < rounds ? rounds - samples.length : 0;
  if (bad === 0 && missing === 0) return { value: { unit: UNIT4, samples } };
  const what = bad > 0 ? `${bad} of ${data.length} values in "stats.data" are not numbers` : `"stats.data" holds ${samples.length} of the ${rounds} rounds`;
  if (summary)
    return { value: summary, problem: `${what}; the recorded mean, stddev and rounds are used instead` };
  return { value: { unit: UNIT4, samples }, problem: what };
}
function paramsOf3(raw) {
  if (!isRecord(raw)) return void 0;
  const out = {};
  for (const [k, v] of Object.entries(raw)) out[k] = paramText(v);
  return out;
}
function stripParam(name, param) {
  if (param === void 0) return name;
  const suffix = `[${param}]`;
  return name.endsWith(suffix) && name.length > suffix.length ? name.slice(0, -suffix.length) : name;
}
function suiteOf(fullname, param) {
  const bare = param !== void 0 && fullname.endsWith(`[${param}]`) ? fullname.slice(0, -param.length - 2) : fullname;
  const at = bare.lastIndexOf("::");
  return at < 0 ? "" : bare.slice(0, at);
}
function contextOf4(members) {
  const context = { tool: { name: "pytest-benchmark" } };
  if (typeof members.version === "string")
    context.tool = { name: "pytest-benchmark", version: members.version };
  const info = members.machine_info;
  if (isRecord(info)) context.machine = machineOf(info);
  const commit = members.commit_info;
  if (isRecord(commit)) {
    if (typeof commit.id === "string") context.commit = commit.id;
    if (typeof commit.branch === "string") context.ref = commit.branch;
  }
  if (typeof members.datetime === "string") context.time = members.datetime;
  return context;
}
function machineOf(info) {
  const machine = {};
  if (typeof info.system === "string") machine.os = info.system;
  if (typeof info.machine === "string") machine.arch = info.machine;
  const cpu = isRecord(info.cpu) ? info.cpu : {};
  const brand = cpu.brand_raw ?? cpu.brand;
  if (typeof brand === "string") machine.cpu = brand;
  const cores = finiteNumber(cpu.count);
  if (cores !== void 0) machine.cores = cores;
  if (typeof info.python_version === "string") {
    const impl = typeof info.python_implementation === "string" ? `${info.python_implementation} ` : "";
    machine.python = `${impl}${info.python_version}`;
  }
  return machine;
}
function detect15(sniff) {
  const head = sniff.head;
  if (!head.trimStart().startsWith("{")) return 0;
  const hasBenchmarks = head.includes('"benchmarks"');
  if (head.includes('"machine_info"') && (hasBenchmarks || head.includes('"commit_info"'))) return 0.95;
  if (hasBenchmarks && head.includes('"fullname"') && head.includes('"stats"')) return 0.85;
  return 0;
}

// src/formats/types.ts
var FORMAT_NAMES = [
  "benchgate",
  "go",
  "go-json",
  "jmh-text",
  "jmh-json",
  "criterion-text",
  "criterion-dir",
  "cargo-criterion-json",
  "libtest",
  "benchmarkjs",
  "pytest-benchmark",
  "google-benchmark",
  "google-benchmark-console",
  "catch2-console",
  "catch2-xml",
  "benchmarkdotnet",
  "julia-benchmarktools",
  "hyperfine",
  "gab-json",
  "pattern"
];

// src/formats/registry.ts
var SNIFFABLE_FORMATS = [
  benchgateJsonFormat,
  goJsonFormat,
  googleBenchmarkConsoleFormat,
  goFormat,
  jmhJsonFormat,
  jmhTextFormat,
  cargoCriterionJsonFormat,
  criterionTextFormat,
  libtestFormat,
  benchmarkjsFormat,
  pytestBenchmarkFormat,
  googleBenchmarkFormat,
  hyperfineFormat,
  benchmarkDotNetFormat,
  juliaBenchmarkToolsFormat,
  catch2ConsoleFormat,
  catch2XmlFormat,
  gabJsonFormat
];
var DIRECTORY_FORMAT = criterionDirFormat;
function isFormatName(s) {
  return FORMAT_NAMES.includes(s);
}
function findSniffableFormat(name) {
  return SNIFFABLE_FORMATS.find((f) => f.name === name);
}

// src/cli/problems.ts
var SHOWN = 20;
function printProblems(problems) {
  for (const p of problems.slice(0, SHOWN)) {
    process.stderr.write(`${p.file}${p.line > 0 ? `:${p.line}` : ""}: ${p.message}
`);
  }
  if (problems.length > SHOWN) {
    process.stderr.write(
      `... and ${problems.length - SHOWN} more problems (all of them are in the JSON output)
`
    );
  }
}

// src/model/merge.ts
function mergeResults(parts) {
  if (parts.length === 1) {
    const [only] = parts;
    return createResults({
      context: { ...only.context },
      benchmarks: only.benchmarks,
      problems: [...only.problems]
    });
  }
  const collector = new BenchmarkCollector(Number.POSITIVE_INFINITY);
  const problems = [];
  let context = {};
  for (const part of parts) {
    context = mergeContext(context, part.context);
    for (const b of part.benchmarks) {
      collector.add(
        b,
        b.metrics.map((m) => ({
          unit: m.unit,
          name: m.name,
          direction: m.direction,
          samples: m.samples,
          rounds: m.rounds,
          summary: m.summary
        }))
      );
    }
    problems.push(...part.problems);
  }
  return createResults({ context, ...collector.collected("", problems) });
}
function mergeContext(into, from) {
  const out = { ...into };
  for (const [key, value] of Object.entries(from)) {
    if (value === void 0) continue;
    const existing = out[key];
    if (existing === void 0) out[key] = value;
    else if (isRecord(existing) && isRecord(value)) out[key] = { ...value, ...existing };
  }
  return out;
}

// src/formats/text-encoding.ts
var UTF8 = new TextDecoder("utf-8", { fatal: true });
function detectTextEncoding(head) {
  try {
    UTF8.decode(head, { stream: true });
    UTF8.decode();
    return "utf8";
  } catch {
    return "latin1";
  }
}

// src/formats/read.ts
import { closeSync as closeSync2, openSync as openSync2, readFileSync as readFileSync2, readSync as readSync2, statSync as statSync3 } from "node:fs";
import { Readable } from "node:stream";

// src/formats/detect.ts
var MIN_DETECT_SCORE = 0.3;
function detectFormat(sniff, candidates) {
  let best;
  for (const format of candidates) {
    const score = format.detect(sniff);
    if (score >= MIN_DETECT_SCORE && (!best || score > best.score)) best = { format, score };
  }
  return best;
}
var SUSPECT = /[\x00-\x08\x0e-\x1a\x1c-\x1f\ufffd]/;
function looksBinary(head) {
  if (head.length === 0 || !SUSPECT.test(head)) return false;
  let control = 0;
  const n = Math.min(head.length, 8192);
  for (let i = 0; i < n; i++) {
    const c = head.charCodeAt(i);
    if (c === 0) return true;
    if ((c < 9 || c > 13 && c < 32) && c !== 27) control++;
    if (c === 65533) control++;
  }
  return control / n > 0.1;
}

// src/formats/line-stream.ts
import { closeSync, openSync, readSync } from "node:fs";
import { StringDecoder } from "node:string_decoder";
var MAX_LINE_CHARS = 1 << 20;
async function streamLines(input, sink, encoding = "utf8") {
  const decoder = new StringDecoder(encoding);
  let pending = "";
  let pendingChars = 0;
  let skipping = false;
  let lineNo = 0;
  const emit = (text) => {
    lineNo++;
    if (skipping) {
      sink.overlong(lineNo, pendingChars + text.length);
      skipping = false;
      pendingChars = 0;
      return;
    }
    sink.line(text.endsWith("\r") ? text.slice(0, -1) : text, lineNo);
  };
  const takeLines = sink.takeLines?.bind(sink);
  const take = (chunk) => {
    let start = 0;
    for (; ; ) {
      if (takeLines !== void 0 && pending === "" && !skipping) {
        const run = takeLines(chunk, start, lineNo + 1);
        lineNo += run.lines;
        start = run.end;
      }
      const nl = chunk.indexOf("\n", start);
      if (nl < 0) break;
      const piece = chunk.slice(start, nl);
      emit(skipping ? piece : pending + piece);
      pending = "";
      start = nl + 1;
    }
    const rest = chunk.slice(start);
    if (skipping) {
      pendingChars += rest.length;
    } else if (pending.length + rest.length > MAX_LINE_CHARS) {
      skipping = true;
      pendingChars = pending.length + rest.length;
      pending = "";
    } else {
      pending += rest;
    }
  };
  for await (const chunk of input) {
    take(typeof chunk === "string" ? chunk : decoder.write(chunk));
  }
  take(decoder.end());
  const complete = !(skipping || pending.length > 0);
  if (!complete) emit(skipping ? "" : pending);
  return { complete };
}
var FILE_CHUNK_BYTES = 1 << 20;
function* fileChunks(path) {
  const fd = openSync(path, "r");
  try {
    const buffer = Buffer.allocUnsafe(FILE_CHUNK_BYTES);
    for (; ; ) {
      const n = readSync(fd, buffer, 0, FILE_CHUNK_BYTES, null);
      if (n === 0) return;
      yield buffer.subarray(0, n);
    }
  } finally {
    closeSync(fd);
  }
}

// src/formats/read.ts
var SNIFF_BYTES = 64 * 1024;
var MAX_DOCUMENT_BYTES = 256 * 1024 * 1024;
async function readBenchmarkInput(path, options = {}) {
  const read = await readInput(path, options);
  const named = dropOverlongNames(read.benchmarks, read.file);
  const capped = capBenchmarkCount(named.benchmarks, read.file);
  const problems = [...named.problems, ...capped.problems];
  if (problems.length === 0) return read;
  return { ...read, benchmarks: capped.benchmarks, problems: [...problems, ...read.problems] };
}
async function readInput(path, options) {
  if (path === "-") return readStream("-", await bufferHead(process.stdin), options);
  let info;
  try {
    info = statSync3(path);
  } catch (err) {
    throw new InputError(path, `cannot read: ${err.code ?? String(err)}`);
  }
  if (info.isDirectory()) {
    if (options.format && options.format !== "auto" && options.format !== "criterion-dir") {
      throw new InputError(path, `is a directory; only --format criterion-dir reads directories`);
    }
    return { file: path, format: DIRECTORY_FORMAT.name, ...await DIRECTORY_FORMAT.parseDirectory(path) };
  }
  const { head, encoding } = readHead(path);
  const format = chooseFormat(path, head, options);
  if (typeof format === "string") return failed(path, 0, format);
  if (format.kind === "document") {
    if (info.size > MAX_DOCUMENT_BYTES) {
      return failed(
        path,
        0,
        `${format.name} file of ${info.size} bytes is over the ${MAX_DOCUMENT_BYTES} byte limit`
      );
    }
    const text = readFileSync2(path, encoding);
    return { file: path, format: format.name, ...format.parse(text, path) };
  }
  return {
    file: path,
    format: format.name,
    ...await parseLineStream(format, fileChunks(path), path, encoding)
  };
}
async function readStream(file, buffered, options) {
  const format = chooseFormat(file, buffered.head, options);
  if (typeof format === "string") {
    buffered.rest.resume();
    return failed(file, 0, format);
  }
  if (format.kind === "document") {
    const chunks = [];
    let size = 0;
    for await (const c of buffered.rest) {
      size += c.length;
      if (size > MAX_DOCUMENT_BYTES)
        return failed(file, 0, `input is over the ${MAX_DOCUMENT_BYTES} byte limit`);
      chunks.push(c);
    }
    return { file, format: format.name, ...format.parse(Buffer.concat(chunks).toString("utf8"), file) };
  }
  return { file, format: format.name, ...await parseLineStream(format, buffered.rest, file) };
}
async function parseLineStream(format, input, file, encoding = "utf8") {
  const parser = format.start(file);
  const problems = [];
  let binaryRun;
  const flushBinary = () => {
    if (!binaryRun) return;
    const { from, to } = binaryRun;
    const where = from === to ? `line ${from}` : `lines ${from}-${to}`;
    problems.push({ file, line: from, message: `binary data skipped (${where})` });
    binaryRun = void 0;
  };
  const takeLines = parser.takeLines?.bind(parser);
  const end = await streamLines(
    input,
    {
      // Lines a fast path takes are printable text by its own grammar.
      ...takeLines && {
        takeLines(text, start, lineNo) {
          const run = takeLines(text, start, lineNo);
          if (run.lines > 0) flushBinary();
          return run;
        }
      },
      line(text, lineNo) {
        if (looksBinary(text)) {
          binaryRun = binaryRun ? { from: binaryRun.from, to: lineNo } : { from: lineNo, to: lineNo };
          return;
        }
        flushBinary();
        parser.push(text, lineNo);
      },
      overlong(lineNo, chars) {
        flushBinary();
        problems.push({
          file,
          line: lineNo,
          message: `line of ${chars} characters skipped (limit ${MAX_LINE_CHARS})`
        });
      }
    },
    encoding
  );
  flushBinary();
  const parsed = parser.finish(end);
  return { ...parsed, problems: [...problems, ...parsed.problems].sort((a, b) => a.line - b.line) };
}
function chooseFormat(file, head, options) {
  const wanted = options.format ?? "auto";
  const patterns = options.patternFormats ?? [];
  if (wanted === "pattern") {
    if (patterns.length === 0) return 'format "pattern" needs a patterns file (--patterns FILE)';
    return detectFormat({ file, head }, patterns)?.format ?? patterns[0];
  }
  if (wanted !== "auto") {
    if (wanted === "criterion-dir") return 'format "criterion-dir" reads a directory, not a file';
    return findSniffableFormat(wanted) ?? `unknown format "${wanted}"`;
  }
  if (head.length === 0) return "empty input: no benchmark results";
  const found = detectFormat({ file, head }, [...patterns, ...SNIFFABLE_FORMATS]);
  if (found) return found.format;
  if (looksBinary(head)) return "binary data, not benchmark output";
  return "no known benchmark format recognised (use --format to name one)";
}
function failed(file, line, message) {
  return { file, context: {}, benchmarks: [], problems: [{ file, line, message }] };
}
function readHead(path) {
  const fd = openSync2(path, "r");
  try {
    const buf = Buffer.alloc(SNIFF_BYTES);
    const bytes = buf.subarray(0, readSync2(fd, buf, 0, SNIFF_BYTES, 0));
    const encoding = detectTextEncoding(bytes);
    return { head: bytes.toString(encoding), encoding };
  } finally {
    closeSync2(fd);
  }
}
async function bufferHead(stream) {
  const chunks = [];
  let size = 0;
  const iterator = stream[Symbol.asyncIterator]();
  while (size < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) break;
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(String(next.value));
    chunks.push(chunk);
    size += chunk.length;
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    yield head;
    for (; ; ) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head: head.subarray(0, SNIFF_BYTES).toString("utf8"), rest: Readable.from(all()) };
}

export {
  isRecord,
  isFormatName,
  mergeResults,
  readBenchmarkInput,
  printProblems
};
