import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  coverageLines,
  floorRuleText,
  formatPercent,
  incompleteLine
} from "./chunk-JAGR3URB.js";
import {
  DEFAULT_SEQUENTIAL,
  exceedsThreshold,
  roundDesignOf
} from "./chunk-JYXA64RB.js";
import {
  formatChange,
  formatP,
  formatSide,
  formatSpeedup,
  formatValue,
  scaleTimeUnit
} from "./chunk-WDCRQVF2.js";
import {
  median,
  samplesNeededForMedianInterval
} from "./chunk-LNLQHGIY.js";
import {
  benchmarkKey,
  functionOf,
  metricKey,
  subNameOf
} from "./chunk-UEKWDCHD.js";

// src/report/labels.ts
var Naming = class {
  shortSuite = /* @__PURE__ */ new Map();
  showProcs;
  showMode;
  constructor(rows) {
    const suites = [...new Set(rows.map((r) => r.suite))];
    const shorts = suites.map(lastSegment);
    suites.forEach((suite, i) => {
      const unique = shorts.filter((s) => s === shorts[i]).length === 1;
      this.shortSuite.set(suite, unique ? shorts[i] : suite);
    });
    this.showProcs = new Set(rows.map((r) => r.procs)).size > 1;
    this.showMode = new Set(rows.map((r) => r.mode)).size > 1;
  }
  /** "stream.BenchmarkRead/size=1KB": the name with its (short) suite. */
  benchmark(row) {
    const suite = this.shortSuite.get(row.suite) ?? row.suite;
    return suite ? `${suite}.${row.name}` : row.name;
  }
  /** The name within its family table: Go's sub-benchmark path, else the name. */
  withinFamily(row) {
    return subNameOf(row.name) || row.name;
  }
  /**
   * Params the name does not already spell out, then procs and mode where they
   * vary (not the mode within a family: families are per mode).
   */
  params(row, withinFamily = false) {
    const parts = Object.entries(row.params).filter(([k, v]) => !row.name.includes(`${k}=${v}`)).map(([k, v]) => `${k}=${v}`);
    if (this.showMode && row.mode && !withinFamily) parts.push(`mode=${row.mode}`);
    if (this.showProcs && row.procs !== void 0) parts.push(`procs=${row.procs}`);
    return parts.join(" ");
  }
  /** The full name: "example.com/x/stream.BenchmarkRead", "com.example.Writer.write (thrpt)". */
  familyTitle(f) {
    const name = f.fn ? f.suite ? `${f.suite}.${f.fn}` : f.fn : f.suite;
    return `${name}${f.mode ? ` (${f.mode})` : ""}`;
  }
  /** With the short suite, for chart titles: "stream.BenchmarkRead". */
  familyShortTitle(f) {
    const name = f.fn ? this.benchmark({ suite: f.suite, name: f.fn }) : this.shortSuite.get(f.suite) ?? f.suite;
    return `${name}${f.mode ? ` (${f.mode})` : ""}`;
  }
};
function metricLabel(row) {
  return row.metric ? `${row.metric} (${row.unit})` : row.unit;
}
function metricShortLabel(row) {
  return row.metric ?? row.unit;
}
function lastSegment(suite) {
  const parts = suite.split(/[/.]/).filter(Boolean);
  return parts[parts.length - 1] ?? suite;
}

// src/report/charts/scale.ts
function chooseScale(unit, values) {
  const finite = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  const median2 = finite.length ? finite[Math.floor(finite.length / 2)] : 0;
  return scaleTimeUnit(unit, median2) ?? { factor: 1, unit };
}

