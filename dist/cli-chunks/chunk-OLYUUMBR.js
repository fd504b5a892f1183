import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  benjaminiHochberg,
  caveatMessage,
  relativeChange,
  relativeSpread,
  renderTextTable,
  summarizeGeomean,
  summarizeSide,
  testSides
} from "./chunk-HCEDOODE.js";
import {
  loadInputs,
  loadPatternFormats,
  parseCommandLine,
  parseFormatOption,
  printProblems,
  toJsonText
} from "./chunk-IAOAYZTM.js";
import {
  EXIT,
  UsageError
} from "./chunk-D7FX5J62.js";
import {
  formatChange,
  formatP,
  formatSpread,
  formatValue
} from "./chunk-YFLGQWHP.js";
import {
  benchmarkKey,
  benchmarkLabel,
  metricKey,
  sameBenchmark
} from "./chunk-UB4YXC6G.js";

// src/cli/compare-command.ts
import { writeFileSync as writeFileSync2 } from "node:fs";

// src/compare/match.ts
function matchBenchmarks(base, head) {
  const index = new BaseIndex(base);
  const pairs = [];
  const lone = [];
  for (const h of head) {
    const b = index.take(h);
    if (b) pairMetrics(b, h, pairs);
    else lone.push({ benchmark: h, side: "head" });
  }
  base.forEach((b, i) => {
    if (!index.taken[i]) lone.push({ benchmark: b, side: "base" });
  });
  return { pairs, lone };
}
var CROWDED = 16;
var BaseIndex = class {
  constructor(base) {
    this.base = base;
    this.taken = new Uint8Array(base.length);
    base.forEach((b, i) => {
      const same = this.byName.get(b.name);
      if (same) same.push(i);
      else this.byName.set(b.name, [i]);
    });
  }
  base;
  /** Per base benchmark: whether a head benchmark had its identity. */
  taken;
  byName = /* @__PURE__ */ new Map();
  byKey = /* @__PURE__ */ new Map();
  /** The base benchmark with h's identity, marking every one that has it as taken. */
  take(h) {
    const candidates = this.candidates(h);
    let found;
    for (const i of candidates) {
      if (!sameBenchmark(this.base[i], h)) continue;
      this.taken[i] = 1;
      found = i;
    }
    return found === void 0 ? void 0 : this.base[found];
  }
  candidates(h) {
    const named = this.byName.get(h.name);
    if (!named) return [];
    if (named.length <= CROWDED) return named;
    let keyed = this.byKey.get(h.name);
    if (!keyed) {
      keyed = /* @__PURE__ */ new Map();
      for (const i of named) {
        const key = benchmarkKey(this.base[i]);
        const same = keyed.get(key);
        if (same) same.push(i);
        else keyed.set(key, [i]);
      }
      this.byKey.set(h.name, keyed);
    }
    return keyed.get(benchmarkKey(h)) ?? [];
  }
};
function pairMetrics(base, head, out) {
  const baseKeys = base.metrics.map(metricKey);
  const headKeys = head.metrics.map(metricKey);
  head.metrics.forEach((m, i) => {
    const b = baseKeys.lastIndexOf(headKeys[i]);
    out.push({ benchmark: head, base: b < 0 ? void 0 : base.metrics[b], head: m, primary: i === 0 });
  });
  base.metrics.forEach((m, i) => {
    if (!headKeys.includes(baseKeys[i]))
      out.push({ benchmark: head, base: m, primary: i === 0 && head.metrics.length === 0 });
  });
}

// src/compare/hints.ts
var MORE_SAMPLES = {
  go: "raise -count (or benchgate rounds)",
  jmh: "more forks (-f) and iterations (-i)",
  criterion: "a larger sample_size or measurement_time",
  libtest: "more benchgate rounds",
  benchmarkjs: "a larger minSamples or maxTime"
};
function noiseHint(threshold, tool) {
  const more = (tool && MORE_SAMPLES[tool.split("-")[0]]) ?? "more rounds";
  return `too noisy to judge: the interval is wider than the ${formatPercent(threshold)} threshold; ${more}, pin the benchmark to idle CPUs, or stop other work on the machine`;
}
function formatPercent(f) {
  const pct = f * 100;
  return `${pct >= 10 ? pct.toFixed(0) : pct.toFixed(1)}%`;
}

