import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  benchmarkKey,
  metricKey
} from "./chunk-UEKWDCHD.js";

// src/model/benchmark-limit.ts
var MAX_BENCHMARKS = 1e5;
var MAX_COUNTED_LEFT_OUT = 10 * MAX_BENCHMARKS;
var LeftOutBenchmarks = class {
  /** 53-bit hashes of the keys of benchmarks left out, to count each once however often it repeats. */
  seen = /* @__PURE__ */ new Set();
  lastKey;
  firstName;
  uncounted = false;
  /** One result of a benchmark left out; `key` tells benchmarks apart, `name` is the one to report. */
  note(key, name) {
    if (key === this.lastKey) return;
    this.lastKey = key;
    this.firstName ??= Buffer.from(name.slice(0, 200), "utf8").toString("utf8");
    if (this.seen.size < MAX_COUNTED_LEFT_OUT) this.seen.add(hash53(key));
    else this.uncounted ||= !this.seen.has(hash53(key));
  }
  /** The name of the first benchmark left out (its first 200 characters); undefined when none was. */
  get first() {
    return this.firstName;
  }
  /**
   * The problem that says how many were left out and names the first (as
   * `firstName`, when the parser reads it otherwise than as noted); none
   * when nothing was.
   */
  problems(file, limit, firstName = this.firstName) {
    if (firstName === void 0) return [];
    const count = this.uncounted ? `over ${this.seen.size}` : `${this.seen.size}`;
    return [leftOutProblem(file, limit, count, this.seen.size === 1 && !this.uncounted, firstName)];
  }
};
function leftOutProblem(file, limit, count, one, first) {
  return {
    file,
    line: 0,
    message: `left out ${count} benchmark${one ? "" : "s"} beyond the limit of ${limit} per input, from ${JSON.stringify(first.slice(0, 80))} on`
  };
}
function hash53(text) {
  let h1 = 3735928559;
  let h2 = 1103547991;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ h1 >>> 16, 2246822507) ^ Math.imul(h2 ^ h2 >>> 13, 3266489909);
  h2 = Math.imul(h2 ^ h2 >>> 16, 2246822507) ^ Math.imul(h1 ^ h1 >>> 13, 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
function capBenchmarkCount(benchmarks, file) {
  if (benchmarks.length <= MAX_BENCHMARKS) return { benchmarks, problems: [] };
  const first = benchmarks[MAX_BENCHMARKS];
  const over = benchmarks.length - MAX_BENCHMARKS;
  return {
    benchmarks: benchmarks.slice(0, MAX_BENCHMARKS),
    problems: [leftOutProblem(file, MAX_BENCHMARKS, `${over}`, over === 1, first.name)]
  };
}
function sideOverLimit(side, count) {
  if (count <= MAX_BENCHMARKS) return void 0;
  return `${side} holds ${count} benchmarks, over the limit of ${MAX_BENCHMARKS} per side of a comparison`;
}

// src/model/units.ts
function spellUnit(unit) {
  return unit.includes("μ") ? unit.replaceAll("μ", "µ") : unit;
}
var SMALLER_EXACT = /* @__PURE__ */ new Set([
  "ns/op",
  "us/op",
  "µs/op",
  "ms/op",
  "s/op",
  "sec/op",
  "ps/op",
  "min/op",
  "B/op",
  "allocs/op",
  "ns",
  "us",
  "µs",
  "ms",
  "s",
  "ps",
  "sec",
  "min",
  "ns/iter",
  "B",
  "KB",
  "MB",
  "GB",
  "bytes"
]);
var BIGGER_EXACT = /* @__PURE__ */ new Set(["ops/s", "ops/sec", "ops", "hz", "Hz", "x"]);
function directionOfUnit(unit) {
  const u = unit.trim();
  if (SMALLER_EXACT.has(u)) return "smaller";
  if (BIGGER_EXACT.has(u)) return "bigger";
  const lower = u.toLowerCase();
  if (/^ops\//.test(lower)) return "bigger";
  if (/\/(s|sec|second|ms|us|µs|ns|min|m|h|hr)$/.test(lower)) return "bigger";
  if (/(^|[^a-z])(throughput|rate|speedup|hits?)([^a-z]|$)/.test(lower)) return "bigger";
  return "smaller";
}
function directionOfMetric(unit, name) {
  if (name !== void 0 && /^(·)?(gc|alloc|mem|heap)[.\w-]*$/i.test(name)) return "smaller";
  return directionOfUnit(unit);
}

// src/model/collector.ts
var BenchmarkCollector = class {
  /** `limit`: MAX_BENCHMARKS for one input; a merge of inputs is refused later as a side over it. */
  constructor(limit = MAX_BENCHMARKS) {
    this.limit = limit;
  }
  limit;
  leftOut = new LeftOutBenchmarks();
  byKey = /* @__PURE__ */ new Map();
  /** Keys of identity objects already seen: a parser that reuses one identity per name saves the key. */
  keyOfIdentity = /* @__PURE__ */ new WeakMap();
  metricIndex = /* @__PURE__ */ new Map();
  /** Metrics whose samples are the centers of repeated summaries (see add). */
  centersAsSamples = /* @__PURE__ */ new WeakSet();
  /** Metrics that got samples without rounds: they never get rounds again. */
  untagged = /* @__PURE__ */ new WeakSet();
  add(identity, values) {
    let key = this.keyOfIdentity.get(identity);
    if (key === void 0) {
      key = benchmarkKey(identity);
      this.keyOfIdentity.set(identity, key);
    }
    let bench = this.byKey.get(key);
    if (!bench) {
      if (this.byKey.size >= this.limit) {
        this.leftOut.note(key, identity.name);
        return;
      }
      bench = {
        suite: identity.suite,
        name: identity.name,
        params: { ...identity.params },
        ...identity.procs !== void 0 ? { procs: identity.procs } : {},
        ...identity.mode !== void 0 ? { mode: identity.mode } : {},
        metrics: []
      };
      this.byKey.set(key, bench);
      this.metricIndex.set(bench, /* @__PURE__ */ new Map());
    }
    const metrics = this.metricIndex.get(bench);
    for (let v of values) {
      const unit = spellUnit(v.unit);
      if (unit !== v.unit) v = { ...v, unit };
      const mk = metricKey(v);
      let metric = metrics.get(mk);
      if (!metric) {
        metric = {
          unit: v.unit,
          ...v.name !== void 0 ? { name: v.name } : {},
          direction: v.direction ?? directionOfMetric(v.unit, v.name),
          samples: []
        };
        metrics.set(mk, metric);
        bench.metrics.push(metric);
      }
      if (v.samples) {
        this.addRounds(metric, v.samples.length, v.rounds);
        if (metric.samples.length === 0) metric.samples = v.samples.slice();
        else for (const s of v.samples) metric.samples.push(s);
      }
      if (v.summary) this.addSummary(metric, v.summary, (v.samples?.length ?? 0) > 0);
    }
  }
  /**
   * Keeps `rounds` parallel to the samples: appended while every part tags its
   * samples, dropped for good (never half-tagged) once one does not.
   */
  addRounds(metric, added, rounds) {
    if (added === 0) return;
    const tagged = rounds !== void 0 && rounds.length === added;
    if (metric.samples.length === 0 && !this.untagged.has(metric)) {
      if (tagged) metric.rounds = rounds.slice();
      else this.untagged.add(metric);
    } else if (metric.rounds && tagged) {
      for (const r of rounds) metric.rounds.push(r);
    } else {
      delete metric.rounds;
      this.untagged.add(metric);
    }
  }
  /**
   * A tool that prints only summaries (Criterion's text, libtest, benchmark.js)
   * and ran several times into one file gives one summary per run: their
   * centers become the samples, as rounds of a runner do, instead of the last
   * summary silently replacing the others. A summary that comes with samples
   * (JMH's table after its iteration lines) is the tool's view of those samples.
   */
  addSummary(metric, summary, withSamples) {
    if (this.centersAsSamples.has(metric)) {
      this.addRounds(metric, 1, void 0);
      metric.samples.push(summary.center);
    } else if (metric.summary && metric.samples.length === 0 && !withSamples) {
      this.addRounds(metric, 2, void 0);
      metric.samples.push(metric.summary.center, summary.center);
      delete metric.summary;
      this.centersAsSamples.add(metric);
    } else {
      metric.summary = summary;
    }
  }
  /** Benchmarks stored (at most the limit). */
  get size() {
    return this.byKey.size;
  }
  /**
   * The benchmarks stored, and `problems` of `file` after the one that says
   * what was left out past the limit, if anything was.
   */
  collected(file, problems) {
    const leftOut = this.leftOut.problems(file, this.limit);
    return {
      benchmarks: [...this.byKey.values()],
      problems: leftOut.length === 0 ? problems : [...leftOut, ...problems]
    };
  }
};

export {
  MAX_BENCHMARKS,
  LeftOutBenchmarks,
  capBenchmarkCount,
  sideOverLimit,
  spellUnit,
  directionOfUnit,
  BenchmarkCollector
};