// src/report/charts/chart-data.ts
var DEFAULT_CHART_LIMITS = {
  maxCharts: 30,
  maxBars: 24,
  maxLines: 8,
  maxSectionsPerFamily: 4
};
function planCharts(model, limits = DEFAULT_CHART_LIMITS) {
  const changed = (f) => f.counts.regression + f.counts.improvement > 0;
  const ranked = [...model.families.filter(changed), ...model.families.filter((f) => !changed(f))];
  const specs = [];
  for (const f of ranked) {
    if (specs.length >= limits.maxCharts) break;
    const bars = barChart(f, limits);
    if (bars) specs.push(bars);
    specs.push(...lineCharts(f, limits));
  }
  const order = new Map(model.families.map((f, i) => [f.key, i]));
  return specs.slice(0, limits.maxCharts).map((s, i) => ({ s, i })).sort((a, b) => order.get(a.s.family) - order.get(b.s.family) || a.i - b.i).map(({ s }, i) => ({ ...s, id: `chart-${i + 1}` }));
}
function barChart(f, limits) {
  const rows = f.family.entries.map((e) => e.primary);
  const unitKey = mostCommon(rows.map((r) => metricKey({ unit: r.unit, name: r.metric })));
  let chosen = rows.filter(
    (r) => metricKey({ unit: r.unit, name: r.metric }) === unitKey && (r.base || r.head)
  );
  if (chosen.length === 0) return void 0;
  const total = chosen.length;
  if (chosen.length > limits.maxBars) {
    const size = (r) => r.change === void 0 || r.change <= -1 ? Infinity : Math.abs(Math.log1p(r.change));
    const keep = new Set([...chosen].sort((a, b) => size(b) - size(a)).slice(0, limits.maxBars));
    chosen = chosen.filter((r) => keep.has(r));
  }
  const first = chosen[0];
  const values = chosen.flatMap((r) => [r.base?.center, r.head?.center]).filter((v) => v !== void 0);
  const scale = chooseScale(first.unit, values);
  const scaled = (s) => s ? { center: s.center * scale.factor, low: s.low * scale.factor, high: s.high * scale.factor } : null;
  const positive = values.filter((v) => v > 0);
  const logarithmic = positive.length === values.length && positive.length > 1 && Math.max(...positive) / Math.min(...positive) > 50;
  const metric = metricLabel(first).replace(first.unit, scale.unit);
  const subset = total > chosen.length ? ` (${chosen.length} largest changes of ${total})` : "";
  return {
    kind: "bars",
    family: f.key,
    title: `${f.shortTitle}: ${metric}, base vs head${subset}`,
    alt: `Bar chart of ${metric} for ${f.title}, base and head side by side with 95% interval whiskers, ${chosen.length} benchmarks${subset}${largest(chosen)}.`,
    unit: scale.unit,
    labels: chosen.map(rowLabel(f)),
    base: chosen.map((r) => scaled(r.base)),
    head: chosen.map((r) => scaled(r.head)),
    logarithmic
  };
}
function lineCharts(f, limits) {
  const matrix = f.matrices[0];
  if (!matrix) return [];
  const { grid } = matrix;
  const down = grid.axes.down.map((d) => d.name).join(", ");
  const sections = mostChanged(
    grid.sections,
    (s) => s.lines.flatMap((l) => l.cells),
    limits.maxSectionsPerFamily
  );
  return sections.map((section) => {
    const lines = mostChanged(section.lines, (l) => l.cells, limits.maxLines);
    const more = section.lines.length > lines.length ? ` (the ${lines.length} of ${section.lines.length} lines that change most)` : "";
    const where = section.title ? ` at ${section.title}` : "";
    return {
      kind: "lines",
      family: f.key,
      title: `${f.shortTitle}: ${matrix.metric} change by ${grid.axes.across.name}${where}${more}`,
      alt: `Line chart of the change in ${matrix.metric} for ${f.title}${where}: one line per ${down} (${lines.map((l) => l.down.join(" ")).join(", ")}) across ${grid.axes.across.name} (${grid.axes.across.values.join(", ")})${more}.`,
      xTitle: grid.axes.across.name,
      labels: grid.axes.across.values.map((v) => `${grid.axes.across.name}=${v}`),
      series: lines.map((line) => ({
        label: line.down.map((v, i) => `${grid.axes.down[i].name}=${v}`).join(" "),
        values: line.cells.map(
          (r) => r?.change !== void 0 && Number.isFinite(r.change) ? round(r.change * 100) : null
        )
      }))
    };
  });
}
function mostChanged(items, cellsOf, max) {
  if (items.length <= max) return [...items];
  const score = (item) => {
    const cells = cellsOf(item).filter((r) => r !== void 0);
    const changed = cells.filter((r) => r.verdict === "regression" || r.verdict === "improvement").length;
    const largest2 = Math.max(
      0,
      ...cells.map((r) => r.change !== void 0 && Number.isFinite(r.change) ? Math.abs(r.change) : 0)
    );
    return changed * 1e6 + largest2;
  };
  const keep = new Set(
    items.map((item, i) => ({ item, i, s: score(item) })).sort((a, b) => b.s - a.s || a.i - b.i).slice(0, max).map((x) => x.item)
  );
  return items.filter((item) => keep.has(item));
}
function rowLabel(f) {
  return (r) => {
    const sub = r.name.startsWith(`${f.family.fn}/`) ? r.name.slice(f.family.fn.length + 1) : r.name === f.family.fn ? "" : r.name;
    const params = Object.entries(r.params).filter(([k, v]) => !r.name.includes(`${k}=${v}`)).map(([k, v]) => `${k}=${v}`);
    if (r.procs !== void 0 && new Set(f.family.entries.map((e) => e.primary.procs)).size > 1)
      params.push(`procs=${r.procs}`);
    return [sub, ...params].filter(Boolean).join(" ") || f.family.fn;
  };
}
function largest(rows) {
  const withChange = rows.filter((r) => r.change !== void 0 && Number.isFinite(r.change));
  if (withChange.length === 0) return "";
  const top = withChange.reduce(
    (a, b) => Math.abs(Math.log1p(b.change)) > Math.abs(Math.log1p(a.change)) ? b : a
  );
  return `; the largest change is ${formatChange(top.change)} (${rowLabelPlain(top)}, ${top.verdict})`;
}
function rowLabelPlain(r) {
  const params = Object.entries(r.params).filter(([k, v]) => !r.name.includes(`${k}=${v}`));
  return [r.name, ...params.map(([k, v]) => `${k}=${v}`)].join(" ");
}
function mostCommon(keys) {
  const counts = /* @__PURE__ */ new Map();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
}
function round(x) {
  return Math.round(x * 100) / 100;
}