// src/compare/glob.ts
function compileGlob(glob) {
  return new GlobRegExp(glob);
}
function matchCodePoints(p, s, steps) {
  let i = 0;
  let j = 0;
  let star = -1;
  let resume = 0;
  while (i < s.length) {
    if (steps) steps.count++;
    if (j < p.length && p[j] === "*") {
      star = j++;
      resume = i;
    } else if (j < p.length && (p[j] === "?" || p[j] === s[i])) {
      i++;
      j++;
    } else if (star >= 0) {
      j = star + 1;
      i = ++resume;
    } else {
      return false;
    }
  }
  while (j < p.length && p[j] === "*") j++;
  return j === p.length;
}
var GlobRegExp = class extends RegExp {
  glob;
  constructor(glob) {
    super(`^${toRegexSource(glob)}$`, "s");
    this.glob = Array.from(glob);
  }
  test(name) {
    return matchCodePoints(this.glob, Array.from(String(name)));
  }
  exec(name) {
    const input = String(name);
    if (!this.test(input)) return null;
    return Object.assign([input], { index: 0, input, groups: void 0 });
  }
  static get [Symbol.species]() {
    return RegExp;
  }
};
function toRegexSource(glob) {
  let source = "";
  let lastWasStar = false;
  for (const ch of glob) {
    if (ch === "*") {
      if (!lastWasStar) source += ".*";
      lastWasStar = true;
      continue;
    }
    lastWasStar = false;
    source += ch === "?" ? "." : ch.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return source;
}

// src/compare/policy.ts
var DEFAULT_POLICY = {
  alpha: 0.05,
  threshold: 0.05,
  rules: [],
  fdr: true,
  directions: {}
};
var ThresholdResolver = class {
  constructor(policy) {
    this.policy = policy;
    this.rules = policy.rules.map((r) => ({
      ...r.benchmark !== void 0 ? { match: compileGlob(r.benchmark) } : {},
      ...r.unit !== void 0 ? { unit: r.unit } : {},
      threshold: r.threshold
    }));
  }
  policy;
  rules;
  /** The glob is tried against the name alone and against "suite.name" and "suite/name". */
  thresholdFor(bench, unit) {
    for (const rule of this.rules) {
      if (rule.unit !== void 0 && rule.unit !== unit) continue;
      if (rule.match && !namesOf(bench).some((n) => rule.match.test(n))) continue;
      return rule.threshold;
    }
    return this.policy.threshold;
  }
};
function namesOf(b) {
  return b.suite ? [b.name, `${b.suite}.${b.name}`, `${b.suite}/${b.name}`] : [b.name];
}
function parsePercent(text) {
  const m = /^\s*([0-9]+(?:\.[0-9]+)?)\s*(%?)\s*$/.exec(text);
  if (!m) return void 0;
  const n = Number(m[1]);
  return m[2] === "%" || n > 1 ? n / 100 : n;
}

// src/compare/types.ts
var COMPARISON_SCHEMA = "benchgate/comparison@1";
var VERDICTS = [
  "regression",
  "improvement",
  "unchanged",
  "inconclusive",
  "added",
  "removed"
];

// src/compare/summary.ts
function summarizeComparison(rows) {
  const counts = Object.fromEntries(VERDICTS.map((v) => [v, 0]));
  let waived = 0;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    if (r.primary || r.verdict !== "added" && r.verdict !== "removed") counts[r.verdict]++;
    if (r.verdict === "regression" && r.waived) waived++;
  }
  const summary = {
    verdict: counts.regression > waived ? "regression" : counts.unchanged + counts.improvement + waived > 0 ? "pass" : "inconclusive",
    counts,
    waived,
    geomeans: geomeansByUnit(rows)
  };
  const worst = extreme(rows, "regression");
  const best = extreme(rows, "improvement");
  if (worst !== void 0) summary.worst = worst;
  if (best !== void 0) summary.best = best;
  return summary;
}
function geomeansByUnit(rows) {
  const groups = /* @__PURE__ */ new Map();
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    if (!r.base || !r.head) continue;
    const key = metricKey({ unit: r.unit, name: r.metric });
    let g = groups.get(key);
    if (!g) {
      g = { unit: r.unit, ...r.metric !== void 0 ? { metric: r.metric } : {}, rows: [] };
      groups.set(key, g);
    }
    g.rows.push({ base: r.base.center, head: r.head.center });
  }
  const lines = [];
  for (const g of groups.values()) {
    const s = summarizeGeomean(g.rows);
    if (s.pairs === 0) continue;
    lines.push({
      unit: g.unit,
      ...g.metric !== void 0 ? { metric: g.metric } : {},
      base: s.base,
      head: s.head,
      change: s.ratio - 1,
      pairs: s.pairs
    });
  }
  return lines;
}
function extreme(rows, verdict) {
  let found;
  let size = -Infinity;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    if (r.verdict !== verdict || r.change === void 0) continue;
    const magnitude = Math.abs(Math.log1p(r.change));
    if (magnitude > size) {
      size = magnitude;
      found = i;
    }
  }
  return found;
}

// src/compare/verdict.ts
function decideVerdict(v) {
  if (Number.isNaN(v.change)) return "inconclusive";
  const significant = v.q <= v.alpha;
  if (significant && Math.abs(v.change) > v.threshold) {
    const worse = v.direction === "smaller" ? v.change > 0 : v.change < 0;
    return worse ? "regression" : "improvement";
  }
  if (significant) return "unchanged";
  if (Number.isNaN(v.q) || v.underpowered || v.noisy || !v.bounded) return "inconclusive";
  return "unchanged";
}

// src/compare/compare.ts
function compareResults(base, head, policy) {
  const context = {
    policy,
    thresholds: new ThresholdResolver(policy),
    hints: /* @__PURE__ */ new Map(),
    tool: head.context.tool?.name ?? base.context.tool?.name
  };
  const { pairs, lone } = matchBenchmarks(base.benchmarks, head.benchmarks);
  const pending = pairs.map((pair) => measurePair(pair, context));
  const ps = pending.map((r) => r.row.p);
  const qs = policy.fdr ? benjaminiHochberg(ps) : ps;
  const rows = [];
  for (let i = 0; i < pending.length; i++) {
    const { row, underpowered, bounded } = pending[i];
    rows.push(row);
    if (row.change === void 0) continue;
    const q = qs[i] ?? Number.NaN;
    if (!Number.isNaN(q)) row.q = q;
    row.verdict = decideVerdict({
      direction: row.direction,
      change: row.change,
      q,
      alpha: policy.alpha,
      threshold: row.threshold,
      underpowered,
      noisy: row.noisy,
      bounded
    });
  }
  for (const { benchmark, side } of lone) rows.push(...loneRows(benchmark, side, context));
  return {
    schema: COMPARISON_SCHEMA,
    policy,
    base: base.context,
    head: head.context,
    rows,
    summary: summarizeComparison(rows),
    problems: [...base.problems, ...head.problems]
  };
}
function measurePair(pair, context) {
  const metric = pair.head ?? pair.base;
  const row = startRow(pair.benchmark, metric, pair.primary, context);
  row.threshold = context.thresholds.thresholdFor(pair.benchmark, metric.unit);
  row.noisy = false;
  row.verdict = "inconclusive";
  row.notes = [];
  if (!pair.base || !pair.head) {
    row.notes.push(`metric ${metric.name ?? metric.unit} is only in ${pair.base ? "base" : "head"}`);
    return { row, underpowered: false, bounded: false };
  }
  const baseSide = summarizeSide(pair.base);
  const headSide = summarizeSide(pair.head);
  if (baseSide.side) row.base = baseSide.side;
  if (headSide.side) row.head = headSide.side;
  if (!row.base || !row.head) {
    pushMessages(row.notes, baseSide.caveats, headSide.caveats);
    return { row, underpowered: false, bounded: false };
  }
  row.change = relativeChange(row.base.center, row.head.center);
  const test = testSides(pair.base, pair.head, context.policy.alpha, baseSide, headSide);
  if (test.method) {
    row.test = test.method;
    row.p = test.p;
    if (!context.policy.fdr) row.q = test.p;
  }
  const spread = Math.max(relativeSpread(row.base) ?? 0, relativeSpread(row.head) ?? 0);
  row.noisy = spread > row.threshold;
  if (row.noisy) row.notes.push(hintFor(row.threshold, context));
  pushMessages(row.notes, baseSide.caveats, headSide.caveats, test.caveats);
  const bounded = isBounded(row.base) && isBounded(row.head) || hasCaveat(test.caveats, "all-samples-equal");
  return { row, underpowered: hasCaveat(test.caveats, "too-few-samples-for-alpha"), bounded };
}
function loneRows(b, side, context) {
  return b.metrics.map((metric, i) => {
    const { side: summary, caveats } = summarizeSide(metric);
    const row = startRow(b, metric, i === 0, context);
    if (summary) row[side] = summary;
    row.threshold = context.thresholds.thresholdFor(b, metric.unit);
    row.noisy = false;
    row.verdict = side === "head" ? "added" : "removed";
    row.notes = [];
    pushMessages(row.notes, caveats);
    return row;
  });
}
function startRow(b, metric, primary, context) {
  const row = { suite: b.suite, name: b.name, params: b.params };
  if (b.procs !== void 0) row.procs = b.procs;
  if (b.mode !== void 0) row.mode = b.mode;
  row.unit = metric.unit;
  if (metric.name !== void 0) row.metric = metric.name;
  row.direction = context.policy.directions[metric.unit] ?? metric.direction;
  row.primary = primary;
  return row;
}
function hintFor(threshold, context) {
  let hint = context.hints.get(threshold);
  if (hint === void 0) context.hints.set(threshold, hint = noiseHint(threshold, context.tool));
  return hint;
}
function pushMessages(notes, ...groups) {
  const start = notes.length;
  for (const caveats of groups) {
    for (const c of caveats) {
      const message = caveatMessage(c);
      if (notes.indexOf(message, start) === -1) notes.push(message);
    }
  }
}
function isBounded(side) {
  return Number.isFinite(side.low) && Number.isFinite(side.high);
}
function hasCaveat(caveats, kind) {
  for (const c of caveats) if (c.kind === kind) return true;
  return false;
}