// src/model/duration-text.ts
function formatDuration(ms) {
  const s = Math.round(ms / 1e3);
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m${String(s % 60).padStart(2, "0")}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, "0")}m`;
}

// src/report/design-line.ts
function designLine(c) {
  const paired = c.rows.filter((r) => r.primary && r.paired);
  if (paired.length === 0) return pooledLine(c);
  const rounds = paired.map((r) => r.paired.rounds);
  const threshold = thresholdText(paired.map((r) => r.threshold));
  const design = roundDesignOf(c.head);
  const max = design ? ` (max-rounds ${design.maxRounds}${confirmationText(paired)})` : "";
  const settled = design ? `; ${paired.filter((r) => SETTLED.has(r.paired.state) && (r.paired.settledAt ?? r.paired.rounds) < design.maxRounds).length} of ${paired.length} settled before max-rounds` : "";
  const cost = design?.cost ? `; the run: ${design.cost.benchmarkRuns} benchmark runs, ${formatDuration(design.cost.seconds * 1e3)}` : "";
  return `Paired rounds, sequential: ${formatPercent(1 - alphaOf(c))} confidence per benchmark, threshold ${threshold}; rounds per benchmark: median ${median(rounds)}, at most ${Math.max(...rounds)}${max}${settled}${cost}`;
}
var SETTLED = /* @__PURE__ */ new Set(["unchanged", "regression", "improvement"]);
function confirmationText(paired) {
  const confirmed = paired.filter((r) => (r.paired.confirmationRounds ?? 0) > 0);
  if (confirmed.length === 0) return "";
  const rounds = Math.max(...confirmed.map((r) => r.paired.confirmationRounds));
  return `, then ${rounds} confirmation rounds for ${confirmed.length} benchmark${confirmed.length === 1 ? "" : "s"}`;
}
function pooledLine(c) {
  const tested = c.rows.filter((r) => r.p !== void 0 && !r.paired).length;
  if (tested === 0) return void 0;
  const correction = c.policy.fdr ? ` after the false discovery rate correction over ${tested} rows` : "";
  const threshold = thresholdText(c.rows.length ? c.rows.map((r) => r.threshold) : [c.policy.threshold]);
  return `Significance ${c.policy.alpha}${correction}, threshold ${threshold}`;
}
function thresholdText(thresholds) {
  const sorted = [...new Set(thresholds)].sort((a, b) => a - b);
  return sorted.length === 1 ? formatPercent(sorted[0]) : `${formatPercent(sorted[0])}–${formatPercent(sorted.at(-1))}`;
}
function selectionLine(c) {
  return c.selection?.line;
}
function alphaOf(c) {
  return roundDesignOf(c.head)?.alpha ?? DEFAULT_SEQUENTIAL.alpha;
}

// src/report/environment.ts
var COMMIT = /^[0-9a-f]{7,64}$/i;
var REPOSITORY_URL = /^https:\/\/[A-Za-z0-9.-]+(?::[0-9]+)?(?:\/[A-Za-z0-9._~-]+)+\/?$/;
function checkRepositoryUrl(url) {
  if (!url || !REPOSITORY_URL.test(url)) return void 0;
  return url.replace(/\/$/, "");
}
function describeEnvironment(c, repositoryUrl) {
  const repo = checkRepositoryUrl(repositoryUrl);
  const lines = [];
  for (const [label, ctx] of [
    ["Base", c.base],
    ["Head", c.head]
  ]) {
    const commit = typeof ctx.commit === "string" ? ctx.commit : void 0;
    const ref = typeof ctx.ref === "string" ? ctx.ref : void 0;
    if (!commit && !ref) continue;
    const parts = [];
    if (commit) {
      const short = COMMIT.test(commit) ? commit.slice(0, 12) : commit;
      parts.push(
        repo && COMMIT.test(commit) ? { text: short, url: `${repo}/commit/${commit}` } : { text: short }
      );
    }
    if (ref) parts.push({ text: `${commit ? " " : ""}(${ref})` });
    lines.push({ label, parts });
  }
  pushSided(lines, "Machine", machineText(c.base.machine), machineText(c.head.machine));
  pushSided(lines, "Tool", toolText(c.base), toolText(c.head));
  const tools = /* @__PURE__ */ new Set([...Object.keys(toolchainOf(c.base)), ...Object.keys(toolchainOf(c.head))]);
  for (const tool of tools)
    pushSided(lines, tool, toolchainOf(c.base)[tool] ?? "", toolchainOf(c.head)[tool] ?? "");
  pushSided(lines, "Runner", textField(c.base.runner), textField(c.head.runner));
  pushSided(lines, "Rounds", roundsText(c.base), roundsText(c.head));
  pushSided(lines, "Load per core", loadText(c.base.load), loadText(c.head.load));
  lines.push(...policyLines(c));
  return lines;
}
function policyLines(c) {
  const p = c.policy;
  const o = p.origins ?? {};
  const from = (origin) => origin ? ` (from ${origin})` : "";
  const ruleOrigins = /* @__PURE__ */ new Map();
  for (const origin of o.rules ?? []) ruleOrigins.set(origin, (ruleOrigins.get(origin) ?? 0) + 1);
  const rules = p.rules.length ? ruleOrigins.size ? ` (${[...ruleOrigins].map(([origin, n]) => `${n} ${n === 1 ? "rule" : "rules"} from ${origin}`).join(", ")})` : ` (${p.rules.length} rules)` : "";
  const onMissing = p.onMissing !== void 0 ? `, on-missing ${p.onMissing}${from(o.onMissing)}` : "";
  const floors = p.floors?.length ? `, absolute floors ${floorsText(p.floors, o.floors ?? [])}` : "";
  const tiers = (p.tiers?.length ? `, ${countedRules("tier", p.tiers.length, o.tiers ?? [])}` : "") + (p.advisory ? `, every blocking row at tier warn${from(o.advisory)}` : "");
  const lines = [
    {
      label: "Statistics",
      parts: [
        {
          text: `alpha ${p.alpha}${from(o.alpha)}, threshold ${formatPercent(p.threshold)}${from(o.threshold)}${rules}${floors}${tiers}, ${judgedBy(c)}${onMissing}`
        }
      ]
    }
  ];
  const units = Object.keys(p.directions);
  if (units.length) {
    const text = units.map((u) => `${u} ${p.directions[u]} is better${from(o.directions?.[u])}`).join("; ");
    lines.push({ label: "Directions", parts: [{ text }] });
  }
  return lines;
}
function judgedBy(c) {
  let paired = 0;
  let mannWhitney = 0;
  let welch = 0;
  let modes = 0;
  for (const r of c.rows) {
    if (r.modes) modes++;
    else if (r.test === "paired-rounds") paired++;
    else if (r.test === "mann-whitney") mannWhitney++;
    else if (r.test === "welch") welch++;
  }
  const pooled = mannWhitney + welch;
  const fdr = c.policy.fdr;
  const fdrOff = `p not adjusted${c.policy.origins?.fdr ? ` (from ${c.policy.origins.fdr})` : ""}`;
  if (paired === 0 && pooled === 0 && modes === 0)
    return fdr ? "p adjusted for multiple comparisons (Benjamini–Hochberg)" : fdrOff;
  const parts = [];
  if (modes) parts.push(`two-humped rows by mode (${rowCount(modes)}, no Benjamini–Hochberg)`);
  if (paired) parts.push(`sequential rule on paired rounds (${rowCount(paired)}, no Benjamini–Hochberg)`);
  if (pooled) {
    const tests = [mannWhitney ? "Mann–Whitney U" : "", welch ? "Welch’s t-test on the tool’s summaries" : ""].filter(Boolean).join(" and ");
    parts.push(
      fdr ? `${tests} with Benjamini–Hochberg over ${rowCount(pooled)}` : `${tests} (${rowCount(pooled)}), ${fdrOff}`
    );
  }
  return parts.join("; ");
}
function floorsText(floors, origins) {
  const groups = [];
  floors.forEach((f, i) => {
    const last = groups[groups.length - 1];
    if (last && last.origin === origins[i]) last.rules.push(floorRuleText(f));
    else groups.push({ origin: origins[i], rules: [floorRuleText(f)] });
  });
  return groups.map((g) => `${g.rules.join(", ")}${g.origin ? ` (from ${g.origin})` : ""}`).join(", ");
}
function countedRules(what, n, origins) {
  const byOrigin = /* @__PURE__ */ new Map();
  for (const origin of origins) byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + 1);
  const from = [...byOrigin].map(([origin, k]) => `${k} from ${origin}`).join(", ");
  return `${n} ${what} ${n === 1 ? "rule" : "rules"}${from ? ` (${from})` : ""}`;
}
function rowCount(n) {
  return `${n} ${n === 1 ? "row" : "rows"}`;
}
function pushSided(lines, label, base, head) {
  if (!base && !head) return;
  const text = base === head || !base ? head : !head ? base : `base ${base}; head ${head}`;
  lines.push({ label, parts: [{ text }] });
}
function machineText(m) {
  if (!m) return "";
  const bits = [
    [m.os, m.arch].filter(Boolean).join("/"),
    m.cpu ? String(m.cpu) : "",
    m.cores ? `${m.cores} cores` : "",
    typeof m.memory === "string" ? m.memory : "",
    typeof m.kernel === "string" ? m.kernel : "",
    typeof m.governor === "string" ? `governor ${m.governor}` : ""
  ];
  return bits.filter(Boolean).join(", ");
}
function toolText(ctx) {
  return ctx.tool ? `${ctx.tool.name}${ctx.tool.version ? ` ${ctx.tool.version}` : ""}` : "";
}
function toolchainOf(ctx) {
  const t = ctx.toolchain;
  if (typeof t !== "object" || t === null) return {};
  return Object.fromEntries(Object.entries(t).filter((e) => typeof e[1] === "string"));
}
function roundsText(ctx) {
  const rounds = typeof ctx.rounds === "number" ? `${ctx.rounds}` : "";
  const reps = textField(ctx.repetitions);
  return [rounds, reps ? `(${reps})` : ""].filter(Boolean).join(" ");
}
function loadText(load) {
  if (typeof load !== "object" || load === null) return "";
  const { before, after } = load;
  return typeof before === "number" && typeof after === "number" ? `${before} before, ${after} after` : "";
}
function textField(v) {
  return typeof v === "string" || typeof v === "number" ? String(v) : "";
}

// src/report/family.ts
function familyKey(row) {
  return JSON.stringify([row.suite, functionOf(row.name), row.mode ?? null]);
}
function groupFamilies(rows) {
  const families = /* @__PURE__ */ new Map();
  const entries = /* @__PURE__ */ new Map();
  for (const row of rows) {
    const key = benchmarkKey(row);
    let entry = entries.get(key);
    if (!entry) {
      entry = { key, primary: row, secondary: [] };
      entries.set(key, entry);
      const fkey = familyKey(row);
      let family = families.get(fkey);
      if (!family) {
        family = {
          key: fkey,
          suite: row.suite,
          fn: functionOf(row.name),
          ...row.mode ? { mode: row.mode } : {},
          entries: []
        };
        families.set(fkey, family);
      }
      family.entries.push(entry);
    } else if (row.primary && !entry.primary.primary) {
      entry.secondary.unshift(entry.primary);
      entry.primary = row;
    } else {
      entry.secondary.push(row);
    }
  }
  return mergeSuites([...families.values()]);
}
function mergeSuites(families) {
  const bySuite = /* @__PURE__ */ new Map();
  for (const f of families) {
    const key = JSON.stringify([f.suite, f.mode ?? null]);
    bySuite.set(key, [...bySuite.get(key) ?? [], f]);
  }
  const merged = /* @__PURE__ */ new Map();
  for (const [key, group] of bySuite) {
    if (group.length < 2 || !group[0].suite) continue;
    const entries = group.flatMap((f) => f.entries);
    const keys = (e) => Object.keys(e.primary.params).sort().join("\0");
    const first = keys(entries[0]);
    if (!first || entries.some((e) => e.primary.name.includes("/") || keys(e) !== first)) continue;
    const suite = {
      key,
      suite: group[0].suite,
      fn: "",
      byName: true,
      entries,
      ...group[0].mode ? { mode: group[0].mode } : {}
    };
    for (const f of group) merged.set(f, suite);
  }
  const out = [];
  for (const f of families) {
    const target = merged.get(f) ?? f;
    if (!out.includes(target)) out.push(target);
  }
  return out;
}

// src/report/footnotes.ts
var FootnoteIndex = class {
  index = /* @__PURE__ */ new Map();
  /** The notes' numbers, in the order given. */
  mark(notes) {
    return notes.map((note) => {
      let n = this.index.get(note);
      if (n === void 0) {
        n = this.index.size + 1;
        this.index.set(note, n);
      }
      return n;
    });
  }
  /** The notes in number order (note 1 first). */
  list() {
    return [...this.index.keys()];
  }
};

// src/report/matrix-axes.ts
var MAX_ACROSS = 8;
var MAX_ACROSS_HARD = 16;
var MAX_SECTIONS = 8;
function chooseAxes(dims) {
  const varying = dims.filter((d) => d.values.length >= 2);
  if (varying.length < 2) return void 0;
  const byCount = [...varying].sort((a, b) => b.values.length - a.values.length || b.order - a.order);
  const across = byCount.find((d) => d.values.length <= MAX_ACROSS) ?? byCount[byCount.length - 1];
  if (across.values.length > MAX_ACROSS_HARD) return void 0;
  const rest = varying.filter((d) => d !== across);
  const main = [...rest].sort((a, b) => b.values.length - a.values.length || a.order - b.order)[0];
  const others = rest.filter((d) => d !== main).sort((a, b) => a.values.length - b.values.length || a.order - b.order);
  const sections = [];
  const folded = [];
  let count = 1;
  for (const d of others) {
    if (count * d.values.length <= MAX_SECTIONS) {
      sections.push(d);
      count *= d.values.length;
    } else {
      folded.push(d);
    }
  }
  const byOrder = (a, b) => a.order - b.order;
  return { across, down: [main, ...folded.sort(byOrder)], sections: sections.sort(byOrder) };
}
function sortValues(values) {
  const keyed = values.map((v) => ({ v, n: numericValue(v) }));
  if (keyed.some((k) => k.n === void 0)) return [...values];
  return keyed.sort((a, b) => a.n - b.n).map((k) => k.v);
}
var SIZE_FACTORS = {
  "": 1,
  k: 1e3,
  m: 1e6,
  g: 1e9,
  t: 1e12,
  kb: 1024,
  mb: 1024 ** 2,
  gb: 1024 ** 3,
  tb: 1024 ** 4,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
  tib: 1024 ** 4,
  b: 1,
  "%": 1,
  x: 1
};
function numericValue(v) {
  const m = /^\s*(-?[0-9]+(?:\.[0-9]+)?)\s*([a-z%]*)\s*$/i.exec(v);
  if (!m) return void 0;
  const factor = SIZE_FACTORS[m[2].toLowerCase()];
  return factor === void 0 ? void 0 : Number(m[1]) * factor;
}

// src/report/table-model.ts
var cell = (text, extra = {}) => ({ text, ...extra });
function dropEmptyColumns(table, candidates) {
  const drop = new Set(candidates.filter((i) => table.rows.every((r) => (r[i]?.text ?? "") === "")));
  if (drop.size === 0) return table;
  const keep = (_, i) => !drop.has(i);
  return {
    header: table.header.filter(keep),
    align: table.align.filter(keep),
    rows: table.rows.map((r) => r.filter(keep))
  };
}

// src/report/verdict-tables.ts
var VERDICT_TEXT = {
  regression: "❌ regression",
  improvement: "✅ improvement",
  unchanged: "unchanged",
  inconclusive: "❔ inconclusive",
  added: "🆕 added",
  removed: "➖ removed"
};
function changeMark(row) {
  if (row.tier === "shadow") return "";
  switch (row.verdict) {
    case "regression":
      return row.waived ? " ❌ (waived)" : " ❌";
    case "improvement":
      return " ✅";
    case "inconclusive":
      return row.change !== void 0 && exceedsThreshold(row.change, row.threshold) ? " ❔" : "";
    case "added":
      return "🆕";
    case "removed":
      return "➖";
    case "unchanged":
      return "";
  }
}
function changeText(row) {
  if (row.absoluteChange === void 0 || !row.base || !row.head) return formatChange(row.change);
  const side = (v) => v === 0 ? "0" : formatValue(v, row.unit);
  return `${side(row.base.center)} → ${side(row.head.center)}`;
}
function compactChangeCell(row) {
  const change = row.verdict === "added" || row.verdict === "removed" ? "" : changeText(row);
  return cell(`${change}${changeMark(row)}`, { ...sortChange(row), ...toneOf(row) });
}
function renderChangesTable(rows, naming, notes) {
  const header = ["Benchmark", "Params", "Metric", "Base", "Head", "Change", "Speedup", "p", "Verdict"];
  const align = ["l", "l", "l", "r", "r", "r", "r", "r", "l"];
  const table = {
    header,
    align,
    rows: rows.map((r) => [
      cell(naming.benchmark(r)),
      cell(naming.params(r)),
      cell(metricLabel(r)),
      ...measureCells(r, notes)
    ])
  };
  return dropEmptyColumns(table, [1]);
}
function renderFamilyTable(family, naming, notes) {
  const columns = secondaryColumns(family);
  const header = [
    "Benchmark",
    "Params",
    "Base",
    "Head",
    "Change",
    "Speedup",
    "p",
    "Verdict",
    ...columns.map((c) => `${c.label} Δ`)
  ];
  const align = ["l", "l", "r", "r", "r", "r", "r", "l", ...columns.map(() => "r")];
  const rows = family.entries.map((e) => {
    const byKey = new Map(e.secondary.map((r) => [metricKey({ unit: r.unit, name: r.metric }), r]));
    return [
      cell(naming.withinFamily(e.primary)),
      cell(naming.params(e.primary, true)),
      ...measureCells(e.primary, notes),
      ...columns.map((c) => {
        const r = byKey.get(c.key);
        return r ? compactChangeCell(r) : cell("–");
      })
    ];
  });
  return dropEmptyColumns({ header, align, rows }, [1]);
}
function measureCells(r, notes) {
  const marks = notes.mark(r.notes);
  return [
    sideCell(r.base, r),
    sideCell(r.head, r),
    cell(changeText(r), { ...sortChange(r), ...toneOf(r) }),
    cell(formatSpeedup(r.change, r.direction, r.unit), sortChange(r)),
    pCell(r),
    cell(verdictText(r), { ...marks.length ? { notes: marks } : {}, ...toneOf(r) })
  ];
}
function pCell(r) {
  const p = r.q ?? r.p;
  const sort = p !== void 0 && !Number.isNaN(p) ? { sort: p } : {};
  if (!r.paired) return cell(formatP(p), sort);
  const floor = Number.isFinite(r.paired.detectable) ? ` · ≥${formatPercent(Number(r.paired.detectable.toPrecision(2)))}` : "";
  return cell(`${formatP(p)}${floor}`, sort);
}
function verdictText(r) {
  if (r.tier === "shadow") return "shadow (not judged)";
  const base = r.tier === "warn" ? `${VERDICT_TEXT[r.verdict]} (warn)` : VERDICT_TEXT[r.verdict];
  const text = r.modes ? `${base} (two-humped)` : base;
  if (r.verdict === "regression" && r.waived)
    return `${text}, waived: ${r.waived.reason} (until ${r.waived.expires})`;
  return text;
}
function sideCell(s, r) {
  if (!s) return cell("–");
  return cell(formatSide(s, r.unit, r.paired?.exact === true), { sort: s.center });
}
function sortChange(r) {
  return r.change !== void 0 && Number.isFinite(r.change) ? { sort: r.change } : {};
}
function toneOf(r) {
  if (r.verdict === "regression") return { tone: "bad" };
  if (r.verdict === "improvement") return { tone: "good" };
  return {};
}
function secondaryColumns(family) {
  const columns = /* @__PURE__ */ new Map();
  for (const e of family.entries) {
    for (const r of e.secondary) {
      const key = metricKey({ unit: r.unit, name: r.metric });
      if (!columns.has(key)) columns.set(key, { key, label: metricShortLabel(r) });
    }
  }
  return [...columns.values()];
}

// src/report/matrix.ts
var MAX_METRICS = 4;
function buildGrids(family) {
  const dims = dimensionsOf(family);
  if (!dims) return [];
  const axes = chooseAxes(dims.list);
  if (!axes) return [];
  const metrics = metricsToShow(family);
  return metrics.map(({ key, label }) => ({
    metric: label,
    axes,
    sections: layoutSections(family.entries, dims.valuesOf, axes, key)
  }));
}
function gridTable(grid, section) {
  const { across, down } = grid.axes;
  return {
    header: [...down.map((d) => d.name), ...across.values.map((v) => `${across.name}=${v}`)],
    align: [...down.map(() => "l"), ...across.values.map(() => "r")],
    rows: section.lines.map((line) => [
      ...line.down.map((v) => cell(v)),
      ...line.cells.map((r) => r ? compactChangeCell(r) : cell("–"))
    ])
  };
}
function dimensionsOf(family) {
  const entries = family.entries;
  const free = (name) => !entries.some((e) => name in e.primary.params);
  const procsVary = new Set(entries.map((e) => e.primary.procs)).size > 1 && free("procs");
  const byName = family.byName && free("benchmark");
  const valuesOf = (e) => {
    const m = /* @__PURE__ */ new Map();
    if (byName) m.set("benchmark", e.primary.name);
    for (const [k, v] of Object.entries(e.primary.params)) m.set(k, v);
    if (procsVary && e.primary.procs !== void 0) m.set("procs", String(e.primary.procs));
    return m;
  };
  const seen = /* @__PURE__ */ new Map();
  const cells = /* @__PURE__ */ new Set();
  for (const e of entries) {
    const values = valuesOf(e);
    for (const [k, v] of values) {
      const list2 = seen.get(k) ?? [];
      if (!list2.includes(v)) list2.push(v);
      seen.set(k, list2);
    }
    const id = JSON.stringify([...values].sort());
    if (cells.has(id)) return void 0;
    cells.add(id);
  }
  if (entries.some((e) => valuesOf(e).size !== seen.size)) return void 0;
  const list = [...seen].map(([name, values], order) => ({ name, values: sortValues(values), order }));
  return { list, valuesOf };
}
function metricsToShow(family) {
  const primaryCounts = /* @__PURE__ */ new Map();
  const changed = /* @__PURE__ */ new Map();
  for (const e of family.entries) {
    const k = metricKey({ unit: e.primary.unit, name: e.primary.metric });
    const c = primaryCounts.get(k) ?? { n: 0, label: metricLabel(e.primary) };
    c.n++;
    primaryCounts.set(k, c);
    for (const r of e.secondary) {
      if (r.verdict === "regression" || r.verdict === "improvement") {
        changed.set(metricKey({ unit: r.unit, name: r.metric }), metricLabel(r));
      }
    }
  }
  const [primaryKey, primary] = [...primaryCounts].sort((a, b) => b[1].n - a[1].n)[0];
  const others = [...changed].filter(([k]) => k !== primaryKey).map(([key, label]) => ({ key, label }));
  return [{ key: primaryKey, label: primary.label }, ...others].slice(0, MAX_METRICS);
}
function layoutSections(entries, valuesOf, axes, metric) {
  const rowOf = (e) => [e.primary, ...e.secondary].find((r) => metricKey({ unit: r.unit, name: r.metric }) === metric);
  const names = [axes.across, ...axes.down, ...axes.sections].map((d) => d.name);
  const keyOf = (values) => JSON.stringify(names.map((n) => values.get(n)));
  const index = /* @__PURE__ */ new Map();
  for (const e of entries) index.set(keyOf(valuesOf(e)), rowOf(e));
  const lookup = (values) => index.get(keyOf(values));
  const sections = [];
  for (const combo of combinations(axes.sections)) {
    const lines = [];
    for (const downCombo of combinations(axes.down)) {
      const cells = axes.across.values.map(
        (v) => lookup(new Map([...combo, ...downCombo, [axes.across.name, v]]))
      );
      if (cells.some((c) => c !== void 0)) lines.push({ down: downCombo.map(([, v]) => v), cells });
    }
    if (lines.length > 0) sections.push({ title: combo.map(([k, v]) => `${k}=${v}`).join(" · "), lines });
  }
  return sections;
}
function combinations(dims) {
  let out = [[]];
  for (const d of dims)
    out = out.flatMap((prefix) => d.values.map((v) => [...prefix, [d.name, v]]));
  return out;
}

// src/report/report-model.ts
function buildReportModel(c, options = {}) {
  const notes = new FootnoteIndex();
  const naming = new Naming(c.rows);
  const regressions = renderChangesTable(sortByMagnitude(c.rows, "regression"), naming, notes);
  const improvements = renderChangesTable(sortByMagnitude(c.rows, "improvement"), naming, notes);
  const families = groupFamilies(c.rows).map((f) => buildFamily(f, naming, notes));
  return {
    title: options.title ?? "Benchmark results",
    headline: headline(c),
    ...optional("design", designLine(c)),
    ...optional("selection", selectionLine(c)),
    coverage: cappedCoverage(c),
    pairedRows: c.rows.some((r) => r.paired !== void 0),
    ...unboundedSides(c),
    warnings: [...options.warnings ?? []],
    regressions,
    improvements,
    families,
    rowCount: c.rows.length,
    benchmarkCount: families.reduce((n, f) => n + f.family.entries.length, 0),
    footnotes: notes.list(),
    problems: c.problems.map((p) => `${p.file}${p.line > 0 ? `:${p.line}` : ""}: ${p.message}`),
    environment: describeEnvironment(c, options.repositoryUrl)
  };
}
function unboundedSides(c) {
  for (const r of c.rows) {
    if (r.paired?.exact === true) continue;
    const side = [r.base, r.head].find(
      (s) => s?.source === "samples" && !(Number.isFinite(s.low) && Number.isFinite(s.high))
    );
    if (side) return { unboundedSidesNeed: samplesNeededForMedianInterval(side.confidence).n };
  }
  return {};
}
var COVERAGE_LINES = 30;
function cappedCoverage(c) {
  const lines = coverageLines(c.summary.coverage);
  if (lines.length <= COVERAGE_LINES) return lines;
  const rest = lines.length - COVERAGE_LINES;
  return [...lines.slice(0, COVERAGE_LINES), `and ${rest} more, listed in comparison.json`];
}
function optional(key, value) {
  return value === void 0 ? {} : { [key]: value };
}
function buildFamily(family, naming, notes) {
  const counts = { regression: 0, improvement: 0, unchanged: 0, inconclusive: 0, added: 0, removed: 0 };
  let rowCount2 = 0;
  for (const e of family.entries) {
    for (const r of [e.primary, ...e.secondary]) {
      if (r.tier !== "shadow") counts[r.verdict]++;
      rowCount2++;
    }
  }
  const matrices = buildGrids(family).map((grid) => ({
    metric: grid.metric,
    across: grid.axes.across.name,
    down: grid.axes.down.map((d) => d.name),
    sections: grid.sections.map((s) => ({ title: s.title, table: gridTable(grid, s) })),
    grid
  }));
  return {
    key: family.key,
    title: naming.familyTitle(family),
    shortTitle: naming.familyShortTitle(family),
    counts,
    rowCount: rowCount2,
    family,
    table: renderFamilyTable(family, naming, notes),
    matrices
  };
}
function headline(c) {
  const k = c.summary.counts;
  const parts = [];
  const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (k.regression) {
    const aside = [
      c.summary.waived ? `${c.summary.waived} waived` : "",
      c.summary.warned ? `${c.summary.warned} at tier warn` : ""
    ].filter(Boolean);
    parts.push(`❌ ${plural(k.regression, "regression")}${aside.length ? ` (${aside.join(", ")})` : ""}`);
  }
  if (k.improvement) parts.push(`✅ ${plural(k.improvement, "improvement")}`);
  parts.push(`${k.unchanged} unchanged`);
  if (k.inconclusive) parts.push(`❔ ${k.inconclusive} inconclusive`);
  if (c.summary.shadowed) parts.push(`${c.summary.shadowed} shadow rows not judged`);
  if (k.added) parts.push(`${k.added} added`);
  if (k.removed) parts.push(`${k.removed} removed`);
  const primary = c.summary.geomeans[0];
  if (primary) parts.push(`geomean ${formatChange(primary.change)} (${primary.metric ?? primary.unit})`);
  if (c.summary.verdict === "incomplete") parts.unshift(`⚠️ ${incompleteLine(c.summary.coverage)}`);
  else if (k.regression === 0 && k.improvement === 0) parts.unshift("✅ no regressions");
  return parts.join(" · ");
}
function sortByMagnitude(rows, verdict) {
  const size = (r) => r.change === void 0 || r.change <= -1 ? Infinity : Math.abs(Math.log1p(r.change));
  return rows.filter((r) => r.verdict === verdict && r.tier !== "shadow").map((r, i) => ({ r, i, s: size(r) })).sort((a, b) => b.s - a.s || a.i - b.i).map((x) => x.r);
}

export {
  DEFAULT_CHART_LIMITS,
  planCharts,
  formatDuration,
  buildReportModel
};