// src/report/comparison-text.ts
function renderComparisonText(c) {
  const marks = /* @__PURE__ */ new Map();
  const mark = (n) => {
    let m = marks.get(n);
    if (m === void 0) marks.set(n, m = `(${marks.size + 1})`);
    return m;
  };
  const labelOf = benchmarkLabeller();
  const rows = c.rows.map((r) => [
    labelOf(r),
    r.metric ? `${r.metric} ${r.unit}` : r.unit,
    r.base ? formatSide(r.base, r.unit) : "-",
    r.head ? formatSide(r.head, r.unit) : "-",
    formatChange(r.change),
    formatP(r.q ?? r.p),
    r.notes.length ? `${r.verdict} ${r.notes.length === 1 ? mark(r.notes[0]) : r.notes.map(mark).join("")}` : r.verdict
  ]);
  const k = c.summary.counts;
  const head = `${k.regression} regressions, ${k.improvement} improvements, ${k.unchanged} unchanged, ${k.inconclusive} inconclusive, ${k.added} added, ${k.removed} removed
`;
  const geo = c.summary.geomeans.map((g) => `geomean ${g.metric ?? g.unit}: ${formatChange(g.change)} over ${g.pairs} benchmarks`).join("\n");
  const footnotes = [...marks].map(([n, m]) => `${m} ${n}`).join("\n");
  return [
    head,
    renderTextTable(["benchmark", "unit", "base", "head", "change", "p", "verdict"], rows),
    geo,
    footnotes
  ].filter(Boolean).join("\n").concat("\n");
}
function formatSide(s, unit) {
  return `${formatValue(s.center, unit)} ${formatSpread(s.center, s.low, s.high)}`;
}
function benchmarkLabeller() {
  let last;
  let label = "";
  return (r) => {
    const same = last !== void 0 && r.params === last.params && r.name === last.name && r.suite === last.suite && r.procs === last.procs && r.mode === last.mode;
    if (!same) label = benchmarkLabel(r);
    last = r;
    return label;
  };
}

// src/cli/extra-outputs.ts
import { writeFileSync } from "node:fs";
var EXTRA_OUTPUT_OPTIONS = {
  html: { type: "string" },
  charts: { type: "string" },
  repository: { type: "string" }
};
var COMPARISON_OPTIONS = {
  threshold: { type: "string" },
  alpha: { type: "string" },
  "no-fdr": { type: "boolean" },
  markdown: { type: "boolean" },
  text: { type: "boolean" },
  json: { type: "boolean" },
  template: { type: "string" },
  ...EXTRA_OUTPUT_OPTIONS,
  help: { type: "boolean", short: "h" }
};
var EXTRA_OUTPUT_USAGE = `  --html FILE       also write a standalone HTML report (interactive charts, sortable tables)
  --charts DIR      also draw the charts as PNG files into DIR (needs @napi-rs/canvas)
  --repository URL  link commits in the report, e.g. https://github.com/owner/repo`;
async function writeExtraOutputs(c, values, title) {
  if (values.html) {
    const { renderHtmlReport } = await import("./html-MFLPBWSV.js");
    const html = renderHtmlReport(c, {
      ...title ? { title } : {},
      ...values.repository ? { repositoryUrl: values.repository } : {}
    });
    writeFileSync(values.html, html);
  }
  if (values.charts) {
    const { renderChartImages } = await import("./png-RVLKMRLD.js");
    const charts = await renderChartImages(c, values.charts);
    if (charts.ok)
      process.stderr.write(`benchgate: ${charts.images.length} charts written to ${values.charts}
`);
    else process.stderr.write(`benchgate: no PNG charts: ${charts.reason} (npm install @napi-rs/canvas)
`);
  }
}

// src/cli/compare-command.ts
var USAGE = `Usage: benchgate compare BASE HEAD [options]

BASE and HEAD are raw tool output, benchgate JSON, or Criterion directories.

  --format F        input format (default: auto)
  --patterns FILE   YAML or JSON with "patterns:" for home-grown output
  --threshold P     smallest change that counts, e.g. 5% (default 5%)
  --alpha A         significance level (default 0.05)
  --no-fdr          no Benjamini-Hochberg correction across rows
  --markdown        print the Markdown report (default)
  --text            print a plain text table
  --json            print the comparison JSON
  --template FILE   render the Markdown with your own Eta template
  --out FILE        write to FILE instead of standard output
${EXTRA_OUTPUT_USAGE}

Exit codes: 0 no regression, 1 regression, 2 usage or input error.`;
async function compareCommand(args) {
  const { values, positionals } = parseCommandLine(
    args,
    {
      format: { type: "string" },
      patterns: { type: "string" },
      out: { type: "string" },
      ...COMPARISON_OPTIONS
    },
    USAGE
  );
  if (values.help) {
    process.stdout.write(`${USAGE}
`);
    return EXIT.ok;
  }
  if (positionals.length !== 2)
    throw new UsageError(`expected BASE and HEAD, got ${positionals.length} inputs

${USAGE}`);
  if ([values.markdown, values.text, values.json].filter(Boolean).length > 1) {
    throw new UsageError("choose one of --markdown, --text, --json");
  }
  const policy = policyFromOptions(values);
  const format = parseFormatOption(values.format);
  const patternFormats = values.patterns ? await loadPatternFormats(values.patterns) : [];
  const base = await loadInputs([positionals[0]], { format, patternFormats });
  const head = await loadInputs([positionals[1]], { format, patternFormats });
  printProblems([...base.results.problems, ...head.results.problems]);
  for (const [side, loaded] of [
    ["BASE", base],
    ["HEAD", head]
  ]) {
    if (loaded.results.benchmarks.length === 0) {
      process.stderr.write(
        `benchgate compare: no benchmark results in ${side} (${positionals[side === "BASE" ? 0 : 1]})
`
      );
      return EXIT.usage;
    }
  }
  const comparison = compareResults(base.results, head.results, policy);
  await writeExtraOutputs(comparison, values);
  const output = await renderComparison(comparison, values);
  if (values.out) writeFileSync2(values.out, output);
  else process.stdout.write(output);
  return comparison.summary.verdict === "regression" ? EXIT.regression : EXIT.ok;
}
async function renderComparison(c, how) {
  if (how.json) return toJsonText(c);
  if (how.text) return renderComparisonText(c);
  const { renderMarkdownReport } = await import("./markdown-25PAFAJZ.js");
  return renderMarkdownReport(c, {
    ...how.template ? { template: how.template } : {},
    ...how.repository ? { repositoryUrl: how.repository } : {}
  });
}
function policyFromOptions(values) {
  const policy = { ...DEFAULT_POLICY, rules: [], directions: {} };
  if (values.threshold !== void 0) {
    const t = parsePercent(values.threshold);
    if (t === void 0)
      throw new UsageError(`--threshold "${values.threshold}" is not a percentage like 5% or 0.05`);
    policy.threshold = t;
  }
  if (values.alpha !== void 0) {
    const a = Number(values.alpha);
    if (!(a > 0 && a < 1)) throw new UsageError(`--alpha "${values.alpha}" must be a number between 0 and 1`);
    policy.alpha = a;
  }
  if (values["no-fdr"]) policy.fdr = false;
  return policy;
}

export {
  compareResults,
  renderComparisonText,
  COMPARISON_OPTIONS,
  EXTRA_OUTPUT_USAGE,
  writeExtraOutputs,
  compareCommand,
  policyFromOptions
};
